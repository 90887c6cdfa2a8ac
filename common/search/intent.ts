import { CITIES } from "../catalogs/cities.ts";
import { SPECIALTY_ALIASES } from "./lexicon.ts";
import { foldNTilde, foldText, softTokens } from "./normalize.ts";

export interface SearchIntent {
  specialtySlug?: string;
  citySlug?: string;
  /** The user's own words (original spelling) left after removing what was recognised. */
  remainingText: string;
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
    "especialistas"
  ).split(" "),
);

/** Links such as "de" in "cardiólogo de Guadalajara": dropped only before a recognised term. */
const CONNECTOR_WORDS: ReadonlySet<string> = new Set(
  "a al cerca de del el en la para por".split(" "),
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

type TermKind = "city" | "specialty";

interface Term {
  kind: TermKind;
  slug: string;
  words: readonly string[];
}

const TERMS: readonly Term[] = (() => {
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
  for (const { slug, phrase } of SPECIALTY_ALIASES) {
    for (const words of inflectAlias(phrase)) add("specialty", slug, words);
  }
  return [...terms.values()];
})();

const TERMS_BY_FIRST_WORD: ReadonlyMap<string, readonly Term[]> = (() => {
  const index = new Map<string, Term[]>();
  for (const term of TERMS) {
    const first = term.words[0];
    if (first === undefined) continue;
    const bucket = index.get(first) ?? [];
    bucket.push(term);
    index.set(first, bucket);
  }
  return index;
})();

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
    for (const term of TERMS_BY_FIRST_WORD.get(token.folded) ?? []) {
      const fits = term.words.every((word, offset) => tokens[start + offset]?.folded === word);
      if (fits) matches.push({ term, start, length: term.words.length });
    }
  });
  // Longest names first ("ciudad juarez" before "juarez"), then reading order.
  return matches.sort((a, b) => b.length - a.length || a.start - b.start);
}

/**
 * Reads a search box: the city and the specialty when the text names them (by name,
 * abbreviation or specialist word). Symptoms are not interpreted here; pass
 * remainingText to rankSpecialties for that.
 */
export function parseSearchIntent(text: string): SearchIntent {
  const tokens = tokenize(text);
  const consumed = new Array<boolean>(tokens.length).fill(false);
  const intent: SearchIntent = { remainingText: "" };

  for (const { term, start, length } of findMatches(tokens)) {
    if (term.kind === "city" ? intent.citySlug : intent.specialtySlug) continue;
    if (consumed.slice(start, start + length).some(Boolean)) continue;
    consumed.fill(true, start, start + length);
    if (term.kind === "city") intent.citySlug = term.slug;
    else intent.specialtySlug = term.slug;
  }

  const dropped = [...consumed];
  // Walk backwards so a chain of connectors ("de la") before a recognised term goes too.
  for (let i = tokens.length - 2; i >= 0; i--) {
    const token = tokens[i];
    if (token && dropped[i + 1] && !consumed[i] && CONNECTOR_WORDS.has(token.soft)) {
      dropped[i] = true;
    }
  }
  intent.remainingText = tokens
    .filter((token, i) => !dropped[i] && !FILLER_WORDS.has(token.soft))
    .map((token) => token.original)
    .join(" ");
  return intent;
}
