import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminLicenseValidationResult,
  AdminProviderDetail,
  AdminProviderRow,
} from "../../common/admin/providers.ts";
import { ADMIN_MESSAGES } from "../../common/admin/providers.ts";
import { REGISTRATION_TEXTS } from "../../common/doctors/registration.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, licenseValidations, providers } from "../db/schema/index.ts";
import { LICENSE_REVIEW_NOTE } from "../doctors/registration-service.ts";

const ADMIN = { username: "admin.cedulas", password: "clave-de-administracion-segura" };
const NOTE = "Hablé con la doctora y revisé su título original en persona.";

/** The verified listing that already holds a cédula (an imported, owned-by-nobody one). */
const HELD_CEDULA = "31415926";
/** Known to the registry (administrators' confirmations bound to no listing). */
const FREE_CEDULA = "27182818";
const FREE_HOLDER = "MARÍA JOSÉ PÉREZ GÓMEZ";
const OTHER_FREE_CEDULA = "14142135";
/** Confirmed by an administrator for another listing: held, though no listing carries it. */
const CONFIRMED_ELSEWHERE = "16180339";

let emails = 0;
function registration(overrides: Record<string, unknown> = {}) {
  emails += 1;
  return {
    firstName: "Ana Sofía",
    lastName: "Ramírez Luna",
    email: `registro${emails}.${Date.now()}@example.com`,
    phone: "55 1234 5678",
    specialty: "Cardiología",
    city: "Guadalajara",
    consultationLocation: "presencial",
    licenseNumber: HELD_CEDULA,
    password: "aleatoria-del-navegador-123",
    ...overrides,
  };
}

