/**
 * Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same seed gives the same
 * sequence on every run and machine, for training orders, load mixes and drawings that must
 * be reproducible.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, 32 bits: a stable number for a text, the same on every run and machine. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A sequence of its own for each key (a listing's slug, say), reproducible like the rest. */
export function seededRandomFor(key: string): () => number {
  return seededRandom(fnv1a(key));
}
