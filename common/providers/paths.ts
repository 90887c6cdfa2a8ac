import { slugify } from "../text/slug.ts";

/** The spec's fallback city for profile URLs when a listing has none. */
export const FALLBACK_CITY_SLUG = "ciudad-de-mexico";

/** Canonical profile path: /{slug}/{specialty}/{city} (public-side route table). */
export function profilePath(provider: {
  slug: string;
  specialty: string;
  specialtySlug?: string | null;
  citySlug?: string | null;
}): string {
  const specialty = provider.specialtySlug || slugify(provider.specialty) || "medicina-general";
  return `/${provider.slug}/${specialty}/${provider.citySlug || FALLBACK_CITY_SLUG}`;
}
