import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../tests/fakes/openai.ts";
import { AppError } from "../../common/errors.ts";
import { createOpenAiChat } from "../integrations/chat.ts";
import { soundsLikeDiagnosis } from "./diagnosis-guard.ts";
import { analyseWithLexicon } from "./lexicon-analysis.ts";
import { assessWarningSigns } from "../warning-signs/assess.ts";
import { createAssistantService } from "./service.ts";
import type { SymptomAnalysis } from "./types.ts";

const LIFE_LINE = "800 911 2000";

/** Words that would tell the person what they have. */
function expectNoDiagnosis(answer: SymptomAnalysis) {
  for (const text of [answer.greeting, ...answer.specialties.map((s) => s.reason)]) {
    expect(soundsLikeDiagnosis(text), text).toBe(false);
    expect(text).not.toMatch(/\b(tienes|padeces|sufres de|usted tiene)\b(?! que)/i);
  }
}

function expectCallForHelp(answer: SymptomAnalysis) {
  expect(answer.greeting).toMatch(/911|urgencias/);
  expect(answer.contacts.map((c) => c.phone)).toContain("911");
}

describe("Dr. Salud with the Spanish lexicon", () => {
  // [description, warning sign, urgency, follow-up specialty that must be offered]
  it.each([
    ["Tengo dolor de pecho y me falta el aire", "heart-attack-signs", "emergency", "cardiologia"],
    [
      "me duele mucho el pecho y no puedo respirar bien",
      "heart-attack-signs",
      "emergency",
      "cardiologia",
    ],
    [
      "opresión en el pecho, sudor frío y dolor en el brazo izquierdo",
      "heart-attack-signs",
      "emergency",
      "cardiologia",
    ],
    [
      "Siento presión en el pecho y me cuesta trabajo respirar",
      "heart-attack-signs",
      "emergency",
      "cardiologia",
    ],
    ["Mi papá tiene la cara caída y habla arrastrada", "stroke-signs", "emergency", "neurologia"],
    ["a mi mamá se le cayó la cara de un lado", "stroke-signs", "emergency", "neurologia"],
    ["De repente no puedo mover el brazo derecho", "stroke-signs", "emergency", "neurologia"],
    ["mi abuelo tiene el brazo débil y la boca chueca", "stroke-signs", "emergency", "neurologia"],
    [
      "mi esposo de repente no puede hablar y se le traba la lengua",
      "stroke-signs",
      "emergency",
      "neurologia",
    ],
    ["Tengo un sangrado abundante que no para", "severe-bleeding", "emergency", "medicina-general"],
    ["Me corté la mano y sale mucha sangre", "severe-bleeding", "emergency", "medicina-general"],
    [
      "hemorragia por la nariz desde hace una hora",
      "severe-bleeding",
      "emergency",
      "medicina-general",
    ],
    ["Me desmayé en el trabajo esta mañana", "fainting", "urgent", "cardiologia"],
    // A child's follow-up is pediatrics.
    ["mi hija perdió el conocimiento unos segundos", "fainting", "urgent", "pediatria"],
    ["Mi abuelo está inconsciente y no reacciona", "unresponsive", "emergency", "medicina-general"],
    ["No puedo respirar, me estoy ahogando", "severe-breathing", "emergency", "neumologia"],
    [
      "al niño se le cierra la garganta después de comer cacahuate",
      "anaphylaxis",
      "emergency",
      "alergologia",
    ],
    [
      "mi hermano se tomó todas las pastillas de mi mamá",
      "overdose",
      "emergency",
      "medicina-general",
    ],
    ["mi hijo está convulsionando y no deja de convulsionar", "seizure", "emergency", "neurologia"],
    ["Tengo dolor de pecho desde ayer", "chest-pain", "urgent", "cardiologia"],
    ["Estoy embarazada y tengo sangrado", "pregnancy-warning", "emergency", "ginecologia"],
    ["Tengo el peor dolor de cabeza de mi vida", "thunderclap-headache", "emergency", "neurologia"],
    ["Mi bebé de 3 semanas tiene fiebre", "infant-fever", "urgent", "pediatria"],
    ["Mi recién nacido tiene calentura", "infant-fever", "urgent", "pediatria"],
  ])("%s -> %s", (description, flag, urgency, specialty) => {
    expect(assessWarningSigns(description).signs.map((sign) => sign.id)).toContain(flag);
    const answer = analyseWithLexicon(description);
    expect(answer.urgency).toBe(urgency);
    if (urgency === "emergency") expect(answer.greeting).not.toMatch(/^Hola/);
    expect(answer.specialties.map((s) => s.slug)).toContain(specialty);
    expectCallForHelp(answer);
    expectNoDiagnosis(answer);
  });

  it.each([
    "Tengo pensamientos suicidas",
    "Ya no quiero vivir",
    "quiero quitarme la vida",
    "A veces pienso en matarme",
    "me quiero morir, nada tiene sentido",
    "He pensado en hacerme daño",
  ])("%s -> Línea de la Vida and 911", (description) => {
    const categories = assessWarningSigns(description).signs.map((sign) => sign.category);
    expect(categories.some((c) => c === "suicidal" || c === "self-harm")).toBe(true);
    const answer = analyseWithLexicon(description);
    expect(answer.urgency).toBe("emergency");
    expect(answer.greeting).toContain(`Línea de la Vida, ${LIFE_LINE}`);
    expect(answer.greeting).toContain("911");
    expect(answer.contacts).toEqual([
      { name: "Línea de la Vida", phone: LIFE_LINE, tel: "8009112000" },
      { name: "Emergencias", phone: "911", tel: "911" },
    ]);
    expect(answer.specialties.map((s) => s.slug)).toEqual(["psiquiatria", "psicologia"]);
    expectNoDiagnosis(answer);
  });

  // Ordinary complaints: routine, led by the specialty the search lexicon ranks first.
  it.each([
    ["Me duele la rodilla desde hace dos semanas", "traumatologia"],
    ["Tengo acné en la cara", "dermatologia"],
    ["Me salen granos en la cara y espinillas", "dermatologia"],
    ["Se me cae mucho el cabello", "dermatologia"],
    ["Tengo manchas en la piel", "dermatologia"],
    ["Me siento muy triste y sin ganas de nada", "psicologia"],
    ["Tengo mucha ansiedad por el trabajo", "psicologia"],
    ["No puedo dormir en las noches", "psiquiatria"],
    ["Mi hijo tiene fiebre y tos", "pediatria"],
    ["Mi bebé tiene sarpullido", "pediatria"],
    ["Tengo gripa y dolor de garganta", "medicina-general"],
    ["Tengo diarrea y vómito desde ayer", "medicina-general"],
    ["Me duele la cabeza muy seguido", "neurologia"],
    ["Tengo migraña", "neurologia"],
    ["Veo borroso de lejos", "oftalmologia"],
    ["Me arden los ojos", "oftalmologia"],
    ["Me duele el oído", "otorrinolaringologia"],
    ["Tengo la nariz tapada todo el tiempo", "otorrinolaringologia"],
    ["Me arde al orinar", "urologia"],
    ["Tengo problemas de próstata", "urologia"],
    ["Tengo gastritis y agruras", "gastroenterologia"],
    ["Sufro de estreñimiento", "gastroenterologia"],
    ["Tengo diabetes tipo 2", "endocrinologia"],
    ["Creo que tengo problemas de tiroides", "endocrinologia"],
    ["Tengo asma", "neumologia"],
    ["Me duelen las articulaciones de las manos", "reumatologia"],
    ["Me duele una muela", "odontologia"],
    ["Quiero bajar de peso", "nutriologia"],
    ["Tengo várices en las piernas", "angiologia"],
    ["Tengo hemorroides", "coloproctologia"],
    ["Estoy embarazada y quiero control prenatal", "ginecologia"],
    ["Mi regla es irregular", "ginecologia"],
    ["Tengo alergia al polvo y estornudos", "alergologia"],
    ["Mi abuela olvida las cosas", "geriatria"],
    ["Tengo la presión alta", "cardiologia"],
    ["Siento palpitaciones", "cardiologia"],
    ["Me torcí el tobillo jugando futbol", "traumatologia"],
    ["Tengo dolor de espalda baja", "traumatologia"],
    ["Busco un dermatólogo", "dermatologia"],
    ["Necesito un cardiólogo en Guadalajara", "cardiologia"],
  ])("%s -> %s", (description, slug) => {
    const answer = analyseWithLexicon(description);
    expect(answer.urgency).toBe("routine");
    expect(answer.contacts).toEqual([]);
    expect(answer.specialties[0]?.slug).toBe(slug);
    expect(answer.specialties.length).toBeLessThanOrEqual(3);
    expect(answer.greeting).toMatch(/^Hola, soy Dr\. Salud\./);
    expect(answer.greeting).toContain(answer.specialties[0]!.name);
    expect(answer.greeting).not.toMatch(/911/);
    for (const specialty of answer.specialties) expect(specialty.reason.length).toBeGreaterThan(10);
    expectNoDiagnosis(answer);
  });

  it.each(["asdf qwerty", "hola", "no sé qué me pasa", "quiero información", "🙂🙂🙂"])(
    "%s -> a gentle answer that suggests Medicina General",
    (description) => {
      const answer = analyseWithLexicon(description);
      expect(answer.urgency).toBe("routine");
      expect(answer.specialties).toEqual([
        expect.objectContaining({ slug: "medicina-general", name: "Medicina General" }),
      ]);
      expect(answer.greeting).toMatch(/Medicina General/);
      expectNoDiagnosis(answer);
    },
  );

  it("does not raise alarms for ordinary words that look like warning signs", () => {
    for (const description of [
      "No puedo respirar por la nariz, la tengo tapada",
      "Tengo los párpados caídos y quiero cirugía",
      "Quiero cortarme el cabello",
      "Me sangran las encías al cepillarme",
      "Se me duermen las manos en la noche",
      "Mi hijo de 3 años tiene dificultad para hablar",
      "Tengo presión alta",
      "Mi bebé de 8 meses tiene fiebre",
      "Secuelas de embolia, necesito rehabilitación",
    ]) {
      expect(assessWarningSigns(description).signs, description).toEqual([]);
    }
  });

  it("names the matched words as reasons, never a diagnosis", () => {
    const answer = analyseWithLexicon("me duele la rodilla");
    expect(answer.specialties[0]).toEqual({
      slug: "traumatologia",
      name: "Traumatología y Ortopedia",
      reason: "Suele valorar lo que describes: «dolor de rodilla».",
    });
  });
});

