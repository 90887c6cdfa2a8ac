import type { NextSlotDto } from "../../common/booking/types.ts";
import type { PublicProviderCard } from "../../common/providers/types.ts";
import { isMexicoTimeZone } from "../../common/time/zones.ts";
import type { SearchCriteria } from "../../common/search/filters.ts";
import { CITIES } from "../../common/catalogs/cities.ts";
import { INSURERS } from "../../common/catalogs/insurers.ts";
import {
  nameWords,
  parseSearchIntent,
  type SearchIntent,
  type SearchQualifiers,
} from "../../common/search/intent.ts";
import type { DoctorGender, ScheduleWish } from "../../common/search/qualifiers.ts";
import { DateTime } from "luxon";
import { summarizeWarningSigns, type WarningSummary } from "../warning-signs/assess.ts";
import { rankSpecialties } from "../../common/search/lexicon.ts";
import { findSearchLanguage } from "../../common/search/language.ts";
import { mixCountFor } from "./mixed.ts";
import type { PlaceNote } from "../../common/search/place-notice.ts";
import { applyTypedQuery } from "../../common/search/canonical.ts";
import { defaultSearchSort, type SearchSort } from "../../common/search/sort.ts";
import { toPublicProviderCard } from "../providers/dto.ts";
import {
  countsByPlace,
  type ProviderSearch,
  type RatedCardRow,
  type ResultRow,
  type SearchRepository,
} from "./repository.ts";
import { createLoadingCache } from "../lib/cache.ts";
import { slugify } from "../../common/text/slug.ts";
import { DEFAULT_TIME_ZONE } from "../../common/time/zones.ts";

export interface SearchResult {
  providers: PublicProviderCard[];
  total: number;
  /** More listings match than `total`: the count stopped there (shown as "Más de 1,000"). */
  totalCapped: boolean;
  /** What the search understood from the text, so the page can say so. */
  understood: SearchUnderstanding;
  /** Emergency or crisis guidance when the text describes one (shared warning-sign rules). */
  warning: WarningSummary | null;
  /** The order the list is in: the one asked for, or the default for this search. */
  sort: SearchSort;
  /**
   * 'Próxima cita' of the listings that take bookings here, by listing id: the next free slot
   * within two weeks as the refresher last found it (server/search/available-today.ts).
   */
  nextSlots: Record<number, NextSlotDto>;
}

/** The next slots a page's rows carry, keyed by listing id. */
function nextSlotsOf(rows: ResultRow[]): Record<number, NextSlotDto> {
  const slots: Record<number, NextSlotDto> = {};
  for (const { id, nextSlot } of rows)
    if (nextSlot && isMexicoTimeZone(nextSlot[1]))
      slots[id] = { start: new Date(nextSlot[0]).toISOString(), timeZone: nextSlot[1] };
  return slots;
}

const CACHE_TTL_MS = 5 * 60_000;

/** The same memo keyed by an argument (a specialty's figures). */
function memoizeBy<T>(
  load: (key: string) => Promise<T>,
  ttlMs: number,
): ((key: string) => Promise<T>) & { clear: () => void } {
  const entries = new Map<string, () => Promise<T>>();
  const read = (key: string) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = memoize(() => load(key), ttlMs);
      entries.set(key, entry);
    }
    return entry();
  };
  return Object.assign(read, { clear: () => entries.clear() });
}

/** A tiny time-based memo for answers that every home page view needs. */
function memoize<T>(
  load: () => Promise<T>,
  ttlMs: number,
): (() => Promise<T>) & { clear: () => void } {
  let value: { at: number; promise: Promise<T> } | undefined;
  const read = () => {
    if (!value || Date.now() - value.at > ttlMs) {
      const promise = load();
      value = { at: Date.now(), promise };
      promise.catch(() => (value = undefined));
    }
    return value.promise;
  };
  return Object.assign(read, { clear: () => (value = undefined) });
}

