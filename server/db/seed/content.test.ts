import { describe, it, expect } from "vitest";
import {
  BIO_CLOSINGS,
  BIO_OPENINGS,
  BIO_SENTENCES,
  DEGREE_TITLES,
  HOSPITAL_NAMES,
  INSTITUTIONS,
  LANGUAGES,
  OFFICE_LABELS,
  SCHEDULES,
  SERVICES_BY_SPECIALTY,
} from "./content.ts";
import { REVIEW_PARTS, REVIEW_RATING_WEIGHTS } from "./review-text.ts";

const SLUGS = [
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
];

const PRIMARY_CARE = new Set(["medicina-general", "medicina-familiar"]);
const LOWER_START = new Set(["psicologia", "nutriologia"]);

/** Allowed price range for a consultation of the given specialty. */
function consultationRange(slug: string): [number, number] {
  if (PRIMARY_CARE.has(slug)) return [400, 800];
  if (LOWER_START.has(slug)) return [500, 2500];
  return [800, 2500];
}

/** Every {placeholder} used in a template string. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}

describe("seed content: specialties", () => {
  it("covers exactly the 32 specialty slugs", () => {
    expect(SLUGS).toHaveLength(32);
    expect(Object.keys(SERVICES_BY_SPECIALTY).sort()).toEqual([...SLUGS].sort());
    expect(Object.keys(BIO_OPENINGS).sort()).toEqual([...SLUGS].sort());
    expect(Object.keys(DEGREE_TITLES).sort()).toEqual([...SLUGS].sort());
  });

  it.each(SLUGS)("%s has 4-7 services, bio openings and a degree title", (slug) => {
    const services = SERVICES_BY_SPECIALTY[slug] ?? [];
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(services.length).toBeLessThanOrEqual(7);
    expect((BIO_OPENINGS[slug] ?? []).length).toBeGreaterThanOrEqual(4);
    expect(DEGREE_TITLES[slug] ?? "").toMatch(/\S/);
  });

  it.each(SLUGS)("%s lists a consultation first, priced within its range", (slug) => {
    const first = SERVICES_BY_SPECIALTY[slug]?.[0];
    expect(first).toBeDefined();
    if (!first) return;
    expect(first.name).toMatch(/consulta/i);
    const [low, high] = consultationRange(slug);
    expect(first.min).toBeGreaterThanOrEqual(low);
    expect(first.max).toBeLessThanOrEqual(high);
  });

  it("prices every consultation within its specialty range", () => {
    for (const slug of SLUGS) {
      const [low, high] = consultationRange(slug);
      for (const service of SERVICES_BY_SPECIALTY[slug] ?? []) {
        if (!/^consulta/i.test(service.name)) continue;
        expect(service.min, `${slug}: ${service.name}`).toBeGreaterThanOrEqual(low);
        expect(service.max, `${slug}: ${service.name}`).toBeLessThanOrEqual(high);
      }
    }
  });

  it("uses positive integer prices with min <= max", () => {
    for (const slug of SLUGS) {
      for (const service of SERVICES_BY_SPECIALTY[slug] ?? []) {
        const label = `${slug}: ${service.name}`;
        expect(Number.isInteger(service.min), label).toBe(true);
        expect(Number.isInteger(service.max), label).toBe(true);
        expect(service.min, label).toBeGreaterThan(0);
        expect(service.min, label).toBeLessThanOrEqual(service.max);
        expect(service.max, label).toBeLessThanOrEqual(45000);
      }
    }
  });

  it("uses only the {specialist} and {city} placeholders in bio openings", () => {
    for (const slug of SLUGS) {
      for (const sentence of BIO_OPENINGS[slug] ?? []) {
        expect(sentence).toContain("{specialist}");
        for (const name of placeholders(sentence)) {
          expect(["specialist", "city"], sentence).toContain(name);
        }
      }
    }
  });
});

describe("seed content: bios and lists", () => {
  it("has enough generic bio sentences and closings with known placeholders", () => {
    expect(BIO_SENTENCES.length).toBeGreaterThanOrEqual(30);
    expect(BIO_CLOSINGS.length).toBeGreaterThanOrEqual(10);
    for (const sentence of BIO_SENTENCES) {
      for (const name of placeholders(sentence)) {
        expect(["years", "institution", "hospital", "city"], sentence).toContain(name);
      }
    }
    for (const closing of BIO_CLOSINGS) {
      expect(placeholders(closing.text), closing.text).toEqual(
        closing.requires === "otherLanguage" ? ["language"] : [],
      );
    }
    // Promises come only with the fact they need (the seed checks each listing's bio).
    for (const closing of BIO_CLOSINGS.filter((c) => !c.requires))
      expect(closing.text).not.toMatch(
        /en línea|teleconsulta|seguro|fin de semana|todos los días/i,
      );
  });

  it("has the minimum number of institutions, hospitals, offices, schedules and languages", () => {
    expect(INSTITUTIONS.length).toBeGreaterThanOrEqual(20);
    for (const institution of INSTITUTIONS) {
      expect(institution.name).toMatch(/\S/);
      expect(institution.short).toMatch(/\S/);
    }
    expect(new Set(INSTITUTIONS.map((i) => i.short)).size).toBe(INSTITUTIONS.length);
    expect(HOSPITAL_NAMES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(HOSPITAL_NAMES).size).toBe(HOSPITAL_NAMES.length);
    expect(OFFICE_LABELS.length).toBeGreaterThanOrEqual(10);
    expect(SCHEDULES.length).toBeGreaterThanOrEqual(10);
    expect(LANGUAGES).toContain("Español");
  });
});

describe("seed content: review parts", () => {
  it("are unique, whole sentences of 10-200 characters with no placeholders", () => {
    expect(REVIEW_PARTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(REVIEW_PARTS).size).toBe(REVIEW_PARTS.length);
    for (const part of REVIEW_PARTS) {
      expect(part.length, part).toBeGreaterThanOrEqual(10);
      expect(part.length, part).toBeLessThanOrEqual(200);
      expect(part, part).toMatch(/^\p{Lu}.*[.!]$/u);
      expect(placeholders(part), part).toEqual([]);
    }
  });

  it("say nothing of the doctor's or the reviewer's gender", () => {
    const gendered =
      /\b(el doctor|la doctora|el médico|la médica|doctor|doctora|satisfech[oa]|content[oa] con|agradecid[oa]|preocupad[oa]|atent[oa])\b/i;
    for (const part of REVIEW_PARTS) expect(part, part).not.toMatch(gendered);
  });

  it("rate every star from 1 to 5, mostly positive", () => {
    expect(REVIEW_RATING_WEIGHTS.map((w) => w.value).sort()).toEqual([1, 2, 3, 4, 5]);
    const total = REVIEW_RATING_WEIGHTS.reduce((sum, w) => sum + w.weight, 0);
    expect(REVIEW_RATING_WEIGHTS.find((w) => w.value === 5)!.weight / total).toBeGreaterThan(0.35);
  });
});
