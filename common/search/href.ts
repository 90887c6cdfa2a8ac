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
