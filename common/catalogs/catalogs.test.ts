import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CITY_DESCRIPTIONS } from "../content/city-descriptions.ts";
import { SPECIALTY_KEYWORDS } from "../search/specialty-keywords.ts";
import { CITIES, LANDING_CITY_SLUGS, SEARCH_CITIES, findCityBySlug } from "./cities.ts";
import { INSURERS, findInsurerByName, insurerInitials } from "./insurers.ts";
import {
  POPULAR_SPECIALTIES,
  SPECIALTIES,
  findSpecialtyBySlug,
  findSpecialtyBySpecialistSlug,
} from "./specialties.ts";

const URL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

// WCAG 2.x relative luminance of an sRGB hex colour.
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe("specialties", () => {
  it("has the 32 specialties in the agreed order", () => {
    expect(SPECIALTIES.map((specialty) => specialty.slug)).toEqual([
      "cardiologia",
      "psicologia",
      "pediatria",
      "dermatologia",
      "ginecologia",
      "medicina-general",
      "traumatologia",
      "neurologia",
      "oftalmologia",
      "otorrinolaringologia",
      "urologia",
      "gastroenterologia",
      "endocrinologia",
      "neumologia",
      "reumatologia",
      "oncologia",
      "psiquiatria",
      "odontologia",
      "nutriologia",
      "medicina-interna",
      "cirugia-general",
      "nefrologia",
      "angiologia",
      "cirugia-plastica",
      "alergologia",
      "geriatria",
      "infectologia",
      "hematologia",
      "medicina-familiar",
      "medicina-fisica-y-rehabilitacion",
      "neurocirugia",
      "coloproctologia",
    ]);
  });

  it("uses unique, URL-safe slugs", () => {
    const slugs = SPECIALTIES.map((specialty) => specialty.slug);
    const specialistSlugs = SPECIALTIES.map((specialty) => specialty.specialistSlug);
    expect(new Set(slugs).size).toBe(32);
    expect(new Set(specialistSlugs).size).toBe(32);
    for (const slug of [...slugs, ...specialistSlugs]) {
      expect(slug).toMatch(URL_SLUG);
    }
  });

  it("offers exactly the first 17 specialties in the search form", () => {
    expect(SPECIALTIES.map((specialty) => specialty.searchFormOption)).toEqual([
      ...Array<boolean>(17).fill(true),
      ...Array<boolean>(15).fill(false),
    ]);
  });

  it("has complete display data", () => {
    for (const specialty of SPECIALTIES) {
      expect(specialty.name.trim()).not.toBe("");
      expect(specialty.specialistName.trim()).not.toBe("");
      expect(specialty.specialistPlural.trim()).not.toBe("");
      expect(specialty.icon).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(specialty.weight).toBeGreaterThan(0);
      const keywords = SPECIALTY_KEYWORDS[specialty.slug] ?? [];
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      expect(keywords.length).toBeLessThanOrEqual(8);
      for (const keyword of keywords) {
        expect(keyword).toBe(keyword.toLocaleLowerCase("es-MX"));
      }
    }
  });

  it("gives general medicine the largest weight", () => {
    const general = findSpecialtyBySlug("medicina-general");
    expect(general).toBeDefined();
    const heaviest = Math.max(...SPECIALTIES.map((s) => s.weight));
    expect(general?.weight).toBe(heaviest);
  });

  it("lists the six popular specialties with their counts", () => {
    expect(POPULAR_SPECIALTIES).toEqual([
      { slug: "cardiologia", count: 124 },
      { slug: "psicologia", count: 89 },
      { slug: "pediatria", count: 156 },
      { slug: "dermatologia", count: 67 },
      { slug: "ginecologia", count: 93 },
      { slug: "medicina-general", count: 201 },
    ]);
    for (const { slug } of POPULAR_SPECIALTIES) {
      expect(findSpecialtyBySlug(slug)).toBeDefined();
    }
  });

  it("finds specialties by slug and by specialist slug", () => {
    expect(findSpecialtyBySlug("cardiologia")?.name).toBe("Cardiología");
    expect(findSpecialtyBySlug("Cardiologia")).toBeUndefined();
    expect(findSpecialtyBySpecialistSlug("psicologo")?.slug).toBe("psicologia");
    expect(findSpecialtyBySpecialistSlug("medico-general")?.slug).toBe("medicina-general");
    expect(findSpecialtyBySpecialistSlug("astronauta")).toBeUndefined();
  });
});

