import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { setPasswordCredential } from "../../server/accounts/repository.ts";
import { hashPassword } from "../../server/accounts/password.ts";
import { createAdminAccountsRepository } from "../../server/admin/accounts-repository.ts";
import type { Database } from "../../server/db/client.ts";
import { providers, users } from "../../server/db/schema/index.ts";
import { createFaker, createProviderGenerator } from "../../server/db/seed/generate.ts";

/**
 * The accounts every browser server has before it listens (tests/support/fixture-server.ts
 * writes them into the database): specs that need a user but do not test signing up use these
 * instead of registering one through the pages. Each spec server has its own copies.
 */
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
 * Writes the fixtures into a migrated, seeded database; what exists already is left as it is,
 * so a second run over the same folder changes nothing.
 */
export async function insertFixtures(db: Database): Promise<void> {
  await ensureUser(db, FIXTURES.patient, "patient");
  await ensureListing(db, await ensureUser(db, FIXTURES.doctor, "doctor"));
  const { username, password } = FIXTURES.admin;
  const admins = createAdminAccountsRepository(db);
  if (!(await admins.findByUsername(username)))
    await admins.insertAdmin(username, await hashPassword(password));
}
