import { foldText } from "../../common/search/normalize.ts";
import { CONTACTS, type EmergencyContact } from "./types.ts";

/**
 * Warning signs that must not wait for an appointment. Each rule reads the folded text
 * (lowercase, accents and ñ folded, punctuation as spaces) and, when it fires, leads the
 * answer with its advice: call 911, go to urgencias, or the Línea de la Vida. The rules err
 * on the side of caution (a negated sentence such as "sin dolor de pecho" still fires), and
 * they describe warning signs, never what the person has.
 */
export interface RedFlag {
  id: string;
  urgency: "emergency" | "urgent";
  advice: string;
  /** Who follows up once the emergency is over. */
  specialties: readonly string[];
  contacts: readonly EmergencyContact[];
}

interface Rule extends RedFlag {
  matches(text: string): boolean;
  /** Rules whose advice this one already covers. */
  covers?: readonly string[];
}

const any =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => pattern.test(text));

/** Up to n words between two parts of a pattern. */
const gap = (n: number) => `(?:\\s+\\w+){0,${n}}\\s+`;

const CHEST_PAIN = any(
  new RegExp(
    `\\b(dolor|dolores|duele|duelen|doliendo|opresion|presion|punzada|punzadas|pesadez|aprieta|apretazon|ardor|molestia)${gap(3)}(pecho|torax)\\b`,
  ),
  new RegExp(`\\b(pecho|torax)${gap(2)}(duele|aprieta|oprime|arde|apretado)\\b`),
  /\b(dolor toracico|pecho apretado|infarto)\b/,
);

const SHORT_OF_BREATH = any(
  /\b(falta (de )?(el )?aire|falta de aliento|sin aire|no (me )?entra (el )?aire)\b/,
  /\b(no (puedo|puede|podia) respirar|dificultad para respirar|respiro con dificultad)\b/,
  /\b(me|le|nos) cuesta (trabajo )?respirar\b/,
  /\b(me ahogo|se ahoga|ahogando|me asfixio|se asfixia|asfixiando)\b/,
);

const RADIATING_PAIN = any(
  /\b(brazo izquierdo|mandibula|quijada|sudor frio|sudando frio|sudoracion fria)\b/,
);

const CANNOT_BREATHE = (text: string) =>
  any(
    /\b(no (puedo|puede) respirar|me estoy ahogando|se esta ahogando|me ahogo|se ahoga|asfixi\w*)\b/,
    /\b(labios morados|se (puso|esta poniendo) morad[oa])\b/,
  )(text) && !/\brespirar (bien )?por la nariz\b/.test(text);

const SUDDEN =
  /\b(de repente|derepente|repentin\w*|subit\w*|de golpe|hace (un rato|unos minutos|una hora|\d+ minutos)|ahorita)\b/;

const STROKE = (text: string) =>
  any(
    new RegExp(
      `\\b(cara|boca|rostro|labio)${gap(3)}(caid[oa]|chuec[oa]|torcid[oa]|desviad[oa]|paralizad[oa]|colgad[oa])\\b`,
    ),
    /\b(se (me|le) cayo (la|un lado de la|media) (cara|boca)|se (me|le) (chuequeo|torcio|desvio) la (cara|boca))\b/,
    /\b(paralisis facial|boca chueca|cara chueca|cara caida|cara torcida)\b/,
    new RegExp(
      `\\b(debilidad|debil|sin fuerza|no (puedo|puede) mover|paralizad[oa]|paralisis)${gap(3)}(un brazo|una pierna|un lado|el brazo|la pierna|mitad del cuerpo|lado del cuerpo)\\b`,
    ),
    /\b(brazo|pierna)s? (debil|debiles|sin fuerza|paralizad[oa]s?)\b/,
    /\bno (puedo|puede) (mover|levantar) (el|un|la|una|mi|su) (brazo|pierna)\b/,
    new RegExp(
      `\\b(habla|hablar|lengua|palabras)${gap(3)}(arrastrad[oa]s?|trabad[oa]|enredad[oa])\\b`,
    ),
    /\b(arrastra las palabras|arrastrando las palabras|habla arrastrada|se (me|le) traba la lengua)\b/,
  )(text) ||
  // Trouble speaking is ordinary in a toddler; it is a warning sign when it starts suddenly.
  (/\b(no (puedo|puede) hablar|dificultad para hablar|no (me|le) salen las palabras)\b/.test(
    text,
  ) &&
    SUDDEN.test(text));

