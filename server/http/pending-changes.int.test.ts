import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PENDING_CHANGE_MESSAGES,
  type AdminPendingChange,
} from "../../common/admin/pending-changes.ts";
import { pendingReviewMessage } from "../../common/doctors/self-update.ts";
import type { OwnProvider } from "../../common/doctors/types.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import type { OutgoingMail } from "../integrations/mail.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, providerPendingChanges, providers } from "../db/schema/index.ts";

const ADMIN = { username: "admin.cambios", password: "clave-de-administracion-segura" };
const REGISTRY_DATA = {
  name: "ELENA RAMÍREZ ORTIZ",
  degree: "MÉDICO CIRUJANO",
  institution: "UNAM",
  registrationYear: 2008,
};

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe.each<DatabaseKind>(["pglite", "postgres"])("changes that need review on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  const sent: OutgoingMail[] = [];
  let admin: ReturnType<typeof request.agent>;
  let owner: Agent;
  let listing: Awaited<ReturnType<typeof insertProvider>>;

  /** A listing owned by a fresh doctor account; verified and published unless told otherwise. */
  async function ownedListing(values: Partial<Parameters<typeof insertProvider>[1]> = {}) {
    const doctor = await signedInAgent(app, database, { firstName: "Médica" });
    const row = await insertProvider(database.db, {
      name: "Dra. Elena Ramírez Ortiz",
      specialtySlug: "cardiologia",
      licenseNumber: "12345678",
      licenseVerified: true,
      licenseValidatedAt: new Date(),
      licenseValidationData: REGISTRY_DATA,
      ...values,
    });
    await giveListingTo(database, doctor.user.id, row.id);
    return { doctor, row };
  }
  const save = (agent: Agent, id: number, body: Record<string, unknown>) =>
    agent.agent.put(`/api/providers/${id}/self`).send(body);
  const publicProfile = async (id: number) =>
    (await request(app).get(`/api/providers/${id}`).expect(200)).body as {
      name: string;
      specialty: string;
      bio: string;
    };
  const stored = async (id: number) =>
    (await database.db.select().from(providers).where(eq(providers.id, id)))[0]!;
  const requestsOf = (providerId: number) =>
    database.db
      .select()
      .from(providerPendingChanges)
      .where(eq(providerPendingChanges.providerId, providerId))
      .orderBy(providerPendingChanges.id);
  const pendingList = async () =>
    (await admin.get("/api/admin/pending-changes").expect(200)).body as {
      changes: AdminPendingChange[];
      totalCount: number;
    };
  const openRequestOf = async (providerId: number) =>
    (await pendingList()).changes.find((change) => change.providerId === providerId)!;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const created = createTestApp(database, {}, undefined, {
      kind: "smtp",
      send: async (mail) => void sent.push(mail),
    });
    app = created.app;
    await created.services.adminAccounts.createAdmin(ADMIN.username, ADMIN.password);
    admin = request.agent(app);
    await admin.post("/api/admin/login").send(ADMIN).expect(200);
    ({ doctor: owner, row: listing } = await ownedListing());
  });
  afterAll(() => database.close());

  it("keeps the approved name public and shows the owner the pending one; other fields publish at once", async () => {
    const res = await save(owner, listing.id, {
      name: "Dra. Elena Vega Ortiz",
      bio: "Cardióloga con veinte años de práctica.",
    }).expect(200);
    const answer = res.body as OwnProvider;
    expect(answer).toMatchObject({
      name: "Dra. Elena Ramírez Ortiz",
      bio: "Cardióloga con veinte años de práctica.",
      pendingReview: {
        fields: ["name"],
        values: { name: "Dra. Elena Vega Ortiz" },
        message:
          "Tu cambio de nombre quedó pendiente de revisión; el perfil público muestra los datos aprobados mientras tanto.",
      },
    });
    expect(await publicProfile(listing.id)).toMatchObject({
      name: "Dra. Elena Ramírez Ortiz",
      bio: "Cardióloga con veinte años de práctica.",
    });
    const me = (await owner.agent.get("/api/providers/me").expect(200)).body as OwnProvider;
    expect(me.pendingReview?.values).toEqual({ name: "Dra. Elena Vega Ortiz" });
  });

  it("a second edit updates the same open request", async () => {
    const res = await save(owner, listing.id, {
      name: "Dra. Elena Vega Ortiz",
      specialty: "Pediatría",
    }).expect(200);
    expect(res.body.pendingReview).toMatchObject({
      fields: ["name", "specialty"],
      values: { name: "Dra. Elena Vega Ortiz", specialty: "Pediatría" },
      message: pendingReviewMessage(["name", "specialty"]),
    });
    expect(res.body.pendingReview.message).toBe(
      "Tu cambio de nombre y especialidad quedó pendiente de revisión; el perfil público muestra los datos aprobados mientras tanto.",
    );
    const rows = await requestsOf(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "pending",
      requestedBy: owner.user.id,
      before: {
        name: "Dra. Elena Ramírez Ortiz",
        specialty: "Cardiología",
        specialtySlug: "cardiologia",
        licenseNumber: "12345678",
      },
      after: {
        name: "Dra. Elena Vega Ortiz",
        specialty: "Pediatría",
        specialtySlug: "pediatria",
      },
    });
    expect(await stored(listing.id)).toMatchObject({
      specialty: "Cardiología",
      specialtySlug: "cardiologia",
    });
    // Saving other fields with the same requested values leaves the request as it was.
    const before = rows[0]!.updatedAt;
    await save(owner, listing.id, {
      name: "Dra. Elena Vega Ortiz",
      specialty: "Pediatría",
      price: 1200,
    }).expect(200);
    expect((await requestsOf(listing.id))[0]!.updatedAt).toEqual(before);
  });

  it("shows administrators the before and after, and whether the new name is the registry's holder", async () => {
    const change = await openRequestOf(listing.id);
    expect(change).toMatchObject({
      providerName: "Dra. Elena Ramírez Ortiz",
      status: "pending",
      publicPath: expect.stringMatching(/\/cardiologia\//),
      fields: [
        {
          field: "name",
          label: "Nombre",
          before: "Dra. Elena Ramírez Ortiz",
          after: "Dra. Elena Vega Ortiz",
        },
        { field: "specialty", label: "Especialidad", before: "Cardiología", after: "Pediatría" },
      ],
      requestedBy: { email: owner.email },
      registryName: "ELENA RAMÍREZ ORTIZ",
      // The registry's holder is Ramírez, not Vega.
      requestedNameMatchesRegistry: false,
    });
  });

  it("rejecting needs a note and keeps the approved values", async () => {
    const change = await openRequestOf(listing.id);
    const missing = await admin
      .post(`/api/admin/pending-changes/${change.id}/reject`)
      .send({})
      .expect(400);
    expect(missing.body.error).toBe(PENDING_CHANGE_MESSAGES.rejectNoteRequired);
    const rejected = await admin
      .post(`/api/admin/pending-changes/${change.id}/reject`)
      .send({ note: "El nombre nuevo no coincide con la cédula." })
      .expect(200);
    expect(rejected.body).toMatchObject({
      message: PENDING_CHANGE_MESSAGES.rejected,
      change: {
        status: "rejected",
        adminNote: "El nombre nuevo no coincide con la cédula.",
        decidedBy: ADMIN.username,
      },
    });
    expect(await publicProfile(listing.id)).toMatchObject({
      name: "Dra. Elena Ramírez Ortiz",
      specialty: "Cardiología",
    });
    const me = (await owner.agent.get("/api/providers/me").expect(200)).body as OwnProvider;
    expect(me.pendingReview).toBeNull();
    // The doctor who asked hears why, in the administrator's words.
    const notice = sent.find((mail) => mail.subject.includes("no fue aprobado"));
    expect(notice?.to).toBe(owner.email);
    expect(notice?.text).toContain("El nombre nuevo no coincide con la cédula.");
    const again = await admin
      .post(`/api/admin/pending-changes/${change.id}/approve`)
      .send({})
      .expect(409);
    expect(again.body.error).toBe(PENDING_CHANGE_MESSAGES.alreadyDecided);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "provider.pending_change_rejected"));
    expect(audit).toMatchObject({
      actorType: "admin",
      entityId: String(listing.id),
      details: { notes: "El nombre nuevo no coincide con la cédula." },
    });
  });

  it("approving publishes the new values in one step, audit-logged", async () => {
    await save(owner, listing.id, { name: "Dra. Elena Ortiz Ramírez" }).expect(200);
    const change = await openRequestOf(listing.id);
    expect(change.requestedNameMatchesRegistry).toBe(true);
    const approved = await admin
      .post(`/api/admin/pending-changes/${change.id}/approve`)
      .send({ updatedAt: change.updatedAt })
      .expect(200);
    expect(approved.body).toMatchObject({
      message: PENDING_CHANGE_MESSAGES.approved,
      change: { status: "approved", providerName: "Dra. Elena Ortiz Ramírez" },
    });
    expect(await publicProfile(listing.id)).toMatchObject({ name: "Dra. Elena Ortiz Ramírez" });
    expect(await stored(listing.id)).toMatchObject({
      name: "Dra. Elena Ortiz Ramírez",
      licenseVerified: true,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, String(listing.id)),
          eq(auditLog.action, "provider.pending_change_approved"),
        ),
      );
    expect(audit!.details).toMatchObject({
      before: { name: "Dra. Elena Ramírez Ortiz" },
      after: { name: "Dra. Elena Ortiz Ramírez" },
    });
    const me = (await owner.agent.get("/api/providers/me").expect(200)).body as OwnProvider;
    expect(me).toMatchObject({ name: "Dra. Elena Ortiz Ramírez", pendingReview: null });
  });

  it("an owner who edits the request while it is read makes the administrator look again", async () => {
    await save(owner, listing.id, { specialty: "Pediatría" }).expect(200);
    const seen = await openRequestOf(listing.id);
    // Timestamps are kept to the millisecond: make sure the edit lands on another one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(owner, listing.id, { specialty: "Dermatología" }).expect(200);
    const stale = await admin
      .post(`/api/admin/pending-changes/${seen.id}/approve`)
      .send({ updatedAt: seen.updatedAt })
      .expect(409);
    expect(stale.body.error).toBe(PENDING_CHANGE_MESSAGES.changedMeanwhile);
    expect(await stored(listing.id)).toMatchObject({ specialty: "Cardiología" });
  });

  it("sending the approved values back withdraws the request", async () => {
    const res = await save(owner, listing.id, { specialty: "Cardiología" }).expect(200);
    expect(res.body.pendingReview).toBeNull();
    const rows = await requestsOf(listing.id);
    expect(rows.at(-1)).toMatchObject({ status: "withdrawn" });
    expect(rows.filter((row) => row.status === "pending")).toEqual([]);
  });

  it("approving a new cédula leaves it to be validated again", async () => {
    const res = await save(owner, listing.id, { licenseNumber: "87654321" }).expect(200);
    expect(res.body).toMatchObject({
      licenseNumber: "12345678",
      licenseVerified: true,
      pendingReview: { fields: ["licenseNumber"], values: { licenseNumber: "87654321" } },
    });
    const change = await openRequestOf(listing.id);
    await admin.post(`/api/admin/pending-changes/${change.id}/approve`).send({}).expect(200);
    expect(await stored(listing.id)).toMatchObject({
      licenseNumber: "87654321",
      licenseVerified: false,
      licenseValidatedAt: null,
      licenseValidationData: null,
      licenseIssue: null,
    });
    // Not verified any more: the next edits apply at once.
    await save(owner, listing.id, { name: "Dra. Elena Ortiz" }).expect(200);
    expect(await publicProfile(listing.id)).toMatchObject({ name: "Dra. Elena Ortiz" });
  });

  it("an unverified listing's owner changes name, specialty and cédula at once", async () => {
    const { doctor, row } = await ownedListing({
      name: "Dr. Pablo Núñez",
      licenseNumber: null,
      licenseVerified: false,
      licenseValidationData: null,
    });
    const res = await save(doctor, row.id, {
      name: "Dr. Pablo Núñez Soto",
      specialty: "Dermatología",
      licenseNumber: "11223344",
    }).expect(200);
    expect(res.body).toMatchObject({
      name: "Dr. Pablo Núñez Soto",
      specialty: "Dermatología",
      licenseNumber: "11223344",
      licenseVerified: false,
      pendingReview: null,
    });
    expect(await publicProfile(row.id)).toMatchObject({ name: "Dr. Pablo Núñez Soto" });
    expect(await requestsOf(row.id)).toEqual([]);
  });

  it("an unverified owner who types another listing's cédula is marked as a conflict", async () => {
    const { doctor, row } = await ownedListing({
      name: "Dr. Iván Mora",
      licenseNumber: null,
      licenseVerified: false,
    });
    await save(doctor, row.id, { licenseNumber: "87654321" }).expect(200);
    expect(await stored(row.id)).toMatchObject({
      licenseNumber: "87654321",
      licenseVerified: false,
      licenseIssue: "conflict",
      licenseConflictProviderId: listing.id,
    });
  });

  it("a verified listing not yet published loses its verification when renamed away from the registry's holder", async () => {
    const { doctor, row } = await ownedListing({ approvalStatus: "pending" });
    await save(doctor, row.id, { name: "Dra. Elena Ramírez" }).expect(200);
    expect(await stored(row.id)).toMatchObject({
      name: "Dra. Elena Ramírez",
      licenseVerified: false,
      licenseIssue: "name_mismatch",
    });
  });

  it("a verified listing not yet published keeps its verification under a name that still matches", async () => {
    const { doctor, row } = await ownedListing({ approvalStatus: "pending" });
    await save(doctor, row.id, { name: "Dra. Ortiz Ramírez Elena" }).expect(200);
    expect(await stored(row.id)).toMatchObject({ licenseVerified: true, licenseIssue: null });
  });

  it("lists decided requests on demand, newest first", async () => {
    const decided = (await admin.get("/api/admin/pending-changes?status=todos").expect(200))
      .body as { changes: AdminPendingChange[] };
    const statuses = decided.changes.map((change) => change.status);
    expect(statuses).toEqual(expect.arrayContaining(["approved", "rejected", "withdrawn"]));
    const bad = await admin.get("/api/admin/pending-changes?status=otro").expect(400);
    expect(bad.body.error).toEqual(expect.any(String));
    const unknown = await admin
      .post("/api/admin/pending-changes/999999/approve")
      .send({})
      .expect(404);
    expect(unknown.body.error).toBe(PENDING_CHANGE_MESSAGES.notFound);
  });
});
