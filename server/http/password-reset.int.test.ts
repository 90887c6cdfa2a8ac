import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RESET_MESSAGES } from "../../common/accounts/password-reset.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { tokenIn, waitForMail } from "../../tests/support/mail-outbox.ts";
import type { DatabaseHandle } from "../db/client.ts";

describe("password reset API", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  const from = (call: request.Test) => call.set("X-Forwarded-For", nextClientAddress());

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database, { TRUST_PROXY: "true" }));
  });
  afterAll(() => database.close());

  it("answers an unknown email exactly like a known one", async () => {
    const known = await signedInAgent(app, database);
    const answers = [];
    for (const email of [known.email, "nadie.registrado@example.com"]) {
      const response = await from(request(app).post("/api/auth/password-reset/request"))
        .send({ email })
        .expect(200);
      answers.push({ body: response.body, type: response.headers["content-type"] });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.body).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(await waitForMail(database, known.email, "password-reset")).not.toBeNull();
    expect(
      await waitForMail(database, "nadie.registrado@example.com", "password-reset", {
        timeoutMs: 300,
      }),
    ).toBeNull();
  });

  it("resets through the API: old password and every old session stop working", async () => {
    const person = await signedInAgent(app, database);
    await person.agent.get("/api/auth/user").expect(200);
    await from(request(app).post("/api/auth/password-reset/request"))
      .send({ email: person.email.toUpperCase() })
      .expect(200);
    const mail = await waitForMail(database, person.email, "password-reset");
    const token = tokenIn(mail!.text, "/restablecer-contrasena");

    await from(request(app).post("/api/auth/password-reset"))
      .send({ token, password: "nueva", confirmPassword: "nueva" })
      .expect(400, { error: "La contraseña debe tener al menos 8 caracteres" });
    await from(request(app).post("/api/auth/password-reset"))
      .send({ token, password: "nueva-clave-1", confirmPassword: "nueva-clave-2" })
      .expect(400, { error: "Las contraseñas no coinciden" });
    const done = await from(request(app).post("/api/auth/password-reset"))
      .send({ token, password: "nueva-clave-segura", confirmPassword: "nueva-clave-segura" })
      .expect(200);
    expect(done.body).toEqual({
      success: true,
      message: PASSWORD_RESET_MESSAGES.done,
      audience: "account",
    });

    await person.agent.get("/api/auth/user").expect(401);
    await from(request(app).post("/api/auth/login"))
      .send({ email: person.email, password: person.password })
      .expect(401);
    await from(request(app).post("/api/auth/login"))
      .send({ email: person.email, password: "nueva-clave-segura" })
      .expect(200);
    expect(await waitForMail(database, person.email, "password-changed")).not.toBeNull();
    await from(request(app).post("/api/auth/password-reset"))
      .send({ token, password: "otra-clave-mas", confirmPassword: "otra-clave-mas" })
      .expect(400, { error: PASSWORD_RESET_MESSAGES.tokenInvalid });
  });

  it("resets an administrator who has an email, and ends the admin sessions", async () => {
    const admin = await adminSession(app, services, "admin.olvidadizo");
    await services.adminAccounts.createAdmin(admin.username, admin.password, {
      resetIfExists: true,
      email: "olvidadizo@example.com",
    });
    const again = await from(request(app).post("/api/admin/login"))
      .send({ username: admin.username, password: admin.password })
      .expect(200);
    const cookie = String(again.headers["set-cookie"]).split(";")[0]!;
    await from(request(app).post("/api/auth/password-reset/request"))
      .send({ email: "olvidadizo@example.com", audience: "admin" })
      .expect(200, { message: PASSWORD_RESET_MESSAGES.requested });
    const mail = await waitForMail(database, "olvidadizo@example.com", "password-reset");
    const token = tokenIn(mail!.text, "/restablecer-contrasena");
    await from(request(app).post("/api/auth/password-reset"))
      .send({ token, password: "solo-ocho", confirmPassword: "solo-ocho" })
      .expect(400, { error: PASSWORD_RESET_MESSAGES.adminPasswordMin });
    await from(request(app).post("/api/auth/password-reset"))
      .send({ token, password: "clave-de-admin-nueva", confirmPassword: "clave-de-admin-nueva" })
      .expect(200);
    await request(app).get("/api/admin/session").set("Cookie", cookie).expect(401);
    await from(request(app).post("/api/admin/login"))
      .send({ username: admin.username, password: "clave-de-admin-nueva" })
      .expect(200);
  });

  it("refuses bad input in Spanish", async () => {
    const bad = async (path: string, body: unknown, error: string) =>
      from(request(app).post(path))
        .send(body as object)
        .expect(400, { error });
    await bad("/api/auth/password-reset/request", { email: "no-es-correo" }, "Email inválido");
    await bad(
      "/api/auth/password-reset/request",
      { email: "a@example.com", audience: "root" },
      "Tipo de cuenta no válido.",
    );
    await bad(
      "/api/auth/password-reset",
      { token: "corto", password: "nueva-clave-1", confirmPassword: "nueva-clave-1" },
      PASSWORD_RESET_MESSAGES.tokenInvalid,
    );
    await bad(
      "/api/auth/password-reset",
      { token: "x".repeat(43), password: "nueva-clave-1", confirmPassword: "nueva-clave-1" },
      PASSWORD_RESET_MESSAGES.tokenInvalid,
    );
  });

  it("limits requests per connection with a Spanish 429", async () => {
    const address = nextClientAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await request(app)
        .post("/api/auth/password-reset/request")
        .set("X-Forwarded-For", address)
        .send({ email: `limite${i}@example.com` });
      statuses.push(response.status);
      if (response.status === 429) expect(response.body.error).toMatch(/^Demasiadas solicitudes/);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("limits the page's own form the same way, with and without JavaScript", async () => {
    for (const path of ["/recuperar-contrasena", "/recuperar-contrasena.data"]) {
      const address = nextClientAddress();
      let last;
      for (let i = 0; i < 6; i++)
        last = await request(app)
          .post(path)
          .set("X-Forwarded-For", address)
          .type("form")
          .send({ email: `pagina${i}@example.com` });
      expect(last!.status, path).toBe(429);
      expect(last!.body.error, path).toMatch(/^Demasiadas solicitudes/);
    }
  });
});