const SEVERE_BLEEDING = any(
  /\bhemorragia\b/,
  new RegExp(
    `\\b(sangrado|sangra|sangrando|sangre|sangrar)${gap(3)}(abundante|abundantemente|excesiv\\w*|profus\\w*|a chorros|sin parar|que no (para|se detiene|se quita|cede)|no (para|se detiene|cede|deja de)|mucho|mucha|muchisim\\w*|demasiad\\w*|grave|intens\\w*)\\b`,
  ),
  /\b(sangrado|sangra|sangrando) (abundante|mucho|muchisimo|demasiado|sin parar)\b/,
  /\b(mucha|muchisima|demasiada|bastante) sangre\b/,
  /\b(no (para|deja) de sangrar|desangr\w*)\b/,
);

const FAINTING = any(
  /\b(desmay\w*|desvaneci\w*)\b/,
  /\b(perdi|perdio|perdida (del|de)) (el )?(conocimiento|sentido)\b/,
  /\b(perdi|perdio|perdida de) la (conciencia|consciencia)\b/,
);

const UNRESPONSIVE = any(/\b(inconsciente|no reacciona|no despierta|no respira)\b/);

const SUICIDAL = any(
  /\b(suicid\w*|autolesion\w*)\b/,
  /\b(quitarme|quitarse|quitarle) la vida\b/,
  /\b(me quiero matar|quiero matarme|matarme|me voy a matar|se quiere matar)\b/,
  /\b(quiero morir\w*|me quiero morir|ganas de morir\w*|deseos de morir)\b/,
  /\bno quiero (seguir )?vivir\b/,
  /\b(acabar|terminar) con (mi vida|todo)\b/,
  /\b(hacerme dano|me hago dano|cortarme las venas)\b/,
  /\bme corto (los brazos|las munecas|la piel|las piernas)\b/,
  /\b(mejor (estaria )?muert[oa]|desaparecer para siempre)\b/,
);

const POISONING = any(
  /\b(sobredosis|envenen\w*)\b/,
  /\b(me tome|se tomo|tomo|trague|trago) (todas |muchas |un monton de )?(las |mis |sus )?pastillas\b/,
  /\b(tome|tomo|trague|trago|bebio|bebi|se tomo|me tome) (cloro|veneno|raticida|insecticida|thinner|gasolina|acido)\b/,
);

const ANAPHYLAXIS = any(
  /\b(anafila\w*|reaccion alergica (grave|fuerte|severa))\b/,
  /\bse (me|le) (cierra|esta cerrando|cerro) la garganta\b/,
  /\bse (me|le) (hincho|esta hinchando|hinchan) (la lengua|la garganta|los labios)\b/,
  new RegExp(`\\b(lengua|labios|garganta|cara) hinchad[oa]s?${gap(4)}(respirar|aire)\\b`),
);

const ONGOING_SEIZURE = any(
  /\b(convulsionando|no deja de convulsionar)\b/,
  /\bconvulsion(es)? que no (para|paran|se detiene|cede)\b/,
);

const PREGNANCY = /\b(embarazada|embarazo|embarazadas|semanas de gestacion)\b/;
const PREGNANCY_WARNING =
  /\b(sangr\w*|hemorragia|manchado|perdida de liquido|rompio la fuente|rompi la fuente|dolor (muy |bien )?(fuerte|intenso))\b/;

