import { CITIES } from "../catalogs/cities.ts";
import { insurerAliases, INSURERS } from "../catalogs/insurers.ts";
import { isSymptomWord, rankSpecialties, SPECIALTY_ALIASES } from "./lexicon.ts";
import { foldNTilde, foldText, softTokens } from "./normalize.ts";
import { LANGUAGE_PHRASES } from "./language.ts";
import { builtOnce } from "./built-once.ts";
import { buildFuzzyIndex, editDistance, phoneticKey, phoneticKeys } from "./fuzzy.ts";
import { closestTerm, joinedSpecialty } from "./typos.ts";
import {
  findPlace,
  findPlaceTypo,
  unknownPlaceAfterLead,
  type PlaceNote,
  type PlaceReading,
} from "./places.ts";

export { phoneticKey } from "./fuzzy.ts";
import {
  ENGLISH_CONNECTOR_WORDS,
  ENGLISH_FILLER_WORDS,
  ENGLISH_INSURER_LEAD_WORDS,
} from "./english-words.ts";
import { AGE_GROUP_SPECIALTY, readQualifiers, type TextQualifiers } from "./qualifiers.ts";

/**
 * Words that name a filter rather than a doctor ("disponible hoy", "en línea", "barato"); the
 * concepts of time, modality, price, gender and age are read by qualifiers.ts.
 */
export interface SearchQualifiers extends TextQualifiers {
  telemedicine?: boolean;
  availableToday?: boolean;
  /** "económico", "barato": cheapest first. */
  priceOrder?: "asc";
  verified?: boolean;
  /** "con cita en línea", "agendar en línea": listings that take bookings here. */
  onlineBooking?: boolean;
  /** Catalogue slug of an insurer ("que acepte AXA"). */
  insurerSlug?: string;
  /** Code of a language the doctor speaks ("que hable inglés": "en"; see language.ts). */
  language?: string;
}

export interface SearchIntent {
  specialtySlug?: string;
  citySlug?: string;
  /** Catalogue state name ("Jalisco", "Estado de México") when no city was named. */
  state?: string;
  qualifiers: SearchQualifiers;
  /** 1 for an exact catalogue word, lower for a typo-tolerant match. */
  confidence: { specialty?: number; city?: number; state?: number };
  /** The user's own words (original spelling) left after removing what was recognised. */
  remainingText: string;
  /**
   * The text without the words of its filters (qualifiers and insurer): what stays in `q`
   * once they have moved to the URL as chips.
   */
  textWithoutFilters: string;
  /** A neighbourhood of the city, as a zone slug ("polanco"). */
  zone?: string;
  /** A place read through its metro area or state, or not known: the page says so. */
  place?: PlaceNote;
}

/**
 * Abbreviations and alternative names Mexicans use for catalogue cities. State names
 * are not mapped to cities in general (a state holds many cities); "nuevo leon" is the
 * exception because it must not be read as the city of León.
 */
const EXTRA_CITY_ALIASES: readonly (readonly [slug: string, alias: string])[] = [
  ["ciudad-de-mexico", "cdmx"],
  ["ciudad-de-mexico", "cd mx"],
  ["ciudad-de-mexico", "df"],
  ["ciudad-de-mexico", "d f"],
  ["ciudad-de-mexico", "mexico df"],
  ["ciudad-de-mexico", "mexico d f"],
  ["ciudad-de-mexico", "cd de mexico"],
  ["ciudad-de-mexico", "cd mexico"],
  ["ciudad-de-mexico", "ciudad mexico"],
  ["ciudad-de-mexico", "distrito federal"],
  ["guadalajara", "gdl"],
  ["monterrey", "mty"],
  ["monterrey", "nuevo leon"],
  ["tijuana", "tj"],
  ["ciudad-juarez", "cd juarez"],
  ["queretaro", "qro"],
  ["queretaro", "santiago de queretaro"],
  ["san-luis-potosi", "slp"],
  ["san-luis-potosi", "san luis"],
  ["aguascalientes", "ags"],
  ["aguascalientes", "aguas"],
  ["oaxaca", "oaxaca de juarez"],
];

