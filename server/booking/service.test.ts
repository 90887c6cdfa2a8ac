import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import type { SlotDto } from "../../common/booking/types.ts";
import { AppError } from "../../common/errors.ts";
import type { SessionUser } from "../accounts/service.ts";
import type { NewJob } from "../jobs/repository.ts";
import {
  SlotTakenError,
  type AppointmentRow,
  type BookingRepository,
  type BookingUnit,
  type ReminderRecord,
} from "./repository.ts";
import type { SlotCheckResult } from "./availability-service.ts";
import { createBookingService, type SlotFinder } from "./service.ts";

/*
 * The rules of server/booking/service.ts against an in-memory repository that behaves like
 * the real one where the rules depend on it: a transaction is all or nothing, two visits of
 * one listing never overlap (SlotTakenError), a reminder's job is queued until it runs.
 * booking.int.test.ts runs the same rules through HTTP on PGlite and PostgreSQL.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = new Date("2027-03-01T12:00:00.000Z");
const LISTING = 10;
const OTHER_LISTING = 11;
const OWNER = "medica-duena";
const OTHER_DOCTOR = "otro-medico";

interface Job extends NewJob {
  id: number;
  status: "queued" | "running" | "done" | "failed";
}
interface Reminder {
  id: number;
  appointmentId: number;
  kind: "24h" | "2h";
  channel: "email" | "sms" | "whatsapp";
  status: "scheduled" | "sent" | "cancelled" | "skipped";
  dueAt: Date;
  dueFor: Date;
  jobId: number | null;
}
interface Audit {
  actorId: string | null;
  action: string;
  appointmentId: number;
  details: Record<string, unknown>;
}
interface State {
  appointments: AppointmentRow[];
  reminders: Reminder[];
  jobs: Job[];
  audit: Audit[];
  reviews: { providerId: number; userId: string }[];
  /** Blocks the doctor added after availability was read (the check misses them). */
  blocks: { providerId: number; startsAt: Date; endsAt: Date }[];
  sequence: number;
}

const listings = new Map([
  [LISTING, { ownerId: OWNER, window: 24 }],
  [OTHER_LISTING, { ownerId: OTHER_DOCTOR, window: 0 }],
]);

/** A row as the database completes it: the columns' defaults under what was inserted. */
const withDefaults = (values: Parameters<BookingUnit["insertAppointment"]>[0]): AppointmentRow => ({
  visitTypeId: null,
  officeId: null,
  patientPhone: null,
  status: "booked",
  confirmedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelMessage: null,
  idempotencyKey: null,
  sequence: 0,
  createdAt: NOW,
  updatedAt: NOW,
  ...values,
});