const THUNDERCLAP_HEADACHE = any(
  /\bpeor dolor de cabeza\b/,
  new RegExp(
    `\\bdolor de cabeza (muy |bien )?(fuerte|intenso|insoportable|terrible)${gap(3)}(de repente|repentin\\w*|subit\\w*|de golpe)\\b`,
  ),
  /\bdolor de cabeza (de repente|repentino|subito|de golpe)\b/,
);

const NUMBER_WORDS: Record<string, number> = { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4 };

/** A baby younger than three months: "recién nacido", "bebé de 3 semanas", "de 1 mes". */
function isYoungInfant(text: string): boolean {
  if (/\brecien nacid[oa]\b/.test(text)) return true;
  const pattern =
    /\b(\d+|un|una|dos|tres|cuatro) (dia|dias|semana|semanas|mes|meses) de (nacid[oa]|edad|vida)\b|\bbebe de (\d+|un|una|dos|tres|cuatro) (dia|dias|semana|semanas|mes|meses)\b/g;
  for (const match of text.matchAll(pattern)) {
    const amountWord = match[1] ?? match[4] ?? "";
    const unit = match[2] ?? match[5] ?? "";
    const amount = NUMBER_WORDS[amountWord] ?? Number(amountWord);
    const months = unit.startsWith("dia")
      ? amount / 30
      : unit.startsWith("semana")
        ? amount / 4.3
        : amount;
    if (months < 3) return true;
  }
  return false;
}

const FEVER = /\b(fiebre|calentura|temperatura alta)\b/;

const EMERGENCY_911 = [CONTACTS.emergencies];

