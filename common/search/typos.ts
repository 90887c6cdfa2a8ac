import {
  allowedTypos,
  allowedTyposFirstLetterChanged,
  buildFuzzyIndex,
  phoneticKey,
  phoneticKeys,
  type FuzzyIndex,
} from "./fuzzy.ts";

/** What typo matching needs of a recognised term. */
interface Kinded {
  kind: string;
}

/**
 * The closest term to one unrecognised word (folded), when it is close enough: a specialty or a
 * city by sound and edit distance, a specialty even when the first sound is wrong
 * ("xinecologo", "osiquiatra"), with one typo at most then (see allowedTyposFirstLetterChanged).
 * Cities keep their first sound: a surname near a city name ("Colima", "Toluca") usually does.
 */
export function closestTerm<T extends Kinded>(
  word: string,
  index: FuzzyIndex<T>,
): { term: T; distance: number } | undefined {
  if (word.length < 5 || /\d/.test(word)) return undefined;
  const key = phoneticKey(word);
  let best: { term: T; distance: number } | undefined;
  for (const hit of index.lookup(key, allowedTypos(word.length))) {
    if (
      hit.key[0] !== key[0] &&
      (hit.value.kind !== "specialty" || hit.distance > allowedTyposFirstLetterChanged(word.length))
    )
      continue;
    if (
      !best ||
      hit.distance < best.distance ||
      (hit.distance === best.distance &&
        hit.value.kind === "specialty" &&
        best.term.kind !== "specialty")
    ) {
      best = { term: hit.value, distance: hit.distance };
    }
  }
  return best;
}

/**
 * A specialty name typed as two words ("otorrino laringologo", "gastro enterologo", "neumo
 * logo"): two neighbouring words whose joined spelling is a specialty name or close to one. The
 * first may already be read as that specialty's short name ("otorrino"); the second must be free.
 */
export function joinedSpecialty<T extends Kinded & { slug: string }>(
  tokens: readonly { folded: string }[],
  consumed: readonly boolean[],
  index: FuzzyIndex<T>,
): { term: T; distance: number; start: number } | undefined {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const first = tokens[i]!.folded;
    const second = tokens[i + 1]!.folded;
    if (consumed[i + 1] || first.length < 3 || second.length < 3) continue;
    if (!/^[a-z]+$/.test(first + second)) continue;
    const found = closestTerm(first + second, index);
    if (found?.term.kind !== "specialty") continue;
    if (consumed[i] && !isSpecialtyWord(first, found.term.slug, index)) continue;
    return { ...found, start: i };
  }
  return undefined;
}

/** Whether `word` alone names the specialty `slug` exactly (its short name: "otorrino"). */
function isSpecialtyWord<T extends Kinded & { slug: string }>(
  word: string,
  slug: string,
  index: FuzzyIndex<T>,
): boolean {
  return index
    .lookup(phoneticKey(word), 0)
    .some((hit) => hit.value.kind === "specialty" && hit.value.slug === slug);
}

/** Words shorter than this are never corrected into a symptom word: too many look alike. */
const MIN_CORRECTED_LENGTH = 6;

/**
 * A corrector for the symptom lexicon's words (lay names, complaints, English words): a typed
 * word it does not know becomes the stem of the closest known word ("diarrhoea" spelt
 * "diarhoea", "garganata", "infecion"), by sound and edit distance, from a prebuilt index.
 * `words` pairs each known word (folded) with the stem the lexicon's rules use.
 */
export function buildWordCorrector(
  words: Iterable<readonly [folded: string, stem: string]>,
): (folded: string) => string | undefined {
  const entries: { key: string; value: string }[] = [];
  const seen = new Set<string>();
  for (const [folded, stem] of words) {
    if (folded.length < MIN_CORRECTED_LENGTH || !/^[a-z]+$/.test(folded)) continue;
    for (const key of phoneticKeys(folded)) {
      if (seen.has(`${key}|${stem}`)) continue;
      seen.add(`${key}|${stem}`);
      entries.push({ key, value: stem });
    }
  }
  const index = buildFuzzyIndex(entries);
  return (folded) => {
    if (folded.length < MIN_CORRECTED_LENGTH || !/^[a-z]+$/.test(folded)) return undefined;
    const key = phoneticKey(folded);
    const hit = index
      .lookup(key, allowedTypos(folded.length))
      .find(
        (candidate) =>
          candidate.key[0] === key[0] ||
          candidate.distance <= allowedTyposFirstLetterChanged(folded.length),
      );
    return hit?.value;
  };
}
