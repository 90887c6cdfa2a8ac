import { CITIES } from "../catalogs/cities.ts";
import { findSpecialtyBySlug } from "../catalogs/specialties.ts";
import { zoneName } from "./url.ts";

/** How the search reads a place, so the results page can say so. */
export interface PlaceNote {
  kind:
    | "metro" // a municipality of a catalogue city's metropolitan area: that city
    | "state" // a municipality elsewhere in a state with catalogue cities: the state
    | "outside" // a municipality or state with no catalogue city: all of Mexico
    | "unknown"; // words after "en" that name no known place: all of Mexico
  /** The user's own words for the place. */
  words: string;
  /** The catalogue name ("Zapopan", "Tepatitlán de Morelos") of a known place. */
  name?: string;
  citySlug?: string;
  state?: string;
}

/** The short Spanish sentence the results page shows for a place note. */
export function placeNoticeText(note: PlaceNote): string {
  const city = CITIES.find((entry) => entry.slug === note.citySlug);
  switch (note.kind) {
    case "metro":
      return `${note.name ?? note.words}: mostramos ${city?.name ?? ""} y su zona metropolitana.`;
    case "state":
      return `${note.name ?? note.words} está en ${note.state}: mostramos todo ${note.state}.`;
    case "outside":
      return note.name === note.state
        ? `Aún no tenemos ciudades de ${note.state}; mostramos todo México.`
        : `${note.name} (${note.state}) aún no está en el directorio; mostramos todo México.`;
    case "unknown":
      return `No reconocimos «${note.words}» como ciudad; mostramos todo México.`;
  }
}

/**
 * The note of a neighbourhood widened to its city: «Aún no hay médicos de Odontología con
 * consultorio en Zona Río; mostramos todo Tijuana.»
 */
export function widenedZoneText(zone: string, citySlug: string, specialtySlug?: string): string {
  const city = CITIES.find((entry) => entry.slug === citySlug);
  const specialty = specialtySlug ? findSpecialtyBySlug(specialtySlug) : undefined;
  const who = specialty ? `médicos de ${specialty.name}` : "médicos";
  return `Aún no hay ${who} con consultorio en ${zoneName(citySlug, zone)}; mostramos todo ${city?.name ?? citySlug}.`;
}
