import { describe, expect, it } from "vitest";
import { findProviders, mentionsGuidance } from "./page.ts";

const cardWithPhone = { id: 7, profilePath: "/profesional/x", phone: "911 000 0000", bio: "911" };

describe("reading a results page's data", () => {
  it("finds the listings on the home page and on the specialty pages", () => {
    expect(findProviders({ mode: "results", results: { providers: [cardWithPhone] } })).toEqual([
      cardWithPhone,
    ]);
    expect(findProviders({ filters: {}, providers: [cardWithPhone], total: 1 })).toEqual([
      cardWithPhone,
    ]);
    expect(findProviders({ mode: "home", featured: [cardWithPhone] })).toBeUndefined();
  });

  it("sees emergency guidance wherever the page puts it", () => {
    const results = { providers: [], total: 0, filters: { q: "me quiero morir" } };
    expect(mentionsGuidance({ results }, "me quiero morir")).toBe(false);
    expect(
      mentionsGuidance(
        { results: { ...results, warningSigns: { contacts: [{ phone: "800 911 2000" }] } } },
        "me quiero morir",
      ),
    ).toBe(true);
    expect(mentionsGuidance({ emergency: "Llama al 911 ahora." }, "no puedo respirar")).toBe(true);
    expect(mentionsGuidance({ notice: "Línea de la Vida" }, "x")).toBe(true);
  });

  it("does not take the listings' own numbers or the person's words for guidance", () => {
    expect(mentionsGuidance({ results: { providers: [cardWithPhone] } }, "x")).toBe(false);
    expect(mentionsGuidance({ filters: { q: "911" } }, "911")).toBe(false);
  });
});