function fakeRepository(state: State): BookingRepository {
  const record = (row: AppointmentRow) => ({
    ...row,
    ownerId: listings.get(row.providerId)?.ownerId ?? null,
    cancellationWindowHours: listings.get(row.providerId)?.window ?? 24,
  });
  const patientRecord = (row: AppointmentRow) => ({
    ...record(row),
    provider: {
      id: row.providerId,
      name: "Dra. Prueba",
      slug: `dra-prueba-${row.providerId}`,
      specialty: "Medicina General",
      avatar: null,
    },
    office: row.officeId === null ? null : { id: row.officeId, name: "Consultorio", address: null },
    reviewed: state.reviews.some(
      (r) => r.providerId === row.providerId && r.userId === row.patientId,
    ),
  });
  const byId = (id: number) => state.appointments.find((row) => row.id === id);
  const overlaps = (a: AppointmentRow, b: AppointmentRow) =>
    a.id !== b.id &&
    a.providerId === b.providerId &&
    a.status !== "cancelled" &&
    b.status !== "cancelled" &&
    a.startsAt < b.endsAt &&
    b.startsAt < a.endsAt;
  const assertFree = (row: AppointmentRow) => {
    if (state.appointments.some((other) => overlaps(row, other))) throw new SlotTakenError();
  };
  const findByKey = async (patientId: string, key: string) =>
    state.appointments.find((row) => row.patientId === patientId && row.idempotencyKey === key);

  const blocked = (providerId: number, startsAt: Date, endsAt: Date) =>
    state.blocks.some(
      (block) =>
        block.providerId === providerId && block.startsAt < endsAt && startsAt < block.endsAt,
    );
  const standing = (patientId: string, providerId: number, now: Date, since: Date) => {
    const own = state.appointments.filter((row) => row.patientId === patientId);
    const upcoming = own.filter((row) => row.status === "booked" && row.startsAt > now);
    return {
      upcoming: upcoming.length,
      upcomingWithProvider: upcoming.filter((row) => row.providerId === providerId).length,
      recentNoShows: own.filter((row) => row.status === "no_show" && row.startsAt > since).length,
    };
  };
  const insertRow = (values: Parameters<BookingUnit["insertAppointment"]>[0]) => {
    const row = withDefaults(values);
    assertFree(row);
    state.appointments.push(row);
    return row;
  };

  const unit: BookingUnit = {
    holdForBooking: async () => true,
    bookingState: async (query) => {
      const row = withDefaults({
        id: 0,
        providerId: query.providerId,
        patientId: query.patientId,
        startsAt: query.startsAt,
        endsAt: query.endsAt,
        timeZone: "America/Tijuana",
        visitTypeName: "",
        price: 0,
        modality: "in_person",
        reason: "",
        actionTokenHash: "",
      });
      const { provider, ownerId, cancellationWindowHours, reviewed } = patientRecord(row);
      return {
        earlierId:
          (query.idempotencyKey && (await findByKey(query.patientId, query.idempotencyKey))?.id) ||
          null,
        ...standing(query.patientId, query.providerId, query.now, query.noShowsSince),
        blocked: blocked(query.providerId, query.startsAt, query.endsAt),
        nextId: (state.sequence += 1),
        provider,
        ownerId,
        cancellationWindowHours,
        reviewed,
      };
    },
    insertBooking: async (booking) => {
      const row = insertRow(booking.appointment);
      for (const reminder of booking.reminders) {
        const id = state.reminders.length + 1;
        const jobId =
          reminder.status === "scheduled"
            ? await unit.enqueue({
                ...booking.reminderJob,
                payload: { reminderId: id },
                runAt: reminder.dueAt,
                expiresAt: row.startsAt,
              })
            : null;
        state.reminders.push({
          ...reminder,
          id,
          appointmentId: row.id,
          dueFor: row.startsAt,
          jobId,
        });
      }
      await unit.enqueue(booking.notice);
      await unit.audit(booking.audit);
    },
    holdAgendaAgainstBlocks: async (providerId, startsAt, endsAt) => ({
      blocked: blocked(providerId, startsAt, endsAt),
    }),
    lockAppointment: async (id) => {
      const row = byId(id);
      return row && record(row);
    },
    findByIdempotencyKey: findByKey,
    nextAppointmentId: async () => (state.sequence += 1),
    insertAppointment: async (values) => insertRow(values),
    updateAppointment: async (id, patch) => {
      const row = byId(id)!;
      const next = { ...row, ...patch } as AppointmentRow;
      assertFree(next);
      Object.assign(row, next);
      return row;
    },
    reminders: async (appointmentId) =>
      state.reminders
        .filter((r) => r.appointmentId === appointmentId)
        .map((r): ReminderRecord => ({
          id: r.id,
          kind: r.kind,
          channel: r.channel,
          status: r.status,
          jobId: r.jobId,
          jobStatus: state.jobs.find((job) => job.id === r.jobId)?.status ?? null,
        })),
    insertReminder: async (values) => {
      const id = state.reminders.length + 1;
      state.reminders.push({ ...values, id, jobId: null });
      return id;
    },
    updateReminder: async (id, patch) => {
      Object.assign(
        state.reminders.find((r) => r.id === id)!,
        patch,
      );
    },
    cancelScheduledReminders: async (appointmentId) => {
      for (const r of state.reminders)
        if (r.appointmentId === appointmentId && r.status === "scheduled") r.status = "cancelled";
    },
    enqueue: async (job) => {
      const id = state.jobs.length + 1;
      state.jobs.push({ ...job, id, status: "queued" });
      return id;
    },
    moveQueuedJob: async (jobId, runAt, expiresAt) => {
      const job = state.jobs.find((j) => j.id === jobId && j.status === "queued");
      if (job) Object.assign(job, { runAt, expiresAt });
      return Boolean(job);
    },
    audit: async (entry) => {
      state.audit.push(entry);
    },
  };

  return {
    async transaction(work) {
      const saved = structuredClone(state);
      try {
        return await work(unit);
      } catch (error) {
        Object.assign(state, saved);
        throw error;
      }
    },
    find: async (id) => {
      const row = byId(id);
      return row && record(row);
    },
    findByIdempotencyKey: findByKey,
    // Listings the test did not name exist without an owner.
    bookingContext: async (providerId, patientId, key) => ({
      owner: listings.get(providerId)?.ownerId ?? null,
      earlierId: (key && (await findByKey(patientId, key))?.id) || null,
    }),
    patientAppointment: async (id) => {
      const row = byId(id);
      return row && patientRecord(row);
    },
    patientAppointmentByTokenHash: async (hash) => {
      const row = state.appointments.find((r) => r.actionTokenHash === hash);
      return row && patientRecord(row);
    },
    patientAppointments: async (patientId, now, pastLimit) => {
      const own = state.appointments.filter((row) => row.patientId === patientId);
      const isUpcoming = (row: AppointmentRow) => row.status === "booked" && row.startsAt > now;
      return {
        upcoming: own
          .filter(isUpcoming)
          .sort((a, b) => +a.startsAt - +b.startsAt)
          .map(patientRecord),
        past: own
          .filter((row) => !isUpcoming(row))
          .sort((a, b) => +b.startsAt - +a.startsAt)
          .slice(0, pastLimit)
          .map(patientRecord),
      };
    },
    doctorAppointment: async (id) => {
      const row = byId(id);
      return (
        row && {
          ...record(row),
          patient: { name: "Paciente Prueba", email: "paciente@example.com" },
          office: row.officeId === null ? null : { id: row.officeId, name: "Consultorio" },
        }
      );
    },
  };
}