/** What the search understood from the text, so the page can say so and offer a way back. */
export interface SearchUnderstanding {
  specialtySlug?: string;
  citySlug?: string;
  state?: string;
  qualifiers: SearchQualifiers;
  /** Specialties the described symptoms point to, best first (when they drove the search). */
  rankedSpecialties: string[];
  /**
   * The ranked specialties that lead the list together, mixed (3 + 2 of every five): the
   * page says so ("Mostramos Traumatología y Medicina Física y Rehabilitación"). Empty when
   * one specialty leads.
   */
  mixedSpecialties: string[];
  /** True when symptoms chose the specialties without Búsqueda Inteligente. */
  symptomsByDefault: boolean;
  /** 1 for exact catalogue words, lower for typo-tolerant matches. */
  confidence: SearchIntent["confidence"];
  /** A place read through its metro area or state, or not known (the page says so). */
  place?: PlaceNote;
  /**
   * The neighbourhood (zone slug) that had no listing of the kind, so the whole city is shown
   * instead: the page says so.
   */
  widenedZone?: string;
}

/** A name is at most this many words; longer texts are descriptions. */
const MAX_NAME_WORDS = 5;

/** Rules for symptoms to drive a search without the toggle: a clear destination. */
const DEFAULT_SYMPTOM_MIN_SCORE = 0.5;
/** …and of the specialties they suggest, those scoring at least this share of the first. */
const DEFAULT_SYMPTOM_SHARE = 0.6;

/**
 * Turns what a patient typed into a database search: specialty, city, state and filter
 * words become filters ('cardiologo guadalajara disponible hoy'), the rest is full text.
 * A description of symptoms is mapped to the specialties that treat them by default
 * (unless `literal`), and always with Búsqueda Inteligente.
 */
export function planSearch(
  criteria: SearchCriteria,
  options: { typos?: boolean; now?: Date } = {},
): {
  search: ProviderSearch;
  understood: SearchUnderstanding;
} {
  let specialtySlug = criteria.specialtySlug;
  let citySlug = criteria.citySlug;
  let onlineOnly = criteria.onlineOnly;
  let state: string | undefined;
  let text: string | undefined;
  let rankedSpecialties: string[] = [];
  let mixCount = 1;
  let symptomsByDefault = false;
  let qualifiers: SearchQualifiers = {};
  let confidence: SearchIntent["confidence"] = {};
  const now = options.now ?? new Date();
  let zone = criteria.zone?.replace(/-/g, " ");
  let placeNote: PlaceNote | undefined;

  if (criteria.q) {
    const intent = parseSearchIntent(criteria.q, options);
    confidence = intent.confidence;
    qualifiers = intent.qualifiers;
    // What the text names replaces the explicit filters (as on the results page); a guess
    // only fills a filter nobody gave.
    const place = applyTypedQuery(criteria, intent);
    onlineOnly = place.onlineOnly;
    specialtySlug = place.specialtySlug ?? intent.specialtySlug;
    citySlug = place.citySlug ?? (onlineOnly ? undefined : intent.citySlug);
    if (!citySlug && !onlineOnly) state = intent.state;
    if (intent.zone && citySlug === intent.citySlug) zone ??= intent.zone.replace(/-/g, " ");
    placeNote = intent.place;
    text = intent.remainingText.trim() || undefined;
    const understoodSomething =
      intent.specialtySlug || intent.citySlug || intent.state || Object.keys(qualifiers).length > 0;
    // Only symbols ("%", "_", quotes): nothing to understand, yet still a search for those
    // characters, which matches nothing rather than every listing.
    if (!text && !understoodSomething && !/[\p{L}\p{N}]/u.test(criteria.q)) {
      text = criteria.q;
    }
    if (!specialtySlug && text) {
      const ranked = rankSpecialties(criteria.q, 3);
      mixCount = mixCountFor(ranked);
      if (criteria.semantic) {
        rankedSpecialties = ranked.map((entry) => entry.slug);
      } else if (!criteria.literal && (ranked[0]?.score ?? 0) >= DEFAULT_SYMPTOM_MIN_SCORE) {
        // Without the toggle, only the specialties close to the main one.
        const top = ranked[0]?.score ?? 0;
        rankedSpecialties = ranked
          .filter((entry) => entry.score >= top * DEFAULT_SYMPTOM_SHARE)
          .map((entry) => entry.slug);
        symptomsByDefault = true;
      } else {
        mixCount = 1;
      }
    }
  }

  const semanticRanking = rankedSpecialties.length > 0;
  const insurerSlug = criteria.insurerSlug ?? qualifiers.insurerSlug;
  const language = findSearchLanguage(criteria.language ?? qualifiers.language);
  const gender = criteria.gender ?? qualifiers.gender;
  const search: ProviderSearch = {
    specialtySlugs: specialtySlug
      ? [specialtySlug]
      : semanticRanking
        ? rankedSpecialties
        : undefined,
    citySlug,
    citySlugs: state
      ? CITIES.filter((city) => city.state === state).map((city) => city.slug)
      : undefined,
    onlineOnly: onlineOnly || qualifiers.telemedicine === true,
    availableToday: criteria.availableToday || qualifiers.availableToday === true,
    ...scheduleFilter(
      criteria.availableToday ? undefined : (criteria.schedule ?? qualifiers.schedule),
      now,
    ),
    verified: criteria.verified || qualifiers.verified,
    onlineBooking: criteria.onlineBooking || qualifiers.onlineBooking,
    insurerNames: insurerSlug ? insurerNames(insurerSlug) : undefined,
    languageNames: language ? [...language.stored] : undefined,
    priceMax: criteria.priceMax ?? qualifiers.priceMax,
    priceMin: criteria.priceMin ?? qualifiers.priceMin,
    titles: gender ? DOCTOR_TITLES[gender] : undefined,
    homeVisit: criteria.homeVisit || qualifiers.homeVisit === true,
    minRating: criteria.minRating,
    // Zone links carry slugs (roma-norte); addresses carry words (Col. Roma Norte).
    zone,
    // Symptoms mapped to specialties replace the literal words, which rarely appear in bios.
    text: semanticRanking ? undefined : text,
    boostSpecialties:
      !semanticRanking && text && !specialtySlug
        ? rankSpecialties(text, 3).map((entry) => entry.slug)
        : undefined,
    mixCount: semanticRanking ? Math.min(mixCount, rankedSpecialties.length) : undefined,
    sort: sortFor(criteria.sort, {
      priceOrder: qualifiers.priceOrder === "asc",
      semanticRanking,
      hasText: text !== undefined,
    }),
    limit: criteria.limit,
    offset: criteria.offset,
  };
  return {
    search,
    understood: {
      specialtySlug,
      citySlug,
      state,
      qualifiers,
      rankedSpecialties,
      // Only the order that mixes them (relevance) shows them mixed.
      mixedSpecialties:
        search.sort === "specialty-rank" && (search.mixCount ?? 1) > 1
          ? rankedSpecialties.slice(0, search.mixCount)
          : [],
      symptomsByDefault,
      confidence,
      ...(placeNote ? { place: placeNote } : {}),
    },
  };
}

