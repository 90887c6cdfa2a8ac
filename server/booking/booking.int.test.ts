import { and, eq, sql } from "drizzle-orm";
import type { Express } from "express";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import type { PatientAppointmentDto, SlotDto } from "../../common/booking/types.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { insertBookableListing } from "../../tests/support/bookable-listing.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { PgliteThread, type ThreadTransaction } from "../db/pglite-thread-client.ts";
import {
  appointmentReminders,
  appointments,
  auditLog,
  jobs,
  visitTypes,
} from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import {
  createBookingRepository,
  DuplicateIdempotencyKeyError,
  SlotTakenError,
} from "./repository.ts";

/*
 * Booking through HTTP on both databases (docs/booking.md): the answers, what the database
 * holds afterwards, and the races the rules are written for. The clock is the services' own
 * (`now`), fixed at Monday 2027-03-01 09:00 in Mexico City (15:00 UTC) and moved by the tests
 * that cross a window; the listings open 09:00-14:00 every day, 30-minute visits, two hours
 * of notice, a 60-day horizon and a 24-hour cancellation window.
 */

const NOW = new Date("2027-03-01T15:00:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REASON = "Dolor de rodilla desde hace dos semanas";

/** An instant `days` after 2027-03-01 at hh:mm in Mexico City (UTC-6 all year). */
const local = (days: number, hh: number, mm = 0) =>
  new Date(Date.UTC(2027, 2, 1 + days, hh + 6, mm)).toISOString();

/**
 * Statements sent inside transactions while `counting` is on (BEGIN and COMMIT left out),
 * counted at both drivers' query functions: what a booking costs the database.
 */
let counting = false;
let inTransaction = 0;
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
const openTransactions = new WeakSet<pg.Client>();
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string }).text;
  const verb = /^\s*(\w+)/.exec(text ?? "")?.[1]?.toLowerCase();
  if (verb === "begin") openTransactions.add(this);
  else if (verb === "commit" || verb === "rollback") openTransactions.delete(this);
  else if (counting && openTransactions.has(this)) inTransaction += 1;
  return pgQuery.apply(this, args);
} as never;
const pgliteTransaction = PgliteThread.prototype.transaction;
PgliteThread.prototype.transaction = function <T>(
  this: PgliteThread,
  callback: (tx: ThreadTransaction) => Promise<T>,
) {
  return pgliteTransaction.call(this, (tx) => {
    const query = tx.query.bind(tx);
    tx.query = ((...args: Parameters<typeof query>) => {
      if (counting) inTransaction += 1;
      return query(...args);
    }) as typeof tx.query;
    return callback(tx);
  }) as Promise<T>;
};

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
interface Listing {
  providerId: number;
  officeId: number;
  visitTypeId: number;
}

