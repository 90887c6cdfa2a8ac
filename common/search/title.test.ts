import { describe, expect, it } from "vitest";
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
});
