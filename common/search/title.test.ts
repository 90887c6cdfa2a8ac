import { describe, expect, it } from "vitest";
import { widenedZoneText } from "./place-notice.ts";
import { resultsTitle } from "./title.ts";
import { EMPTY_FILTERS, type PageFilters } from "./url.ts";

const page = (filters: Partial<PageFilters>) => ({ ...EMPTY_FILTERS, ...filters });
const nothing = { rankedSpecialties: [] };

describe("resultsTitle", () => {
  it("names the specialty symptoms were read as, with the words typed", () => {
    const symptoms = { rankedSpecialties: ["otorrinolaringologia"], symptomsByDefault: true };
    expect(resultsTitle(page({ q: "me duele el oído" }), symptoms)).toBe(
      'Otorrinolaringología por "me duele el oído"',
    );
    expect(resultsTitle(page({ q: "me duele el oído", citySlug: "puebla" }), symptoms)).toBe(
      'Otorrinolaringología en Puebla por "me duele el oído"',
    );
  });

  it("names a state the text gave", () => {
    expect(
      resultsTitle(page({ q: "ginecologo edomex", specialtySlug: "ginecologia" }), {
        ...nothing,
        state: "Estado de México",
      }),
    ).toBe("Ginecología y Obstetricia en Estado de México");
    expect(resultsTitle(page({ q: "doctores jalisco" }), { ...nothing, state: "Jalisco" })).toBe(
      "Especialistas en Jalisco",
    );
  });

  it("keeps the spec's titles for paths and 'Resultados de Búsqueda' for text it could not read", () => {
    expect(resultsTitle(page({ specialtySlug: "pediatria", citySlug: "merida" }), nothing)).toBe(
      "Pediatría en Mérida",
    );
    expect(resultsTitle(page({ q: "Dra. Castillo Navarro" }), nothing)).toBe(
      "Resultados de Búsqueda",
    );
    // Búsqueda Inteligente ranks specialties too, but the person asked for the wide search.
    expect(
      resultsTitle(page({ q: "granos", semantic: true }), {
        rankedSpecialties: ["dermatologia"],
        symptomsByDefault: false,
      }),
    ).toBe("Resultados de Búsqueda");
  });

  it("names a neighbourhood beside the city, unless it was widened to the city", () => {
    const zone = page({ specialtySlug: "odontologia", citySlug: "tijuana", zone: "zona-rio" });
    expect(resultsTitle(zone, nothing)).toBe("Odontología en Zona Río, Tijuana");
    expect(resultsTitle({ ...zone, specialtySlug: undefined }, nothing)).toBe(
      "Especialistas en Zona Río, Tijuana",
    );
    expect(resultsTitle(zone, { ...nothing, widenedZone: "zona-rio" })).toBe(
      "Odontología en Tijuana",
    );
  });
});

describe("widenedZoneText", () => {
  it("says which neighbourhood had nobody of the kind and which city is shown", () => {
    expect(widenedZoneText("zona-rio", "tijuana", "odontologia")).toBe(
      "Aún no hay médicos de Odontología con consultorio en Zona Río; mostramos todo Tijuana.",
    );
    expect(widenedZoneText("polanco", "ciudad-de-mexico")).toBe(
      "Aún no hay médicos con consultorio en Polanco; mostramos todo Ciudad de México.",
    );
  });
});
