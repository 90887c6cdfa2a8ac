import { Writable } from "node:stream";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LICENSE_MESSAGES } from "../../common/licenses/schemas.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import {
  FAKE_CEDULAS,
  startFakeSepRegistry,
  type FakeSepRegistry,
} from "../../tests/fakes/sep-registry.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";

const DEMO_CEDULA = "24681357";

describe("public license lookup", () => {
  let database: DatabaseHandle;
  let fake: FakeSepRegistry;
  // A new app per group: each has its own rate-limit counters.
  const offlineApp = () => createTestApp(database).app;
  const sepApp = () => createTestApp(database, { ...fake.env, SEP_REGISTRY_TIMEOUT_MS: "200" }).app;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    fake = await startFakeSepRegistry();
    await insertProvider(database.db, {
      name: "Dr. Tomás Aguilar Reyes",
      licenseNumber: DEMO_CEDULA,
      licenseVerified: true,
      licenseValidationData: {
        name: "TOMÁS AGUILAR REYES",
        degree: "MÉDICO CIRUJANO",
        institution: "UNIVERSIDAD AUTÓNOMA DE NUEVO LEÓN",
        registrationYear: 2011,
        source: "offline",
        fullData: {
          titulo: "MÉDICO CIRUJANO",
          desins: "UNIVERSIDAD AUTÓNOMA DE NUEVO LEÓN",
          anioreg: 2011,
        },
      },
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it("GET answers { isValid, data } with the registry's Spanish field names", async () => {
    const res = await request(offlineApp())
      .get("/api/public/validate-license")
      .query({ license: DEMO_CEDULA })
      .expect(200);
    expect(res.body).toEqual({
      isValid: true,
      source: "offline",
      data: {
        nombre: "TOMÁS AGUILAR REYES",
        titulo: "MÉDICO CIRUJANO",
        institucion: "UNIVERSIDAD AUTÓNOMA DE NUEVO LEÓN",
        anioregistro: 2011,
      },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("POST answers { isValid, message, licenseData }", async () => {
    const res = await request(offlineApp())
      .post("/api/public/validate-license")
      .send({ licenseNumber: ` ${DEMO_CEDULA} ` })
      .expect(200);
    expect(res.body).toEqual({
      isValid: true,
      source: "offline",
      message: LICENSE_MESSAGES.valid,
      licenseData: {
        name: "TOMÁS AGUILAR REYES",
        degree: "MÉDICO CIRUJANO",
        institution: "UNIVERSIDAD AUTÓNOMA DE NUEVO LEÓN",
        registrationYear: 2011,
        source: "offline",
        degrees: [
          {
            licenseNumber: DEMO_CEDULA,
            degree: "MÉDICO CIRUJANO",
            institution: "UNIVERSIDAD AUTÓNOMA DE NUEVO LEÓN",
            registrationYear: 2011,
          },
        ],
      },
    });
  });

  it("says an unknown cédula is not valid, with the reason, in both shapes", async () => {
    const app = offlineApp();
    const get = await request(app).get("/api/public/validate-license?license=1112223").expect(200);
    expect(get.body).toEqual({
      isValid: false,
      source: "offline",
      data: null,
      error: LICENSE_MESSAGES.notFoundOffline,
    });
    const post = await request(sepApp())
      .post("/api/public/validate-license")
      .send({ licenseNumber: FAKE_CEDULAS.unknown })
      .expect(200);
    expect(post.body).toEqual({
      isValid: false,
      source: "sep",
      message: LICENSE_MESSAGES.notFound,
      error: LICENSE_MESSAGES.notFound,
      licenseData: null,
    });
  });

  it("answers from the SEP registry when one is configured", async () => {
    const res = await request(sepApp())
      .post("/api/public/validate-license")
      .send({ licenseNumber: FAKE_CEDULAS.latin1 })
      .expect(200);
    expect(res.body).toMatchObject({
      isValid: true,
      source: "sep",
      licenseData: {
        name: "JOSÉ ÁNGEL NÚÑEZ PEÑA",
        institution: "UNIVERSIDAD AUTÓNOMA DE GUADALAJARA",
      },
    });
  });

  it("refuses malformed numbers with a 400 and a Spanish error", async () => {
    const app = offlineApp();
    const cases: [() => request.Test, string][] = [
      [() => request(app).get("/api/public/validate-license"), LICENSE_MESSAGES.required],
      [
        () => request(app).get("/api/public/validate-license?license=ABC1234"),
        LICENSE_MESSAGES.digitsOnly,
      ],
      [
        () => request(app).post("/api/public/validate-license").send({ licenseNumber: "12345" }),
        LICENSE_MESSAGES.tooShort,
      ],
      [() => request(app).post("/api/public/validate-license").send({}), LICENSE_MESSAGES.required],
    ];
    for (const [send, error] of cases) {
      const res = await send().expect(400);
      expect(res.body).toEqual({ isValid: false, error });
    }
  });

  it("answers 503 in JSON when the registry is down and nothing offline knows the cédula", async () => {
    const app = sepApp();
    const get = await request(app)
      .get(`/api/public/validate-license?license=${FAKE_CEDULAS.broken}`)
      .expect(503);
    expect(get.body).toEqual({
      isValid: false,
      source: "sep",
      data: null,
      error: LICENSE_MESSAGES.unavailable,
    });
    const post = await request(app)
      .post("/api/public/validate-license")
      .send({ licenseNumber: FAKE_CEDULAS.slow })
      .expect(503);
    expect(post.body).toMatchObject({ isValid: false, error: LICENSE_MESSAGES.unavailable });
  });

  it("answers 503 when the SEP refuses the client credentials or rate-limits us, and says why in the log", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app } = createTestApp(
      database,
      { ...fake.env, SEP_API_KEY: "clave-revocada" },
      pino({ level: "warn" }, sink),
    );
    const refused = await request(app)
      .get(`/api/public/validate-license?license=${FAKE_CEDULAS.valid}`)
      .expect(503);
    expect(refused.body).toMatchObject({ isValid: false, error: LICENSE_MESSAGES.unavailable });
    const limited = await request(sepApp())
      .post("/api/public/validate-license")
      .send({ licenseNumber: FAKE_CEDULAS.rateLimited })
      .expect(503);
    expect(limited.body).toMatchObject({ isValid: false, error: LICENSE_MESSAGES.unavailable });

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        reason: "credentials",
        licenseNumber: FAKE_CEDULAS.valid,
      }),
    );
    for (const line of lines) {
      expect(line).not.toContain("clave-revocada");
      expect(line).not.toContain(fake.env.SEP_CLIENT_ID);
    }
  });

  it("rate-limits lookups per connection with a Spanish 429", async () => {
    const app = offlineApp();
    // One address of its own: the counters live in the database, shared by the whole file.
    const address = nextClientAddress();
    for (let i = 0; i < 30; i++) {
      await request(app)
        .get(`/api/public/validate-license?license=${1000000 + i}`)
        .set("X-Forwarded-For", address)
        .expect(200);
    }
    const limited = await request(app)
      .post("/api/public/validate-license")
      .set("X-Forwarded-For", address)
      .send({ licenseNumber: DEMO_CEDULA })
      .expect(429);
    expect(limited.body.error).toContain("Demasiadas consultas de cédula");
  });
});
