import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOUNCING_DOMAIN,
  selfSignedCertificate,
  startFakeSmtp,
  type FakeSmtp,
  type SmtpOutage,
} from "../../tests/fakes/smtp.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { twoConnections } from "../../tests/support/two-connections.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox, jobs } from "../db/schema/index.ts";
import { createSmtpTransport, type MailTransport } from "../integrations/mail.ts";
import { createServices } from "../services.ts";
import { MAIL_MAX_ATTEMPTS } from "./service.ts";
import type { MailTemplate } from "./templates.ts";
import { startScriptProcess } from "../../tests/support/child-process.ts";

const MINUTE = 60_000;
const START = new Date("2026-05-04T15:00:00Z");
/** When each retry falls due: 1, 5, 30, 120 and 360 minutes after the attempt before it. */
const RETRY_MINUTES = [1, 6, 36, 156, 516];
const verification = (firstName: string): MailTemplate => ({
  kind: "verify-email",
  brandName: "MédicosVerificados",
  firstName,
  url: `http://localhost:3000/verify-email?token=${firstName}`,
});

function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe.each<DatabaseKind>(["pglite", "postgres"])(
  "mail through the durable queue on %s",
  (kind) => {
    let database: DatabaseHandle;
    let smtp: FakeSmtp;
    let clock: Date;
    const at = (minutes: number) => {
      clock = new Date(START.getTime() + minutes * MINUTE);
    };

    /** An app instance's services, as createServices composes them, on the test's clock. */
    function instance(
      options: {
        db?: DatabaseHandle;
        transport?: MailTransport;
        env?: Record<string, string>;
      } = {},
    ) {
      const { logger, lines } = capturedLogger();
      const services = createServices({
        database: options.db ?? database,
        config: loadConfig({
          NODE_ENV: "test",
          SMTP_URL: smtp.url,
          SMTP_TIMEOUT_MS: "2000",
          ...options.env,
        }),
        logger,
        sessionSecret: "secreto-de-pruebas-con-longitud-suficiente-123",
        siteUrl: "http://localhost:3000",
        now: () => clock,
        ...(options.transport ? { mailTransport: options.transport } : {}),
      });
      return { services, lines };
    }
    const mailTo = async (to: string) =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!;
    const jobOf = async (outboxId: number) =>
      (
        await database.db
          .select()
          .from(jobs)
          .where(sql`${jobs.payload}->>'outboxId' = ${String(outboxId)}`)
      )[0]!;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      smtp = await startFakeSmtp();
    });
    afterAll(async () => {
      await smtp.setOutage(null);
      await smtp.close();
      await database.close();
    });

    const OUTAGES: [Exclude<SmtpOutage, null>, RegExp][] = [
      ["down", /^No se pudo conectar con el servidor SMTP \(conexión rechazada\)$/],
      ["421", /^El servidor SMTP no está disponible; el servidor respondió: 421/],
      ["451", /^El servidor SMTP no aceptó el mensaje por ahora; el servidor respondió: 451/],
    ];
    for (const [outage, error] of OUTAGES) {
      it(`keeps a message through an SMTP outage (${outage}), retries it with backoff and sends it once when the server is back`, async () => {
        at(0);
        const { services } = instance();
        const to = `caida-${outage}-${kind}@example.com`;
        await smtp.setOutage(outage);
        try {
          await services.mail.send(to, verification("Ana"));
          expect(await mailTo(to)).toMatchObject({
            status: "pending",
            attempts: 1,
            lastError: expect.stringMatching(error),
          });
          at(0.9);
          expect(await services.jobs.runDue()).toBe(0);
          at(1);
          expect(await services.jobs.runDue()).toBe(1);
          expect(await mailTo(to)).toMatchObject({ status: "pending", attempts: 2 });
          expect((await jobOf((await mailTo(to)).id)).runAt).toEqual(
            new Date(START.getTime() + 6 * MINUTE),
          );
        } finally {
          await smtp.setOutage(null);
        }
        at(5.9);
        expect(await services.jobs.runDue()).toBe(0);
        at(6);
        expect(await services.jobs.runDue()).toBe(1);
        const sent = await mailTo(to);
        expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null });
        expect(sent.messageId).toMatch(/^<[0-9a-f-]{36}@example\.com>$/);
        at(24 * 60);
        expect(await services.jobs.runDue()).toBe(0);
        expect(smtp.deliveriesOf(sent.messageId!)).toBe(1);
        expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
      });
    }

    it(`gives a message up after ${MAIL_MAX_ATTEMPTS} attempts: failed in the outbox, in the administrators' activity and in the log`, async () => {
      at(0);
      const { services, lines } = instance();
      const to = `sin-servidor-${kind}@example.com`;
      await smtp.setOutage("421");
      try {
        await services.mail.send(to, verification("Beto"));
        for (const minute of RETRY_MINUTES) {
          at(minute - 0.1);
          expect(await services.jobs.runDue()).toBe(0);
          at(minute);
          expect(await services.jobs.runDue()).toBe(1);
        }
        at(10 * 24 * 60);
        expect(await services.jobs.runDue()).toBe(0);
      } finally {
        await smtp.setOutage(null);
      }
      const mail = await mailTo(to);
      expect(mail).toMatchObject({
        status: "failed",
        attempts: MAIL_MAX_ATTEMPTS,
        lastError: expect.stringMatching(/^El servidor SMTP no está disponible/),
      });
      expect(await jobOf(mail.id)).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
      const activity = await services.admin.auditLog({
        entityType: "email",
        entityId: String(mail.id),
        limit: 10,
        offset: 0,
      });
      expect(activity.entries).toEqual([
        expect.objectContaining({
          action: "email.failed",
          actor: { type: "system", id: null, username: null },
          after: expect.objectContaining({
            para: to,
            plantilla: "verify-email",
            intentos: MAIL_MAX_ATTEMPTS,
          }),
        }),
      ]);
      expect(lines.filter((line) => line.level === 50).map((line) => line.msg)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Trabajo «mail» #\\d+ abandonado tras ${MAIL_MAX_ATTEMPTS} intentos: El servidor SMTP no está disponible`,
          ),
        ),
      ]);
      expect(lines.filter((line) => line.level === 40)).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
    });

    it("gives up at once on a recipient the server refuses for good (550)", async () => {
      at(0);
      const { services } = instance();
      const to = `nadie-${kind}@${BOUNCING_DOMAIN}`;
      await services.mail.send(to, verification("Carla"));
      expect(await mailTo(to)).toMatchObject({
        status: "failed",
        attempts: 1,
        lastError: expect.stringMatching(
          /^El servidor SMTP rechazó el mensaje de forma definitiva/,
        ),
      });
    });

    it("with STARTTLS and sign-in required, wrong credentials are logged in Spanish with the next try; fixed ones deliver it", async () => {
      at(0);
      const cert = selfSignedCertificate();
      const strict = await startFakeSmtp({
        tls: cert,
        auth: { user: "envios", pass: "clave-buena" },
      });
      const transport = (pass: string) =>
        createSmtpTransport(
          strict.url.replace("smtp://", `smtp://envios:${pass}@`),
          "MédicosVerificados <no-responder@example.com>",
          2_000,
          { requireTls: true, tls: { ca: cert.cert } },
        );
      try {
        const wrong = instance({ transport: transport("clave-mala") });
        const to = `credenciales-${kind}@example.com`;
        await wrong.services.mail.send(to, verification("Dora"));
        expect(await mailTo(to)).toMatchObject({
          status: "pending",
          lastError: expect.stringMatching(
            /^El servidor SMTP rechazó el usuario o la contraseña \(revisa SMTP_URL\)/,
          ),
        });
        expect(wrong.lines.map((line) => line.msg)).toEqual([
          expect.stringMatching(
            /^Trabajo «mail» #\d+: falló el intento 1 de 6 \(El servidor SMTP rechazó el usuario o la contraseña .*\); se reintentará a las 2026-05-04T15:01:00\.000Z$/,
          ),
        ]);
        expect(strict.refusedLogins()).toBe(1);

        // The operator fixes SMTP_URL and restarts: the new process's worker sends it.
        const fixed = instance({ transport: transport("clave-buena") });
        at(1);
        expect(await fixed.services.jobs.runDue()).toBe(1);
        const mail = await mailTo(to);
        expect(mail).toMatchObject({ status: "sent", attempts: 2 });
        expect(strict.messages.find((m) => m.messageId === mail.messageId)).toMatchObject({
          secure: true,
          user: "envios",
        });
      } finally {
        await strict.close();
      }
    });

    it("two app instances on one database send each queued message exactly once", async () => {
      at(0);
      const pair = await twoConnections(kind, database);
      try {
        const a = instance({ db: pair.first });
        const b = instance({ db: pair.second });
        const recipients = Array.from({ length: 30 }, (_, i) => `reparto-${i}-${kind}@example.com`);
        await smtp.setOutage("down");
        try {
          for (const [i, to] of recipients.entries())
            await (i % 2 ? a : b).services.mail.send(to, verification(`P${i}`));
        } finally {
          await smtp.setOutage(null);
        }
        smtp.setDelay(10);
        at(1);
        const [ranA, ranB] = await Promise.all([
          a.services.jobs.runDue(),
          b.services.jobs.runDue(),
        ]);
        smtp.setDelay(0);
        expect(ranA + ranB).toBe(recipients.length);
        const rows = await pair.first.db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.to, recipients));
        expect(rows.map((row) => row.status)).toEqual(recipients.map(() => "sent"));
        expect(rows.map((row) => smtp.deliveriesOf(row.messageId!))).toEqual(
          recipients.map(() => 1),
        );
      } finally {
        smtp.setDelay(0);
        await pair.close();
      }
    });

    it.runIf(kind === "postgres")(
      "two worker processes on one PostgreSQL database drain the queue, each message sent once",
      async () => {
        const pair = await twoConnections(kind, database);
        const children: ReturnType<typeof startWorkerProcess>[] = [];
        try {
          // Queued during an outage, with a first try that failed.
          at(0);
          const app = instance({ db: pair.first });
          const recipients = Array.from({ length: 60 }, (_, i) => `proceso-${i}@example.com`);
          await smtp.setOutage("down");
          try {
            for (const [i, to] of recipients.entries())
              await app.services.mail.send(to, verification(`Q${i}`));
          } finally {
            await smtp.setOutage(null);
          }
          // Slow enough that one process alone needs several polls: both take part.
          smtp.setDelay(100);
          for (const name of ["uno", "dos"])
            children.push(
              startWorkerProcess(
                { DATABASE_URL: pair.url!, SMTP_URL: smtp.url, JOBS_POLL_INTERVAL_MS: "100" },
                name,
              ),
            );
          await Promise.all(children.map((child) => child.ready));
          // Both are polling: the retries fall due now, for whichever worker comes first.
          await pair.first.db
            .update(jobs)
            .set({ runAt: sql`now()` })
            .where(eq(jobs.status, "queued"));
          const deadline = Date.now() + 30_000;
          while (
            smtp.messages.filter((m) => m.to[0]?.startsWith("proceso-")).length < recipients.length
          ) {
            if (Date.now() > deadline) throw new Error(children.map((c) => c.output()).join("\n"));
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          // Time for a duplicate to show up, were there one.
          await new Promise((resolve) => setTimeout(resolve, 500));
          for (const child of children) child.process.kill("SIGTERM");
          expect(await Promise.all(children.map((child) => child.exited))).toEqual([0, 0]);

          const rows = await pair.first.db
            .select()
            .from(emailOutbox)
            .where(inArray(emailOutbox.to, recipients));
          expect(rows.map((row) => row.status)).toEqual(recipients.map(() => "sent"));
          expect(rows.map((row) => smtp.deliveriesOf(row.messageId!))).toEqual(
            recipients.map(() => 1),
          );
          const workers = await pair.first.db
            .selectDistinct({ lockedBy: jobs.lockedBy })
            .from(jobs)
            .where(eq(jobs.status, "done"));
          expect(workers.map((row) => row.lockedBy).sort()).toEqual(
            (await Promise.all(children.map((child) => child.ready))).sort(),
          );
        } finally {
          smtp.setDelay(0);
          for (const child of children) child.process.kill("SIGKILL");
          await pair.close();
        }
      },
    );
  },
);

/** tests/support/mail-worker-process.ts as its own process; `ready` gives its worker id. */
function startWorkerProcess(env: Record<string, string>, name: string) {
  return startScriptProcess("tests/support/mail-worker-process.ts", env, /^listo (\S+)$/m, name);
}
