import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { setPasswordCredential } from "../../server/accounts/repository.ts";
import { hashPassword } from "../../server/accounts/password.ts";
import { createAdminAccountsRepository } from "../../server/admin/accounts-repository.ts";
import type { Database } from "../../server/db/client.ts";
import {
  agendaOffices,
  agendas,
  appointments,
  providers,
  users,
  visitTypes,
  weeklyHours,
} from "../../server/db/schema/index.ts";
import { createFaker, createProviderGenerator } from "../../server/db/seed/generate.ts";

/**
 * The accounts every browser server has before it listens (tests/support/fixture-server.ts
 * writes them into the database): specs that need a user but do not test signing up use these
 * instead of registering one through the pages. Each spec server has its own copies.
 */
/** The fixtures' agenda doctor's minimum notice: a closer time is not offered. */
export const AGENDA_NOTICE_MINUTES = 180;

export const FIXTURES = {
  /** A patient whose email is verified. */
  patient: {
    email: "paciente.fixture@example.com",
    password: "Paciente-Fixture-2026",
    firstName: "Paula",
    lastName: "Fixture Prueba",
  },
  /** A doctor who owns an approved listing whose cédula is verified. */
  doctor: {
    email: "doctora.fixture@example.com",
    password: "Doctora-Fixture-2026",
    firstName: "Lucía",
    lastName: "Fixture Prueba",
    listing: {
      name: "Dra. Lucía Fixture Prueba",
      slug: "dra-lucia-fixture-prueba",
      /** Eight digits like the seed's, in a range the seed's 1,500 draws never took (checked). */
      licenseNumber: "10000017",
    },
  },
  /**
   * A doctor in Tijuana (a zone that keeps daylight saving) whose cédula is verified and whose
   * agenda is published: open every day, with one visit of the fixture patient yesterday that
   * is still to be marked (attendance, then a verified review).
   */
  agendaDoctor: {
    email: "doctor.agenda.fixture@example.com",
    password: "Doctor-Agenda-Fixture-2026",
    firstName: "Andrés",
    lastName: "Agenda Prueba",
    listing: {
      name: "Dr. Andrés Agenda Prueba",
      slug: "dr-andres-agenda-prueba",
      /** Eight digits, outside the seed's draws like the other fixture's. */
      licenseNumber: "10000025",
      citySlug: "tijuana",
      timeZone: "America/Tijuana",
    },
    office: "Consultorio Zona Río",
    visitType: "Consulta general",
    /** Daily hours in the office's zone, in minutes: wide, so a slot is always near. */
    hours: { startMinute: 7 * 60, endMinute: 22 * 60 },
  },
  /** An administrator of /admin. */
  admin: { username: "admin", password: "clave-admin-del-servidor-e2e" },
} as const;

/** A user with a password credential, unless one with that email exists already. */
async function ensureUser(
  db: Database,
  account: { email: string; password: string; firstName: string; lastName: string },
  kind: "patient" | "doctor",
): Promise<string> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  if (existing) return existing.id;
  const now = new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        email: account.email,
        name: `${account.firstName} ${account.lastName}`,
        firstName: account.firstName,
        lastName: account.lastName,
        emailVerified: true,
        isProvider: kind === "doctor",
        userType: kind,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await setPasswordCredential(tx, user!.id, await hashPassword(account.password), now);
    return user!.id;
  });
}

