import { createHash, createHmac } from "node:crypto";
import {
  MAX_UPCOMING_PER_DOCTOR,
  MAX_UPCOMING_PER_PATIENT,
  NEXT_SLOTS_ON_CONFLICT,
  NO_SHOW_LIMIT,
  NO_SHOW_WINDOW_DAYS,
  REMINDER_OFFSETS_MINUTES,
} from "../../common/booking/limits.ts";
import { BOOKING_MESSAGES as M, bookingMessage } from "../../common/booking/messages.ts";
import {
  attendanceSchema,
  bookAppointmentSchema,
  cancelAppointmentSchema,
  idempotencyKeySchema,
  rescheduleAppointmentSchema,
} from "../../common/booking/schemas.ts";
import type {
  AppointmentLinkDto,
  DoctorAppointmentDto,
  PatientAppointmentDto,
  SlotDto,
} from "../../common/booking/types.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../common/errors.ts";
import type { MexicoTimeZone } from "../../common/time/zones.ts";
import type { SessionUser } from "../accounts/service.ts";
import { requireUser, requireVerifiedPatient, type FindOwnListing } from "../access/rules.ts";
import {
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  type ReminderChannel,
  type ReminderKind,
} from "../db/schema/booking.ts";
import { toE164Mexico } from "../integrations/sms.ts";
import type { NewJob } from "../jobs/repository.ts";
import type { AvailabilityService, SlotCheckResult, SlotRequest } from "./availability-service.ts";
import {
  DuplicateIdempotencyKeyError,
  SlotTakenError,
  type AppointmentRecord,
  type AppointmentRow,
  type BookingRepository,
  type BookingUnit,
  type DoctorAppointmentRecord,
  type PatientAppointmentRecord,
} from "./repository.ts";

/** The queues server/booking/notices.ts and reminders.ts handle (docs/booking.md). */
export const APPOINTMENT_NOTICE_QUEUE = "appointment-notice";
export const APPOINTMENT_REMINDER_QUEUE = "appointment-reminder";
export type AppointmentEvent = "booked" | "cancelled" | "rescheduled";

/**
 * A handler's attempt only reads the rows and writes a message to the outbox (whose own
 * queue retries delivery), so a failed attempt is the database's fault: a few tries suffice.
 */
export const NOTICE_MAX_ATTEMPTS = 5;
export const REMINDER_MAX_ATTEMPTS = 5;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** 'Mis citas' shows this many past visits. */
const PAST_APPOINTMENTS_SHOWN = 50;

/** What booking asks the availability service: is this slot free, which ones are. */
export type SlotFinder = Pick<AvailabilityService, "checkSlot" | "nextSlots">;
type SlotRefusal = Extract<SlotCheckResult, { ok: false }>["reason"];

const SLOT_REFUSALS = {
  past: "slotInPast",
  outside_hours: "slotOutsideHours",
  too_soon: "slotTooSoon",
  too_far: "slotTooFar",
} as const;

/** 409 `{ error, nextSlots }`: the error middleware spreads an AppError's details into the body. */
const slotTaken = (nextSlots: SlotDto[]) => new AppError("conflict", M.slotTaken, { nextSlots });

const iso = (date: Date) => date.toISOString();
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** A one-tap link's token: 32 bytes of base64url, nothing else. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Until when the patient may still cancel or reschedule online. */
const changeDeadline = (row: Pick<AppointmentRecord, "startsAt" | "cancellationWindowHours">) =>
  new Date(row.startsAt.getTime() - row.cancellationWindowHours * HOUR_MS);

/**
 * Booking's rules (docs/booking.md): a patient books a free slot, sees, cancels and moves
 * their visits; the listing's doctor cancels and marks attendance; a reminder's link confirms
 * or cancels in one tap. Every change writes, in its own transaction, the reminders and the
 * notice jobs that tell the patient and the doctor (server/booking/notices.ts, reminders.ts)
 * and an audit entry without the reason.
 *
 * One-tap links carry a token derived from the appointment's id with a key of the server's
 * secret (HMAC-SHA256): nothing stored can be turned into a link (the row keeps only the
 * token's sha256, to find it), the sender of a reminder derives it again when it writes the
 * mail, and a token names its appointment without giving away its id.
 */
