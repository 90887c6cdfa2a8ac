import { describe, expect, it } from "vitest";
import { findCityBySlug } from "../../../common/catalogs/cities.ts";
import { isPostalCodeOf } from "../../../common/catalogs/postal-codes.ts";
import { createAgendaPlanner } from "./agendas.ts";
import {
  bioFactsOf,
  createFaker,
  createProviderGenerator,
  createReviewWriter,
  DEFAULT_SEED,
  DEMO_DOCTOR_COUNT,
  generatePatients,
  generateReviews,
  settleBio,
  yearsSinceLicense,
} from "./generate.ts";
import { REVIEW_FACT_WORDS } from "./review-text.ts";

const LISTINGS = 6_000;

/** The listings, agendas, bios and reviews as the seed makes them (run.ts), without a database. */
function simulateSeed(listings: number) {
  const faker = createFaker(DEFAULT_SEED);
  const patients = generatePatients(faker, 1_500);
  const generate = createProviderGenerator(faker);
  const planAgenda = createAgendaPlanner(createFaker(DEFAULT_SEED + 34));
  const claimEvery = Math.floor(listings / DEMO_DOCTOR_COUNT);
  let doctors = 0;
  return Array.from({ length: listings }, (_, i) => {
    const generated = generate(i);
    const demoDoctor =
      doctors < DEMO_DOCTOR_COUNT &&
      i >= doctors * claimEvery &&
      generated.row.approvalStatus === "approved";
    if (demoDoctor) doctors += 1;
    const plan = planAgenda(generated, { demoDoctor });
    settleBio(generated, plan);
    const write = createReviewWriter(DEFAULT_SEED, generated.row);
    const reviews = generateReviews(
      faker,
      i + 1,
      generated.row.createdAt as Date,
      generated.reviewCount,
      patients,
      write,
    ).map((review) => review.comment!);
    // The verified reviews of attended visits come from the same writer (insertDemoAgendas).
    for (let n = 0; n < (plan?.reviewedVisits ?? 0); n++) reviews.push(write(5));
    return { generated, plan, reviews };
  });
}

/** What a bio may only say of a listing whose facts bear it out. */
const BIO_PROMISES: { words: RegExp; holds: (facts: ReturnType<typeof bioFactsOf>) => boolean }[] =
  [
    {
      words: /en línea|agendarse|\breserv|horarios libres|este directorio/i,
      holds: (f) => f.onlineBooking,
    },
    { words: /teleconsulta|videollamada|a distancia/i, holds: (f) => f.telemedicine },
    { words: /seguro de gastos|aseguradora/i, holds: (f) => f.acceptsInsurance },
    { words: /fin de semana|sábado|domingo/i, holds: (f) => f.weekendHours },
    { words: /además de español/i, holds: (f) => f.otherLanguage !== null },
    // No listing opens every day or around the clock.
    { words: /todos los días|a diario|diariamente|24 horas|365 días/i, holds: () => false },
  ];

describe("the demo tells the truth about its listings", () => {
  const seeded = simulateSeed(LISTINGS);

  it("gives every address a postal code of its own city (Hermosillo offices too)", () => {
    let checked = 0;
    for (const { generated } of seeded) {
      const { row } = generated;
      const offices = row.locations as { address: string }[];
      for (const { address } of [{ address: row.location! }, ...offices]) {
        const code = /C\.P\. (\d{5}), ([^,]+),/.exec(address);
        expect(code, address).not.toBeNull();
        const slug = code![2] === "Hermosillo" ? "hermosillo" : row.citySlug!;
        if (slug !== "hermosillo") expect(findCityBySlug(slug)?.name).toBe(code![2]);
        expect(isPostalCodeOf(slug, code![1]!), address).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(LISTINGS);
  });

  it("shows no standard (NOM-004, NOM-024) as a doctor's certification", () => {
    for (const { generated } of seeded) {
      expect(generated.row.certifications).toEqual([]);
      expect(generated.row.bio).not.toMatch(/NOM-0/);
    }
  });

  it("writes bios that promise nothing the listing does not offer", () => {
    const promised = new Map<RegExp, number>();
    for (const { generated, plan } of seeded) {
      const facts = bioFactsOf(generated.row, plan);
      for (const promise of BIO_PROMISES) {
        if (!promise.words.test(generated.row.bio!)) continue;
        expect(promise.holds(facts), `${generated.row.slug}: ${generated.row.bio}`).toBe(true);
        promised.set(promise.words, (promised.get(promise.words) ?? 0) + 1);
      }
      expect(generated.row.bio!.length).toBeLessThanOrEqual(500);
    }
    // The promises still appear where they hold: online booking, teleconsultation, weekends.
    for (const promise of BIO_PROMISES.slice(0, 5))
      expect(promised.get(promise.words) ?? 0, String(promise.words)).toBeGreaterThan(10);
  });

  it("never repeats a review text on one profile, and most texts are unique overall", () => {
    const all: string[] = [];
    for (const { generated, reviews } of seeded) {
      expect(new Set(reviews).size, generated.row.slug).toBe(reviews.length);
      all.push(...reviews);
    }
    expect(all.length).toBeGreaterThan(5_000);
    const distinct = new Set(all).size / all.length;
    expect(distinct).toBeGreaterThanOrEqual(0.9);
  });

  it("mentions online booking, teleconsultation and insurance only in reviews of listings with them", () => {
    for (const { generated, reviews } of seeded) {
      const { row } = generated;
      for (const review of reviews) {
        if (!row.onlineBooking) expect(review).not.toMatch(REVIEW_FACT_WORDS.onlineBooking);
        if (!row.telemedicine) expect(review).not.toMatch(REVIEW_FACT_WORDS.telemedicine);
        if (!row.acceptsInsurance) expect(review).not.toMatch(REVIEW_FACT_WORDS.acceptsInsurance);
      }
    }
  });

  it("spreads years of experience from 3 to 45, most in the first two decades", () => {
    const years = seeded.map(({ generated }) => generated.row.experience!);
    expect(Math.min(...years)).toBe(3);
    expect(Math.max(...years)).toBe(45);
    const median = [...years].sort((a, b) => a - b)[Math.floor(years.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(12);
    expect(median).toBeLessThanOrEqual(22);
    // No pile-up at the top: the old cap made a tenth of all doctors 35 to 38.
    expect(years.filter((y) => y >= 40).length / years.length).toBeLessThan(0.08);
    expect(yearsSinceLicense(0)).toBe(5);
    expect(yearsSinceLicense(0.999_999)).toBe(45);
  });
});
