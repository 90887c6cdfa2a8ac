import { Writable } from "node:stream";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";

describe("HTTP application", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database).app;
  });
  afterAll(() => database.close());

  it("answers the liveness and readiness probes", async () => {
    await request(app).get("/healthz").expect(200, { status: "ok" });
    await request(app).get("/readyz").expect(200, { status: "ready" });
  });

  it("answers a malformed JSON body with 400 and a Spanish JSON error, on any /api route", async () => {
    for (const path of ["/api/specialties", "/api/no-existe", "/api/auth/login"]) {
      const response = await request(app)
        .post(path)
        .set("Content-Type", "application/json")
        .send('{"email": "a@example.com",');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: "El cuerpo de la solicitud no es JSON válido." });
      expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it("refuses bodies over the limit with 413", async () => {
    const response = await request(app)
      .post("/api/no-existe")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ text: "x".repeat(200_000) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: "La solicitud es demasiado grande." });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await request(app).get("/api/no-existe").expect(404);
    expect(response.body).toEqual({ error: "Ruta no encontrada." });
  });

  it("refuses state-changing calls sent from another site", async () => {
    const response = await request(app)
      .post("/api/no-existe")
      .set("Origin", "https://sitio-malicioso.example")
      .send({})
      .expect(403);
    expect(response.body).toEqual({ error: "Solicitud de otro sitio rechazada." });
    await request(app)
      .post("/api/no-existe")
      .set("Sec-Fetch-Site", "cross-site")
      .send({})
      .expect(403);
  });

  it("sends security headers with a script policy of 'self' only and a request id", async () => {
    const response = await request(app).get("/healthz");
    const csp = response.headers["content-security-policy"] ?? "";
    // Pages add their inline scripts' hashes (server/http/pages.int.test.ts); nothing else runs any.
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("keeps a well-formed request id from a proxy and replaces a malformed one", async () => {
    const kept = await request(app).get("/healthz").set("X-Request-Id", "proxy-1234567890");
    expect(kept.headers["x-request-id"]).toBe("proxy-1234567890");
    const replaced = await request(app).get("/healthz").set("X-Request-Id", "<script>");
    expect(replaced.headers["x-request-id"]).not.toBe("<script>");
  });

  it("writes the request id on the log lines of a request", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const { app: loggedApp } = createTestApp(database, {}, pino({ level: "info" }, sink));
    const response = await request(loggedApp).get("/api/no-existe").expect(404);
    const id = response.headers["x-request-id"];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.stringify(line)).toContain(id);
  });

  it("serves the specialty and city catalogues", async () => {
    const specialties = await request(app).get("/api/specialties").expect(200);
    expect(specialties.body).toHaveLength(32);
    expect(specialties.body[0]).toEqual({
      id: "cardiologia",
      name: "Cardiología",
      icon: expect.any(String),
    });
    const cities = await request(app).get("/api/cities").expect(200);
    expect(cities.body.filter((c: { search: boolean }) => c.search)).toHaveLength(20);
  });

  it("reports not ready with 503 when the database is gone", async () => {
    const broken = await createTestDatabase("pglite");
    const { app: brokenApp } = createTestApp(broken);
    await broken.close();
    const response = await request(brokenApp).get("/readyz").expect(503);
    expect(response.body).toEqual({ error: "La base de datos no está disponible." });
    await request(brokenApp).get("/healthz").expect(200);
  });
});
