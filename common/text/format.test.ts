import { describe, expect, it } from "vitest";
import { formatMxn } from "./format.ts";

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
