import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp } from "../../tests/fakes/smtp.ts";
import { startFakeTwilio, type FakeTwilio } from "../../tests/fakes/twilio.ts";
import { insertBookableListing } from "../../tests/support/bookable-listing.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import { twoConnections } from "../../tests/support/two-connections.ts";
import type { SessionUser } from "../accounts/service.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  agendas,
  appointmentReminders,
  appointments,
  emailOutbox,
  jobs,
  users,
} from "../db/schema/index.ts";
import { createJobsRepository } from "../jobs/repository.ts";
import { createServices, type Services } from "../services.ts";
import { APPOINTMENT_REMINDER_QUEUE } from "./service.ts";

/*
 * Reminders on the durable jobs table (docs/booking.md, ADR 009), on both databases: two app
 * instances (two createServices, two job queues with their own worker ids; on PostgreSQL two
 * connection pools) run their passes at the same moments of a simulated clock. Each reminder
 * goes out exactly once, also when a worker dies holding its job or right after sending it;
 * never after a cancellation; and at the new time, not the old, after a reschedule.
 *
 * The listing is in Tijuana (UTC-8 until 14 March 2027), open 09:00-14:00, 30-minute visits,
 * two hours of notice; the clock starts on Monday 1 March 2027, 07:00 in Tijuana.
 */

