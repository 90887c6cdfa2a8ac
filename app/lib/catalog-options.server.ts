import { CITIES, findCityBySlug, LANDING_CITY_SLUGS } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";

export interface SearchOption {
  slug: string;
  name: string;
}

const byName = (a: SearchOption, b: SearchOption) => a.name.localeCompare(b.name, "es-MX");

// Sent with the root loader's data: the pages then ship no catalogue code for the header,
// footer and search form.
const CITY_OPTIONS: SearchOption[] = CITIES.map(({ slug, name }) => ({ slug, name })).sort(byName);

/**
 * The search form's choices: every specialty that has public listings (from the counts the
 * search keeps; the whole catalogue while none is counted) and every catalogue city, by name.
 */
export function searchFormOptions(specialtyCounts: { specialtySlug: string; count: number }[]): {
  specialties: SearchOption[];
  cities: SearchOption[];
} {
  const listed = new Set(
    specialtyCounts.filter((entry) => entry.count > 0).map((entry) => entry.specialtySlug),
  );
  const specialties = SPECIALTIES.filter((s) => listed.size === 0 || listed.has(s.slug))
    .map(({ slug, name }) => ({ slug, name }))
    .sort(byName);
  return { specialties, cities: CITY_OPTIONS };
}

let footerCities: { to: string; label: string }[] | undefined;

/** The footer's city landing links, in the spec's order. */
export function footerCityLinks(): { to: string; label: string }[] {
  footerCities ??= LANDING_CITY_SLUGS.map((slug) => ({
    to: `/${slug}/medicos`,
    label: findCityBySlug(slug)?.shortName ?? slug,
  }));
  return footerCities;
}
