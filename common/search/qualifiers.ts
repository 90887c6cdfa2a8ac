/**
 * Qualifiers read as concepts from a typed search: when (today, tomorrow, weekend, evening),
 * how (teleconsultation, home visit), how much (cheapest first, a ceiling, a range), who (the
 * doctor's gender) and for whom (children, older adults). Each concept is a small grammar over
 * the folded words (accents stripped, ñ as n), not a list of phrases, so "que cobre poco",
 * "menos de mil pesos" or "por zoom" are read like "barato", "hasta 1000" or "en línea".
 *
 * The reader returns the words it used, so the caller can leave them out of the text search.
 * A feminine specialist word alone ("dermatóloga", "una médica general") is no gender filter:
 * "doctora", "dra." or "mujer" after the doctor's noun are (docs/search.md, "Calificadores").
 */

import { DIGIT_WORDS, HUNDREDS_WORDS, TEEN_WORDS, TENS_WORDS } from "../text/number-words.ts";

/** When the person wants to be seen. */
export type ScheduleWish = "today" | "tomorrow" | "weekend" | "evening";
export const SCHEDULE_WISHES: readonly ScheduleWish[] = ["today", "tomorrow", "weekend", "evening"];

/** The doctor's gender, as the directory encodes it: "Dra." (F) or "Dr." (M). */
export type DoctorGender = "F" | "M";
export const DOCTOR_GENDERS: readonly DoctorGender[] = ["F", "M"];

/** Patients the person is searching for. */
export type AgeGroup = "child" | "senior";
export const AGE_GROUPS: readonly AgeGroup[] = ["child", "senior"];

/** The specialty an age group stands for when the text names none. */
export const AGE_GROUP_SPECIALTY: Record<AgeGroup, string> = {
  child: "pediatria",
  senior: "geriatria",
};

export interface TextQualifiers {
  /** "ahorita", "hoy", "lo antes posible" also set availableToday. */
  schedule?: ScheduleWish;
  availableToday?: boolean;
  /** "por zoom", "videollamada", "telemedicina", "por teléfono". */
  telemedicine?: boolean;
  /** "a domicilio". */
  homeVisit?: boolean;
  /** "barato", "que cobre poco": cheapest first. */
  priceOrder?: "asc";
  /** Pesos: "menos de mil pesos", "hasta 800", "entre 500 y 900". */
  priceMax?: number;
  priceMin?: number;
  gender?: DoctorGender;
  ageGroup?: AgeGroup;
}

export interface QualifierReading {
  qualifiers: TextQualifiers;
  /** Indexes of the words the qualifiers used. */
  used: Set<number>;
}

const UNITS: Record<string, number> = {
  un: 1,
  una: 1,
  // "cero" is no amount anyone types.
  ...Object.fromEntries(DIGIT_WORDS.slice(1).map((word, index) => [word, index + 1])),
  ...TEEN_WORDS,
  ...TENS_WORDS,
  ...HUNDREDS_WORDS,
};

const NUMBER_WORD = `(?:${Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join("|")}|mil)`;
/** Digits ("1500", "1 500" from "1,500", "2k", "2 mil") or words ("mil quinientos"). */
const NUMBER = `(?:\\d{1,6}(?: \\d{3})?k?(?: mil)?|${NUMBER_WORD}(?: (?:y )?${NUMBER_WORD})*)`;
const CURRENCY = `(?: (?:pesos|peso|mxn|mx|varos|baros))?`;

/** The value of a number written in digits or Spanish words; undefined when it is none. */
export function spanishNumber(text: string): number | undefined {
  const words = text.trim().split(" ").filter(Boolean);
  if (words.length === 0) return undefined;
  if (/^\d/.test(words[0]!)) {
    const [first, second] = words;
    const thousandsK = first!.endsWith("k");
    let value = Number.parseInt(first!, 10);
    if (second && /^\d{3}$/.test(second)) value = value * 1000 + Number.parseInt(second, 10);
    if (thousandsK || words.includes("mil")) value *= 1000;
    return Number.isFinite(value) ? value : undefined;
  }
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === "y") continue;
    if (word === "mil") {
      total += (current || 1) * 1000;
      current = 0;
    } else if (UNITS[word] !== undefined) current += UNITS[word];
    else return undefined;
  }
  return total + current;
}

/** While reading: "hombre o mujer" cancels any gender word of the same text. */
type Reading = TextQualifiers & { anyGender?: boolean };

interface Concept {
  pattern: RegExp;
  /** What the words mean; nothing for words that only cancel a concept ("no importa el precio"). */
  read: (match: RegExpExecArray, into: Reading) => void;
}

