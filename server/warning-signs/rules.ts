import type { Subject } from "../../common/search/subject.ts";
import type { ConceptId } from "./concepts.ts";
import type { ContactId } from "./contacts.ts";
import type { WarningCategory, WarningLevel } from "./types.ts";

/** What the rules see: the concepts said to be happening now, who it is about, readings. */
export interface Facts {
  has(concept: ConceptId): boolean;
  /** Said to have just stopped: "ya paró", "ya se le pasó". */
  justEnded(concept: ConceptId): boolean;
  /** How many of these concepts are present. */
  count(...concepts: ConceptId[]): number;
  subject: Subject;
  /** Highest temperature stated (°C), when one is. */
  temperature: number | null;
  /** Glucometer reading (mg/dL); Infinity for "HI". */
  glucose: number | null;
  /** Systolic pressure, from "presión en 160", "160/110" or "16/11". */
  systolic: number | null;
  /** Diastolic pressure, from "160/110", "160 con 110" or "16/11". */
  diastolic: number | null;
  /** Oxygen saturation (%), from "saturación 88", "el oxímetro marca 84". */
  oxygen: number | null;
  /** Fever stated, or a temperature of 38 °C or more; a stated 37.8 is not fever. */
  fever: boolean;
}

export interface Rule {
  id: string;
  category: WarningCategory;
  level: WarningLevel;
  when(facts: Facts): boolean;
  firstAction: string;
  advice: string;
  contacts: readonly ContactId[];
  specialties: readonly string[];
  /** Follow-up for a child, when it differs (pediatrics first). */
  childSpecialties?: readonly string[];
}

const CALL_911 = ["emergencies"] as const;
const CRISIS = ["lifeLine", "emergencies"] as const;

/** Two or more signs of exhaustion from heat: headache, nausea, vomiting, dizziness, cramps. */
const heatExhaustion = (f: Facts) =>
  f.count("headache", "nausea", "vomiting", "dizzy", "heat-tiredness") >= 2;

const strokeFeatures = (f: Facts) =>
  f.count("face-droop", "limb-weak", "speech-trouble", "vision-loss", "imbalance") +
  Number(f.has("face-numb") && f.has("one-sided")) +
  Number(f.has("limb-numb") && f.has("one-sided"));

const chestPain = (f: Facts) =>
  f.has("chest-pain") || f.has("heart-squeeze") || f.has("heart-attack-words");

/** Pain said with a cough, a movement or a touch: lasting alone does not make it cardiac. */
const cardiacCompanions = (f: Facts) =>
  -Number(f.has("chest-benign") && f.has("persistent")) +
  f.count(
    "chest-severe",
    "persistent",
    "radiating",
    "cold-sweat",
    "pale",
    "nausea",
    "breathless",
    "cannot-breathe",
    "dizzy",
    "diabetes",
  ) +
  Number(f.subject.olderAdult);

/** Pain in the jaw, arm, between the shoulders or the pit of the stomach, with other signs. */
const atypicalCompanions = (f: Facts) =>
  f.count("cold-sweat", "nausea", "pale", "sudden-fatigue", "breathless", "dizzy", "diabetes") +
  Number(f.subject.olderAdult);
const atypicalHeartAttack = (f: Facts) =>
  ((f.has("jaw-arm-pain") || f.has("epigastric-pain")) && atypicalCompanions(f) >= 2) ||
  // A burning there is gastritis until three companions come with it (breathless, sweating,
  // nauseous): then it is the heart's until shown otherwise.
  (f.has("epigastric-burning") && atypicalCompanions(f) >= 3);

/** Strong pain said of the belly or the head: "me duele muchísimo la panza". */
const severeBellyPain = (f: Facts) =>
  f.has("belly-severe") || (f.has("belly-pain") && f.has("severe-pain"));
const severeHeadache = (f: Facts) =>
  f.has("severe-headache") || (f.has("headache") && f.has("severe-pain"));

/** A sting in a child or an older adult, or with trouble breathing or a seizure. */
const scorpionHighRisk = (f: Facts) =>
  f.subject.child ||
  f.subject.infant ||
  f.subject.olderAdult ||
  f.count("cannot-breathe", "breathless", "seizure", "unresponsive") > 0;

const drowsyOrConfused = (f: Facts) =>
  f.count("lethargic", "confused", "unresponsive", "fainted") > 0;

/** Pregnancy pressure of 160/110 or more (severe pre-eclampsia range, IMSS / ACOG). */
const severePregnancyPressure = (f: Facts) => (f.systolic ?? 0) >= 160 || (f.diastolic ?? 0) >= 110;
const raisedPressure = (f: Facts) => (f.systolic ?? 0) >= 140 || (f.diastolic ?? 0) >= 90;

/** Glucometer "HI", above 400 or below 54 mg/dL: a sign by itself (ADA level 2). */
const veryHighGlucose = (f: Facts) => f.glucose !== null && f.glucose > 400;
const veryLowGlucose = (f: Facts) => f.glucose !== null && f.glucose < 54;

