import { describe, expect, it } from "vitest";
import { soundsLikeDiagnosis } from "../assistant/diagnosis-guard.ts";
import {
  assessWarningSigns,
  composeContacts,
  ruleOfCategory,
  summarizeWarningSigns,
} from "./assess.ts";
import { RULES } from "./rules.ts";
import type { WarningCategory } from "./types.ts";

const LIFE_LINE = { name: "Línea de la Vida", phone: "800 911 2000", tel: "8009112000" };
const EMERGENCIES = { name: "Emergencias", phone: "911", tel: "911" };

/** Every text of the tables below, to prove each rule is exercised by one of them. */
const tableTexts: string[] = [];
function table<Row extends readonly [string, ...unknown[]]>(rows: Row[]): Row[] {
  tableTexts.push(...rows.map((row) => row[0]));
  return rows;
}

/** The message's level and the category of the sign it leads with. */
function expectLead(text: string, level: "emergency" | "urgent", category: string) {
  const assessment = assessWarningSigns(text);
  expect(assessment.level, text).toBe(level);
  expect(assessment.signs[0]?.category, text).toBe(category);
}

describe("the examples of the issue", () => {
  it.each(
    table([
      ["me tomé un frasco de pastillas", "poisoning"],
      ["me quemé con aceite hirviendo y tengo ampollas grandes", "burns"],
      ["se me durmió la mitad de la cara y no puedo hablar bien", "stroke"],
      ["se me durmió la mitad de la cara y se me traba la lengua", "stroke"],
      ["siento como si un elefante estuviera parado en mi pecho", "heart-attack"],
      ["siento como si un elefante se me sentara en el pecho", "heart-attack"],
      ["me corté con un cuchillo y la sangre no se detiene", "severe-bleeding"],
      ["mi niño de 2 años se tomó unas pastillas de su abuela", "poisoning"],
      ["todos estarían mejor sin mí", "suicidal"],
      ["a veces quisiera dormirme y ya no despertar", "suicidal"],
      ["un señor se cayó al piso temblando y echando espuma por la boca", "seizure"],
      ["mi hijo se pegó en la cabeza, vomitó y está muy dormido", "head-injury"],
    ] as const),
  )("%s -> emergency (%s), with what to do first", (text, category) => {
    const assessment = assessWarningSigns(text);
    expect(assessment.level).toBe("emergency");
    expect(assessment.signs.map((sign) => sign.category)).toContain(category);
    expect(assessment.firstAction).toBe(assessment.signs[0]?.firstAction);
    expect(assessment.firstAction).toMatch(/911|urgencias|Línea de la Vida/);
    expect(assessment.contacts).toContainEqual(EMERGENCIES);
  });

  it.each([
    "no me duele el pecho, solo tengo gripa",
    "no tengo pensamientos suicidas, solo estoy estresada",
    "nunca he pensado en quitarme la vida",
    "tengo el corazón roto, mi novia me dejó",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text)).toEqual({
      level: "none",
      signs: [],
      firstAction: null,
      contacts: [],
    });
  });
});