const concept = (source: string, read: Concept["read"]): Concept => ({
  // Whole words only: the text is padded with spaces and words are joined by one space.
  pattern: new RegExp(`(?<= )(?:${source})(?= )`, "g"),
  read,
});

/**
 * Each concept is one grammar per language, joined into one pattern: English and Spanish
 * words for the same wish ("available today" and "disponible hoy", "under 500 pesos" and
 * "menos de 500 pesos") are the same concept, shown as the same chip.
 */
const either = (grammars: { es: string; en: string }) => `(?:${grammars.es}|${grammars.en})`;

const TODAY = either({
  es:
    "(?:(?:disponibles?|que (?:me )?atiendan?|atiendan?|para|consulta) )?" +
    "(?:ahorita(?: mismo)?|ahora mismo|ahora|hoy mismo|hoy|ya mismo|para ya|urgente|urgentemente|" +
    "lo (?:antes|mas pronto) posible|cuanto antes|de inmediato|inmediatamente)",
  en:
    "(?:(?:available|open|appointments?|seen|see me|for) )?" +
    "(?:today|right now|right away|asap|as soon as possible|same day(?: appointments?)?|urgently|immediately)",
});
// "ya" alone says "now" only at the end of the text ("pediatra ya"), not in "ya no me duele";
// "now" likewise ("dentist now"), not in "now my knee hurts".
const TODAY_END = "(?:ya|now)(?= $)";
// "mañana" is "tomorrow" unless it is "la mañana" (the morning) or "pasado mañana".
const TOMORROW = either({
  es: "(?:(?:disponibles?|que (?:me )?atiendan?|para|consulta) )?(?<!la |pasado )manana(?: temprano)?",
  en: "(?:(?:available|open|appointments?|for) )?(?<!after |day after )tomorrow(?: morning)?",
});
const WEEKEND = either({
  es: "(?:(?:en|el|este|para|los|de) )*(?:(?:el|este) )?(?:fin(?:es)? de semana|finde|sabados?|domingos?)",
  en:
    "(?:(?:available|open|on|over|this|next|for|during|at) )*(?:the )?" +
    "(?:weekends?|saturdays?|sundays?)",
});
const EVENING = either({
  es:
    "(?:(?:en|por|de|para) (?:la|las) noches?|esta noche|nocturn[oa]s?|de noche|" +
    "despues de (?:las )?(?:6|7|8|seis|siete|ocho)(?: (?:pm|de la (?:tarde|noche)))?|" +
    "en la tarde noche|saliendo (?:de|del) (?:trabajo|la oficina))",
  en:
    "(?:(?:available|open|appointments?|for) )?(?:tonight|(?:in the|this|on|during the) evenings?|evenings|" +
    "evening (?:hours|appointments?)|after (?:work|hours|(?:6|7|8|six|seven|eight)(?: pm)?)|open late|late (?:hours|appointments?))",
});

const TELEMEDICINE = either({
  es:
    "(?:(?:por|en|via|a traves de|con|de) )?(?:(?:una|consulta|cita|atencion) )?" +
    "(?:zoom|google meet|meet|skype|videollamadas?|video llamadas?|videoconsultas?|teleconsultas?|" +
    "telemedicina|virtual(?:es)?|(?<!cita |citas |agendar |agenda |con cita )en linea|" +
    "(?<!cita |citas |agendar |agenda |book |booking |schedule )online(?! booking)|" +
    "por internet|a distancia|por telefono|telefonicas?|por whatsapp)",
  en:
    "(?:(?:by|via|over|through|on|with|an?) )?(?:(?:an?|the) )?" +
    "(?:video ?calls?|video (?:chat|consults?|consultations?|visits?|appointments?)|" +
    "telehealth|teleconsults?|teleconsultations?|telemedicine|" +
    "(?:online|virtual|remote) (?:consults?|consultations?|visits?|appointments?|care)|" +
    "(?:by|over the) phone|phone (?:consults?|consultations?|appointments?))",
});
const HOME_VISIT = either({
  es: "(?:(?:consulta|visita|atencion|servicio|que (?:vaya|venga)) )?(?:a domicilio|a (?:mi )?casa)",
  en:
    "(?:an? )?(?:home|house) (?:visits?|calls?)|" +
    "(?:(?:who|that|to) )?(?:comes?|visits?) (?:to )?(?:my |our |the )?(?:home|house)|at (?:my |our )?home",
});

