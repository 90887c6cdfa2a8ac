import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from "node:net";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_ERRORS } from "../accounts/service.ts";
import { defaultOf } from "../config.ts";
import { AIRTABLE_MESSAGES, IMPORT_MESSAGES } from "../../common/imports/messages.ts";
import { LICENSE_MESSAGES } from "../../common/licenses/schemas.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox, jobs } from "../db/schema/index.ts";
import { VOICE_MESSAGES } from "../voice/messages.ts";
import { ADMIN_SESSION_COOKIE } from "./admin-auth.ts";

/**
 * Outside services that hang, fail or are not there (issue 10, faults): every request that
 * needs one answers a clear error (or falls back) within its configured time limit, never
 * hangs. Each outside service is pointed, in turn, at a server that (a) accepts the
 * connection and never answers, (b) answers 500, (c) refuses the connection.
 */

type Mode = "hangs" | "fails" | "refused";
const MODES: Mode[] = ["hangs", "fails", "refused"];

/** What the outbox row says of each SMTP fault, in Spanish, for whoever looks into it. */
const SMTP_ERRORS: Record<Mode, string | RegExp> = {
  hangs: "El servidor SMTP no respondió a tiempo",
  fails:
    "El servidor SMTP no está disponible; el servidor respondió: 554 5.3.2 Service not available",
  refused: "No se pudo conectar con el servidor SMTP (conexión rechazada)",
};

/**
 * Each limit is short so the file stays fast. What an answer's time must show is that the
 * configured limit was applied, never the default one, and never no limit at all (a silent
 * server would then hold the request until the test's own timeout). So the bound for each
 * service is what its default limit would have taken: seconds above the configured one, far
 * more than a loaded machine adds (a load average of 15 added about 3 s here).
 */
const TIMEOUT_MS = 500;
const ENV = {
  SEP_REGISTRY_TIMEOUT_MS: String(TIMEOUT_MS),
  STT_TIMEOUT_MS: String(TIMEOUT_MS),
  CHAT_TIMEOUT_MS: String(TIMEOUT_MS),
  SMTP_TIMEOUT_MS: String(TIMEOUT_MS),
  IMPORT_SOURCE_TIMEOUT_MS: String(TIMEOUT_MS),
};
const defaultMs = (name: Parameters<typeof defaultOf>[0]) => Number(defaultOf(name));
/** The registry and Airtable try a failed call once more. */
const REGISTRY_BOUND_MS = 2 * defaultMs("SEP_REGISTRY_TIMEOUT_MS");
const AIRTABLE_BOUND_MS = 2 * defaultMs("IMPORT_SOURCE_TIMEOUT_MS");
/** Google Sheets tries three times, waiting 1 s and 2 s between (its documented backoff). */
const SHEETS_BOUND_MS = 3 * defaultMs("IMPORT_SOURCE_TIMEOUT_MS") + 3_000;
const STT_BOUND_MS = defaultMs("STT_TIMEOUT_MS");
const CHAT_BOUND_MS = defaultMs("CHAT_TIMEOUT_MS");
/** A sign-up makes the first attempt to send its link, within the SMTP limit. */
const SMTP_BOUND_MS = defaultMs("SMTP_TIMEOUT_MS");

const WEBM_BASE64 = readFileSync(
  new URL("../../tests/fixtures/voice/busco-cardiologo-guadalajara.webm", import.meta.url),
).toString("base64");

/** Accepts every connection and never writes a byte (HTTP and SMTP alike). */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  return { port: await listen(server), close: () => close(server, sockets) };
}

/** Answers every HTTP request with a 500 and a JSON body. */
async function startFailingHttpServer() {
  const server = createHttpServer((req, res) => {
    req.resume();
    res.writeHead(500, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: { message: "internal error" } }));
  });
  return { port: await listen(server), close: () => close(server) };
}

