import { CITIES, findCityBySlug } from "../catalogs/cities.ts";
import { closestSpecialty } from "./intent.ts";
import type { PageFilters } from "./url.ts";

/** What an empty results page offers instead of a dead end. */
export interface EmptyResultSuggestions {
  /** "¿Quisiste decir Pediatría?" */
  specialtySlug?: string;
  /** The closest catalogue cities to the one searched, nearest first. */
  nearbyCitySlugs: string[];
  /** Búsqueda Inteligente widens a text search that is not using it yet. */
  smartSearch: boolean;
}

const NEARBY_CITIES = 3;

/** Great-circle distance in kilometres. */
function distanceKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function emptyResultSuggestions(filters: PageFilters): EmptyResultSuggestions {
  const suggested = filters.q && !filters.specialtySlug ? closestSpecialty(filters.q) : undefined;
  const city = filters.citySlug ? findCityBySlug(filters.citySlug) : undefined;
  const nearbyCitySlugs = city
    ? CITIES.filter((other) => other.slug !== city.slug)
        .map((other) => ({ slug: other.slug, km: distanceKm(city, other) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, NEARBY_CITIES)
        .map((other) => other.slug)
    : [];
  return {
    specialtySlug: suggested,
    nearbyCitySlugs,
    smartSearch: Boolean(filters.q) && !filters.semantic,
  };
}
