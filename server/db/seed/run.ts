import { SingleBar } from "cli-progress";
import { count, eq } from "drizzle-orm";
import { hashPassword } from "../../accounts/password.ts";
import { CITIES } from "../../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../../common/catalogs/specialties.ts";
import type { Logger } from "../../logger.ts";
import type { Database } from "../client.ts";
import { bulkInsert, dropSecondaryIndexes } from "../bulk-insert.ts";
import {
  accounts,
  agendaExceptions,
  agendaOffices,
  agendas,
  appointments,
  appSettings,
  cities,
  providers,
  reviewModerationEvents,
  reviews,
  specialties,
  users,
  visitTypes,
  weeklyHours,
} from "../schema/index.ts";
import { mexicanHolidaysBetween } from "../../../common/booking/holidays.ts";
import { memoizeByKey } from "../../lib/cache.ts";
import {
  agendaRowsOf,
  createAgendaPlanner,
  exceptionsOf,
  pastVisitsOf,
  patientsFor,
  verifiedReviewOf,
  weeklyHoursOf,
  type AgendaPlan,
} from "./agendas.ts";
import {
  createFaker,
  createProviderGenerator,
  createReviewWriter,
  DEFAULT_SEED,
  DEMO_DOCTOR_COUNT,
  DEMO_DOCTOR_PASSWORD,
  DEMO_PATIENT_PASSWORD,
  generatePatients,
  generateReviews,
  settleBio,
  type ReviewRow,
  type ReviewWriter,
  type UserRow,
} from "./generate.ts";

export interface SeedOptions {
  providers: number;
  seed?: number;
  logger?: Logger;
  /** Draw a progress bar on the console (first start). */
  progress?: boolean;
  /**
   * The moment the demo is seeded: past visits lie before it, vacations and holidays after it
   * (free slots come from weekly hours and need no date). Everything else is the seed's.
   */
  now?: Date;
}

export interface SeedSummary {
  providers: number;
  reviews: number;
  patients: number;
  /** Listings with a published agenda (online booking). */
  agendas: number;
  ms: number;
}

const BATCH_SIZE = 500;
const PATIENT_POOL = 1_500;

interface Progress {
  update(done: number): void;
  stop(): void;
}

function createProgress(total: number, enabled: boolean, logger?: Logger): Progress {
  if (enabled && process.stdout.isTTY) {
    const bar = new SingleBar({
      format:
        "Generando datos de demostración [{bar}] {percentage}% | {value}/{total} médicos | {eta}s",
      hideCursor: true,
    });
    bar.start(total, 0);
    return { update: (done) => bar.update(done), stop: () => bar.stop() };
  }
  let nextReport = 0;
  return {
    update(done) {
      const percent = Math.floor((done / Math.max(total, 1)) * 100);
      if (enabled && percent >= nextReport) {
        logger?.info(`Generando datos de demostración: ${percent}% (${done}/${total} médicos)`);
        nextReport = percent + 10;
      }
    },
    stop() {},
  };
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(providers);
  return (row?.n ?? 0) === 0;
}

/** First start: fills an empty database with the demo directory; does nothing otherwise. */
export async function seedDemoDataIfEmpty(
  db: Database,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  const summary = await seedDemoData(db, options);
  options.logger?.info(
    summary,
    `Datos de demostración listos: ${summary.providers} médicos ficticios (${summary.agendas} con cita en línea), ${summary.reviews} reseñas (${(summary.ms / 1000).toFixed(1)} s)`,
  );
  return summary;
}