/** An SMTP server that refuses service in its greeting (554), as a broken relay does. */
async function startFailingSmtpServer() {
  const server = createTcpServer((socket) => {
    socket.on("error", () => {});
    socket.end("554 5.3.2 Service not available\r\n");
  });
  return { port: await listen(server), close: () => close(server) };
}

/** A port nobody listens on: bound once, then released. */
async function refusedPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server);
  await close(server);
  return port;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server, sockets: Set<Socket> = new Set()): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Runs the request and answers it with how long it took. */
async function timed<T>(send: () => PromiseLike<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await send();
  return { answer, ms: Date.now() - started };
}

describe.concurrent("outside services that hang, fail or refuse", () => {
  let database: DatabaseHandle;
  let adminCookie: string;
  const ports = {} as { http: Record<Mode, number>; smtp: Record<Mode, number> };
  const closers: (() => Promise<void>)[] = [];
  const httpUrl = (mode: Mode) => `http://127.0.0.1:${ports.http[mode]}`;
  const appFor = (env: Record<string, string>) => createTestApp(database, { ...ENV, ...env });

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const silent = await startSilentServer();
    const failingHttp = await startFailingHttpServer();
    const failingSmtp = await startFailingSmtpServer();
    closers.push(silent.close, failingHttp.close, failingSmtp.close);
    const refused = await refusedPort();
    ports.http = { hangs: silent.port, fails: failingHttp.port, refused };
    ports.smtp = { hangs: silent.port, fails: failingSmtp.port, refused };

    const { services } = appFor({});
    await services.adminAccounts.createAdmin("averias", "contraseña-de-prueba-larga");
    const { token } = await services.adminAccounts.login("averias", "contraseña-de-prueba-larga");
    adminCookie = `${ADMIN_SESSION_COOKIE}=${token}`;
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await database.close();
  });

  for (const mode of MODES) {
    it(`license registry ${mode}: 503 with the registry's Spanish message`, async () => {
      const { app } = appFor({
        SEP_REGISTRY_URL: httpUrl(mode),
        SEP_CLIENT_ID: "cliente",
        SEP_API_KEY: "clave",
      });
      // A cédula nobody knows offline, so the answer depends on the registry.
      const cedula = String(7_100_000 + MODES.indexOf(mode));
      const { answer, ms } = await timed(() =>
        request(app).get(`/api/public/validate-license?license=${cedula}`),
      );
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        isValid: false,
        source: "sep",
        data: null,
        error: LICENSE_MESSAGES.unavailable,
      });
      expect(ms).toBeLessThan(REGISTRY_BOUND_MS);
    });

    it(`speech-to-text ${mode}: 502 with the voice search's Spanish message`, async () => {
      const { app } = appFor({ STT_BASE_URL: `${httpUrl(mode)}/v1`, STT_API_KEY: "clave" });
      const { answer, ms } = await timed(() =>
        request(app).post("/api/voice/transcribe").send({ audio: WEBM_BASE64 }),
      );
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ error: VOICE_MESSAGES.serviceFailed });
      expect(ms).toBeLessThan(STT_BOUND_MS);
    });

    it(`chat model ${mode}: Dr. Salud answers from its own lexicon`, async () => {
      const { app } = appFor({ CHAT_BASE_URL: `${httpUrl(mode)}/v1`, CHAT_API_KEY: "clave" });
      const { answer, ms } = await timed(() =>
        request(app)
          .post("/api/ai/analyze-symptoms")
          .send({ query: "Tengo dolor de garganta y tos desde hace dos días" }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ source: "lexicon" });
      expect(answer.body.specialties.length).toBeGreaterThan(0);
      expect(ms).toBeLessThan(CHAT_BOUND_MS);
    });

    it(`SMTP ${mode}: sign-up and a new link answer promptly; the mail stays queued for a retry`, async () => {
      const { app, services } = appFor({ SMTP_URL: `smtp://127.0.0.1:${ports.smtp[mode]}` });
      const email = `averia-correo-${mode}@example.com`;
      const signUp = await timed(() =>
        request(app).post("/api/auth/register").send({
          email,
          password: "secreta-de-prueba",
          firstName: "Lucía",
          lastName: "Avería",
        }),
      );
      expect(signUp.answer.status).toBe(201);
      expect(signUp.answer.body.user).toEqual({ email, firstName: "Lucía" });
      expect(signUp.ms).toBeLessThan(SMTP_BOUND_MS);

      // The same answer as for an unknown address: an outage must not reveal accounts.
      const resend = await timed(() =>
        request(app).post("/api/auth/resend-verification").send({ email }),
      );
      expect(resend.answer.status).toBe(200);
      expect(resend.answer.body).toEqual({ message: ACCOUNT_ERRORS.resendDone });
      expect(resend.ms).toBeLessThan(SMTP_BOUND_MS);

      // Nothing is lost: each message waits in the queue for its next try, a minute later. The
      // new link is written after the answer (its timing must not reveal the account).
      await services.accounts.settled();
      const outbox = await database.db
        .select({
          id: emailOutbox.id,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          lastError: emailOutbox.lastError,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.to, email));
      expect(outbox).toEqual([
        expect.objectContaining({ status: "pending", attempts: 1, lastError: SMTP_ERRORS[mode] }),
        expect.objectContaining({ status: "pending", attempts: 1, lastError: SMTP_ERRORS[mode] }),
      ]);
      const queued = await database.db
        .select({ status: jobs.status, runAt: jobs.runAt, createdAt: jobs.createdAt })
        .from(jobs)
        .where(
          sql`${jobs.payload}->>'outboxId' in (${sql.join(
            outbox.map((row) => sql`${String(row.id)}`),
            sql`, `,
          )})`,
        );
      expect(queued).toHaveLength(2);
      for (const job of queued) {
        expect(job.status).toBe("queued");
        expect(job.runAt.getTime() - job.createdAt.getTime()).toBeGreaterThanOrEqual(55_000);
      }
    });

    it(`Google Sheets ${mode}: 503 with the import's Spanish message`, async () => {
      const { app } = appFor({ GOOGLE_SHEETS_API_URL: httpUrl(mode), GOOGLE_SHEETS_API_KEY: "k" });
      const { answer, ms } = await timed(() =>
        request(app)
          .post("/api/admin/providers/import-google-sheets")
          .set("Cookie", adminCookie)
          .send({
            spreadsheetId: "1HojaDeAveriasDePrueba0000000000000000000",
            dataSource: "google-sheets",
            dataSourceName: "Hoja de prueba",
          }),
      );
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: IMPORT_MESSAGES.sheetsUnavailable });
      expect(ms).toBeLessThan(SHEETS_BOUND_MS);
    });

    // Airtable's panel speaks English (admin-side 8), so do its messages.
    it(`Airtable ${mode}: the connection test and the import say it could not be reached`, async () => {
      const { app } = appFor({ AIRTABLE_API_URL: httpUrl(mode) });
      const connection = { apiKey: "patPrueba", baseId: "appAverias", tableName: "Doctors" };
      const test = await timed(() =>
        request(app)
          .post("/api/admin/providers/test-airtable")
          .set("Cookie", adminCookie)
          .send(connection),
      );
      expect(test.answer.status).toBe(200);
      expect(test.answer.body).toEqual({
        success: false,
        message: AIRTABLE_MESSAGES.unavailable,
        fields: [],
      });
      expect(test.ms).toBeLessThan(AIRTABLE_BOUND_MS);

      const imported = await timed(() =>
        request(app)
          .post("/api/admin/providers/import-airtable")
          .set("Cookie", adminCookie)
          .send({ ...connection, fieldMapping: { name: "Name", specialty: "Specialty" } }),
      );
      expect(imported.answer.status).toBe(400);
      expect(imported.answer.body).toEqual({
        error: AIRTABLE_MESSAGES.unavailable,
        message: AIRTABLE_MESSAGES.unavailable,
      });
      expect(imported.ms).toBeLessThan(AIRTABLE_BOUND_MS);
    });
  }
});