const RULES: readonly Rule[] = [
  {
    id: "suicidal-thoughts",
    urgency: "emergency",
    matches: SUICIDAL,
    advice:
      "Lo que sientes importa y no estás solo ni sola. Llama ahora a la Línea de la Vida, 800 911 2000: es gratuita, confidencial y atiende las 24 horas. Si estás en peligro inmediato, llama al 911 o acude a urgencias.",
    specialties: ["psiquiatria", "psicologia"],
    contacts: [CONTACTS.lifeLine, CONTACTS.emergencies],
  },
  {
    id: "chest-pain-breathing",
    urgency: "emergency",
    matches: (text) => CHEST_PAIN(text) && (SHORT_OF_BREATH(text) || RADIATING_PAIN(text)),
    covers: ["chest-pain", "cannot-breathe"],
    advice:
      "Dolor u opresión en el pecho con falta de aire, sudor frío o dolor que se extiende al brazo o la mandíbula puede ser una emergencia. Llama al 911 ahora o acude a urgencias de inmediato; no manejes tú.",
    specialties: ["cardiologia", "neumologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "stroke-signs",
    urgency: "emergency",
    matches: STROKE,
    advice:
      "Cara caída, debilidad de un brazo o una pierna y habla arrastrada son señales de alarma de un derrame cerebral. Llama al 911 ahora o acude a urgencias de inmediato: cada minuto cuenta. Anota la hora en que empezaron.",
    specialties: ["neurologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "severe-bleeding",
    urgency: "emergency",
    matches: SEVERE_BLEEDING,
    advice:
      "Un sangrado abundante o que no se detiene es una emergencia: llama al 911 o acude a urgencias de inmediato. Si sale de una herida, presiónala con firmeza con un trapo limpio mientras llega la ayuda.",
    specialties: ["medicina-general"],
    contacts: EMERGENCY_911,
  },
  {
    id: "cannot-breathe",
    urgency: "emergency",
    matches: CANNOT_BREATHE,
    advice:
      "Si no puedes respirar, te estás ahogando o los labios se ponen morados, llama al 911 ahora o acude a urgencias de inmediato.",
    specialties: ["neumologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "anaphylaxis",
    urgency: "emergency",
    matches: ANAPHYLAXIS,
    covers: ["cannot-breathe"],
    advice:
      "Hinchazón de labios, lengua o garganta con dificultad para respirar puede ser una reacción alérgica grave: llama al 911 ahora o acude a urgencias. Si hay un autoinyector de epinefrina a la mano, úsalo.",
    specialties: ["alergologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "poisoning",
    urgency: "emergency",
    matches: POISONING,
    advice:
      "Si alguien tomó una sobredosis o una sustancia tóxica, llama al 911 ahora o acude a urgencias y lleva el envase contigo. Si fue a propósito, la Línea de la Vida (800 911 2000) también puede ayudar, las 24 horas.",
    specialties: ["medicina-general", "psiquiatria"],
    contacts: [CONTACTS.emergencies, CONTACTS.lifeLine],
  },
  {
    id: "ongoing-seizure",
    urgency: "emergency",
    matches: ONGOING_SEIZURE,
    advice:
      "Si una convulsión dura más de 5 minutos o se repite sin que la persona despierte, llama al 911. Aparta objetos con los que pueda golpearse, ponla de lado y no le metas nada en la boca.",
    specialties: ["neurologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "unresponsive",
    urgency: "emergency",
    matches: UNRESPONSIVE,
    covers: ["fainting"],
    advice:
      "Si alguien no responde o no respira con normalidad, llama al 911 ahora; la operadora te dirá qué hacer mientras llega la ayuda.",
    specialties: ["medicina-general"],
    contacts: EMERGENCY_911,
  },
  {
    id: "fainting",
    urgency: "urgent",
    matches: FAINTING,
    advice:
      "Un desmayo o una pérdida del conocimiento debe valorarse en urgencias, sobre todo si fue reciente, hubo un golpe, dolor de pecho o palpitaciones. Si la persona no despierta o no respira con normalidad, llama al 911.",
    specialties: ["cardiologia", "neurologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "chest-pain",
    urgency: "urgent",
    matches: CHEST_PAIN,
    advice:
      "El dolor en el pecho debe valorarse pronto. Si es intenso, dura más de unos minutos o se acompaña de falta de aire, sudor frío o dolor en el brazo o la mandíbula, llama al 911 o acude a urgencias.",
    specialties: ["cardiologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "pregnancy-warning",
    urgency: "urgent",
    matches: (text) => PREGNANCY.test(text) && PREGNANCY_WARNING.test(text),
    advice:
      "Durante el embarazo, un sangrado, un dolor fuerte en el vientre o la pérdida de líquido deben valorarse de inmediato: acude a urgencias, o llama al 911 si el sangrado es abundante.",
    specialties: ["ginecologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "sudden-severe-headache",
    urgency: "urgent",
    matches: THUNDERCLAP_HEADACHE,
    advice:
      "Un dolor de cabeza repentino y muy intenso, el peor que has sentido, debe valorarse en urgencias de inmediato, sobre todo con rigidez de cuello, vómito, confusión o debilidad.",
    specialties: ["neurologia"],
    contacts: EMERGENCY_911,
  },
  {
    id: "infant-fever",
    urgency: "urgent",
    matches: (text) => FEVER.test(text) && isYoungInfant(text),
    advice:
      "En bebés menores de 3 meses, la fiebre (38 °C o más) debe valorarse en urgencias el mismo día.",
    specialties: ["pediatria"],
    contacts: EMERGENCY_911,
  },
];

/** The warning signs in a description, emergencies first, without advice said twice. */
export function detectRedFlags(description: string): RedFlag[] {
  const text = foldText(description);
  const fired = RULES.filter((rule) => rule.matches(text));
  const covered = new Set(fired.flatMap((rule) => rule.covers ?? []));
  return fired
    .filter((rule) => !covered.has(rule.id))
    .sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === "emergency" ? -1 : 1))
    .map(({ id, urgency, advice, specialties, contacts }) => ({
      id,
      urgency,
      advice,
      specialties,
      contacts,
    }));
}

export const RED_FLAG_IDS = RULES.map((rule) => rule.id);
