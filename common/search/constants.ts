import { findCityBySlug } from "../catalogs/cities.ts";
import { findSpecialtyBySlug, findSpecialtyBySpecialistSlug } from "../catalogs/specialties.ts";

// Kept apart from the zod schemas so browser code can use them without shipping zod.
/** Spec public-side 3/4: the 'all' values that mean "no filter". */
export const ALL_SPECIALTIES = "todas";
export const ALL_CITIES = "todas-ciudades";
/** /especialidades links use city=online for teleconsultation. */
export const ONLINE_CITY = "online";
export const MAX_QUERY_LENGTH = 200;
export const MAX_API_LIMIT = 10_000;

/** Accepts a specialty slug, or the specialist form (cardiologo -> cardiologia). */
export function resolveSpecialtySlug(value: string | undefined): string | undefined {
  if (!value || value === ALL_SPECIALTIES) return undefined;
  return findSpecialtyBySlug(value)?.slug ?? findSpecialtyBySpecialistSlug(value)?.slug;
}

export function isKnownCity(value: string): boolean {
  return value === ONLINE_CITY || findCityBySlug(value) !== undefined;
}