/** A very high sugar reading, or a high one with vomiting, drowsiness, deep breathing. */
const highSugarEmergency = (f: Facts) =>
  veryHighGlucose(f) ||
  (f.glucose !== null &&
    f.glucose >= 250 &&
    f.count(
      "vomiting",
      "lethargic",
      "sweet-breath",
      "dizzy",
      "thirst",
      "feels-very-ill",
      "confused",
    ) > 0) ||
  (f.has("sweet-breath") && f.has("vomiting"));

/** A scorpion sting with tongue, drooling, throat or eye signs: severe poisoning. */
const severeScorpion = (f: Facts) =>
  f.has("scorpion-sting") && (f.has("scorpion-severe") || scorpionHighRisk(f));

/**
 * Suicide warning signs that weigh together (WHO LIVE LIFE; CONASAMA): a means at hand, a time
 * set, the decision taken, belongings given away, farewells, wanting to join someone who died.
 * Two make a sign; one makes a sign next to despair said plainly ("ya no aguanto nada").
 */
const suicideMarkers = (f: Facts) =>
  f.count(
    "suicide-means",
    "suicide-decided",
    "suicide-time",
    "giving-away",
    "farewell-words",
    "affairs-in-order",
    "wish-to-join",
  ) + Number(f.has("wish-to-join") && f.has("bereaved"));

/**
 * "Me quiero morir" is a crisis unless the message is plainly a joke: laughter and an everyday
 * trouble together ("me quiero morir 💀 mañana tengo examen jajaja"). Either alone is not enough.
 */
const deathWish = (f: Facts) =>
  f.has("death-wish") && !(f.has("laughter") && f.has("everyday-trouble"));

const severeBreathing = (f: Facts) =>
  // Someone who cannot be woken gets the collapse's action (911, check breathing, CPR), blue
  // lips or not; choking keeps its own rule. Blue lips during a fit are the fit's (its action:
  // protect, nothing in the mouth, 911 after 5 minutes).
  !f.has("unresponsive") &&
  !(f.has("seizure") && !f.has("cannot-breathe") && !f.has("choking")) &&
  (f.has("cannot-breathe") ||
    f.has("breath-severe") ||
    (f.oxygen !== null && f.oxygen < 92) ||
    (f.has("breathless") &&
      (f.subject.infant || f.subject.child || f.has("chest-pain")) &&
      // Fast deep breathing with sugar reading high or a fruity breath is the ketoacidosis's:
      // the diabetic rule gives its action (no sugar, sips of water, 911).
      !(f.has("diabetes") && (f.has("sweet-breath") || highSugarEmergency(f)))));

