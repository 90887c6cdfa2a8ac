import type { PublicProviderCard } from "../../common/providers/types.ts";
import type { SearchCriteria } from "../../common/search/filters.ts";
import { parseSearchIntent } from "../../common/search/intent.ts";
import { rankSpecialties } from "../../common/search/lexicon.ts";
import { toPublicProviderCard, type ProviderCardRow } from "../providers/dto.ts";
import type { ProviderSearch, SearchRepository } from "./repository.ts";
import { createResultCache } from "./result-cache.ts";

export interface SearchResult {
  providers: PublicProviderCard[];
  total: number;
  /** What the search understood from the text, so the page can say so. */
  understood: { specialtySlug?: string; citySlug?: string; rankedSpecialties: string[] };
}

const CACHE_TTL_MS = 5 * 60_000;

/** The same memo keyed by an argument (a specialty's figures). */
function memoizeBy<T>(
  load: (key: string) => Promise<T>,
  ttlMs: number,
): (key: string) => Promise<T> {
  const entries = new Map<string, () => Promise<T>>();
  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = memoize(() => load(key), ttlMs);
      entries.set(key, entry);
    }
    return entry();
  };
}

/** A tiny time-based memo for answers that every home page view needs. */
function memoize<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | undefined;
  return () => {
    if (!value || Date.now() - value.at > ttlMs) {
      const promise = load();
      value = { at: Date.now(), promise };
      promise.catch(() => (value = undefined));
    }
    return value.promise;
  };
}

/**
 * Turns what a patient typed into a database search: specialty and city words become
 * filters ('cardiologo guadalajara'), the rest is full text; with Búsqueda Inteligente a
 * description of symptoms is mapped to the specialties that treat them.
 */
export function planSearch(criteria: SearchCriteria): {
  search: ProviderSearch;
  understood: SearchResult["understood"];
} {
  let specialtySlug = criteria.specialtySlug;
  let citySlug = criteria.citySlug;
  let text: string | undefined;
  let rankedSpecialties: string[] = [];

  if (criteria.q) {
    const intent = parseSearchIntent(criteria.q);
    specialtySlug ??= intent.specialtySlug;
    citySlug ??= intent.citySlug;
    text = intent.remainingText.trim() || undefined;
    // Only symbols ("%", "_", quotes): nothing to understand, yet still a search for those
    // characters, which matches nothing rather than every listing.
    if (!text && !intent.specialtySlug && !intent.citySlug && !/[\p{L}\p{N}]/u.test(criteria.q)) {
      text = criteria.q;
    }
    if (criteria.semantic && !specialtySlug) {
      rankedSpecialties = rankSpecialties(criteria.q, 3).map((entry) => entry.slug);
    }
  }

  const semanticRanking = rankedSpecialties.length > 0;
  const search: ProviderSearch = {
    specialtySlugs: specialtySlug
      ? [specialtySlug]
      : semanticRanking
        ? rankedSpecialties
        : undefined,
    citySlug,
    onlineOnly: criteria.onlineOnly,
    availableToday: criteria.availableToday,
    // Zone links carry slugs (roma-norte); addresses carry words (Col. Roma Norte).
    zone: criteria.zone?.replace(/-/g, " "),
    // Symptoms mapped to specialties replace the literal words, which rarely appear in bios.
    text: semanticRanking ? undefined : text,
    boostSpecialties:
      !semanticRanking && text && !specialtySlug
        ? rankSpecialties(text, 3).map((entry) => entry.slug)
        : undefined,
    sort: criteria.sort ?? (semanticRanking ? "specialty-rank" : text ? "relevance" : "experience"),
    limit: criteria.limit,
    offset: criteria.offset,
  };
  return { search, understood: { specialtySlug, citySlug, rankedSpecialties } };
}

export function createSearchService(
  repository: SearchRepository,
  options: { cacheTtlMs?: number } = {},
) {
  const results = createResultCache<{ providers: PublicProviderCard[]; total: number }>({
    maxEntries: 2_000,
    ttlMs: options.cacheTtlMs ?? 60_000,
  });

  async function withRatings(rows: ProviderCardRow[]): Promise<PublicProviderCard[]> {
    const ratings = await repository.ratings(rows.map((row) => row.id));
    return rows.map((row) =>
      toPublicProviderCard(row, ratings.get(row.id) ?? { average: null, count: 0 }),
    );
  }

  const specialtyCounts = memoize(() => repository.specialtyCounts(), CACHE_TTL_MS);
  const citySpecialtyCounts = memoize(() => repository.citySpecialtyCounts(), CACHE_TTL_MS);
  const trustStats = memoize(() => repository.trustStats(), CACHE_TTL_MS);
  const featured = memoize(async () => withRatings(await repository.featured(6)), CACHE_TTL_MS);

  return {
    async search(criteria: SearchCriteria): Promise<SearchResult> {
      const { search, understood } = planSearch(criteria);
      const found = await results.get(JSON.stringify(search), async () => {
        const { rows, total } = await repository.search(search);
        return { providers: await withRatings(rows), total };
      });
      return { ...found, understood };
    },
    /** Average and number of approved reviews per listing. */
    ratings: (providerIds: number[]) => repository.ratings(providerIds),
    /** Listings changed (approval, edit, import): forget cached answers. */
    invalidate() {
      results.clear();
    },
    specialtyStats: memoizeBy((slug) => repository.specialtyStats(slug), CACHE_TTL_MS),
    specialtyCounts,
    citySpecialtyCounts,
    trustStats,
    featured,
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
