import { readSubject } from "../../common/search/subject.ts";
import { findConcepts, type ConceptId, type Finding } from "./concepts.ts";
import { CONTACTS, type EmergencyContact } from "./contacts.ts";
import { classifierOpinion } from "./classifier.ts";
import { resolvedEpisodes, sentenceBounds } from "./negation.ts";
import { normalizeMessage, type NormalizedMessage } from "./normalize.ts";
import { priorityOf } from "./priority.ts";
import { RULES, type Facts, type Rule } from "./rules.ts";
import type { SignSource, WarningAssessment, WarningCategory, WarningSign } from "./types.ts";

/**
 * Dr. Salud's warning signs, read the same way for the assistant, the search box and the
 * voice search: normalise the message, find symptom concepts with their negation, read who it
 * is about and any stated temperature, glucose or pressure, then apply one rule per
 * emergency. Pure and synchronous; it never names what the person has.
 */

const FEVER_CONTEXT = /\b(fiebre|calentura|temperatura|grados|termometro|marca|caliente)\b/;
/**
 * "38.5", but not the weather: "hace 40 grados", "hoy hizo 42", "40 grados de calor", "a 42
 * grados afuera", "al mediodía con 40 grados".
 */
const TEMPERATURE =
  /(?:^| )(?<!(?:hace|hacia|hizo|hara|estamos a|andamos a|andan a|andabamos a|estaba a|estuvo a|hay|habia|unos|como) )(?<!(?:mediodia|medio dia|sol|solazo|afuera|calor|clima|tarde|partido|cancha) con )(3[5-9]|4[0-3])(?:\.(\d))?(?= |$)(?! (?:grados )?(?:de calor|afuera|a la sombra|al sol|de sensacion))/g;
/** Reading words, then the value: "glucosa en 450", "el glucómetro marca HI". */
const GLUCOSE_WORD = "(?:azucar|glucosa|glucometro|glicemia|glucemia|destrostix|dextrostix)";
const GLUCOSE_FILLER =
  "(?: (?:en|de|marca|marco|dice|dijo|sale|salio|esta|estaba|me|le|la|el|tengo|tiene|trae|traigo|anda|andaba|de|como|hasta|arriba|ahorita|hoy|y|ya))*";
const GLUCOSE = new RegExp(
  `\\b${GLUCOSE_WORD}${GLUCOSE_FILLER}(?: (?:de|del) (?:mi|su) [a-z]+(?: [a-z]+)?)?${GLUCOSE_FILLER} (\\d{2,3}|hi|high|lo|low)\\b(?! (?:anos|dias|meses|semanas|horas|minutos|kilos|kg|veces|pastillas|unidades))|\\b(\\d{2,3}|hi) (?:de |en (?:el |la )?)${GLUCOSE_WORD}\\b`,
);
const PRESSURE_FILLER =
  "(?: (?:arterial|en|de|esta|estaba|marca|marco|me|le|la|tengo|tiene|trae|traigo|salio|sale|anda|andaba|como|hasta|ya|muy|alta|dice))*";
/** "presión 165/112" (the slash becomes a space), "160 con 110", "16/11" (said as tens). */
const PRESSURE = new RegExp(
  `\\b(?:presion|tension|baumanometro)${PRESSURE_FILLER} (\\d{2,3})(?: (?:sobre|con|y|entre) | )?(\\d{1,3})?\\b`,
);
const BARE_PRESSURE =
  /\b(1\d{2}|2\d{2}) (?:sobre|con|entre )?(\d{2,3})\b(?! (?:anos|semanas|dias|meses|kilos|kg))/;
const PRESSURE_CONTEXT = /\b(?:presion|tension|baumanometro|preeclampsia|hipertens\w*)\b/;
const OXYGEN =
  /\b(?:saturacion|satura|saturando|saturo|oxigenacion|oxigeno|oximetro|spo2|sat|oxigenando)(?: (?:de|en|esta|estaba|marca|marco|le|me|sale|salio|dice|da|baja|bajo|bajando|ya|hasta|como|al))* (\d{2})\b|\b(\d{2}) (?:de )?(?:saturacion|oxigenacion|oxigeno)\b/;

