import { describe, expect, it } from "vitest";
import { experienceLabel, experienceYears } from "./experience.ts";

describe("years of experience, shown one way everywhere", () => {
  it("is the stored whole number, with the singular for one year", () => {
    expect(experienceLabel(15)).toBe("15 años de experiencia");
    expect(experienceLabel(1)).toBe("1 año de experiencia");
    expect(experienceYears(38)).toBe(38);
  });

  it("shows nothing for zero, negative, missing or non-numeric values", () => {
    for (const value of [0, -3, null, undefined, Number.NaN]) {
      expect(experienceYears(value)).toBeNull();
      expect(experienceLabel(value)).toBeNull();
    }
  });

  it("never adds a plus sign", () => {
    expect(experienceLabel(40)).not.toContain("+");
  });
});
