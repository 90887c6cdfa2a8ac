import { SingleBar } from "cli-progress";
import { count } from "drizzle-orm";
import { hashPassword } from "../../accounts/password.ts";
import { CITIES } from "../../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../../common/catalogs/specialties.ts";
import type { Logger } from "../../logger.ts";
import type { Database } from "../client.ts";
import { bulkInsert, dropSecondaryIndexes } from "../bulk-insert.ts";
import {
  accounts,
  appSettings,
  cities,
  providers,
  reviewModerationEvents,
  reviews,
  specialties,
  users,
} from "../schema/index.ts";
import {
  createFaker,
  createProviderGenerator,
  DEFAULT_SEED,
  DEMO_DOCTOR_COUNT,
  DEMO_DOCTOR_PASSWORD,
  DEMO_PATIENT_PASSWORD,
  generatePatients,
  generateReviews,
  type ReviewRow,
  type UserRow,
} from "./generate.ts";

export interface SeedOptions {
  providers: number;
  seed?: number;
  logger?: Logger;
  /** Draw a progress bar on the console (first start). */
  progress?: boolean;
}

export interface SeedSummary {
  providers: number;
  reviews: number;
  patients: number;
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
    `Datos de demostración listos: ${summary.providers} médicos ficticios, ${summary.reviews} reseñas (${(summary.ms / 1000).toFixed(1)} s)`,
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
    // Demo doctors own evenly spread approved listings; everything else stays unclaimed.
    const claimEvery = Math.max(1, Math.floor(options.providers / Math.max(doctorIds.length, 1)));
    let nextDoctor = 0;

    for (let start = 0; start < options.providers; start += BATCH_SIZE) {
      const batch = [];
      for (let i = start; i < Math.min(start + BATCH_SIZE, options.providers); i++) {
        const generated = generateProvider(i);
        if (
          i % claimEvery === 0 &&
          nextDoctor < doctorIds.length &&
          generated.row.approvalStatus === "approved"
        ) {
          generated.row.userId = doctorIds[nextDoctor++];
          generated.row.emailVerified = true;
        }
        batch.push(generated);
      }
      const inserted = await bulkInsert(
        tx,
        providers,
        batch.map((g) => g.row),
      );
      const reviewRows: ReviewRow[] = [];
      batch.forEach((generated, i) => {
        if (generated.reviewCount === 0) return;
        reviewRows.push(
          ...generateReviews(
            faker,
            inserted[i]!,
            generated.row.createdAt as Date,
            generated.reviewCount,
            patients,
          ),
        );
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
    ms: Date.now() - started,
  };
}

/** The documented demo logins (README): one verified patient, one unverified, twelve doctors. */
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
