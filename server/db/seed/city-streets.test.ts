import { describe, expect, it } from "vitest";
import { CITIES } from "../../../common/catalogs/cities.ts";
import { CITY_STREETS } from "./city-streets.ts";

describe("demo street names", () => {
  it("give every city 8 to 12 main streets for the listings' addresses", () => {
    for (const city of CITIES) {
      const streets = CITY_STREETS[city.slug] ?? [];
      expect(streets.length).toBeGreaterThanOrEqual(8);
      expect(streets.length).toBeLessThanOrEqual(12);
    }
  });
});