/** Slots of 30 minutes on the hour and half hour; `taken` and refusals as the test sets them. */
function fakeAvailability(clock: () => Date) {
  const calls: { checks: unknown[]; next: unknown[] } = { checks: [], next: [] };
  let refusal: Extract<SlotCheckResult, { ok: false }>["reason"] | null = null;
  const finder: SlotFinder = {
    async checkSlot(query) {
      calls.checks.push(query);
      if (refusal) return { ok: false, reason: refusal };
      if (query.start <= clock()) return { ok: false, reason: "past" };
      return {
        ok: true,
        slot: {
          start: query.start,
          end: new Date(query.start.getTime() + 30 * MINUTE),
          timeZone: "America/Tijuana",
          visitType: {
            id: query.visitTypeId,
            name: "Consulta de primera vez",
            durationMinutes: 30,
            price: 800,
            modality: "in_person",
          },
          office: {
            id: query.officeId,
            name: "Consultorio",
            address: null,
            modality: "in_person",
            timeZone: "America/Tijuana",
          },
        },
      };
    },
    async nextSlots(query) {
      calls.next.push(query);
      const slot: SlotDto = {
        start: new Date(query.after.getTime() + HOUR).toISOString(),
        end: new Date(query.after.getTime() + 90 * MINUTE).toISOString(),
        visitTypeId: query.visitTypeId,
        officeId: query.officeId ?? 1,
      };
      return [slot];
    },
  };
  return {
    finder,
    calls,
    refuse(reason: typeof refusal) {
      refusal = reason;
    },
  };
}

const patient = (id: string, extra: Partial<SessionUser> = {}): SessionUser => ({
  id,
  firstName: "Ana",
  lastName: "López",
  email: `${id}@example.com`,
  emailVerified: true,
  isProvider: false,
  userType: "patient",
  ...extra,
});
const doctor = (id: string): SessionUser => patient(id, { userType: "doctor", isProvider: true });

const REASON = "Dolor de rodilla al subir escaleras";

async function refusal(
  work: Promise<unknown>,
): Promise<{ status: number; error: string; nextSlots?: SlotDto[] }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, error: error.message, ...error.details };
    if (error && typeof error === "object" && "issues" in error) {
      return {
        status: 400,
        error: (error as { issues: { message: string }[] }).issues[0]!.message,
      };
    }
    throw error;
  }
  throw new Error("no fue rechazado");
}

