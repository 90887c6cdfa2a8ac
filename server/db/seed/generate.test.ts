import { describe, expect, it } from "vitest";
import { SEARCH_CITIES } from "../../../common/catalogs/cities.ts";
import { findInsurerByName } from "../../../common/catalogs/insurers.ts";
import {
  createFaker,
  createProviderGenerator,
  fictionalPhone,
  generatePatients,
} from "./generate.ts";

function sample(seed: number, count: number) {
  const generate = createProviderGenerator(createFaker(seed));
  return Array.from({ length: count }, (_, i) => generate(i));
}

describe("demo data generator", () => {
  it("gives the same directory for the same seed, and another for another seed", () => {
    expect(sample(42, 50)).toEqual(sample(42, 50));
    expect(sample(43, 5)[0]!.row.name).not.toBe(sample(42, 5)[0]!.row.name);
  });

  const providers = sample(1, 2_000);

  it("writes unique slugs that follow the spec's rule", () => {
    const slugs = providers.map((p) => p.row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs.some((slug) => slug.startsWith("dr-") || slug.startsWith("dra-"))).toBe(false);
  });

  it("keeps bios within the 500-character limit and consultation prices within the FAQ ranges", () => {
    for (const { row } of providers) {
      expect(row.bio!.length).toBeLessThanOrEqual(500);
      expect(row.bio).not.toMatch(/\{\w+\}/);
      const generalist =
        row.specialtySlug === "medicina-general" || row.specialtySlug === "medicina-familiar";
      const [min, max] = generalist ? [400, 800] : [500, 2500];
      expect(row.price).toBeGreaterThanOrEqual(min);
      expect(row.price).toBeLessThanOrEqual(max);
    }
  });

  it("places offices inside their city and uses catalogue insurers only", () => {
    for (const { row } of providers.slice(0, 300)) {
      const offices = row.locations as { latitude: number; longitude: number }[];
      expect(offices.length).toBeGreaterThan(0);
      expect(Math.abs(offices[0]!.latitude - row.latitude!)).toBeLessThan(1e-9);
      for (const name of row.insuranceNetworks as string[])
        expect(findInsurerByName(name)).toBeDefined();
    }
  });

  it("spreads doctors over the cities roughly by population, most in Mexico City", () => {
    const perCity = new Map<string, number>();
    for (const { row } of providers)
      perCity.set(row.citySlug!, (perCity.get(row.citySlug!) ?? 0) + 1);
    const cdmx = perCity.get("ciudad-de-mexico") ?? 0;
    expect(Math.max(...perCity.values())).toBe(cdmx);
    for (const city of SEARCH_CITIES) expect(perCity.get(city.slug) ?? 0).toBeGreaterThan(0);
  });

  it("mixes statuses and gives about a third of listings reviews", () => {
    const statuses = new Set(providers.map((p) => p.row.approvalStatus));
    expect(statuses).toEqual(new Set(["approved", "pending", "needs_review", "rejected"]));
    const withReviews = providers.filter((p) => p.reviewCount > 0).length / providers.length;
    expect(withReviews).toBeGreaterThan(0.28);
    expect(withReviews).toBeLessThan(0.39);
  });

  it("makes phone numbers that no Mexican line can have and emails on reserved domains", () => {
    const faker = createFaker(3);
    expect(fictionalPhone(faker, "55")).toMatch(/^55 0\d{3} \d{4}$/);
    expect(fictionalPhone(faker, "222")).toMatch(/^222 0\d{2} \d{4}$/);
    for (const patient of generatePatients(faker, 50))
      expect(patient.email).toMatch(/@example\.(com|org|net)$/);
    for (const { row } of providers) {
      expect(row.email).toMatch(/@example\.(com|org|net)$/);
      for (const link of Object.values(row.socialLinks as Record<string, string>)) {
        expect(new URL(link).hostname).toMatch(/\.example(\.com)?$|^[a-z]+\.example$/);
      }
    }
  });
});

describe("demo doctors read like real Mexican doctors", () => {
  const doctors = sample(7, 3_000);

  it("have one or two given names and two surnames, a title of their gender, and no repeats", () => {
    const names = doctors.map((d) => d.row.name!);
    expect(new Set(names).size).toBe(names.length);
    for (const { row, sex } of doctors) {
      const [title, ...words] = row.name!.split(" ");
      expect(words.length === 3 || words.length === 4, row.name!).toBe(true);
      if (title !== "Lic.") expect(title).toBe(sex === "female" ? "Dra." : "Dr.");
      for (const word of words) expect(word).toMatch(/^\p{Lu}\p{Ll}+$/u);
    }
  });

  it("describe women in the feminine and men in the masculine ('Como dermatóloga…')", () => {
    const women = doctors.filter((d) => d.sex === "female");
    const men = doctors.filter((d) => d.sex === "male");
    const masculine =
      /\b(dermatólogo|cardiólogo|ginecólogo|médico general|cirujano|psicólogo|nutriólogo)\b/i;
    const feminine =
      /\b(dermatóloga|cardióloga|ginecóloga|médica general|cirujana|psicóloga|nutrióloga)\b/i;
    for (const { row } of women) expect(row.bio, row.bio!).not.toMatch(masculine);
    for (const { row } of men) expect(row.bio, row.bio!).not.toMatch(feminine);
    expect(women.some((d) => /dermatóloga/i.test(d.row.bio!))).toBe(true);
  });

  it("get a drawn portrait of their own gender, or initials; never another's", () => {
    const withPortrait = doctors.filter((d) => d.row.avatar);
    expect(withPortrait.length / doctors.length).toBeGreaterThan(0.7);
    for (const { row, sex } of withPortrait) {
      expect(row.avatar).toMatch(
        sex === "female"
          ? /^\/images\/retratos\/medica-\d{2}\.svg$/
          : /^\/images\/retratos\/medico-\d{2}\.svg$/,
      );
    }
  });

  it("show a license registration year that agrees with the years of experience", () => {
    for (const { row } of doctors.filter((d) => d.row.licenseValidationData)) {
      const year = (row.licenseValidationData as { registrationYear: number }).registrationYear;
      const implied = 2026 - year;
      expect(implied).toBeGreaterThanOrEqual(row.experience!);
      expect(implied - row.experience!).toBeLessThanOrEqual(2);
    }
  });
});
