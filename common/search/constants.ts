import { findCityBySlug } from "../catalogs/cities.ts";
import { findSpecialtyBySlug, findSpecialtyBySpecialistSlug } from "../catalogs/specialties.ts";
import { ALL_SPECIALTIES, ONLINE_CITY } from "./values.ts";

export {
  ALL_CITIES,
  ALL_SPECIALTIES,
  MAX_API_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_OFFSET,
  ONLINE_CITY,
} from "./values.ts";

/** Accepts a specialty slug, or the specialist form (cardiologo -> cardiologia). */
export function resolveSpecialtySlug(value: string | undefined): string | undefined {
  if (!value || value === ALL_SPECIALTIES) return undefined;
  return findSpecialtyBySlug(value)?.slug ?? findSpecialtyBySpecialistSlug(value)?.slug;
}

export function isKnownCity(value: string): boolean {
  return value === ONLINE_CITY || findCityBySlug(value) !== undefined;
}