/** The doctor's approved, license-verified listing: a seed-like row under the fixture's name. */
async function ensureListing(db: Database, userId: string): Promise<void> {
  const { listing, firstName, lastName } = FIXTURES.doctor;
  const [existing] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.slug, listing.slug));
  if (existing) return;
  const [licenseTaken] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.licenseNumber, listing.licenseNumber));
  if (licenseTaken) throw new Error(`la cédula ${listing.licenseNumber} ya es de otro perfil`);
  // Its own faker seed: the same row on every run, whatever the seed drew. The first "Dra."
  // drawn, so that the bio and portrait agree with the fixture's name.
  const generate = createProviderGenerator(createFaker(7));
  let { row } = generate(0);
  for (let i = 1; !row.name.startsWith("Dra. "); i++) ({ row } = generate(i));
  const now = new Date();
  await db.insert(providers).values({
    ...row,
    name: listing.name,
    slug: listing.slug,
    userId,
    approvalStatus: "approved",
    emailVerified: true,
    email: FIXTURES.doctor.email,
    licenseNumber: listing.licenseNumber,
    licenseVerified: true,
    licenseValidatedAt: now,
    licenseValidationData: {
      name: `${firstName} ${lastName}`.toUpperCase(),
      degree: "MÉDICO CIRUJANO",
      institution: "UNIVERSIDAD NACIONAL AUTÓNOMA DE MÉXICO",
      registrationYear: 2012,
      source: "offline",
    },
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The agenda doctor's listing, its published agenda (one office, one visit type, every day's
 * hours) and a visit of the fixture patient yesterday at 10:00 in the office's zone, still
 * 'booked': the doctor marks it, and the patient then reviews it.
 */
async function ensureAgendaListing(db: Database, userId: string, patientId: string) {
  const { listing, office, visitType, hours } = FIXTURES.agendaDoctor;
  const [existing] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.slug, listing.slug));
  if (existing) return;
  const city = findCityBySlug(listing.citySlug)!;
  const generate = createProviderGenerator(createFaker(11));
  let { row } = generate(0);
  for (let i = 1; !row.name.startsWith("Dr. "); i++) ({ row } = generate(i));
  const now = new Date();
  const address = "Blvd. Agua Caliente 4558, Zona Río, Tijuana, B.C.";
  const [provider] = await db
    .insert(providers)
    .values({
      ...row,
      name: listing.name,
      slug: listing.slug,
      userId,
      city: city.name,
      citySlug: city.slug,
      state: city.state,
      location: address,
      latitude: city.latitude,
      longitude: city.longitude,
      locations: [{ name: office, address, phone: "664 123 4567" }],
      bookingEnabled: false,
      bookingUrl: null,
      approvalStatus: "approved",
      emailVerified: true,
      email: FIXTURES.agendaDoctor.email,
      licenseNumber: listing.licenseNumber,
      licenseVerified: true,
      licenseValidatedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: providers.id });
  const providerId = provider!.id;
  await db.insert(agendas).values({
    providerId,
    published: true,
    timeZone: listing.timeZone,
    // Every bookable time is then still cancellable online (the browser test cancels one).
    minNoticeMinutes: AGENDA_NOTICE_MINUTES,
    horizonDays: 60,
    cancellationWindowHours: 2,
  });
  const [agendaOffice] = await db
    .insert(agendaOffices)
    .values({
      providerId,
      name: office,
      address,
      modality: "in_person",
      timeZone: listing.timeZone,
    })
    .returning({ id: agendaOffices.id });
  const [type] = await db
    .insert(visitTypes)
    .values({ providerId, name: visitType, durationMinutes: 30, price: 650, modality: "in_person" })
    .returning({ id: visitTypes.id });
  await db.insert(weeklyHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      providerId,
      officeId: agendaOffice!.id,
      weekday,
      ...hours,
    })),
  );
  const yesterday = DateTime.now().setZone(listing.timeZone).minus({ days: 1 });
  const start = yesterday.set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  await db.insert(appointments).values({
    providerId,
    patientId,
    visitTypeId: type!.id,
    officeId: agendaOffice!.id,
    startsAt: start.toJSDate(),
    endsAt: start.plus({ minutes: 30 }).toJSDate(),
    timeZone: listing.timeZone,
    visitTypeName: visitType,
    price: 650,
    modality: "in_person",
    reason: "Revisión de presión arterial",
    actionTokenHash: createHash("sha256").update(randomUUID()).digest("hex"),
  });
}

/**
 * Writes the fixtures into a migrated, seeded database; what exists already is left as it is,
 * so a second run over the same folder changes nothing.
 */
export async function insertFixtures(db: Database): Promise<void> {
  const patientId = await ensureUser(db, FIXTURES.patient, "patient");
  await ensureListing(db, await ensureUser(db, FIXTURES.doctor, "doctor"));
  await ensureAgendaListing(db, await ensureUser(db, FIXTURES.agendaDoctor, "doctor"), patientId);
  const { username, password } = FIXTURES.admin;
  const admins = createAdminAccountsRepository(db);
  if (!(await admins.findByUsername(username)))
    await admins.insertAdmin(username, await hashPassword(password));
}
