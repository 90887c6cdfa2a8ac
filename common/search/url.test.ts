import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  hasPanelFilters,
  isIndexable,
  isSearchActive,
  parsePageFilters,
  searchHref,
  searchTitle,
} from "./url.ts";

const parse = (path: { specialty?: string; city?: string }, query = "") => {
  const parsed = parsePageFilters(path, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.filters;
};

describe("results URLs", () => {
  it("reads every URL form of the spec", () => {
    expect(parse({ specialty: "cardiologia" })).toMatchObject({
      specialtySlug: "cardiologia",
      page: 1,
    });
    expect(parse({ specialty: "cardiologia", city: "guadalajara" })).toMatchObject({
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
    });
    expect(parse({}, "q=dolor%20de%20pecho")).toMatchObject({ q: "dolor de pecho" });
    expect(parse({}, "city=monterrey")).toMatchObject({ citySlug: "monterrey" });
    expect(parse({}, "availability=today")).toMatchObject({ availableToday: true });
    expect(parse({ specialty: "pediatria" }, "availability=today&sort=price&page=3")).toMatchObject(
      { availableToday: true, sort: "price", page: 3 },
    );
  });

  it("reports unknown path segments and ignores bad query values", () => {
    expect(parsePageFilters({ specialty: "astrologia" }, new URLSearchParams())).toEqual({
      ok: false,
      reason: "specialty",
    });
    expect(
      parsePageFilters({ specialty: "cardiologia", city: "atlantida" }, new URLSearchParams()),
    ).toEqual({ ok: false, reason: "city" });
    expect(parse({}, "sort=drop&page=-4&city=nowhere")).toMatchObject({
      sort: undefined,
      page: 1,
      citySlug: undefined,
    });
  });

  it("reads and writes 'Con cita en línea' as booking=online, a filter of the panel", () => {
    const filters = parse({ specialty: "pediatria", city: "tijuana" }, "booking=online");
    expect(filters.onlineBooking).toBe(true);
    expect(parse({}, "booking=true").onlineBooking).toBe(false);
    expect(searchHref(filters)).toBe("/pediatria/tijuana?booking=online");
    expect(searchHref({ ...filters, availableToday: true, sort: "availability" })).toBe(
      "/pediatria/tijuana?availability=today&booking=online&sort=availability",
    );
    expect(hasPanelFilters(filters)).toBe(true);
    expect(isSearchActive({ ...EMPTY_FILTERS, onlineBooking: true })).toBe(true);
    // A filtered list is no page for search engines: the plain specialty page is.
    expect(isIndexable(filters, 12)).toBe(false);
  });

  it("only turns on Búsqueda Inteligente together with a query", () => {
    expect(parse({}, "semanticSearch=true").semantic).toBe(false);
    expect(parse({}, "q=granos&semanticSearch=true").semantic).toBe(true);
  });

  it("builds the navigation targets of the search form", () => {
    expect(searchHref({ specialtySlug: "cardiologia", citySlug: "guadalajara" })).toBe(
      "/cardiologia/guadalajara",
    );
    expect(searchHref({ specialtySlug: "cardiologia" })).toBe("/cardiologia");
    expect(searchHref({ citySlug: "puebla" })).toBe("/?city=puebla");
    expect(searchHref({ q: "dolor de cabeza" })).toBe("/?q=dolor+de+cabeza");
    expect(searchHref({})).toBe("/");
    expect(searchHref({ specialtySlug: "pediatria", sort: "price", page: 2 })).toBe(
      "/pediatria?sort=price&page=2",
    );
  });

  it("titles results as the spec says", () => {
    expect(searchTitle(parse({ specialty: "cardiologia", city: "guadalajara" }))).toBe(
      "Cardiología en Guadalajara",
    );
    expect(searchTitle(parse({ specialty: "cardiologia" }))).toBe("Cardiología en México");
    expect(searchTitle(parse({}, "city=leon"))).toBe("Especialistas en León");
    expect(searchTitle(parse({}, "q=fiebre"))).toBe("Resultados de Búsqueda");
  });

  it("round-trips the filter panel's filters and ignores bad values", () => {
    const href = searchHref({
      specialtySlug: "urologia",
      insurerSlug: "axa-mexico",
      priceMax: 800,
      verified: true,
      minRating: 4.5,
    });
    expect(href).toBe("/urologia?insurer=axa-mexico&priceMax=800&verified=true&minRating=4.5");
    const parsed = parsePageFilters(
      { specialty: "urologia" },
      new URLSearchParams(href.split("?")[1]),
    );
    expect(parsed.ok && parsed.filters).toMatchObject({
      insurerSlug: "axa-mexico",
      priceMax: 800,
      verified: true,
      minRating: 4.5,
    });
    const bad = parsePageFilters(
      {},
      new URLSearchParams("insurer=patito&priceMax=-3&minRating=9&verified=si"),
    );
    expect(bad.ok && bad.filters).toMatchObject({
      insurerSlug: undefined,
      priceMax: undefined,
      verified: false,
      minRating: undefined,
    });
  });

  it("knows when a search is active", () => {
    expect(isSearchActive(EMPTY_FILTERS)).toBe(false);
    expect(isSearchActive(parse({}, "q=x"))).toBe(true);
  });
});
