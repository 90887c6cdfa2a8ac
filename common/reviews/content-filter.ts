import { remove as foldConfusables } from "confusables";
import TOP_LEVEL_DOMAINS from "tlds";
import { DIGIT_WORDS, TEEN_WORDS, TENS_WORDS } from "../text/number-words.ts";

/**
 * The content filter of reviews: what holds a review for a person to read before it is
 * public. Contact data (links, phone numbers, email addresses) and insults. Writers who want
 * to slip them through disguise them, so the text is normalised before matching: Unicode
 * compatibility forms (fullwidth digits, mathematical letters), invisible characters,
 * accents, look-alike letters of any script (Unicode's confusables, the data behind UTS #39's
 * skeleton: small capitals, Cherokee, Greek, Cyrillic…), leetspeak, spelled-out numbers and
 * spelled-out dots and "@".
 *
 * A held review is not rejected: an administrator reads it. False positives cost a delay,
 * false negatives publish somebody's phone number, so the rules lean towards holding.
 */

export const HOLD_REASONS = ["link", "phone", "email", "insult"] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

const WHY: Record<HoldReason, string> = {
  link: "parece incluir un enlace a un sitio web",
  phone: "parece incluir un número de teléfono",
  email: "parece incluir una dirección de correo electrónico",
  insult: "parece incluir lenguaje ofensivo",
};

const PRIVACY = "Para proteger tu privacidad no publicamos datos de contacto.";
const AFTERWARDS: Record<HoldReason, string> = {
  link: "No publicamos enlaces ni datos de contacto en las reseñas.",
  phone: PRIVACY,
  email: PRIVACY,
  insult: "Un moderador la leerá antes de publicarla.",
};

/** The held review's answer to its author: why it waits. */
export function heldReviewMessage(reason: HoldReason): string {
  return `Tu reseña se publicará después de una revisión porque ${WHY[reason]}. ${AFTERWARDS[reason]}`;
}

/** The reason in a few words, for the moderation record administrators read. */
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  link: "enlace",
  phone: "número de teléfono",
  email: "correo electrónico",
  insult: "lenguaje ofensivo",
};

// Letters from other scripts that look Latin and survive NFKC (Cyrillic, Greek, IPA).
const LOOKALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ɡ: "g",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  "。": ".",
  "·": ".",
  "＠": "@",
};
const LOOKALIKE_PATTERN = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");

/**
 * Lower case, compatibility forms folded (NFKC: "５５" → "55", "ｗｗｗ" → "www"), invisible
 * format characters removed (zero-width spaces and joiners, U+2060, U+FEFF, the soft hyphen,
 * bidirectional controls: all of Unicode's Cf), accents and other combining marks removed and
 * look-alike letters of other scripts mapped to Latin ones.
 */
export function normalizeForMatching(text: string): string {
  // Unicode's confusables after NFKC: "ᴘᴇɴᴅᴇᴊᴏ" (small capitals, untouched by NFKC) reads
  // "PENDEJO"; the table below stays for the few letters it maps elsewhere.
  return foldConfusables(text.normalize("NFKC").replace(/\p{Cf}/gu, ""))
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(LOOKALIKE_PATTERN, (char) => LOOKALIKES[char]!);
}

// ---------------------------------------------------------------- spelled-out numbers

const UNITS: readonly string[] = DIGIT_WORDS;
const TEENS = TEEN_WORDS;
const TENS = TENS_WORDS;
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(UNITS.map((word, value) => [word, value])),
  ...TEENS,
  ...TENS,
};
const UNIT_ALTERNATION = UNITS.slice(1).join("|");
const SPELLED_NUMBER = new RegExp(
  `\\b(${Object.keys(TENS).join("|")})\\s+y\\s+(${UNIT_ALTERNATION})\\b|\\b(${Object.keys(NUMBER_WORDS).join("|")})\\b`,
  "g",
);

/**
 * "cinco cinco uno dos…" and "cincuenta y cinco, doce, treinta y cuatro…" as digits, the way
 * people dictate a phone number. Ordinary counts ("dos semanas") become one or two digits
 * and never reach the phone rule's seven.
 */
function spelledNumbersToDigits(text: string): string {
  return text.replace(SPELLED_NUMBER, (_match, tens?: string, unit?: string, word?: string) =>
    tens ? String(TENS[tens]! + UNITS.indexOf(unit!)) : String(NUMBER_WORDS[word!]),
  );
}

// ---------------------------------------------------------------- the rules

// Dots written so that no link detector sees them: "evil[.]example", "sitio (punto) com".
const HIDDEN_DOT = /\s*(?:[[({]\s*(?:\.|punto|dot)\s*[\])}])\s*/g;
const SPOKEN_DOT = /\s+(?:punto|dot)\s+/g;
const HIDDEN_AT = /\s*(?:[[({]\s*(?:@|at|arroba)\s*[\])}]|\barroba\b)\s*/g;

// Top-level domains people use for a clinic or a shop. Short ones that are also Spanish words
// ("es", "me", "de", "co") are left out: "el punto es que…" is not a link.
const TLDS = "com|mx|net|org|info|io|app|link|site|online|store|shop|xyz|biz|health|clinic";
const LINK = new RegExp(
  `(?:\\b(?:https?|hxxps?)\\s*:\\s*//|\\bwww\\s*\\.|\\b[a-z0-9-]+\\.(?:${TLDS})\\b|\\bwa\\.me\\b|\\bbit\\.ly\\b)`,
);
// Any of the 1,400-odd top-level domains (new ones such as .doctor, .lat or .clinic too) after a
// label: "micita.doctor". Left out: those that are everyday Spanish words, which a sentence
// missing the space after its full stop would otherwise turn into an address ("bien.no",
// "consulta.gratis").
const SPANISH_WORD_TLDS = new Set(
  "al bar bio casa co de do es final futbol gratis la me mi moto ni no se si so solar soy su total tu uno va ve vi video digital capital social".split(
    " ",
  ),
);
const LINK_DOMAINS = new Set(TOP_LEVEL_DOMAINS.filter((tld) => !SPANISH_WORD_TLDS.has(tld)));
const BARE_DOMAIN = /\b[a-z0-9][a-z0-9-]{1,62}\.([a-z]{2,24})\b/g;