describe("Dr. Salud on the examples that used to get routine advice or a false alarm", () => {
  it.each([
    ["me tomé un frasco de pastillas", /^Llama al 911 ahora/],
    ["me quemé con aceite hirviendo y tengo ampollas grandes", /^Enfría la quemadura/],
    [
      "se me durmió la mitad de la cara y no puedo hablar bien",
      /^Llama al 911 ahora \(Código Cerebro\)/,
    ],
    [
      "siento como si un elefante estuviera parado en mi pecho",
      /^Llama al 911 ahora \(Código Infarto\)/,
    ],
    ["todos estarían mejor sin mí", /^Llama ahora a la Línea de la Vida, 800 911 2000/],
  ])("%s -> emergency, the greeting opens with what to do now", (description, opening) => {
    const answer = analyseWithLexicon(description);
    expect(answer.urgency).toBe("emergency");
    expect(answer.greeting).toMatch(opening);
    expect(answer.contacts.map((c) => c.phone)).toContain("911");
    expect(answer.specialties.length).toBeGreaterThan(0);
    expectNoDiagnosis(answer);
  });

  it.each([
    ["no me duele el pecho, solo tengo gripa", "medicina-general"],
    ["no tengo pensamientos suicidas, solo me siento estresada", "psicologia"],
    ["tengo el corazón roto, mi novia me dejó", "psicologia"],
    ["necesito hacerme un análisis de sangre", "medicina-general"],
    ["tengo sangre en la orina", "urologia"],
    ["mi hijo de 30 años tiene fiebre y dolor de garganta", "medicina-general"],
  ])("%s -> routine, led by %s, without 911", (description, slug) => {
    const answer = analyseWithLexicon(description);
    expect(answer.urgency).toBe("routine");
    expect(answer.contacts).toEqual([]);
    expect(answer.greeting).not.toMatch(/911|Línea de la Vida/);
    expect(answer.specialties[0]?.slug).toBe(slug);
    expect(answer.specialties.map((s) => s.slug)).not.toContain("hematologia");
  });
});

