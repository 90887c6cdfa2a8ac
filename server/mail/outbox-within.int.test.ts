import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../../tests/fakes/smtp.ts";
import { startFakeTwilio, type FakeTwilio } from "../../tests/fakes/twilio.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { calendarPartOf, icalValue } from "../../tests/support/ical.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox, jobs } from "../db/schema/index.ts";
import { createSmtpTransport, outboxOnlyTransport } from "../integrations/mail.ts";
import { createTwilioTransport, createTwilioWhatsAppTransport } from "../integrations/sms.ts";
import { createJobQueue } from "../jobs/queue.ts";
import { createJobsRepository } from "../jobs/repository.ts";
import { createMailRepository } from "./repository.ts";
import { createMailService } from "./service.ts";
import type { MailTemplate } from "./templates.ts";
import { createTextMessages, TEXT_MESSAGE_QUEUE } from "./text-messages.ts";

const MINUTE = 60_000;
const START = new Date("2026-10-05T15:00:00Z");
const FROM = "MédicosVerificados <citas@example.com>";
const PHONE = "+525512345678";
const TEMPLATE_SID = `HX${"ab".repeat(16)}`;
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//example.com//citas//ES",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:cita-9@example.com",
  "SEQUENCE:3",
  "DTSTAMP:20261005T150000Z",
  "DTSTART:20261010T160000Z",
  "DTEND:20261010T163000Z",
  "SUMMARY:Consulta con Dra. Ana Ruiz",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");
const template = (firstName: string): MailTemplate => ({
  kind: "new-message",
  brandName: "MédicosVerificados",
  recipientName: firstName,
  senderName: "Dra. Ana Ruiz",
  url: "http://localhost:3000/mensajes/1",
});