/**
 * The chosen order, or the default: 'económico' asks for price; otherwise relevance for a
 * text (symptoms rank by the specialties they point to) and recommended for a listing.
 */
function sortFor(
  chosen: SearchSort | undefined,
  plan: { priceOrder: boolean; semanticRanking: boolean; hasText: boolean },
): ProviderSearch["sort"] {
  const sort =
    chosen ?? (plan.priceOrder ? "price" : defaultSearchSort(plan.hasText || plan.semanticRanking));
  return sort === "relevance" && plan.semanticRanking ? "specialty-rank" : sort;
}

/** How the directory writes a doctor's gender: the courtesy title that starts the name. */
const DOCTOR_TITLES: Record<DoctorGender, string[]> = { F: ["Dra."], M: ["Dr."] };

/**
 * Tomorrow, the weekend or the evening, read from the agendas of listings that take bookings
 * here: a free slot by the end of tomorrow (Mexico City's date), or weekly hours on Saturday or
 * Sunday, or hours past 19:00. Listings without an agenda say nothing about their hours.
 */
function scheduleFilter(
  wish: ScheduleWish | undefined,
  now: Date,
): Pick<ProviderSearch, "nextSlotBefore" | "hours"> {
  switch (wish) {
    case "tomorrow":
      return {
        nextSlotBefore: DateTime.fromJSDate(now, { zone: DEFAULT_TIME_ZONE })
          .plus({ days: 2 })
          .startOf("day")
          .toJSDate(),
      };
    case "weekend":
      return { hours: "weekend" };
    case "evening":
      return { hours: "evening" };
    default:
      return {};
  }
}

/** The catalogue name of an insurer: the name listings store. */
function insurerNames(slug: string): string[] {
  const insurer = INSURERS.find((entry) => entry.slug === slug);
  return insurer ? [insurer.name] : [];
}

