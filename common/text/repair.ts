import { stripAccents } from "./slug.ts";

// Imported provider data (CSV, Google Sheets, Airtable, scraped directories) often had its
// UTF-8 bytes decoded as Windows-1252 once or twice ("CardiologÃ­a"), or lost accented letters
// to "?" / "\uFFFD" ("Cardiolog?a"). These helpers undo that without touching correct text.

// ---------------------------------------------------------------------------------------------
// Mojibake: UTF-8 bytes that were read as Windows-1252.
// ---------------------------------------------------------------------------------------------

// Windows-1252 differs from Latin-1 only in 0x80–0x9F, where it has printable characters.
// The five undefined bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) usually survive as the C1 control of
// the same value, which the Latin-1 identity mapping below already covers.
const CP1252_SPECIALS: ReadonlyArray<readonly [number, string]> = [
  [0x80, "\u20AC"], // €
  [0x82, "\u201A"], // ‚
  [0x83, "\u0192"], // ƒ
  [0x84, "\u201E"], // „
  [0x85, "\u2026"], // …
  [0x86, "\u2020"], // †
  [0x87, "\u2021"], // ‡
  [0x88, "\u02C6"], // ˆ
  [0x89, "\u2030"], // ‰
  [0x8a, "\u0160"], // Š
  [0x8b, "\u2039"], // ‹
  [0x8c, "\u0152"], // Œ
  [0x8e, "\u017D"], // Ž
  [0x91, "\u2018"], // ‘
  [0x92, "\u2019"], // ’
  [0x93, "\u201C"], // “
  [0x94, "\u201D"], // ”
  [0x95, "\u2022"], // •
  [0x96, "\u2013"], // –
  [0x97, "\u2014"], // —
  [0x98, "\u02DC"], // ˜
  [0x99, "\u2122"], // ™
  [0x9a, "\u0161"], // š
  [0x9b, "\u203A"], // ›
  [0x9c, "\u0153"], // œ
  [0x9e, "\u017E"], // ž
  [0x9f, "\u0178"], // Ÿ
];

/** Character -> the single Windows-1252 (or Latin-1) byte it was decoded from. */
const CHAR_TO_BYTE: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>();
  // Latin-1 identity: also right for text that went through a strict Latin-1 decoder.
  for (let byte = 0; byte <= 0xff; byte++) map.set(String.fromCharCode(byte), byte);
  for (const [byte, char] of CP1252_SPECIALS) map.set(char, byte);
  return map;
})();

function toClassChar(char: string): string {
  return `\\u{${char.codePointAt(0)!.toString(16)}}`;
}

/** Regex class of every character that stands for a UTF-8 continuation byte (0x80–0xBF). */
const CONTINUATION = `[${[...CHAR_TO_BYTE]
  .filter(([, byte]) => byte >= 0x80 && byte <= 0xbf)
  .map(([char]) => toClassChar(char))
  .join("")}]`;

// Only lead bytes that real mojibake produces are considered. Leads such as É (0xC9), Í (0xCD),
// Ñ (0xD1), Ó (0xD3) or Ú (0xDA) are left out on purpose: correct uppercase Spanish like
// "¿QUÉ…?" or "“ATENCIÓN”" puts them right before a character that maps to a continuation byte.
//   Â Ã: U+0080–U+00FF (all Spanish accents, ¿ ¡ NBSP °)   Ä Å Æ Ë Ì Î Ï: other Latin letters,
//   Œ Š Ž ƒ ˆ ˜ (needed to undo double encoding), combining marks of NFD text, Greek (μ)
//   â: U+2000–U+2FFF (quotes, dashes, …, €, ™)   ï: U+F000–U+FFFF (BOM, U+FFFD)   ð: emoji
const TWO_BYTE_LEADS = "\u00C2\u00C3\u00C4\u00C5\u00C6\u00CB\u00CC\u00CE\u00CF";
const MOJIBAKE_SEQUENCE = new RegExp(
  `[${TWO_BYTE_LEADS}]${CONTINUATION}|[\u00E2\u00EF]${CONTINUATION}{2}|\u00F0${CONTINUATION}{3}`,
  "gu",
);

