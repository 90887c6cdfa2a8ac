import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { decodeQuotedPrintable, startFakeSmtp, type FakeSmtp } from "../../tests/fakes/smtp.ts";
import { insertBookableListing } from "../../tests/support/bookable-listing.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { calendarPartOf, icalLines, icalValue } from "../../tests/support/ical.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { SessionUser } from "../accounts/service.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox, jobs, users } from "../db/schema/index.ts";
import { createServices, type Services } from "../services.ts";
import { APPOINTMENT_NOTICE_QUEUE } from "./service.ts";

/*
 * The notices of a booking, a reschedule and a cancellation, received by a real SMTP server
 * (docs/booking.md): each side's email, in Spanish, with the iCalendar invitation as a
 * text/calendar part whose UID stays, whose SEQUENCE grows and whose METHOD is CANCEL at the
 * end. The listing is in Cancún (UTC-5 all year); the clock starts Monday 1 March 2027.
 */

const NOW = new Date("2027-03-01T15:00:00.000Z");
const REASON = "Dolor de cabeza intenso desde hace una semana";

/** `days` after 2027-03-01 at hh:mm in Cancún (UTC-5). */
const cancun = (days: number, hh: number) => new Date(Date.UTC(2027, 2, 1 + days, hh + 5));