const NOW = new Date("2027-03-01T15:00:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SECRET = "secreto-de-pruebas-con-longitud-suficiente-123";
const SITE = "http://localhost:3000";
const TEMPLATE_SID = `HX${"5a".repeat(16)}`;
/** A reminder job's lease (server/booking/reminders.ts). */
const REMINDER_LEASE = 5 * MINUTE;

/** `days` after 2027-03-01 at hh:mm in Tijuana (UTC-8 until 14 March). */
const tijuana = (days: number, hh: number, mm = 0) =>
  new Date(Date.UTC(2027, 2, 1 + days, hh + 8, mm));

describe.each<DatabaseKind>(["pglite", "postgres"])("appointment reminders on %s", (kind) => {
  let database: DatabaseHandle;
  let pair: Awaited<ReturnType<typeof twoConnections>>;
  let smtp: FakeSmtp;
  let twilio: FakeTwilio;
  let clock = NOW;
  let a: Services;
  let b: Services;
  let counter = 0;

  function instance(db: DatabaseHandle, env: Record<string, string> = {}) {
    return createServices({
      database: db,
      config: loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        SMTP_URL: smtp.url,
        SMTP_TIMEOUT_MS: "2000",
        MAIL_FROM: "MédicosVerificados <citas@example.com>",
        ...env,
      }),
      logger: pino({ level: "silent" }),
      sessionSecret: SECRET,
      siteUrl: SITE,
      now: () => clock,
    });
  }
  const whatsappEnv = () => ({
    TWILIO_API_URL: twilio.url,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_WHATSAPP_FROM: twilio.whatsappFrom,
    TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: TEMPLATE_SID,
  });
  const smsEnv = () => ({
    TWILIO_API_URL: twilio.url,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: twilio.from,
  });

  async function person(type: "patient" | "doctor"): Promise<SessionUser> {
    counter += 1;
    const user: SessionUser = {
      id: randomUUID(),
      firstName: type === "patient" ? `Paciente${counter}` : `Doctora${counter}`,
      lastName: "Prueba",
      email: `recordatorios-${kind}-${counter}@example.com`,
      emailVerified: true,
      isProvider: type === "doctor",
      userType: type,
    };
    await database.db.insert(users).values({ ...user, name: `${user.firstName} Prueba` });
    return user;
  }

  /** A listing with an owner, a 1-hour cancellation window and a patient of its own. */
  async function setting() {
    const listing = await insertBookableListing(database.db, {
      name: `Dra. Recordatorio ${kind} ${counter}`,
      timeZone: "America/Tijuana",
    });
    await database.db
      .update(agendas)
      .set({ cancellationWindowHours: 1 })
      .where(eq(agendas.providerId, listing.providerId));
    const doctor = await person("doctor");
    await giveListingTo(database, doctor.id, listing.providerId);
    return { listing, patient: await person("patient") };
  }

  async function book(
    services: Services,
    where: Awaited<ReturnType<typeof setting>>,
    start: Date,
    phone?: string,
  ) {
    const { appointment } = await services.booking.book(where.patient, {
      providerId: where.listing.providerId,
      visitTypeId: where.listing.visitTypeId,
      officeId: where.listing.officeId,
      start: start.toISOString(),
      reason: "Revisión de la presión arterial",
      ...(phone ? { phone } : {}),
    });
    return appointment.id;
  }

  /** Both instances' workers run a pass at the same moment, as two processes would. */
  async function bothPasses() {
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
  }
  const reminderMails = (to: string) =>
    database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, "appointment-reminder")))
      .orderBy(emailOutbox.id);
  const remindersOf = (appointmentId: number) =>
    database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, appointmentId))
      .orderBy(appointmentReminders.kind, appointmentReminders.channel);
  const reminderJob = async (appointmentId: number, kindOf: "24h" | "2h") => {
    const [row] = await database.db
      .select({ jobId: appointmentReminders.jobId })
      .from(appointmentReminders)
      .where(
        and(
          eq(appointmentReminders.appointmentId, appointmentId),
          eq(appointmentReminders.kind, kindOf),
          eq(appointmentReminders.channel, "email"),
        ),
      );
    return (await database.db.select().from(jobs).where(eq(jobs.id, row!.jobId!)))[0]!;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    pair = await twoConnections(kind, database);
    // The listings and people live where the two instances work: on PostgreSQL, the copy.
    if (kind === "postgres") {
      await database.close();
      database = pair.first;
    }
    smtp = await startFakeSmtp();
    twilio = await startFakeTwilio();
    a = instance(pair.first);
    b = instance(pair.second);
  });
  afterAll(async () => {
    await smtp.close();
    await twilio.close();
    await pair.close();
    if (kind === "pglite") await database.close();
  });
  beforeEach(() => {
    clock = NOW;
    twilio.reset();
  });

  it("sends each reminder once with two workers racing, and once more after a worker dies holding its job", async () => {
    const where = await setting();
    const start = tijuana(3, 10);
    const id = await book(a, where, start);
    await bothPasses(); // the notices
    expect(await remindersOf(id)).toEqual([
      expect.objectContaining({ kind: "24h", channel: "email", status: "scheduled" }),
      expect.objectContaining({ kind: "2h", channel: "email", status: "scheduled" }),
    ]);

    clock = new Date(start.getTime() - 24 * HOUR - MINUTE);
    await bothPasses();
    expect(await reminderMails(where.patient.email)).toHaveLength(0);

    clock = new Date(start.getTime() - 24 * HOUR);
    await Promise.all([bothPasses(), bothPasses()]);
    expect(await reminderMails(where.patient.email)).toHaveLength(1);

    // The 2 h reminder's job is claimed by a worker that dies at once (no attempt made).
    clock = new Date(start.getTime() - 2 * HOUR);
    const jobsRepository = createJobsRepository(pair.first.db);
    const { claimed } = await jobsRepository.claimDue(
      APPOINTMENT_REMINDER_QUEUE,
      clock,
      { lockedBy: "proceso-muerto", lockedUntil: new Date(clock.getTime() + REMINDER_LEASE) },
      10,
    );
    expect(claimed.map((job) => job.id)).toEqual([(await reminderJob(id, "2h")).id]);
    await bothPasses();
    expect(await reminderMails(where.patient.email)).toHaveLength(1);

    // Its lease runs out: one of the two live workers takes it and the reminder goes, once.
    clock = new Date(clock.getTime() + REMINDER_LEASE + MINUTE);
    await Promise.all([bothPasses(), bothPasses()]);
    const mails = await reminderMails(where.patient.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/es mañana$/),
      expect.stringMatching(/es en 2 horas$/),
    ]);
    expect(mails.every((m) => m.status === "sent")).toBe(true);
    const token = a.booking.actionTokenFor({ id });
    expect(mails[0]!.text).toContain(`Confirmar asistencia: ${SITE}/cita/${token}/confirmar`);
    expect(mails[0]!.text).toContain(`Cancelar cita: ${SITE}/cita/${token}/cancelar`);
    expect(mails[0]!.text).toContain("jueves 4 de marzo de 2027, 10:00 (hora de Tijuana)");
    for (const mail of mails) expect(smtp.deliveriesOf(mail.messageId!)).toBe(1);
    expect(await remindersOf(id)).toEqual([
      expect.objectContaining({
        kind: "24h",
        status: "sent",
        sentAt: new Date(start.getTime() - 24 * HOUR),
      }),
      expect.objectContaining({ kind: "2h", status: "sent", sentAt: clock }),
    ]);
    expect(await reminderJob(id, "2h")).toMatchObject({ status: "done", attempts: 2 });
  });

  it("does not send the 2 h reminder again when the process stops right after sending it", async () => {
    const where = await setting();
    const start = tijuana(2, 12);
    const id = await book(a, where, start);
    clock = new Date(start.getTime() - 2 * HOUR);
    await a.jobs.runDue();
    const [sent] = await reminderMails(where.patient.email);
    expect(sent).toMatchObject({ status: "sent", subject: expect.stringMatching(/en 2 horas$/) });
    // The process stopped after its commit, before recording the job as done: the row is as a
    // dead worker leaves it, running under a lease.
    const job = await reminderJob(id, "2h");
    await database.db
      .update(jobs)
      .set({
        status: "running",
        finishedAt: null,
        lockedBy: "proceso-detenido",
        lockedUntil: new Date(clock.getTime() + REMINDER_LEASE),
      })
      .where(eq(jobs.id, job.id));

    clock = new Date(clock.getTime() + REMINDER_LEASE + MINUTE);
    await Promise.all([bothPasses(), bothPasses()]);
    expect(await reminderJob(id, "2h")).toMatchObject({
      status: "done",
      attempts: job.attempts + 1,
    });
    expect(await reminderMails(where.patient.email)).toHaveLength(1);
    expect(smtp.deliveriesOf(sent!.messageId!)).toBe(1);
  });

  it("sends no reminder after a cancellation", async () => {
    const where = await setting();
    const start = tijuana(4, 9, 30);
    const id = await book(b, where, start);
    clock = new Date(start.getTime() - 30 * HOUR);
    await a.booking.cancelByPatient(where.patient, id);
    for (const before of [24 * HOUR, 2 * HOUR, 0]) {
      clock = new Date(start.getTime() - before);
      await bothPasses();
    }
    expect(await reminderMails(where.patient.email)).toEqual([]);
    expect((await remindersOf(id)).map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    const reminderJobs = await database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, APPOINTMENT_REMINDER_QUEUE),
          sql`(${jobs.payload}->>'reminderId')::int in (select id from appointment_reminders where appointment_id = ${id})`,
        ),
      );
    expect(reminderJobs.map((job) => job.status)).toEqual(["done", "done"]);
  });

  it("moves the reminders with a reschedule: sent at the new time, not the old", async () => {
    const where = await setting();
    const first = tijuana(3, 11);
    const id = await book(a, where, first);
    clock = new Date(first.getTime() - 30 * HOUR);
    const moved = tijuana(5, 13);
    await b.booking.reschedule(where.patient, id, { start: moved.toISOString() });

    for (const before of [24 * HOUR, 2 * HOUR]) {
      clock = new Date(first.getTime() - before);
      await bothPasses();
    }
    expect(await reminderMails(where.patient.email)).toEqual([]);

    clock = new Date(moved.getTime() - 24 * HOUR);
    await bothPasses();
    const [mail] = await reminderMails(where.patient.email);
    expect(mail!.text).toContain("sábado 6 de marzo de 2027, 13:00 (hora de Tijuana)");
    expect((await remindersOf(id)).map((r) => [r.kind, r.status, r.dueFor])).toEqual([
      ["24h", "sent", moved],
      ["2h", "scheduled", moved],
    ]);
  });

  it("a reminder whose job was running when the visit moved waits for its new job", async () => {
    const where = await setting();
    const first = tijuana(3, 9);
    const id = await book(a, where, first);
    // The 24 h reminder's job is being worked on (claimed, its worker slow) …
    clock = new Date(first.getTime() - 24 * HOUR);
    const old = await reminderJob(id, "24h");
    await createJobsRepository(pair.first.db).claimDue(
      APPOINTMENT_REMINDER_QUEUE,
      clock,
      { lockedBy: "proceso-lento", lockedUntil: new Date(clock.getTime() + REMINDER_LEASE) },
      10,
    );
    // … when the patient moves the visit (still within the 1-hour window): a new job is made.
    const moved = tijuana(6, 10);
    await a.booking.reschedule(where.patient, id, { start: moved.toISOString() });
    expect((await reminderJob(id, "24h")).id).not.toBe(old.id);

    // The old claim's lease runs out and its job is taken again: it finds another job in charge.
    clock = new Date(clock.getTime() + REMINDER_LEASE + MINUTE);
    await bothPasses();
    expect(await reminderMails(where.patient.email)).toEqual([]);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, old.id)))[0]).toMatchObject({
      status: "done",
    });

    clock = new Date(moved.getTime() - 24 * HOUR);
    await bothPasses();
    expect(await reminderMails(where.patient.email)).toHaveLength(1);
  });

  it("sends WhatsApp reminders through Twilio's whatsapp: senders with the approved template", async () => {
    const onWhatsApp = instance(pair.first, whatsappEnv());
    const where = await setting();
    const start = tijuana(2, 10);
    const id = await book(onWhatsApp, where, start, "55 1234 5678");
    expect(
      (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!
        .patientPhone,
    ).toBe("+525512345678");
    clock = new Date(start.getTime() - 24 * HOUR);
    await Promise.all([
      onWhatsApp.jobs.runDue(),
      instance(pair.second, whatsappEnv()).jobs.runDue(),
    ]);

    const requests = twilio.requests.filter((r) => r.form.ContentSid);
    expect(requests).toHaveLength(1);
    const form = requests[0]!.form;
    expect(form.From).toBe(twilio.whatsappFrom);
    expect(form.From).toMatch(/^whatsapp:\+\d+$/);
    expect(form.To).toBe("whatsapp:+525512345678");
    expect(form.ContentSid).toBe(TEMPLATE_SID);
    const variables = JSON.parse(form.ContentVariables!) as Record<string, string>;
    expect(variables).toMatchObject({
      "1": where.patient.firstName,
      "3": "miércoles 3 de marzo de 2027, 10:00 (hora de Tijuana)",
      "4": "Consultorio principal, Av. Revolución 100",
    });
    const token = onWhatsApp.booking.actionTokenFor({ id });
    expect(variables["5"]).toBe(`${SITE}/cita/${token}/confirmar`);
    expect((await remindersOf(id)).filter((r) => r.kind === "24h")).toEqual([
      expect.objectContaining({ channel: "email", status: "sent" }),
      expect.objectContaining({ channel: "whatsapp", status: "sent" }),
    ]);
    // The token of the link confirms the visit.
    await onWhatsApp.booking.confirmByToken(token);
    expect(
      (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!
        .confirmedAt,
    ).toEqual(clock);
  });

  it("sends SMS reminders with the confirm link when only SMS is configured, email only without a phone", async () => {
    const onSms = instance(pair.first, smsEnv());
    const where = await setting();
    const start = tijuana(2, 11);
    const id = await book(onSms, where, start, "+52 1 33 3616 1234");
    const other = await setting();
    const withoutPhone = await book(onSms, other, tijuana(2, 12));
    clock = new Date(start.getTime() - 2 * HOUR);
    await onSms.jobs.runDue();

    const sms = twilio.messagesTo("+523336161234");
    expect(sms).toHaveLength(1);
    expect(sms[0]!.from).toBe(twilio.from);
    const token = onSms.booking.actionTokenFor({ id });
    expect(sms[0]!.body).toContain(`${SITE}/cita/${token}/confirmar`);
    expect(sms[0]!.body).toContain("mié 3 mar, 11:00 hora de Tijuana");
    expect((await remindersOf(withoutPhone)).map((r) => r.channel)).toEqual(["email", "email"]);
  });
});
