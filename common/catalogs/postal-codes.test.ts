import { describe, expect, it } from "vitest";
import { CITIES } from "./cities.ts";
import {
  CITY_POSTAL_CODES,
  isPostalCodeOf,
  postalCodeIn,
  STATE_POSTAL_PREFIXES,
} from "./postal-codes.ts";

describe("postal codes by city", () => {
  it("gives every catalogue city ranges inside its own state's prefixes", () => {
    for (const city of CITIES) {
      const ranges = CITY_POSTAL_CODES[city.slug];
      expect(ranges, city.slug).toBeDefined();
      const [low, high] = STATE_POSTAL_PREFIXES[city.state]!;
      for (const [first, last] of ranges!) {
        expect(first, city.slug).toBeLessThanOrEqual(last);
        expect(Math.floor(first / 1000), city.slug).toBeGreaterThanOrEqual(low);
        expect(Math.floor(last / 1000), city.slug).toBeLessThanOrEqual(high);
      }
    }
    const [low, high] = STATE_POSTAL_PREFIXES["Sonora"]!;
    for (const [first, last] of CITY_POSTAL_CODES["hermosillo"]!) {
      expect(Math.floor(first / 1000)).toBeGreaterThanOrEqual(low);
      expect(Math.floor(last / 1000)).toBeLessThanOrEqual(high);
    }
  });

  it("draws five-digit codes across all of a city's ranges", () => {
    expect(postalCodeIn("ciudad-de-mexico", 0)).toBe("01000");
    expect(postalCodeIn("ciudad-de-mexico", 0.999_999)).toBe("16999");
    expect(postalCodeIn("guadalajara", 0)).toBe("44100");
    expect(postalCodeIn("guadalajara", 0.999_999)).toBe("45249");
    expect(postalCodeIn("cancun", 0.5)).toMatch(/^775\d\d$/);
    for (let unit = 0; unit < 1; unit += 0.01) {
      for (const slug of Object.keys(CITY_POSTAL_CODES))
        expect(isPostalCodeOf(slug, postalCodeIn(slug, unit)), slug).toBe(true);
    }
  });

  it("refuses another city's code and anything that is not five digits", () => {
    expect(isPostalCodeOf("monterrey", "64000")).toBe(true);
    expect(isPostalCodeOf("monterrey", "66220")).toBe(true);
    expect(isPostalCodeOf("monterrey", "44100")).toBe(false);
    expect(isPostalCodeOf("ciudad-de-mexico", "1000")).toBe(false);
    expect(() => isPostalCodeOf("atlantida", "01000")).toThrow();
  });
});