/**
 * Writes the whole demo directory in one transaction, so an interrupted seed leaves an
 * empty database that the next start seeds again.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const faker = createFaker(seed);
  const patients = generatePatients(faker, PATIENT_POOL);
  const demoAccounts = await demoAccountRows(faker);
  const progress = createProgress(options.providers, options.progress ?? false, options.logger);
  // Booking's demo data draws from its own sequence: the listings stay what they were.
  const agendaFaker = createFaker(seed + AGENDA_SEED_OFFSET);
  const planAgenda = createAgendaPlanner(agendaFaker);
  const planned: PlannedAgenda[] = [];
  let reviewTotal = 0;

  await db.transaction(async (tx) => {
    await tx
      .insert(specialties)
      .values(SPECIALTIES.map(({ slug, name, icon }) => ({ slug, name, icon })))
      .onConflictDoNothing();
    await tx
      .insert(cities)
      .values(
        CITIES.map(({ slug, name, state, latitude, longitude, population }) => ({
          slug,
          name,
          state,
          latitude,
          longitude,
          population,
        })),
      )
      .onConflictDoNothing();
    for (let i = 0; i < patients.length; i += BATCH_SIZE) {
      await tx.insert(users).values(patients.slice(i, i + BATCH_SIZE));
    }
    await tx.insert(users).values(demoAccounts.users);
    await tx.insert(accounts).values(demoAccounts.credentials);

    const restoreIndexes = await dropSecondaryIndexes(tx, ["providers", "reviews"]);
    const generateProvider = createProviderGenerator(faker);
    const doctorIds = demoAccounts.users.filter((u) => u.userType === "doctor").map((u) => u.id!);
    // Demo doctors own evenly spread approved listings (the first approved one from each
    // doctor's place on); everything else stays unclaimed.
    const claimEvery = Math.max(1, Math.floor(options.providers / Math.max(doctorIds.length, 1)));
    let nextDoctor = 0;
    // Each demo doctor's account carries the name of the listing it owns.
    const doctorNames: { id: string; firstName: string; lastName: string }[] = [];

    for (let start = 0; start < options.providers; start += BATCH_SIZE) {
      const batch = [];
      const plans: (AgendaPlan | null)[] = [];
      for (let i = start; i < Math.min(start + BATCH_SIZE, options.providers); i++) {
        const generated = generateProvider(i);
        const claimed =
          nextDoctor < doctorIds.length &&
          i >= nextDoctor * claimEvery &&
          generated.row.approvalStatus === "approved";
        if (claimed) {
          const doctorId = doctorIds[nextDoctor++]!;
          generated.row.userId = doctorId;
          generated.row.emailVerified = true;
          doctorNames.push({
            id: doctorId,
            firstName: generated.person.given,
            lastName: generated.person.surnames,
          });
        }
        const plan = planAgenda(generated, { demoDoctor: claimed });
        // The bio promises online booking and weekend hours only once they are decided.
        settleBio(generated, plan);
        plans.push(plan);
        batch.push(generated);
      }
      const inserted = await bulkInsert(
        tx,
        providers,
        batch.map((g) => g.row),
      );
      const reviewRows: ReviewRow[] = [];
      batch.forEach((generated, i) => {
        const plan = plans[i];
        const write = createReviewWriter(seed, generated.row);
        const written =
          generated.reviewCount === 0
            ? []
            : generateReviews(
                faker,
                inserted[i]!,
                generated.row.createdAt as Date,
                generated.reviewCount,
                patients,
                write,
              );
        reviewRows.push(...written);
        if (plan)
          planned.push({
            providerId: inserted[i]!,
            plan,
            demoDoctor: Boolean(generated.row.userId),
            reviewers: new Set(written.map((review) => review.userId)),
            write,
          });
      });
      if (reviewRows.length > 0) {
        const reviewIds = await bulkInsert(tx, reviews, reviewRows);
        // Hidden demo reviews carry the moderation event that hid them, as real ones will.
        const hiddenEvents = reviewRows.flatMap((review, i) =>
          review.approvalStatus === "rejected"
            ? [
                {
                  reviewId: reviewIds[i]!,
                  fromStatus: "approved",
                  toStatus: "rejected",
                  actorType: "doctor" as const,
                  notes: "Ocultada por el profesional",
                  createdAt: review.createdAt,
                },
              ]
            : [],
        );
        await bulkInsert(tx, reviewModerationEvents, hiddenEvents);
        reviewTotal += reviewRows.length;
      }
      progress.update(Math.min(start + BATCH_SIZE, options.providers));
    }
    reviewTotal += await insertDemoAgendas(tx, planned, {
      faker: agendaFaker,
      patients,
      demoPatientId: demoAccounts.users[0]!.id!,
      now: options.now ?? new Date(),
    });
    for (const doctor of doctorNames)
      await tx
        .update(users)
        .set({
          name: `${doctor.firstName} ${doctor.lastName}`,
          firstName: doctor.firstName,
          lastName: doctor.lastName,
        })
        .where(eq(users.id, doctor.id));
    await restoreIndexes();
    await tx
      .insert(appSettings)
      .values({
        key: "demo_data",
        value: { seededAt: new Date().toISOString(), providers: options.providers, seed },
      })
      .onConflictDoNothing();
  });
  progress.stop();
  return {
    providers: options.providers,
    reviews: reviewTotal,
    patients: patients.length,
    agendas: planned.filter((entry) => entry.plan.published).length,
    ms: Date.now() - started,
  };
}

/** Booking's demo data draws from the seed plus this: a sequence of its own. */
const AGENDA_SEED_OFFSET = 34;
/** Rows per statement of the agenda tables (one jsonb parameter each). */
const AGENDA_CHUNK = 5_000;

interface PlannedAgenda {
  providerId: number;
  plan: AgendaPlan;
  demoDoctor: boolean;
  /** Patients who already reviewed the listing: each may review it once. */
  reviewers: Set<string>;
  /** The listing's review writer, which knows the texts it already has. */
  write: ReviewWriter;
}

async function insertInChunks<T extends Parameters<typeof bulkInsert>[1]>(
  tx: Parameters<typeof bulkInsert>[0],
  table: T,
  rows: Parameters<typeof bulkInsert<T>>[2],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += AGENDA_CHUNK)
    ids.push(...(await bulkInsert(tx, table, rows.slice(i, i + AGENDA_CHUNK))));
  return ids;
}

/**
 * The agendas planned while the listings were generated, with their offices, visit types,
 * hours and exceptions, and the attended visits before the seed with their verified reviews.
 * The demo patient (paciente.demo) has a reviewed visit with the second demo doctor who takes
 * bookings and one still to review with the first, so 'Mis citas' shows both kinds. Returns
 * the number of reviews written.
 */