describe("the diagnosis guard", () => {
  it.each([
    "Tienes gastritis.",
    "Usted tiene una infección.",
    "Padeces migraña crónica.",
    "Se trata de una apendicitis.",
    "Es probable que sea diabetes.",
    "Tu diagnóstico es colitis.",
  ])("flags %s", (text) => expect(soundsLikeDiagnosis(text)).toBe(true));

  it.each([
    "No tienes que enfrentarlo solo.",
    "Si tienes un autoinyector, úsalo.",
    "Te puede orientar una consulta de Gastroenterología.",
    "Esta orientación no sustituye la valoración de un médico.",
  ])("lets %s through", (text) => expect(soundsLikeDiagnosis(text)).toBe(false));
});

describe("Dr. Salud with an OpenAI-compatible chat model", () => {
  let fake: FakeOpenAi;
  let assistant: ReturnType<typeof createAssistantService>;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: "clave-de-chat" });
    assistant = createAssistantService({
      chat: createOpenAiChat({
        baseUrl: fake.baseUrl,
        apiKey: "clave-de-chat",
        model: "modelo-de-prueba",
        // Long enough for a loaded machine's first connection; the hang case waits this long.
        timeoutMs: 2_000,
      }),
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const chatAnswer = (value: unknown) =>
    fake.chats.push({ kind: "content", content: JSON.stringify(value) });

  it("uses the model's answer when it is well-formed and names catalogue specialties", async () => {
    chatAnswer({
      greeting:
        "Hola, soy Dr. Salud. Para el dolor de rodilla te conviene ver a un traumatólogo. Esta orientación no sustituye la valoración de un médico.",
      specialties: [
        { slug: "traumatologia", reason: "Valora lesiones de rodilla." },
        { slug: "inventada", reason: "No existe." },
        { slug: "reumatologia" },
      ],
      urgency: "routine",
    });
    const answer = await assistant.analyzeSymptoms("me duele la rodilla al subir escaleras");
    expect(answer.source).toBe("chat");
    expect(answer.specialties.map((s) => s.slug)).toEqual(["traumatologia", "reumatologia"]);
    expect(answer.specialties[0]?.name).toBe("Traumatología y Ortopedia");
    const request = fake.chatRequests[0]!;
    expect(request.authorization).toBe("Bearer clave-de-chat");
    expect(request.body).toMatchObject({
      model: "modelo-de-prueba",
      response_format: { type: "json_object" },
    });
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain("Nunca diagnostiques");
    expect(messages[1]?.content).toContain("me duele la rodilla al subir escaleras");
  });

  it("falls back to the lexicon when the model diagnoses, fails, times out or answers garbage", async () => {
    chatAnswer({
      greeting: "Tienes una tendinitis en la rodilla.",
      specialties: [{ slug: "traumatologia", reason: "x" }],
      urgency: "routine",
    });
    fake.chats.push(
      { kind: "error", status: 500 },
      { kind: "hang" },
      { kind: "content", content: "No sé" },
    );
    for (let i = 0; i < 4; i++) {
      const answer = await assistant.analyzeSymptoms("me duele la rodilla");
      expect(answer.source).toBe("lexicon");
      expect(answer.specialties[0]?.slug).toBe("traumatologia");
    }
  });

  it("never lets the model judge warning signs: the fixed rules answer them", async () => {
    const answer = await assistant.analyzeSymptoms("tengo dolor de pecho y falta de aire");
    expect(answer.source).toBe("lexicon");
    expect(answer.urgency).toBe("emergency");
    expect(fake.chatRequests).toHaveLength(0);
  });

  it("lets the model add a warning sign, answered with the fixed rules' first action", async () => {
    const answerNaming = (warning: string) =>
      chatAnswer({
        greeting: "Hola, soy Dr. Salud. Te puede orientar Medicina General.",
        specialties: [{ slug: "medicina-general", reason: "Puede valorarte." }],
        urgency: "routine",
        warning,
      });
    answerNaming("heat-stroke");
    const answer = await assistant.analyzeSymptoms("mi papá volvió de la milpa y se siente mal");
    expect(answer.source).toBe("lexicon");
    expect(answer.urgency).toBe("emergency");
    expect(answer.greeting).toMatch(/^Llama al 911 ahora y enfría a la persona/);

    // A category that does not exist adds nothing; the model's own answer stands.
    answerNaming("inventada");
    const ordinary = await assistant.analyzeSymptoms("quiero un chequeo general");
    expect(ordinary).toMatchObject({ source: "chat", urgency: "routine" });
  });

  it("adds the call for help when the model says it is urgent but forgets to say what to do", async () => {
    chatAnswer({
      greeting: "Hola, soy Dr. Salud. Conviene que te valoren hoy mismo.",
      specialties: [{ slug: "medicina-general", reason: "Puede valorarte hoy." }],
      urgency: "urgent",
    });
    const answer = await assistant.analyzeSymptoms("tengo fiebre muy alta desde hace cuatro días");
    expect(answer.urgency).toBe("urgent");
    expectCallForHelp(answer);
  });

  it("asks for a description in Spanish when there is none", async () => {
    await expect(assistant.analyzeSymptoms("  ")).rejects.toThrow(AppError);
    await expect(assistant.analyzeSymptoms(undefined)).rejects.toThrow(
      "Describe tus síntomas para que Dr. Salud pueda orientarte.",
    );
    await expect(assistant.analyzeSymptoms("x".repeat(2001))).rejects.toThrow("demasiado larga");
  });
});
