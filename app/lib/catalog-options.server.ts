import { findCityBySlug, LANDING_CITY_SLUGS, SEARCH_CITIES } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";

export interface SearchOption {
  slug: string;
  name: string;
}

// Sent with the root loader's data: the pages then ship no catalogue code for the header,
// footer and search form.
let cached: { specialties: SearchOption[]; cities: SearchOption[] } | undefined;

/** The search form's choices (spec: the specialties marked for it, the 20 search cities). */
export function searchFormOptions(): { specialties: SearchOption[]; cities: SearchOption[] } {
  cached ??= {
    specialties: SPECIALTIES.filter((s) => s.searchFormOption).map(({ slug, name }) => ({
      slug,
      name,
    })),
    cities: SEARCH_CITIES.map(({ slug, name }) => ({ slug, name })),
  };
  return cached;
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