export function createSearchService(
  repository: SearchRepository,
  options: { cacheTtlMs?: number } = {},
) {
  const results = createLoadingCache<
    Pick<SearchResult, "providers" | "total" | "totalCapped" | "nextSlots">
  >({
    maxEntries: 2_000,
    ttlMs: options.cacheTtlMs ?? 60_000,
  });

  // Whether some public name holds these words: asked before the results cache, by every
  // text search that might be a name.
  const namesWithWords = createLoadingCache<boolean>({
    maxEntries: 2_000,
    ttlMs: options.cacheTtlMs ?? 60_000,
  });

  function withRatings(rows: RatedCardRow[]): PublicProviderCard[] {
    return rows.map(({ ratingAverage, ratingCount, ...row }) =>
      toPublicProviderCard(row, { average: ratingAverage, count: ratingCount }),
    );
  }

  const specialtyCounts = memoize(() => repository.specialtyCounts(), CACHE_TTL_MS);
  const citySpecialtyCounts = memoize(() => repository.citySpecialtyCounts(), CACHE_TTL_MS);
  const trustStats = memoize(() => repository.trustStats(), CACHE_TTL_MS);
  const featured = memoize(async () => withRatings(await repository.featured(6)), CACHE_TTL_MS);
  const specialtyStats = memoizeBy((slug) => repository.specialtyStats(slug), CACHE_TTL_MS);
  // The total of a specialty and city search, shared by its pages and orders. Bounded: the
  // specialties a described symptom ranks make many different lists.
  const placeTotals = createLoadingCache<number>({ maxEntries: 2_000, ttlMs: CACHE_TTL_MS });
  const placeTotal = (plan: ProviderSearch) =>
    placeTotals.get(JSON.stringify([plan.specialtySlugs, plan.citySlug, plan.citySlugs]), () =>
      repository.placeTotal(plan),
    );
  // Figures read from the tables the database triggers keep (cheap), held for a while
  // between changes and forgotten on any change.
  const figures = [specialtyCounts, citySpecialtyCounts, trustStats, featured, specialtyStats];

  return {
    async search(criteria: SearchCriteria): Promise<SearchResult> {
      let { search, understood } = planSearch(criteria);
      // Names always match the name index: words read as symptoms ("cortes") or as a
      // misspelled specialty ("guerrero") that together are a doctor's name stay a name.
      const guessed =
        understood.symptomsByDefault ||
        (understood.confidence.specialty ?? 1) < 1 ||
        (understood.confidence.city ?? 1) < 1;
      if (criteria.q && guessed) {
        const words = nameWords(criteria.q);
        if (
          words.length <= MAX_NAME_WORDS &&
          (await namesWithWords.get(words.join(" "), () => repository.hasNameWithWords(words)))
        ) {
          ({ search, understood } = planSearch({ ...criteria, literal: true }, { typos: false }));
        }
      }
      const run = (plan: ProviderSearch) =>
        results.get(JSON.stringify(plan), async () => {
          const known = countsByPlace(plan) ? await placeTotal(plan) : undefined;
          const { rows, ...counted } = await repository.search(plan, known);
          return { providers: withRatings(rows), nextSlots: nextSlotsOf(rows), ...counted };
        });
      let found = await run(search);
      // Leftover words that match nothing ("cardiólogo'; drop table…") must not hide the
      // specialty or city the text did name.
      if (found.total === 0 && search.text && (understood.specialtySlug || understood.citySlug)) {
        found = await run({ ...search, text: undefined, boostSpecialties: undefined });
      }
      // A neighbourhood read from the text ("cirujano plástico zona Río") narrows the city;
      // when no listing of that kind is there, the whole city beats an empty page. The
      // results page widens its URL's zone too (the text that named it has moved there), and
      // says so; an explicit `zone` of the API stays a strict filter.
      if (
        found.total === 0 &&
        search.zone &&
        search.citySlug &&
        (criteria.q || criteria.widenEmptyZone)
      ) {
        found = await run({ ...search, zone: undefined });
        understood = { ...understood, widenedZone: criteria.zone ?? slugify(search.zone) };
      }
      const warning = criteria.q ? summarizeWarningSigns(criteria.q) : null;
      const sort = search.sort === "specialty-rank" ? "relevance" : search.sort;
      return { ...found, understood, warning, sort };
    },
    /** Average and number of approved reviews per listing. */
    ratings: (providerIds: number[]) => repository.ratings(providerIds),
    /** Listings changed (approval, edit, import): forget cached answers. */
    invalidate() {
      results.clear();
      namesWithWords.clear();
      placeTotals.clear();
      for (const memo of figures) memo.clear();
    },
    specialtyStats,
    specialtyCounts,
    citySpecialtyCounts,
    trustStats,
    featured,
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
