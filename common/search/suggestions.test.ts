import { describe, expect, it } from "vitest";
import { emptyResultSuggestions } from "./suggestions.ts";
import { EMPTY_FILTERS } from "./url.ts";

describe("emptyResultSuggestions", () => {
  it("offers the specialty a cut-short or badly misspelled word meant", () => {
    expect(emptyResultSuggestions({ ...EMPTY_FILTERS, q: "otorrinolar" }).specialtySlug).toBe(
      "otorrinolaringologia",
    );
    expect(emptyResultSuggestions({ ...EMPTY_FILTERS, q: "pedaitraa" }).specialtySlug).toBe(
      "pediatria",
    );
    expect(emptyResultSuggestions({ ...EMPTY_FILTERS, q: "xyzzy" }).specialtySlug).toBeUndefined();
  });

  it("offers the nearest cities, nearest first, and Búsqueda Inteligente for text", () => {
    const near = emptyResultSuggestions({
      ...EMPTY_FILTERS,
      specialtySlug: "geriatria",
      citySlug: "tijuana",
    });
    expect(near.nearbyCitySlugs[0]).toBe("mexicali");
    expect(near.nearbyCitySlugs).toHaveLength(3);
    expect(near.smartSearch).toBe(false);
    expect(emptyResultSuggestions({ ...EMPTY_FILTERS, q: "xyzzy" }).smartSearch).toBe(true);
  });
});