describe("warning signs as people describe them", () => {
  // Phrases written for these tests, not taken from the evaluation corpus.
  it.each(
    table<[string, WarningCategory]>([
      ["MI MAMA TIENE LA BOCA TORCIDA Y NO PUEDE HABLAR AYUDA", "stroke"],
      ["mi abuelito se le durmio medio cuerpo", "stroke"],
      ["de repente veo todo doble y me voy de lado al caminar", "stroke"],
      ["siento una presión horrible en el pecho, como si me aplastaran", "heart-attack"],
      ["mi mama de 70 años tiene dolor en la boca del estomago y sudor frio", "heart-attack"],
      ["se me abrió la cabeza y sangra mucho", "severe-bleeding"],
      ["sangro muchisimo por la nariz no para", "severe-bleeding"],
      ["mi bb se trago una moneda y una pila", "poisoning"],
      ["mi hermana se tomo un bote de pastillas", "poisoning"],
      ["me tomé todas mis pastillas porque ya no quiero vivir", "poisoning"],
      ["se quedó prendido el anafre y todos estamos mareados y con dolor de cabeza", "poisoning"],
      ["ya no le encuentro sentido a la vida, quisiera morirme", "suicidal"],
      ["para que seguir, nadie me quiere, mejor me muero", "suicidal"],
      ["mi papá anda regalando sus cosas", "suicidal"],
      ["me corto las piernas para no sentir", "self-harm"],
      ["me corte las venas", "self-harm"],
      ["me pico un alacran a mi hijo", "poisoning"],
      ["a mi niña de 4 años le picó un alacrán", "poisoning"],
      ["a mi abuelita de 80 años le picó un alacrán", "poisoning"],
      ["me picó un alacrán y me cuesta respirar", "poisoning"],
      ["tuve a mi bebé hace una semana y tengo un sangrado abundante", "pregnancy"],
      ["estoy en el posparto y sangro muy fuerte", "pregnancy"],
      ["tengo 25 semanas y estoy sangrando mucho", "pregnancy"],
      ["tengo 9 meses de embarazo y me salio un chorro de agua", "pregnancy"],
      ["mi esposa está embarazada, tiene la presión en 170/110 y le duele la cabeza", "pregnancy"],
      ["mi recién nacido no quiere comer y está muy dormido", "infant"],
      ["la mollera de mi bebé está abultada", "infant"],
      ["me picó una avispa y se me está hinchando la garganta", "anaphylaxis"],
      ["mi hijo comió nuez y se le hincharon los labios y le cuesta respirar", "anaphylaxis"],
      // "ronchas" (hives) is not snoring: the held-out check caught this one.
      ["tengo ronchas en los brazos y siento que me ahogo", "anaphylaxis"],
      ["mi hijo se atragantó con una canica", "breathing"],
      ["mi mamá no puede respirar y tiene los labios morados", "breathing"],
      ["mi hija de 5 años se puso rígida y temblaba toda, ya lleva 5 min", "seizure"],
      ["a mi niño le cayó agua hirviendo en la espalda", "burns"],
      ["se electrocutó mi papá con un cable", "burns"],
      ["me caí y me golpeé la cabeza, estoy muy mareado y confundido", "head-injury"],
      ["tengo el dolor de cabeza más fuerte de mi vida", "thunderclap-headache"],
      ["de la nada me dio el peor dolor de cabeza que he tenido", "thunderclap-headache"],
      ["mi hijo tiene calentura de 40 y el cuello bien tieso", "meningitis"],
      ["tengo fiebre y manchas moradas en la piel que no se quitan", "meningitis"],
      ["vomité como café molido", "abdomen"],
      ["me duele muchísimo el lado derecho de la panza y tengo calentura", "abdomen"],
      ["mi hijo diabético está vomitando y respira raro", "diabetic"],
      ["tengo el azúcar en 40 y estoy sudando", "diabetic"],
      ["el glucómetro marca 520 y me siento bien mal", "diabetic"],
      ["a mi esposo lo mordió una víbora de cascabel", "poisoning"],
      ["a mi niña le picó una araña violinista", "poisoning"],
      ["siento un dolor muy intenso en medio del pecho", "heart-attack"],
      ["me duele horrible un huevo desde hace 1 hora y me dan náuseas", "testicular"],
      ["mi mamá tiene fiebre y no sabe ni dónde está", "fever-confusion"],
      ["mi tío está inconsiente", "unresponsive"],
      ["el señor de al lado se desplomó y no se mueve", "unresponsive"],
      ["mi amiga me dijo que la violaron ayer", "violence"],
      ["mi esposo me está golpeando", "violence"],
      ["me apuñalaron", "violence"],
    ]),
  )("%s -> %s", (text, category) => {
    const assessment = assessWarningSigns(text);
    expect(assessment.level).toBe("emergency");
    expect(assessment.signs.map((sign) => sign.category)).toContain(category);
  });

  it.each(
    table<[string, string]>([
      ["mi bebé de 1 mes tiene fiebre de 38.3", "infant-fever"],
      ["tengo dolor de pecho desde ayer", "chest-pain"],
      ["me falta el aire desde la mañana", "shortness-of-breath"],
      ["me desmayé en el trabajo", "fainting"],
      // An adult stung by a scorpion goes to a health unit at once (Secretaría de Salud).
      ["a mi esposo le picó un alacrán en el pie", "scorpion-sting"],
      ["ayer en la noche me pico un alacran en la mano", "scorpion-sting"],
    ]),
  )("%s -> urgencias today (%s)", (text, id) => {
    const assessment = assessWarningSigns(text);
    expect(assessment.level).toBe("urgent");
    expect(assessment.signs.map((sign) => sign.id)).toEqual([id]);
  });

  it.each([
    "me duele el pecho cuando toso",
    "tengo dolor en el pecho cuando me agacho, creo que es muscular",
    "me duelen los pechos, estoy amamantando",
    "me quiero morir de la risa con este video",
    "me voy a matar estudiando para el examen",
    "mi jefe me va a matar si falto",
    "me está matando el dolor de espalda",
    "siento que me ahogo en deudas",
    "tengo ataques de pánico y siento que me ahogo",
    "mi esposo ronca mucho y parece que se ahoga dormido",
    "me quemé un poquito con la estufa",
    "me quemé las pestañas estudiando",
    "me corté el pelo y quedé fea",
    "me corté el fleco",
    "me corté con una hoja y salió poquita sangre",
    "me salen moretones y me sangran mucho las cortaditas",
    "mi bebé de 8 meses tiene 37.8 de temperatura y está jugando normal",
    "mi bebé de 6 meses no tiene fiebre, solo mocos",
    "estoy embarazada de 20 semanas y el bebé se mueve mucho",
    "manché un poco entre reglas, no estoy embarazada",
    "me pegué en la cabeza con la alacena, me salió un chichón pero estoy bien",
    "me explota la cabeza de tanto estrés, me duele seguido",
    "tengo la cara hinchada por una muela infectada",
    "se me durmió la pierna de estar sentado",
    "se me durmió la boca después de la anestesia del dentista",
    "¿qué hago si a mi hijo le da una convulsión por fiebre?",
    "¿y si me da un infarto?",
    "tuve un infarto hace tres años y busco cardiólogo",
    "ayer me desmayé en misa por no desayunar, ya estoy bien",
    "tengo la glucosa en 130 en ayunas",
    "tengo la glucosa en 140 y me siento muy mal de la gripa",
    "vi una víbora en el jardín",
    "me mordió mi perro jugando, apenas me rasguñó",
    "me duele un poco el testículo desde hace semanas",
    "no tengo el cuello tieso, solo me duele la garganta y tengo fiebre",
    "no me violaron ni nada así, pero me duele al tener relaciones",
    "mi papá bebe mucho alcohol",
  ])("%s -> nothing to act on now", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });

  it("exercises every rule", () => {
    const fired = new Set(
      tableTexts.flatMap((text) => assessWarningSigns(text).signs.map((sign) => sign.id)),
    );
    expect(RULES.map((rule) => rule.id).filter((id) => !fired.has(id))).toEqual([]);
  });
});

describe("what the signs say", () => {
  it("always gives the Línea de la Vida and 911 for suicide and self-harm, the line first", () => {
    for (const text of [
      "ya no quiero vivir",
      "me corto los brazos con navaja",
      "ya tengo las pastillas guardadas y el viernes me las tomo, ya lo decidí",
    ]) {
      expect(assessWarningSigns(text).contacts, text).toEqual([LIFE_LINE, EMERGENCIES]);
    }
    // Pills already swallowed: 911 with the box in hand first, the line after.
    expect(assessWarningSigns("tomé muchas pastillas para dormir a propósito").contacts).toEqual([
      EMERGENCIES,
      LIFE_LINE,
    ]);
  });

  it("adds the Línea de la Vida, after 911, when an adult swallowed a whole bottle", () => {
    expect(assessWarningSigns("me tomé un frasco de pastillas").contacts).toEqual([
      EMERGENCIES,
      LIFE_LINE,
    ]);
    expect(assessWarningSigns("mi niño de 2 años se tomó unas pastillas").contacts).toEqual([
      EMERGENCIES,
    ]);
  });

  it("puts the most urgent sign first and leaves same-day advice out of an emergency", () => {
    const assessment = assessWarningSigns(
      "me duele el pecho, estoy sudando frío y me falta el aire",
    );
    expect(assessment.signs.map((sign) => sign.id)).toEqual(["heart-attack-signs"]);
    expect(assessment.firstAction).toMatch(/^Llama al 911 ahora \(Código Infarto\)/);
  });

  it("sends a child's follow-up to pediatrics", () => {
    expect(
      assessWarningSigns("mi hijo se pegó en la cabeza y vomitó").signs[0]?.specialties[0],
    ).toBe("pediatria");
    expect(
      assessWarningSigns("mi papá se pegó en la cabeza y vomitó").signs[0]?.specialties[0],
    ).toBe("neurocirugia");
  });

  it("never words its advice as a diagnosis", () => {
    for (const rule of RULES) {
      expect(soundsLikeDiagnosis(`${rule.firstAction} ${rule.advice}`), rule.id).toBe(false);
      expect(rule.firstAction, rule.id).toMatch(/911|urgencias|Línea de la Vida|Heimlich/);
    }
  });
});

describe("summarizeWarningSigns", () => {
  it("is null for an ordinary search and compact for a warning sign", () => {
    expect(summarizeWarningSigns("dermatólogo en Puebla")).toBeNull();
    expect(summarizeWarningSigns("mi bebé de 2 meses tiene 38.5 de temperatura")).toEqual({
      level: "urgent",
      firstAction: expect.stringMatching(/^Lleva hoy mismo a tu bebé a urgencias/),
      contacts: [EMERGENCIES],
      categories: ["infant"],
    });
  });
});

