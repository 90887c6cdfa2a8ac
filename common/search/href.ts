import type { PageFilters } from "./url.ts";
import { ONLINE_CITY } from "./values.ts";

/** The path of a results URL: /{specialty}/{city}, /{specialty} or /. */
export function searchPath(filters: Partial<PageFilters>): string {
  return filters.specialtySlug
    ? `/${filters.specialtySlug}${filters.citySlug ? `/${filters.citySlug}` : ""}`
    : "/";
}

/** Spec navigation: /{specialty}/{city}, /{specialty}, /?city={city}, /?q={query} or /. */
export function searchHref(filters: Partial<PageFilters>): string {
  const path = searchPath(filters);
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (!filters.specialtySlug && filters.citySlug) query.set("city", filters.citySlug);
  if (filters.onlineOnly) query.set("city", ONLINE_CITY);
  if (filters.zone) query.set("zone", filters.zone);
  if (filters.availableToday) query.set("availability", "today");
  else if (filters.schedule) query.set("availability", filters.schedule);
  if (filters.insurerSlug) query.set("insurer", filters.insurerSlug);
  if (filters.language) query.set("language", filters.language);
  if (filters.priceMin) query.set("priceMin", String(filters.priceMin));
  if (filters.priceMax) query.set("priceMax", String(filters.priceMax));
  if (filters.gender) query.set("gender", filters.gender);
  if (filters.ageGroup) query.set("age", filters.ageGroup);
  if (filters.homeVisit) query.set("visit", "home");
  if (filters.verified) query.set("verified", "true");
  if (filters.onlineBooking) query.set("booking", "online");
  if (filters.minRating) query.set("minRating", String(filters.minRating));
  if (filters.q && filters.semantic) query.set("semanticSearch", "true");
  if (filters.q && filters.literal) query.set("literal", "true");
  if (filters.sort) query.set("sort", filters.sort);
  if (filters.page && filters.page > 1) query.set("page", String(filters.page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The search form's own fields: everything else it sends is a kept filter. */
const FORM_FIELDS = new Set(["q", "specialty", "city"]);

/**
 * The hidden field naming the city of the page's zone (a neighbourhood): the zone stays only
 * while the form's city is still that one. It never reaches a results URL.
 */
export const ZONE_CITY_FIELD = "zoneCity";

/**
 * The filters of a results page the search form carries in hidden fields, so a new query keeps
 * them (URL names and values; the place and the words are the form's own fields). The page's
 * zone goes with its city (ZONE_CITY_FIELD), for keptZone to read.
 */
export function keptFilterFields(filters: Partial<PageFilters>): [name: string, value: string][] {
  const href = searchHref({
    ...filters,
    q: undefined,
    specialtySlug: undefined,
    citySlug: undefined,
    onlineOnly: false,
    zone: undefined,
    page: 1,
  });
  const kept = [...new URLSearchParams(href.split("?")[1] ?? "").entries()];
  if (!filters.zone || !filters.citySlug || filters.onlineOnly) return kept;
  return [["zone", filters.zone], [ZONE_CITY_FIELD, filters.citySlug], ...kept];
}

/** The zone a new search keeps: the page's, when the search stays in the zone's city. */
export function keptZone(
  zone: string | null | undefined,
  zoneCity: string | null | undefined,
  citySlug: string | undefined,
): string | undefined {
  return zone && citySlug && zoneCity === citySlug ? zone : undefined;
}

/**
 * Where the search form leads: its place and words (searchHref) followed by the filters it
 * kept. `all` stands for the form's "all" choices.
 */
export function formSearchHref(
  fields: Iterable<[string, FormDataEntryValue]>,
  all: { specialty: string; city: string },
): string {
  const values = new Map<string, string>();
  const kept = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== "string" || value.trim() === "") continue;
    if (FORM_FIELDS.has(name) || name === "zone" || name === ZONE_CITY_FIELD) {
      values.set(name, value.trim());
    } else kept.append(name, value);
  }
  const specialty = values.get("specialty");
  const city = values.get("city");
  const citySlug = city && city !== all.city && city !== ONLINE_CITY ? city : undefined;
  const base = searchHref({
    q: values.get("q"),
    specialtySlug: specialty && specialty !== all.specialty ? specialty : undefined,
    citySlug,
    onlineOnly: city === ONLINE_CITY,
    zone: keptZone(values.get("zone"), values.get(ZONE_CITY_FIELD), citySlug),
  });
  if (kept.size === 0) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${kept.toString()}`;
}
