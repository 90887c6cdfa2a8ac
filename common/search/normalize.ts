import * as snowball from "snowball-stemmers";
import { stripAccents } from "../text/slug.ts";

// The package is UMD and flags itself __esModule without a default export, so loaders
// disagree: Node's ESM puts module.exports on `default`, while esbuild/Vite interop
// exposes only the named exports. Accepting both keeps this module isomorphic.
const snowballFactory = typeof snowball.newStemmer === "function" ? snowball : snowball.default;

// Creating a stemmer builds its tables; one instance serves every call.
const stemmer = snowballFactory.newStemmer("spanish");

/**
 * Words that carry no meaning for routing a search. Written accent-free but WITH ñ:
 * the list is checked before ñ is folded, so "uñas" (nails) and "año" (year) are not
 * mistaken for "unas" (some) and "ano" (anus). Negations ("no", "sin") stay out on
 * purpose: "no puedo dormir" needs its "no". "solo" stays out too: "me siento solo" is
 * loneliness (see STEM_OVERRIDES).
 */
const STOPWORDS: ReadonlySet<string> = new Set(
  [
    // Articles, pronouns, prepositions, conjunctions and common verbs.
    "a al algo alguien algun alguna algunas alguno algunos ante asi aun bastante como con",
    "cual cuando de del desde despues donde durante e el ella ellas ellos en entre era es",
    "esa esas ese eso esos esta estaba estan estas este esto estos estoy fue ha han has hace",
    "hasta hay he la las le les lo los mas me mi mis mucha muchas mucho muchos muy ni nos",
    "nuestra nuestro o otra otro para pero poco por porque pues que se ser si siempre sobre",
    "son su sus tambien te tener tengo tiene tienen toda todas todo todos tu tus u un",
    "una unas uno unos y ya yo",
    // Time words: "desde hace dos años" says how long, not where to go.
    "ayer dia dias hoy mes meses semana semanas vez veces año años",
    // Search filler: it says "I want a doctor", not which one.
    "busco buscar buscando necesito quiero quisiera ocupo favor doctor doctora doctores",
    "doctoras dr dra especialista especialistas consulta cita",
  ]
    .join(" ")
    .split(" "),
);

/**
 * Inflected forms of "doler" become "dolor" so "me duele la rodilla" and
 * "dolor de rodilla" share one lexicon key; the stemmer cannot see that duel- and
 * dolor are one word.
 */
const WORD_SYNONYMS: ReadonlyMap<string, string> = new Map([
  ["duele", "dolor"],
  ["duelen", "dolor"],
  // Subjunctive: "que me duela" is pain, not "duelo" (grief).
  ["duela", "dolor"],
  ["duelan", "dolor"],
  ["dolia", "dolor"],
  ["dolian", "dolor"],
  ["dolio", "dolor"],
  ["doler", "dolor"],
  ["dolores", "dolor"],
  ["adolorido", "dolor"],
  ["adolorida", "dolor"],
  // Burning: "me arde al orinar" and "ardor al orinar" are one complaint.
  ["arde", "ardor"],
  ["arden", "ardor"],
  ["ardia", "ardor"],
  ["ardio", "ardor"],
  ["ardiendo", "ardor"],
  // Hair that keeps falling: "se me está cayendo el cabello" is "se me cae el cabello".
  // A fall (me caí, caídas) stays apart: in an older adult it is geriatrics' concern.
  ...["cayendo", "caia", "caian", "caen"].map((form) => [form, "cae"] as const),
  // Swelling and inflammation: the noun and the participle share a stem.
  ["hinchazon", "hinchado"],
  ["inflamacion", "inflamado"],
  // Numbness: "se me durmió la cara", "tengo la pierna dormida" are "se me duerme".
  ...["durmio", "durmieron", "duermen", "dormida", "dormido", "dormidas", "dormidos"].map(
    (form) => [form, "duerme"] as const,
  ),
  ...["entumida", "entumido", "entumidas", "entumidos", "entumecida", "entumecido"].map(
    (form) => [form, "entumecimiento"] as const,
  ),
  // Children's and everyday words for urine.
  ["pipi", "orina"],
  ["pis", "orina"],
]);

/**
 * Words whose Snowball stem collides with unrelated words: "internista" would stem to
 * "intern", the stem of "internar" (to hospitalise); "papá" to "pap", that of "papada".
 */
