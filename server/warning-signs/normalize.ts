import { stripAccents } from "../../common/text/slug.ts";

/**
 * A message as the warning-sign rules read it: lowercase, accents and ñ folded, the spellings
 * people type on a phone put right ("derrepente", "bomito", "embarasada", "kiero", "inchado"),
 * decimals kept ("38.5"), and the punctuation that ends a clause kept as its own token ("," and
 * ".") so that a negation does not reach across it and a phrase does not join two sentences.
 */
export interface NormalizedMessage {
  /** Tokens joined by single spaces. */
  text: string;
  tokens: string[];
}

/** Whole-word corrections: chat spellings, common misspellings and Mexican shorthand. */
const WORD_FIXES: ReadonlyMap<string, string> = new Map([
  ["q", "que"],
  ["ntp", "no te preocupes"],
  ["tqm", "te quiero mucho"],
  ["tkm", "te quiero mucho"],
  ["xfa", "por favor"],
  ["pa", "para"],
  ["toy", "estoy"],
  ["stoy", "estoy"],
  ["sta", "esta"],
  ["nd", "nada"],
  ["dsp", "despues"],
  ["dps", "despues"],
  ["k", "que"],
  ["ke", "que"],
  ["qe", "que"],
  ["xq", "porque"],
  ["pq", "porque"],
  ["porq", "porque"],
  ["xk", "porque"],
  ["tmb", "tambien"],
  ["izq", "izquierdo"],
  ["izqdo", "izquierdo"],
  ["tb", "tambien"],
  ["tmbn", "tambien"],
  ["bb", "bebe"],
  ["bebito", "bebe"],
  ["bebita", "bebe"],
  ["bebecito", "bebe"],
  ["bebecita", "bebe"],
  ["bebesito", "bebe"],
  ["bebesita", "bebe"],
  ["ijo", "hijo"],
  ["ija", "hija"],
  ["ijos", "hijos"],
  ["ermano", "hermano"],
  ["hno", "hermano"],
  ["hna", "hermana"],
  ["hnos", "hermanos"],
  ["ermana", "hermana"],
  ["derrepente", "de repente"],
  ["derrepende", "de repente"],
  ["derepente", "de repente"],
  ["aveces", "a veces"],
  ["orita", "ahorita"],
  ["aorita", "ahorita"],
  ["ase", "hace"],
  ["ace", "hace"],
  ["aser", "hacer"],
  ["acer", "hacer"],
  ["asta", "hasta"],
  ["hayer", "ayer"],
  ["iso", "hizo"],
  ["hiso", "hizo"],
  ["boy", "voy"],
  ["bamos", "vamos"],
  ["beo", "veo"],
  ["ber", "ver"],
  ["vien", "bien"],
  ["callo", "cayo"],
  ["calleron", "cayeron"],
  ["hechando", "echando"],
  ["nesesito", "necesito"],
  ["nesecito", "necesito"],
  ["nececito", "necesito"],
  ["ospital", "hospital"],
  ["pexo", "pecho"],
  ["cabesa", "cabeza"],
  ["corason", "corazon"],
  ["pastiyas", "pastillas"],
  ["pastiya", "pastilla"],
  ["tenperatura", "temperatura"],
  ["hormigeo", "hormigueo"],
  ["emorragia", "hemorragia"],
  ["hemoragia", "hemorragia"],
  ["emoragia", "hemorragia"],
  ["inconsiente", "inconsciente"],
  ["inconciente", "inconsciente"],
  ["teste", "testiculo"],
  ["testes", "testiculos"],
]);

/** Misspelt beginnings of words: b/v, s/z/c, ll/y and a dropped h. */
const PREFIX_FIXES: readonly (readonly [RegExp, string])[] = [
  [/^bomit/, "vomit"],
  [/^inchaz/, "hinchaz"],
  [/^inch/, "hinch"],
  [/^desmall/, "desmay"],
  [/^convulc/, "convuls"],
  [/^embaras/, "embaraz"],
  [/^enbaraz/, "embaraz"],
  [/^aog/, "ahog"],
  [/^asfic?si/, "asfixi"],
  [/^ampoy/, "ampoll"],
  [/^trav([ao])/, "trab$1"],
  [/^mariad/, "maread"],
  [/^cuey/, "cuell"],
  [/^web(o|it)/, "huev$1"],
  [/^guev/, "huev"],
  [/^lavi/, "labi"],
  [/^horin/, "orin"],
];