// "”" is E2 80 9D and 0x9D is undefined in Windows-1252, so many decoders dropped that last
// byte and left a bare "â€" (E2 80): the closing quote is by far its most likely origin.
const TRUNCATED_CLOSING_QUOTE = new RegExp(`\u00E2\u20AC(?!${CONTINUATION})`, "gu");

// Created once: TextDecoder construction is not free and this runs for every imported field.
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

function decodeSequence(sequence: string): string {
  const bytes = new Uint8Array(sequence.length);
  for (let i = 0; i < sequence.length; i++) {
    const byte = CHAR_TO_BYTE.get(sequence.charAt(i));
    if (byte === undefined) return sequence;
    bytes[i] = byte;
  }
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    // Not valid UTF-8 after all (e.g. "ð€" is an overlong lead): it was real text.
    return sequence;
  }
}

function repairMojibakeOnce(text: string): string {
  return text.replace(MOJIBAKE_SEQUENCE, decodeSequence).replace(TRUNCATED_CLOSING_QUOTE, "\u201D");
}

/**
 * Reverses UTF-8 text that was decoded as Windows-1252 ("CardiologÃ­a" -> "Cardiología"),
 * up to three layers deep for data that went through the mistake more than once.
 *
 * Each mojibake sequence (a lead such as "Ã", "Â", "â" followed by characters that stand for
 * continuation bytes) is mapped back to its bytes and decoded as strict UTF-8 on its own, so a
 * field mixing correct and garbled text ("Núñez, CardiologÃ­a") is fixed without touching the
 * correct part, and text without mojibake markers is returned unchanged.
 */