async function insertDemoAgendas(
  tx: Parameters<typeof bulkInsert>[0],
  planned: PlannedAgenda[],
  context: {
    faker: ReturnType<typeof createFaker>;
    patients: UserRow[];
    demoPatientId: string;
    now: Date;
  },
): Promise<number> {
  const { faker, now } = context;
  // The same few windows for every agenda (a zone's today, a horizon), each worked out once:
  // the holiday rules take milliseconds per call.
  const holidaysIn = memoizeByKey(
    (window) => mexicanHolidaysBetween(window.slice(0, 10), window.slice(11)),
    { maxEntries: 100 },
  );
  const holidaysBetween = (from: string, to: string) => holidaysIn(`${from}|${to}`);
  const built = planned.map(({ providerId, plan }) => agendaRowsOf(providerId, plan));
  await insertInChunks(
    tx,
    agendas,
    built.map((rows) => rows.agenda),
  );
  const officeIds = await insertInChunks(
    tx,
    agendaOffices,
    built.flatMap((rows) => rows.offices),
  );
  const typeIds = await insertInChunks(
    tx,
    visitTypes,
    built.flatMap((rows) => rows.visitTypes),
  );
  const hours = [];
  const exceptions = [];
  const visits = [];
  const reviewedVisit: boolean[] = [];
  const writers: ReviewWriter[] = [];
  let office = 0;
  let type = 0;
  let bookableDemoDoctors = 0;
  for (const { providerId, plan, demoDoctor, reviewers, write } of planned) {
    const ids = officeIds.slice(office, office + plan.offices.length);
    hours.push(...weeklyHoursOf(providerId, plan, ids));
    exceptions.push(...exceptionsOf(providerId, plan, now, holidaysBetween));
    const count = plan.reviewedVisits + plan.unreviewedVisits;
    if (count > 0) {
      const patients = patientsFor(faker, context.patients, reviewers, count);
      if (demoDoctor && plan.published) {
        bookableDemoDoctors += 1;
        if (bookableDemoDoctors === 1) patients[count - 1] = context.demoPatientId;
        if (bookableDemoDoctors === 2) patients[0] = context.demoPatientId;
      }
      const listingVisits = pastVisitsOf(
        faker,
        providerId,
        plan,
        { officeId: ids[0]!, visitTypeId: typeIds[type]! },
        patients,
        now,
      );
      visits.push(...listingVisits);
      reviewedVisit.push(...listingVisits.map((_, n) => n < plan.reviewedVisits));
      writers.push(...listingVisits.map(() => write));
    }
    office += plan.offices.length;
    type += plan.visitTypes.length;
  }
  await insertInChunks(tx, weeklyHours, hours);
  await insertInChunks(tx, agendaExceptions, exceptions);
  const visitIds = await insertInChunks(tx, appointments, visits);
  const verified = visits.flatMap((visit, n) =>
    reviewedVisit[n] ? [verifiedReviewOf(faker, { ...visit, id: visitIds[n]! }, writers[n]!)] : [],
  );
  await insertInChunks(tx, reviews, verified);
  return verified.length;
}

/**
 * The documented demo logins (README): one verified patient, one unverified, twelve doctors.
 * A doctor's name here is a placeholder: the seed gives it the name of the listing it owns.
 */
async function demoAccountRows(faker: ReturnType<typeof createFaker>) {
  const [doctorHash, patientHash] = await Promise.all([
    hashPassword(DEMO_DOCTOR_PASSWORD),
    hashPassword(DEMO_PATIENT_PASSWORD),
  ]);
  const rows: { user: UserRow; hash: string }[] = [
    {
      user: {
        id: faker.string.uuid(),
        name: "Paciente Demo",
        firstName: "Paciente",
        lastName: "Demo",
        email: "paciente.demo@example.com",
        emailVerified: true,
        userType: "patient",
      },
      hash: patientHash,
    },
    {
      user: {
        id: faker.string.uuid(),
        name: "Paciente Sin Verificar",
        firstName: "Paciente",
        lastName: "Sin Verificar",
        email: "paciente.sinverificar@example.com",
        emailVerified: false,
        userType: "patient",
      },
      hash: patientHash,
    },
  ];
  for (let n = 1; n <= DEMO_DOCTOR_COUNT; n++) {
    const label = String(n).padStart(2, "0");
    rows.push({
      user: {
        id: faker.string.uuid(),
        name: `Médico Demo ${label}`,
        firstName: "Médico",
        lastName: `Demo ${label}`,
        email: `doctor.demo${label}@example.com`,
        emailVerified: true,
        isProvider: true,
        userType: "doctor",
      },
      hash: doctorHash,
    });
  }
  return {
    users: rows.map((r) => r.user),
    credentials: rows.map((r) => ({
      id: faker.string.uuid(),
      accountId: r.user.id!,
      providerId: "credential",
      userId: r.user.id!,
      password: r.hash,
    })),
  };
}
