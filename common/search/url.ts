import { findCityBySlug } from "../catalogs/cities.ts";
import { INSURERS } from "../catalogs/insurers.ts";
import { findSpecialtyBySlug } from "../catalogs/specialties.ts";
import { slugify } from "../text/slug.ts";
import { MAX_QUERY_LENGTH, ONLINE_CITY, resolveSpecialtySlug } from "./constants.ts";
import { isSearchSort, type SearchSort } from "./sort.ts";
import { findSearchLanguage } from "./language.ts";
import {
  AGE_GROUPS,
  DOCTOR_GENDERS,
  SCHEDULE_WISHES,
  type AgeGroup,
  type DoctorGender,
  type ScheduleWish,
} from "./qualifiers.ts";

export { searchHref } from "./href.ts";

/** The search a results page shows; everything lives in the URL so pages can be shared. */
export interface PageFilters {
  specialtySlug?: string;
  citySlug?: string;
  onlineOnly: boolean;
  availableToday: boolean;
  /** A neighbourhood from the city landing's zone links. */
  zone?: string;
  /** Catalogue slug of an insurer the listing takes. */
  insurerSlug?: string;
  /** Highest consultation price, in pesos. */
  priceMax?: number;
  /** Lowest consultation price, in pesos ("entre 500 y 900"). */
  priceMin?: number;
  /** availability=tomorrow|weekend|evening (today is `availableToday`). */
  schedule?: Exclude<ScheduleWish, "today">;
  /** gender=F|M: the doctor's title in the directory ("Dra." or "Dr."). */
  gender?: DoctorGender;
  /** age=child|senior beside a specialty: shown, not a filter (the directory has no such data). */
  ageGroup?: AgeGroup;
  /** visit=home: listings that offer a home visit among their services. */
  homeVisit?: boolean;
  /** Only listings whose cédula is verified. */
  verified?: boolean;
  /** Only listings that take bookings here: 'Con cita en línea' (booking=online). */
  onlineBooking?: boolean;
  /** Lowest average of approved reviews. */
  minRating?: number;
  /** A language the doctor speaks: `language=en` (common/search/language.ts). */
  language?: string;
  q?: string;
  semantic: boolean;
  /** The words as typed: symptoms are not mapped to specialties by default. */
  literal?: boolean;
  sort?: SearchSort;
  page: number;
}

export const EMPTY_FILTERS: PageFilters = {
  onlineOnly: false,
  availableToday: false,
  verified: false,
  onlineBooking: false,
  semantic: false,
  page: 1,
};

export type ParsedPage =
  { ok: true; filters: PageFilters } | { ok: false; reason: "specialty" | "city" };

/**
 * Reads the filters of a results URL: the path (/{specialty}, /{specialty}/{city}) and the
 * query (q, city, availability, booking=online, gender, priceMin, priceMax, age, visit, semanticSearch, sort, page). Unknown path segments are
 * reported so the page can answer 404; bad query values fall back to their defaults.
 */