export function repairMojibake(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3; pass++) {
    const next = repairMojibakeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

// ---------------------------------------------------------------------------------------------
// Known words: accents lost or replaced by "?" / "\uFFFD".
// ---------------------------------------------------------------------------------------------

type WordMode =
  /** The unaccented spelling is not a Spanish word, so it is always repaired. */
  | "always"
  /**
   * The unaccented spelling is a valid word too ("mas", "numero"), so only a visible loss
   * ("m?s", "n�mero") is repaired.
   */
  | "placeholder"
  /** Like "placeholder", but right after a number the unaccented spelling is also repaired. */
  | "afterNumber";

interface KnownWord {
  /** Correct spelling; a space matches any run of whitespace. */
  word: string;
  mode: WordMode;
}

// Specialties ending in "-logía" also yield their practitioner names ("Cardiólogo").
// Obstetricia and Consulta carry no accent, so there is nothing to restore in them.
const LOGY_SPECIALTIES = [
  "Cardiología",
  "Dermatología",
  "Ginecología",
  "Psicología",
  "Neurología",
  "Oftalmología",
  "Otorrinolaringología",
  "Urología",
  "Gastroenterología",
  "Endocrinología",
  "Neumología",
  "Reumatología",
  "Oncología",
  "Traumatología",
  "Nutriología",
  "Odontología",
  "Angiología",
  "Alergología",
  "Infectología",
  "Hematología",
  "Nefrología",
  "Coloproctología",
  "Inmunología",
];

const OTHER_WORDS = [
  // Specialties and services.
  "Pediatría",
  "Psiquiatría",
  "Geriatría",
  "Cirugía",
  "Cirugías",
  "Neurocirugía",
  "Pediátrico",
  "Pediátrica",
  "Física",
  "Plástica",
  "Plástico",
  "Plásticos",
  "Estética",
  "Nutrición",
  "Rehabilitación",
  "Médico",
  "Médica",
  "Médicos",
  "Médicas",
  "Clínica",
  "Clínicas",
  "Clínico",
  // Contact details and opening hours.
  "Atención",
  "Teléfono",
  "Teléfonos",
  "Dirección",
  "Ubicación",
  "Información",
  "Electrónico",
  "Código",
  "Días",
  "Sábado",
  "Sábados",
  "Miércoles",
  "Mañana",
  "Mañanas",
  "También",
  "Además",
  "Después",
  // Places. "Juárez" and "Gutiérrez" are also surnames that their bearers may write without the
  // accent, so they are only repaired inside the place names.
  "México",
  "León",
  "Querétaro",
  "Mérida",
  "Cancún",
  "Potosí",
  "Torreón",
  "Yucatán",
  "Michoacán",
  "Culiacán",
  "Mazatlán",
  "Coyoacán",
  "Cuauhtémoc",
  "Nezahualcóyotl",
  "Ciudad Juárez",
  "Benito Juárez",
  "Ciudad Obregón",
  "Tuxtla Gutiérrez",
];

const KNOWN_WORDS: readonly KnownWord[] = [
  ...LOGY_SPECIALTIES.flatMap((specialty) => {
    const stem = specialty.slice(0, -"ología".length);
    return [specialty, ...["ólogo", "óloga", "ólogos", "ólogas"].map((end) => stem + end)];
  }).map((word): KnownWord => ({ word, mode: "always" })),
  ...OTHER_WORDS.map((word): KnownWord => ({ word, mode: "always" })),
  // "si", "mas", "esta", "solo", "que" and the like are correct without the accent and are
  // left out entirely; these few are worth fixing when the loss is visible.
  { word: "más", mode: "placeholder" },
  { word: "número", mode: "placeholder" },
  { word: "diagnóstico", mode: "placeholder" },
  // "anos" is a word, but "15 anos de experiencia" can only mean años.
  { word: "años", mode: "afterNumber" },
  { word: "año", mode: "afterNumber" },
];

// fold() is only ever called with single characters, so the cache stays as small as the
// alphabet in use; String.prototype.normalize per word start was a measurable share of imports.
const FOLD_CACHE = new Map<string, string>();

/** Lowercase letter without diacritics, the key for accent-insensitive comparison. */
function fold(char: string): string {
  let folded = FOLD_CACHE.get(char);
  if (folded === undefined) {
    folded = stripAccents(char).toLowerCase();
    FOLD_CACHE.set(char, folded);
  }
  return folded;
}

function isAccented(char: string): boolean {
  return fold(char) !== char.toLowerCase();
}

// The ways an accented letter shows up after it was lost: "?" or "\uFFFD" once per character
// or once per UTF-8 byte, or a leftover "Ã" whose second byte was dropped (Á and Í are
// C3 81 / C3 8D, and 0x81 / 0x8D are undefined in Windows-1252).
function isPlaceholderChar(char: string | undefined): boolean {
  return char === "?" || char === "\uFFFD";
}
function isPlaceholderStart(char: string | undefined): boolean {
  // The regex is case-insensitive, so "ã" is accepted wherever "Ã" is.
  return isPlaceholderChar(char) || char === "\u00C3" || char === "\u00E3";
}
const PLACEHOLDER = `(?:\u00C3[?\\uFFFD]?|[?\\uFFFD]{1,2})`;

// Letters that may stand for each base letter when accents were typed wrongly.
const LETTER_VARIANTS: Readonly<Record<string, string>> = {
  a: "aáàâä",
  e: "eéèêë",
  i: "iíìîï",
  o: "oóòôö",
  u: "uúùûü",
  n: "nñ",
};

function letterPattern(char: string): string {
  const base = fold(char);
  const variants = LETTER_VARIANTS[base];
  return variants ? `[${variants}]` : base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function wordPattern(word: string, accentedAs: "letterOrPlaceholder" | "placeholder"): string {
  return Array.from(word)
    .map((char) => {
      if (/\s/.test(char)) return "\\s+";
      if (!isAccented(char)) return letterPattern(char);
      return accentedAs === "placeholder"
        ? PLACEHOLDER
        : `(?:${PLACEHOLDER}|${letterPattern(char)})`;
    })
    .join("");
}

function entryPattern({ word, mode }: KnownWord): string {
  switch (mode) {
    case "always":
      return wordPattern(word, "letterOrPlaceholder");
    case "placeholder":
      return wordPattern(word, "placeholder");
    case "afterNumber": {
      const afterNumber = `(?<=\\d\\s{0,3})${wordPattern(word, "letterOrPlaceholder")}`;
      return `${afterNumber}|${wordPattern(word, "placeholder")}`;
    }
  }
}

// Maximal runs of word characters: a run that begins with a letter is a word start that is not
// glued to other letters or digits ("Napoleon") and is not a handle or hashtag ("@drleon").
// Matching whole runs is several times faster than a lookbehind tried at every position.
const WORD_RUN = /[\p{L}\p{M}\p{N}_@#]+/gu;

interface WordGroup {
  /** Sticky: tried only at a word start, with one capture group per entry of `entries`. */
  pattern: RegExp;
  entries: KnownWord[];
}

// Entries grouped by their first letter: trying one alternation of ~150 words at every
// position of every field made imports crawl; a handful of candidates per word start is cheap.
const WORD_GROUPS: ReadonlyMap<string, WordGroup> = (() => {
  const byLetter = new Map<string, KnownWord[]>();
  for (const entry of KNOWN_WORDS) {
    const first = entry.word.charAt(0);
    // A lost first letter ("?rea") is invisible to WORD_RUN, whose runs start with a letter.
    if (isAccented(first)) throw new Error(`Known word must start unaccented: ${entry.word}`);
    const key = fold(first);
    byLetter.set(key, [...(byLetter.get(key) ?? []), entry]);
  }
  const groups = new Map<string, WordGroup>();
  for (const [letter, entries] of byLetter) {
    const alternatives = entries.map((entry) => `(${entryPattern(entry)})`).join("|");
    // The lookahead keeps "Mexicali" and "Leonardo" from matching as "México" and "León".
    const pattern = new RegExp(`(?:${alternatives})(?![\\p{L}\\p{M}\\p{N}_])`, "iuy");
    groups.set(letter, { pattern, entries });
  }
  return groups;
})();

// URLs, e-mail addresses, handles and bare domains must keep their exact spelling. Every
// alternative is anchored at a token start so the scan stays linear in the field's length.
const TLD = "(?:com|net|org|mx|info|gob|edu)(?![\\p{L}\\p{N}-])";
const MAYBE_PROTECTED = new RegExp(`[@#]|://|www\\.|\\.${TLD}`, "iu");
const PROTECTED_SPANS = new RegExp(
  [
    `(?:https?://|www\\.)[^\\s<>"']+`,
    `(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+`,
    `[@#][\\p{L}\\p{N}_.]+`,
    `(?<![\\p{L}\\p{N}.-])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.${TLD}(?:/\\S*)?`,
  ].join("|"),
  "giu",
);

function replaceOutsideProtected(text: string, repair: (part: string) => string): string {
  if (!MAYBE_PROTECTED.test(text)) return repair(text);
  let result = "";
  let last = 0;
  for (const match of text.matchAll(PROTECTED_SPANS)) {
    result += repair(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + repair(text.slice(last));
}

function isUppercase(char: string): boolean {
  return char !== char.toLowerCase() && char === char.toUpperCase();
}

/** Writes `word` with the casing of `matched`, the text it replaces. */
function restoreWord(matched: string, word: string): string {
  const source = Array.from(matched);
  let pos = 0;
  // Split the match into one segment per character of `word`, consuming exactly what the
  // pattern accepted: whitespace runs, placeholders (greedily, like the regex) or one letter.
  const segments: Array<{ char: string; kind: "space" | "letter" | "placeholder"; text: string }> =
    [];
  for (const char of word) {
    const here = source[pos] ?? "";
    if (/\s/.test(char)) {
      let text = "";
      while (pos < source.length && /\s/.test(source[pos] ?? "")) text += source[pos++];
      segments.push({ char, kind: "space", text });
    } else if (isAccented(char) && isPlaceholderStart(here)) {
      // "Ã" takes one optional "?" after it, a "?" run takes at most two: both forms consume
      // up to two characters, exactly as PLACEHOLDER does.
      pos += isPlaceholderChar(source[pos + 1]) ? 2 : 1;
      segments.push({ char, kind: "placeholder", text: "" });
    } else {
      segments.push({ char, kind: "letter", text: here });
      pos++;
    }
  }

  let result = "";
  let wordStart = 0;
  while (wordStart < segments.length) {
    let wordEnd = wordStart;
    while (wordEnd < segments.length && segments[wordEnd]?.kind !== "space") wordEnd++;
    const letters = segments.slice(wordStart, wordEnd);
    // A lost letter has no case of its own: it is uppercase only inside an all-caps word.
    const cased = letters.filter(
      (s) => s.kind === "letter" && s.text.toLowerCase() !== s.text.toUpperCase(),
    );
    const allCaps = cased.length >= 2 && cased.every((s) => isUppercase(s.text));
    for (const s of letters) {
      const upper = s.kind === "letter" ? isUppercase(s.text) : allCaps;
      result += upper ? s.char.toUpperCase() : s.char.toLowerCase();
    }
    const space = segments[wordEnd];
    if (space) result += space.text;
    wordStart = wordEnd + 1;
  }
  return result;
}

function repairKnownWordsIn(text: string): string {
  let result = "";
  let last = 0;
  // A plain exec loop: matchAll's per-match iterator results showed up in import profiles.
  WORD_RUN.lastIndex = 0;
  for (let run = WORD_RUN.exec(text); run; run = WORD_RUN.exec(text)) {
    // Word starts inside a phrase that was just replaced ("Ciudad Juarez") are already done.
    if (run.index < last) continue;
    const group = WORD_GROUPS.get(fold(String.fromCodePoint(run[0].codePointAt(0)!)));
    if (!group) continue;
    group.pattern.lastIndex = run.index;
    const found = group.pattern.exec(text);
    if (!found) continue;
    const entry =
      group.entries[found.findIndex((capture, i) => i > 0 && capture !== undefined) - 1];
    if (!entry) continue;
    result += text.slice(last, run.index) + restoreWord(found[0], entry.word);
    last = run.index + found[0].length;
  }
  return result + text.slice(last);
}

/**
 * Restores the accents of the directory's known words (specialties, practitioner names,
 * Mexican places, contact-detail words) when they were typed without them or lost to "?" or
 * "\uFFFD": "CARDIOLOGIA" -> "CARDIOLOGÍA", "Cardiolog?a" -> "Cardiología",
 * "leon" -> "león". Whole words only, keeping the original casing; URLs and e-mail addresses
 * are left alone.
 */
export function repairKnownWords(text: string): string {
  // The patterns list precomposed letters, so decomposed (NFD) input must be composed first.
  return replaceOutsideProtected(text.normalize("NFC"), repairKnownWordsIn);
}

// ---------------------------------------------------------------------------------------------
// Whole-field cleanup.
// ---------------------------------------------------------------------------------------------

// "Â" right before a space is the first half of a mangled NBSP (C2 A0) whose second half was
// turned into a plain space or trimmed away; Spanish never writes "Â" on its own.
const STRAY_NBSP_LEAD = /\u00C2(?=\s|$)/g;
// BOMs come from CSV exports; C1 controls only ever appear as leftovers of broken decoding.
const INVISIBLE_JUNK = /[\uFEFF\u0080-\u009F]/g;

/**
 * Full cleanup for one imported text field: null-safe, trimmed, NFC, single spaces (newlines
 * kept), mojibake reversed and known words re-accented.
 */
export function repairText(text: string | null | undefined): string {
  if (text === null || text === undefined) return "";
  let result = text.normalize("NFC").replace(STRAY_NBSP_LEAD, "");
  result = repairMojibake(result);
  // Repeated after decoding because a double-encoded NBSP only reveals its stray "Â" then, and
  // mojibake of decomposed text decodes to combining marks that NFC has to fold back.
  result = result.replace(STRAY_NBSP_LEAD, "").replace(INVISIBLE_JUNK, "").normalize("NFC");
  result = result
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .trim();
  return repairKnownWords(result);
}