export function createBookingService(deps: {
  repository: BookingRepository;
  availability: SlotFinder;
  /** The listing an account owns: tells a doctor without one (403) from another's visit (404). */
  findOwnListing: FindOwnListing<{ id: number }>;
  /** The server's secret (SESSION_SECRET): the key of the one-tap links' tokens. */
  secret: string;
  now?: () => Date;
  /**
   * Reminder channels configured besides email (always on): 'sms', 'whatsapp'. They apply to
   * visits booked with a mobile.
   */
  channels?: readonly ReminderChannel[];
  /**
   * Called after a transaction that queued jobs commits (the process's job worker looks at
   * once, so a booking's notices go out in a second rather than at its next poll).
   */
  onJobsCommitted?: () => void;
}) {
  const { repository, availability } = deps;
  /** A transaction of a write that queues jobs with it: booking, cancelling, rescheduling. */
  const transaction: BookingRepository["transaction"] = async (work) => {
    const result = await repository.transaction(work);
    deps.onJobsCommitted?.();
    return result;
  };
  const now = deps.now ?? (() => new Date());
  const channels: ReminderChannel[] = REMINDER_CHANNELS.filter(
    (channel) => channel === "email" || deps.channels?.includes(channel),
  );
  // Its own key, so no other use of the secret can produce a link token.
  const tokenKey = createHmac("sha256", deps.secret).update("booking:action-token").digest();

  function actionTokenOf(appointmentId: number): string {
    return createHmac("sha256", tokenKey).update(`cita:${appointmentId}`).digest("base64url");
  }

  // ---------------------------------------------------------------- DTOs

  function baseDto(row: AppointmentRow) {
    return {
      id: row.id,
      status: row.status,
      start: iso(row.startsAt),
      end: iso(row.endsAt),
      timeZone: row.timeZone as MexicoTimeZone,
      visitTypeName: row.visitTypeName,
      price: row.price,
      modality: row.modality,
      confirmed: row.confirmedAt !== null,
    };
  }

  function linkDto(row: PatientAppointmentRecord, at: Date): AppointmentLinkDto {
    const deadline = changeDeadline(row);
    return {
      ...baseDto(row),
      visitTypeId: row.visitTypeId,
      provider: row.provider,
      office: row.office,
      changeableUntil:
        row.status === "booked" && at <= deadline && at < row.startsAt ? iso(deadline) : null,
      cancelledBy: row.cancelledBy,
      cancelMessage: row.cancelMessage,
    };
  }

  const patientDto = (row: PatientAppointmentRecord, at: Date): PatientAppointmentDto => ({
    ...linkDto(row, at),
    reason: row.reason,
    canReview: row.status === "attended" && !row.reviewed,
  });

  const doctorDto = (row: DoctorAppointmentRecord): DoctorAppointmentDto => ({
    ...baseDto(row),
    reason: row.reason,
    patient: row.patient,
    office: row.office,
  });

  async function patientView(id: number): Promise<PatientAppointmentDto> {
    const row = await repository.patientAppointment(id);
    if (!row) throw notFound(M.notFound);
    return patientDto(row, now());
  }

  async function doctorView(id: number): Promise<DoctorAppointmentDto> {
    const row = await repository.doctorAppointment(id);
    if (!row) throw notFound(M.notFound);
    return doctorDto(row);
  }

  // ---------------------------------------------------------------- jobs

  function noticeJob(row: AppointmentRow, event: AppointmentEvent, at: Date): NewJob {
    return {
      queue: APPOINTMENT_NOTICE_QUEUE,
      payload: { appointmentId: row.id, event, sequence: row.sequence },
      maxAttempts: NOTICE_MAX_ATTEMPTS,
      runAt: at,
      // A notice about a visit that has begun tells nobody anything.
      expiresAt: row.startsAt,
    };
  }

  function reminderJob(reminderId: number, dueAt: Date, start: Date): NewJob {
    return {
      queue: APPOINTMENT_REMINDER_QUEUE,
      payload: { reminderId },
      maxAttempts: REMINDER_MAX_ATTEMPTS,
      runAt: dueAt,
      // A reminder after the visit started is worthless.
      expiresAt: start,
    };
  }

  /** Text reminders need the mobile the patient gave when booking; a reschedule keeps its own. */
  function reminderChannelsOf(
    appointment: Pick<AppointmentRow, "patientPhone">,
    existing: readonly { channel: ReminderChannel }[] = [],
  ): Set<ReminderChannel> {
    const configured = appointment.patientPhone ? channels : channels.filter((c) => c === "email");
    return new Set<ReminderChannel>([...configured, ...existing.map((r) => r.channel)]);
  }

  /** Each reminder (kind × channel) of a visit at `start`: when it is due, and whether still. */
  function reminderPlan(wanted: readonly ReminderChannel[], start: Date, at: Date) {
    return (REMINDER_KINDS as readonly ReminderKind[]).flatMap((kind) => {
      const dueAt = new Date(start.getTime() - REMINDER_OFFSETS_MINUTES[kind] * MINUTE_MS);
      return wanted.map((channel) => ({ kind, channel, dueAt, due: dueAt > at }));
    });
  }

  /**
   * Puts each reminder (kind × channel) of a visit starting at `start` in place: due ones
   * 'scheduled' with a job due then, those whose time already passed 'skipped'. Existing rows
   * (a reschedule) move with their queued job, or get a fresh job when theirs already ran or
   * is running (its handler re-reads the row and finds it due later).
   */
  async function scheduleReminders(
    unit: BookingUnit,
    appointment: Pick<AppointmentRow, "id" | "patientPhone">,
    start: Date,
    at: Date,
    existing: Awaited<ReturnType<BookingUnit["reminders"]>> = [],
  ) {
    const appointmentId = appointment.id;
    const wanted = [...reminderChannelsOf(appointment, existing)];
    for (const { kind, channel, dueAt, due } of reminderPlan(wanted, start, at)) {
      const found = existing.find((r) => r.kind === kind && r.channel === channel);
      if (!due) {
        if (found) await unit.updateReminder(found.id, { status: "skipped", dueAt, dueFor: start });
        else
          await unit.insertReminder({
            appointmentId,
            kind,
            channel,
            status: "skipped",
            dueAt,
            dueFor: start,
          });
        continue;
      }
      const id =
        found?.id ??
        (await unit.insertReminder({
          appointmentId,
          kind,
          channel,
          status: "scheduled",
          dueAt,
          dueFor: start,
        }));
      const moved =
        found?.jobId != null &&
        found.jobStatus === "queued" &&
        (await unit.moveQueuedJob(found.jobId, dueAt, start));
      const jobId = moved ? found.jobId : await unit.enqueue(reminderJob(id, dueAt, start));
      await unit.updateReminder(id, { status: "scheduled", dueAt, dueFor: start, jobId });
    }
  }

  // ---------------------------------------------------------------- rules

  /** A refused slot as the patient reads it: 400 why, 404 without agenda, 409 with others. */
  async function slotRefusal(
    reason: SlotRefusal,
    query: SlotRequest,
    ignoreAppointmentId?: number,
  ): Promise<AppError> {
    if (reason === "no_agenda") return notFound(M.noAgenda);
    if (reason === "taken") return slotTaken(await nextSlotsAfter(query, ignoreAppointmentId));
    return badRequest(M[SLOT_REFUSALS[reason]]);
  }

  function nextSlotsAfter(query: SlotRequest, ignoreAppointmentId?: number): Promise<SlotDto[]> {
    return availability.nextSlots({
      providerId: query.providerId,
      visitTypeId: query.visitTypeId,
      officeId: query.officeId,
      after: query.start,
      limit: NEXT_SLOTS_ON_CONFLICT,
      ...(ignoreAppointmentId === undefined ? {} : { ignoreAppointmentId }),
    });
  }

  /** The patient may still cancel or move it: booked, not started, before the window. */
  function assertChangeable(row: AppointmentRecord, at: Date, notChangeable: string) {
    if (row.status !== "booked" || row.startsAt <= at) throw conflict(notChangeable);
    if (at > changeDeadline(row))
      throw forbidden(
        bookingMessage("outsideCancellationWindow", { hours: row.cancellationWindowHours }),
      );
  }

  /** Booking limits, decided under the patient's lock (docs/booking.md, "Limits"). */
  function assertWithinLimits(standing: {
    upcoming: number;
    upcomingWithProvider: number;
    recentNoShows: number;
  }) {
    if (standing.recentNoShows >= NO_SHOW_LIMIT) throw forbidden(M.tooManyNoShows);
    if (standing.upcoming >= MAX_UPCOMING_PER_PATIENT) throw forbidden(M.tooManyUpcoming);
    if (standing.upcomingWithProvider >= MAX_UPCOMING_PER_DOCTOR)
      throw forbidden(M.tooManyWithDoctor);
  }

  /** Cancels under the appointment's lock, after `check` passes on the locked row. */
  async function cancelLocked(
    id: number,
    by: "patient" | "doctor",
    options: {
      actorId: string;
      message?: string | undefined;
      via?: "link";
      check: (row: AppointmentRecord, at: Date) => void;
    },
  ): Promise<void> {
    const at = now();
    await transaction(async (unit) => {
      const row = await unit.lockAppointment(id);
      if (!row) throw notFound(M.notFound);
      options.check(row, at);
      const cancelled = await unit.updateAppointment(id, {
        status: "cancelled",
        cancelledAt: at,
        cancelledBy: by,
        cancelMessage: options.message || null,
        sequence: row.sequence + 1,
      });
      await unit.cancelScheduledReminders(id);
      await unit.enqueue(noticeJob(cancelled, "cancelled", at));
      await unit.audit({
        actorId: options.actorId,
        action: "appointment.cancelled",
        appointmentId: id,
        details: {
          by,
          start: iso(row.startsAt),
          sequence: cancelled.sequence,
          ...(options.via ? { via: options.via } : {}),
        },
      });
    });
  }

  const patientCancelCheck = (row: AppointmentRecord, at: Date) =>
    assertChangeable(row, at, M.notCancellable);

  /** The appointment as its patient knows it, or 404 for anyone else (existence is not told). */
  async function ownAppointment(viewer: SessionUser, id: number): Promise<AppointmentRecord> {
    const row = await repository.find(id);
    if (!row || row.patientId !== viewer.id) throw notFound(M.notFound);
    return row;
  }

  async function cancelAsPatient(me: SessionUser, id: number): Promise<PatientAppointmentDto> {
    await cancelLocked(id, "patient", { actorId: me.id, check: patientCancelCheck });
    return patientView(id);
  }

  async function cancelAsDoctor(
    me: SessionUser,
    id: number,
    input: unknown,
  ): Promise<DoctorAppointmentDto> {
    const { message } = cancelAppointmentSchema.parse(input ?? {});
    await cancelLocked(id, "doctor", {
      actorId: me.id,
      message,
      // The doctor may cancel any visit that has not begun, whatever the patient's window.
      check: (row, at) => {
        if (row.status !== "booked" || row.startsAt <= at) throw conflict(M.notCancellable);
      },
    });
    return doctorView(id);
  }

  /** The appointment a one-tap link names, or undefined (a made-up or mistyped token). */
  async function byToken(token: string): Promise<PatientAppointmentRecord | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    return repository.patientAppointmentByTokenHash(sha256(token));
  }

  return {
    /** The token of an appointment's one-tap links (reminders and notices put it in links). */
    actionTokenFor(appointment: { id: number }): string {
      return actionTokenOf(appointment.id);
    },

    /** What a one-tap link shows (no reason), or null when the token names no appointment. */
    async findByActionToken(token: string): Promise<AppointmentLinkDto | null> {
      const row = await byToken(token);
      return row ? linkDto(row, now()) : null;
    },

    /**
     * POST /api/appointments. `created` is false when the same patient already booked with
     * the same idempotency key: that first appointment is the answer (200, not 201).
     */
    async book(
      viewer: SessionUser | null,
      input: unknown,
      idempotencyKey?: string | null,
    ): Promise<{ appointment: PatientAppointmentDto; created: boolean }> {
      const me = requireVerifiedPatient(viewer, {
        patientsOnly: M.patientsOnly,
        verify: M.emailNotVerified,
      });
      const request = bookAppointmentSchema.parse(input);
      const phone = request.phone ? toE164Mexico(request.phone) : null;
      if (request.phone && !phone) throw badRequest(M.reminderPhone);
      const key =
        idempotencyKey === undefined || idempotencyKey === null || idempotencyKey === ""
          ? null
          : idempotencyKeySchema.parse(idempotencyKey);
      const slotRequest = {
        providerId: request.providerId,
        visitTypeId: request.visitTypeId,
        officeId: request.officeId,
        start: request.start,
      };
      const check = await availability.checkSlot(slotRequest);
      if (!check.ok) {
        // A repeated submit of a booking that went through finds its own slot taken: the
        // earlier visit answers before any refusal, then a listing that is gone or one's own.
        // Read only here: on a free slot the transaction's reads tell the same.
        const context = await repository.bookingContext(request.providerId, me.id, key);
        if (context.earlierId !== null)
          return { appointment: await patientView(context.earlierId), created: false };
        if (context.owner === undefined) throw notFound(M.noAgenda);
        if (context.owner === me.id) throw forbidden(M.ownListing);
        throw await slotRefusal(check.reason, request);
      }
      const { slot } = check;
      const start = new Date(slot.start);
      const end = new Date(slot.end);
      const at = now();

      // Three statements (docs/booking.md, "Speed targets"): the locks, what the rules read
      // under them, and the visit with everything written with it.
      let outcome: { record: PatientAppointmentRecord | null; id: number };
      try {
        outcome = await transaction(async (unit) => {
          // Every decision below is one patient's at a time: two tabs cannot both pass the
          // limits. The agenda is held against a block being added (bookings share it).
          if (!(await unit.holdForBooking(me.id, request.providerId))) throw notFound(M.noAgenda);
          const state = await unit.bookingState({
            patientId: me.id,
            providerId: request.providerId,
            idempotencyKey: key,
            startsAt: start,
            endsAt: end,
            now: at,
            noShowsSince: new Date(at.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS),
          });
          if (state.earlierId !== null) return { record: null, id: state.earlierId };
          if (state.ownerId === me.id) throw forbidden(M.ownListing);
          assertWithinLimits(state);
          // A block the doctor added after the slot was checked: the slot is gone.
          if (state.blocked) throw new SlotTakenError();
          const id = state.nextId;
          const row: AppointmentRow = {
            id,
            providerId: request.providerId,
            patientId: me.id,
            visitTypeId: slot.visitType.id,
            officeId: slot.office.id,
            startsAt: start,
            endsAt: end,
            timeZone: slot.timeZone,
            visitTypeName: slot.visitType.name,
            price: slot.visitType.price,
            modality: slot.visitType.modality,
            reason: request.reason,
            patientPhone: phone,
            status: "booked",
            confirmedAt: null,
            cancelledAt: null,
            cancelledBy: null,
            cancelMessage: null,
            idempotencyKey: key,
            sequence: 0,
            actionTokenHash: sha256(actionTokenOf(id)),
            createdAt: at,
            updatedAt: at,
          };
          const wanted = [...reminderChannelsOf(row)];
          await unit.insertBooking({
            appointment: {
              id,
              providerId: row.providerId,
              patientId: row.patientId,
              visitTypeId: row.visitTypeId,
              officeId: row.officeId,
              startsAt: start,
              endsAt: end,
              timeZone: row.timeZone,
              visitTypeName: row.visitTypeName,
              price: row.price,
              modality: row.modality,
              reason: row.reason,
              patientPhone: phone,
              idempotencyKey: key,
              actionTokenHash: row.actionTokenHash,
            },
            reminders: reminderPlan(wanted, start, at).map(({ kind, channel, dueAt, due }) => ({
              kind,
              channel,
              dueAt,
              status: due ? ("scheduled" as const) : ("skipped" as const),
            })),
            reminderJob: { queue: APPOINTMENT_REMINDER_QUEUE, maxAttempts: REMINDER_MAX_ATTEMPTS },
            notice: noticeJob(row, "booked", at),
            audit: {
              actorId: me.id,
              action: "appointment.booked",
              appointmentId: id,
              details: {
                providerId: row.providerId,
                visitTypeId: row.visitTypeId,
                officeId: row.officeId,
                start: iso(start),
                end: iso(end),
              },
            },
          });
          // The answer as patientView would read it after the commit, without reading it.
          const record: PatientAppointmentRecord = {
            ...row,
            ownerId: state.ownerId,
            cancellationWindowHours: state.cancellationWindowHours,
            provider: state.provider,
            office: { id: slot.office.id, name: slot.office.name, address: slot.office.address },
            reviewed: state.reviewed,
          };
          return { record, id };
        });
      } catch (error) {
        if (error instanceof SlotTakenError) throw slotTaken(await nextSlotsAfter(request));
        if (error instanceof DuplicateIdempotencyKeyError && key) {
          const earlier = await repository.findByIdempotencyKey(me.id, key);
          if (earlier) return { appointment: await patientView(earlier.id), created: false };
        }
        throw error;
      }
      if (!outcome.record) return { appointment: await patientView(outcome.id), created: false };
      return { appointment: patientDto(outcome.record, now()), created: true };
    },

    /** GET /api/appointments: upcoming (soonest first) and the rest (newest first). */
    async listForPatient(
      viewer: SessionUser | null,
    ): Promise<{ upcoming: PatientAppointmentDto[]; past: PatientAppointmentDto[] }> {
      const me = requireUser(viewer);
      const at = now();
      const { upcoming, past } = await repository.patientAppointments(
        me.id,
        at,
        PAST_APPOINTMENTS_SHOWN,
      );
      return {
        upcoming: upcoming.map((row) => patientDto(row, at)),
        past: past.map((row) => patientDto(row, at)),
      };
    },

    /** The patient cancels their visit, until the window; 404 for anyone else. */
    async cancelByPatient(viewer: SessionUser | null, id: number): Promise<PatientAppointmentDto> {
      const me = requireUser(viewer);
      await ownAppointment(me, id);
      return cancelAsPatient(me, id);
    },

    /** The listing's owner cancels any visit not begun, with words for the patient. */
    async cancelByDoctor(
      viewer: SessionUser | null,
      id: number,
      input: unknown = {},
    ): Promise<DoctorAppointmentDto> {
      const me = requireUser(viewer);
      const row = await repository.find(id);
      if (!row || row.ownerId !== me.id) throw notFound(M.notFound);
      return cancelAsDoctor(me, id, input);
    },

    /**
     * POST /api/appointments/{id}/cancel: its patient (within the window) or the listing's
     * owner (any visit not begun, with an optional message); 404 for anyone else.
     */
    async cancel(
      viewer: SessionUser | null,
      id: number,
      input: unknown = {},
    ): Promise<PatientAppointmentDto | DoctorAppointmentDto> {
      const me = requireUser(viewer);
      const row = await repository.find(id);
      if (row?.patientId === me.id) return cancelAsPatient(me, id);
      if (row && row.ownerId === me.id) return cancelAsDoctor(me, id, input);
      throw notFound(M.notFound);
    },

    /**
     * POST /api/appointments/{id}/reschedule: the same appointment (id, iCalendar UID) at
     * another free slot of its visit type, its sequence raised and its reminders moved.
     */
    async reschedule(
      viewer: SessionUser | null,
      id: number,
      input: unknown,
    ): Promise<PatientAppointmentDto> {
      const me = requireUser(viewer);
      const current = await ownAppointment(me, id);
      const request = rescheduleAppointmentSchema.parse(input);
      assertChangeable(current, now(), M.notReschedulable);
      const officeId = request.officeId ?? current.officeId;
      // The visit type or office was deleted since: nothing to compute the new slot from.
      if (current.visitTypeId === null) throw conflict(M.notReschedulable);
      if (officeId === null) throw badRequest(M.office);
      const query = {
        providerId: current.providerId,
        visitTypeId: current.visitTypeId,
        officeId,
        start: request.start,
      };
      const check = await availability.checkSlot({ ...query, ignoreAppointmentId: id });
      if (!check.ok) throw await slotRefusal(check.reason, query, id);
      const { slot } = check;
      const at = now();
      try {
        await transaction(async (unit) => {
          const row = await unit.lockAppointment(id);
          if (!row) throw notFound(M.notFound);
          assertChangeable(row, at, M.notReschedulable);
          const { blocked } = await unit.holdAgendaAgainstBlocks(
            row.providerId,
            new Date(slot.start),
            new Date(slot.end),
          );
          if (blocked) throw new SlotTakenError();
          const moved = await unit.updateAppointment(id, {
            startsAt: new Date(slot.start),
            endsAt: new Date(slot.end),
            officeId: slot.office.id,
            timeZone: slot.timeZone,
            sequence: row.sequence + 1,
            // A confirmation was for the old time.
            confirmedAt: null,
          });
          await scheduleReminders(unit, moved, moved.startsAt, at, await unit.reminders(id));
          await unit.enqueue(noticeJob(moved, "rescheduled", at));
          await unit.audit({
            actorId: me.id,
            action: "appointment.rescheduled",
            appointmentId: id,
            details: {
              from: iso(row.startsAt),
              to: iso(moved.startsAt),
              officeId: moved.officeId,
              sequence: moved.sequence,
            },
          });
        });
      } catch (error) {
        if (error instanceof SlotTakenError) throw slotTaken(await nextSlotsAfter(query, id));
        throw error;
      }
      return patientView(id);
    },

    /** POST /api/providers/me/appointments/{id}/attendance: the listing's owner, once it began. */
    async markAttendance(
      viewer: SessionUser | null,
      id: number,
      input: unknown,
    ): Promise<DoctorAppointmentDto> {
      const me = requireUser(viewer, M.agendaSignIn);
      const row = await repository.find(id);
      if (!row || row.ownerId !== me.id) {
        if (!(await deps.findOwnListing(me.id))) throw forbidden(M.agendaNoListing);
        throw notFound(M.notFound);
      }
      const { status } = attendanceSchema.parse(input);
      const at = now();
      await repository.transaction(async (unit) => {
        const locked = await unit.lockAppointment(id);
        if (!locked) throw notFound(M.notFound);
        if (locked.status === "cancelled") throw conflict(M.attendanceCancelled);
        if (locked.startsAt > at) throw conflict(M.notPastYet);
        if (locked.status === status) return;
        await unit.updateAppointment(id, { status });
        await unit.audit({
          actorId: me.id,
          action: "appointment.attendance",
          appointmentId: id,
          details: { from: locked.status, to: status },
        });
      });
      return doctorView(id);
    },

    /** A reminder's 'Confirmo mi asistencia': once, for a visit still booked and not begun. */
    async confirmByToken(token: string): Promise<AppointmentLinkDto> {
      const found = await byToken(token);
      if (!found) throw notFound(M.notFound);
      const at = now();
      await repository.transaction(async (unit) => {
        const row = await unit.lockAppointment(found.id);
        if (!row || row.status !== "booked" || row.startsAt <= at) throw conflict(M.notConfirmable);
        if (row.confirmedAt) return;
        await unit.updateAppointment(row.id, { confirmedAt: at });
        await unit.audit({
          actorId: row.patientId,
          action: "appointment.confirmed",
          appointmentId: row.id,
          details: { via: "link" },
        });
      });
      return linkDto((await repository.patientAppointmentByTokenHash(sha256(token)))!, now());
    },

    /** A reminder's 'Cancelar': the patient's cancellation, within the same window. */
    async cancelByToken(token: string): Promise<AppointmentLinkDto> {
      const found = await byToken(token);
      if (!found) throw notFound(M.notFound);
      await cancelLocked(found.id, "patient", {
        actorId: found.patientId,
        via: "link",
        check: patientCancelCheck,
      });
      return linkDto((await repository.patientAppointmentByTokenHash(sha256(token)))!, now());
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