/**
 * Words that only say "I am looking for a doctor". Compared in the ñ-preserving form
 * so "uña" is never taken for "una".
 */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    "busco buscar buscando necesito quiero quisiera ocupo un una unos unas en doctor " +
    "doctora doctores doctoras dr dra medico medica medicos medicas especialista " +
    "especialistas hola gracias favor buenas buenos tardes"
  )
    .split(" ")
    .concat(ENGLISH_FILLER_WORDS),
);

/** Links such as "de" in "cardiólogo de Guadalajara": dropped only before a recognised term. */
const CONNECTOR_WORDS: ReadonlySet<string> = new Set(
  "a al cerca de del el en la para por".split(" ").concat(ENGLISH_CONNECTOR_WORDS),
);

/** Function words inside multi-word names, left uninflected ("médicos de familia"). */
const UNINFLECTED_WORDS: ReadonlySet<string> = new Set(["de", "del", "el", "la", "los", "y"]);

function pluralize(word: string): string {
  if (UNINFLECTED_WORDS.has(word) || word.endsWith("s")) return word;
  if (/[aeiou]$/.test(word)) return `${word}s`;
  if (word.endsWith("z")) return `${word.slice(0, -1)}ces`;
  return `${word}es`;
}

/**
 * Folded spellings of a specialty alias: as written, feminine (-o -> -a: "cardióloga",
 * "médica general") and plural, with every content word or only the head word
 * pluralised ("médicos de familia").
 */
function inflectAlias(phrase: string): string[][] {
  const base = foldText(phrase)
    .split(" ")
    .filter((word) => word.length > 0);
  const feminine = base.map((word) =>
    !UNINFLECTED_WORDS.has(word) && word.endsWith("o") ? `${word.slice(0, -1)}a` : word,
  );
  const variants: string[][] = [];
  for (const form of [base, feminine]) {
    variants.push(
      form,
      form.map(pluralize),
      form.map((word, i) => (i === 0 ? pluralize(word) : word)),
    );
  }
  const unique = new Map(variants.map((words) => [words.join(" "), words]));
  return [...unique.values()];
}

type TermKind = "city" | "specialty" | "state" | "qualifier" | "insurer" | "language";

/** Abbreviations of the catalogue's states as written in addresses and chats. */
const STATE_ALIASES: readonly (readonly [state: string, alias: string])[] = [
  ["Estado de México", "edomex"],
  ["Estado de México", "edo mex"],
  ["Estado de México", "edo de mexico"],
  ["Estado de México", "estado de mexico"],
  ["Jalisco", "jal"],
  ["Nuevo León", "nl"],
  ["Nuevo León", "n l"],
  ["Yucatán", "yuc"],
  ["Guanajuato", "gto"],
  ["Baja California", "bc"],
  ["Baja California", "b c"],
  ["Querétaro", "qro"],
  ["Quintana Roo", "qroo"],
  ["Quintana Roo", "q roo"],
  ["Michoacán", "mich"],
  ["Coahuila", "coah"],
  ["Chihuahua", "chih"],
  ["Tamaulipas", "tamps"],
  ["Puebla", "pue"],
  ["Oaxaca", "oax"],
  ["San Luis Potosí", "slp"],
  ["Aguascalientes", "ags"],
];

/**
 * Phrases that name the filters qualifiers.ts does not read (online booking, a verified
 * cédula). Time, modality, price, gender and age are concepts there, in both languages, so
 * the page and the API read them from one grammar.
 */
const QUALIFIER_PHRASES: readonly (readonly [qualifier: QualifierKey, phrase: string])[] = [
  // Booking here, not a video visit ("en línea" alone is teleconsultation, qualifiers.ts).
  ["onlineBooking", "con cita en linea"],
  ["onlineBooking", "cita en linea"],
  ["onlineBooking", "citas en linea"],
  ["onlineBooking", "agendar en linea"],
  ["onlineBooking", "agenda en linea"],
  ["onlineBooking", "agendar cita"],
  ["onlineBooking", "cita online"],
  ["onlineBooking", "book online"],
  ["onlineBooking", "online booking"],
  ["onlineBooking", "book appointment online"],
  ["onlineBooking", "book an appointment online"],
  ["verified", "con cedula verificada"],
  ["verified", "cedula verificada"],
  ["verified", "con cedula"],
  ["verified", "verificado"],
  ["verified", "verificada"],
  ["verified", "verificados"],
  ["verified", "certificado"],
  ["verified", "certificada"],
];

