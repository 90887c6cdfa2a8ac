import { describe, expect, it } from "vitest";
import { yearsOfPractice } from "./years.ts";

describe("years of practice", () => {
  it("counts from the licence's registration year", () => {
    expect(yearsOfPractice(1998, 5, 2026)).toBe(28);
  });

  it("falls back to the experience field when the licence has no usable year", () => {
    expect(yearsOfPractice(null, 12, 2026)).toBe(12);
    expect(yearsOfPractice(2031, 12, 2026)).toBe(12);
    expect(yearsOfPractice(1800, 7, 2026)).toBe(7);
  });

  it("gives nothing to show when there is no positive number", () => {
    expect(yearsOfPractice(2026, 0, 2026)).toBeNull();
    expect(yearsOfPractice(null, 0, 2026)).toBeNull();
    expect(yearsOfPractice(undefined, null, 2026)).toBeNull();
  });
});