describe("the kinds of message the first fresh batches missed, in new words", () => {
  // Written for these tests from the description of what was missed; none is a
  // batch message.
  it.each(
    table<[string, WarningCategory]>([
      ["ya dejé cartas para mis hijos y arreglé mis papeles, ya lo tengo decidido", "suicidal"],
      ["mi hermano regaló su guitarra y se despidió de todos por whats", "suicidal"],
      ["ojalá me atropellara un camión de camino al trabajo", "suicidal"],
      ["hoy en la noche m aviento del puente ntp ya lo decidí", "suicidal"],
      ["siento que solo soy un estorbo para mi familia", "suicidal"],
      ["mi mamá dice que ya no quiere seguir así", "suicidal"],
      ["desde que murió mi esposa mi papá dice que se quiere ir con ella", "suicidal"],
      ["comí mariscos y se me están hinchando los labios y la garganta", "anaphylaxis"],
      ["me pusieron una inyección y me salieron ronchas y me silba el pecho", "anaphylaxis"],
      ["mi abuelito se cayó en el baño y ahora está confundido y vomitó", "head-injury"],
      ["le sale sangre de un oído y tiene los ojos morados después del choque", "head-injury"],
      ["el dolor empezó en el ombligo y ahora está abajo a la derecha", "abdomen"],
      ["llevo 3 días sin echar gases, tengo la panza hinchada y vomito", "abdomen"],
      ["mi compañero de la obra estuvo todo el día bajo el sol y dejó de sudar", "heat-stroke"],
      ["a mi abuela se le cayó media cara de repente", "stroke"],
      ["mi niño de 2 años se echó un trago de cloro", "poisoning"],
      ["tengo 33 semanas y la presión me salió 160/110", "pregnancy"],
      ["estoy embarazada y traigo la presión en 16/11", "pregnancy"],
      ["tengo un retraso, me duele mucho un lado de la panza y me mareé", "pregnancy"],
      ["mi bebé de 6 meses tiene la mollera hundida y el pañal seco", "infant"],
      ["le explotó un cohete en la mano a mi hijo", "burns"],
      ["tengo 35 semanas y me sale agua sin parar", "pregnancy"],
      ["mi abuela tiene infección en las vías urinarias y está muy confundida", "fever-confusion"],
      ["me picó un alacrán y se me durmió la lengua", "poisoning"],
      ["soy diabético tipo 1, el glucómetro dice HI y estoy vomitando", "diabetic"],
      ["mi pareja me dijo que me va a matar, me encerré en el cuarto", "violence"],
      ["el oxímetro marca 86 %", "breathing"],
      ["la glucosa en 45", "diabetic"],
    ]),
  )("%s -> emergency, led by %s", (text, category) => expectLead(text, "emergency", category));

  it.each(
    table<[string, WarningCategory]>([
      ["tengo 40 de fiebre desde la mañana", "fever-confusion"],
      ["mi hijo de 6 años tiene 40.5 de temperatura", "fever-confusion"],
    ]),
  )("%s -> urgent (%s)", (text, category) => expectLead(text, "urgent", category));

  it.each([
    "tengo tos que no se me quita desde hace tres semanas",
    "mi bebé llora sin parar cuando le salen los dientes",
    "me picó un alacrán hace tres días y ya no tengo nada",
    "me desmayé la semana pasada, me hicieron estudios y todo salió bien, ya me siento normal",
    "me quiero morir de la pena, me salió un grano enorme antes de la boda",
    "hace 40 grados y me salió salpullido",
    "mi glucosa en ayunas salió 110",
    "tengo la presión 130/85 y me siento bien",
    "ya tengo todo planeado para la fiesta de mi hija",
    "gracias por todo doctor, perdón por todo lo que le pregunté",
    "le di paracetamol a mi hijo de 5 años y ya está jugando",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });

  it("lowers a past episode only with a statement of recovery, and not when it is back", () => {
    expect(assessWarningSigns("me desmayé la semana pasada").level).not.toBe("none");
    expect(
      assessWarningSigns("me desmayé la semana pasada, ya estoy bien, pero hoy me volví a desmayar")
        .level,
    ).not.toBe("none");
    expect(
      assessWarningSigns(
        "me picó un alacrán hace 3 días, ya no tengo nada, pero hoy se me durmió la lengua",
      ).level,
    ).not.toBe("none");
  });

  it("does not give sugar first when the glucometer reads HI", () => {
    const assessment = assessWarningSigns("mi hija diabética tiene el glucómetro en HI y vomita");
    expect(assessment.firstAction).not.toMatch(/azúcar \(jugo/);
    expect(assessment.firstAction).toMatch(/^Llama al 911/);
  });
});

describe("kinds of message the second and third fresh batches missed, in other words", () => {
  it.each(
    table([
      ["mi hna dice que se va a ahorcar, ya compró la cuerda", "suicidal"],
      ["ya no quiero seguir, ojalá dormirme y no despertar", "suicidal"],
      ["mi hijo de 3 años se tomó un poco de la botella, era cloro, está babeando", "poisoning"],
      ["a mi tío le picó una coralillo en la mano y se siente muy mal", "poisoning"],
      ["andaba en el corte de café, la piel ardiendo, se desmayó", "heat-stroke"],
      ["en el partido me dieron un rodillazo en la cabeza y ya vomité", "head-injury"],
      ["voy en la semana 34, veo destellos y me duele mucho la cabeza", "pregnancy"],
      ["mi ex me agarró del cuello y casi no podía respirar", "violence"],
      ["se cortó con un vidrio y la sangre sale a chorritos, ya hay un charco", "severe-bleeding"],
      ["me he vuelto a lastimar los brazos, tenía 2 meses sin hacerlo", "self-harm"],
    ]),
  )("«%s» -> %s", (text, category) => expectLead(text, "emergency", category));

  it.each([
    "jajaja me quiero morir, mañana hay parcial y no estudié nada",
    "me quiero morir 😂 qué oso lo que dije en la clase",
    "me desmayé el mes pasado por no comer, los análisis salieron normales",
    "me voy a colgar del wifi del vecino",
  ])("«%s» stays ordinary", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });

  it("still reads the plain wish to die with laughter alone, or a trouble alone", () => {
    expect(assessWarningSigns("me quiero morir jajaja").level).toBe("emergency");
    expect(assessWarningSigns("me quiero morir, ya no aguanto la escuela").level).toBe("emergency");
  });
});