/**
 * Whole phrases that name a specialty only as a whole: their words alone say little
 * ("bebe" is also "drinks"), so they stay out of rankSpecialties' stem rules.
 */
const WHOLE_PHRASE_SPECIALTIES: readonly (readonly [slug: string, phrase: string])[] = [
  ["pediatria", "doctor para bebes"],
  ["pediatria", "doctor de bebes"],
  ["pediatria", "doctor para ninos"],
  ["pediatria", "doctor de ninos"],
  ["pediatria", "medico para ninos"],
];

type QualifierKey = "verified" | "onlineBooking";

/** Words that introduce an insurer: dropped only right before a recognised insurer. */
const INSURER_LEAD_WORDS: ReadonlySet<string> = new Set(
  "que acepte acepten acepta aceptan con seguro seguros de aseguradora tenga"
    .split(" ")
    .concat(ENGLISH_INSURER_LEAD_WORDS),
);

interface Term {
  kind: TermKind;
  slug: string;
  words: readonly string[];
}

const terms = builtOnce((): readonly Term[] => {
  const terms = new Map<string, Term>();
  const add = (kind: TermKind, slug: string, words: readonly string[]) => {
    if (words.length === 0) return;
    const key = `${kind}|${words.join(" ")}`;
    if (!terms.has(key)) terms.set(key, { kind, slug, words });
  };
  const folded = (phrase: string) =>
    foldText(phrase)
      .split(" ")
      .filter((word) => word.length > 0);

  for (const city of CITIES) {
    add("city", city.slug, folded(city.name));
    add("city", city.slug, folded(city.shortName));
    add("city", city.slug, city.slug.split("-"));
    // "León, Guanajuato": the state is consumed with the city instead of lingering.
    if (foldText(city.state) !== foldText(city.name)) {
      add("city", city.slug, folded(`${city.name} ${city.state}`));
    }
  }
  for (const [slug, alias] of EXTRA_CITY_ALIASES) add("city", slug, folded(alias));
  for (const state of new Set(CITIES.map((city) => city.state))) {
    add("state", state, folded(state));
  }
  for (const [state, alias] of STATE_ALIASES) add("state", state, folded(alias));
  for (const [key, phrase] of QUALIFIER_PHRASES) add("qualifier", key, folded(phrase));
  for (const [code, phrase] of LANGUAGE_PHRASES) add("language", code, folded(phrase));
  for (const insurer of INSURERS) {
    add("insurer", insurer.slug, folded(insurer.name));
    const core = folded(insurer.name).filter((word) => word !== "mexico" && word !== "seguros");
    if (core.length > 0) add("insurer", insurer.slug, core);
    // "Seguros Monterrey" is the insurer, never the city.
    for (const alias of insurerAliases(insurer.slug)) add("insurer", insurer.slug, folded(alias));
  }
  for (const { slug, phrase } of SPECIALTY_ALIASES) {
    for (const words of inflectAlias(phrase)) add("specialty", slug, words);
  }
  for (const [slug, phrase] of WHOLE_PHRASE_SPECIALTIES) add("specialty", slug, folded(phrase));
  return [...terms.values()];
});

const termsByFirstWord = builtOnce((): ReadonlyMap<string, readonly Term[]> => {
  const index = new Map<string, Term[]>();
  for (const term of terms()) {
    const first = term.words[0];
    if (first === undefined) continue;
    const bucket = index.get(first) ?? [];
    bucket.push(term);
    index.set(first, bucket);
  }
  return index;
});

interface Token {
  original: string;
  /** Accents stripped, ñ kept: for filler checks. */
  soft: string;
  /** foldText form: for matching names. */
  folded: string;
}

