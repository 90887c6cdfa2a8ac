import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { accounts, auditLog, providers, users } from "../db/schema/index.ts";
import type { MailTransport, OutgoingMail } from "../integrations/mail.ts";
import { createClaimRepository } from "../doctors/claim-repository.ts";

const PHONE = "55 0123 4567";
const CEDULA = "12345678";
const PASSWORD = "contraseña-del-medico";

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${++counter}.${Date.now()}@example.com`;

function claimBody(providerId: number, overrides: Record<string, unknown> = {}) {
  return {
    providerId,
    firstName: "Laura",
    lastName: "Méndez",
    email: uniqueEmail("laura"),
    phone: "+52 (55) 0123-4567",
    cedula: CEDULA,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

describe.each<DatabaseKind>(["pglite", "postgres"])("claiming a listing on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { kind: "smtp", send: async (mail) => void sent.push(mail) };
  // Each app has its own rate-limit counters: tests that send many claims get a fresh one.
  const freshApp = () => createTestApp(database, {}, undefined, transport).app;

  const listing = (overrides: Partial<Parameters<typeof insertProvider>[1]> = {}) =>
    insertProvider(database.db, {
      name: "Dra. Laura Méndez Ruiz",
      phone: PHONE,
      licenseNumber: CEDULA,
      licenseVerified: true,
      ...overrides,
    });
  const ownerOf = async (providerId: number) =>
    (
      await database.db
        .select({ userId: providers.userId, email: providers.email })
        .from(providers)
        .where(eq(providers.id, providerId))
    )[0]!;
  const usersWith = (emails: string[]) =>
    database.db.select().from(users).where(inArray(users.email, emails));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = freshApp();
  });
  afterAll(() => database.close());

  it("lets an anonymous visitor claim by phone and cédula, with audit row and verification email", async () => {
    const target = await listing();
    const email = uniqueEmail("duena");

    await request(app)
      .post("/api/providers/claim/verify-phone")
      .send({ providerId: target.id, phone: "55 9999 0000" })
      .expect(200, { matches: false });
    await request(app)
      .post("/api/providers/claim/verify-phone")
      .send({ providerId: target.id, phone: "+52 55 0123 4567" })
      .expect(200, { matches: true });

    const response = await request(app)
      .post("/api/providers/claim")
      .send(claimBody(target.id, { email: email.toUpperCase() }))
      .expect(200);
    expect(response.body).toEqual({ success: true, message: DOCTOR_MESSAGES.claimSuccess });

    const [user] = await usersWith([email]);
    expect(user).toMatchObject({
      firstName: "Laura",
      lastName: "Méndez",
      isProvider: true,
      userType: "doctor",
      emailVerified: false,
    });
    const owner = await ownerOf(target.id);
    expect(owner.userId).toBe(user!.id);
    // The listing kept its own contact email.
    expect(owner.email).toBe(target.email);

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "provider.claimed"), eq(auditLog.entityId, String(target.id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorType: "user",
      actorId: user!.id,
      entityType: "provider",
      ip: null,
    });
    expect(audit[0]!.details).toMatchObject({
      verifiedBy: "phone+cedula",
      ipHash: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.stringify(audit[0]!.details)).not.toContain(email);

    // The normal verification email; once verified, better-auth logs the doctor in.
    const mail = sent.find((m) => m.to === email);
    expect(mail?.subject).toContain("Verifica tu correo");
    const token = decodeURIComponent(/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
    await request(app).post("/api/auth/login").send({ email, password: PASSWORD }).expect(403);
    await request(app).post("/api/auth/verify-email").send({ token }).expect(200);
    const login = await request(app)
      .post("/api/auth/login")
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(login.body.user).toMatchObject({ email, isProvider: true, userType: "doctor" });

    // The public profile (cached before) now says claimed, and a second claim is refused.
    expect((await request(app).get(`/api/providers/${target.id}`).expect(200)).body.claimed).toBe(
      true,
    );
    const again = await request(app)
      .post("/api/providers/claim")
      .send(claimBody(target.id))
      .expect(409);
    expect(again.body.error).toBe(DOCTOR_MESSAGES.claimAlreadyClaimed);
    const phoneAgain = await request(app)
      .post("/api/providers/claim/verify-phone")
      .send({ providerId: target.id, phone: PHONE })
      .expect(409);
    expect(phoneAgain.body.error).toBe(DOCTOR_MESSAGES.claimAlreadyClaimed);
  });

  it("gives an empty listing email the owner's, and needs no cédula when the listing has none", async () => {
    const target = await listing({ licenseNumber: null, licenseVerified: false, email: "" });
    const email = uniqueEmail("sin.cedula");
    await request(app)
      .post("/api/providers/claim")
      .send(claimBody(target.id, { email, cedula: undefined }))
      .expect(200);
    const [user] = await usersWith([email]);
    expect(await ownerOf(target.id)).toEqual({ userId: user!.id, email });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(target.id)));
    expect(audit!.details).toMatchObject({ verifiedBy: "phone" });
  });

  it("refuses a wrong phone or cédula with the texts the page maps to its fields", async () => {
    const target = await listing();
    const wrongPhone = claimBody(target.id, { phone: "55 9999 0000" });
    const phone = await request(app).post("/api/providers/claim").send(wrongPhone).expect(400);
    expect(phone.body.error).toBe(DOCTOR_MESSAGES.claimPhoneError);
    expect(phone.body.error).toContain("teléfono");

    for (const cedula of ["87654321", "", undefined]) {
      const body = claimBody(target.id, { cedula });
      const wrong = await request(app).post("/api/providers/claim").send(body).expect(400);
      expect(wrong.body.error).toBe(DOCTOR_MESSAGES.claimCedulaError);
      expect(wrong.body.error).toContain("cédula");
    }
    // Spaces and dashes in a cédula do not matter.
    const ok = claimBody(target.id, { cedula: "1234-5678 " });
    await request(app).post("/api/providers/claim").send(ok).expect(200);

    expect(await usersWith([wrongPhone.email])).toHaveLength(0);
  });

  it("does not find pending listings, unknown ids or listings that do not exist", async () => {
    const pending = await listing({ approvalStatus: "pending" });
    for (const providerId of [pending.id, 999_999]) {
      const claim = await request(app)
        .post("/api/providers/claim")
        .send(claimBody(providerId))
        .expect(404);
      expect(claim.body.error).toBe(DOCTOR_MESSAGES.claimNotFound);
      const phone = await request(app)
        .post("/api/providers/claim/verify-phone")
        .send({ providerId, phone: PHONE })
        .expect(404);
      expect(phone.body.error).toBe(DOCTOR_MESSAGES.claimNotFound);
    }
    expect((await ownerOf(pending.id)).userId).toBeNull();
  });

  it("answers malformed requests with a Spanish 400", async () => {
    const local = freshApp();
    const target = await listing();
    const bad = async (body: unknown, message: string) => {
      const response = await request(local)
        .post("/api/providers/claim")
        .send(body as object);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(message);
    };
    await bad({}, "Identificador de médico no válido.");
    await bad({ ...claimBody(target.id), providerId: "abc" }, "Identificador de médico no válido.");
    await bad(
      { ...claimBody(target.id), providerId: 2 ** 40 },
      "Identificador de médico no válido.",
    );
    await bad({ providerId: target.id }, DOCTOR_MESSAGES.firstName);
    await bad(claimBody(target.id, { lastName: "M" }), DOCTOR_MESSAGES.lastName);
    await bad(claimBody(target.id, { email: "no-es-correo" }), DOCTOR_MESSAGES.emailSignup);
    await bad(claimBody(target.id, { phone: "55 12" }), DOCTOR_MESSAGES.phoneSignup);
    await bad(
      claimBody(target.id, { password: "corta", confirmPassword: "corta" }),
      DOCTOR_MESSAGES.password,
    );
    await bad(
      claimBody(target.id, { confirmPassword: "otra-contraseña" }),
      DOCTOR_MESSAGES.passwordsDiffer,
    );
    await bad(claimBody(target.id, { cedula: "12345678901234" }), DOCTOR_MESSAGES.claimCedulaError);
    const json = await request(local)
      .post("/api/providers/claim")
      .set("Content-Type", "application/json")
      .send("{no es json")
      .expect(400);
    expect(json.body.error).toBe("El cuerpo de la solicitud no es JSON válido.");
    const phone = await request(local)
      .post("/api/providers/claim/verify-phone")
      .send({ providerId: "x", phone: PHONE })
      .expect(400);
    expect(phone.body.error).toBe("Identificador de médico no válido.");
    expect((await ownerOf(target.id)).userId).toBeNull();
  });

  it("refuses an email that already has an account and leaves the listing unclaimed", async () => {
    const target = await listing();
    const existing = await signedInAgent(app, database);
    const response = await request(app)
      .post("/api/providers/claim")
      .send(claimBody(target.id, { email: existing.email.toUpperCase() }))
      .expect(409);
    expect(response.body.error).toBe(DOCTOR_MESSAGES.emailTaken);
    expect((await ownerOf(target.id)).userId).toBeNull();
  });

  it("makes a signed-in patient claim with a new doctor account, never their patient one", async () => {
    const target = await listing();
    const patient = await signedInAgent(app, database);
    const own = await patient.agent
      .post("/api/providers/claim")
      .send(claimBody(target.id, { email: patient.email }))
      .expect(409);
    expect(own.body.error).toBe(DOCTOR_MESSAGES.emailTaken);

    const doctorEmail = uniqueEmail("consultorio");
    await patient.agent
      .post("/api/providers/claim")
      .send(claimBody(target.id, { email: doctorEmail }))
      .expect(200);
    const [doctor] = await usersWith([doctorEmail]);
    expect((await ownerOf(target.id)).userId).toBe(doctor!.id);
    // The patient's account and session are untouched.
    const me = await patient.agent.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({ email: patient.email, isProvider: false, userType: "patient" });
  });

  it("lets exactly one of two simultaneous claims win, leaving no account for the loser", async () => {
    const local = freshApp();
    for (let round = 0; round < 3; round++) {
      const target = await listing();
      const emails = [uniqueEmail("primera"), uniqueEmail("segunda")];
      const usersBefore = (await database.db.select({ id: users.id }).from(users)).length;

      const answers = await Promise.all(
        emails.map((email) =>
          request(local).post("/api/providers/claim").send(claimBody(target.id, { email })),
        ),
      );

      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body.error).toBe(DOCTOR_MESSAGES.claimAlreadyClaimed);
      const created = await usersWith(emails);
      expect(created).toHaveLength(1);
      expect(created[0]!.email).toBe(emails[answers.findIndex((a) => a.status === 200)]);
      expect((await database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore + 1);
      expect((await ownerOf(target.id)).userId).toBe(created[0]!.id);
      const credentials = await database.db
        .select()
        .from(accounts)
        .where(eq(accounts.userId, created[0]!.id));
      expect(credentials).toHaveLength(1);
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(target.id)));
      expect(audit).toHaveLength(1);
    }
  });

  it("decides the race in the transaction itself, even when both claims passed the checks", async () => {
    // Straight to the repository: no pre-check can stop the loser, only the conditional update.
    const repository = createClaimRepository(database.db);
    const target = await listing();
    const owners = [uniqueEmail("uno"), uniqueEmail("dos"), uniqueEmail("tres")].map((email) => ({
      email,
      firstName: "Mismo",
      lastName: "Momento",
      passwordHash: "no-se-usa",
    }));
    const results = await Promise.all(
      owners.map((owner) =>
        repository.createOwnerAndTakeListing({ providerId: target.id, owner, audit: {} }),
      ),
    );
    const winners = results.filter((r) => r.outcome === "claimed");
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "already-claimed")).toHaveLength(2);
    const created = await usersWith(owners.map((o) => o.email));
    expect(created.map((u) => u.id)).toEqual([(winners[0] as { userId: string }).userId]);
    expect((await ownerOf(target.id)).userId).toBe(created[0]!.id);
  });

  it("lets one of two simultaneous claims with the same email win, the other gets the email-taken text", async () => {
    const local = freshApp();
    const [first, second] = [await listing(), await listing()];
    const email = uniqueEmail("misma");
    const answers = await Promise.all(
      [first, second].map((target) =>
        request(local).post("/api/providers/claim").send(claimBody(target.id, { email })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe(DOCTOR_MESSAGES.emailTaken);
    const owners = [await ownerOf(first.id), await ownerOf(second.id)].map((o) => o.userId);
    expect(owners.filter((id) => id !== null)).toHaveLength(1);
    expect(await usersWith([email])).toHaveLength(1);
  });

  it("limits claims per connection", async () => {
    const local = freshApp();
    for (let i = 0; i < 20; i++)
      await request(local).post("/api/providers/claim").send({}).expect(400);
    const limited = await request(local).post("/api/providers/claim").send({}).expect(429);
    expect(limited.body.error).toContain("Demasiados intentos");
  });
});