describe("kinds of message the fourth fresh batch missed, in other words", () => {
  it.each(
    table([
      // Throat signs that go on after an antihistamine.
      [
        "a mi niña le salieron ronchas por el camarón y le dimos cetirizina, pero sigue con tos y la voz ronca",
        "anaphylaxis",
      ],
      [
        "le di benadryl por la urticaria y ahora tiene los labios hinchados y tose mucho",
        "anaphylaxis",
      ],
      // A child's disclosure of sexual abuse.
      [
        "mi hija de 7 me dijo que su padrastro la toca en sus partes cuando su mamá no está",
        "violence",
      ],
      ["mi hijo me contó que un tío lo tocaba en sus partes intimas", "violence"],
      // A caustic splashed to the face or an eye.
      ["me salpicó ácido muriático en el ojo y no veo bien", "burns"],
      ["al destapar la coladera con sosa cáustica le brincó a mi esposo en la cara", "burns"],
      // A fit that has stopped, with no coming round or for the first time.
      [
        "mi nena de 1 año tuvo fiebre, se puso rígida y con los ojos volteados, ya paró pero no despierta",
        "seizure",
      ],
      [
        "mi hijo convulsionó con la calentura, ya se le pasó, es la primera vez que le da",
        "seizure",
      ],
      // A brazier indoors, everyone ill, on a cold day.
      [
        "hace mucho frío, metimos un brasero al cuarto y amanecimos todos con dolor de cabeza y vómito",
        "poisoning",
      ],
      // Heat at home with no cooling, an older person alone.
      [
        "mi abuelo vive solo, no tiene ventilador, lo encontré acostado, confundido y con la piel caliente",
        "heat-stroke",
      ],
      // A drunk person who does not wake.
      [
        "mi primo se emborrachó, dicen que es la peda, pero ya no despierta aunque lo movemos",
        "unresponsive",
      ],
      // Self-cutting that bleeds: pressure first, the crisis line with it.
      [
        "me corté el antebrazo con un cutter y no deja de sangrar, ya empapé la toalla",
        "severe-bleeding",
      ],
      // Coffee-ground vomit and black stools: the gut, not a wound.
      ["vomitó algo como café molido y hace popó negra, está pálido", "abdomen"],
      // Bleeding with clots days after a birth.
      [
        "mi esposa se alivió hace una semana y está sangrando con coágulos grandes, se mareó",
        "pregnancy",
      ],
      // A baby dried out by diarrhoea, whatever the family calls the sunken fontanelle.
      [
        "mi bebé de 4 meses tiene diarrea, está muy aguadito, no ha mojado el pañal y dicen que se le cayó la mollera",
        "infant",
      ],
    ]),
  )("«%s» -> %s first", (text, category) => expectLead(text, "emergency", category));

  it("gives the crisis lines with the pressure when a self-inflicted cut bleeds", () => {
    const assessment = assessWarningSigns(
      "me corté el brazo con una navaja y no para de sangrar, ya empapé dos trapos",
    );
    expect(assessment.signs.map((sign) => sign.category)).toEqual(["severe-bleeding", "self-harm"]);
    expect(assessment.contacts).toContainEqual(LIFE_LINE);
    expect(assessment.contacts).toContainEqual(EMERGENCIES);
  });

  const stackedDoses = table([
    [
      "mi mamá lleva 4 días tomando paracetamol como si fueran dulces, como 12 pastillas diarias, y tiene náusea",
    ] as const,
  ])[0]![0];
  it("sends doses stacked over days to urgencias today", () => {
    const assessment = assessWarningSigns(stackedDoses);
    expect(assessment.level).toBe("urgent");
    expect(assessment.signs[0]?.id).toBe("repeated-overdose");
    expect(assessment.firstAction).toMatch(/urgencias/);
  });

  it("does not read the folk «se le cayó la mollera» as a fall on the head", () => {
    const ids = assessWarningSigns(
      "mi bebé de 6 meses no ha mojado el pañal y se le cayó la mollera",
    ).signs.map((sign) => sign.id);
    expect(ids).toEqual(["infant-warning"]);
  });

  it.each([
    "mi hija tiene ronchas por un mosquito, le di loratadina y ya está mejor",
    "mi hijo me contó que el doctor le revisó sus partes en la consulta, es normal?",
    "me cayó shampoo en el ojo y me arde",
    "mi bebé de 2 meses, mi mamá dice que tiene la mollera caída pero yo la veo normal y come bien",
    "me machuqué el dedo del pie con la puerta y se puso morado, puedo caminar bien",
    "tengo 30 semanas y el bebé da muchas patadas en la noche, no me deja dormir",
    "mi papá se toma un paracetamol diario para la rodilla, ¿le hace daño?",
    "hace mucho frío y me duele la garganta",
    "mi hijo tuvo una convulsión por fiebre hace 2 años, ¿lo llevo al neurólogo?",
    "mi tío ronca mucho cuando duerme, ¿es apnea?",
    "mi hermana ya se alivió hace 3 días de la gripa, ¿puede volver al gimnasio?",
  ])("«%s» stays ordinary", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});

describe("kinds of wording no batch has written yet (generalisation)", () => {
  it.each(
    table([
      // One suicide marker next to despair, or a leaving said as relief for others.
      ["ya no le voy a dar lata a nadie, perdón por todo", "suicidal"],
      ["mi papá dice que ya no vamos a tener que preocuparnos por él", "suicidal"],
      ["dice que va a descansar para siempre", "suicidal"],
      ["busqué cuántos gramos de paracetamol para no despertar", "suicidal"],
      ["tengo las pastillas escondidas en el clóset y ya no aguanto nada", "suicidal"],
      ["mañana cuando no haya nadie, ya lo tengo decidido", "suicidal"],
      ["ntp ya no los voy a molestar, cuiden a mis gatos", "suicidal"],
      // The urge, and hitting oneself until it marks.
      ["otra vez tengo ganas de quemarme con el encendedor", "self-harm"],
      ["se pegó con el cable hasta sacarse sangre porque dice que se lo merece", "self-harm"],
      // A baby's temperature without the word fever; a floppy baby in diminutives.
      ["mi hijita de 7 semanas amaneció con 38.2 y no quiere el pecho", "infant"],
      ["mi bebé de 2 meses está aguadito, casi no abre los ojos", "infant"],
      // Affairs in order, belongings handed over, joining the dead, said formally.
      [
        "me dio las llaves de su coche y dijo que ya no las va a necesitar, le regaló su reloj",
        "suicidal",
      ],
      [
        "mi tía ya dejó todo en orden y dice que pronto lo va a alcanzar, desde la muerte de mi tío",
        "suicidal",
      ],
      // A plan still to come leads with the crisis line, not with the poisoning's 911.
      ["mañana cuando se vayan me tomo todo el frasco, ya me harté de todo", "suicidal"],
      ["el muchacho tiene marcas de quemaduras y dice que él mismo se las hizo", "self-harm"],
      ["mi esposo me empujó contra la pared y dice que si lo dejo me mata", "violence"],
      [
        "mi papá es diabético, empezó a sudar mucho y a decir cosas que no tienen sentido",
        "diabetic",
      ],
      [
        "se volteó la olla del café y le cayó a mi nietecito en el brazo, tiene la piel levantada",
        "burns",
      ],
      ["no quiero seguir siendo un lastre, mejor me quito de en medio", "suicidal"],
      ["está sentado en el barandal de la azotea y dice que se va a tirar", "suicidal"],
      ["llevo un mes guardando mis pastillas para dormir", "suicidal"],
      ["mi papá es diabético, el glucómetro marca 45 y está todo tembloroso", "diabetic"],
      ["mi tía se desplomó en la cocina y no responde", "unresponsive"],
      // Terse search-box wording and method questions.
      ["busco una cuerda que resista mi peso", "suicidal"],
      ["ya elegí el día, ese día me despido", "suicidal"],
      ["le dijo a su maestra que después del lunes ya no lo van a ver nunca", "suicidal"],
      ["mi señora tiene 39.6, el cuello duro y le duele mucho la cabeza", "meningitis"],
      [
        "sentí como un estallido en la cabeza, es el dolor más intenso de mi vida",
        "thunderclap-headache",
      ],
      ["mi niño de 3 se comió unos brownies con mota y no despierta bien", "poisoning"],
      ["le encontré cuchillitas escondidas en la mochila y las piernas rayadas", "self-harm"],
      ["me dieron una patada en los huevos, se me hincharon y vomité", "testicular"],
    ]),
  )("«%s» -> %s, with both crisis numbers when it is a crisis", (text, category) => {
    const assessment = assessWarningSigns(text);
    expect(assessment.level).toBe("emergency");
    expect(assessment.signs[0]?.category).toBe(category);
    if (category === "suicidal" || category === "self-harm") {
      expect(assessment.contacts).toEqual(expect.arrayContaining([LIFE_LINE, EMERGENCIES]));
    }
  });

  it("reads a bare 38 of a baby under 3 months as fever (same day)", () => {
    expect(assessWarningSigns("mi bebé de 1 mes tiene 38").level).toBe("urgent");
    expect(assessWarningSigns("mi bebé de 1 mes tiene 38").signs[0]?.category).toBe("infant");
  });

  it.each([
    "ya lo tengo decidido, me voy a operar la nariz, quién es buen cirujano",
    "mi bebé de 1 mes pesa 4.2 y come cada 3 horas",
    "mi hijo de 9 años nació de 38 semanas, ahora tiene asma",
    "mi bebé de 1 mes tiene 36.8 de temperatura, está bien?",
    "me ahogo en pendientes del trabajo, necesito terapia",
    "me dio un infarto de la risa con mi sobrino",
    "me duele el pecho al toser desde hace 3 días por la gripa",
    "me falta el aire de tanto subir el cerro",
    "no te preocupes por mí, solo quiero saber a qué hora abre el laboratorio",
    "mi bebé de 5 meses anda aguadito de la popó pero come bien y sin fiebre",
    "llevo 30 semanas en el gym y me duele la rodilla",
    "me duele el pecho de tanto entrenar pecho en el gym",
    "hoy en la noche me tomo el paracetamol para la gripa, se puede con café?",
    "me quiero morir, salgo horrible en la foto jajaja",
    "me quito de en medio cuando mis hermanos se pelean, pero me duele la panza",
    "mi primo se desplomó de sueño en el sillón jaja",
    "se me rayó la pierna con un alambre, poquito",
    "garganta cerrada por la gripe, me duele tragar",
    "ya está todo listo para la boda, solo me duele la espalda",
    "mi mamá tiene el brazo derecho débil desde la fractura, va a fisioterapia",
    "mi hijo no despierta temprano para la escuela, será falta de vitaminas?",
    "mi esposo tiene 39 años y le duele la espalda",
    "me aventé de la resbaladilla y me raspé el codo",
  ])("«%s» stays ordinary", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});

describe("composeContacts: the one place that gives an answer its numbers", () => {
  const signOf = (category: WarningCategory) => {
    const rule = ruleOfCategory(category);
    return { ...rule, contacts: [EMERGENCIES], source: "classifier" as const, id: rule.id };
  };

  it("names the Línea de la Vida and 911 whenever suicide or self-harm is among the signs", () => {
    for (const category of ["suicidal", "self-harm"] as const) {
      const signs = [signOf("unresponsive"), { ...signOf(category), contacts: [] }];
      expect(composeContacts(signs)).toEqual(expect.arrayContaining([LIFE_LINE, EMERGENCIES]));
    }
  });

  it("adds no crisis line to other signs", () => {
    expect(composeContacts([signOf("stroke"), signOf("burns")])).toEqual([EMERGENCIES]);
  });

  it("gives both numbers for every crisis rule, whoever read it", () => {
    for (const text of [
      "ya no voy a ser una carga para nadie",
      "me sigo cortando los brazos",
      "mi amigo puso en su estado fue bonito mientras duró, los quiero, y ya no contesta",
      "me tomé toda la caja de pastillas para no despertar",
    ]) {
      const tels = assessWarningSigns(text).contacts.map((c) => c.tel);
      expect(tels).toEqual(expect.arrayContaining(["8009112000", "911"]));
    }
  });
});

describe("a swallow still to come is a plan, not yet a poisoning", () => {
  it("still reads a swallow told in the past, whoever took it", () => {
    expect(
      assessWarningSigns("en la noche se tomó todas las pastillas de su mamá").signs[0]?.category,
    ).toBe("poisoning");
    expect(
      assessWarningSigns("hoy en la mañana me tomé toda la caja de clonazepam").signs[0]?.category,
    ).toBe("poisoning");
  });
});

describe("a baby's age typed as a search", () => {
  it("reads «bebé 2 semanas 38.2 grados» as fever under 3 months", () => {
    const assessment = assessWarningSigns("bebé 2 semanas 38.2 grados");
    expect(assessment.level).toBe("urgent");
    expect(assessment.signs[0]?.category).toBe("infant");
  });
});

describe("concepts widened from the references, not from a batch (issue #32)", () => {
  it.each(
    table([
      // The gut: where the blood comes out × how much, and neither stools nor wind.
      ["me sale muchísima sangre por el recto cada vez que voy al baño", "abdomen"],
      ["mi abuelo hace del baño pura sangre y está bien pálido", "abdomen"],
      ["llevo dos días sin ir al baño ni echar pedos y tengo la panza inflada", "abdomen"],
      // A pesticide sprayed or breathed, with its signs.
      [
        "estuvo aplicando el foley en la huerta, ahora babea mucho y tiene las pupilas como punta de alfiler",
        "poisoning",
      ],
      // A threat to kill oneself told as a condition or by someone else.
      ["mi hermano amenaza con que se mata si su novia no regresa", "suicidal"],
      ["mi hijo dijo que se suicida si lo cambiamos de escuela", "suicidal"],
      // One marker next to low mood said plainly.
      ["le regalé mis cosas a mi hermana, lloro todas las noches", "suicidal"],
      // Fits one after another, or someone with epilepsy having one now (typo included).
      ["le dieron dos ataques seguidos a mi papá", "seizure"],
      ["mi hija es epiléctica y le está dando una crisis que no para", "seizure"],
      // 140/90 or more in pregnancy with pain under the ribs or lights.
      ["embarazada de 30 semanas, presión 145/95 y me duele la boca del estómago", "pregnancy"],
      // After a blow, weakness or slurred words are the head injury's.
      ["me golpearon la cabeza con un tubo y ahora no puedo mover bien el brazo", "head-injury"],
      // A recovery undone by a return.
      ["el dolor de pecho se me quitó hace 2 días pero hoy volvió con sudor frío", "heart-attack"],
      // A dog that bit is not the patient; a woman who "se alivió" gave birth.
      ["me mordió un perro en la pierna y sangra a chorros", "severe-bleeding"],
      ["mi esposa se alivió hace 4 días y tiene calentura de 39", "pregnancy"],
      // A swallow said as "empinarse", or the medicine named before the verb.
      [
        "mi primo se empinó media botella de pastillas para dormir y no despierta bien",
        "poisoning",
      ],
      ["la niña encontró el frasco de vitaminas de hierro y se tragó un montón", "poisoning"],
      // Stars, not only lights; an arm going numb, pallor said as "sin color", lasting "rato".
      ["estoy embarazada de 33 semanas y veo estrellitas con dolor de cabeza", "pregnancy"],
      ["a mi mamá le oprime el pecho, se le entume el brazo y ya lleva rato así", "heart-attack"],
      // A birth said of someone else; weeks said as "ando en la 36"; several people ill.
      ["mi cuñada tuvo a su bebé hace 6 días y sangra muchísimo, está pálida", "pregnancy"],
      ["ando en la 36 y no siento al bebé moverse desde anoche", "pregnancy"],
      [
        "prendimos el boiler adentro y los tres amanecimos con dolor de cabeza y vómito",
        "poisoning",
      ],
      // Not waking said as a wish; looking for the means.
      ["ojalá ya no amaneciera", "suicidal"],
      ["mi tío dice que ya no vale la pena vivir y está buscando una cuerda", "suicidal"],
      // Hitting oneself with a purpose said; a burn leads over a crisis only a guess read.
      ["me golpeo la cabeza contra la puerta cuando me siento mal", "self-harm"],
      ["mi primo se quemó con gasolina en la cara y las manos", "burns"],
      // Pain going up to the throat; blue said of the hands or lips; out at midday.
      ["siento presión en el pecho que se me va hasta la garganta y el brazo", "heart-attack"],
      ["mi bebé de 3 semanas está azul de los labios", "infant"],
      [
        "estuvo cargando bultos a mediodía, se desmayó y está hirviendo y desorientado",
        "heat-stroke",
      ],
      // A caesarean said as "le hicieron cesárea", clots as "cuajos".
      ["le hicieron cesárea hace una semana y está sangrando con cuajos grandes", "pregnancy"],
    ] as const),
  )("%s -> %s leads", (text, category) => expectLead(text, "emergency", category));

  it.each([
    // An animal is the patient (a veterinarian's case).
    "mi perrito lleva dos días vomitando sangre, qué veterinario atiende en domingo",
    "a mi gata se le hinchó la cara por un piquete",
    "mi caballo no respira bien y está sudando mucho",
    "la tortuga de mi hijo no se mueve",
    // A symptom over, with its own date.
    "tuve vómito y diarrea el fin, ya se me quitó desde el domingo",
    "el dolor de cabeza se me calmó hace 3 días, quiero revisión",
    "tuve dolor en el pecho el lunes, se alivió hace 2 días, quiero que me revisen",
    // A streak on the paper, a building fumigated, a boast, readings in range.
    "me salieron unas gotitas de sangre en el papel, tengo hemorroides",
    "fumigaron el edificio y huele feo",
    "si me reprueban me mato jaja",
    "el glucómetro marca 180 después de comer, soy diabético",
    "la tensión me salió 130/85 y estoy embarazada de 20 semanas, todo bien",
    // Cuts told as accidents of a chore, a job or shaving.
    "me corté las piernas rasurándome",
    "me corté la muñeca con un vidrio al lavar los trastes",
    "se cortó el brazo con un cúter en la chamba, poquito",
    "me hice una cortada en la mano con una lata",
    // Everyday trouble with laughter.
    "estoy harto del tráfico, me quiero morir jaja",
    // Drowning in heat; chest pain days after a fall.
    "me ahogo del calor en el camión",
    // Laughter is not a symptom; a bus route is not a pregnancy week.
    "ya no aguanto a mi jefe jaja",
    "voy en la 5 de la ruta y ya me quiero bajar",
    "me duele el pecho cuando bostezo",
    // The ordinary discomforts of pregnancy are not a guessed obstetric emergency.
    "tengo 9 semanas de embarazo y muchísimas náuseas en las mañanas",
    "me duele el pecho desde que me caí de la bici hace 5 días",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });

  it("still reads self-harm told with a purpose or a habit next to an accident's words", () => {
    for (const text of [
      "me corté el brazo a propósito con un vidrio",
      "me sigo cortando las piernas con el rastrillo de rasurar",
    ]) {
      expect(assessWarningSigns(text).signs[0]?.category).toBe("self-harm");
    }
  });

  it("still reads suicide words when a pet is named", () => {
    const tels = assessWarningSigns("se murió mi perro y ya no quiero vivir").contacts.map(
      (c) => c.tel,
    );
    expect(tels).toEqual(expect.arrayContaining(["8009112000", "911"]));
  });
});

describe("kinds of message the fifth fresh batch missed, in other words", () => {
  it.each(
    table([
      // Pain from the navel to the lower right, or there with fever or pain on a jolt.
      [
        "a mi hijo primero le dolía cerca del ombligo y ahorita se queja del lado derecho abajo",
        "abdomen",
      ],
      ["me duele la parte baja derecha y si brinco me duele más, tengo 38.2", "abdomen"],
      ["le duele abajo a la derecha y no aguanta ni caminar derecho, vomitó una vez", "abdomen"],
      // A drink spiked, then waking undressed, somewhere unknown or with genital pain.
      [
        "creo que me echaron algo en mi copa en el antro y amanecí desnuda, no recuerdo nada",
        "violence",
      ],
      [
        "a mi amiga le pusieron una pastilla en su cerveza y despertó sin pantalón, le duele entre las piernas",
        "violence",
      ],
      ["amanecí sin ropa en un hotel que no conozco y me duele ahí abajo", "violence"],
    ] as const),
  )("%s -> %s", (text, category) => {
    const assessment = assessWarningSigns(text);
    expect(assessment.level).toBe("emergency");
    expect(assessment.signs[0]?.category).toBe(category);
  });

  it.each(
    table([
      // Any injury done to oneself brings the crisis lines after the physical first action.
      [
        "cuando me desespero me pego en la cabeza contra la puerta, hoy vomité y veo doble",
        "head-injury",
      ],
      ["me pego a mí misma en la cabeza y ahora vomito y veo doble", "self-harm"],
      [
        "siempre que me peleo con mi mamá me pego en la cabeza con la pared, hoy vomité",
        "head-injury",
      ],
    ] as const),
  )("%s -> %s first, with the crisis lines", (text, category) => {
    const assessment = assessWarningSigns(text);
    expect(assessment.level).toBe("emergency");
    expect(assessment.signs[0]?.category).toBe(category);
    expect(assessment.signs.map((sign) => sign.category)).toContain("self-harm");
    expect(assessment.contacts).toEqual(expect.arrayContaining([LIFE_LINE, EMERGENCIES]));
  });

  it.each([
    // Cramps after sweating a lot in the heat, feeling well now: not heat stroke.
    "ayer hizo 40 grados en la obra, sudé muchísimo y me dieron calambres en los muslos, ya estoy bien",
    "estuvo a 41 grados en el campo, tomé mucha agua y tengo calambres en las piernas, ¿qué suero es mejor?",
    // A topic for school, work or in general, with nobody at risk.
    "tengo una exposición sobre el suicidio en adolescentes, ¿qué datos me recomiendan?",
    "para una plática en la secundaria, ¿cómo se previene el suicidio?",
    "en general, ¿cuáles son las causas del suicidio?",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });

  it.each([
    "estoy haciendo una tarea pero ya no puedo más, me quiero matar",
    "es para una tarea pero mi amigo dice que se quiere matar",
    "hago una investigación sobre el suicidio porque yo he pensado en el suicidio",
  ])("%s -> still suicidal (someone at risk)", (text) => {
    const assessment = assessWarningSigns(text);
    expect(assessment.level).toBe("emergency");
    expect(assessment.signs.map((sign) => sign.category)).toContain("suicidal");
  });
});

describe("kinds of message the sixth fresh batch missed, in other words", () => {
  it.each(
    table([
      // The verb of numbness ahead of a long phrase or a list of body parts.
      [
        "se le adormeció todita la parte izquierda de la cara y la mano a mi tía hace un rato",
        "stroke",
      ],
      ["de repente se me entumieron la pierna y el brazo del lado derecho", "stroke"],
      // A grown woman's months are her pregnancy's.
      ["mi mujer ya lleva 8 meses y le está saliendo sangre, no para", "pregnancy"],
      ["estoy de 5 meses y manché bastante sangre hace rato", "pregnancy"],
      // A drink someone gave, then no memory, waking somewhere unknown or undressed.
      [
        "el sábado un tipo me invitó un trago en la fiesta y luego no me acuerdo de nada, amanecí en un motel que no conocía",
        "violence",
      ],
      [
        "me desperté en casa de un desconocido, no sé cómo llegué y tenía la blusa rasgada",
        "violence",
      ],
      // Exhaustion from the heat that cooling did not fix.
      [
        "mi esposo trabajó en la milpa al mediodía, le duele la cabeza y tiene calambres, lo mojamos y sigue igual",
        "heat-stroke",
      ],
    ] as const),
  )("%s -> emergency, led by %s", (text, category) => expectLead(text, "emergency", category));

  it.each(
    table([
      [
        "mi hija corrió en el desfile al mediodía, tiene náuseas y mucho cansancio, ya está en la sombra",
        "heat-stroke",
      ],
      ["jugamos beis al mediodía con 39 grados y me dio dolor de cabeza y mareo", "heat-stroke"],
    ] as const),
  )("%s -> urgent, led by %s (cool first)", (text, category) =>
    expectLead(text, "urgent", category),
  );

  it.each([
    // A poster, a leaflet or a video for class about suicide names nobody at risk.
    "me dejaron en la secu hacer un tríptico sobre el suicidio, ¿qué números de ayuda pongo?",
    "voy a hacer un video sobre prevención del suicidio para mi clase de tutoría",
    // Months that are not a pregnancy, and a baby's months.
    "mi esposa tiene 3 meses con tos seca, ¿a qué especialista la llevo?",
    // Heat on a hot day without two signs, or over and well.
    "jugué futbol al mediodía y me dio mucha sed, ¿qué suero es mejor?",
    "ayer trabajé al sol y me dieron calambres, hoy ya estoy bien",
    // A drink offered with nothing after it.
    "mi compadre me invitó una chela y me cayó pesada, tengo agruras",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});

describe("kinds of message the seventh fresh batch missed, in other words", () => {
  it.each(
    table([
      // A child who keeps turning up hurt, with blows heard, or a plea to stop.
      [
        "el niño de enfrente seguido llega con moretones y anoche se oyeron golpes en su casa",
        "violence",
      ],
      ["mi sobrina de 8 le grita a su padrastro ya no me pegues, qué hago", "violence"],
      // Discomfort or pressure in the pit of the stomach with sweat and breathlessness.
      [
        "mi tía diabética tiene una presión rara en la boca del estómago, está sudando frío y se ahoga",
        "heart-attack",
      ],
      // A weapon between the blow and the head; bruises behind the ears.
      ["lo golpearon con un tubo en la nuca y ahora vomita y no sabe dónde está", "head-injury"],
      [
        "después del choque le salen moretes detrás de las orejas y le escurre agua por la nariz",
        "head-injury",
      ],
      // Felt movements of the baby mean a pregnancy; a daughter-in-law's weeks.
      ["mi nuera va en 34 semanas y desde anoche no siente que se mueva el bebé", "pregnancy"],
    ] as const),
  )("%s -> emergency, led by %s", (text, category) => expectLead(text, "emergency", category));

  it("lets ketoacidosis, not the breathing, lead in a diabetic child", () => {
    expectLead(
      "mi hijo de 9 tiene diabetes, vomita, respira rapidísimo y profundo y el aliento le huele dulce",
      "emergency",
      "diabetic",
    );
  });

  it("puts the crisis lines first for an old, infected self-inflicted burn", () => {
    const assessment = assessWarningSigns(
      "me quemo los brazos con cigarro cuando me siento sola, una quemadura ya tiene pus y apesta",
    );
    expect(assessment.signs[0]?.category).toBe("self-harm");
    expect(assessment.contacts).toEqual(expect.arrayContaining([LIFE_LINE, EMERGENCIES]));
  });

  it.each([
    // Blood as a sample, and a faint that is over with normal results.
    "hace dos semanas me desmayé en misa, me sacaron sangre y me hicieron electro y salió todo bien",
    "me mandaron estudios de sangre por anemia, ¿con qué especialista voy?",
    // Heartburn brought on by food and taken away by an antacid.
    "si ceno pozole me da ardor en el pecho y me sube lo ácido a la garganta, con sal de uvas se calma",
    // A child who bruises, asked as a question of health.
    "mi hijo siempre trae moretones en las piernas de jugar futbol, ¿será falta de vitaminas?",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});

describe("kinds of message the eighth fresh batch missed, in other words", () => {
  it.each(
    table([
      // Stroke signs that went away are still a call to 911 (a transient attack).
      [
        "ayer a mi abuelo por unos minutos no le salían las palabras y se le escurría la baba de un lado, luego se le pasó",
        "stroke",
      ],
      // Fever and confusion from an infected wound; "casi no orina" affirms.
      [
        "a mi tío se le infectó una cortada de la mano, trae calentura, casi no orina y dice incoherencias",
        "fever-confusion",
      ],
      // A relative who is a nurse, in clinical words.
      [
        "mi suegro presenta dolor precordial opresivo irradiado a brazo izquierdo con diaforesis",
        "heart-attack",
      ],
      [
        "siento un peso en el pecho desde la mañana y se me va al brazo izq, sudo frío",
        "heart-attack",
      ],
      // History in a later clause does not make the present past.
      [
        "mi mamá no ha hecho popó ni echado gases en 4 días, tiene la panza dura y vomita, la operaron de la vesícula hace años",
        "abdomen",
      ],
      [
        "mi papá tuvo un derrame hace años y hoy de repente se le torció la boca y no puede hablar",
        "stroke",
      ],
      // A rope hung ready, with a ruin and despair.
      [
        "me quedé sin trabajo y con deudas, la cuerda ya está amarrada en la viga del cuarto, no sé ni para qué les cuento",
        "suicidal",
      ],
      // Marks of cigarettes or blades with a purpose; shut in and not answering.
      [
        "mi hija tiene cortes de navaja en los brazos, dice que así se desahoga, ahora se encerró y no nos abre",
        "self-harm",
      ],
      // Someone at home hurts a child.
      ["en la escuela un niño dice que su mamá le quema las manos con la plancha", "violence"],
      // Unrousable with blue lips: the collapse's action.
      ["mi abuela no despierta aunque la muevo y tiene la boca morada", "unresponsive"],
      // Heat stroke with a fall: cooling first.
      [
        "mi compadre estuvo en la obra todo el día, dejó de sudar, tiene la piel seca y ardiendo, anda desorientado y se cayó",
        "heat-stroke",
      ],
    ] as const),
  )("%s -> emergency, led by %s", (text, category) => expectLead(text, "emergency", category));

  it.each([
    // A face crooked for want of dentures.
    "dicen que traigo la boca chueca pero es porque me sacaron la placa de los dientes, hablo normal",
    // An animal or a thorn did it.
    "mi perrito me rasguñó la pierna jugando, fue superficial y ya lo lavé",
    // Weather in degrees, with no word of fever.
    "aquí en Hermosillo hace un calor de 46 grados, ¿cada cuánto tomo agua para no deshidratarme?",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});

describe("kinds of message the ninth fresh batch missed, in other words", () => {
  it.each(
    table([
      // An operation years ago, then "lleva 3 días…": the story is back to now.
      [
        "a mi tío lo operaron del apéndice hace mucho, lleva 3 días sin evacuar ni echar pedos y la panza como globo, vomita",
        "abdomen",
      ],
      // Found down and not answering, breathing unknown.
      [
        "mi vecina está en el suelo de la cocina, no nos responde y no sabemos si respira",
        "unresponsive",
      ],
      // Numbness in the plural on one side.
      ["mi abuela amaneció con la mano y el pie derechos entumidos y habla enredado", "stroke"],
    ] as const),
  )("%s -> emergency, led by %s", (text, category) => expectLead(text, "emergency", category));

  it("lets a baby's action lead a baby's green vomit", () => {
    expectLead(
      "mi bebé de 5 semanas vomita verde, casi no come y tiene la mollera sumida",
      "emergency",
      "infant",
    );
  });

  it.each([
    // A fit long ago that never came back.
    "mi hija convulsionó por fiebre cuando tenía un año, ya tiene 8 y nunca le volvió a dar, ¿le hago estudios?",
    // A habitual headache with its cause.
    "me duele la cabeza los días que no tomo café",
    // Someone who does not answer messages is not a collapse.
    "mi hijo no me contesta y ya es tarde, ¿a qué psicólogo lo llevo para hablar de eso?",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});

describe("kinds of message the tenth fresh batch missed, in other words", () => {
  it.each(
    table([
      // Few wet nappies and a fontanelle "se le ve algo hundida" in a baby.
      [
        "mi bebé de 3 meses tiene diarrea, hoy nomás ha mojado un pañal y la mollera se le nota algo sumida",
        "infant",
      ],
      // The baby not felt in pregnancy.
      ["voy en la semana 33 y ya no siento a mi bebé desde anoche", "pregnancy"],
      // Coffee-ground vomit in someone who takes a painkiller for an ailment: the stomach's.
      [
        "tomo naproxeno diario por la rodilla y hoy vomité como café molido, estoy mareada",
        "abdomen",
      ],
    ] as const),
  )("%s -> emergency, led by %s", (text, category) => expectLead(text, "emergency", category));

  it.each([
    // Fits in youth, controlled for years.
    "mi tía convulsionaba de adolescente, ahora toma su medicamento y lleva años sin ataques, ¿qué neurólogo la puede ver?",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});

describe("kinds of message the eleventh fresh batch missed, in other words", () => {
  it.each(
    table([
      // Blue lips during a fit: the fit's action.
      [
        "a mi hija le está dando una convulsión y tiene los labios azules, ya van 5 minutos",
        "seizure",
      ],
      // A burning in the pit of the stomach with three companions.
      [
        "tengo 58 años, me arde la boca del estómago, sudo frío, tengo náusea y me cuesta respirar",
        "heart-attack",
      ],
    ] as const),
  )("%s -> emergency, led by %s", (text, category) => expectLead(text, "emergency", category));

  it("still reads a bare temperature on a hot day as a fever", () => {
    expectLead("hace mucho calor y mi bebé de 2 meses tiene 38.5", "urgent", "infant");
  });

  it("reads 47 degrees as the weather, and heat exhaustion in it as same-day", () => {
    expectLead(
      "fuimos al tianguis con 47 grados y mi papá anda mareado, con dolor de cabeza y náuseas",
      "urgent",
      "heat-stroke",
    );
  });

  it.each([
    // Coughed out or spat out: over.
    "mi niña se atragantó con un dulce pero lo escupió solita, ya está bien",
    // Weather in degrees said as where we are.
    "en Mexicali andamos a 41 grados, ¿qué bloqueador me recomiendan?",
    // A burning with one companion is gastritis's.
    "me arde la boca del estómago y tengo náusea después de comer picante",
  ])("%s -> no warning sign", (text) => {
    expect(assessWarningSigns(text).level).toBe("none");
  });
});
