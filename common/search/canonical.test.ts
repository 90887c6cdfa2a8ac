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
    expect(href({ q: "Dra. Castillo Navarro" })).toBeUndefined();
    // A guessed specialty beside other words is left to the name check of the search.
    expect(href({ q: "ximena vargas guerrero" })).toBeUndefined();
    expect(href({ q: "urologo que acepte axa" })).toBe("/urologia?q=urologo+que+acepte+axa");
  });

  it("stays put when the page already is what the text asks for, or words were asked for", () => {
    expect(href({ specialtySlug: "pediatria", q: "pediatra juarez" })).toBeUndefined();
    expect(href({ q: "pediatra", literal: true })).toBeUndefined();
  });
});