function tokenize(text: string): Token[] {
  const words = text.normalize("NFC").match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.map((original) => {
    const soft = softTokens(original).join(" ");
    return { original, soft, folded: foldNTilde(soft) };
  });
}

interface Match {
  term: Term;
  start: number;
  length: number;
}

function findMatches(tokens: readonly Token[]): Match[] {
  const matches: Match[] = [];
  tokens.forEach((token, start) => {
    for (const term of termsByFirstWord().get(token.folded) ?? []) {
      const fits = term.words.every((word, offset) => tokens[start + offset]?.folded === word);
      if (fits) matches.push({ term, start, length: term.words.length });
    }
  });
  // Longest names first ("ciudad juarez" before "juarez"), then reading order.
  return matches.sort((a, b) => b.length - a.length || a.start - b.start);
}

interface FuzzyTerm {
  term: Term;
  key: string;
}

/** Specialty and city names written as one word ("sanluis" for "san luis"), by sound. */
const fuzzyTerms = builtOnce((): readonly FuzzyTerm[] =>
  terms()
    .filter((term) => term.kind === "specialty" || term.kind === "city")
    .flatMap((term) => phoneticKeys(term.words.join("")).map((key) => ({ term, key })))
    .filter(({ key }) => key.length >= 4),
);

const fuzzyIndex = builtOnce(() =>
  buildFuzzyIndex(fuzzyTerms().map(({ term, key }) => ({ key, value: term }))),
);

/** The closest specialty or city to one unrecognised word (or two run together), if close. */
function fuzzyTerm(word: string): { term: Term; distance: number } | undefined {
  return closestTerm(word, fuzzyIndex());
}

/**
 * Reads a search box: the specialty (by name, specialist word, lay name or a close
 * misspelling), the city or state, the words that name a filter (qualifiers, insurer),
 * and what is left for the name and text search. A misspelled city is taken only when the
 * rest of the query is about a specialty or follows "en", so a surname stays a name.
 */