describe("booking service", () => {
  let state: State;
  let now: Date;
  let slots: ReturnType<typeof fakeAvailability>;
  let service: ReturnType<typeof createBookingService>;
  const owners = new Map<string, { id: number }>([
    [OWNER, { id: LISTING }],
    [OTHER_DOCTOR, { id: OTHER_LISTING }],
  ]);

  const build = (channels?: ("sms" | "whatsapp")[]) =>
    createBookingService({
      repository: fakeRepository(state),
      availability: slots.finder,
      findOwnListing: async (userId) => owners.get(userId),
      secret: "secreto-de-pruebas-con-longitud-suficiente-123",
      now: () => now,
      ...(channels ? { channels } : {}),
    });

  beforeEach(() => {
    state = {
      appointments: [],
      reminders: [],
      jobs: [],
      audit: [],
      reviews: [],
      blocks: [],
      sequence: 0,
    };
    now = NOW;
    slots = fakeAvailability(() => now);
    service = build();
  });

  const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
  const bookAt = (who: SessionUser, offsetMs: number, providerId = LISTING, key?: string) =>
    service.book(
      who,
      { providerId, visitTypeId: 1, officeId: 1, start: at(offsetMs), reason: REASON },
      key,
    );
  /** A visit written as if booked earlier, in any state. */
  const existing = (
    patientId: string,
    startOffsetMs: number,
    status: AppointmentRow["status"] = "booked",
    providerId = OTHER_LISTING,
  ) => {
    const id = (state.sequence += 1);
    const row = withDefaults({
      id,
      providerId,
      patientId,
      visitTypeId: 1,
      officeId: 1,
      startsAt: new Date(NOW.getTime() + startOffsetMs),
      endsAt: new Date(NOW.getTime() + startOffsetMs + 30 * MINUTE),
      timeZone: "America/Mexico_City",
      visitTypeName: "Consulta",
      price: 800,
      modality: "in_person",
      reason: REASON,
      status,
      actionTokenHash: `hash-${id}`,
    });
    state.appointments.push(row);
    return row;
  };

  describe("who may book", () => {
    it("asks to sign in, refuses doctors and unverified emails, and one's own listing", async () => {
      expect(await refusal(service.book(null, {}))).toMatchObject({ status: 401 });
      expect(await refusal(service.book(doctor("doc"), {}))).toEqual({
        status: 403,
        error: M.patientsOnly,
      });
      expect(await refusal(service.book(patient("p", { emailVerified: false }), {}))).toEqual({
        status: 403,
        error: M.emailNotVerified,
      });
      // A patient account that owns the listing (claimed it without becoming a doctor account).
      expect(await refusal(bookAt(patient(OWNER), DAY))).toEqual({
        status: 403,
        error: M.ownListing,
      });
      expect(state.appointments).toEqual([]);
    });

    it("checks the input after the account, in Spanish", async () => {
      expect(
        await refusal(service.book(patient("p"), { providerId: LISTING, visitTypeId: 1 })),
      ).toMatchObject({ status: 400, error: M.office });
      expect(await refusal(bookAt(patient("p"), DAY, LISTING, "corta"))).toEqual({
        status: 400,
        error: M.idempotencyKey,
      });
    });
  });

  describe("slots", () => {
    it.each([
      ["past", 400, M.slotInPast],
      ["outside_hours", 400, M.slotOutsideHours],
      ["too_soon", 400, M.slotTooSoon],
      ["too_far", 400, M.slotTooFar],
      ["no_agenda", 404, M.noAgenda],
    ] as const)("answers %s with %i and its words", async (reason, status, error) => {
      slots.refuse(reason);
      expect(await refusal(bookAt(patient("p"), DAY))).toEqual({ status, error });
      expect(state.appointments).toEqual([]);
      expect(state.jobs).toEqual([]);
    });

    it("answers a taken slot 409 with the next free ones after it", async () => {
      slots.refuse("taken");
      const answer = await refusal(bookAt(patient("p"), DAY));
      expect(answer).toMatchObject({ status: 409, error: M.slotTaken });
      expect(answer.nextSlots).toHaveLength(1);
      expect(slots.calls.next).toEqual([
        { providerId: LISTING, visitTypeId: 1, officeId: 1, after: new Date(at(DAY)), limit: 5 },
      ]);
    });

    it("answers 409 with next slots when the database refuses an overlap the check missed", async () => {
      existing("otra", DAY + 10 * MINUTE, "booked", LISTING);
      const answer = await refusal(bookAt(patient("p"), DAY));
      expect(answer).toMatchObject({ status: 409, error: M.slotTaken });
      expect(answer.nextSlots).toHaveLength(1);
      // Nothing of the failed booking stays: no reminders, no jobs, no audit.
      expect(state.appointments).toHaveLength(1);
      expect(state.reminders).toEqual([]);
      expect(state.jobs).toEqual([]);
      expect(state.audit).toEqual([]);
    });
    it("answers 409 with next slots when a block landed after the check, writing nothing", async () => {
      state.blocks.push({
        providerId: LISTING,
        startsAt: new Date(NOW.getTime() + DAY - 5 * MINUTE),
        endsAt: new Date(NOW.getTime() + DAY + 5 * MINUTE),
      });
      const answer = await refusal(bookAt(patient("p"), DAY));
      expect(answer).toMatchObject({ status: 409, error: M.slotTaken });
      expect(answer.nextSlots).toHaveLength(1);
      expect(state.appointments).toEqual([]);
      expect(state.jobs).toEqual([]);
      expect(state.audit).toEqual([]);
    });

    it("books a slot that ends where a block begins", async () => {
      const start = new Date(at(DAY));
      state.blocks.push({
        providerId: LISTING,
        startsAt: new Date(start.getTime() + 30 * MINUTE),
        endsAt: new Date(start.getTime() + 60 * MINUTE),
      });
      await bookAt(patient("p"), DAY);
      expect(state.appointments).toHaveLength(1);
    });
  });

  describe("limits", () => {
    it("lets a patient hold MAX_UPCOMING_PER_PATIENT (3) upcoming visits, not a fourth", async () => {
      const me = patient("p");
      existing(me.id, 2 * DAY);
      existing(me.id, 3 * DAY, "booked", 99);
      // Past, cancelled and attended visits do not count.
      existing(me.id, -DAY, "booked", 98);
      existing(me.id, 5 * DAY, "cancelled", 97);
      existing(me.id, -2 * DAY, "attended", 96);
      expect((await bookAt(me, DAY)).created).toBe(true);
      expect(await refusal(bookAt(me, 4 * DAY, 95))).toEqual({
        status: 403,
        error: M.tooManyUpcoming,
      });
    });

    it("lets a patient hold one upcoming visit per listing", async () => {
      const me = patient("p");
      existing(me.id, -DAY, "attended", LISTING);
      expect((await bookAt(me, DAY)).created).toBe(true);
      expect(await refusal(bookAt(me, 2 * DAY))).toEqual({
        status: 403,
        error: M.tooManyWithDoctor,
      });
    });

    it("refuses online booking after 2 no-shows within 90 days, not after 1 or older ones", async () => {
      const me = patient("p");
      existing(me.id, -10 * DAY, "no_show", 90);
      existing(me.id, -91 * DAY, "no_show", 91);
      expect((await bookAt(me, DAY)).created).toBe(true);
      existing(me.id, -89 * DAY, "no_show", 92);
      expect(await refusal(bookAt(me, 2 * DAY, OTHER_LISTING))).toEqual({
        status: 403,
        error: M.tooManyNoShows,
      });
    });
  });

  describe("a booking", () => {
    it("writes the visit, its reminders with their jobs, the notice and an audit entry", async () => {
      const { appointment, created } = await bookAt(patient("p"), 3 * DAY);
      expect(created).toBe(true);
      const start = new Date(at(3 * DAY));
      expect(appointment).toMatchObject({
        status: "booked",
        start: start.toISOString(),
        timeZone: "America/Tijuana",
        reason: REASON,
        changeableUntil: new Date(start.getTime() - 24 * HOUR).toISOString(),
        canReview: false,
        confirmed: false,
      });
      expect(
        state.reminders.map(({ kind, channel, status, dueAt }) => ({
          kind,
          channel,
          status,
          dueAt,
        })),
      ).toEqual([
        { kind: "24h", channel: "email", status: "scheduled", dueAt: new Date(+start - DAY) },
        { kind: "2h", channel: "email", status: "scheduled", dueAt: new Date(+start - 2 * HOUR) },
      ]);
      const reminderJobs = state.jobs.filter((job) => job.queue === "appointment-reminder");
      expect(
        reminderJobs.map(({ payload, runAt, expiresAt }) => ({ payload, runAt, expiresAt })),
      ).toEqual(
        state.reminders.map((r) => ({
          payload: { reminderId: r.id },
          runAt: r.dueAt,
          expiresAt: start,
        })),
      );
      expect(state.reminders.map((r) => r.jobId)).toEqual(reminderJobs.map((job) => job.id));
      expect(state.jobs.filter((job) => job.queue === "appointment-notice")).toMatchObject([
        { payload: { appointmentId: appointment.id, event: "booked", sequence: 0 }, runAt: NOW },
      ]);
      expect(state.audit).toHaveLength(1);
      expect(state.audit[0]).toMatchObject({ action: "appointment.booked", actorId: "p" });
      expect(JSON.stringify(state.audit)).not.toContain("rodilla");
    });

    it("skips reminders whose time already passed, and texts a mobile given when booking", async () => {
      service = build(["sms"]);
      await service.book(patient("p"), {
        providerId: LISTING,
        visitTypeId: 1,
        officeId: 1,
        start: at(3 * HOUR),
        reason: REASON,
        phone: "55 1234 5678",
      });
      expect(state.appointments[0]!.patientPhone).toBe("+525512345678");
      expect(
        state.reminders.map(({ kind, channel, status, jobId }) => [
          kind,
          channel,
          status,
          jobId !== null,
        ]),
      ).toEqual([
        ["24h", "email", "skipped", false],
        ["24h", "sms", "skipped", false],
        ["2h", "email", "scheduled", true],
        ["2h", "sms", "scheduled", true],
      ]);
    });

    it("reminds by email only without a mobile, and refuses a number that is not one", async () => {
      service = build(["sms", "whatsapp"]);
      await bookAt(patient("p"), 3 * DAY);
      expect(state.reminders.map((r) => r.channel)).toEqual(["email", "email"]);
      expect(
        await refusal(
          service.book(patient("q"), {
            providerId: LISTING,
            visitTypeId: 1,
            officeId: 1,
            start: at(4 * DAY),
            reason: REASON,
            phone: "+1 212 555 0100",
          }),
        ),
      ).toEqual({ status: 400, error: M.reminderPhone });
    });

    it("answers a repeated key with the first appointment, once per patient", async () => {
      const first = await bookAt(patient("p"), DAY, LISTING, "clave-de-prueba-1");
      const again = await bookAt(patient("p"), DAY, LISTING, "clave-de-prueba-1");
      expect(again).toEqual({ appointment: first.appointment, created: false });
      expect(state.appointments).toHaveLength(1);
      expect(state.jobs.filter((job) => job.queue === "appointment-notice")).toHaveLength(1);
      // Another patient's key is another key.
      const other = await bookAt(patient("q"), DAY + HOUR, LISTING, "clave-de-prueba-1");
      expect(other.created).toBe(true);
    });

    it("gives a link token that only the stored hash recognises", async () => {
      const { appointment } = await bookAt(patient("p"), 3 * DAY);
      const token = service.actionTokenFor(appointment);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(state.appointments[0]!.actionTokenHash).toBe(
        createHash("sha256").update(token).digest("hex"),
      );
      const shown = await service.findByActionToken(token);
      expect(shown).toMatchObject({ id: appointment.id, status: "booked" });
      expect(shown).not.toHaveProperty("reason");
      expect(
        await service.findByActionToken(`${token[0] === "A" ? "B" : "A"}${token.slice(1)}`),
      ).toBeNull();
      expect(await service.findByActionToken("corto")).toBeNull();
      // Another secret gives another token.
      const other = createBookingService({
        repository: fakeRepository(state),
        availability: slots.finder,
        findOwnListing: async () => undefined,
        secret: "otro-secreto-de-pruebas-con-longitud-suficiente",
      });
      expect(other.actionTokenFor(appointment)).not.toBe(token);
    });
  });

  describe("cancelling", () => {
    /** A visit 3 days ahead on LISTING (window 24 h), booked by p. */
    const booked = async () => (await bookAt(patient("p"), 3 * DAY)).appointment;

    it("lets the patient cancel until the window, to the minute", async () => {
      const first = await booked();
      // One minute before the window closes, then exactly at its edge: both accepted.
      now = new Date(+new Date(first.start) - 24 * HOUR - MINUTE);
      expect((await service.cancelByPatient(patient("p"), first.id)).status).toBe("cancelled");
      now = NOW;
      const second = await booked();
      now = new Date(+new Date(second.start) - 24 * HOUR);
      expect((await service.cancel(patient("p"), second.id)).status).toBe("cancelled");
      now = NOW;
      const third = await booked();
      now = new Date(+new Date(third.start) - 24 * HOUR + MINUTE);
      expect(await refusal(service.cancelByPatient(patient("p"), third.id))).toEqual({
        status: 403,
        error:
          "El médico pide cancelar o cambiar con al menos 24 h de anticipación. Llama al consultorio.",
      });
    });

    it("marks the reminders cancelled, raises the sequence and tells both sides", async () => {
      const visit = await booked();
      await service.cancelByPatient(patient("p"), visit.id);
      expect(state.reminders.map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
      expect(state.appointments[0]).toMatchObject({
        status: "cancelled",
        cancelledBy: "patient",
        cancelledAt: NOW,
        sequence: 1,
      });
      expect(state.jobs.filter((job) => job.queue === "appointment-notice").at(-1)).toMatchObject({
        payload: { appointmentId: visit.id, event: "cancelled", sequence: 1 },
      });
      expect(state.audit.at(-1)).toMatchObject({ action: "appointment.cancelled" });
    });

    it("answers 404 for another's visit and 409 for one cancelled or begun", async () => {
      const visit = await booked();
      expect(await refusal(service.cancel(patient("q"), visit.id))).toEqual({
        status: 404,
        error: M.notFound,
      });
      expect(await refusal(service.cancel(doctor(OTHER_DOCTOR), visit.id))).toMatchObject({
        status: 404,
      });
      expect(await refusal(service.cancel(patient("p"), 999))).toMatchObject({ status: 404 });
      expect(await refusal(service.cancel(null, visit.id))).toMatchObject({ status: 401 });
      await service.cancel(patient("p"), visit.id);
      expect(await refusal(service.cancel(patient("p"), visit.id))).toEqual({
        status: 409,
        error: M.notCancellable,
      });
      const begun = existing("p", -10 * MINUTE, "booked", OTHER_LISTING);
      expect(await refusal(service.cancel(patient("p"), begun.id))).toEqual({
        status: 409,
        error: M.notCancellable,
      });
    });

    it("lets the listing's doctor cancel any visit not begun, with a message", async () => {
      const visit = await booked();
      now = new Date(+new Date(visit.start) - HOUR);
      const answer = await service.cancel(doctor(OWNER), visit.id, {
        message: "  Tengo una urgencia en el hospital.  ",
      });
      expect(answer).toMatchObject({
        status: "cancelled",
        patient: { email: "paciente@example.com" },
      });
      expect(state.appointments[0]).toMatchObject({
        cancelledBy: "doctor",
        cancelMessage: "Tengo una urgencia en el hospital.",
      });
      expect(JSON.stringify(state.audit)).not.toContain("urgencia");
      const begun = existing("q", -MINUTE, "booked", LISTING);
      expect(await refusal(service.cancelByDoctor(doctor(OWNER), begun.id))).toMatchObject({
        status: 409,
      });
    });

    it("cancels by a reminder's link within the window only", async () => {
      const visit = await booked();
      const token = service.actionTokenFor(visit);
      now = new Date(+new Date(visit.start) - 23 * HOUR);
      expect(await refusal(service.cancelByToken(token))).toMatchObject({ status: 403 });
      now = NOW;
      expect(await service.cancelByToken(token)).toMatchObject({
        status: "cancelled",
        cancelledBy: "patient",
      });
      expect(state.audit.at(-1)).toMatchObject({ actorId: "p", details: { via: "link" } });
      expect(await refusal(service.cancelByToken("x".repeat(43)))).toMatchObject({ status: 404 });
    });
  });

  describe("rescheduling", () => {
    it("moves the same appointment, its reminders and their jobs", async () => {
      const { appointment } = await bookAt(patient("p"), 3 * DAY);
      await service.confirmByToken(service.actionTokenFor(appointment));
      // The 24 h reminder already went out: its job is done; the 2 h one is still queued.
      state.reminders[0]!.status = "sent";
      state.jobs.find((job) => job.id === state.reminders[0]!.jobId)!.status = "done";
      const oldJobs = state.reminders.map((r) => r.jobId);
      const moved = await service.reschedule(patient("p"), appointment.id, {
        start: at(5 * DAY),
      });
      const start = new Date(at(5 * DAY));
      expect(moved).toMatchObject({
        id: appointment.id,
        start: start.toISOString(),
        confirmed: false,
      });
      expect(state.appointments).toHaveLength(1);
      expect(state.appointments[0]!.sequence).toBe(1);
      expect(
        state.reminders.map(({ status, dueAt, dueFor }) => ({ status, dueAt, dueFor })),
      ).toEqual([
        { status: "scheduled", dueAt: new Date(+start - DAY), dueFor: start },
        { status: "scheduled", dueAt: new Date(+start - 2 * HOUR), dueFor: start },
      ]);
      // A fresh job for the one that ran; the queued one moved.
      expect(state.reminders[0]!.jobId).not.toBe(oldJobs[0]);
      expect(state.reminders[1]!.jobId).toBe(oldJobs[1]);
      for (const reminder of state.reminders) {
        expect(state.jobs.find((job) => job.id === reminder.jobId)).toMatchObject({
          status: "queued",
          runAt: reminder.dueAt,
          expiresAt: start,
        });
      }
      expect(state.jobs.filter((job) => job.queue === "appointment-notice").at(-1)).toMatchObject({
        payload: { appointmentId: appointment.id, event: "rescheduled", sequence: 1 },
      });
      expect(slots.calls.checks.at(-1)).toMatchObject({ ignoreAppointmentId: appointment.id });
    });

    it("refuses a taken slot with 409 and next slots that ignore the visit itself", async () => {
      const { appointment } = await bookAt(patient("p"), 3 * DAY);
      existing("q", 4 * DAY, "booked", LISTING);
      const answer = await refusal(
        service.reschedule(patient("p"), appointment.id, { start: at(4 * DAY + 15 * MINUTE) }),
      );
      expect(answer).toMatchObject({ status: 409, error: M.slotTaken });
      expect(slots.calls.next.at(-1)).toMatchObject({ ignoreAppointmentId: appointment.id });
      expect(state.appointments[0]!.startsAt).toEqual(new Date(at(3 * DAY)));
      expect(state.appointments[0]!.sequence).toBe(0);
    });

    it("obeys the window and answers 404 to anyone but the patient", async () => {
      const { appointment } = await bookAt(patient("p"), 3 * DAY);
      expect(
        await refusal(service.reschedule(doctor(OWNER), appointment.id, { start: at(4 * DAY) })),
      ).toMatchObject({ status: 404 });
      now = new Date(+new Date(appointment.start) - 24 * HOUR + MINUTE);
      expect(
        await refusal(service.reschedule(patient("p"), appointment.id, { start: at(4 * DAY) })),
      ).toMatchObject({ status: 403 });
      slots.refuse("too_far");
      now = NOW;
      expect(
        await refusal(service.reschedule(patient("p"), appointment.id, { start: at(90 * DAY) })),
      ).toEqual({ status: 400, error: M.slotTooFar });
    });
  });

  describe("attendance", () => {
    it("is marked by the owner once the visit began", async () => {
      const visit = existing("p", HOUR, "booked", LISTING);
      expect(
        await refusal(service.markAttendance(doctor(OWNER), visit.id, { status: "attended" })),
      ).toEqual({ status: 409, error: M.notPastYet });
      now = new Date(NOW.getTime() + HOUR);
      expect(
        await service.markAttendance(doctor(OWNER), visit.id, { status: "no_show" }),
      ).toMatchObject({ status: "no_show" });
      expect(state.audit.at(-1)).toMatchObject({ details: { from: "booked", to: "no_show" } });
      expect(
        await service.markAttendance(doctor(OWNER), visit.id, { status: "attended" }),
      ).toMatchObject({ status: "attended" });
    });

    it("refuses cancelled visits, other doctors (404) and accounts without a listing (403)", async () => {
      now = new Date(NOW.getTime() + 2 * HOUR);
      const cancelled = existing("p", HOUR, "cancelled", LISTING);
      expect(
        await refusal(service.markAttendance(doctor(OWNER), cancelled.id, { status: "attended" })),
      ).toEqual({ status: 409, error: M.attendanceCancelled });
      const visit = existing("p", HOUR + HOUR / 2, "booked", LISTING);
      expect(
        await refusal(
          service.markAttendance(doctor(OTHER_DOCTOR), visit.id, { status: "attended" }),
        ),
      ).toEqual({ status: 404, error: M.notFound });
      expect(
        await refusal(service.markAttendance(patient("p"), visit.id, { status: "attended" })),
      ).toEqual({ status: 403, error: M.agendaNoListing });
      expect(
        await refusal(service.markAttendance(null, visit.id, { status: "attended" })),
      ).toMatchObject({
        status: 401,
      });
    });
  });

  describe("the patient's list", () => {
    it("splits upcoming (soonest first) from the rest (newest first) and invites reviews", async () => {
      const me = patient("p");
      const later = existing(me.id, 2 * DAY, "booked", 1);
      const sooner = existing(me.id, DAY, "booked", 2);
      const attended = existing(me.id, -DAY, "attended", 3);
      const reviewed = existing(me.id, -2 * DAY, "attended", 4);
      const cancelled = existing(me.id, 3 * DAY, "cancelled", 5);
      existing("q", DAY, "booked", 6);
      state.reviews.push({ providerId: 4, userId: me.id });
      const { upcoming, past } = await service.listForPatient(me);
      expect(upcoming.map((a) => a.id)).toEqual([sooner.id, later.id]);
      expect(past.map((a) => [a.id, a.canReview])).toEqual([
        [cancelled.id, false],
        [attended.id, true],
        [reviewed.id, false],
      ]);
      expect(past.every((a) => a.changeableUntil === null)).toBe(true);
      expect(await refusal(service.listForPatient(null))).toMatchObject({ status: 401 });
    });
  });

  it("nudges the job worker once a booking, a reschedule or a cancel commits, never on a refusal", async () => {
    let nudges = 0;
    service = createBookingService({
      repository: fakeRepository(state),
      availability: slots.finder,
      findOwnListing: async (userId) => owners.get(userId),
      secret: "secreto-de-pruebas-con-longitud-suficiente-123",
      now: () => now,
      onJobsCommitted: () => {
        // Called after the commit: the notice is already in the table the worker reads.
        expect(state.jobs.length).toBeGreaterThan(0);
        nudges += 1;
      },
    });
    const { appointment } = await bookAt(patient("p"), 3 * DAY);
    expect(nudges).toBe(1);
    await service.reschedule(patient("p"), appointment.id, { start: at(5 * DAY) });
    expect(nudges).toBe(2);
    await service.cancel(patient("p"), appointment.id);
    expect(nudges).toBe(3);
    slots.refuse("taken");
    expect(await refusal(bookAt(patient("q"), DAY))).toMatchObject({ status: 409 });
    expect(await refusal(service.cancel(patient("p"), appointment.id))).toMatchObject({
      status: 409,
    });
    expect(nudges).toBe(3);
  });

  it("confirms by link once, only a booked visit not begun", async () => {
    const { appointment } = await bookAt(patient("p"), 3 * DAY);
    const token = service.actionTokenFor(appointment);
    expect(await service.confirmByToken(token)).toMatchObject({ confirmed: true });
    expect(await service.confirmByToken(token)).toMatchObject({ confirmed: true });
    expect(state.audit.filter((a) => a.action === "appointment.confirmed")).toHaveLength(1);
    now = new Date(+new Date(appointment.start) + MINUTE);
    expect(await refusal(service.confirmByToken(token))).toEqual({
      status: 409,
      error: M.notConfirmable,
    });
  });
});