/**
 * A bare number after a verb of having or measuring, said of a baby or a child: "mi bebé de 1
 * mes tiene 38", "amaneció con 38.1", "le salió 38 y medio"; of anyone with a decimal ("tiene
 * 39.8"). Not an age, a weight or weeks.
 */
const BARE_TEMPERATURE =
  /\b(?:tiene|trae|anda en|anda con|esta en|amanecio con|amanecio en|salio|salio en|le salio|marco|marca|con|llego a|subio a)(?: (?:de|a|en|como|casi))? (3[7-9]|4[0-2])(?:\.(\d))?(?= |$)(?! (?:anos|semanas|dias|meses|kilos|kg|gramos|grs|cm|centimetros|horas|minutos|veces|libras|onzas|ml|dientes|de (?:calor|presion|glucosa|azucar|saturacion)))/g;

/** The weather named: "hace un calorón de 40 grados aquí en Mexicali". */
const WEATHER = /\b(?:caloron|calorcito|calor|clima|bochorno|ola de calor|solazo|sol)\b/;
/** Words only a body temperature takes. */
const FEVER_WORDS = /\b(?:fiebre|calentura|febril|termometro|temperatura corporal)\b/;

function readTemperature(text: string, childOrBaby: boolean): number | null {
  // Degrees said next to the weather, with no word of fever, are the weather ("un calorón de
  // 40 grados"); a bare reading ("mi bebé tiene 38.5") is still a temperature on a hot day.
  const weatherDegrees = WEATHER.test(text) && !FEVER_WORDS.test(text);
  // Of an adult, only a number with a decimal ("mi esposo tiene 39.8"): "tiene 39" is an age.
  const matches = FEVER_CONTEXT.test(text)
    ? [...text.matchAll(TEMPERATURE)]
    : [...text.matchAll(BARE_TEMPERATURE)].filter((m) => childOrBaby || m[2] !== undefined);
  let highest: number | null = null;
  for (const match of matches) {
    if (weatherDegrees && text.startsWith(" grados", match.index + match[0].length)) continue;
    const value = Number(`${match[1]}.${match[2] ?? "0"}`);
    // Above 43 °C no one is alive to have it read: that is the weather.
    if (value > 43) continue;
    highest = highest === null ? value : Math.max(highest, value);
  }
  return highest;
}

function readGlucose(text: string): number | null {
  const match = GLUCOSE.exec(text);
  const value = match?.[1] ?? match?.[2];
  if (value === undefined) return null;
  if (value === "hi" || value === "high") return Number.POSITIVE_INFINITY;
  // A glucometer's "LO" is below what it can measure.
  if (value === "lo" || value === "low") return 0;
  return Number(value);
}

/** Systolic and diastolic; "16/11" and "16 con 11" are said in tens of mmHg in Mexico. */
function readPressure(text: string): { systolic: number | null; diastolic: number | null } {
  const match =
    PRESSURE.exec(text) ?? (PRESSURE_CONTEXT.test(text) ? BARE_PRESSURE.exec(text) : null);
  if (!match?.[1]) return { systolic: null, diastolic: null };
  let systolic = Number(match[1]);
  let diastolic = match[2] === undefined ? null : Number(match[2]);
  if (systolic >= 8 && systolic <= 30 && diastolic !== null && diastolic <= 20) {
    systolic *= 10;
    diastolic *= 10;
  }
  if (systolic < 60 || systolic > 300) return { systolic: null, diastolic: null };
  if (diastolic !== null && (diastolic < 30 || diastolic >= systolic)) diastolic = null;
  return { systolic, diastolic };
}

function readOxygen(text: string): number | null {
  const match = OXYGEN.exec(text);
  const value = Number(match?.[1] ?? match?.[2] ?? NaN);
  return value >= 50 && value <= 100 ? value : null;
}

/** Suicidal words are never lowered by an episode told as over. */
const NEVER_LOWERED: ReadonlySet<ConceptId> = new Set<ConceptId>([
  "suicidal",
  "death-wish",
  "self-harm",
]);

/** What a plan still to come covers is not yet swallowed: "hoy en la noche me tomo todas". */
const PLANNED: ReadonlySet<ConceptId> = new Set<ConceptId>([
  "swallowed-medicine",
  "large-amount",
  "overdose-amount",
]);

