import { findSpecialtyBySlug } from "../catalogs/specialties.ts";
import type { PlaceNote } from "./place-notice.ts";
import { searchTitle, type PageFilters } from "./url.ts";

/** What the search understood from the text (the search service's answer, as the page sees it). */
export interface UnderstoodForTitle {
  specialtySlug?: string;
  /** Catalogue state name when the text named a state and no city. */
  state?: string;
  rankedSpecialties: string[];
  symptomsByDefault?: boolean;
  /** A place read through its metro area or state, or not known (the page says so). */
  place?: PlaceNote;
  /** A neighbourhood with nobody of the kind: the page shows its whole city. */
  widenedZone?: string;
}

/**
 * Title and heading of a results page: the spec's titles for what the URL says, and for a
 * `/?q=` page what the query was understood as (symptoms read as a specialty: 'Otorrinolaringología
 * por "me duele el oído"'; a state: 'Ginecología en Jalisco'). 'Resultados de Búsqueda' is
 * left for text the search could not read (a name, other words).
 */
export function resultsTitle(filters: PageFilters, understood?: UnderstoodForTitle): string {
  // A neighbourhood widened to its city is said in a note; the title names what is listed.
  const title = searchTitle(understood?.widenedZone ? { ...filters, zone: undefined } : filters);
  if (!understood || !filters.q) return title;
  const cityPart = filters.citySlug || filters.onlineOnly ? title.replace(/^.* en /, " en ") : "";
  const main = understood.symptomsByDefault ? understood.rankedSpecialties[0] : undefined;
  if (main && !filters.specialtySlug) {
    return `${findSpecialtyBySlug(main)?.name ?? main}${cityPart} por "${filters.q}"`;
  }
  if (understood.state && !filters.citySlug && !filters.onlineOnly) {
    const specialty = findSpecialtyBySlug(filters.specialtySlug ?? understood.specialtySlug ?? "");
    return specialty
      ? `${specialty.name} en ${understood.state}`
      : `Especialistas en ${understood.state}`;
  }
  const guessed = !filters.specialtySlug
    ? findSpecialtyBySlug(understood.specialtySlug ?? "")
    : undefined;
  if (guessed) return `${guessed.name}${cityPart || " en México"}`;
  return title;
}
