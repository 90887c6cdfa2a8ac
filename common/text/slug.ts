/** Removes diacritics (á -> a, ñ -> n) so URLs and comparisons ignore accents. */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Lowercase ASCII words joined by hyphens: "Ciudad de México" -> "ciudad-de-mexico". */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const DOCTOR_PREFIX = /^\s*(dra|dr)\.?\s+/i;

/** Spec slug rule: the name without its Dr./Dra. prefix, accents stripped, spaces as hyphens. */
export function providerSlugFromName(name: string): string {
  return slugify(name.replace(DOCTOR_PREFIX, ""));
}
