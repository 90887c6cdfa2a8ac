import { base, es, es_MX, Faker } from "@faker-js/faker";
import { CITIES, type City } from "../../../common/catalogs/cities.ts";
import { INSURERS } from "../../../common/catalogs/insurers.ts";
import { postalCodeIn } from "../../../common/catalogs/postal-codes.ts";
import { SPECIALTIES, type Specialty } from "../../../common/catalogs/specialties.ts";
import { seededRandomFor } from "../../../common/seeded-random.ts";
import { CITY_STREETS } from "./city-streets.ts";
import { providerSlugFromName } from "../../../common/text/slug.ts";
import type { providers, reviews, users } from "../schema/index.ts";
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
  WEEKEND_OFFICE_LABEL,
  type BioFacts,
} from "./content.ts";
import type { AgendaPlan } from "./agendas.ts";
import { mexicanName, specialistFor, type Sex } from "./people.ts";
import { PORTRAITS_PER_SEX, portraitPath } from "./portraits.ts";
import { composeReviewText, REVIEW_RATING_WEIGHTS } from "./review-text.ts";

export type ProviderRow = typeof providers.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert;
export type UserRow = typeof users.$inferInsert;

export const DEFAULT_SEED = 20_241_121;
/** Dates are relative to a fixed day so the same seed always gives the same rows. */
export const SEED_REFERENCE_DATE = new Date("2026-01-15T12:00:00Z");
const REFERENCE_YEAR = SEED_REFERENCE_DATE.getUTCFullYear();
const BIO_LIMIT = 500;
/** Share of demo listings with a drawn portrait; the others show initials, like real ones. */
const PORTRAIT_SHARE = 0.8;

// Reserved example domains (RFC 2606): no demo address can reach a real person.
const EMAIL_DOMAINS = ["example.com", "example.org", "example.net"] as const;

export const DEMO_DOCTOR_PASSWORD = "Doctor-Demo-2026";
export const DEMO_PATIENT_PASSWORD = "Paciente-Demo-2026";
export const DEMO_DOCTOR_COUNT = 12;

export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: [es_MX, es, base] });
  faker.seed(seed);
  return faker;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Phone numbers whose local part starts with 0: Mexico's numbering plan assigns none. */
export function fictionalPhone(faker: Faker, areaCode: string): string {
  const localLength = 10 - areaCode.length;
  const local = "0" + faker.string.numeric(localLength - 1);
  return areaCode.length === 2
    ? `${areaCode} ${local.slice(0, 4)} ${local.slice(4)}`
    : `${areaCode} ${local.slice(0, 3)} ${local.slice(3)}`;
}

