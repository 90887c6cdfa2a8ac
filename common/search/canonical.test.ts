import { describe, expect, it } from "vitest";
import { canonicalFilters } from "./canonical.ts";
import { searchHref } from "./href.ts";
import { EMPTY_FILTERS, type PageFilters } from "./url.ts";

const href = (filters: Partial<PageFilters>) => {
  const next = canonicalFilters({ ...EMPTY_FILTERS, ...filters });
  return next ? searchHref(next) : undefined;
};

describe("canonicalFilters", () => {
  it("sends a fully understood query to its specialty and city page", () => {
    expect(href({ q: "dermatologo en merida" })).toBe("/dermatologia/merida");
    expect(href({ q: "pediatra" })).toBe("/pediatria");
    expect(href({ q: "cardiolgo" })).toBe("/cardiologia");
    expect(href({ q: "dermatologo economico en toluca" })).toBe("/dermatologia/toluca?sort=price");
    expect(href({ q: "psiquiatra disponible hoy" })).toBe("/psiquiatria?availability=today");
    expect(href({ q: "neurologo en linea" })).toBe("/neurologia?city=online");
    expect(href({ q: "pediatra con cita en linea en tijuana" })).toBe(
      "/pediatria/tijuana?booking=online",
    );
  });

  it("replaces on a results page only what the typed text names", () => {
    expect(href({ specialtySlug: "cardiologia", citySlug: "guadalajara", q: "dermatologo" })).toBe(
      "/dermatologia/guadalajara",
    );
    expect(href({ specialtySlug: "cardiologia", citySlug: "guadalajara", q: "en monterrey" })).toBe(
      "/cardiologia/monterrey",
    );
    expect(
      href({
        specialtySlug: "cardiologia",
        citySlug: "guadalajara",
        availableToday: true,
        q: "pediatra juarez",
      }),
    ).toBe("/pediatria/guadalajara?q=pediatra+juarez&availability=today");
  });

  it("keeps the panel's filters, 'Con cita en línea' among them, when the text names a place", () => {
    expect(href({ onlineBooking: true, verified: true, q: "pediatra en tijuana" })).toBe(
      "/pediatria/tijuana?verified=true&booking=online",
    );
  });

  it("keeps the text when words are left for the name or symptom search", () => {
    expect(href({ q: "me duele el oído" })).toBeUndefined();
    // "Dra." is a filter (the doctor's gender): it becomes a chip, the name stays the text.
    expect(href({ q: "Dra. Castillo Navarro" })).toBe("/?q=Castillo+Navarro&gender=F");
    // A guessed specialty beside other words is left to the name check of the search.
    expect(href({ q: "ximena vargas guerrero" })).toBeUndefined();
    expect(href({ q: "urologo que acepte axa" })).toBe("/urologia?insurer=axa-mexico");
  });

  it("moves every filter word to the URL, where it shows as a chip", () => {
    expect(href({ q: "ginecóloga mujer menos de mil pesos ahorita" })).toBe(
      "/ginecologia?availability=today&priceMax=1000&gender=F",
    );
    expect(href({ q: "dentista para niños en cancún que cobre poco" })).toBe(
      "/odontologia/cancun?age=child&sort=price",
    );
    expect(href({ q: "psicólogo por zoom el fin de semana" })).toBe(
      "/psicologia?city=online&availability=weekend",
    );
    expect(href({ q: "me duele el oído entre 500 y 900 pesos" })).toBe(
      "/?q=me+duele+el+o%C3%ADdo&priceMin=500&priceMax=900",
    );
    // Typed words replace the page's own values of the same filter and keep the others.
    expect(
      href({ specialtySlug: "odontologia", citySlug: "cancun", gender: "F", q: "hasta 800" }),
    ).toBe("/odontologia/cancun?priceMax=800&gender=F");
  });

  it("stays put when the page already is what the text asks for, or words were asked for", () => {
    expect(href({ specialtySlug: "pediatria", q: "pediatra juarez" })).toBeUndefined();
    expect(href({ q: "pediatra", literal: true })).toBeUndefined();
  });

  it("keeps a specialty named only by an age group beside a time word", () => {
    expect(href({ q: "medico para mi abuelito mañana" })).toBe("/geriatria?availability=tomorrow");
  });
});