const PRICE_INDIFFERENT = either({
  es: "(?:no (?:me )?importa|sin importar|da igual|no es problema)(?: (?:el|que tan))? (?:precio|costo|cuanto cueste|caro)",
  en:
    "(?:the )?(?:price|cost) (?:doesn t|does not|don t) matter|" +
    "(?:regardless of|no matter) (?:the )?(?:price|cost)|any price",
});
const CHEAP = either({
  es:
    "(?:(?:lo )?mas )?(?:barat[oa]s?|economic[oa]s?|accesibles?)(?: posible)?|" +
    "(?:a |de )?(?:precio|costo) (?:bajo|accesible|economico|justo)|(?:de )?bajo costo|" +
    "que (?:no )?cobren? (?:poco|barato|mas barato)|que no (?:sea|sean|cobre|cobren) (?:muy )?(?:car[oa]s?|mucho)|" +
    "(?:que )?no (?:muy )?car[oa]s?|que no cueste mucho",
  en:
    "(?:the )?(?:cheap(?:est|er)?|affordable|inexpensive|low ?cost|low priced?|budget|economical|" +
    "reasonably priced|not (?:too |very |so )?expensive)",
});
const CEILING_LEAD = either({
  es: "(?:menos de|maximo|max|hasta|no mas de|a lo mucho|como mucho|por debajo de|debajo de|menor a|menor de|no mas caro que|tope de|que no pase de)",
  en: "(?:under|less than|below|up to|no more than|not more than|at most|maximum|cheaper than|lower than)",
});
const PRICE_LEAD = either({
  es: "(?:(?:por|de|que cueste|que cobre|con precio de|precio|consulta|consulta de|un precio de|con un costo de|costo) )?",
  en: "(?:(?:for|that costs?|costing|priced|price|fee|consultation|at) )?",
});
const FLOOR_LEAD = either({
  es: "(?:mas de|minimo|al menos|desde|arriba de|por lo menos)",
  en: "(?:more than|at least|minimum|starting at)",
});
const RANGE_LEAD = either({ es: "(?:entre|de)", en: "(?:between|from)" });
const RANGE_LINK = either({ es: "(?:y|a)", en: "(?:and|to)" });
const OR_LESS = either({
  es: "(?:o|para) (?:menos|abajo)",
  en: "(?:or (?:less|under|below|cheaper)|and under|tops)",
});

const GENDER_INDIFFERENT = either({
  es: "(?:(?:no (?:me )?importa|da igual)(?: si es)? )?(?:hombre o mujer|mujer (?:u|o) hombre|cualquier (?:sexo|genero))",
  en: "(?:male or female|female or male|man or woman|woman or man|any gender)",
});
const WOMAN_DOCTOR =
  "doctoras?|dras?|(?:una|la) medica(?! general| familiar| internista| de familia)|medicas? mujer(?:es)?";
// "mujer"/"hombre" after a word that names the doctor, not the patient ("ginecólogo para mujer").
const GENDER_AFTER_NOUN =
  "(?<!(?:para|de|la|las|el|los|una|un|mi|mis|soy|es) )(?<=[a-z] )(?:que sea )?(?:mujer|hombre|varon|masculino|femenina)";

// English: "female gynecologist", "a lady doctor", "male urologist"; not "doctor for women".
const GENDER_ENGLISH =
  "(?<!(?:for|of|to|with) (?:a )?)(?:female|lady|woman|male|man)(?: (?:doctors?|physicians?))?";

const CHILD = either({
  es:
    "(?:(?:para|de|que atienda a|que atienda) )?(?:(?:mi|mis|un|una|los|las|nuestro|nuestra|nuestros) )?" +
    "(?:ninos?|ninas?|bebes?|bebitos?|bebitas?|nenes?|nenas?|infantes?|recien nacid[oa]s?|chiquit[oa]s?|" +
    "menores|hij[oa]s? pequen[oa]s?|pequen[oa]s?)|(?:para|de) (?:mi|mis) hij[oa]s?|infantil(?:es)?",
  en:
    "(?:(?:for|who (?:sees|treats)|that (?:sees|treats)) )?(?:(?:my|our|a|an|the) )?(?:little )?" +
    "(?:kids?|children|child|babies|baby|toddlers?|infants?|newborns?)|for (?:my|our) (?:sons?|daughters?)",
});
const SENIOR = either({
  es:
    "(?:(?:para|de|que atienda a|que atienda) )?(?:(?:mi|mis|un|una|los|las|nuestro|nuestra) )?" +
    "(?:adult[oa]s? mayor(?:es)?|abuelit[oa]s?|abuel[oa]s?|tercera edad|ancian[oa]s?|viejit[oa]s?|personas? mayor(?:es)?)",
  en:
    "(?:(?:for|who (?:sees|treats)|that (?:sees|treats)) )?(?:(?:my|our|an?|the) )?" +
    "(?:elderly(?: (?:people|persons?|patients?|parents?|mother|father|mom|dad))?|" +
    "seniors?(?! (?:doctors?|physicians?|consultants?))(?: citizens?)?|older (?:adults?|people|persons?|patients?)|" +
    "old people|aged parents?|grand(?:ma|pa|mother|father|parents?))",
});

