import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_TEXTS, SET_PASSWORD_MESSAGES } from "../../common/doctors/registration.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { LICENSE_MESSAGES } from "../../common/licenses/schemas.ts";
import { LICENSE_REVIEW_MESSAGES } from "../../common/doctors/license-review.ts";
import {
  FAKE_CEDULAS,
  startFakeSepRegistry,
  type FakeSepRegistry,
} from "../../tests/fakes/sep-registry.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  auditLog,
  licenseValidations,
  providers,
  users,
  verifications,
} from "../db/schema/index.ts";
import { createMailRepository } from "../mail/repository.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";

const VALID_CEDULA = "24681357";
const LUIS_CEDULA = "13572468";
const UNKNOWN_CEDULA = "1029384";

/** What the /para-medicos form sends (public-side 3: the registration payload). */
function registrationPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ana Sofía",
    lastName: "Ramírez Luna",
    email: "ana.ramirez@example.com",
    phone: "55 1234 5678",
    specialty: "Cardiología",
    city: "Guadalajara",
    consultationLocation: "presencial",
    licenseNumber: VALID_CEDULA,
    yearsOfExperience: "5-años",
    clinicName: "Clínica del Corazón",
    message: "Cardióloga con enfoque preventivo.",
    // The client makes a random one (spec); the server does not keep it.
    password: "aleatoria-del-navegador-123",
    licenseVerified: true,
    licenseValidationData: JSON.stringify({ nombre: "X" }),
    ...overrides,
  };
}

/** What /doctor-signup sends: the doctor chose a password and typed it twice. */
function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Luis",
    lastName: "Herrera",
    email: "luis.herrera@example.com",
    phone: "33 9876 5432",
    specialty: "pediatria",
    consultationLocation: "ambas",
    city: "Monterrey",
    licenseNumber: LUIS_CEDULA,
    password: "mi-contraseña-segura",
    confirmPassword: "mi-contraseña-segura",
    agreeTerms: true,
    licenseVerified: true,
    ...overrides,
  };
}