/** "kiero", "kemadura": k before e/i reads qu, before a/o/u reads c (kilos and km stay). */
function respellK(word: string): string {
  if (!word.startsWith("k") || /^(kilo|kg|km|kl)/.test(word)) return word;
  return word.replace(/k(?=[ei])/g, "qu").replace(/k(?=[aou])/g, "c");
}

/** "jajaja", "jejeje", "jsjsjs", "ajajaj", "xD": all laughter, one token. */
const LAUGHTER = /^(?:a?(?:ja)+j?|(?:je)+j?|(?:js)+j?|jajs\w*|xd+|lol)$/;

function fixWord(word: string): string {
  if (LAUGHTER.test(word)) return "jaja";
  const whole = WORD_FIXES.get(word);
  if (whole) return whole;
  let fixed = respellK(word);
  for (const [pattern, replacement] of PREFIX_FIXES) {
    if (pattern.test(fixed)) {
      fixed = fixed.replace(pattern, replacement);
      break;
    }
  }
  return fixed;
}

/** One word as the rules read it: folded and respelt; may become two ("derrepente"). */
export function normalizeWord(word: string): string {
  return fixWord(
    stripAccents(word.normalize("NFC").toLowerCase().replace(/ñ/g, "n")).replace(
      /([a-z])\1{2,}/g,
      "$1",
    ),
  );
}

/**
 * Laughing and skull emoji are read as the laughter they stand for ("me quiero morir 💀" is a
 * joke as much as "jajaja" is); every other symbol, emoji with its variation selector, skin tone
 * or zero-width joiner, is a space, so a symbol glued to a word never changes the word.
 */
const LAUGHTER_EMOJI = /[\u{1F602}\u{1F923}\u{1F480}\u{2620}\u{1F606}\u{1F639}]/gu;

export function normalizeMessage(text: string): NormalizedMessage {
  const folded = stripAccents(
    text.normalize("NFC").replace(LAUGHTER_EMOJI, " jaja ").toLowerCase().replace(/ñ/g, "n"),
  )
    // Decimals survive ("38.5", "38,5" -> "38.5"); other stops and commas become tokens.
    .replace(/(\d)[.,](\d)/g, "$1ǂ$2")
    .replace(/[.!?;:…]+/g, " . ")
    .replace(/,+/g, " , ")
    .replace(/ǂ/g, ".")
    .replace(/[^a-z0-9., ]+/g, " ")
    // "muuucho", "ayudaaa": three or more of a letter are one.
    .replace(/([a-z])\1{2,}/g, "$1");
  const tokens: string[] = [];
  for (const raw of folded.split(/\s+/)) {
    if (raw.length === 0) continue;
    if (raw === "." || raw === ",") {
      const last = tokens.at(-1);
      // A comma next to a full stop, or a stop at the start, adds nothing.
      if (last === undefined || last === "." || last === ",") {
        if (raw === "." && last === ",") tokens[tokens.length - 1] = ".";
        continue;
      }
      tokens.push(raw);
      continue;
    }
    // A dot inside a word that is not a decimal ("s.o.s") splits it.
    for (const part of raw.split(/(?<!\d)\.|\.(?!\d)/)) {
      if (part.length > 0) tokens.push(...fixWord(part).split(" "));
    }
  }
  while (tokens.at(-1) === "." || tokens.at(-1) === ",") tokens.pop();
  // Chat shorthand "m aviento", "t quiero": a lone m or t before a word is me or te.
  for (let index = 0; index < tokens.length - 1; index++) {
    const token = tokens[index];
    if ((token === "m" || token === "t") && /^[a-z]{3,}$/.test(tokens[index + 1] ?? "")) {
      tokens[index] = `${token}e`;
    }
  }
  return { text: tokens.join(" "), tokens };
}
