import { describe, expect, it } from "vitest";
import { formatLongDate, formatMxn } from "./format.ts";

describe("formatMxn", () => {
  it("formats whole pesos with thousands separators and the MXN suffix", () => {
    expect(formatMxn(1200)).toBe("$1,200 MXN");
    expect(formatMxn(850)).toBe("$850 MXN");
    expect(formatMxn(15000)).toBe("$15,000 MXN");
  });

  it("rounds centavos away", () => {
    expect(formatMxn(999.6)).toBe("$1,000 MXN");
  });
});

describe("formatLongDate", () => {
  it("prints dd MMMM yyyy in Spanish, in Mexico City's calendar", () => {
    expect(formatLongDate("2025-03-05T18:00:00Z")).toBe("05 marzo 2025");
    // 02:00 UTC on 1 January is still 31 December in Mexico City.
    expect(formatLongDate("2025-01-01T02:00:00Z")).toBe("31 diciembre 2024");
  });
});