const number = (match: RegExpExecArray, group: number) => spanishNumber(match[group] ?? "");

/** In reading order of precedence: cancelling phrases first, then the longer readings. */
const CONCEPTS: readonly Concept[] = [
  concept(PRICE_INDIFFERENT, () => {}),
  concept(GENDER_INDIFFERENT, (_, into) => (into.anyGender = true)),
  concept(
    `${PRICE_LEAD}${RANGE_LEAD} (${NUMBER}) ${RANGE_LINK} (${NUMBER})${CURRENCY}`,
    (match, into) => {
      const [a, b] = [number(match, 1), number(match, 2)];
      if (a === undefined || b === undefined) return;
      into.priceMin = Math.min(a, b);
      into.priceMax = Math.max(a, b);
    },
  ),
  concept(`${PRICE_LEAD}${CEILING_LEAD} (?:\\$ )?(${NUMBER})${CURRENCY}`, (match, into) => {
    into.priceMax = number(match, 1);
  }),
  concept(`${PRICE_LEAD}(${NUMBER})${CURRENCY} ${OR_LESS}`, (match, into) => {
    into.priceMax = number(match, 1);
  }),
  concept(`${PRICE_LEAD}${FLOOR_LEAD} (${NUMBER})${CURRENCY}`, (match, into) => {
    into.priceMin = number(match, 1);
  }),
  concept(CHEAP, (_, into) => (into.priceOrder = "asc")),
  concept(TODAY, (_, into) => (into.schedule = "today")),
  concept(TODAY_END, (_, into) => (into.schedule = "today")),
  concept(TOMORROW, (_, into) => (into.schedule ??= "tomorrow")),
  concept(WEEKEND, (_, into) => (into.schedule ??= "weekend")),
  concept(EVENING, (_, into) => (into.schedule ??= "evening")),
  concept(HOME_VISIT, (_, into) => (into.homeVisit = true)),
  concept(TELEMEDICINE, (_, into) => (into.telemedicine = true)),
  concept(CHILD, (_, into) => (into.ageGroup ??= "child")),
  concept(SENIOR, (_, into) => (into.ageGroup ??= "senior")),
  concept(WOMAN_DOCTOR, (_, into) => (into.gender ??= "F")),
  concept(GENDER_ENGLISH, (match, into) => {
    into.gender ??= /^(?:female|lady|woman)/.test(match[0]) ? "F" : "M";
  }),
  concept(GENDER_AFTER_NOUN, (match, into) => {
    into.gender ??= /mujer|femenina/.test(match[0]) ? "F" : "M";
  }),
];

/** Out-of-range prices are no filter (a typo such as "menos de 5 pesos" is not a price). */
const MIN_PRICE = 50;
const MAX_PRICE = 100_000;

/**
 * Reads the qualifiers of a text given as its folded words (foldText form, one word each).
 * Returns what they mean and which words they used.
 */
export function readQualifiers(words: readonly string[]): QualifierReading {
  // Character offset of each word in the padded text " w0 w1 … ".
  const starts: number[] = [];
  let text = " ";
  for (const word of words) {
    starts.push(text.length);
    text += `${word} `;
  }
  const qualifiers: Reading = {};
  const used = new Set<number>();
  const taken = new Array<boolean>(text.length).fill(false);
  for (const { pattern, read } of CONCEPTS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const from = match.index;
      const to = from + match[0].length;
      if (taken.slice(from, to).some(Boolean)) continue;
      read(match, qualifiers);
      taken.fill(true, from, to);
      starts.forEach((start, i) => {
        if (start >= from && start < to) used.add(i);
      });
    }
  }
  if (qualifiers.anyGender) delete qualifiers.gender;
  delete qualifiers.anyGender;
  if (qualifiers.schedule === "today") qualifiers.availableToday = true;
  for (const key of ["priceMax", "priceMin"] as const) {
    const value = qualifiers[key];
    if (value !== undefined && (value < MIN_PRICE || value > MAX_PRICE)) delete qualifiers[key];
  }
  if (
    qualifiers.priceMin !== undefined &&
    qualifiers.priceMax !== undefined &&
    qualifiers.priceMin > qualifiers.priceMax
  )
    delete qualifiers.priceMin;
  return { qualifiers, used };
}