describe("doctor registration API", () => {
  let database: DatabaseHandle;
  let fake: FakeSepRegistry;
  // A new app per test: each has its own rate-limit counters (10 registrations an hour).
  const app = () => createTestApp(database).app;
  const mailTo = (email: string) => createMailRepository(database.db).latestTo(email);
  const count = async (table: typeof users | typeof providers | typeof auditLog) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const passwordLinkToken = async (email: string) => {
    const mail = await mailTo(email);
    const match = /\/crear-contrasena\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text);
    return decodeURIComponent(match![1]!);
  };

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    fake = await startFakeSepRegistry();
    // The offline registry vouches for cédulas an administrator confirmed; these two are
    // bound to no listing, so they may verify whoever the registry names.
    await database.db.insert(licenseValidations).values([
      {
        licenseNumber: VALID_CEDULA,
        source: "admin",
        isValid: true,
        data: {
          name: "ANA SOFÍA RAMÍREZ LUNA",
          degree: "MÉDICO CIRUJANO",
          institution: "UNIVERSIDAD DE GUADALAJARA",
          registrationYear: 2012,
          source: "admin",
        },
      },
      {
        licenseNumber: LUIS_CEDULA,
        source: "admin",
        isValid: true,
        data: { name: "LUIS HERRERA", degree: "MÉDICO CIRUJANO", institution: "UANL" },
      },
    ]);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it("registers a doctor without a password: pending listing, doctor account, audit row, set-password email", async () => {
    const res = await request(app()).post("/api/providers/register").send(registrationPayload());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Tu perfil ha sido creado. Te enviaremos un email con tus credenciales de acceso.",
      user: { email: "ana.ramirez@example.com", firstName: "Ana Sofía" },
    });
    expect(res.headers["set-cookie"]).toBeUndefined();

    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "ana.ramirez@example.com"));
    expect(user).toMatchObject({
      firstName: "Ana Sofía",
      lastName: "Ramírez Luna",
      isProvider: true,
      userType: "doctor",
      emailVerified: false,
    });
    const [listing] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.userId, user!.id));
    expect(listing).toMatchObject({
      name: "Ana Sofía Ramírez Luna",
      slug: "ana-sofia-ramirez-luna",
      specialty: "Cardiología",
      specialtySlug: "cardiologia",
      city: "Guadalajara",
      citySlug: "guadalajara",
      state: "Jalisco",
      location: "Clínica del Corazón",
      bio: "Cardióloga con enfoque preventivo.",
      experience: 5,
      telemedicine: false,
      phone: "55 1234 5678",
      email: "ana.ramirez@example.com",
      licenseNumber: VALID_CEDULA,
      licenseVerified: true,
      approvalStatus: "pending",
      dataSource: "self_registration",
    });
    expect(listing!.licenseValidatedAt).toBeInstanceOf(Date);
    expect(listing!.licenseValidationData).toMatchObject({
      name: "ANA SOFÍA RAMÍREZ LUNA",
      degree: "MÉDICO CIRUJANO",
      source: "admin",
    });

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(listing!.id)));
    expect(audit).toMatchObject({
      actorType: "user",
      actorId: user!.id,
      action: "provider.registered",
      entityType: "provider",
      details: expect.objectContaining({
        licenseNumber: VALID_CEDULA,
        passwordChosen: false,
        // A keyed hash links registrations from one connection; the address is not kept.
        ipHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
      ip: null,
    });

    const mail = await mailTo("ana.ramirez@example.com");
    expect(mail).toMatchObject({
      template: "set-password",
      subject: expect.stringMatching(/Crea tu contraseña/),
    });
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/crear-contrasena\?token=/);
    expect(mail!.html).toContain("Crea tu contraseña");
    expect(`${mail!.text}${mail!.html}`).not.toContain("aleatoria-del-navegador-123");

    // Nobody knows the password yet: not the client's, and login is refused.
    const login = await request(app())
      .post("/api/auth/login")
      .send({ email: "ana.ramirez@example.com", password: "aleatoria-del-navegador-123" });
    expect(login.status).toBe(401);
    // The link's token is stored as a hash only.
    const token = await passwordLinkToken("ana.ramirez@example.com");
    const stored = await database.db.select({ value: verifications.value }).from(verifications);
    expect(stored.map((row) => row.value)).not.toContain(token);
  });

  it("a second doctor with the same name gets the next free slug", async () => {
    await request(app())
      .post("/api/providers/register")
      .send(registrationPayload({ email: "otra.ana@example.com" }))
      .expect(201);
    const [listing] = await database.db
      .select({ slug: providers.slug })
      .from(providers)
      .where(eq(providers.email, "otra.ana@example.com"));
    expect(listing!.slug).toBe("ana-sofia-ramirez-luna-2");
  });

  it("sets the password once through the emailed link, verifying the email", async () => {
    const api = app();
    const token = await passwordLinkToken("ana.ramirez@example.com");
    const short = await request(api)
      .post("/api/auth/set-password")
      .send({ token, password: "corta", confirmPassword: "corta" })
      .expect(400);
    expect(short.body.error).toBe(DOCTOR_MESSAGES.password);
    const differ = await request(api)
      .post("/api/auth/set-password")
      .send({ token, password: "nueva-contraseña-1", confirmPassword: "nueva-contraseña-2" })
      .expect(400);
    expect(differ.body.error).toBe(DOCTOR_MESSAGES.passwordsDiffer);

    await request(api)
      .post("/api/auth/set-password")
      .send({ token, password: "nueva-contraseña-1", confirmPassword: "nueva-contraseña-1" })
      .expect(200, { success: true, message: SET_PASSWORD_MESSAGES.success });
    const reused = await request(api)
      .post("/api/auth/set-password")
      .send({ token, password: "otra-contraseña-9", confirmPassword: "otra-contraseña-9" })
      .expect(400);
    expect(reused.body.error).toBe(SET_PASSWORD_MESSAGES.tokenInvalid);

    const agent = request.agent(api);
    await agent
      .post("/api/auth/login")
      .send({ email: "ana.ramirez@example.com", password: "nueva-contraseña-1" })
      .expect(200);
    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({ isProvider: true, userType: "doctor", emailVerified: true });
  });

  it("refuses an expired link and sends a new one only to a pending doctor account", async () => {
    const api = app();
    await request(api)
      .post("/api/providers/register")
      .send(registrationPayload({ email: "caduca@example.com" }))
      .expect(201);
    const old = await passwordLinkToken("caduca@example.com");
    await database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${verifications.identifier} like 'set-password:%'`);
    const expired = await request(api)
      .post("/api/auth/set-password")
      .send({ token: old, password: "contraseña-larga", confirmPassword: "contraseña-larga" })
      .expect(400);
    expect(expired.body.error).toBe(SET_PASSWORD_MESSAGES.tokenInvalid);

    const asked = await request(api)
      .post("/api/auth/set-password/request")
      .send({ email: "Caduca@Example.com" })
      .expect(200);
    expect(asked.body.message).toBe(SET_PASSWORD_MESSAGES.linkRequested);
    const fresh = await passwordLinkToken("caduca@example.com");
    expect(fresh).not.toBe(old);
    await request(api)
      .post("/api/auth/set-password")
      .send({ token: fresh, password: "contraseña-larga", confirmPassword: "contraseña-larga" })
      .expect(200);

    // Same answer for an unknown address, and no mail.
    const unknown = await request(api)
      .post("/api/auth/set-password/request")
      .send({ email: "nadie@example.com" })
      .expect(200);
    expect(unknown.body.message).toBe(SET_PASSWORD_MESSAGES.linkRequested);
    expect(await mailTo("nadie@example.com")).toBeUndefined();
    const missing = await request(api)
      .post("/api/auth/set-password")
      .send({ password: "contraseña-larga", confirmPassword: "contraseña-larga" })
      .expect(400);
    expect(missing.body.error).toBe(SET_PASSWORD_MESSAGES.tokenInvalid);
  });

  it("signs in a doctor who chose a password and sends the usual verification email", async () => {
    const agent = request.agent(app());
    const res = await agent
      .post("/api/providers/register")
      .send(signupPayload({ specialty: "Medicina Estética Integral", city: "En línea" }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: REGISTRATION_TEXTS.signupSessionMessage,
      user: { email: "luis.herrera@example.com", firstName: "Luis" },
      redirect: "/dashboard",
    });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({
      firstName: "Luis",
      email: "luis.herrera@example.com",
      isProvider: true,
      emailVerified: false,
    });
    const [listing] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.email, "luis.herrera@example.com"));
    expect(listing).toMatchObject({
      specialty: "Medicina Estética Integral",
      specialtySlug: null,
      city: "En línea",
      citySlug: null,
      telemedicine: true,
      experience: null,
      approvalStatus: "pending",
    });
    expect((await mailTo("luis.herrera@example.com"))!.template).toBe("verify-email");
  });

  it("takes an unknown cédula as a pending, unverified listing waiting for documents, whatever the client says", async () => {
    const res = await request(app())
      .post("/api/providers/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send(
        signupPayload({
          email: "sin.registro@example.com",
          licenseNumber: UNKNOWN_CEDULA,
          licenseVerified: true,
          licenseValidationData: JSON.stringify({ nombre: "INVENTADO" }),
        }),
      )
      .expect(201);
    expect(res.body.message).toContain(LICENSE_REVIEW_MESSAGES.registrationNote);
    const [listing] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.email, "sin.registro@example.com"));
    expect(listing).toMatchObject({
      approvalStatus: "pending",
      licenseVerified: false,
      licenseValidatedAt: null,
    });
  });

  it("does not tell an email already registered apart, in any case: its owner is told, nothing is created", async () => {
    const before = [await count(users), await count(providers)];
    const res = await request(app())
      .post("/api/providers/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send(signupPayload({ email: "Luis.Herrera@Example.com" }))
      .expect(201);
    expect(res.body).toEqual({
      success: true,
      message: REGISTRATION_TEXTS.signupSuccess,
      user: { email: "luis.herrera@example.com", firstName: signupPayload().firstName },
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await mailTo("luis.herrera@example.com"))?.subject).toContain(
      "Alguien intentó crear una cuenta con tu correo",
    );
    expect([await count(users), await count(providers)]).toEqual(before);
  });

  it("takes a registration while the registry is down: the listing waits for documents", async () => {
    const sepApp = createTestApp(database, {
      ...fake.env,
      SEP_REGISTRY_TIMEOUT_MS: "200",
    }).app;
    const res = await request(sepApp)
      .post("/api/providers/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send(signupPayload({ email: "caido@example.com", licenseNumber: FAKE_CEDULAS.broken }))
      .expect(201);
    expect(res.body.message).toContain(LICENSE_REVIEW_MESSAGES.registrationNote);
    expect(res.body.redirect).toBe("/dashboard/cedula");
  });

  it("answers malformed input with a 400 and the first Spanish message, never a 500", async () => {
    const api = app();
    const bad = async (body: unknown, error: string) => {
      const res = await request(api)
        .post("/api/providers/register")
        .set("X-Forwarded-For", nextClientAddress())
        .send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    };
    const { firstName: _omit, ...withoutFirstName } = signupPayload();
    await bad(withoutFirstName, DOCTOR_MESSAGES.firstName);
    await bad(signupPayload({ email: "no-es-correo" }), DOCTOR_MESSAGES.emailSignup);
    await bad(signupPayload({ phone: "55 12" }), DOCTOR_MESSAGES.phoneSignup);
    await bad(signupPayload({ licenseNumber: "12AB567" }), LICENSE_MESSAGES.digitsOnly);
    await bad(
      signupPayload({ password: "corta", confirmPassword: "corta" }),
      DOCTOR_MESSAGES.password,
    );
    await bad(signupPayload({ confirmPassword: "otra-distinta" }), DOCTOR_MESSAGES.passwordsDiffer);
    await bad(
      signupPayload({ consultationLocation: "domicilio" }),
      DOCTOR_MESSAGES.consultationLocation,
    );
    await bad(signupPayload({ lastName: "x".repeat(500) }), "El texto es demasiado largo.");
    await bad([1, 2], REGISTRATION_TEXTS.requestInvalid);

    const json = await request(api)
      .post("/api/providers/register")
      .set("Content-Type", "application/json")
      .send('{"firstName": "Ana",');
    expect(json.status).toBe(400);
    expect(json.body.error).toBe("El cuerpo de la solicitud no es JSON válido.");
  });
});