const STEM_OVERRIDES: ReadonlyMap<string, string> = new Map([
  ["internista", "internist"],
  ["internistas", "internist"],
  // "papá" would stem to "pap", the stem of "papada" (double chin).
  ["papa", "papa"],
  ["papas", "papa"],
  // "lunar" (mole) would stem to "lun" like the infinitive of a verb, the stem of "luna".
  ["lunar", "lunar"],
  ["lunares", "lunar"],
  // "mareado" would stem to "mar" (the sea) while "mareo" stems to "mare".
  ...["mareo", "mareos", "mareado", "mareada", "mareados", "mareadas", "marearme", "marearse"].map(
    (form) => [form, "mareo"] as const,
  ),
  // "nervios" (being nervous, in everyday use) and "nervio" (a nerve) share the stem "nervi".
  ...["nervios", "nervioso", "nerviosa", "nerviosos", "nerviosas", "nerviosismo"].map(
    (form) => [form, "nervios"] as const,
  ),
  // "sola" would stem to "sol" (the sun: "quemadura de sol").
  ...["solo", "sola", "solos", "solas"].map((form) => [form, "solo"] as const),
]);

const N_TILDE_MARK = "\u0001";

/**
 * Lowercase words with accents stripped but ñ kept. Stopword and filler checks use
 * this form so "uñas" and "años" are not read as "unas" and "anos".
 */
export function softTokens(text: string): string[] {
  const lowered = text.normalize("NFC").toLowerCase().replace(/ñ/g, N_TILDE_MARK);
  return stripAccents(lowered)
    .replace(new RegExp(`[^a-z0-9${N_TILDE_MARK}]+`, "g"), " ")
    .trim()
    .split(" ")
    .filter((token) => token.length > 0)
    .map((token) => token.replaceAll(N_TILDE_MARK, "ñ"));
}

/** Folds the ñ that softTokens keeps, giving foldText's form of one token. */
export function foldNTilde(token: string): string {
  return token.replaceAll("ñ", "n");
}

/** Lowercase, accents folded (ñ -> n), punctuation as spaces, single spaces. */
export function foldText(text: string): string {
  return softTokens(text).map(foldNTilde).join(" ");
}

/**
 * Snowball leaves gender and number on short words (its RV region is empty there),
 * so "ojo"/"ojos" and "alta"/"alto" would stem apart. Dropping a trailing -s, then
 * -a/-o, on stems of four letters or more puts them back together without touching
 * three-letter words such as "tos".
 */
function conflateShortStem(stem: string): string {
  let result = stem;
  if (result.length >= 4 && /[aeiou]s$/.test(result)) result = result.slice(0, -1);
  if (result.length >= 4 && /[ao]$/.test(result)) result = result.slice(0, -1);
  return result;
}

/**
 * Stems already computed: the same few thousand words come in query after query, and the
 * stemmer is a pure function. Bounded: emptied when full, so odd input cannot grow it.
 */
const STEMS = new Map<string, string>();
const MAX_STEMS = 20_000;

/** Stem of one already folded word (no stopword check). */
export function stemWord(foldedWord: string): string {
  const override = STEM_OVERRIDES.get(foldedWord);
  if (override) return override;
  const known = STEMS.get(foldedWord);
  if (known !== undefined) return known;
  const word = WORD_SYNONYMS.get(foldedWord) ?? foldedWord;
  const stem = conflateShortStem(stemmer.stem(word));
  if (STEMS.size >= MAX_STEMS) STEMS.clear();
  STEMS.set(foldedWord, stem);
  return stem;
}

/**
 * What a diminutive may come from, most likely first: "granitos" -> "granos", "bolita" ->
 * "bola", "dientito" -> "diente", "boquita" -> "boca", "dolorcito" -> "dolor". Only a guess:
 * the caller keeps a candidate when its stem is a word it knows, because "visita" or
 * "necesita" are not diminutives.
 */
export function diminutiveBases(foldedWord: string): string[] {
  const match = /^(.{2,}?)(qu|gu|c)?it([oa])(s?)$/.exec(foldedWord);
  if (!match) return [];
  const [, base = "", joint = "", vowel = "", plural = ""] = match;
  if (joint === "qu") return [`${base}c${vowel}${plural}`];
  if (joint === "gu") return [`${base}g${vowel}${plural}`];
  // "pancita" is "panza" before "pan" or "paño".
  if (joint === "c") return [`${base}z${vowel}${plural}`, base, `${base}${vowel}${plural}`];
  return [`${base}${vowel}${plural}`, `${base}e${plural}`, `${base}${plural}`];
}

/**
 * Meaningful stems of a text: folded first (people type without accents, so
 * "corazon" and "corazón" must meet), stopwords dropped, then stemmed.
 */
export function stemTokens(text: string): string[] {
  const stems: string[] = [];
  for (const token of softTokens(text)) {
    if (STOPWORDS.has(token)) continue;
    stems.push(stemWord(foldNTilde(token)));
  }
  return stems;
}