export function parseSearchIntent(
  text: string,
  /** `typos: false` reads the text as a name: no guessed specialty, no surname-like city. */
  options: { typos?: boolean } = {},
): SearchIntent {
  const tokens = tokenize(text);
  const consumed = new Array<boolean>(tokens.length).fill(false);
  const intent: SearchIntent = {
    qualifiers: {},
    confidence: {},
    remainingText: "",
    textWithoutFilters: "",
  };
  const filterWords = new Array<boolean>(tokens.length).fill(false);
  const stateMatches: { state: string; start: number; length: number }[] = [];
  const insurerStarts: number[] = [];
  let cityMatch: { start: number; length: number } | undefined;

  // Time, modality, price, gender and age first: their words never name a doctor or place.
  const reading = readQualifiers(tokens.map((token) => token.folded));
  Object.assign(intent.qualifiers, reading.qualifiers);
  for (const index of reading.used) consumed[index] = filterWords[index] = true;

  for (const { term, start, length } of findMatches(tokens)) {
    if (consumed.slice(start, start + length).some(Boolean)) continue;
    switch (term.kind) {
      case "city":
        if (intent.citySlug) continue;
        intent.citySlug = term.slug;
        intent.confidence.city = 1;
        cityMatch = { start, length };
        break;
      case "specialty":
        if (intent.specialtySlug) continue;
        intent.specialtySlug = term.slug;
        intent.confidence.specialty = 1;
        break;
      case "state":
        stateMatches.push({ state: term.slug, start, length });
        break;
      case "insurer":
        if (intent.qualifiers.insurerSlug) continue;
        intent.qualifiers.insurerSlug = term.slug;
        insurerStarts.push(start);
        break;
      case "language":
        intent.qualifiers.language ??= term.slug;
        break;
      case "qualifier":
        intent.qualifiers[term.slug as QualifierKey] = true;
        break;
    }
    consumed.fill(true, start, start + length);
    if (term.kind === "insurer" || term.kind === "qualifier" || term.kind === "language")
      filterWords.fill(true, start, start + length);
  }

  // Municipalities, neighbourhoods and nicknames beyond the catalogue's names (places.ts).
  const words = { folded: tokens.map((t) => t.folded), originals: tokens.map((t) => t.original) };
  const usePlace = (place: PlaceReading | undefined) => {
    if (!place || (intent.citySlug && place.citySlug !== intent.citySlug) || intent.state) return;
    consumed.fill(true, place.start, place.start + place.length);
    if (place.citySlug && !intent.citySlug) {
      intent.citySlug = place.citySlug;
      intent.confidence.city = place.typo ? 0.7 : 1;
    }
    if (place.state) [intent.state, intent.confidence.state] = [place.state, 1];
    if (place.zone) intent.zone = place.zone;
    if (place.note) intent.place = place.note;
  };
  // A municipality's name may hold a state's ("Tepatitlán de Morelos"): the longer wins.
  const inState = (i: number) => stateMatches.some((m) => i >= m.start && i < m.start + m.length);
  const place = findPlace(
    words.folded,
    words.originals,
    consumed.map((c, i) => c && !inState(i)),
  );
  if (place) {
    const within = (m: { start: number }) =>
      m.start >= place.start && m.start < place.start + place.length;
    stateMatches.splice(0, stateMatches.length, ...stateMatches.filter((m) => !within(m)));
    consumed.fill(false, place.start, place.start + place.length);
    usePlace(place);
  }

  // Typos: an unrecognised word close to a specialty or city name.
  const hasLead = (i: number) => i > 0 && CONNECTOR_WORDS.has(tokens[i - 1]?.soft ?? "");
  const fuzzy = tokens.map((token, i) =>
    options.typos === false || consumed[i] || FILLER_WORDS.has(token.soft)
      ? undefined
      : fuzzyTerm(token.folded),
  );
  // A name split in two ("otorrino laringologo", "gastro enterologo"): both words go.
  const joined =
    options.typos === false ? undefined : joinedSpecialty(tokens, consumed, fuzzyIndex());
  if (joined && (!intent.specialtySlug || intent.specialtySlug === joined.term.slug)) {
    intent.specialtySlug = joined.term.slug;
    intent.confidence.specialty ??= joined.distance === 0 ? 0.9 : 0.7;
    consumed.fill(true, joined.start, joined.start + 2);
    fuzzy.fill(undefined, joined.start, joined.start + 2);
  }
  fuzzy.forEach((found, i) => {
    if (found?.term.kind !== "specialty" || intent.specialtySlug) return;
    intent.specialtySlug = found.term.slug;
    intent.confidence.specialty = found.distance === 0 ? 0.9 : 0.7;
    consumed[i] = true;
  });
  fuzzy.forEach((found, i) => {
    if (found?.term.kind !== "city" || intent.citySlug || consumed[i]) return;
    if (!intent.specialtySlug && !hasLead(i)) return;
    intent.citySlug = found.term.slug;
    intent.confidence.city = found.distance === 0 ? 0.9 : 0.7;
    consumed[i] = true;
  });

  applyAgeGroup(intent);

  // A one-word city among other words, with no specialty, filter word or "en" before it
  // ("maría león"), may be a surname: kept with less confidence, and dropped when the text
  // is read as a name.
  if (
    cityMatch?.length === 1 &&
    !hasLead(cityMatch.start) &&
    !intent.specialtySlug &&
    Object.keys(intent.qualifiers).length === 0 &&
    tokens.some(
      (token, i) =>
        !consumed[i] && !FILLER_WORDS.has(token.soft) && !CONNECTOR_WORDS.has(token.soft),
    )
  ) {
    if (options.typos === false) {
      intent.citySlug = undefined;
      delete intent.confidence.city;
      consumed[cityMatch.start] = false;
    } else {
      intent.confidence.city = 0.6;
    }
  }

  // A state after its own city ("mérida yuc") only confirms it; alone it filters the state.
  for (const match of stateMatches) {
    const city = intent.citySlug
      ? CITIES.find((entry) => entry.slug === intent.citySlug)
      : undefined;
    if (!city) {
      intent.state ??= match.state;
      intent.confidence.state = 1;
    }
  }

  // "en" before words that are nothing the search knows: a place it does not know.
  if (!intent.citySlug && !intent.state && !stateMatches.length && options.typos !== false) {
    // Symptoms ("en el pecho") are no places either.
    const isOtherWord = (word: string) =>
      termsByFirstWord().has(word) || FILLER_WORDS.has(word) || isSymptomWord(word);
    const unknown = unknownPlaceAfterLead(words.folded, words.originals, consumed, isOtherWord);
    usePlace(findPlaceTypo(words.folded, words.originals, consumed) ?? unknown);
  }

  const dropped = [...consumed];
  // Walk backwards so a chain of connectors ("de la") before a recognised term goes too.
  for (let i = tokens.length - 2; i >= 0; i--) {
    const token = tokens[i];
    if (token && dropped[i + 1] && !consumed[i] && CONNECTOR_WORDS.has(token.soft)) {
      dropped[i] = true;
    }
  }
  for (const start of insurerStarts) {
    for (let i = start - 1; i >= 0 && INSURER_LEAD_WORDS.has(tokens[i]?.soft ?? ""); i--) {
      dropped[i] = filterWords[i] = true;
    }
  }
  // Connectors right before a filter's words ("de" in "pediatra de menos de mil") go with them.
  for (let i = tokens.length - 2; i >= 0; i--) {
    if (filterWords[i + 1] && !consumed[i] && CONNECTOR_WORDS.has(tokens[i]?.soft ?? ""))
      filterWords[i] = true;
  }
  intent.textWithoutFilters = tokens
    .filter((_, i) => !filterWords[i])
    .map((token) => token.original)
    .join(" ");
  intent.remainingText = tokens
    .filter((token, i) => !dropped[i] && !FILLER_WORDS.has(token.soft))
    .map((token) => token.original)
    .join(" ");
  return intent;
}