function pointNear(faker: Faker, city: City): { latitude: number; longitude: number } {
  const angle = faker.number.float({ min: 0, max: Math.PI * 2 });
  const distanceKm = Math.sqrt(faker.number.float({ min: 0, max: 1 })) * city.radiusKm;
  const latitude = city.latitude + (distanceKm * Math.cos(angle)) / 111;
  const longitude =
    city.longitude +
    (distanceKm * Math.sin(angle)) / (111 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

function address(faker: Faker, city: City): string {
  const street = faker.helpers.arrayElement(CITY_STREETS[city.slug] ?? ["Av. Juárez"]);
  const number = faker.number.int({ min: 10, max: 3999 });
  const neighborhood = faker.helpers.arrayElement(city.neighborhoods);
  // Five random digits (the draws the seed always made here) as a fraction: a code of the
  // city's own ranges, and every later draw stays what it was.
  const postalCode = postalCodeIn(city.slug, Number(faker.string.numeric(5)) / 100_000);
  return `${street} ${number}, Col. ${neighborhood}, C.P. ${postalCode}, ${city.name}, ${city.state}`;
}

function roundTo50(value: number): number {
  return Math.round(value / 50) * 50;
}

/** A bio's sentences before the listing's facts are known, and the draw for its closing. */
export interface BioDraft {
  sentences: string[];
  closingDraw: number;
}

function draftBio(
  faker: Faker,
  specialty: Specialty,
  city: City,
  years: number,
  institution: string,
  sex: Sex,
): BioDraft {
  const values = {
    // "Como dermatóloga…" for a woman, "Como dermatólogo…" for a man.
    specialist: specialistFor(specialty.specialistName, sex).toLowerCase(),
    city: city.name,
    years,
    institution,
    hospital: fill(faker.helpers.arrayElement(HOSPITAL_NAMES), { city: city.name }),
  };
  const sentences = [
    faker.helpers.arrayElement(BIO_OPENINGS[specialty.slug] ?? BIO_OPENINGS["medicina-general"]!),
    ...faker.helpers.arrayElements(BIO_SENTENCES, { min: 1, max: 3 }),
  ].map((sentence) => fill(sentence, values));
  return { sentences, closingDraw: faker.number.int({ min: 0, max: 9_999 }) / 10_000 };
}

const WEEKEND = /\b(Sáb|Dom)/;

/**
 * What a bio may promise, read from the listing: online booking only with a published agenda,
 * weekend visits only where its hours (and its agenda's, if it has one) include a weekend day.
 */
export function bioFactsOf(row: ProviderRow, plan?: AgendaPlan | null): BioFacts {
  const offices = (row.locations ?? []) as { hours?: string }[];
  const listedWeekend = [row.schedule ?? "", ...offices.map((o) => o.hours ?? "")].some((hours) =>
    WEEKEND.test(hours),
  );
  const agendaWeekend =
    !plan || plan.offices.some((office) => office.hours.some(([weekday]) => weekday >= 6));
  const languages = (row.languages ?? []) as string[];
  return {
    onlineBooking: row.onlineBooking === true,
    telemedicine: row.telemedicine === true,
    acceptsInsurance: row.acceptsInsurance === true,
    weekendHours: listedWeekend && agendaWeekend,
    otherLanguage: languages.find((language) => language !== "Español") ?? null,
  };
}

/** The bio: the drafted sentences and a closing the listing's facts bear out. */
export function writeBio(draft: BioDraft, facts: BioFacts): string {
  const closings = BIO_CLOSINGS.filter((closing) => {
    if (!closing.requires) return true;
    if (closing.requires === "otherLanguage") return facts.otherLanguage !== null;
    return facts[closing.requires];
  });
  const closing = closings[Math.floor(draft.closingDraw * closings.length)]!.text;
  const sentences = [
    ...draft.sentences,
    fill(closing, { language: (facts.otherLanguage ?? "").toLowerCase() }),
  ];
  // Drop middle sentences until the spec's 500-character limit holds.
  while (sentences.join(" ").length > BIO_LIMIT && sentences.length > 2) sentences.splice(1, 1);
  return sentences.join(" ").slice(0, BIO_LIMIT);
}

/** Rewrites the bio once the listing's agenda is decided (online booking, its hours). */
export function settleBio(generated: GeneratedProvider, plan: AgendaPlan | null): void {
  generated.row.bio = writeBio(generated.bioDraft, bioFactsOf(generated.row, plan));
}

/**
 * Years since the cédula: 5 to 45, most between 8 and 25, as in a directory of practising
 * doctors (a power of a uniform draw, skewed towards the early decades of a career).
 */
export function yearsSinceLicense(unit: number): number {
  return 5 + Math.floor(41 * unit ** 1.6);
}

interface Weighted<T> {
  weight: number;
  value: T;
}

const CITY_WEIGHTS: Weighted<City>[] = CITIES.map((city) => ({
  weight: city.population,
  value: city,
}));
const SPECIALTY_WEIGHTS: Weighted<Specialty>[] = SPECIALTIES.map((s) => ({
  weight: s.weight,
  value: s,
}));

const APPROVAL_WEIGHTS: Weighted<ProviderRow["approvalStatus"]>[] = [
  { weight: 93, value: "approved" },
  { weight: 3, value: "pending" },
  { weight: 2.5, value: "needs_review" },
  { weight: 1.5, value: "rejected" },
];

const SOURCE_WEIGHTS: Weighted<{ dataSource: string; dataSourceName: string | null }>[] = [
  { weight: 40, value: { dataSource: "manual", dataSourceName: null } },
  {
    weight: 18,
    value: { dataSource: "government", dataSourceName: "Registro Nacional de Profesionistas" },
  },
  { weight: 15, value: { dataSource: "google-sheets", dataSourceName: "Doctoralia" } },
  {
    weight: 10,
    value: { dataSource: "insurance_directory", dataSourceName: "Directorio de aseguradora" },
  },
  { weight: 9, value: { dataSource: "csv_import", dataSourceName: "Colegio médico estatal" } },
  { weight: 5, value: { dataSource: "top_doctors", dataSourceName: "Top Doctors" } },
  { weight: 3, value: { dataSource: "airtable", dataSourceName: "Base de clínicas aliadas" } },
];

function socialLinksFor(faker: Faker, handle: string): Record<string, string> {
  const links: Record<string, string> = {};
  // Every link points at a reserved .example host: fictional doctors have no real accounts.
  if (faker.datatype.boolean({ probability: 0.45 }))
    links.website = `https://${handle}.example.com`;
  if (faker.datatype.boolean({ probability: 0.5 }))
    links.facebook = `https://facebook.example/${handle}`;
  if (faker.datatype.boolean({ probability: 0.4 }))
    links.instagram = `https://instagram.example/${handle}`;
  if (faker.datatype.boolean({ probability: 0.15 })) links.twitter = `https://x.example/${handle}`;
  if (faker.datatype.boolean({ probability: 0.2 }))
    links.linkedin = `https://linkedin.example/in/${handle}`;
  return links;
}

/** A cédula of 7 or 8 digits, unique within one generation. */
function nextLicenseNumber(faker: Faker, used: Set<string>): string {
  for (;;) {
    const value = faker.string.numeric({
      length: faker.datatype.boolean({ probability: 0.7 }) ? 8 : 7,
      allowLeadingZeros: false,
    });
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

export interface GeneratedProvider {
  row: ProviderRow;
  /** How many reviews this provider should receive (0 for most). */
  reviewCount: number;
  /** The doctor's gender, which their title, bio and portrait follow. */
  sex: Sex;
  /** Given names and surnames, for the account of a demo doctor who owns the listing. */
  person: { given: string; surnames: string };
  /** The bio's sentences, written out once the listing's facts are known (settleBio). */
  bioDraft: BioDraft;
}

/** Creates provider rows one at a time; all randomness comes from the seeded faker. */
export function createProviderGenerator(faker: Faker) {
  const usedSlugs = new Set<string>();
  const usedLicenses = new Set<string>();
  const usedNames = new Set<string>();

  /** No two demo doctors share a full name: redraw (a few times) until it is new. */
  function uniqueName(sex: Sex) {
    let person = mexicanName(faker, sex);
    for (
      let attempt = 0;
      attempt < 20 && usedNames.has(`${person.given} ${person.surnames}`);
      attempt++
    ) {
      person = mexicanName(faker, sex);
    }
    usedNames.add(`${person.given} ${person.surnames}`);
    return person;
  }

  function uniqueSlug(name: string): string {
    const base = providerSlugFromName(name);
    let slug = base;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
    usedSlugs.add(slug);
    return slug;
  }

  return function generateProvider(index: number): GeneratedProvider {
    const sex = faker.helpers.arrayElement(["female", "male"] as const);
    const { given, surnames } = uniqueName(sex);
    const city = faker.helpers.weightedArrayElement(CITY_WEIGHTS);
    const specialty = faker.helpers.weightedArrayElement(SPECIALTY_WEIGHTS);
    // Psychologists and nutritionists in Mexico hold a licenciatura, not a medical degree.
    const holdsLicenciatura = specialty.slug === "psicologia" || specialty.slug === "nutriologia";
    const title = holdsLicenciatura ? "Lic." : sex === "female" ? "Dra." : "Dr.";
    const name = `${title} ${given} ${surnames}`;
    const slug = uniqueSlug(name);
    const handle = slug.replace(/-/g, ".").slice(0, 40);

    // The cédula's year first; the years of practice follow from it (a year or two may pass
    // between the cédula and the first patients).
    const registrationYear = REFERENCE_YEAR - yearsSinceLicense(faker.number.float());
    const institution = faker.helpers.arrayElement(INSTITUTIONS);
    const experience = REFERENCE_YEAR - registrationYear - faker.number.int({ min: 0, max: 2 });
    const licenseNumber = nextLicenseNumber(faker, usedLicenses);
    const licenseVerified = faker.datatype.boolean({ probability: 0.72 });

    const templates =
      SERVICES_BY_SPECIALTY[specialty.slug] ?? SERVICES_BY_SPECIALTY["medicina-general"]!;
    const chosen = [
      templates[0]!,
      ...faker.helpers.arrayElements(templates.slice(1), {
        min: 1,
        max: Math.min(4, templates.length - 1),
      }),
    ];
    const services = chosen.map((service) => ({
      name: service.name,
      price: roundTo50(faker.number.int({ min: service.min, max: service.max })),
      ...(service.description ? { description: service.description } : {}),
    }));

    const officeCount = faker.helpers.weightedArrayElement([
      { weight: 70, value: 1 },
      { weight: 25, value: 2 },
      { weight: 5, value: 3 },
    ]);
    const schedule = faker.helpers.arrayElement(SCHEDULES);
    const offices = Array.from({ length: officeCount }, (_, i) => {
      const point = pointNear(faker, city);
      const name =
        i === 0
          ? faker.helpers.arrayElement(OFFICE_LABELS)
          : fill(faker.helpers.arrayElement(HOSPITAL_NAMES), { city: city.name });
      const office = {
        name,
        address: address(faker, city),
        phone: fictionalPhone(faker, city.areaCode),
        hours: i === 0 ? schedule : faker.helpers.arrayElement(SCHEDULES),
        ...point,
      };
      // A weekend office has weekend hours; otherwise it is just the main one.
      if (name === WEEKEND_OFFICE_LABEL && !WEEKEND.test(office.hours))
        office.name = "Consultorio principal";
      return office;
    });
    const main = offices[0]!;

    const insurers = faker.datatype.boolean({ probability: 0.55 })
      ? faker.helpers.arrayElements(INSURERS, { min: 1, max: 4 }).map((insurer) => insurer.name)
      : [];
    // Two draws once gave listings NOM-004 and NOM-024 'certifications': those standards rule
    // clinical records and health information systems and certify no doctor. The draws stay,
    // so every listing after them is the same as before.
    faker.number.float();
    faker.number.float();
    const source = faker.helpers.weightedArrayElement(SOURCE_WEIGHTS);
    const hasExternalReviews =
      source.dataSource === "google-sheets" || source.dataSource === "top_doctors";
    const bookingEnabled = faker.datatype.boolean({ probability: 0.3 });
    const createdAt = faker.date.between({
      from: new Date("2024-03-01T00:00:00Z"),
      to: SEED_REFERENCE_DATE,
    });
    const domain = EMAIL_DOMAINS[index % EMAIL_DOMAINS.length]!;

    const bioDraft = draftBio(faker, specialty, city, experience, institution.name, sex);

    const row: ProviderRow = {
      name,
      slug,
      specialty: specialty.name,
      specialtySlug: specialty.slug,
      city: city.name,
      citySlug: city.slug,
      state: city.state,
      location: main.address,
      latitude: main.latitude,
      longitude: main.longitude,
      bio: null,
      // A drawn portrait of the doctor's gender, or none (initials): never a mismatch.
      avatar: faker.datatype.boolean({ probability: PORTRAIT_SHARE })
        ? portraitPath(sex, faker.number.int({ min: 0, max: PORTRAITS_PER_SEX - 1 }))
        : null,
      bannerImage: null,
      price: services[0]!.price,
      experience,
      certifications: [],
      languages: faker.datatype.boolean({ probability: 0.3 })
        ? ["Español", faker.helpers.arrayElement(LANGUAGES.filter((l) => l !== "Español"))]
        : ["Español"],
      licenseNumber,
      licenseVerified,
      licenseValidatedAt: licenseVerified
        ? faker.date.between({ from: createdAt, to: SEED_REFERENCE_DATE })
        : null,
      licenseValidationData: licenseVerified
        ? {
            name: `${given} ${surnames}`.toUpperCase(),
            degree: DEGREE_TITLES[specialty.slug] ?? "MÉDICO CIRUJANO",
            institution: institution.name.toUpperCase(),
            registrationYear,
            source: "offline",
            fullData: {
              titulo: DEGREE_TITLES[specialty.slug],
              desins: institution.name.toUpperCase(),
              anioreg: registrationYear,
            },
          }
        : null,
      emailVerified: faker.datatype.boolean({ probability: 0.8 }),
      availableToday: faker.datatype.boolean({ probability: 0.35 }),
      telemedicine: faker.datatype.boolean({ probability: 0.4 }),
      bookingEnabled,
      bookingUrl: bookingEnabled ? `https://reservas.example.com/${slug}` : null,
      phone: main.phone,
      // Demo doctors chat on their office number (fictional, like it). Derived, not drawn:
      // another draw would change every listing generated after it.
      whatsapp: main.phone.replace(/\D/g, ""),
      email: `${handle.slice(0, 30)}@${domain}`,
      schedule,
      acceptsInsurance: insurers.length > 0,
      insuranceNetworks: insurers,
      servicesWithPricing: services,
      locations: offices,
      socialLinks: socialLinksFor(faker, handle),
      socialProfileImage: faker.datatype.boolean({ probability: 0.2 })
        ? `https://instagram.example/${handle}/perfil.jpg`
        : null,
      approvalStatus: faker.helpers.weightedArrayElement(APPROVAL_WEIGHTS),
      dataSource: source.dataSource,
      dataSourceName: source.dataSourceName,
      externalUrl:
        source.dataSource === "manual"
          ? null
          : `https://fuente.example.org/${source.dataSource}/${slug}`,
      externalRating: hasExternalReviews
        ? faker.number.float({ min: 3.6, max: 5, fractionDigits: 1 })
        : null,
      externalReviewCount: hasExternalReviews ? faker.number.int({ min: 3, max: 240 }) : null,
      externalReviewSource: hasExternalReviews ? source.dataSourceName : null,
      taxId: null,
      premium: faker.datatype.boolean({ probability: 0.05 }),
      createdAt,
      updatedAt: createdAt,
    };
    // A listing without teleconsultation offers no online sessions either.
    if (!row.telemedicine)
      row.servicesWithPricing = services.filter(
        (service, i) => i === 0 || !/en línea|teleconsulta/i.test(service.name),
      );
    const reviewCount = faker.datatype.boolean({ probability: 1 / 3 })
      ? faker.helpers.weightedArrayElement([
          { weight: 35, value: 1 },
          { weight: 25, value: 2 },
          { weight: 15, value: 3 },
          { weight: 10, value: 5 },
          { weight: 10, value: 8 },
          { weight: 5, value: 14 },
        ])
      : 0;
    const generated: GeneratedProvider = {
      row,
      reviewCount,
      sex,
      person: { given, surnames },
      bioDraft,
    };
    settleBio(generated, null);
    return generated;
  };
}

export function generatePatients(faker: Faker, count: number): UserRow[] {
  return Array.from({ length: count }, (_, i) => {
    const sex = faker.helpers.arrayElement(["female", "male"] as const);
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    const local = providerSlugFromName(`${firstName} ${lastName}`).replace(/-/g, ".");
    return {
      id: faker.string.uuid(),
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      email: `${local}.${i + 1}@${EMAIL_DOMAINS[(i + 1) % EMAIL_DOMAINS.length]}`,
      emailVerified: true,
      userType: "patient",
      createdAt: faker.date.between({
        from: new Date("2024-01-01T00:00:00Z"),
        to: SEED_REFERENCE_DATE,
      }),
    } satisfies UserRow;
  });
}

/** Writes a listing's review texts from a sequence of its own, never the same text twice. */
export type ReviewWriter = (rating: number) => string;

/**
 * The listing's review writer: seeded by the seed and the slug (the same texts on every run,
 * whatever else changes), and told what the listing offers so no review invents it.
 */
export function createReviewWriter(seed: number, row: ProviderRow): ReviewWriter {
  const random = seededRandomFor(`${seed}:${row.slug}`);
  const used = new Set<string>();
  const facts = {
    onlineBooking: row.onlineBooking === true,
    telemedicine: row.telemedicine === true,
    acceptsInsurance: row.acceptsInsurance === true,
  };
  return (rating) => composeReviewText(random, rating, facts, used);
}

/** Reviews for one provider, written by distinct fictional patients after the listing appeared. */
export function generateReviews(
  faker: Faker,
  providerId: number,
  providerCreatedAt: Date,
  count: number,
  patients: readonly UserRow[],
  write: ReviewWriter,
): ReviewRow[] {
  const authors = faker.helpers.arrayElements(patients, count);
  return authors.map((author) => {
    const rating = faker.helpers.weightedArrayElement(REVIEW_RATING_WEIGHTS);
    const createdAt = faker.date.between({ from: providerCreatedAt, to: SEED_REFERENCE_DATE });
    return {
      providerId,
      userId: author.id!,
      rating,
      comment: write(rating),
      approvalStatus: faker.helpers.weightedArrayElement([
        { weight: 92, value: "approved" as const },
        { weight: 5, value: "pending" as const },
        { weight: 3, value: "rejected" as const },
      ]),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