describe.each<DatabaseKind>(["pglite", "postgres"])("booking on %s", (kind) => {
  // PGlite runs one statement at a time: 20 are as much of a race there, and faster.
  const CROWD = kind === "postgres" ? 50 : 20;
  let database: DatabaseHandle;
  let app: Express;
  let clock = NOW;
  let listing: Listing;
  let longVisitTypeId: number;
  const others: Listing[] = [];
  let listingCounter = 0;

  const body = (start: string, where: Listing = listing, extra: Record<string, unknown> = {}) => ({
    providerId: where.providerId,
    visitTypeId: where.visitTypeId,
    officeId: where.officeId,
    start,
    reason: REASON,
    ...extra,
  });
  const book = (who: Agent, payload: object, key?: string) => {
    const call = who.agent.post("/api/appointments").set("X-Forwarded-For", nextClientAddress());
    return (key ? call.set("Idempotency-Key", key) : call).send(payload);
  };
  const post = (who: Agent, path: string, payload: object = {}) =>
    who.agent.post(path).set("X-Forwarded-For", nextClientAddress()).send(payload);
  /** Verified patient accounts, ten at a time: logins from one address are limited to 30 at once. */
  async function patients(n: number): Promise<Agent[]> {
    const made: Agent[] = [];
    while (made.length < n) {
      const batch = Math.min(10, n - made.length);
      made.push(
        ...(await Promise.all(Array.from({ length: batch }, () => signedInAgent(app, database)))),
      );
    }
    return made;
  }
  const count = async (table: typeof appointments | typeof jobs | typeof appointmentReminders) =>
    (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;
  const jobsOf = async (queue: string) =>
    database.db.select().from(jobs).where(eq(jobs.queue, queue)).orderBy(jobs.id);
  const row = async (id: number) =>
    (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const remindersOf = (appointmentId: number) =>
    database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, appointmentId))
      .orderBy(appointmentReminders.id);
  const newListing = async () =>
    insertBookableListing(database.db, {
      name: `Dra. Agenda ${(listingCounter += 1)}`,
      timeZone: "America/Mexico_City",
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "true" });
    const logger = createLogger(config);
    const services = createServices({
      database,
      config,
      logger,
      sessionSecret: "secreto-de-pruebas-con-longitud-suficiente-123",
      siteUrl: "http://localhost:3000",
      now: () => clock,
    });
    app = createApp({ config, services, logger });
    listing = await newListing();
    const [long] = await database.db
      .insert(visitTypes)
      .values({
        providerId: listing.providerId,
        name: "Consulta extensa",
        durationMinutes: 60,
        price: 1200,
        modality: "in_person",
      })
      .returning();
    longVisitTypeId = long!.id;
    for (let i = 0; i < 4; i++) others.push(await newListing());
  });
  afterAll(() => database.close());
  beforeEach(() => {
    clock = NOW;
  });

  it("books a free slot: 201, its reminders and their jobs, the notice, an audit entry", async () => {
    const [ana] = await patients(1);
    const response = await book(ana!, body(local(2, 10))).expect(201);
    const appointment = response.body.appointment as PatientAppointmentDto;
    expect(appointment).toMatchObject({
      status: "booked",
      start: local(2, 10),
      end: local(2, 10, 30),
      timeZone: "America/Mexico_City",
      visitTypeId: listing.visitTypeId,
      visitTypeName: "Consulta general",
      price: 800,
      modality: "in_person",
      reason: REASON,
      confirmed: false,
      provider: { id: listing.providerId },
      office: { id: listing.officeId, name: "Consultorio principal" },
      changeableUntil: new Date(Date.parse(local(2, 10)) - 24 * HOUR).toISOString(),
      cancelledBy: null,
      canReview: false,
    });
    const reminders = await remindersOf(appointment.id);
    expect(
      reminders.map(({ kind, channel, status, dueAt }) => [kind, channel, status, dueAt]),
    ).toEqual([
      ["24h", "email", "scheduled", new Date(Date.parse(local(2, 10)) - 24 * HOUR)],
      ["2h", "email", "scheduled", new Date(Date.parse(local(2, 10)) - 2 * HOUR)],
    ]);
    const reminderJobs = await jobsOf("appointment-reminder");
    for (const reminder of reminders) {
      expect(reminderJobs.find((job) => job.id === reminder.jobId)).toMatchObject({
        status: "queued",
        payload: { reminderId: reminder.id },
        runAt: reminder.dueAt,
        expiresAt: new Date(local(2, 10)),
      });
    }
    const notices = await jobsOf("appointment-notice");
    expect(notices.at(-1)).toMatchObject({
      payload: { appointmentId: appointment.id, event: "booked", sequence: 0 },
      status: "queued",
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, "appointment"), eq(auditLog.entityId, String(appointment.id))),
      );
    expect(audit).toMatchObject({ action: "appointment.booked", actorId: ana!.user.id });
    // The action token is stored only as its hash.
    expect((await row(appointment.id)).actionTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await ana!.agent.get("/api/appointments").expect(200);
    expect(listed.body).toEqual({ upcoming: [appointment], past: [] });
  });

  it("books in a transaction of three statements: locks, the rules' reads, the visit", async () => {
    // docs/booking.md, "Speed targets": the rows a booking locks are held for three round
    // trips, and PGlite's one connection is taken as briefly.
    const [ana] = await patients(1);
    inTransaction = 0;
    counting = true;
    const response = await book(ana!, body(local(9, 11)), "tres-sentencias-0001");
    counting = false;
    expect(response.status).toBe(201);
    expect(inTransaction).toBe(3);
  });

  it("answers a repeated idempotency key with the first appointment (200), one row", async () => {
    const [ana] = await patients(1);
    const first = await book(ana!, body(local(3, 9)), "clave-repetida-0001").expect(201);
    const again = await book(ana!, body(local(3, 9)), "clave-repetida-0001").expect(200);
    expect(again.body).toEqual(first.body);
    // The form's hidden field works the same way.
    const viaBody = await book(
      ana!,
      body(local(3, 9), listing, { idempotencyKey: "clave-repetida-0001" }),
    );
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.appointment.id).toBe(first.body.appointment.id);
    const rows = await database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, ana!.user.id));
    expect(rows).toHaveLength(1);
    const notices = (await jobsOf("appointment-notice")).filter(
      (job) => job.payload.appointmentId === first.body.appointment.id,
    );
    expect(notices).toHaveLength(1);
    expect((await book(ana!, body(local(3, 10)), "corta")).body).toEqual({
      error: M.idempotencyKey,
    });
  });

  it(`lets exactly one of ${CROWD} simultaneous patients have one slot; the rest get 409 with other slots`, async () => {
    const crowd = await patients(CROWD);
    const before = { appointments: await count(appointments), jobs: await count(jobs) };
    const answers = await Promise.all(crowd.map((who) => book(who, body(local(4, 11)))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CROWD - 1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(Object.keys(answer.body).sort()).toEqual(["error", "nextSlots"]);
      expect(answer.body.error).toBe(M.slotTaken);
      const next = answer.body.nextSlots as SlotDto[];
      expect(next.length).toBeGreaterThan(0);
      expect(next.every((slot) => slot.start > local(4, 11))).toBe(true);
    }
    // One visit, and the jobs of that one only: two reminders and its notice.
    expect(await count(appointments)).toBe(before.appointments + 1);
    expect(await count(jobs)).toBe(before.jobs + 3);
  });

  it("refuses overlapping visits of different lengths, one after the other and at once", async () => {
    const [ana, beto, carla, dario] = await patients(4);
    await book(ana!, body(local(5, 10, 30))).expect(201);
    // A 60-minute visit from 10:00 would overlap the 10:30 one by half an hour.
    const long = { ...body(local(5, 10)), visitTypeId: longVisitTypeId };
    expect((await book(beto!, long)).status).toBe(409);
    // At once: a 30-minute visit at 12:30 and a 60-minute one at 12:00; only one holds.
    const [a, b] = await Promise.all([
      book(carla!, body(local(5, 12, 30))),
      book(dario!, { ...body(local(5, 12)), visitTypeId: longVisitTypeId }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it("never lets a block and a visit hold the same minutes when both arrive at once", async () => {
    const PAIRS = kind === "postgres" ? 8 : 4;
    const where = others[3]!;
    const [doctor] = await patients(1);
    await giveListingTo(database, doctor!.user.id, where.providerId);
    const crowd = await patients(PAIRS);
    const starts = crowd.map((_, i) => local(8 + Math.floor(i / 4), 9 + (i % 4)));
    const answers = await Promise.all(
      crowd.map((who, i) => {
        const start = starts[i]!;
        const end = new Date(new Date(start).getTime() + 30 * 60_000).toISOString();
        return Promise.all([
          book(who, body(start, where)),
          post(doctor!, "/api/providers/me/agenda/blocks", { start, end, note: "Junta" }),
        ]);
      }),
    );
    for (const [visit, block] of answers) {
      // One of the two holds the time; the other is told so (409), never both.
      expect([visit.status, block.status].sort(), JSON.stringify([visit.body, block.body])).toEqual(
        [201, 409],
      );
      if (block.status === 409) expect(block.body.error).toBe(M.blockOverlapsAppointment);
      else expect(visit.body.error).toBe(M.slotTaken);
    }
  });

  it.each([
    ["in the past", () => local(-1, 10), M.slotInPast],
    ["outside the hours", () => local(2, 16), M.slotOutsideHours],
    ["too soon (an hour from now, two of notice)", () => local(0, 10), M.slotTooSoon],
    ["too far (past the 60-day horizon)", () => local(70, 10), M.slotTooFar],
    ["off the grid", () => local(2, 10, 10), M.slotOutsideHours],
  ])("answers a slot %s with a Spanish 400", async (_what, start, message) => {
    const [ana] = await patients(1);
    const before = await count(jobs);
    const answer = await book(ana!, body(start()));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: message });
    expect(await count(jobs)).toBe(before);
  });

  it("refuses unverified emails, doctors, anonymous callers and a listing without agenda", async () => {
    const unverified = await signedInAgent(app, database, { verified: false });
    expect((await book(unverified, body(local(6, 9)))).body).toEqual({ error: M.emailNotVerified });
    const doctor = await signedInAgent(app, database);
    await giveListingTo(database, doctor.user.id, others[3]!.providerId);
    const refused = await book(doctor, body(local(6, 9)));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: M.patientsOnly });
    await request(app)
      .post("/api/appointments")
      .send(body(local(6, 9)))
      .expect(401);
    await request(app).get("/api/appointments").expect(401);
    const [ana] = await patients(1);
    const none = await book(ana!, body(local(6, 9), { ...listing, providerId: 2_000_000 }));
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: M.noAgenda });
  });

  it("lets a patient hold 3 upcoming visits: of 3 bookings at once with 1 place left, one passes", async () => {
    const [ana] = await patients(1);
    await book(ana!, body(local(7, 9), others[0])).expect(201);
    await book(ana!, body(local(7, 9), others[1])).expect(201);
    const jobsBefore = await count(jobs);
    const answers = await Promise.all([
      book(ana!, body(local(7, 9), listing)),
      book(ana!, body(local(7, 9), others[2])),
      book(ana!, body(local(7, 9), others[3])),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403]);
    for (const refused of answers.filter((a) => a.status === 403))
      expect(refused.body).toEqual({ error: M.tooManyUpcoming });
    expect(await count(jobs)).toBe(jobsBefore + 3);
    // At the limit, a fourth is refused whatever the listing.
    expect((await book(ana!, body(local(8, 9), others[2]))).body).toEqual({
      error: M.tooManyUpcoming,
    });
    // One upcoming visit per listing.
    const [beto] = await patients(1);
    await book(beto!, body(local(8, 10), others[0])).expect(201);
    expect((await book(beto!, body(local(9, 10), others[0]))).body).toEqual({
      error: M.tooManyWithDoctor,
    });
  });

  it("lets the patient cancel until 24 h before, to the minute, and never another's visit", async () => {
    const [ana, beto, carla] = await patients(3);
    const start = Date.parse(local(10, 9));
    const a = (await book(ana!, body(local(10, 9))).expect(201)).body.appointment;
    const b = (await book(beto!, body(local(10, 9, 30))).expect(201)).body.appointment;
    const c = (await book(carla!, body(local(10, 10))).expect(201)).body.appointment;
    // Beto and a doctor of another listing cannot touch Ana's visit, nor learn it exists.
    const notYours = await post(beto!, `/api/appointments/${a.id}/cancel`);
    expect(notYours.status).toBe(404);
    expect(notYours.body).toEqual({ error: M.notFound });
    expect(
      (await post(beto!, `/api/appointments/${a.id}/reschedule`, { start: local(11, 9) })).status,
    ).toBe(404);
    expect((await post(beto!, "/api/appointments/99999999/cancel")).status).toBe(404);

    clock = new Date(start - 24 * HOUR - MINUTE);
    const cancelled = await post(ana!, `/api/appointments/${a.id}/cancel`).expect(200);
    expect(cancelled.body.appointment).toMatchObject({
      status: "cancelled",
      cancelledBy: "patient",
    });
    // Exactly at the edge (Beto's visit starts 30 minutes later): still allowed.
    clock = new Date(start + 30 * MINUTE - 24 * HOUR);
    await post(beto!, `/api/appointments/${b.id}/cancel`).expect(200);
    clock = new Date(start + 60 * MINUTE - 24 * HOUR + MINUTE);
    const late = await post(carla!, `/api/appointments/${c.id}/cancel`);
    expect(late.status).toBe(403);
    expect(late.body).toEqual({
      error:
        "El médico pide cancelar o cambiar con al menos 24 h de anticipación. Llama al consultorio.",
    });
    expect((await row(c.id)).status).toBe("booked");
    // The cancelled visit: reminders cancelled, sequence raised, a 'cancelled' notice.
    expect((await remindersOf(a.id)).map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    expect((await row(a.id)).sequence).toBe(1);
    expect(
      (await jobsOf("appointment-notice"))
        .filter((job) => job.payload.appointmentId === a.id)
        .map((job) => job.payload),
    ).toEqual([
      { appointmentId: a.id, event: "booked", sequence: 0 },
      { appointmentId: a.id, event: "cancelled", sequence: 1 },
    ]);
    // Its time is free again.
    clock = NOW;
    const [dario] = await patients(1);
    await book(dario!, body(local(10, 9))).expect(201);
  });

  it("reschedules the same appointment: sequence grows, reminders move, the old time frees", async () => {
    const [ana, beto] = await patients(2);
    const first = (await book(ana!, body(local(12, 9))).expect(201)).body.appointment;
    const before = await remindersOf(first.id);
    const moved = await post(ana!, `/api/appointments/${first.id}/reschedule`, {
      start: local(13, 11),
    }).expect(200);
    expect(moved.body.appointment).toMatchObject({
      id: first.id,
      start: local(13, 11),
      status: "booked",
    });
    expect((await row(first.id)).sequence).toBe(1);
    const after = await remindersOf(first.id);
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after.map(({ status, dueAt, dueFor }) => [status, dueAt, dueFor])).toEqual([
      ["scheduled", new Date(Date.parse(local(13, 11)) - 24 * HOUR), new Date(local(13, 11))],
      ["scheduled", new Date(Date.parse(local(13, 11)) - 2 * HOUR), new Date(local(13, 11))],
    ]);
    const reminderJobs = await jobsOf("appointment-reminder");
    for (const reminder of after)
      expect(reminderJobs.find((job) => job.id === reminder.jobId)).toMatchObject({
        status: "queued",
        runAt: reminder.dueAt,
        expiresAt: new Date(local(13, 11)),
      });
    expect((await jobsOf("appointment-notice")).at(-1)!.payload).toEqual({
      appointmentId: first.id,
      event: "rescheduled",
      sequence: 1,
    });
    await book(beto!, body(local(12, 9))).expect(201);
    // Onto a taken time: 409 with other slots; the visit stays where it was.
    const taken = await post(ana!, `/api/appointments/${first.id}/reschedule`, {
      start: local(12, 9),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(M.slotTaken);
    expect(taken.body.nextSlots.length).toBeGreaterThan(0);
    expect((await row(first.id)).startsAt).toEqual(new Date(local(13, 11)));
  });

  it("lets the listing's doctor cancel with a message and mark attendance once begun", async () => {
    const doctor = await signedInAgent(app, database);
    const own = await newListing();
    await giveListingTo(database, doctor.user.id, own.providerId);
    const stranger = await signedInAgent(app, database);
    await giveListingTo(database, stranger.user.id, (await newListing()).providerId);
    const [ana, beto] = await patients(2);
    const a = (await book(ana!, body(local(14, 9), own)).expect(201)).body.appointment;
    const b = (await book(beto!, body(local(14, 10), own)).expect(201)).body.appointment;

    expect(
      (await post(stranger, `/api/appointments/${a.id}/cancel`, { message: "x" })).status,
    ).toBe(404);
    // Within the patient's window: the doctor may still cancel.
    clock = new Date(Date.parse(local(14, 9)) - HOUR);
    const cancelled = await post(doctor, `/api/appointments/${a.id}/cancel`, {
      message: "Tuve una emergencia; por favor agenda otro día.",
    }).expect(200);
    expect(cancelled.body.appointment).toMatchObject({
      id: a.id,
      status: "cancelled",
      reason: REASON,
    });
    const seen = await ana!.agent.get("/api/appointments").expect(200);
    expect(seen.body.past[0]).toMatchObject({
      id: a.id,
      cancelledBy: "doctor",
      cancelMessage: "Tuve una emergencia; por favor agenda otro día.",
    });

    const attendance = (id: number, who: Agent, status = "attended") =>
      post(who, `/api/providers/me/appointments/${id}/attendance`, { status });
    const early = await attendance(b.id, doctor);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: M.notPastYet });
    clock = new Date(local(14, 10));
    expect((await attendance(b.id, stranger)).status).toBe(404);
    expect((await attendance(b.id, beto!)).status).toBe(403);
    expect((await attendance(a.id, doctor)).body).toEqual({ error: M.attendanceCancelled });
    const marked = await attendance(b.id, doctor).expect(200);
    expect(marked.body.appointment).toMatchObject({ id: b.id, status: "attended" });
    clock = new Date(local(15, 10));
    const mine = await beto!.agent.get("/api/appointments").expect(200);
    expect(mine.body.past[0]).toMatchObject({ id: b.id, status: "attended", canReview: true });
  });

  it("reads the database's own refusals as typed errors, and rolls the whole change back", async () => {
    // What a booking that passed the slot check loses to a concurrent one: the constraint's
    // answer (driver-specific errors on PGlite and node-postgres) becomes SlotTakenError.
    const repository = createBookingRepository(database.db);
    const [ana, beto] = await patients(2);
    const values = (patientId: string, id: number, start: string, minutes: number) => ({
      id,
      providerId: listing.providerId,
      patientId,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + minutes * MINUTE),
      timeZone: "America/Mexico_City",
      visitTypeName: "Consulta general",
      price: 800,
      modality: "in_person" as const,
      reason: REASON,
      idempotencyKey: "clave-del-repositorio-01",
      actionTokenHash: `repositorio-${kind}-${id}`,
    });
    const insert = (patientId: string, start: string, minutes: number) =>
      repository.transaction(async (unit) => {
        const id = await unit.nextAppointmentId();
        await unit.insertAppointment(values(patientId, id, start, minutes));
        await unit.enqueue({
          queue: "appointment-notice",
          payload: { appointmentId: id, event: "booked", sequence: 0 },
          maxAttempts: 5,
          runAt: NOW,
        });
      });
    await insert(ana!.user.id, local(20, 10), 30);
    const jobsBefore = await count(jobs);
    await expect(insert(beto!.user.id, local(20, 9, 45), 60)).rejects.toBeInstanceOf(
      SlotTakenError,
    );
    await expect(insert(ana!.user.id, local(21, 10), 30)).rejects.toBeInstanceOf(
      DuplicateIdempotencyKeyError,
    );
    expect(await count(jobs)).toBe(jobsBefore);
  });

  it("never writes the reason (or the doctor's message) into the audit log", async () => {
    const entries = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityType, "appointment"));
    expect(new Set(entries.map((entry) => entry.action))).toEqual(
      new Set([
        "appointment.booked",
        "appointment.cancelled",
        "appointment.rescheduled",
        "appointment.attendance",
      ]),
    );
    const written = JSON.stringify(entries);
    expect(written).not.toContain("rodilla");
    expect(written).not.toContain("emergencia");
  });
});