function withPlans(findings: Finding[]): Finding[] {
  const plans = findings.filter((f) => f.concept === "overdose-plan" && f.assertion === "affirmed");
  if (plans.length === 0) return findings;
  return findings.map((finding) =>
    PLANNED.has(finding.concept) &&
    finding.assertion === "affirmed" &&
    plans.some((plan) => finding.start >= plan.start && finding.start < plan.end)
      ? { ...finding, assertion: "hypothetical" }
      : finding,
  );
}

/** An animal ("mi perro", "a mi gata", "el caballo", "la mascota"). */
const ANIMAL =
  /^(?:perr[oa]s?|perrit[oa]s?|perrhij[oa]|lomit[oa]s?|cachorr[oa]s?|gat[oa]s?|gatit[oa]s?|michis?|minin[oa]|mascotas?|caballos?|yegua|burr[oa]|vacas?|becerr[oa]|borreg[oa]|chivas?|chivo|cerd[oa]|puerc[oa]|marrano|gallinas?|pollit[oa]s?|pajarit[oa]|perico|loro|conejo|conejit[oa]|hamster|tortuga|huron|veterinari[oa])$/;
/** A person who can be the patient ("mi hijo", "mi abuela", "el señor", "yo"). */
const PERSON =
  /^(?:yo|hij[oa]s?|bebes?|bebit[oa]|bb|nin[oa]s?|nene|nena|chamac[oa]|mama|papa|ama|apa|madre|padre|abuel\w*|espos[oa]|marido|mujer|senor[a]?|senores|tio|tia|herman\w*|prim[oa]|sobrin\w*|vecin[oa]|amig[oa]|compa\w*|suegr[oa]|novi[oa]|pareja|cunad[oa]|niet[oa]s?|jefe|jefa|paciente|muchach[oa]|chav[oa]|senorita|joven|persona|alguien|familia)$/;
/** An animal that bit, scratched or kicked is not the patient: "me mordió mi perro". */
const ANIMAL_AS_CAUSE =
  /^(?:mordio|mordia|muerde|mordida|mordidas|arano|arana|ataco|pateo|pico|tumbo|aventó|avento)$/;

/**
 * Findings about an animal: in its sentence, the last patient named before the finding is an
 * animal ("mi perro está convulsionando", "a mi gato le sale sangre y no para", "la tortuga de
 * mi hijo no se mueve"), not one that bit or kicked. A veterinarian's patient gets no human emergency; suicide and self-harm words
 * are the writer's own and always count.
 */
function withAnimalPatients(message: NormalizedMessage, findings: Finding[]): Finding[] {
  const { tokens } = message;
  if (!tokens.some((token) => ANIMAL.test(token))) return findings;
  const aboutAnimal = (start: number) => {
    const [from] = sentenceBounds(tokens, start, start + 1);
    for (let index = start - 1; index >= from; index--) {
      const token = tokens[index]!;
      // "la tortuga de mi hijo": the person owns the animal named before.
      const owner = tokens[index - 1] === "de" || tokens[index - 2] === "de";
      if (PERSON.test(token) && !owner) return false;
      if (ANIMAL.test(token)) {
        const around = tokens.slice(Math.max(from, index - 3), index + 4);
        return !around.some((word) => ANIMAL_AS_CAUSE.test(word));
      }
    }
    return false;
  };
  return findings.map((finding) =>
    finding.assertion === "affirmed" &&
    !NEVER_LOWERED.has(finding.concept) &&
    aboutAnimal(finding.start)
      ? { ...finding, assertion: "animal" }
      : finding,
  );
}

/** Findings inside an episode told as past and over count as past. */
function withResolvedEpisodes(message: NormalizedMessage, raw: Finding[]): Finding[] {
  const findings = withTopicQuestions(message, withAnimalPatients(message, withPlans(raw)));
  const episodes = resolvedEpisodes(message);
  if (episodes.length === 0) return findings;
  return findings.map((finding) =>
    finding.assertion === "affirmed" &&
    !NEVER_LOWERED.has(finding.concept) &&
    episodes.some(([from, to]) => finding.start >= from && finding.start < to)
      ? { ...finding, assertion: "past" }
      : finding,
  );
}