describe.each<DatabaseKind>(["pglite", "postgres"])("one cédula, one doctor on %s", (kind) => {
  let database: DatabaseHandle;
  let created: ReturnType<typeof createTestApp>;
  let admin: ReturnType<typeof request.agent>;
  let holder: Awaited<ReturnType<typeof insertProvider>>;
  let confirmedListing: Awaited<ReturnType<typeof insertProvider>>;

  // A new app per registration burst: each has its own rate-limit counters.
  const register = (body: Record<string, unknown>) =>
    request(createTestApp(database).app).post("/api/providers/register").send(body);
  const listingOf = async (email: string) => {
    const [row] = await database.db.select().from(providers).where(eq(providers.email, email));
    return row!;
  };
  const providerById = async (id: number) => {
    const [row] = await database.db.select().from(providers).where(eq(providers.id, id));
    return row!;
  };
  const registryKnows = (licenseNumber: string, name: string, providerId?: number) =>
    database.db.insert(licenseValidations).values({
      licenseNumber,
      providerId,
      source: "admin",
      isValid: true,
      data: { name, degree: "MÉDICO CIRUJANO", institution: "UNAM" },
    });
  const registeredAudit = async (providerId: number) => {
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, String(providerId)), eq(auditLog.action, "provider.registered")),
      );
    return row!;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    created = createTestApp(database);
    await created.services.adminAccounts.createAdmin(ADMIN.username, ADMIN.password);
    admin = request.agent(created.app);
    await admin.post("/api/admin/login").send(ADMIN).expect(200);

    holder = await insertProvider(database.db, {
      name: "Dra. Ana Sofía Ramírez Luna",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
      // Stored as an import wrote it: the comparison is on digits.
      licenseNumber: "314-159 26",
      licenseVerified: true,
      licenseValidationData: { name: "ANA SOFÍA RAMÍREZ LUNA", degree: "MÉDICO CIRUJANO" },
    });
    confirmedListing = await insertProvider(database.db, {
      name: "Dr. Jorge Campos Ruiz",
      licenseNumber: null,
    });
    // What makes the registry (offline) know each cédula: an administrator confirmed it,
    // for the listing that holds it or for nobody yet.
    await registryKnows(HELD_CEDULA, "ANA SOFÍA RAMÍREZ LUNA", holder.id);
    await registryKnows(FREE_CEDULA, FREE_HOLDER);
    await registryKnows(OTHER_FREE_CEDULA, FREE_HOLDER);
    await registryKnows(CONFIRMED_ELSEWHERE, "JORGE CAMPOS RUIZ", confirmedListing.id);
  });
  afterAll(() => database.close());

  describe("registration", () => {
    it("an impostor with another listing's cédula gets a pending, unverified listing marked as a conflict", async () => {
      const body = registration();
      const res = await register(body).expect(201);
      expect(res.body).toEqual({
        success: true,
        message: `${REGISTRATION_TEXTS.successDescription} ${LICENSE_REVIEW_NOTE}`,
        user: { email: body.email, firstName: "Ana Sofía" },
      });

      const listing = await listingOf(body.email);
      expect(listing).toMatchObject({
        name: "Ana Sofía Ramírez Luna",
        approvalStatus: "pending",
        licenseNumber: HELD_CEDULA,
        licenseVerified: false,
        licenseValidatedAt: null,
        licenseValidationData: null,
        licenseIssue: "conflict",
        licenseConflictProviderId: holder.id,
      });
      expect((await registeredAudit(listing.id)).details).toMatchObject({
        licenseVerified: false,
        licenseIssue: "conflict",
        conflictProviderId: holder.id,
        conflictVia: "listing",
      });
      // The holder is untouched.
      expect(await providerById(holder.id)).toMatchObject({ licenseVerified: true, userId: null });
    });

    it("a cédula an administrator confirmed for another listing is held by that listing", async () => {
      const body = registration({
        firstName: "Jorge",
        lastName: "Campos Ruiz",
        licenseNumber: CONFIRMED_ELSEWHERE,
      });
      await register(body).expect(201);
      expect(await listingOf(body.email)).toMatchObject({
        licenseVerified: false,
        licenseIssue: "conflict",
        licenseConflictProviderId: confirmedListing.id,
      });
    });

    it("the registry's holder must be the applicant: another name is not verified, and the typed name stays", async () => {
      const body = registration({
        firstName: "María Fernanda",
        lastName: "Pérez Gómez",
        licenseNumber: FREE_CEDULA,
      });
      const res = await register(body).expect(201);
      expect(res.body.message).toBe(
        `${REGISTRATION_TEXTS.successDescription} ${LICENSE_REVIEW_NOTE}`,
      );
      const listing = await listingOf(body.email);
      expect(listing).toMatchObject({
        name: "María Fernanda Pérez Gómez",
        licenseVerified: false,
        licenseIssue: "name_mismatch",
        licenseConflictProviderId: null,
        // The registry's name is kept for the administrator, never as the listing's name.
        licenseValidationData: expect.objectContaining({ name: FREE_HOLDER }),
      });
      expect((await registeredAudit(listing.id)).details).toMatchObject({
        typedName: "María Fernanda Pérez Gómez",
        registryName: FREE_HOLDER,
        licenseIssue: "name_mismatch",
      });
    });

    it("verifies the registry's holder whatever the accents, case and word order, keeping the typed name", async () => {
      const body = registration({
        firstName: "jose MARIA",
        lastName: "PEREZ gomez",
        licenseNumber: OTHER_FREE_CEDULA,
      });
      const res = await register(body).expect(201);
      expect(res.body.message).toBe(REGISTRATION_TEXTS.successDescription);
      expect(await listingOf(body.email)).toMatchObject({
        name: "Jose Maria Perez Gomez",
        licenseVerified: true,
        licenseIssue: null,
      });
    });

    it("once a listing verified a cédula, the next applicant with it is a conflict", async () => {
      const body = registration({
        firstName: "María José",
        lastName: "Pérez Gómez",
        licenseNumber: OTHER_FREE_CEDULA,
      });
      await register(body).expect(201);
      const first = await database.db
        .select({ id: providers.id })
        .from(providers)
        .where(
          and(eq(providers.licenseNumber, OTHER_FREE_CEDULA), eq(providers.licenseVerified, true)),
        );
      expect(first).toHaveLength(1);
      expect(await listingOf(body.email)).toMatchObject({
        licenseVerified: false,
        licenseIssue: "conflict",
        licenseConflictProviderId: first[0]!.id,
      });
    });

    it("two applicants with one unheld cédula at the same moment: at most one is verified", async () => {
      const cedula = "44332211";
      await registryKnows(cedula, "LUIS HERRERA SOTO");
      const twin = () =>
        registration({ firstName: "Luis", lastName: "Herrera Soto", licenseNumber: cedula });
      const bodies = [twin(), twin()];
      await Promise.all(bodies.map((body) => register(body).expect(201)));
      const rows = await Promise.all(bodies.map((body) => listingOf(body.email)));
      expect(rows.filter((row) => row.licenseVerified)).toHaveLength(1);
      expect(rows.filter((row) => row.licenseIssue === "conflict")).toHaveLength(1);
    });
  });

  describe("the administrators' conflict view", () => {
    it("filters listings with a license issue and marks each row", async () => {
      const list = async (licenseIssue: string) =>
        (await admin.get(`/api/admin/providers?licenseIssue=${licenseIssue}&limit=50`).expect(200))
          .body.providers as AdminProviderRow[];
      const conflicts = await list("conflicto");
      expect(conflicts.length).toBeGreaterThanOrEqual(3);
      expect(conflicts.every((row) => row.licenseIssue === "conflict")).toBe(true);
      expect(conflicts.map((row) => row.licenseConflictProviderId)).toContain(holder.id);
      const mismatches = await list("nombre_no_coincide");
      expect(mismatches.map((row) => row.name)).toEqual(["María Fernanda Pérez Gómez"]);
      const any = await list("con_problema");
      expect(any).toHaveLength(conflicts.length + mismatches.length);
      const bad = await admin.get("/api/admin/providers?licenseIssue=cualquiera").expect(400);
      expect(bad.body.error).toBe(ADMIN_MESSAGES.invalidFilter);
    });

    it("shows the other listing beside a conflicted one", async () => {
      const impostor = await database.db
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.licenseConflictProviderId, holder.id))
        .orderBy(providers.id)
        .limit(1);
      const detail = (await admin.get(`/api/admin/providers/${impostor[0]!.id}`).expect(200))
        .body as AdminProviderDetail;
      expect(detail.licenseHolders).toContainEqual({
        id: holder.id,
        name: "Dra. Ana Sofía Ramírez Luna",
        specialty: "Cardiología",
        city: "Guadalajara",
        approvalStatus: "approved",
        hasOwner: false,
        licenseNumber: "314-159 26",
        licenseVerified: true,
        publicPath: `/${holder.slug}/cardiologia/guadalajara`,
        via: "listing",
      });
      // And the holder's own dialog names the newcomers.
      const own = (await admin.get(`/api/admin/providers/${holder.id}`).expect(200))
        .body as AdminProviderDetail;
      expect(own.licenseHolders.map((other) => other.id)).toContain(impostor[0]!.id);
      expect(own.licenseHolders.every((other) => other.publicPath === null)).toBe(true);
    });
  });

  describe("'Validar cédula'", () => {
    it("refuses a registry holder who is not the listing's doctor, showing both names", async () => {
      const cedula = "66554433";
      await registryKnows(cedula, "TOMÁS VEGA LIRA");
      const listing = await insertProvider(database.db, {
        name: "Dr. Roberto Silva Núñez",
        approvalStatus: "pending",
        licenseNumber: null,
      });
      const before = await providerById(listing.id);
      const refused = await admin
        .post(`/api/admin/providers/${listing.id}/validate-license`)
        .send({ licenseNumber: cedula })
        .expect(409);
      expect(refused.body).toEqual({
        error: ADMIN_MESSAGES.licenseNameMismatch,
        comparison: {
          registryName: "TOMÁS VEGA LIRA",
          listingName: "Dr. Roberto Silva Núñez",
          namesMatch: false,
          reasons: [expect.any(String)],
          holders: [],
        },
      });
      expect(await providerById(listing.id)).toEqual(before);

      const shortNote = await admin
        .post(`/api/admin/providers/${listing.id}/validate-license`)
        .send({ licenseNumber: cedula, override: true, note: "corta" })
        .expect(400);
      expect(shortNote.body.error).toBe(ADMIN_MESSAGES.overrideNoteRequired);
      expect(await providerById(listing.id)).toEqual(before);

      const overridden = await admin
        .post(`/api/admin/providers/${listing.id}/validate-license`)
        .send({ licenseNumber: cedula, override: true, note: NOTE })
        .expect(200);
      expect(overridden.body).toMatchObject({
        overridden: true,
        provider: { licenseVerified: true, licenseNumber: cedula },
      });
    });

    it("refuses a conflict, then accepts it with a written note, audit-logged with both names", async () => {
      const impostor = await insertProvider(database.db, {
        name: "Dra. Ana Sofía Ramírez Luna",
        approvalStatus: "pending",
        licenseNumber: HELD_CEDULA,
        licenseIssue: "conflict",
        licenseConflictProviderId: holder.id,
      });
      const refused = await admin
        .post(`/api/admin/providers/${impostor.id}/validate-license`)
        .send({ licenseNumber: HELD_CEDULA })
        .expect(409);
      expect(refused.body.error).toBe(ADMIN_MESSAGES.licenseConflict);
      expect(refused.body.comparison).toMatchObject({
        registryName: "ANA SOFÍA RAMÍREZ LUNA",
        listingName: "Dra. Ana Sofía Ramírez Luna",
        namesMatch: true,
      });
      expect(refused.body.comparison.holders.map((h: { id: number }) => h.id)).toContain(holder.id);

      const accepted = await admin
        .post(`/api/admin/providers/${impostor.id}/validate-license`)
        .send({ licenseNumber: HELD_CEDULA, override: true, note: NOTE })
        .expect(200);
      const result = accepted.body as AdminLicenseValidationResult;
      expect(result).toMatchObject({
        isValid: true,
        message: ADMIN_MESSAGES.licenseValidated,
        overridden: true,
        provider: { licenseVerified: true, licenseIssue: null, licenseConflictProviderId: null },
      });
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(impostor.id)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit).toMatchObject({
        actorType: "admin",
        action: "provider.license_validated_override",
        details: {
          notes: NOTE,
          before: { licenseVerified: false, licenseIssue: "conflict" },
          after: { licenseVerified: true, licenseIssue: null },
          context: {
            registryName: "ANA SOFÍA RAMÍREZ LUNA",
            listingName: "Dra. Ana Sofía Ramírez Luna",
            namesMatch: true,
            otherListings: expect.arrayContaining([holder.id]),
          },
        },
      });
    });

    it("validates at once when the holder matches and nobody else holds the cédula, clearing the issue", async () => {
      const cedula = "55667788";
      await registryKnows(cedula, "SOFÍA MENDOZA ARIAS");
      const listing = await insertProvider(database.db, {
        name: "Dra. Sofía Mendoza Arias",
        licenseNumber: cedula,
        licenseIssue: "name_mismatch",
      });
      const ok = await admin
        .post(`/api/admin/providers/${listing.id}/validate-license`)
        .send({ licenseNumber: cedula })
        .expect(200);
      expect(ok.body).toMatchObject({
        isValid: true,
        overridden: false,
        comparison: { namesMatch: true, holders: [] },
        provider: { licenseVerified: true, licenseIssue: null },
      });
    });

    it("the edit form cannot tick 'Cédula validada' past a conflict, and a new number is checked for holders", async () => {
      const listing = await insertProvider(database.db, {
        name: "Dr. Marco Ruiz Peña",
        approvalStatus: "pending",
        licenseNumber: "20406080",
      });
      const moved = await admin
        .put(`/api/admin/providers/${listing.id}`)
        .send({ licenseNumber: HELD_CEDULA })
        .expect(200);
      expect(moved.body).toMatchObject({
        licenseIssue: "conflict",
        licenseConflictProviderId: holder.id,
        licenseVerified: false,
      });
      const refused = await admin
        .put(`/api/admin/providers/${listing.id}`)
        .send({ licenseVerified: true })
        .expect(409);
      expect(refused.body.error).toBe(ADMIN_MESSAGES.licenseNeedsValidation);
      expect(await providerById(listing.id)).toMatchObject({ licenseVerified: false });

      const back = await admin
        .put(`/api/admin/providers/${listing.id}`)
        .send({ licenseNumber: "20406080", licenseVerified: true })
        .expect(200);
      expect(back.body).toMatchObject({ licenseVerified: true, licenseIssue: null });
    });

    it("applies the same rules to a manual confirmation, and records nothing it refuses", async () => {
      const listing = await insertProvider(database.db, {
        name: "Dra. Carla Castro Vega",
        licenseNumber: null,
      });
      const confirmation = {
        licenseNumber: "90807060",
        name: "Carlos Castro Vega",
        degree: "Médico Cirujano",
        institution: "UNAM",
      };
      const refused = await admin
        .post(`/api/admin/providers/${listing.id}/confirm-license`)
        .send(confirmation)
        .expect(409);
      expect(refused.body.comparison).toMatchObject({
        registryName: "CARLOS CASTRO VEGA",
        listingName: "Dra. Carla Castro Vega",
        namesMatch: false,
      });
      const recorded = await database.db
        .select()
        .from(licenseValidations)
        .where(eq(licenseValidations.licenseNumber, "90807060"));
      expect(recorded).toEqual([]);
      await admin
        .post(`/api/admin/providers/${listing.id}/confirm-license`)
        .send({ ...confirmation, override: true, note: NOTE })
        .expect(200);
      expect(await providerById(listing.id)).toMatchObject({ licenseVerified: true });
    });
  });
});