export function parsePageFilters(
  path: { specialty?: string; city?: string },
  query: URLSearchParams,
): ParsedPage {
  const specialtySlug = path.specialty ? resolveSpecialtySlug(path.specialty) : undefined;
  if (path.specialty && !specialtySlug) return { ok: false, reason: "specialty" };
  const cityValue = path.city ?? query.get("city") ?? undefined;
  if (path.city && !findCityBySlug(path.city)) return { ok: false, reason: "city" };
  const citySlug = cityValue && findCityBySlug(cityValue) ? cityValue : undefined;
  const q = query.get("q")?.trim().slice(0, MAX_QUERY_LENGTH) || undefined;
  const sort = query.get("sort");
  const page = Number.parseInt(query.get("page") ?? "1", 10);
  const insurer = query.get("insurer") ?? undefined;
  const priceMax = Number.parseInt(query.get("priceMax") ?? "", 10);
  const priceMin = Number.parseInt(query.get("priceMin") ?? "", 10);
  const availability = query.get("availability");
  const gender = query.get("gender")?.toUpperCase();
  const age = query.get("age");
  const minRating = Number.parseFloat(query.get("minRating") ?? "");
  return {
    ok: true,
    filters: {
      specialtySlug,
      citySlug,
      onlineOnly: cityValue === ONLINE_CITY,
      availableToday: availability === "today",
      schedule:
        availability !== "today" && SCHEDULE_WISHES.some((wish) => wish === availability)
          ? (availability as PageFilters["schedule"])
          : undefined,
      zone: citySlug ? query.get("zone")?.trim().slice(0, 80) || undefined : undefined,
      insurerSlug: INSURERS.some((entry) => entry.slug === insurer) ? insurer : undefined,
      priceMax: priceMax >= 1 && priceMax <= 100_000 ? priceMax : undefined,
      priceMin: priceMin >= 1 && priceMin <= 100_000 ? priceMin : undefined,
      gender: DOCTOR_GENDERS.find((value) => value === gender),
      ageGroup: AGE_GROUPS.find((value) => value === age),
      homeVisit: query.get("visit") === "home",
      verified: query.get("verified") === "true",
      onlineBooking: query.get("booking") === "online",
      minRating: minRating >= 1 && minRating <= 5 ? minRating : undefined,
      language: findSearchLanguage(query.get("language") ?? undefined)?.code,
      q,
      semantic: Boolean(q) && query.get("semanticSearch") === "true",
      literal: Boolean(q) && query.get("literal") === "true",
      sort: isSearchSort(sort) ? sort : undefined,
      page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
    },
  };
}

export function isSearchActive(filters: PageFilters): boolean {
  return Boolean(
    filters.specialtySlug ||
    filters.citySlug ||
    filters.onlineOnly ||
    filters.q ||
    filters.availableToday ||
    hasPanelFilters(filters),
  );
}

/** Filters of the filter panel and of typed qualifiers (insurer, language, price, gender, schedule…). */
export function hasPanelFilters(filters: PageFilters): boolean {
  return Boolean(
    filters.insurerSlug ||
    filters.priceMax ||
    filters.priceMin ||
    filters.schedule ||
    filters.gender ||
    filters.ageGroup ||
    filters.homeVisit ||
    filters.verified ||
    filters.onlineBooking ||
    filters.minRating ||
    filters.language,
  );
}

/** A zone slug's catalogue name ("zona-rio" in Tijuana: "Zona Río"), or the slug itself. */
export function zoneName(citySlug: string | undefined, zone: string): string {
  const neighborhoods = citySlug ? (findCityBySlug(citySlug)?.neighborhoods ?? []) : [];
  return neighborhoods.find((name) => slugify(name) === zone) ?? zone;
}

/** Spec titles: '{specialty} en {city}', '{specialty} en México', 'Especialistas en {city}', 'Resultados de Búsqueda'. */
export function searchTitle(filters: PageFilters): string {
  const specialty = filters.specialtySlug
    ? findSpecialtyBySlug(filters.specialtySlug)?.name
    : undefined;
  const city = filters.citySlug
    ? findCityBySlug(filters.citySlug)?.name
    : filters.onlineOnly
      ? "línea"
      : undefined;
  if (specialty && city && filters.zone)
    return `${specialty} en ${zoneName(filters.citySlug, filters.zone)}, ${city}`;
  if (specialty && city) return `${specialty} en ${city}`;
  if (specialty) return `${specialty} en México`;
  if (city && filters.zone)
    return `Especialistas en ${zoneName(filters.citySlug, filters.zone)}, ${city}`;
  if (city) return `Especialistas en ${city}`;
  return "Resultados de Búsqueda";
}

/** Result pages worth a search engine's time: specialty (and city) listings, not ad-hoc filters. */
export function isIndexable(filters: PageFilters, total: number): boolean {
  return (
    total > 0 &&
    Boolean(filters.specialtySlug) &&
    !filters.q &&
    !filters.availableToday &&
    !filters.sort &&
    !filters.onlineOnly &&
    !hasPanelFilters(filters)
  );
}
