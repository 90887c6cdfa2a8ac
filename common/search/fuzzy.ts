/**
 * Typo tolerance anywhere in a word, the first letters included: words are compared by a Spanish
 * sound key (phoneticKey) and an edit distance, and the candidates of a typed word come from a
 * prebuilt index of deletions (every key with one or two letters removed), so a lookup reads a
 * bounded set of candidates instead of the whole vocabulary.
 */

/**
 * A Spanish sound key: the spellings people confuse because they sound alike become one
 * (silent h, j/g before e and i, c/k/q, s/c/z, ll/y, b/v, rr/r, initial ps-).
 */
export function phoneticKey(folded: string): string {
  return folded
    .replace(/^ps/, "s")
    .replace(/h/g, "")
    .replace(/g([ei])/g, "j$1")
    .replace(/qu([ei])/g, "k$1")
    .replace(/c([ei])/g, "s$1")
    .replace(/[cq]/g, "k")
    .replace(/z/g, "s")
    .replace(/ll/g, "y")
    .replace(/v/g, "b")
    .replace(/rr/g, "r")
    .replace(/([a-z])\1+/g, "$1");
}

/**
 * The keys a word is indexed under: its sound key, and for a word spelt with initial ps- also
 * the key that keeps the p, so "pisquiatra" (p kept, letters swapped) is one typo away.
 */
export function phoneticKeys(folded: string): string[] {
  const key = phoneticKey(folded);
  return folded.startsWith("ps") ? [key, `p${key}`] : [key];
}

/** Optimal string alignment distance, giving up once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos forgiven: none in short words, one up to 9 letters, two in longer words. */
export function allowedTypos(length: number): number {
  return length < 5 ? 0 : length < 10 ? 1 : 2;
}

/** The most deletions indexed: a typed word is never forgiven more than two typos. */
const MAX_DELETIONS = 2;

/** Every string made by removing up to `depth` letters of `key`, `key` included. */
function deletions(key: string, depth: number): Set<string> {
  const found = new Set([key]);
  let frontier = [key];
  for (let level = 0; level < depth; level++) {
    const next: string[] = [];
    for (const word of frontier) {
      for (let i = 0; i < word.length; i++) {
        const shorter = word.slice(0, i) + word.slice(i + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return found;
}

export interface FuzzyHit<T> {
  value: T;
  key: string;
  distance: number;
  /** The entry's place in the index: equally close hits keep the entries' order. */
  index: number;
}

export interface FuzzyIndex<T> {
  /** Entries whose key is within `max` edits of `key`, closest first. */
  lookup(key: string, max: number): FuzzyHit<T>[];
  /** How many entries share the deletions of `key`: the candidates a lookup reads. */
  candidateCount(key: string, max: number): number;
}

/**
 * An index of keys (already phonetic) for typo lookups. Built once, on its first use; a
 * lookup reads only the entries sharing a deletion with the typed key.
 */
export function buildFuzzyIndex<T>(entries: readonly { key: string; value: T }[]): FuzzyIndex<T> {
  const byDeletion = new Map<string, number[]>();
  entries.forEach(({ key }, index) => {
    for (const variant of deletions(key, MAX_DELETIONS)) {
      const bucket = byDeletion.get(variant);
      if (bucket) bucket.push(index);
      else byDeletion.set(variant, [index]);
    }
  });
  // The typed key's deletions are probed as they are made (positions i < j for two), without
  // building their set first: the same candidates, with about half the strings.
  const candidates = (key: string, max: number) => {
    const found = new Set<number>();
    const probe = (variant: string) => {
      const bucket = byDeletion.get(variant);
      if (bucket) for (const index of bucket) found.add(index);
    };
    const depth = Math.min(max, MAX_DELETIONS);
    probe(key);
    for (let i = 0; depth >= 1 && i < key.length; i++) {
      const once = key.slice(0, i) + key.slice(i + 1);
      probe(once);
      for (let j = i; depth >= 2 && j < once.length; j++)
        probe(once.slice(0, j) + once.slice(j + 1));
    }
    return found;
  };
  return {
    lookup(key, max) {
      const hits: FuzzyHit<T>[] = [];
      for (const index of candidates(key, max)) {
        const entry = entries[index]!;
        const distance = editDistance(key, entry.key, max);
        if (distance <= max) hits.push({ value: entry.value, key: entry.key, distance, index });
      }
      return hits.sort((a, b) => a.distance - b.distance || a.index - b.index);
    },
    candidateCount: (key, max) => candidates(key, max).size,
  };
}

/**
 * Typos forgiven in a word whose first sound differs from the candidate's: one, and only in
 * words of eight letters or more. A surname close to a specialty word rarely differs in its first
 * letter and is this long too, so a changed first letter costs more than a changed later one.
 */
export function allowedTyposFirstLetterChanged(length: number): number {
  return length < 8 ? 0 : 1;
}
