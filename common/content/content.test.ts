import { describe, expect, it } from "vitest";
import { CITIES, findCityBySlug } from "../catalogs/cities.ts";
import { SPECIALTIES, findSpecialtyBySlug } from "../catalogs/specialties.ts";
import { GENERIC_GUIDE, SPECIALTY_GUIDES, guideFor } from "./specialty-guides.ts";
import {
  FEATURED_SPECIALTY_SLUGS,
  POPULAR_COMBINATIONS,
  SPECIALIST_PAGE_CITY_SLUGS,
  SPECIALTY_LOCATION_LINKS,
  cityZones,
} from "./specialty-pages.ts";

const URL_SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("specialty guides", () => {
  it("are keyed by existing specialty slugs", () => {
    for (const slug of Object.keys(SPECIALTY_GUIDES)) {
      expect(findSpecialtyBySlug(slug), slug).toBeDefined();
    }
    expect(Object.keys(SPECIALTY_GUIDES)).toHaveLength(16);
  });

  it("give the four spec-required specialties a specific guide", () => {
    for (const slug of ["cardiologia", "psicologia", "ginecologia", "dermatologia"]) {
      const specialty = findSpecialtyBySlug(slug);
      expect(specialty, slug).toBeDefined();
      const guide = guideFor(slug);
      expect(guide).toBe(SPECIALTY_GUIDES[slug]);
      expect(guide).not.toEqual(GENERIC_GUIDE(specialty?.specialistName ?? ""));
    }
  });

  it("have enough reasons, warning signs and tips in every guide", () => {
    const guides = [
      ...Object.values(SPECIALTY_GUIDES),
      ...SPECIALTIES.map((specialty) => guideFor(specialty.slug)),
    ];
    for (const guide of guides) {
      expect(guide.intro.length).toBeGreaterThan(0);
      expect(guide.whenToVisit.length).toBeGreaterThanOrEqual(4);
      expect(guide.whenToVisit.length).toBeLessThanOrEqual(6);
      expect(guide.urgentSigns.length).toBeGreaterThanOrEqual(2);
      expect(guide.urgentSigns.length).toBeLessThanOrEqual(4);
      expect(guide.firstVisitTips).toHaveLength(3);
      expect(guide.urgentSigns.join(" ")).toMatch(/911|urgencias/);
    }
  });

  it("falls back to the generic guide named after the specialist", () => {
    const guide = guideFor("angiologia");
    expect(guide).toEqual(GENERIC_GUIDE("Angiólogo"));
    expect(guide.intro).toContain("angiólogo");
    expect(guide.intro).not.toContain("Angiólogo");
  });
});

describe("specialty pages", () => {
  it("combine existing specialties and cities", () => {
    expect(POPULAR_COMBINATIONS).toHaveLength(6);
    for (const { specialtySlug, citySlug } of POPULAR_COMBINATIONS) {
      expect(findSpecialtyBySlug(specialtySlug), specialtySlug).toBeDefined();
      expect(findCityBySlug(citySlug), citySlug).toBeDefined();
    }
  });

  it("feature 12 unique existing specialties", () => {
    expect(FEATURED_SPECIALTY_SLUGS).toHaveLength(12);
    expect(new Set(FEATURED_SPECIALTY_SLUGS).size).toBe(12);
    for (const slug of FEATURED_SPECIALTY_SLUGS) {
      expect(findSpecialtyBySlug(slug), slug).toBeDefined();
    }
  });

  it("link to online consultations and existing cities", () => {
    expect(SPECIALTY_LOCATION_LINKS.map((link) => link.value)).toEqual([
      "online",
      "ciudad-de-mexico",
      "guadalajara",
      "monterrey",
    ]);
    for (const { value } of SPECIALTY_LOCATION_LINKS.slice(1)) {
      expect(findCityBySlug(value), value).toBeDefined();
    }
    expect(SPECIALIST_PAGE_CITY_SLUGS).toHaveLength(6);
    for (const slug of SPECIALIST_PAGE_CITY_SLUGS) {
      expect(findCityBySlug(slug), slug).toBeDefined();
    }
  });

  it("derive URL-safe, unique zone slugs from every city's neighbourhoods", () => {
    for (const city of CITIES) {
      const zones = cityZones(city.slug);
      expect(zones.length).toBeGreaterThan(0);
      expect(zones.length).toBeLessThanOrEqual(8);
      for (const zone of zones) {
        expect(zone.slug).toMatch(URL_SAFE_SLUG);
        expect(city.neighborhoods).toContain(zone.name);
      }
      expect(new Set(zones.map((zone) => zone.slug)).size).toBe(zones.length);
    }
    expect(cityZones("ciudad-de-mexico", 3).map((zone) => zone.slug)).toEqual([
      "polanco",
      "roma-norte",
      "condesa",
    ]);
    expect(cityZones("ciudad-de-mexico", 12)).toContainEqual({
      slug: "san-angel",
      name: "San Ángel",
    });
    expect(cityZones("no-existe")).toEqual([]);
  });
});
