import { describe, expect, it } from "vitest";
import { formSearchHref, keptFilterFields } from "./href.ts";
import { EMPTY_FILTERS, parsePageFilters, searchHref } from "./url.ts";

const ALL = { specialty: "todas", city: "todas-ciudades" };

describe("the search form keeps a results page's filters", () => {
  const page = {
    ...EMPTY_FILTERS,
    specialtySlug: "odontologia",
    citySlug: "cancun",
    q: "garcía",
    zone: "centro",
    gender: "F" as const,
    priceMin: 500,
    priceMax: 900,
    schedule: "weekend" as const,
    ageGroup: "child" as const,
    homeVisit: true,
    insurerSlug: "axa-mexico",
    sort: "price" as const,
    page: 3,
  };

  it("carries every filter but the place, the words and the page; the zone with its city", () => {
    expect(keptFilterFields(page)).toEqual([
      ["zone", "centro"],
      ["zoneCity", "cancun"],
      ["availability", "weekend"],
      ["insurer", "axa-mexico"],
      ["priceMin", "500"],
      ["priceMax", "900"],
      ["gender", "F"],
      ["age", "child"],
      ["visit", "home"],
      ["sort", "price"],
    ]);
  });

  it("leads to the new place and words with the kept filters, read back the same", () => {
    const href = formSearchHref(
      [["q", " pérez "], ["specialty", "pediatria"], ["city", "merida"], ...keptFilterFields(page)],
      ALL,
    );
    expect(href).toBe(
      "/pediatria/merida?q=p%C3%A9rez&availability=weekend&insurer=axa-mexico&priceMin=500&priceMax=900&gender=F&age=child&visit=home&sort=price",
    );
    const [path, query] = href.split("?");
    const [, specialty, city] = path!.split("/");
    const parsed = parsePageFilters({ specialty, city }, new URLSearchParams(query));
    expect(parsed.ok && searchHref(parsed.filters)).toBe(href);
  });

  it("keeps the zone while the city stays, and drops it with another city", () => {
    const fields = (city: string): [string, string][] => [
      ["q", "caries"],
      ["specialty", "odontologia"],
      ["city", city],
      ...keptFilterFields({ ...EMPTY_FILTERS, citySlug: "cancun", zone: "centro" }),
    ];
    expect(formSearchHref(fields("cancun"), ALL)).toBe("/odontologia/cancun?q=caries&zone=centro");
    expect(formSearchHref(fields("merida"), ALL)).toBe("/odontologia/merida?q=caries");
    expect(formSearchHref(fields("todas-ciudades"), ALL)).toBe("/odontologia?q=caries");
    expect(formSearchHref(fields("online"), ALL)).toBe("/odontologia?q=caries&city=online");
    // A zone without its city (an old form, a hand-made URL) is not kept.
    expect(
      formSearchHref(
        [
          ["specialty", "odontologia"],
          ["city", "cancun"],
          ["zone", "centro"],
        ],
        ALL,
      ),
    ).toBe("/odontologia/cancun");
  });

  it("gives no zone fields to a page without a city", () => {
    expect(keptFilterFields({ ...EMPTY_FILTERS, onlineOnly: true, zone: "centro" })).toEqual([]);
  });

  it("reads the 'all' choices and teleconsultation", () => {
    expect(
      formSearchHref(
        [
          ["specialty", "todas"],
          ["city", "online"],
          ["gender", "M"],
        ],
        ALL,
      ),
    ).toBe("/?city=online&gender=M");
    expect(
      formSearchHref(
        [
          ["specialty", "todas"],
          ["city", "todas-ciudades"],
          ["q", ""],
        ],
        ALL,
      ),
    ).toBe("/");
  });
});
