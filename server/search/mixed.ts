/**
 * Several specialties fit a complaint ("dolor de rodilla": Traumatología and Medicina Física y
 * Rehabilitación; "ansiedad": Psicología and Psiquiatría): the list mixes the leading ones in
 * blocks of five, the first specialty taking the larger share (3 + 2; 2 + 2 + 1 for three),
 * instead of showing every listing of the first before any of the next. When one runs out the
 * others fill the rest; specialties ranked past the mixed ones follow them. Pages of ten hold
 * whole blocks, so each page's mix is the list's.
 */

/** A specialty is mixed in when it scores at least this share of the first one. */
export const MIX_MIN_SHARE = 0.7;

/**
 * Generalists follow the specialists a complaint names rather than mixing in: "me duele la
 * cabeza" leads to neurology, with general medicine after it.
 */
const FOLLOWING_SPECIALTIES: ReadonlySet<string> = new Set([
  "medicina-general",
  "medicina-familiar",
]);

/** How many of the ranked specialties (best first) lead the list together: one or two. */
export function mixCountFor(ranked: readonly { slug: string; score: number }[]): number {
  const [first, second] = ranked;
  if (!first || !second) return 1;
  return second.score >= first.score * MIX_MIN_SHARE && !FOLLOWING_SPECIALTIES.has(second.slug)
    ? 2
    : 1;
}

/** A block past every mixed one: where specialties that are not mixed in start. */
export const UNMIXED_BLOCK = 2_147_483_647;

/** How many places of each block of five each ranked specialty takes, best first. */
export function mixShares(specialtyCount: number): number[] {
  if (specialtyCount <= 1) return [MIX_BLOCK];
  if (specialtyCount === 2) return [3, 2];
  if (specialtyCount === 3) return [2, 2, 1];
  return Array.from({ length: specialtyCount }, () => 1);
}

export const MIX_BLOCK = 5;

/**
 * A listing's block in the mixed list, from its specialty's rank and its place (1-based) in that
 * specialty's own order: order by (block, rank, place).
 */
export function mixBlock(rank: number, place: number, shares: readonly number[]): number {
  const share = shares[rank];
  return share === undefined ? UNMIXED_BLOCK : Math.floor((place - 1) / share);
}

/**
 * Rows grouped by specialty (best first, each in its own order) rearranged into the mixed
 * order: the order of the SQL in repository.ts, redone for one page.
 */
export function mixRows<T>(
  rows: readonly T[],
  slugs: readonly string[],
  slugOf: (row: T) => string | null,
  mixCount: number = slugs.length,
): T[] {
  const shares = mixShares(mixCount);
  const placeInSpecialty = new Map<string, number>();
  const keyed = rows.map((row, index) => {
    const slug = slugOf(row) ?? "";
    const rankIndex = slugs.indexOf(slug);
    const rank = rankIndex < 0 ? slugs.length : rankIndex;
    const place = (placeInSpecialty.get(slug) ?? 0) + 1;
    placeInSpecialty.set(slug, place);
    return { row, rank, place, block: mixBlock(rank, place, shares), index };
  });
  return keyed
    .sort((a, b) => a.block - b.block || a.rank - b.rank || a.place - b.place || a.index - b.index)
    .map(({ row }) => row);
}
