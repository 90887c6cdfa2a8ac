import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIM_MESSAGES } from "../../common/doctors/claims.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { minimalPdf, minimalPng } from "../../tests/support/evidence-samples.ts";
import { latestSmsTo } from "../../tests/support/sms-outbox.ts";
import { startFakeTwilio, twilioEnv } from "../../tests/fakes/twilio.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, claimRequests, providers, users } from "../db/schema/index.ts";
import type { MailTransport, OutgoingMail } from "../integrations/mail.ts";

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
  let services: ReturnType<typeof createTestApp>["services"];
  let evidenceDir: string;
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { kind: "smtp", send: async (mail) => void sent.push(mail) };
  let phoneCounter = 0;

  /** Each listing its own phone, so the outbox holds one conversation per test. */
  async function listing(overrides: Partial<Parameters<typeof insertProvider>[1]> = {}) {
    const local = String(1_000_000 + ++phoneCounter).slice(-7);
    const phone = `55 9${local.slice(0, 3)} ${local.slice(3)}`;
    const row = await insertProvider(database.db, {
      name: "Dra. Laura Méndez Ruiz",
      phone,
      licenseNumber: CEDULA,
      licenseVerified: true,
      ...overrides,
    });
    return { ...row, phone: overrides.phone ?? phone };
  }
  const e164 = (phone: string) => `+52${phone.replace(/\D/g, "")}`;
  const ownerOf = async (providerId: number) =>
    (
      await database.db
        .select({ userId: providers.userId })
        .from(providers)
        .where(eq(providers.id, providerId))
    )[0]!.userId;
  const usersWith = (emails: string[]) =>
    database.db.select().from(users).where(inArray(users.email, emails));
  const post = (url: string) => request(app).post(url).set("X-Forwarded-For", nextClientAddress());

  async function start(target: { id: number; phone: string }, overrides = {}) {
    const body = claimBody(target.id, { phone: target.phone, ...overrides });
    const response = await post("/api/providers/claim").send(body);
    return { response, body };
  }
  async function codeFor(phone: string) {
    return (await latestSmsTo(database, e164(phone)))?.code ?? null;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    evidenceDir = mkdtempSync(path.join(tmpdir(), "evidencia-"));
    ({ app, services } = createTestApp(
      database,
      { TRUST_PROXY: "true", EVIDENCE_DIR: evidenceDir },
      undefined,
      transport,
    ));
  });
  afterAll(async () => {
    await database.close();
    rmSync(evidenceDir, { recursive: true, force: true });
  });

  it("opens a request with the public phone and cédula, but the listing stays unclaimed", async () => {
    const target = await listing();
    const { response, body } = await start(target);
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      success: true,
      status: "code_sent",
      channel: "sms",
      destination: `•••• ${target.phone.replace(/\D/g, "").slice(-4)}`,
    });
    expect(response.body.claimToken).toMatch(/^[\w-]{40,}$/);
    expect(await ownerOf(target.id)).toBeNull();
    expect(await usersWith([body.email])).toHaveLength(0);
    // The code went to the listing's own phone (the outbox without an SMS provider).
    expect(await codeFor(target.phone)).toMatch(/^\d{6}$/);
    const [stored] = await database.db
      .select()
      .from(claimRequests)
      .where(eq(claimRequests.id, response.body.claimId));
    // Neither the code nor the password is kept in clear.
    expect(stored!.codeHash).not.toContain(await codeFor(target.phone));
    expect(stored!.passwordHash).not.toContain(PASSWORD);
  });

  it("gives the listing to the claimant who enters the code, and tells the other pending claimant", async () => {
    const target = await listing();
    const first = await start(target);
    const firstCode = await codeFor(target.phone);
    const second = await start(target, { email: uniqueEmail("otra") });
    expect(second.response.status).toBe(202);
    const secondCode = await codeFor(target.phone);
    sent.length = 0;

    await post(`/api/providers/claim/${first.response.body.claimId}/code`)
      .send({ claimToken: first.response.body.claimToken, code: firstCode })
      .expect(200, { success: true, message: DOCTOR_MESSAGES.claimSuccess });
    const [owner] = await usersWith([first.body.email]);
    expect(await ownerOf(target.id)).toBe(owner!.id);
    expect(owner).toMatchObject({ isProvider: true, userType: "doctor", emailVerified: false });

    const refused = await post(`/api/providers/claim/${second.response.body.claimId}/code`).send({
      claimToken: second.response.body.claimToken,
      code: secondCode,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CLAIM_MESSAGES.superseded);
    expect(await usersWith([second.body.email])).toHaveLength(0);
    expect(sent.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([first.body.email, second.body.email]),
    );
    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        inArray(auditLog.entityId, [
          String(target.id),
          String(first.response.body.claimId),
          String(second.response.body.claimId),
        ]),
      );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["claim.requested", "claim.code_sent", "provider.claimed"]),
    );
  });

  it("sends the code to the listing's email when asked, never to the claimant's", async () => {
    const target = await listing({ email: "consultorio@clinica.example" });
    sent.length = 0;
    const { response, body } = await start(target, { method: "email" });
    expect(response.body).toMatchObject({ channel: "email", destination: "c•••@c•••.example" });
    expect(sent.map((mail) => mail.to)).toEqual(["consultorio@clinica.example"]);
    const code = /\b(\d{6})\b/.exec(sent[0]!.text)?.[1];
    await post(`/api/providers/claim/${response.body.claimId}/code`)
      .send({ claimToken: response.body.claimToken, code })
      .expect(200);
    const [owner] = await usersWith([body.email]);
    expect(await ownerOf(target.id)).toBe(owner!.id);
  });

  it("allows five tries per code, refuses expired codes and other people's requests", async () => {
    const target = await listing();
    const { response } = await start(target);
    const { claimId, claimToken } = response.body;
    const code = (await codeFor(target.phone))!;
    const wrong = code === "000000" ? "111111" : "000000";

    const stranger = await post(`/api/providers/claim/${claimId}/code`).send({
      claimToken: "x".repeat(43),
      code,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe(CLAIM_MESSAGES.accessDenied);

    const first = await post(`/api/providers/claim/${claimId}/code`).send({
      claimToken,
      code: wrong,
    });
    expect(first.status).toBe(400);
    expect(first.body.error).toBe(`${CLAIM_MESSAGES.codeWrong} Te quedan 4 intentos.`);
    for (let i = 0; i < 4; i++)
      await post(`/api/providers/claim/${claimId}/code`)
        .send({ claimToken, code: wrong })
        .expect(400);
    const spent = await post(`/api/providers/claim/${claimId}/code`).send({ claimToken, code });
    expect(spent.status).toBe(400);
    expect(spent.body.error).toBe(CLAIM_MESSAGES.codeExpired);
    expect(await ownerOf(target.id)).toBeNull();

    // A new request's code that has run out of time.
    const late = await start(target, { email: uniqueEmail("tarde") });
    await database.db
      .update(claimRequests)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(claimRequests.id, late.response.body.claimId));
    const expired = await post(`/api/providers/claim/${late.response.body.claimId}/code`).send({
      claimToken: late.response.body.claimToken,
      code: await codeFor(target.phone),
    });
    expect(expired.body.error).toBe(CLAIM_MESSAGES.codeExpired);
    expect(await ownerOf(target.id)).toBeNull();
  });

  it("lets exactly one of two claimants proving at the same moment win", async () => {
    const target = await listing();
    const a = await start(target, { email: uniqueEmail("a") });
    const codeA = await codeFor(target.phone);
    const b = await start(target, { email: uniqueEmail("b") });
    const codeB = await codeFor(target.phone);
    const answers = await Promise.all([
      post(`/api/providers/claim/${a.response.body.claimId}/code`).send({
        claimToken: a.response.body.claimToken,
        code: codeA,
      }),
      post(`/api/providers/claim/${b.response.body.claimId}/code`).send({
        claimToken: b.response.body.claimToken,
        code: codeB,
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const accounts = await usersWith([a.body.email, b.body.email]);
    expect(accounts).toHaveLength(1);
    expect(await ownerOf(target.id)).toBe(accounts[0]!.id);
  });

  it("takes documents when no code can reach the doctor; an administrator approves or rejects", async () => {
    const noChannel = await listing({ email: null });
    await database.db.update(providers).set({ phone: "123" }).where(eq(providers.id, noChannel.id));
    const target = { id: noChannel.id, phone: "123" };
    // "123" is not a phone the form accepts: claim with the profile's phone rule off-limits.
    const bad = await start(target);
    expect(bad.response.status).toBe(400);

    const withEvidence = await listing({ email: null });
    const { response, body } = await start(withEvidence, { method: "evidence" });
    expect(response.body).toMatchObject({ status: "awaiting_evidence", channel: "evidence" });
    const { claimId, claimToken } = response.body;

    const notAnImage = await post(`/api/providers/claim/${claimId}/evidence`)
      .field("claimToken", claimToken)
      .attach("cedula", Buffer.from("<html><script>alert(1)</script></html>"), "cedula.png")
      .attach("identificacion", minimalPdf(), "ine.pdf");
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.error).toBe("El archivo debe ser PDF, JPEG o PNG.");

    const tooLarge = await post(`/api/providers/claim/${claimId}/evidence`)
      .field("claimToken", claimToken)
      .attach("cedula", Buffer.alloc(11 * 1024 * 1024, 1), "cedula.pdf");
    expect(tooLarge.status).toBe(413);

    await post(`/api/providers/claim/${claimId}/evidence`)
      .field("claimToken", claimToken)
      .attach("cedula", minimalPng(), "cedula.png")
      .attach("identificacion", minimalPdf(), "ine.pdf")
      .expect(200)
      .expect((answer) => expect(answer.body.status).toBe("pending_review"));
    expect(await ownerOf(withEvidence.id)).toBeNull();

    const admin = await adminSession(app, services, `admin.reclamos.${kind}`);
    const list = await request(app)
      .get("/api/admin/claims")
      .set("Cookie", admin.cookie)
      .expect(200);
    const item = list.body.claims.find((claim: { id: number }) => claim.id === claimId);
    expect(item).toMatchObject({
      status: "pending_review",
      claimant: { email: body.email, enteredLicense: CEDULA },
      listing: { id: withEvidence.id, licenseNumber: CEDULA, claimed: false },
      registry: { licenseNumber: CEDULA },
      evidence: [
        { index: 0, label: "cedula", contentType: "image/png" },
        { index: 1, label: "identificacion", contentType: "application/pdf" },
      ],
    });
    const document = await request(app)
      .get(`/api/admin/claims/${claimId}/evidence/0`)
      .set("Cookie", admin.cookie)
      .buffer(true)
      .expect(200);
    expect(document.headers["content-type"]).toBe("image/png");
    expect(document.headers["cache-control"]).toBe("private, no-store");
    await request(app).get(`/api/admin/claims/${claimId}/evidence/0`).expect(401);

    await request(app)
      .post(`/api/admin/claims/${claimId}/reject`)
      .set("Cookie", admin.cookie)
      .send({ note: "corta" })
      .expect(400, { error: CLAIM_MESSAGES.noteRequired });
    await request(app)
      .post(`/api/admin/claims/${claimId}/approve`)
      .set("Cookie", admin.cookie)
      .send({ note: "Cédula e INE coinciden con el registro." })
      .expect(200);
    const [owner] = await usersWith([body.email]);
    expect(await ownerOf(withEvidence.id)).toBe(owner!.id);

    // A second evidence claim on another listing is rejected with a note the claimant reads.
    const other = await listing({ email: null });
    const rejected = await start(other, { method: "evidence" });
    await post(`/api/providers/claim/${rejected.response.body.claimId}/evidence`)
      .field("claimToken", rejected.response.body.claimToken)
      .attach("cedula", minimalPng(), "cedula.png")
      .attach("identificacion", minimalPng(), "ine.png")
      .expect(200);
    sent.length = 0;
    await request(app)
      .post(`/api/admin/claims/${rejected.response.body.claimId}/reject`)
      .set("Cookie", admin.cookie)
      .send({ note: "La identificación no corresponde a la persona del perfil." })
      .expect(200);
    expect(await ownerOf(other.id)).toBeNull();
    expect(sent[0]?.to).toBe(rejected.body.email);
    expect(sent[0]?.text).toContain("La identificación no corresponde a la persona del perfil.");
    const progress = await request(app)
      .get(`/api/providers/claim/${rejected.response.body.claimId}`)
      .set("X-Claim-Token", rejected.response.body.claimToken)
      .expect(200);
    expect(progress.body).toMatchObject({
      status: "rejected",
      adminNote: "La identificación no corresponde a la persona del perfil.",
    });
  });

  it("limits requests per listing and codes per request, whoever asks", async () => {
    const target = await listing();
    const first = await start(target, { email: uniqueEmail("repetida") });
    const again = await post(`/api/providers/claim/${first.response.body.claimId}/resend`).send({
      claimToken: first.response.body.claimToken,
    });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe(CLAIM_MESSAGES.resendTooSoon);
    for (let i = 0; i < 4; i++)
      expect((await start(target, { email: uniqueEmail(`n${i}`) })).response.status).toBe(202);
    const sixth = await start(target, { email: uniqueEmail("sexta") });
    expect(sixth.response.status).toBe(429);
    expect(sixth.response.body.error).toBe(CLAIM_MESSAGES.tooManyForListing);
    // Never more than six codes a day reach the listing's phone.
    const codes = await database.db
      .select({ codesSent: claimRequests.codesSent })
      .from(claimRequests)
      .where(eq(claimRequests.providerId, target.id));
    expect(codes.reduce((sum, row) => sum + row.codesSent, 0)).toBeLessThanOrEqual(6);
  });

  it("keeps the spec's answers for claimed, pending and unknown listings and bad input", async () => {
    const target = await listing();
    const owner = await start(target, { email: uniqueEmail("dueno") });
    const claimId = owner.response.body.claimId;
    const pending = await listing({ approvalStatus: "pending" });
    await post("/api/providers/claim")
      .send(claimBody(pending.id, { phone: pending.phone }))
      .expect(404, { error: DOCTOR_MESSAGES.claimNotFound });
    const wrongPhone = await post("/api/providers/claim").send(
      claimBody(target.id, { phone: "55 1111 2222" }),
    );
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body.error).toBe(DOCTOR_MESSAGES.claimPhoneError);
    const wrongCedula = await start(target, { cedula: "87654321" });
    expect(wrongCedula.response.body.error).toBe(DOCTOR_MESSAGES.claimCedulaError);
    for (const body of [{}, { providerId: "x" }, { providerId: 2147483648 }, "texto"]) {
      const answer = await post("/api/providers/claim").send(body as object);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    await post("/api/providers/claim/99999999/code")
      .send({ claimToken: "y".repeat(43), code: "123456" })
      .expect(404, { error: CLAIM_MESSAGES.accessDenied });
    const badCode = await post(`/api/providers/claim/${claimId}/code`).send({
      claimToken: owner.response.body.claimToken,
      code: "12ab",
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error).toBe(CLAIM_MESSAGES.codeFormat);
  });

  it("opens a request for an email that has an account (no hint), and refuses only the proof", async () => {
    const target = await listing();
    const taken = await start(target);
    await post(`/api/providers/claim/${taken.response.body.claimId}/code`)
      .send({ claimToken: taken.response.body.claimToken, code: await codeFor(target.phone) })
      .expect(200);
    const other = await listing();
    const again = await start(other, { email: taken.body.email });
    expect(again.response.status).toBe(202);
    const refused = await post(`/api/providers/claim/${again.response.body.claimId}/code`).send({
      claimToken: again.response.body.claimToken,
      code: await codeFor(other.phone),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(DOCTOR_MESSAGES.emailTaken);
    expect(await ownerOf(other.id)).toBeNull();
  });

  it("answers a claimed listing with the spec's already-claimed text and opens no request", async () => {
    const target = await listing();
    const first = await start(target);
    await post(`/api/providers/claim/${first.response.body.claimId}/code`)
      .send({ claimToken: first.response.body.claimToken, code: await codeFor(target.phone) })
      .expect(200);
    const late = await start(target, { email: uniqueEmail("tarde") });
    expect(late.response.status).toBe(409);
    expect(late.response.body.error).toBe(DOCTOR_MESSAGES.claimAlreadyClaimed);
    const open = await database.db
      .select()
      .from(claimRequests)
      .where(and(eq(claimRequests.providerId, target.id), eq(claimRequests.status, "code_sent")));
    expect(open).toHaveLength(0);
  });
});

describe("claim codes through Twilio's Messages API (local fake)", () => {
  let database: DatabaseHandle;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    twilio = await startFakeTwilio();
    ({ app } = createTestApp(database, { TRUST_PROXY: "true", ...twilioEnv(twilio) }));
  });
  afterAll(async () => {
    await twilio.close();
    await database.close();
  });

  it("texts the code to the listing's phone and the claimant who reads it owns the listing", async () => {
    const target = await insertProvider(database.db, {
      name: "Dr. Ramón Ortiz Gil",
      phone: "33 3616 1234",
    });
    const body = claimBody(target.id, { phone: "33 3616 1234", cedula: undefined });
    const started = await request(app)
      .post("/api/providers/claim")
      .set("X-Forwarded-For", nextClientAddress())
      .send(body)
      .expect(202);
    expect(started.body).toMatchObject({ status: "code_sent", channel: "sms" });
    const code = twilio.latestCodeTo("+523336161234");
    expect(code).toMatch(/^\d{6}$/);
    // Nothing went to the outbox: the real transport was used.
    expect(await latestSmsTo(database, "+523336161234")).toBeNull();
    await request(app)
      .post(`/api/providers/claim/${started.body.claimId}/code`)
      .send({ claimToken: started.body.claimToken, code })
      .expect(200);
    const [row] = await database.db
      .select({ userId: providers.userId })
      .from(providers)
      .where(eq(providers.id, target.id));
    expect(row!.userId).not.toBeNull();
  });

  it("keeps the request open and offers another way when Twilio refuses", async () => {
    const target = await insertProvider(database.db, {
      name: "Dra. Inés Garza Leal",
      phone: "81 8123 4567",
      email: "c@clinica.example",
    });
    twilio.fail("rate-limit", "rate-limit");
    const started = await request(app)
      .post("/api/providers/claim")
      .set("X-Forwarded-For", nextClientAddress())
      .send(claimBody(target.id, { phone: "81 8123 4567", cedula: undefined }))
      .expect(202);
    expect(started.body).toMatchObject({
      status: "awaiting_evidence",
      message: CLAIM_MESSAGES.smsFailed,
      channels: { sms: "•••• 4567", email: "c•••@c•••.example" },
    });
  });
});
