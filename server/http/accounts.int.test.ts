import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeQuotedPrintable, startFakeSmtp } from "../../tests/fakes/smtp.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { createSmtpTransport } from "../integrations/mail.ts";
import { createMailRepository } from "../mail/repository.ts";

function linkIn(text: string): string {
  const match = /http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error("no verification link in the message");
  return decodeURIComponent(match[1]!);
}

describe("accounts API on the outbox (no SMTP)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  const outboxToken = async (email: string) =>
    linkIn((await createMailRepository(database.db).latestTo(email))!.text);

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database).app;
  });
  afterAll(() => database.close());

  it("validates every field with the spec's messages", async () => {
    const bad = async (path: string, body: object, message: string) => {
      const response = await request(app).post(path).send(body).expect(400);
      expect(response.body.error).toBe(message);
    };
    await bad("/api/auth/login", { email: "x", password: "y" }, "Email inválido");
    await bad("/api/auth/login", { email: "a@example.com" }, "La contraseña es requerida");
    await bad(
      "/api/auth/register",
      { email: "a@example.com", password: "123", firstName: "A", lastName: "B" },
      "La contraseña debe tener al menos 6 caracteres",
    );
    await bad(
      "/api/auth/register",
      { email: "a@example.com", password: "123456", lastName: "B" },
      "El nombre es requerido",
    );
    await bad(
      "/api/auth/register",
      { email: "a@example.com", password: "123456", firstName: "A", lastName: " " },
      "El apellido es requerido",
    );
    await bad(
      "/api/auth/register-patient",
      {
        firstName: "Ana",
        lastName: "Pérez",
        email: "p@example.com",
        password: "12345678",
        initialQuery: "dolor",
        userType: "patient",
      },
      "Por favor describe con más detalle lo que necesitas",
    );
  });

  it("registers, refuses login until the email is verified, verifies once, then logs in and out", async () => {
    await request(app)
      .post("/api/auth/register")
      .send({
        email: "Lucia@Example.com",
        password: "secreta1",
        firstName: "Lucía",
        lastName: "Ramos",
      })
      .expect(201);
    const refused = await request(app)
      .post("/api/auth/login")
      .send({ email: "lucia@example.com", password: "secreta1" })
      .expect(403);
    expect(refused.body.needsVerification).toBe(true);
    expect(refused.headers["set-cookie"]).toBeUndefined();

    const token = await outboxToken("lucia@example.com");
    await request(app)
      .post("/api/auth/verify-email")
      .send({ token })
      .expect(200, { success: true });
    const reused = await request(app).post("/api/auth/verify-email").send({ token }).expect(400);
    expect(reused.body.error).toBe(
      "El enlace de verificación es inválido o ha expirado. Por favor solicita un nuevo enlace de verificación.",
    );

    const agent = request.agent(app);
    const login = await agent
      .post("/api/auth/login")
      .send({ email: "lucia@example.com", password: "secreta1" })
      .expect(200);
    expect(login.body.user).toMatchObject({
      firstName: "Lucía",
      lastName: "Ramos",
      email: "lucia@example.com",
      emailVerified: true,
      isProvider: false,
    });
    const cookie = String(login.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await agent.get("/api/auth/user").expect(200)).body.firstName).toBe("Lucía");

    await agent.post("/api/auth/logout").expect(200);
    await agent.get("/api/auth/user").expect(401);
  });

  it("stores only a hash of the verification token", async () => {
    await request(app)
      .post("/api/auth/register")
      .send({ email: "hash@example.com", password: "secreta1", firstName: "H", lastName: "S" })
      .expect(201);
    const token = await outboxToken("hash@example.com");
    const stored = await database.db.execute<{ value: string }>(
      `select value from verifications` as never,
    );
    expect(stored.rows.map((r) => r.value)).not.toContain(token);
  });

  it("answers the same to wrong passwords and unknown emails, and to resend requests", async () => {
    await request(app)
      .post("/api/auth/register")
      .send({ email: "ya@example.com", password: "secreta1", firstName: "Ya", lastName: "Existe" })
      .expect(201);
    const wrong = await request(app)
      .post("/api/auth/login")
      .send({ email: "ya@example.com", password: "equivocada" })
      .expect(401);
    const unknown = await request(app)
      .post("/api/auth/login")
      .send({ email: "nadie@example.com", password: "equivocada" })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    const resendKnown = await request(app)
      .post("/api/auth/resend-verification")
      .send({ email: "ya@example.com" })
      .expect(200);
    const resendUnknown = await request(app)
      .post("/api/auth/resend-verification")
      .send({ email: "nadie@example.com" })
      .expect(200);
    expect(resendKnown.body).toEqual(resendUnknown.body);
    // Signing up again with the address answers as a new sign-up would; the address's owner
    // is told instead, and nothing about the account changes.
    const fresh = await request(app)
      .post("/api/auth/register")
      .send({
        email: "nueva@example.com",
        password: "secreta1",
        firstName: "Otra",
        lastName: "Vez",
      })
      .expect(201);
    const taken = await request(app)
      .post("/api/auth/register")
      .send({ email: "ya@example.com", password: "secreta1", firstName: "Otra", lastName: "Vez" })
      .expect(201);
    expect(taken.body).toEqual({
      ...fresh.body,
      user: { ...fresh.body.user, email: "ya@example.com" },
    });
    const notice = await createMailRepository(database.db).latestTo("ya@example.com");
    expect(notice?.subject).toContain("Alguien intentó crear una cuenta con tu correo");
    const owner = await request(app)
      .post("/api/auth/login")
      .send({ email: "ya@example.com", password: "equivocada" })
      .expect(401);
    expect(owner.body).toEqual(unknown.body);
  });

  it("keeps a patient's described need only with express consent, and when it was given", async () => {
    const signUp = async (email: string, extra: object) =>
      request(app)
        .post("/api/auth/register-patient")
        .send({
          firstName: "Mario",
          lastName: "Díaz",
          email,
          password: "12345678",
          initialQuery: "Me duele la rodilla al correr",
          userType: "patient",
          ...extra,
        })
        .expect(201);
    const stored = async (email: string) => {
      const [row] = await database.db
        .select({
          initialQuery: users.initialQuery,
          consentAt: users.healthDataConsentAt,
          userType: users.userType,
        })
        .from(users)
        .where(eq(users.email, email));
      return row;
    };

    const before = Date.now();
    const response = await signUp("mario@example.com", { healthDataConsent: true });
    expect(response.body.success).toBe(true);
    const consented = await stored("mario@example.com");
    expect(consented).toMatchObject({
      initialQuery: "Me duele la rodilla al correr",
      userType: "patient",
    });
    expect(consented!.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await signUp("sin.consentimiento@example.com", {});
    await signUp("consentimiento.falso@example.com", { healthDataConsent: false });
    await signUp("omitio.el.paso@example.com", { initialQuery: "", healthDataConsent: true });
    for (const email of [
      "sin.consentimiento@example.com",
      "consentimiento.falso@example.com",
      "omitio.el.paso@example.com",
    ])
      expect(await stored(email), email).toEqual({
        initialQuery: null,
        consentAt: null,
        userType: "patient",
      });

    await request(app)
      .post("/api/auth/register-patient")
      .send({
        firstName: "Mario",
        lastName: "Díaz",
        email: "consentimiento.texto@example.com",
        password: "12345678",
        healthDataConsent: "sí",
      })
      .expect(400, { error: "Indica si aceptas que guardemos tu descripción." });
  });

  it("tells where a sign-in lands: a doctor's dashboard unless a returnUrl says otherwise", async () => {
    const patient = await signedInAgent(app, database);
    const doctor = await signedInAgent(app, database);
    await database.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, doctor.user.id));
    const landing = async (account: { email: string; password: string }, query = "") =>
      (
        await request(app)
          .post(`/api/auth/login${query}`)
          .send({ email: account.email, password: account.password })
          .expect(200)
      ).body.redirectTo;
    expect(await landing(doctor)).toBe("/dashboard");
    expect(await landing(doctor, "?returnUrl=%2Fprofesional%2Fdra-ana")).toBe(
      "/profesional/dra-ana",
    );
    expect(await landing(patient)).toBe("/");
  });

  it("rate-limits login attempts with a Spanish 429", async () => {
    let last;
    for (let i = 0; i < 11; i++)
      last = await request(app)
        .post("/api/auth/login")
        .send({ email: "limite@example.com", password: "x" });
    expect(last!.status).toBe(429);
    expect(last!.body.error).toContain("Demasiados intentos");
  });

  it("answers /api/auth/user with 401 when signed out", async () => {
    await request(app).get("/api/auth/user").expect(401);
  });
});

describe("verification email through a real SMTP server", () => {
  it("sends a Spanish message whose link verifies the account", async () => {
    const smtp = await startFakeSmtp();
    const database = await createTestDatabase("pglite");
    try {
      const { app } = createTestApp(
        database,
        {},
        undefined,
        createSmtpTransport(smtp.url, "Pruebas <no-responder@example.com>"),
      );
      await request(app)
        .post("/api/auth/register")
        .send({
          email: "smtp@example.com",
          password: "secreta1",
          firstName: "Sofía",
          lastName: "Mena",
        })
        .expect(201);
      expect(smtp.messages).toHaveLength(1);
      const message = decodeQuotedPrintable(smtp.messages[0]!.raw);
      expect(smtp.messages[0]!.to).toEqual(["smtp@example.com"]);
      expect(message).toContain("Hola Sofía");
      expect(message).toMatch(/Content-Type: text\/plain/i);
      expect(message).toMatch(/Content-Type: text\/html/i);
      await request(app)
        .post("/api/auth/verify-email")
        .send({ token: linkIn(message) })
        .expect(200);
      await request(app)
        .post("/api/auth/login")
        .send({ email: "smtp@example.com", password: "secreta1" })
        .expect(200);
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});