/** "Suicidio" or "suicida" as a noun or adjective of a topic: "prevención del suicidio". */
const TOPIC_WORD = /^(?:suicidio|suicidios|suicida|suicidas)$/;
/** Words before it that make it someone's own: "he pensado en el suicidio", "intentó suicidio". */
const OWN_BEFORE =
  /(?:^| )(?:pienso|pense|pensado|pensando|penso|piensa|pensamientos|ideas?|intent\w*|cometer|cometio|tendencias|planeando|riesgo de|tengo|tiene|tuve|tuvo)(?: |$)/;

/**
 * A question about a topic for school, work or in general ("una tarea sobre prevención del
 * suicidio, ¿cuáles son las señales?") names nobody at risk: "suicidio" as the topic is
 * hypothetical there. Words of a person's own ("me quiero matar", "mi amigo dice que se quiere
 * matar", "he pensado en el suicidio") still count.
 */
function withTopicQuestions(message: NormalizedMessage, findings: Finding[]): Finding[] {
  if (!findings.some((f) => f.concept === "topic-question" && f.assertion === "affirmed")) {
    return findings;
  }
  return findings.map((finding) => {
    if (finding.concept !== "suicidal" || !TOPIC_WORD.test(finding.words)) return finding;
    const before = message.tokens.slice(Math.max(0, finding.start - 4), finding.start).join(" ");
    return OWN_BEFORE.test(before) ? finding : { ...finding, assertion: "hypothetical" };
  });
}

function factsOf(message: NormalizedMessage, findings: readonly Finding[]): Facts {
  const present = new Set<ConceptId>(
    findings.filter((finding) => finding.assertion === "affirmed").map((f) => f.concept),
  );
  const subject = readSubject(message.text);
  const temperature = readTemperature(message.text, subject.infant || subject.child);
  const ended = new Set<ConceptId>(
    findings.filter((finding) => finding.assertion === "resolved").map((f) => f.concept),
  );
  const has = (concept: ConceptId) => present.has(concept);
  return {
    has,
    justEnded: (concept) => ended.has(concept),
    count: (...concepts) => concepts.filter(has).length,
    subject,
    temperature,
    glucose: readGlucose(message.text),
    ...readPressure(message.text),
    oxygen: readOxygen(message.text),
    fever: temperature === null ? has("fever") : temperature >= 38,
  };
}

/** A sign whose advice another one already gives. */
const COVERED_BY: Readonly<Record<string, readonly string[]>> = {
  "severe-breathing": ["choking", "anaphylaxis", "heart-attack-signs"],
  "infant-fever": ["infant-warning", "meningitis-signs"],
  poisoning: ["overdose"],
  "physical-violence": ["sexual-violence"],
  // A baby's vomiting and belly are the baby's signs: "lleva al bebé a urgencias" says it all,
  // and the abdomen's advice (no laxatives, no painkillers) is written for adults.
  "acute-abdomen": ["infant-warning"],
};

function signOf(rule: Rule, facts: Facts, source: SignSource): WarningSign {
  const specialties =
    facts.subject.child && rule.childSpecialties ? rule.childSpecialties : rule.specialties;
  return {
    id: rule.id,
    category: rule.category,
    level: rule.level,
    firstAction: rule.firstAction,
    advice: rule.advice,
    contacts: rule.contacts.map((id) => CONTACTS[id]),
    specialties,
    source,
  };
}

/**
 * The one place that composes the numbers of an answer. Whenever suicide or self-harm is read
 * (by any opinion, in any sign), the answer names both the Línea de la Vida and 911, whatever
 * the other signs' contacts; otherwise every sign's numbers, without repeats, in order.
 */
export function composeContacts(signs: readonly WarningSign[]): EmergencyContact[] {
  const byTel = new Map<string, EmergencyContact>();
  for (const contact of signs.flatMap((sign) => sign.contacts)) byTel.set(contact.tel, contact);
  if (signs.some((sign) => CRISIS_CATEGORIES.has(sign.category))) {
    for (const contact of [CONTACTS.lifeLine, CONTACTS.emergencies]) {
      if (!byTel.has(contact.tel)) byTel.set(contact.tel, contact);
    }
  }
  return [...byTel.values()];
}

/** The concepts found in a message and how each is asserted, for tests and the eval. */
export function explainWarningSigns(text: string): Finding[] {
  const message = normalizeMessage(text);
  return withResolvedEpisodes(message, findConcepts(message));
}

