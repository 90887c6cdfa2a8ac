import { findCityBySlug } from "../catalogs/cities.ts";
import { slugify } from "../text/slug.ts";

/** /especialidades: the spec's popular combinations block (six fixed specialty + city pairs). */
export const POPULAR_COMBINATIONS: readonly { specialtySlug: string; citySlug: string }[] = [
  { specialtySlug: "cardiologia", citySlug: "ciudad-de-mexico" },
  { specialtySlug: "pediatria", citySlug: "guadalajara" },
  { specialtySlug: "ginecologia", citySlug: "monterrey" },
  { specialtySlug: "dermatologia", citySlug: "puebla" },
  { specialtySlug: "psicologia", citySlug: "queretaro" },
  { specialtySlug: "traumatologia", citySlug: "merida" },
];

/**
 * The 12 specialties listed on /especialidades: the home page's six popular
 * specialties first, then six other frequently searched ones that have a
 * specific patient guide.
 */
export const FEATURED_SPECIALTY_SLUGS: readonly string[] = [
  "cardiologia",
  "psicologia",
  "pediatria",
  "dermatologia",
  "ginecologia",
  "medicina-general",
  "odontologia",
  "nutriologia",
  "traumatologia",
  "oftalmologia",
  "psiquiatria",
  "gastroenterologia",
];

/** The four location links of each featured specialty; values are search city values. */
export const SPECIALTY_LOCATION_LINKS: readonly { value: string; label: string }[] = [
  { value: "online", label: "En línea" },
  { value: "ciudad-de-mexico", label: "CDMX" },
  { value: "guadalajara", label: "Guadalajara" },
  { value: "monterrey", label: "Monterrey" },
];

/** The six city cards of a /{specialistSlug}/especialistas page. */
export const SPECIALIST_PAGE_CITY_SLUGS: readonly string[] = [
  "ciudad-de-mexico",
  "guadalajara",
  "monterrey",
  "puebla",
  "tijuana",
  "leon",
];

/**
 * Zones shown on a city landing page, taken from the city's neighbourhoods in
 * catalogue order. Unknown cities give an empty list; names whose slug repeats
 * an earlier one are skipped so the slugs stay unique.
 */
export function cityZones(citySlug: string, limit = 8): { slug: string; name: string }[] {
  const city = findCityBySlug(citySlug);
  if (!city) return [];
  const zones: { slug: string; name: string }[] = [];
  const seen = new Set<string>();
  for (const name of city.neighborhoods) {
    if (zones.length >= limit) break;
    const slug = slugify(name);
    if (slug === "" || seen.has(slug)) continue;
    seen.add(slug);
    zones.push({ slug, name });
  }
  return zones;
}