export const RULES: readonly Rule[] = [
  {
    id: "suicidal-thoughts",
    category: "suicidal",
    level: "emergency",
    when: (f) =>
      f.has("suicidal") ||
      deathWish(f) ||
      suicideMarkers(f) >= 2 ||
      (suicideMarkers(f) >= 1 && f.has("despair")),
    firstAction:
      "Llama ahora a la Línea de la Vida, 800 911 2000 (gratuita, confidencial, las 24 horas), o al 911 si hay peligro inmediato.",
    advice:
      "Lo que sientes importa y no estás solo ni sola. Si puedes, busca a alguien de confianza para que te acompañe ahora y aleja lo que pudieras usar para hacerte daño. Si es otra persona quien lo vive, no la dejes sola y llamen juntos.",
    contacts: CRISIS,
    specialties: ["psiquiatria", "psicologia"],
  },
  {
    id: "self-harm",
    category: "self-harm",
    level: "emergency",
    // A cut told as an accident (a chore, a job, shaving) is not self-harm unless a purpose or
    // a habit is said too.
    // Hitting oneself against a wall counts with a purpose or a habit said.
    when: (f) =>
      (f.has("self-harm") && !(f.has("accidental-injury") && !f.has("harm-purpose"))) ||
      (f.count("hits-self", "harm-marks") > 0 && f.has("harm-purpose")),
    firstAction:
      "Llama a la Línea de la Vida, 800 911 2000 (gratuita, confidencial, las 24 horas); si una herida es profunda o no deja de sangrar, llama al 911.",
    advice:
      "Hacerse daño es una señal de que se está cargando algo muy pesado, y hay ayuda para eso. Presiona cualquier herida con un trapo limpio y busca a alguien de confianza que te acompañe.",
    contacts: CRISIS,
    specialties: ["psiquiatria", "psicologia"],
  },
  {
    id: "sexual-violence",
    category: "violence",
    level: "emergency",
    // Or suspected drugging: a spiked drink with waking undressed, in a strange place, with no
    // memory or with genital pain; or waking undressed somewhere unknown with that pain.
    when: (f) =>
      f.has("sexual-assault") ||
      (f.has("drink-spiked") && f.count("woke-undressed", "memory-gap", "genital-pain") > 0) ||
      (f.has("woke-undressed") && f.count("memory-gap", "genital-pain") > 0),
    firstAction:
      "Si estás en peligro, ponte a salvo y llama al 911; acude a urgencias lo antes posible, de preferencia en las primeras 72 horas.",
    advice:
      "Por la NOM-046, los hospitales públicos deben atenderte aunque no denuncies, ofrecerte anticoncepción de emergencia y medicamentos para prevenir el VIH y otras infecciones. Si puedes, no te bañes ni cambies de ropa antes de ir. No es tu culpa. Si es una niña o un niño, ponlo a salvo y llama al 911.",
    contacts: CALL_911,
    specialties: ["medicina-general", "ginecologia", "psicologia"],
    childSpecialties: ["pediatria", "psicologia"],
  },
  {
    id: "physical-violence",
    category: "violence",
    level: "emergency",
    when: (f) =>
      f.has("partner-violence") ||
      f.has("weapon-injury") ||
      // A child who keeps turning up bruised, with blows or screams heard or fear told.
      (f.subject.child && f.has("recurring-bruises") && f.has("violence-heard")),
    firstAction: "Si estás en peligro, ponte a salvo y llama al 911 ahora.",
    advice:
      "Las lesiones, y sobre todo que te hayan apretado el cuello, deben revisarse en urgencias aunque no parezcan graves. No es tu culpa, y hay ayuda para salir de la violencia.",
    contacts: CALL_911,
    specialties: ["medicina-general", "psicologia"],
    childSpecialties: ["pediatria", "psicologia"],
  },
  {
    id: "pregnancy-warning",
    category: "pregnancy",
    level: "emergency",
    when: (f) => {
      const postpartum = f.subject.postpartum;
      const pregnant = f.subject.pregnant || (!postpartum && f.has("pregnancy-weeks"));
      const weeks = f.subject.pregnancyWeeks;
      const headacheWithSigns =
        (f.has("headache") || severeHeadache(f)) &&
        (f.has("vision-spots") || f.has("swelling") || raisedPressure(f));
      // Pain low on one side with a missed period or a positive test, and dizziness or
      // fainting: the signs of a pregnancy outside the womb.
      const ectopic =
        (pregnant || f.has("missed-period")) &&
        (f.has("belly-pain") || severeBellyPain(f)) &&
        f.count("dizzy", "fainted", "pale", "bleeding", "spotting", "cold-sweat") > 0;
      return (
        ectopic ||
        ((pregnant || postpartum) && severePregnancyPressure(f)) ||
        (pregnant &&
          (f.has("bleeding") ||
            f.has("spotting") ||
            f.has("waters-broke") ||
            (f.has("fetal-movement-stopped") && (weeks === null || weeks >= 20)) ||
            headacheWithSigns ||
            (f.has("vision-spots") && f.has("epigastric-pain")) ||
            // 140/90 or more with lights, ringing or pain under the ribs (pre-eclampsia).
            (raisedPressure(f) && f.count("vision-spots", "epigastric-pain") > 0) ||
            f.has("seizure") ||
            severeBellyPain(f) ||
            (f.has("belly-pain") && f.has("spotting")) ||
            (f.has("contractions") && (weeks === null || weeks < 37)) ||
            f.count("fainted", "unresponsive") > 0)) ||
        (postpartum &&
          (f.has("bleeding-heavy") || f.fever || headacheWithSigns || f.has("seizure")))
      );
    },
    firstAction: "Acude a urgencias obstétricas ahora o llama al 911.",
    advice:
      "En el embarazo o después del parto, un sangrado, la salida de líquido, dejar de sentir que el bebé se mueve, un dolor de cabeza fuerte con luces, zumbido o visión borrosa, contracciones antes de tiempo o convulsiones necesitan valoración inmediata. Lleva tu carnet prenatal.",
    contacts: CALL_911,
    specialties: ["ginecologia"],
  },
  {
    id: "stroke-signs",
    category: "stroke",
    level: "emergency",
    when: (f) => {
      // After a scorpion sting a numb tongue or slurred speech is the sting's poison.
      if (f.has("scorpion-sting") && !f.has("face-droop") && !f.has("limb-weak")) return false;
      // After a blow to the head, double vision or weakness is the head injury's (rule below).
      if (f.has("head-blow") && !f.has("face-droop")) return false;
      const features = strokeFeatures(f);
      return (
        f.has("face-droop") ||
        features >= 2 ||
        (features >= 1 && f.has("sudden")) ||
        (features >= 1 && f.has("one-sided") && f.count("limb-weak", "face-numb") > 0) ||
        (f.has("half-body") && f.count("limb-numb", "limb-weak") > 0)
      );
    },
    firstAction: "Llama al 911 ahora (Código Cerebro): cada minuto cuenta.",
    advice:
      "Cara caída, debilidad o adormecimiento de un lado del cuerpo, dificultad para hablar, pérdida repentina de la vista o del equilibrio son señales de alarma de un evento cerebral. Anota la hora en que empezaron y no des de comer, de beber ni medicinas.",
    contacts: CALL_911,
    specialties: ["neurologia", "medicina-interna"],
  },
  {
    id: "heart-attack-signs",
    category: "heart-attack",
    level: "emergency",
    when: (f) =>
      f.has("heart-attack-words") ||
      (chestPain(f) && cardiacCompanions(f) >= 1) ||
      atypicalHeartAttack(f),
    firstAction: "Llama al 911 ahora (Código Infarto) y no manejes tú.",
    advice:
      "Dolor, presión o peso en el pecho, sobre todo con sudor frío, falta de aire, náusea o dolor que se extiende al brazo, la quijada o la espalda, puede ser un infarto; en mujeres, personas con diabetes y adultos mayores a veces solo hay sudor frío, cansancio o dolor en la boca del estómago. Siéntate, afloja la ropa y sigue las indicaciones del operador.",
    contacts: CALL_911,
    specialties: ["cardiologia", "medicina-interna"],
  },
  {
    id: "anaphylaxis",
    category: "anaphylaxis",
    level: "emergency",
    when: (f) =>
      f.has("airway-swelling") ||
      ((f.has("face-swelling") || f.has("face-balloon") || f.has("hives")) &&
        (f.count(
          "breathless",
          "cannot-breathe",
          "wheeze",
          "low-pressure",
          "dizzy",
          "vomiting",
          "fainted",
        ) > 0 ||
          // Cough or a hoarse voice after hives or swelling, with a known allergen or an
          // antihistamine already given: the throat is involved and the pill does not stop it.
          ((f.has("face-swelling") || f.has("hives")) &&
            f.has("cough-hoarse") &&
            (f.has("allergic-trigger") || f.has("antihistamine"))))),
    firstAction:
      "Llama al 911 ahora; si hay un autoinyector de epinefrina, úsalo en el muslo de inmediato.",
    advice:
      "La hinchazón de labios, lengua o garganta, o ronchas con falta de aire, mareo o vómito, puede ser una reacción alérgica grave. Recuesta a la persona con las piernas en alto, o sentada si le cuesta respirar.",
    contacts: CALL_911,
    specialties: ["alergologia", "medicina-general"],
    childSpecialties: ["pediatria", "alergologia"],
  },
  {
    id: "choking",
    category: "breathing",
    level: "emergency",
    when: (f) => f.has("choking"),
    firstAction:
      "Si no puede toser, hablar ni respirar, da compresiones abdominales (maniobra de Heimlich) y que alguien llame al 911 ahora.",
    advice:
      "En bebés menores de un año: cinco golpes en la espalda, boca abajo sobre tu antebrazo, y cinco compresiones en el pecho, hasta que salga el objeto. Si deja de responder, empieza la reanimación y sigue las indicaciones del operador.",
    contacts: CALL_911,
    specialties: ["medicina-general", "otorrinolaringologia"],
    childSpecialties: ["pediatria"],
  },
  {
    id: "severe-breathing",
    category: "breathing",
    level: "emergency",
    when: severeBreathing,
    firstAction: "Llama al 911 ahora: la falta de aire grave no puede esperar.",
    advice:
      "Mantén a la persona sentada y erguida, afloja su ropa y, si tiene un inhalador de rescate indicado, que lo use. Labios morados, no poder hablar completo o que se hundan las costillas al respirar son señales de gravedad.",
    contacts: CALL_911,
    specialties: ["neumologia", "medicina-general"],
    childSpecialties: ["pediatria", "neumologia"],
  },
  {
    id: "seizure",
    category: "seizure",
    level: "emergency",
    // A fit that has just stopped is still an emergency when the person does not come round,
    // or when it is the first one (a toddler's first febrile seizure included).
    when: (f) =>
      f.has("seizure") ||
      (f.justEnded("seizure") && f.count("after-seizure", "lethargic", "unresponsive") > 0),
    firstAction:
      "Llama al 911, aparta lo que pueda golpear a la persona y no le metas nada en la boca.",
    advice:
      "Pon algo suave bajo su cabeza, no la sujetes y, cuando deje de sacudirse, acuéstala de lado. Mide el tiempo: más de 5 minutos, una crisis tras otra o que no despierte es una emergencia, igual que una primera convulsión, una en el embarazo o después de un golpe.",
    contacts: CALL_911,
    specialties: ["neurologia", "medicina-general"],
    childSpecialties: ["pediatria", "neurologia"],
  },
  {
    id: "unresponsive",
    category: "unresponsive",
    level: "emergency",
    when: (f) => f.has("unresponsive"),
    firstAction: "Llama al 911 ahora.",
    advice:
      "Revisa si respira: si no respira con normalidad, empieza compresiones fuertes y rápidas en el centro del pecho y sigue las indicaciones del operador; si respira, acuéstala de lado.",
    contacts: CALL_911,
    specialties: ["medicina-general", "neurologia"],
    childSpecialties: ["pediatria"],
  },
  {
    id: "severe-bleeding",
    category: "severe-bleeding",
    level: "emergency",
    when: (f) =>
      f.has("bleeding") &&
      (f.has("bleeding-heavy") ||
        f.count("pale", "dizzy", "fainted") > 0 ||
        (f.has("anticoagulated") && (f.has("head-blow") || f.has("bleeding-heavy")))),
    firstAction: "Presiona la herida con fuerza con un trapo limpio y llama al 911 ahora.",
    advice:
      "No dejes de presionar ni levantes el trapo para mirar; si se empapa, pon otro encima. Si el sangrado es por la nariz, inclina la cabeza hacia adelante y aprieta la parte blanda; si es sangrado vaginal abundante, acuéstate y pide que te lleven a urgencias.",
    contacts: CALL_911,
    specialties: ["medicina-general", "cirugia-general"],
    childSpecialties: ["pediatria", "medicina-general"],
  },
  {
    // An adult who swallowed a whole bottle may have meant to: the crisis line goes with 911.
    id: "overdose",
    category: "poisoning",
    level: "emergency",
    when: (f) =>
      f.has("swallowed-medicine") &&
      ((f.has("overdose-amount") && f.count("suicidal", "death-wish", "self-harm") > 0) ||
        (f.has("large-amount") && !f.subject.child)),
    firstAction:
      "Llama al 911 ahora y ten a la mano la caja o el frasco de lo que se tomó; la Línea de la Vida, 800 911 2000, también ayuda, las 24 horas.",
    advice:
      "No provoques el vómito. Si la persona está muy dormida, acuéstala de lado y no la dejes sola.",
    contacts: ["emergencies", "lifeLine"],
    specialties: ["medicina-general", "psiquiatria"],
  },
  {
    id: "scorpion-sting-severe",
    category: "poisoning",
    level: "emergency",
    when: severeScorpion,
    firstAction:
      "Llama al 911 o ve ahora a urgencias: esta picadura de alacrán necesita atención y antiveneno cuanto antes.",
    advice:
      "En niñas, niños y adultos mayores, o con la lengua dormida, babeo, dificultad para tragar o respirar, el veneno está actuando. Mantén a la persona quieta, lava la picadura con agua y jabón y pon algo frío encima. No cortes, no succiones ni des remedios caseros.",
    contacts: CALL_911,
    specialties: ["medicina-general", "medicina-interna"],
    childSpecialties: ["pediatria"],
  },
  {
    // Any other sting: the Secretaría de Salud asks everyone stung to go to a health unit at
    // once (the antivenom is free and works best early), so it is never left to a search.
    id: "scorpion-sting",
    category: "poisoning",
    level: "urgent",
    when: (f) => f.has("scorpion-sting") && !severeScorpion(f),
    firstAction:
      "Ve ahora a urgencias o a la unidad de salud más cercana: el antiveneno contra la picadura de alacrán es gratuito y funciona mejor si se aplica pronto.",
    advice:
      "Lava la picadura con agua y jabón, pon algo frío encima y no hagas esfuerzo. Si se te duerme la lengua, babeas, te cuesta tragar o respirar, o sientes algo atorado en la garganta, llama al 911. No cortes, no succiones ni uses remedios caseros.",
    contacts: CALL_911,
    specialties: ["medicina-general"],
  },
  {
    id: "venomous-bite",
    category: "poisoning",
    level: "emergency",
    when: (f) => f.has("venomous-bite"),
    firstAction:
      "Llama al 911 o ve ahora a urgencias: una mordedura de víbora o de araña viuda negra o violinista puede necesitar antiveneno.",
    advice:
      "Mantén a la persona quieta y tranquila, con la zona mordida sin apretar y a la altura del corazón o un poco más abajo; quita anillos y ropa ajustada. No cortes, no succiones, no pongas torniquete, hielo ni remedios caseros.",
    contacts: CALL_911,
    specialties: ["medicina-general", "medicina-interna"],
    childSpecialties: ["pediatria", "medicina-general"],
  },
  {
    id: "poisoning",
    category: "poisoning",
    level: "emergency",
    when: (f) =>
      f.has("swallowed-chemical") ||
      // The product named apart from the swallow, or a child drooling by a caustic.
      (f.has("household-poison") &&
        (f.has("swallowed-something") || (f.subject.child && f.has("mouth-burn")))) ||
      (f.has("swallowed-medicine") &&
        (f.has("overdose-amount") ||
          f.subject.child ||
          drowsyOrConfused(f) ||
          f.count("dizzy", "vomiting") > 0)) ||
      (f.has("gave-medicine") && f.has("overdose-amount")) ||
      // Sprayed or breathed pesticide with its signs (drooling, tiny pupils), or with two others.
      (f.has("pesticide-exposure") &&
        (f.has("cholinergic") ||
          f.count(
            "vomiting",
            "dizzy",
            "breathless",
            "cannot-breathe",
            "confused",
            "lethargic",
            "unresponsive",
            "seizure",
            "shaking",
            "cold-sweat",
            "fainted",
          ) >= 2)) ||
      (f.has("carbon-monoxide") &&
        f.has("everyone") &&
        f.count("dizzy", "headache", "vomiting", "nausea", "lethargic") > 0),
    firstAction:
      "Llama al 911 ahora y ten a la mano el envase, la caja o el frasco de lo que tomó.",
    advice:
      "No provoques el vómito ni des leche, agua con sal o remedios. Si se tragó una pila de botón o un químico, acude a urgencias aunque se vea bien. Si hay olor a gas o un calentador prendido, salgan al aire libre. Si la persona está muy dormida, acuéstala de lado. Si fue a propósito, la Línea de la Vida (800 911 2000) también ayuda, las 24 horas.",
    contacts: CALL_911,
    specialties: ["medicina-general", "medicina-interna"],
    childSpecialties: ["pediatria", "medicina-general"],
  },
  {
    id: "infant-warning",
    category: "infant",
    level: "emergency",
    when: (f) =>
      f.subject.infant &&
      (f.has("lethargic") ||
        f.has("bulging-fontanelle") ||
        f.has("dehydrated") ||
        f.has("cold-blue") ||
        (f.has("not-feeding") &&
          (f.subject.youngInfant || f.fever || f.has("vomiting") || f.has("jaundice")))),
    firstAction: "Lleva al bebé a urgencias ahora o llama al 911.",
    advice:
      "En un bebé, estar muy dormido o flojito, no querer comer, no mojar el pañal, llorar sin lágrimas, la mollera abultada o hundida, o la piel fría o morada necesitan valoración inmediata. No esperes a la consulta.",
    contacts: CALL_911,
    specialties: ["pediatria"],
  },
  {
    id: "head-injury",
    category: "head-injury",
    level: "emergency",
    when: (f) =>
      f.has("fall-from-height") ||
      (f.has("fluid-from-head") && f.count("head-blow", "fall", "raccoon-eyes") > 0) ||
      (f.has("raccoon-eyes") && f.count("head-blow", "fall", "fluid-from-head") > 0) ||
      // A fall with the head not named: confusion or drowsiness, or vomiting in a child or
      // an older adult, is read as a head injury (NICE NG232).
      (f.has("fall") &&
        (f.count("confused", "lethargic", "unresponsive", "seizure") > 0 ||
          (f.has("vomiting") && (f.subject.child || f.subject.olderAdult)))) ||
      (f.has("head-blow") &&
        (f.count(
          "vomiting",
          "lethargic",
          "confused",
          "fainted",
          "unresponsive",
          "fluid-from-head",
          "vision-loss",
          "seizure",
          "anticoagulated",
          "limb-weak",
          "speech-trouble",
          "imbalance",
        ) > 0 ||
          severeHeadache(f) ||
          f.has("worst-ever"))),
    firstAction: "Llama al 911 o acude a urgencias ahora.",
    advice:
      "Un golpe en la cabeza seguido de vómito, mucho sueño, confusión, desmayo, visión doble, dolor muy fuerte o salida de sangre o líquido por oídos o nariz necesita valoración inmediata, igual que en personas que toman anticoagulantes. No dejes sola a la persona ni le des medicinas para dormir.",
    contacts: CALL_911,
    specialties: ["neurocirugia", "neurologia"],
    childSpecialties: ["pediatria", "neurocirugia"],
  },
  {
    id: "thunderclap-headache",
    category: "thunderclap-headache",
    level: "emergency",
    when: (f) =>
      f.has("headache") &&
      (f.has("worst-of-life") ||
        (f.has("sudden") && (f.has("worst-ever") || severeHeadache(f))) ||
        (f.has("worst-ever") &&
          f.count("stiff-neck", "vomiting", "vision-loss", "lethargic", "confused") > 0) ||
        (f.has("sudden") && f.count("stiff-neck", "vision-loss", "fainted") > 0)),
    firstAction: "Llama al 911 o acude a urgencias ahora.",
    advice:
      "Un dolor de cabeza que llega de golpe y es el peor que has sentido, sobre todo con cuello rígido, vómito, visión doble o somnolencia, necesita valoración inmediata.",
    contacts: CALL_911,
    specialties: ["neurologia", "neurocirugia"],
  },
  {
    id: "meningitis-signs",
    category: "meningitis",
    level: "emergency",
    when: (f) =>
      f.fever &&
      (f.has("stiff-neck") ||
        f.has("non-blanching-rash") ||
        (f.has("light-hurts") && f.count("headache", "vomiting", "lethargic") > 0) ||
        (f.subject.child && f.has("lethargic") && f.has("vomiting"))),
    firstAction: "Acude a urgencias ahora o llama al 911.",
    advice:
      "Fiebre con cuello rígido, molestia con la luz, mucho sueño o manchas que no se borran al presionarlas con un vaso de vidrio pueden ser una infección grave que avanza en horas.",
    contacts: CALL_911,
    specialties: ["infectologia", "neurologia"],
    childSpecialties: ["pediatria", "infectologia"],
  },
  {
    id: "fever-confusion",
    category: "fever-confusion",
    level: "emergency",
    when: (f) =>
      (f.has("infection") && f.count("confused", "unresponsive", "mottled-skin") > 0) ||
      (f.fever &&
        (f.count("confused", "unresponsive") > 0 ||
          (f.has("lethargic") && !f.subject.infant) ||
          f.has("sense-of-doom") ||
          (f.has("mottled-skin") && f.count("breathless", "sense-of-doom") > 0))),
    firstAction: "Llama al 911 o acude a urgencias ahora.",
    advice:
      "La fiebre con confusión, delirio, mucho sueño, respiración rápida o piel manchada puede ser una infección grave que necesita atención inmediata, sobre todo en adultos mayores.",
    contacts: CALL_911,
    specialties: ["medicina-interna", "infectologia"],
    childSpecialties: ["pediatria", "infectologia"],
  },
  {
    id: "diabetic-emergency",
    category: "diabetic",
    level: "emergency",
    when: (f) => {
      if (!f.has("diabetes") && f.glucose === null) return false;
      if (highSugarEmergency(f)) return false;
      const low = f.has("low-sugar") || (f.glucose !== null && f.glucose < 70);
      return (
        veryLowGlucose(f) ||
        drowsyOrConfused(f) ||
        f.has("seizure") ||
        (low && f.count("cold-sweat", "shaking", "not-passing", "vision-spots") > 0) ||
        (f.has("cold-sweat") && f.has("shaking") && f.has("confused"))
      );
    },
    firstAction:
      "Llama al 911 ahora; si la persona está despierta y puede tragar, dale algo con azúcar (jugo o refresco normal) mientras llega la ayuda.",
    advice:
      "Con diabetes, la confusión, el sudor con temblor, mucho sueño, el vómito con azúcar muy alta, el aliento a manzana o la respiración profunda son una emergencia. Si no responde, no le des nada por la boca y acuéstala de lado.",
    contacts: CALL_911,
    specialties: ["endocrinologia", "medicina-interna"],
    childSpecialties: ["pediatria", "endocrinologia"],
  },
  {
    // Very high sugar: sugar by mouth would be the wrong first thing (NHS "Diabetic
    // ketoacidosis").
    id: "diabetic-high",
    category: "diabetic",
    level: "emergency",
    when: highSugarEmergency,
    firstAction:
      "Llama al 911 o acude a urgencias ahora: el azúcar muy alta necesita atención inmediata; no le des nada dulce.",
    advice:
      "Con el azúcar muy alta, el vómito, la respiración rápida o profunda, el aliento a manzana, mucha sed o mucho sueño son una emergencia. Si está despierta y puede tragar, que tome sorbos de agua; si no responde, acuéstala de lado.",
    contacts: CALL_911,
    specialties: ["endocrinologia", "medicina-interna"],
    childSpecialties: ["pediatria", "endocrinologia"],
  },
  {
    id: "heat-stroke",
    category: "heat-stroke",
    level: "emergency",
    when: (f) =>
      // Exhaustion from the heat that is no better after cooling down is heat stroke (NHS).
      (f.has("heat-exposure") && heatExhaustion(f) && f.has("not-improving")) ||
      ((f.has("heat-exposure") || f.has("no-sweat")) &&
        (f.has("no-sweat") ||
          f.count("confused", "lethargic", "unresponsive", "fainted", "seizure", "fall") > 0 ||
          ((f.has("hot-skin") || f.fever) && f.count("vomiting", "dizzy", "headache") > 0)) &&
        (f.has("heat-exposure") || f.has("hot-skin") || f.fever)),
    firstAction:
      "Llama al 911 ahora y enfría a la persona: llévala a la sombra, quítale ropa y mójala con agua fresca mientras llega la ayuda.",
    advice:
      "Tras horas al sol o con mucho calor, la piel caliente y seca, dejar de sudar, la confusión o un desmayo son un golpe de calor, que puede dañar el cerebro en minutos. Abanícala, pon paños fríos en cuello, axilas e ingles y, si está despierta y puede tragar, dale sorbos de agua. No le des medicinas para la fiebre.",
    contacts: CALL_911,
    specialties: ["medicina-general", "medicina-interna"],
    childSpecialties: ["pediatria", "medicina-general"],
  },
  {
    id: "acute-abdomen",
    category: "abdomen",
    level: "emergency",
    when: (f) =>
      f.has("vomiting-blood") ||
      f.has("black-stool") ||
      f.has("rectal-bleeding-heavy") ||
      f.has("belly-rigid") ||
      f.has("bowel-obstruction") ||
      (f.has("belly-distended") && f.has("vomiting")) ||
      (f.has("migrating-pain") && (f.has("belly-pain") || f.has("right-lower"))) ||
      ((f.has("belly-pain") || f.has("right-lower-pain")) &&
        f.has("right-lower") &&
        (f.fever || f.count("vomiting", "belly-severe", "nausea", "movement-pain") > 0)) ||
      (f.has("belly-trauma") &&
        (severeBellyPain(f) || f.count("severe-pain", "pale", "dizzy", "bruised") > 0)) ||
      (severeBellyPain(f) &&
        (f.fever ||
          f.count("vomiting", "cold-sweat", "fainted", "pale", "right-lower", "missed-period") >
            0 ||
          f.subject.child ||
          f.subject.pregnant)),
    firstAction: "Acude a urgencias ahora o llama al 911.",
    advice:
      "Vomitar sangre o algo como café molido, evacuaciones negras o con mucha sangre, un dolor de vientre muy fuerte con fiebre, vómito o sudor frío, el vientre duro, o no poder evacuar ni echar gases necesitan valoración inmediata. No comas ni tomes analgésicos o laxantes hasta que te revisen.",
    contacts: CALL_911,
    specialties: ["cirugia-general", "gastroenterologia"],
    childSpecialties: ["pediatria", "cirugia-general"],
  },
  {
    id: "serious-burn",
    category: "burns",
    level: "emergency",
    when: (f) =>
      f.has("blast-injury") || (f.has("burn") && (f.has("burn-serious") || f.subject.child)),
    firstAction:
      "Enfría la quemadura con agua corriente fresca, no helada, durante 20 minutos, y acude a urgencias o llama al 911.",
    advice:
      "Quita anillos y ropa que no esté pegada a la piel; no pongas hielo, pasta de dientes, mantequilla ni pomadas, y no revientes las ampollas. Cúbrela con plástico de cocina o un trapo limpio. Si fue eléctrica, corta la corriente antes de tocar a la persona; si fue un químico, enjuaga con mucha agua.",
    contacts: CALL_911,
    specialties: ["cirugia-plastica", "medicina-general"],
    childSpecialties: ["pediatria", "cirugia-plastica"],
  },
  {
    id: "testicular-pain",
    category: "testicular",
    level: "emergency",
    when: (f) =>
      f.has("testicle-pain") &&
      (f.count("sudden", "testicle-swollen", "vomiting", "nausea") > 0 ||
        f.subject.child ||
        f.has("severe-pain")),
    firstAction:
      "Acude a urgencias ahora: un dolor fuerte y repentino en un testículo no puede esperar a una cita.",
    advice:
      "Algunas causas necesitan cirugía en pocas horas para salvar el testículo. No esperes a ver si se quita ni tomes analgésicos para aguantar.",
    contacts: CALL_911,
    specialties: ["urologia"],
    childSpecialties: ["pediatria", "urologia"],
  },
  // Same-day warning signs: be seen in urgencias today.
  {
    // Heat exhaustion: headache, nausea, cramps or exhaustion after heat or sun. Cooled now, it
    // passes; no better within half an hour, it is heat stroke (the rule above).
    id: "heat-exhaustion",
    category: "heat-stroke",
    level: "urgent",
    when: (f) => f.has("heat-exposure") && heatExhaustion(f),
    firstAction:
      "Llévala ahora a la sombra o a un lugar fresco, quítale ropa de más, mójale la piel y dale agua o suero a sorbos; si en 30 minutos no mejora, se confunde o deja de sudar, llama al 911.",
    advice:
      "Dolor de cabeza, náusea, calambres, mareo o mucho cansancio después de estar al sol o con mucho calor son un agotamiento por calor. Que descanse acostada con las piernas un poco elevadas y no vuelva al sol hoy; acude hoy a urgencias si no se recupera por completo.",
    contacts: CALL_911,
    specialties: ["medicina-general", "medicina-interna"],
    childSpecialties: ["pediatria", "medicina-general"],
  },
  {
    id: "very-high-fever",
    category: "fever-confusion",
    level: "urgent",
    when: (f) => f.temperature !== null && f.temperature >= 40,
    firstAction:
      "Acude hoy a urgencias: una temperatura de 40 °C o más necesita valoración médica.",
    advice:
      "Quita ropa de más y ofrece líquidos. Si hay confusión, mucho sueño, cuello rígido, manchas que no se borran al presionarlas o dificultad para respirar, llama al 911.",
    contacts: CALL_911,
    specialties: ["medicina-general", "medicina-interna"],
    childSpecialties: ["pediatria"],
  },
  {
    // Doses stacked over days ("16 pastillas hoy y otras tantas ayer"): liver damage shows
    // late, so it is seen today even while it is only nausea.
    id: "repeated-overdose",
    category: "poisoning",
    level: "urgent",
    when: (f) =>
      f.has("repeated-medicine") &&
      (f.has("large-amount") || f.has("overdose-amount")) &&
      !f.has("swallowed-medicine"),
    firstAction:
      "Acude hoy a urgencias y lleva la caja: tomar más medicina de la indicada varios días seguidos, sobre todo paracetamol, puede dañar el hígado aunque al principio solo dé náusea.",
    advice:
      "No tome ni una pastilla más de esa medicina mientras lo revisan. Si tiene mucho sueño, confusión, vómito que no para o la piel u ojos amarillos, llama al 911.",
    contacts: CALL_911,
    specialties: ["medicina-general", "gastroenterologia"],
  },
  {
    id: "infant-fever",
    category: "infant",
    level: "urgent",
    when: (f) => f.subject.youngInfant && f.fever,
    firstAction:
      "Lleva hoy mismo a tu bebé a urgencias: en menores de 3 meses, una temperatura de 38 °C o más siempre debe valorarse.",
    advice:
      "No le des medicinas para la fiebre sin indicación médica antes de que lo revisen. Si está muy dormido, no come o tiene la piel morada, llama al 911.",
    contacts: CALL_911,
    specialties: ["pediatria"],
  },
  {
    id: "chest-pain",
    category: "heart-attack",
    level: "urgent",
    when: (f) => chestPain(f) && !f.has("chest-benign"),
    firstAction: "Acude hoy a urgencias para que revisen ese dolor de pecho.",
    advice:
      "Si es intenso, dura más de unos minutos o se acompaña de falta de aire, sudor frío o dolor en el brazo o la quijada, llama al 911.",
    contacts: CALL_911,
    specialties: ["cardiologia"],
  },
  {
    id: "shortness-of-breath",
    category: "breathing",
    level: "urgent",
    when: (f) => f.has("breathless"),
    firstAction: "Acude hoy a urgencias para que valoren esa falta de aire.",
    advice: "Si empeora, los labios se ponen morados o no puedes hablar completo, llama al 911.",
    contacts: CALL_911,
    specialties: ["neumologia", "cardiologia"],
    childSpecialties: ["pediatria", "neumologia"],
  },
  {
    id: "fainting",
    category: "unresponsive",
    level: "urgent",
    when: (f) => f.has("fainted"),
    firstAction: "Acude hoy a urgencias para que valoren el desmayo.",
    advice:
      "Sobre todo si fue reciente, hubo un golpe, dolor de pecho o palpitaciones. Si la persona no despierta o no respira con normalidad, llama al 911.",
    contacts: CALL_911,
    specialties: ["cardiologia", "neurologia"],
    childSpecialties: ["pediatria", "cardiologia"],
  },
];