describe.each<DatabaseKind>(["pglite", "postgres"])("appointment notices on %s", (kind) => {
  let database: DatabaseHandle;
  let smtp: FakeSmtp;
  let services: Services;
  let clock = NOW;
  let counter = 0;

  async function person(type: "patient" | "doctor", firstName: string): Promise<SessionUser> {
    counter += 1;
    const user: SessionUser = {
      id: randomUUID(),
      firstName,
      lastName: "Prueba",
      email: `avisos-${kind}-${counter}@example.com`,
      emailVerified: true,
      isProvider: type === "doctor",
      userType: type,
    };
    await database.db.insert(users).values({ ...user, name: `${firstName} Prueba` });
    return user;
  }

  async function setting() {
    const name = `Dra. Aviso ${kind} ${counter}`;
    const listing = await insertBookableListing(database.db, {
      name,
      timeZone: "America/Cancun",
    });
    const doctor = await person("doctor", "Ana");
    await giveListingTo(database, doctor.id, listing.providerId);
    return { name, listing, doctor, patient: await person("patient", "Luis") };
  }

  const book = (where: Awaited<ReturnType<typeof setting>>, start: Date) =>
    services.booking.book(where.patient, {
      providerId: where.listing.providerId,
      visitTypeId: where.listing.visitTypeId,
      officeId: where.listing.officeId,
      start: start.toISOString(),
      reason: REASON,
    });

  /** What each address received, decoded, with its invitation. */
  function received(to: string) {
    return smtp.messages
      .filter((m) => m.to.includes(to))
      .map((m) => ({
        raw: m.raw,
        text: decodeQuotedPrintable(m.raw),
        calendar: calendarPartOf(m.raw)!,
      }));
  }
  const subjects = async (to: string) =>
    (
      await database.db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, "appointment-notice")))
        .orderBy(emailOutbox.id)
    ).map((row) => row.subject);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startFakeSmtp();
    services = createServices({
      database,
      config: loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        SMTP_URL: smtp.url,
        SMTP_TIMEOUT_MS: "2000",
        MAIL_FROM: "MédicosVerificados <citas@medicos.example.mx>",
      }),
      logger: pino({ level: "silent" }),
      sessionSecret: "secreto-de-pruebas-con-longitud-suficiente-123",
      siteUrl: "https://medicos.example.mx",
      now: () => clock,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  beforeEach(() => {
    clock = NOW;
  });

  it("mails both sides on booking, reschedule and cancellation: one UID, a growing SEQUENCE, METHOD:CANCEL last", async () => {
    const where = await setting();
    const { appointment } = await book(where, cancun(3, 10));
    await services.jobs.runDue();
    await services.booking.reschedule(where.patient, appointment.id, {
      start: cancun(4, 12).toISOString(),
    });
    await services.jobs.runDue();
    await services.booking.cancelByPatient(where.patient, appointment.id);
    await services.jobs.runDue();

    const uid = `cita-${appointment.id}@medicos.example.mx`;
    const patient = received(where.patient.email);
    expect(patient.map((m) => m.calendar.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(patient.map((m) => icalValue(m.calendar.text, "METHOD"))).toEqual([
      "REQUEST",
      "REQUEST",
      "CANCEL",
    ]);
    expect(patient.map((m) => icalValue(m.calendar.text, "UID"))).toEqual([uid, uid, uid]);
    expect(patient.map((m) => icalValue(m.calendar.text, "SEQUENCE"))).toEqual(["0", "1", "2"]);
    expect(patient.map((m) => icalValue(m.calendar.text, "DTSTART"))).toEqual([
      "20270304T150000Z",
      "20270305T170000Z",
      "20270305T170000Z",
    ]);
    expect(patient.map((m) => icalValue(m.calendar.text, "STATUS"))).toEqual([
      "CONFIRMED",
      "CONFIRMED",
      "CANCELLED",
    ]);
    expect(icalValue(patient[0]!.calendar.text, "SUMMARY")).toBe(`Consulta con ${where.name}`);
    expect(patient[0]!.raw).toMatch(/filename="?cita\.ics"?/);
    expect(patient[0]!.text).toContain("jueves 4 de marzo de 2027, 10:00 (hora de Quintana Roo)");
    expect(patient[1]!.text).toContain("viernes 5 de marzo de 2027, 12:00 (hora de Quintana Roo)");
    expect(patient[0]!.text).toContain("https://medicos.example.mx/dashboard/paciente");
    expect(await subjects(where.patient.email)).toEqual([
      `Tu cita con ${where.name} está confirmada`,
      `Tu cita con ${where.name} cambió de horario`,
      `Tu cita con ${where.name} fue cancelada`,
    ]);

    // The doctor: the listing owner's account email, the same event, named by the patient.
    const doctor = received(where.doctor.email);
    expect(doctor.map((m) => icalValue(m.calendar.text, "UID"))).toEqual([uid, uid, uid]);
    expect(doctor.map((m) => icalValue(m.calendar.text, "SEQUENCE"))).toEqual(["0", "1", "2"]);
    expect(doctor.at(-1)!.calendar.method).toBe("CANCEL");
    expect(icalValue(doctor[0]!.calendar.text, "SUMMARY")).toBe("Consulta con Luis Prueba");
    const attendee = icalLines(doctor[0]!.calendar.text).find((l) => l.name === "ATTENDEE")!;
    expect(attendee.value.toLowerCase()).toBe(`mailto:${where.doctor.email}`);
    expect(await subjects(where.doctor.email)).toEqual([
      "Nueva cita: Luis Prueba, jueves 4 de marzo de 2027, 10:00 (hora de Quintana Roo)",
      "Cita reprogramada: Luis Prueba, viernes 5 de marzo de 2027, 12:00 (hora de Quintana Roo)",
      "Cita cancelada: Luis Prueba, viernes 5 de marzo de 2027, 12:00 (hora de Quintana Roo)",
    ]);

    // The visit's reason is health data: in no message, no invitation, no subject.
    for (const message of [...patient, ...doctor]) {
      expect(message.text).not.toContain("Dolor de cabeza");
      expect(message.calendar.text).not.toContain("Dolor de cabeza");
    }
  });

  it("skips a notice a newer one supersedes, and writes nothing twice when a job runs again", async () => {
    const where = await setting();
    const { appointment } = await book(where, cancun(5, 9));
    // Cancelled before any worker ran: only the cancellation goes out.
    await services.booking.cancelByPatient(where.patient, appointment.id);
    await services.jobs.runDue();
    expect(received(where.patient.email).map((m) => m.calendar.method)).toEqual(["CANCEL"]);
    expect(received(where.doctor.email).map((m) => m.calendar.method)).toEqual(["CANCEL"]);

    // A worker that wrote the messages died before recording its job as done: the job runs
    // again under another worker and finds its messages already written.
    const [cancelled] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, APPOINTMENT_NOTICE_QUEUE))
      .orderBy(jobs.id)
      .then((rows) => rows.filter((job) => job.payload.appointmentId === appointment.id).slice(-1));
    await database.db
      .update(jobs)
      .set({ status: "queued", finishedAt: null })
      .where(eq(jobs.id, cancelled!.id));
    await services.jobs.runDue();
    expect(received(where.patient.email)).toHaveLength(1);
    expect(received(where.doctor.email)).toHaveLength(1);
    expect(await subjects(where.patient.email)).toHaveLength(1);
  });
  it("sends the notices of several bookings made before a worker runs in one batch, each once", async () => {
    const places = [await setting(), await setting(), await setting()];
    const booked: number[] = [];
    for (const [n, where] of places.entries())
      booked.push((await book(where, cancun(6, 9 + n))).appointment.id);
    // One pass claims the three notices together (JobHandler.runMany).
    await services.jobs.runDue();
    for (const where of places) {
      expect(received(where.patient.email).map((m) => m.calendar.method)).toEqual(["REQUEST"]);
      expect(received(where.doctor.email).map((m) => m.calendar.method)).toEqual(["REQUEST"]);
      expect(received(where.doctor.email)[0]!.text).toContain(where.name);
    }
    // The batch runs again (its worker died before recording it): nothing is written twice.
    const ids = (
      await database.db.select().from(jobs).where(eq(jobs.queue, APPOINTMENT_NOTICE_QUEUE))
    )
      .filter((job) => booked.includes(job.payload.appointmentId as number))
      .map((job) => job.id);
    expect(ids).toHaveLength(3);
    await database.db
      .update(jobs)
      .set({ status: "queued", finishedAt: null })
      .where(inArray(jobs.id, ids));
    await services.jobs.runDue();
    for (const where of places) {
      expect(received(where.patient.email)).toHaveLength(1);
      expect(await subjects(where.patient.email)).toHaveLength(1);
    }
  });
});