/**
 * "Para niños" or "para mi abuelito" with no specialty asks for Pediatría or Geriatría; beside
 * another specialty it stays a qualifier (shown, not a filter: docs/search.md).
 */
function applyAgeGroup(intent: SearchIntent): void {
  const { ageGroup } = intent.qualifiers;
  if (!ageGroup) return;
  const slug = AGE_GROUP_SPECIALTY[ageGroup];
  if (!intent.specialtySlug) {
    intent.specialtySlug = slug;
    intent.confidence.specialty = 1;
  }
  if (intent.specialtySlug === slug) delete intent.qualifiers.ageGroup;
}

/**
 * The words of a query that could be part of a doctor's name (folded, three letters or
 * more, no filler or connector): a query made only of name words is looked up as a name
 * before its words are read as symptoms or misspelled specialties.
 */
export function nameWords(text: string): string[] {
  return tokenize(text)
    .filter(
      (token) =>
        token.folded.length >= 3 &&
        /^[a-z]+$/.test(token.folded) &&
        !FILLER_WORDS.has(token.soft) &&
        !CONNECTOR_WORDS.has(token.soft),
    )
    .map((token) => token.folded);
}

/**
 * The specialty a query most likely meant when it found nothing ("¿Quisiste decir
 * Pediatría?"): a word that starts a specialty's name ("otorrinolar"), or is within a
 * third of its letters of one, or else the specialty the words point to.
 */
export function closestSpecialty(text: string): string | undefined {
  let best: { slug: string; distance: number } | undefined;
  for (const token of tokenize(text)) {
    if (token.folded.length < 4 || FILLER_WORDS.has(token.soft)) continue;
    const key = phoneticKey(token.folded);
    const max = Math.max(2, Math.floor(key.length / 3));
    for (const candidate of fuzzyTerms()) {
      if (candidate.term.kind !== "specialty") continue;
      const distance = candidate.key.startsWith(key) ? 0 : editDistance(key, candidate.key, max);
      if (distance <= max && (!best || distance < best.distance)) {
        best = { slug: candidate.term.slug, distance };
      }
    }
  }
  return best?.slug ?? rankSpecialties(text, 1)[0]?.slug;
}