/** The rule whose advice a category gets when only another opinion raised it. */
const RULE_OF_CATEGORY: Readonly<Record<WarningCategory, string>> = {
  stroke: "stroke-signs",
  "heart-attack": "heart-attack-signs",
  "severe-bleeding": "severe-bleeding",
  poisoning: "poisoning",
  suicidal: "suicidal-thoughts",
  "self-harm": "self-harm",
  pregnancy: "pregnancy-warning",
  infant: "infant-warning",
  anaphylaxis: "anaphylaxis",
  breathing: "severe-breathing",
  seizure: "seizure",
  burns: "serious-burn",
  "head-injury": "head-injury",
  "thunderclap-headache": "thunderclap-headache",
  meningitis: "meningitis-signs",
  abdomen: "acute-abdomen",
  diabetic: "diabetic-emergency",
  testicular: "testicular-pain",
  "fever-confusion": "fever-confusion",
  unresponsive: "unresponsive",
  violence: "physical-violence",
  "heat-stroke": "heat-stroke",
};
const CRISIS_CATEGORIES: ReadonlySet<WarningCategory> = new Set(["suicidal", "self-harm"]);
/** Concepts that frame a message without being a symptom. */
const CONTEXT_ONLY: ReadonlySet<ConceptId> = new Set<ConceptId>(["laughter", "everyday-trouble"]);

/**
 * Something other than the ordinary discomforts of pregnancy (nausea, tiredness): a guessed
 * obstetric emergency needs one of the warning signs of pregnancy to be said.
 */
function pregnancyWarningSaid(facts: Facts): boolean {
  return (
    facts.fever ||
    facts.count(
      "bleeding",
      "spotting",
      "waters-broke",
      "fetal-movement-stopped",
      "headache",
      "vision-spots",
      "belly-pain",
      "belly-severe",
      "epigastric-pain",
      "contractions",
      "seizure",
      "swelling",
      "fainted",
      "unresponsive",
      "dizzy",
      "severe-pain",
      "breathless",
      "vomiting",
      "pale",
      "lethargic",
      "confused",
    ) > 0
  );
}

/** A glucometer reading between 70 and 250 mg/dL and none of a sugar emergency's signs. */
function glucoseInRange(facts: Facts): boolean {
  return (
    facts.glucose !== null &&
    facts.glucose >= 70 &&
    facts.glucose <= 250 &&
    facts.count(
      "confused",
      "lethargic",
      "unresponsive",
      "fainted",
      "vomiting",
      "shaking",
      "cold-sweat",
      "sweet-breath",
      "seizure",
    ) === 0
  );
}

export function ruleOfCategory(category: WarningCategory): Rule {
  const rule = RULES.find((r) => r.id === RULE_OF_CATEGORY[category]);
  if (!rule) throw new Error(`no rule for ${category}`);
  return rule;
}

/**
 * What the classifier adds to the rules (recall first): the crisis lines whenever it reads
 * suicide or self-harm and the rules did not, and its category's emergency when the rules
 * found none. An episode told as past and over (a past time plus a recovery) silences it,
 * except for suicide and self-harm.
 */
function classifierRules(
  message: NormalizedMessage,
  fired: readonly Rule[],
  findings: readonly Finding[],
  rawFindings: readonly Finding[],
  facts: Facts,
): Rule[] {
  // Words with no symptom in them ("no sé qué me pasa") are not read by n-grams alone;
  // laughter and an everyday trouble are not symptoms ("ya no aguanto a mi suegra jaja").
  if (
    !findings.some(
      (finding) => finding.assertion === "affirmed" && !CONTEXT_ONLY.has(finding.concept),
    )
  ) {
    return [];
  }
  const opinion = classifierOpinion(message, rawFindings);
  const crisisRead =
    opinion.raisesCrisis || (opinion.raises && CRISIS_CATEGORIES.has(opinion.category));
  // A cut told as an accident, with no purpose, habit or despair said, is not a crisis to read
  // between the lines ("me corté las piernas rasurándome").
  const accident =
    facts.has("accidental-injury") &&
    facts.count("harm-purpose", "despair", "death-wish", "suicidal") === 0;
  if (crisisRead && !accident && !fired.some((rule) => CRISIS_CATEGORIES.has(rule.category))) {
    return [ruleOfCategory(opinion.category === "self-harm" ? "self-harm" : "suicidal")];
  }
  // A category the rules already read (a baby's fever: same day) is theirs to grade; a sugar
  // reading in range ("marca 180 después de comer") with nothing else is not a sugar emergency.
  if (
    opinion.raises &&
    !(opinion.category === "diabetic" && glucoseInRange(facts)) &&
    !(accident && CRISIS_CATEGORIES.has(opinion.category)) &&
    !(opinion.category === "pregnancy" && !pregnancyWarningSaid(facts)) &&
    !fired.some((rule) => rule.level === "emergency" || rule.category === opinion.category) &&
    resolvedEpisodes(message).length === 0
  ) {
    return [ruleOfCategory(opinion.category)];
  }
  return [];
}