function hasBareDomain(text: string): boolean {
  return [...text.matchAll(BARE_DOMAIN)].some((match) => LINK_DOMAINS.has(match[1]!));
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
const MAIL_SERVICES = /@\s*(?:gmail|hotmail|outlook|yahoo|live|icloud|prodigy|protonmail)\b/;
// Seven digits or more with up to three separators of any kind between them (spaces, dots,
// dashes, brackets, slashes, bars, stars…) or ", ". "1,500.00" (a price) breaks at its bare
// comma; dates are taken out before, unless more digits follow ("55/12/34/56/78" is no date).
const PHONE = /\d(?:(?:[^\p{L}\p{N},]|,\s){0,3}\d){6,}/u;
const DATE = /(?<![\d./-])\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?![./-]?\d)/g;

/** "55 1234 567O": a letter O or l stuck to a digit is a digit in disguise. */
function digitLookalikes(text: string): string {
  return text.replace(/(?<=\d)[ol]|[ol](?=\d)/g, (char) => (char === "o" ? "0" : "1"));
}

function hasEmail(text: string): boolean {
  const withAt = text.replace(HIDDEN_AT, "@").replace(/\s*@\s*/g, "@");
  const withDots = withAt.replace(HIDDEN_DOT, ".").replace(SPOKEN_DOT, ".");
  return EMAIL.test(withDots) || MAIL_SERVICES.test(withAt);
}

function hasLink(text: string): boolean {
  // Any bracketed dot between two words is an attempt to hide an address, whatever its ending.
  if (/[a-z0-9]\s*[[({]\s*(?:\.|punto|dot)\s*[\])}]\s*[a-z0-9]/.test(text)) return true;
  const withDots = text
    .replace(HIDDEN_DOT, ".")
    .replace(SPOKEN_DOT, ".")
    // "clinica . com": spaces around a dot only count before the commonest endings, so that
    // "Muy bien. Info clara" stays a sentence.
    .replace(/\s*\.\s*(?=(?:com|mx|net|org)\b)/g, ".");
  return LINK.test(withDots) || hasBareDomain(withDots);
}

function hasPhone(text: string): boolean {
  return PHONE.test(digitLookalikes(spelledNumbersToDigits(text)).replace(DATE, " "));
}

// ---------------------------------------------------------------- insults

// Whole words only: "disputa", "reputación" and "computadora" contain "puta" and are fine.
const INSULT_WORDS = new Set([
  "puto",
  "puta",
  "putos",
  "putas",
  "pinche",
  "pinches",
  "chinga",
  "chingar",
  "chingas",
  "naco",
  "naca",
  "nacos",
  "nacas",
  "hdp",
  "ptm",
  "verga",
  "culo",
  "zorra",
  "perra",
  "marica",
  "maricon",
  "joto",
  "gilipollas",
  "malparido",
  "malparida",
]);
// Stems no ordinary Spanish word starts with: every ending counts ("pendejada", "idiotas").
const INSULT_STEMS = [
  "pendej",
  "idiot",
  "imbecil",
  "estupid",
  "cabron",
  "culer",
  "mierd",
  "chingad",
  "babos",
  "tarad",
  "hijueput",
  "hijodeput",
  "mamon",
];

const LEET: Record<string, string> = {
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/** "p3nd3j0" → "pendejo"; "1" is "i" or "l", so both readings are returned. */
function leetReadings(word: string): string[] {
  const base = word.replace(/[03457@$]/g, (char) => LEET[char]!);
  return base.includes("1") ? [base.replace(/1/g, "i"), base.replace(/1/g, "l")] : [base];
}

function isInsult(word: string): boolean {
  const collapsed = word.replace(/(.)\1+/g, "$1"); // "pendejooo", "idiiiota"
  return [word, collapsed].some(
    (candidate) =>
      INSULT_WORDS.has(candidate) || INSULT_STEMS.some((stem) => candidate.startsWith(stem)),
  );
}

function hasInsult(text: string): boolean {
  // "p.e.n.d.e.j.o", "i d i o t a", "p/e/n/d/e/j/o": single characters with one separator
  // between them.
  const joined = text.replace(
    /(?:^|(?<=\s))(?:[a-z0-9@$][\s.\-_*/\\|+~]){2,}[a-z0-9@$](?=\s|$|[,;:!?])/g,
    (run) => run.replace(/[\s.\-_*/\\|+~]/g, ""),
  );
  return joined
    .split(/[^a-z0-9@$]+/)
    .filter((word) => word.length >= 3)
    .some((word) => leetReadings(word).some(isInsult));
}

/**
 * Why a review must wait for a person before it is public, or null when it can be published
 * at once. Contact data comes first: it is what the author most needs to be told about.
 */
export function moderationHold(comment: string): HoldReason | null {
  const text = normalizeForMatching(comment);
  if (hasEmail(text)) return "email";
  if (hasLink(text)) return "link";
  if (hasPhone(text)) return "phone";
  if (hasInsult(text)) return "insult";
  return null;
}