/**
 * Messages written by a caller's transaction (booking's notices and reminders): they exist
 * exactly when the caller's change commits, keep their invitation through retries, are stored
 * once per Message-ID, and texts go out through Twilio's SMS or WhatsApp the same way.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])(
  "messages written within a transaction on %s",
  (kind) => {
    let database: DatabaseHandle;
    let smtp: FakeSmtp;
    let twilio: FakeTwilio;
    let clock: Date;
    const at = (minutes: number) => {
      clock = new Date(START.getTime() + minutes * MINUTE);
    };

    function compose(options: { smtp?: boolean } = {}) {
      const logger = pino({ level: "silent" });
      const queue = createJobQueue({
        repository: createJobsRepository(database.db),
        logger,
        pollMs: 60_000,
        now: () => clock,
      });
      const repository = createMailRepository(database.db);
      const mail = createMailService({
        repository,
        transport:
          options.smtp === false ? outboxOnlyTransport : createSmtpTransport(smtp.url, FROM, 2_000),
        jobs: queue,
        logger,
        from: FROM,
      });
      const account = {
        baseUrl: twilio.url,
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        timeoutMs: 2_000,
        retryDelayMs: 0,
      };
      const texts = createTextMessages({
        repository,
        jobs: queue,
        sms: createTwilioTransport({ ...account, from: twilio.from }),
        whatsapp: createTwilioWhatsAppTransport({ ...account, from: twilio.whatsappFrom }),
        logger,
      });
      return { queue, mail, texts };
    }
    const rowsTo = (to: string) =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      smtp = await startFakeSmtp();
      twilio = await startFakeTwilio();
    });
    afterAll(async () => {
      await smtp.close();
      await twilio.close();
      await database.close();
    });
    beforeEach(() => {
      twilio.reset();
      at(0);
    });

    it("stores nothing and sends nothing when the caller's transaction rolls back", async () => {
      const { mail } = compose();
      const to = `deshecho-${kind}@example.com`;
      await expect(
        database.db.transaction(async (tx) => {
          await mail.writeWithin(tx, to, template("Ana"));
          throw new Error("la reserva falló");
        }),
      ).rejects.toThrow("la reserva falló");
      expect(await rowsTo(to)).toEqual([]);
      expect(smtp.messages.some((m) => m.to.includes(to))).toBe(false);
    });

    it("sends the invitation as text/calendar with its method, also on a retry after an outage", async () => {
      const { mail, queue } = compose();
      const to = `invitacion-${kind}@example.com`;
      await smtp.setOutage("421");
      try {
        const written = await database.db.transaction((tx) =>
          mail.writeWithin(tx, to, template("Ana"), {
            messageIdKey: `invitacion-${kind}`,
            calendarEvent: { method: "REQUEST", filename: "cita.ics", content: ICS },
          }),
        );
        await written!.deliver();
        expect(await rowsTo(to)).toEqual([
          expect.objectContaining({ status: "pending", attempts: 1 }),
        ]);
      } finally {
        await smtp.setOutage(null);
      }
      at(1);
      expect(await queue.runDue()).toBe(1);
      const [row] = await rowsTo(to);
      expect(row).toMatchObject({ status: "sent", messageId: `<invitacion-${kind}@example.com>` });
      const delivered = smtp.messages.filter((m) => m.to.includes(to));
      expect(delivered).toHaveLength(1);
      const part = calendarPartOf(delivered[0]!.raw)!;
      expect(part.method).toBe("REQUEST");
      expect(icalValue(part.text, "UID")).toBe("cita-9@example.com");
      expect(icalValue(part.text, "SEQUENCE")).toBe("3");
      expect(delivered[0]!.raw).toMatch(/filename="?cita\.ics"?/);
    });

    it("stores a message once per Message-ID: writing it again answers null", async () => {
      const { mail } = compose();
      const to = `una-vez-${kind}@example.com`;
      const write = () =>
        database.db.transaction((tx) =>
          mail.writeWithin(tx, to, template("Ana"), { messageIdKey: `una-vez-${kind}` }),
        );
      const first = await write();
      expect(first).not.toBeNull();
      await first!.deliver();
      expect(await write()).toBeNull();
      expect(await rowsTo(to)).toHaveLength(1);
      expect(smtp.deliveriesOf(`<una-vez-${kind}@example.com>`)).toBe(1);
    });

    it("writes a batch in order, once per Message-ID, and sends each new one once", async () => {
      const { mail } = compose();
      const to = (n: number) => `lote-${n}-${kind}@example.com`;
      const key = (n: number) => ({ messageIdKey: `lote-${n}-${kind}` });
      await database.db.transaction((tx) => mail.writeWithin(tx, to(1), template("Ana"), key(1)));
      const written = await database.db.transaction((tx) =>
        mail.writeManyWithin(tx, [
          { to: to(1), template: template("Ana"), options: key(1) }, // stored before
          { to: to(2), template: template("Beto"), options: key(2) },
          { to: to(3), template: template("Carla"), options: key(3) },
          { to: to(2), template: template("Beto"), options: key(2) }, // twice in one call
        ]),
      );
      expect(written.map((entry) => entry !== null)).toEqual([false, true, true, false]);
      await Promise.all(written.map((entry) => entry?.deliver()));
      for (const n of [2, 3]) {
        expect(await rowsTo(to(n))).toEqual([expect.objectContaining({ status: "sent" })]);
        expect(smtp.messages.filter((m) => m.to.includes(to(n)))).toHaveLength(1);
      }
      const queued = await database.db.select().from(jobs).where(eq(jobs.queue, "mail"));
      const outboxIds = queued.map((job) => Number(job.payload.outboxId));
      for (const n of [2, 3]) {
        const [row] = await rowsTo(to(n));
        expect(outboxIds.filter((id) => id === row!.id)).toHaveLength(1);
      }
    });

    it("keeps the message in the outbox, logged, when there is no SMTP", async () => {
      const { mail } = compose({ smtp: false });
      const to = `sin-smtp-${kind}@example.com`;
      const written = await database.db.transaction((tx) =>
        mail.writeWithin(tx, to, template("Ana"), {
          calendarEvent: { method: "CANCEL", filename: "cita.ics", content: ICS },
        }),
      );
      await written!.deliver();
      expect(await rowsTo(to)).toEqual([
        expect.objectContaining({
          status: "stored",
          calendarEvent: { method: "CANCEL", filename: "cita.ics", content: ICS },
        }),
      ]);
    });

    it("sends an SMS and a WhatsApp template through Twilio, each once", async () => {
      const { texts } = compose();
      const [sms, whatsapp] = await database.db.transaction(async (tx) => [
        await texts.writeWithin(tx, { channel: "sms", to: PHONE, body: `Recordatorio ${kind}` }),
        await texts.writeWithin(tx, {
          channel: "whatsapp",
          to: PHONE,
          contentSid: TEMPLATE_SID,
          variables: { "1": "Juan", "2": "Dra. Ana Ruiz" },
        }),
      ]);
      await sms.deliver();
      await whatsapp.deliver();
      expect(twilio.messagesTo(PHONE).map((m) => m.body)).toEqual([`Recordatorio ${kind}`]);
      expect(twilio.messagesTo(`whatsapp:${PHONE}`)).toEqual([
        expect.objectContaining({
          from: twilio.whatsappFrom,
          contentSid: TEMPLATE_SID,
          contentVariables: { "1": "Juan", "2": "Dra. Ana Ruiz" },
        }),
      ]);
      const whatsappForm = twilio.requests.find((r) => r.form.ContentSid)!.form;
      expect(whatsappForm.From).toMatch(/^whatsapp:\+/);
      expect(whatsappForm.To).toBe(`whatsapp:${PHONE}`);
      const rows = (await rowsTo(PHONE)).slice(-2);
      expect(rows.map((r) => [r.template, r.status])).toEqual([
        ["sms", "sent"],
        ["whatsapp", "sent"],
      ]);
    });

    it("retries a text after Twilio's outage and gives up at once on a number that cannot receive it", async () => {
      const { texts, queue } = compose();
      twilio.fail("server-error", "server-error");
      const retried = await database.db.transaction((tx) =>
        texts.writeWithin(tx, { channel: "sms", to: "+525587654321", body: "Reintento" }),
      );
      await retried.deliver();
      const [pending] = await rowsTo("+525587654321");
      expect(pending).toMatchObject({ status: "pending", attempts: 1 });
      at(1);
      expect(await queue.runDue()).toBe(1);
      expect((await rowsTo("+525587654321"))[0]).toMatchObject({ status: "sent", attempts: 2 });
      expect(twilio.messagesTo("+525587654321")).toHaveLength(1);

      const refused = await database.db.transaction((tx) =>
        texts.writeWithin(tx, { channel: "sms", to: "+52123", body: "Número inválido" }),
      );
      await refused.deliver();
      const [failed] = await rowsTo("+52123");
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(
          sql`${jobs.queue} = ${TEXT_MESSAGE_QUEUE} and ${jobs.payload}->>'outboxId' = ${String(failed!.id)}`,
        );
      expect(job).toMatchObject({ status: "failed", attempts: 1 });
    });
  },
);