describe("cities", () => {
  it("has 20 search cities in the agreed order and 22 cities in all", () => {
    expect(SEARCH_CITIES.map((city) => city.name)).toEqual([
      "Ciudad de México",
      "Guadalajara",
      "Monterrey",
      "Puebla",
      "Tijuana",
      "León",
      "Ciudad Juárez",
      "Torreón",
      "Querétaro",
      "San Luis Potosí",
      "Mérida",
      "Aguascalientes",
      "Mexicali",
      "Cuernavaca",
      "Saltillo",
      "Xalapa",
      "Tampico",
      "Morelia",
      "Chihuahua",
      "Oaxaca",
    ]);
    expect(CITIES).toHaveLength(22);
    expect(CITIES.map((city) => city.slug).slice(20)).toEqual(["toluca", "cancun"]);
    expect(new Set(CITIES.map((city) => city.slug)).size).toBe(22);
  });

  it("uses URL-safe slugs", () => {
    for (const city of CITIES) expect(city.slug).toMatch(URL_SLUG);
  });

  it("resolves every landing slug and flags exactly those cities", () => {
    expect(LANDING_CITY_SLUGS).toEqual([
      "ciudad-de-mexico",
      "guadalajara",
      "monterrey",
      "puebla",
      "tijuana",
      "leon",
      "queretaro",
      "merida",
      "toluca",
      "cancun",
    ]);
    for (const slug of LANDING_CITY_SLUGS) {
      expect(findCityBySlug(slug)?.landing).toBe(true);
    }
    expect(CITIES.filter((city) => city.landing)).toHaveLength(10);
  });

  it("places every city inside Mexico", () => {
    for (const city of CITIES) {
      expect(city.latitude).toBeGreaterThan(14);
      expect(city.latitude).toBeLessThan(33);
      expect(city.longitude).toBeGreaterThan(-118);
      expect(city.longitude).toBeLessThan(-86);
      expect(city.radiusKm).toBeGreaterThan(0);
    }
  });

  it("has complete local data", () => {
    for (const city of CITIES) {
      expect(city.areaCode).toMatch(/^\d{2,3}$/);
      expect(city.neighborhoods.length).toBeGreaterThanOrEqual(8);
      expect(city.neighborhoods.length).toBeLessThanOrEqual(12);
      expect(city.population).toBeGreaterThan(0);
      expect((CITY_DESCRIPTIONS[city.slug] ?? "").trim()).not.toBe("");
    }
    expect(findCityBySlug("ciudad-de-mexico")?.shortName).toBe("CDMX");
    expect(findCityBySlug("atlantida")).toBeUndefined();
  });
});

describe("insurers", () => {
  it("has 20 insurers with unique, URL-safe slugs", () => {
    expect(INSURERS).toHaveLength(20);
    expect(new Set(INSURERS.map((insurer) => insurer.slug)).size).toBe(20);
    for (const insurer of INSURERS) {
      expect(insurer.slug).toMatch(URL_SLUG);
      expect(insurer.logo).toBe(`/images/insurers/${insurer.slug}.svg`);
    }
  });

  it("ships a logo file for every insurer", () => {
    for (const insurer of INSURERS) {
      const file = new URL(`../../public${insurer.logo}`, import.meta.url);
      expect(existsSync(file), insurer.logo).toBe(true);
    }
  });

  it("keeps the logo text readable (WCAG AA, 4.5:1)", () => {
    for (const insurer of INSURERS) {
      expect(insurer.background).toMatch(HEX_COLOUR);
      expect(insurer.text).toMatch(HEX_COLOUR);
      expect(contrastRatio(insurer.background, insurer.text), insurer.slug).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it("maps the admin filter values to one insurer each", () => {
    const keys = INSURERS.flatMap((insurer) => (insurer.filterKey ? [insurer.filterKey] : []));
    expect([...keys].sort()).toEqual(["allianz", "axa", "gnp", "mapfre", "metlife", "plan_seguro"]);
  });

  it("finds insurers by short, case- and accent-insensitive names", () => {
    expect(findInsurerByName("gnp")?.slug).toBe("gnp-seguros");
    expect(findInsurerByName("GNP Seguros")?.slug).toBe("gnp-seguros");
    expect(findInsurerByName("AXA")?.slug).toBe("axa-mexico");
    expect(findInsurerByName("MetLife")?.slug).toBe("metlife-mexico");
    expect(findInsurerByName("metlife mexico")?.slug).toBe("metlife-mexico");
    expect(findInsurerByName("Mapfre")?.slug).toBe("mapfre-mexico");
    expect(findInsurerByName("plan seguro")?.slug).toBe("plan-seguro");
    expect(findInsurerByName("QUALITAS")?.slug).toBe("qualitas");
    expect(findInsurerByName("quálitas")?.slug).toBe("qualitas");
    expect(findInsurerByName("Zúrich México")?.slug).toBe("zurich-mexico");
    expect(findInsurerByName("Seguros Monterrey")?.slug).toBe("seguros-monterrey-new-york-life");
    expect(findInsurerByName("Seguros Inbursa, S.A.")?.slug).toBe("inbursa-seguros");
    expect(findInsurerByName("Aseguradora Inexistente")).toBeUndefined();
    expect(findInsurerByName("")).toBeUndefined();
  });

  it("builds initials from meaningful words", () => {
    expect(insurerInitials("Seguros de Vida del Norte")).toBe("SV");
    expect(insurerInitials("GNP Seguros")).toBe("GS");
    expect(insurerInitials("Quálitas")).toBe("Q");
    expect(insurerInitials("Seguros la Comercial, S.A. de C.V.")).toBe("SC");
    expect(insurerInitials("")).toBe("?");
    expect(insurerInitials("   ")).toBe("?");
  });
});