export interface AssessOptions {
  /** Ask the learned classifier too (default); the training script turns it off. */
  secondOpinion?: boolean;
  /** Categories another opinion (a chat model) read: each can only add its emergency. */
  extraCategories?: readonly WarningCategory[];
}

export function assessWarningSigns(text: string, options: AssessOptions = {}): WarningAssessment {
  const message = normalizeMessage(text);
  const rawFindings = findConcepts(message);
  const findings = withResolvedEpisodes(message, rawFindings);
  const facts = factsOf(message, findings);
  const byRules = RULES.filter((rule) => rule.when(facts)).sort(
    (a, b) => priorityOf(a.id) - priorityOf(b.id),
  );
  const sources = new Map<Rule, SignSource>(byRules.map((rule) => [rule, "rules"]));
  if (options.secondOpinion !== false) {
    for (const rule of classifierRules(message, byRules, findings, rawFindings, facts)) {
      sources.set(rule, "classifier");
    }
  }
  for (const category of options.extraCategories ?? []) {
    const rule = ruleOfCategory(category);
    if (![...sources.keys()].some((r) => r.category === category)) sources.set(rule, "model");
  }
  // Every opinion's rule takes its place in the one order (a crisis read by the classifier
  // comes before a collapse the rules read), except that a crisis only the classifier read
  // follows the physical emergencies the rules read with a cause ("se quemó con gasolina":
  // cool the burn first); the crisis lines are still given.
  const physical = byRules.filter(
    (rule) =>
      rule.level === "emergency" &&
      rule.id !== "unresponsive" &&
      !CRISIS_CATEGORIES.has(rule.category),
  );
  const rank = (rule: Rule) => {
    const own = priorityOf(rule.id);
    if (sources.get(rule) !== "classifier" || !CRISIS_CATEGORIES.has(rule.category)) return own;
    return Math.max(own, ...physical.map((r) => priorityOf(r.id) + 0.5));
  };
  const fired = [...sources.keys()].sort((a, b) => rank(a) - rank(b));
  const firedIds = new Set(fired.map((rule) => rule.id));
  const emergency = fired.some((rule) => rule.level === "emergency");
  const signs = fired
    .filter((rule) => !(COVERED_BY[rule.id] ?? []).some((id) => firedIds.has(id)))
    // Once something is an emergency, same-day advice would only blur the message.
    .filter((rule) => !emergency || rule.level === "emergency")
    .map((rule) => signOf(rule, facts, sources.get(rule)!));
  const first = signs[0];
  return {
    level: first ? (emergency ? "emergency" : "urgent") : "none",
    signs,
    firstAction: first?.firstAction ?? null,
    contacts: composeContacts(signs),
  };
}

/**
 * A compact answer for a banner (search box, voice search): the level, the action to take
 * now and the numbers to call; null when the text holds no warning sign.
 */
export interface WarningSummary {
  level: "emergency" | "urgent";
  firstAction: string;
  contacts: EmergencyContact[];
  categories: string[];
}

export function summarizeWarningSigns(text: string): WarningSummary | null {
  return summaryOf(assessWarningSigns(text));
}

export function summaryOf(assessment: WarningAssessment): WarningSummary | null {
  if (assessment.level === "none" || !assessment.firstAction) return null;
  return {
    level: assessment.level,
    firstAction: assessment.firstAction,
    contacts: assessment.contacts,
    categories: [...new Set(assessment.signs.map((sign) => sign.category))],
  };
}
