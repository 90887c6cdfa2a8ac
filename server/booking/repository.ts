import { and, asc, desc, eq, gt, lt, not, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { GENERIC_PLAN } from "../db/pglite-statements.mjs";
import {
  agendaBlocks,
  agendaOffices,
  agendas,
  appointmentReminders,
  appointments,
  auditLog,
  jobs,
  providers,
  reviews,
  users,
  type ReminderChannel,
  type ReminderKind,
} from "../db/schema/index.ts";
import { insertJob, type NewJob } from "../jobs/repository.ts";

/**
 * The only SQL of booking's write side (docs/booking.md): appointments, their reminders and
 * the jobs that send them, read and written for server/booking/service.ts. Everything one
 * decision needs runs on one transaction's `BookingUnit`, so the rules the service applies
 * between two statements hold when the transaction commits.
 */

export type AppointmentRow = typeof appointments.$inferSelect;
type AppointmentInsert = typeof appointments.$inferInsert;
export type ReminderStatus = (typeof appointmentReminders.$inferSelect)["status"];

/** An appointment with what every rule about it reads: its listing's owner and window. */
export interface AppointmentRecord extends AppointmentRow {
  ownerId: string | null;
  cancellationWindowHours: number;
}

/** An appointment with what its patient is shown (PatientAppointmentDto). */
export interface PatientAppointmentRecord extends AppointmentRecord {
  provider: { id: number; name: string; slug: string; specialty: string; avatar: string | null };
  office: { id: number; name: string; address: string | null } | null;
  /** The patient already reviewed this listing (one review per patient and listing). */
  reviewed: boolean;
}

/** An appointment with what the listing's doctor is shown (DoctorAppointmentDto). */
export interface DoctorAppointmentRecord extends AppointmentRecord {
  patient: { name: string; email: string };
  office: { id: number; name: string } | null;
}

/** A reminder with the state of the job that sends it (null: it has none, or it was pruned). */
export interface ReminderRecord {
  id: number;
  kind: ReminderKind;
  channel: ReminderChannel;
  status: ReminderStatus;
  jobId: number | null;
  jobStatus: "queued" | "running" | "done" | "failed" | null;
}

export interface AuditEntry {
  actorId: string | null;
  action: string;
  appointmentId: number;
  /** Never the visit's reason nor the doctor's message: both may be health data. */
  details: Record<string, unknown>;
}

/**
 * What a booking decides on, read in one statement once the patient and the agenda are held
 * (BookingUnit.bookingState): the patient's earlier visit with the same idempotency key, the
 * limits' counts, a block over the time, the id the visit will get, and what the patient's
 * answer shows of the listing.
 */
export interface BookingState {
  earlierId: number | null;
  upcoming: number;
  upcomingWithProvider: number;
  recentNoShows: number;
  blocked: boolean;
  nextId: number;
  provider: PatientAppointmentRecord["provider"];
  ownerId: string | null;
  cancellationWindowHours: number;
  reviewed: boolean;
}

/** A reminder of a new visit: 'scheduled' ones get a job due at `dueAt`, 'skipped' ones none. */
export interface NewReminder {
  kind: ReminderKind;
  channel: ReminderChannel;
  status: "scheduled" | "skipped";
  dueAt: Date;
}

/** A new visit with everything written with it (BookingUnit.insertBooking). */
export interface NewBooking {
  appointment: AppointmentInsert & { id: number };
  reminders: NewReminder[];
  /** The reminders' jobs: queue and attempts (each runs at its reminder's `dueAt`). */
  reminderJob: Pick<NewJob, "queue" | "maxAttempts">;
  notice: NewJob;
  audit: AuditEntry;
}

/** Another visit of the listing holds (part of) that time: the exclusion constraint said no. */
export class SlotTakenError extends Error {
  constructor() {
    super("appointments_no_overlap");
  }
}

/** The patient already booked with this idempotency key (a race the patient lock lost). */
export class DuplicateIdempotencyKeyError extends Error {
  constructor() {
    super("appointments_patient_idempotency_unique");
  }
}

/** PostgreSQL's code and constraint of a failed statement, however the driver wraps them. */
function databaseErrorOf(error: unknown): { code: string; constraint: string } | null {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: typeof e.constraint === "string" ? e.constraint : "" };
  }
  return null;
}

/** The database's refusals booking expects, as typed errors; anything else as it came. */
function translated(error: unknown): unknown {
  const found = databaseErrorOf(error);
  if (found?.code === "23P01" && found.constraint === "appointments_no_overlap")
    return new SlotTakenError();
  if (found?.code === "23505" && found.constraint === "appointments_patient_idempotency_unique")
    return new DuplicateIdempotencyKeyError();
  return error;
}

async function refusedAsTyped<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw translated(error);
  }
}

type Executor = Pick<Database, "select" | "insert" | "update" | "execute">;

/** The appointment's own columns plus the owner and the window every rule reads. */
function recordSelection() {
  return {
    appointment: appointments,
    ownerId: providers.userId,
    cancellationWindowHours: sql<number>`coalesce(${agendas.cancellationWindowHours}, 24)`.mapWith(
      Number,
    ),
  };
}

function toRecord(row: {
  appointment: AppointmentRow;
  ownerId: string | null;
  cancellationWindowHours: number;
}): AppointmentRecord {
  return {
    ...row.appointment,
    ownerId: row.ownerId,
    cancellationWindowHours: row.cancellationWindowHours,
  };
}

/** One appointment with its owner and window; `lock` holds its row until the transaction ends. */
async function findRecord(
  executor: Executor,
  where: SQL,
  lock = false,
): Promise<AppointmentRecord | undefined> {
  const query = executor
    .select(recordSelection())
    .from(appointments)
    .innerJoin(providers, eq(providers.id, appointments.providerId))
    .leftJoin(agendas, eq(agendas.providerId, appointments.providerId))
    .where(where)
    .limit(1);
  const [row] = await (lock ? query.for("update", { of: appointments }) : query);
  return row && toRecord(row);
}

/** Reads and writes of one transaction (or of the database, outside one). */
function unitOf(executor: Executor) {
  return {
    /**
     * A booking's locks in one statement: the patient's row (every booking decision of one
     * patient at a time) and the listing's agenda shared against a block being added (see
     * holdAgendaAgainstBlocks). False when the listing has no agenda.
     */
    async holdForBooking(patientId: string, providerId: number): Promise<boolean> {
      const result = await executor.execute(sql`${sql.raw(GENERIC_PLAN)}
        select u.id from ${users} u, ${agendas} a
        where u.id = ${patientId} and a.provider_id = ${providerId}
        for update of u for share of a`);
      return result.rows.length > 0;
    },

    /**
     * Everything a booking decides on, read after holdForBooking (so under its locks, with a
     * snapshot taken after them): see BookingState. Draws the visit's id from its sequence.
     */
    async bookingState(query: {
      patientId: string;
      providerId: number;
      idempotencyKey: string | null;
      startsAt: Date;
      endsAt: Date;
      now: Date;
      noShowsSince: Date;
    }): Promise<BookingState> {
      const { patientId, providerId } = query;
      const now = query.now.toISOString();
      const since = query.noShowsSince.toISOString();
      const upcoming = sql`ap.status = 'booked' and ap.starts_at > ${now}::timestamptz`;
      const result = await executor.execute<Record<string, unknown>>(sql`${sql.raw(GENERIC_PLAN)}
        select
          (select ap.id from ${appointments} ap
            where ap.patient_id = ${patientId} and ap.idempotency_key = ${query.idempotencyKey}::text
            limit 1) as "earlierId",
          s.upcoming, s.with_provider as "upcomingWithProvider", s.no_shows as "recentNoShows",
          exists (select 1 from ${agendaBlocks} b where b.provider_id = p.id
            and b.starts_at < ${query.endsAt.toISOString()}::timestamptz
            and b.ends_at > ${query.startsAt.toISOString()}::timestamptz) as blocked,
          nextval(pg_get_serial_sequence('appointments', 'id'))::int as "nextId",
          p.name, p.slug, p.specialty, p.avatar, p.user_id as "ownerId",
          coalesce(a.cancellation_window_hours, 24)::int as "cancellationWindowHours",
          exists (select 1 from ${reviews} r where r.provider_id = p.id and r.user_id = ${patientId})
            as reviewed
        from ${providers} p
        left join ${agendas} a on a.provider_id = p.id
        cross join lateral (
          select count(*) filter (where ${upcoming})::int as upcoming,
            count(*) filter (where ${upcoming} and ap.provider_id = ${providerId})::int as with_provider,
            count(*) filter (where ap.status = 'no_show' and ap.starts_at > ${since}::timestamptz)::int
              as no_shows
          from ${appointments} ap
          where ap.patient_id = ${patientId}
            and ((ap.status = 'booked' and ap.starts_at > ${now}::timestamptz)
              or (ap.status = 'no_show' and ap.starts_at > ${since}::timestamptz))) s
        where p.id = ${providerId}`);
      const row = result.rows[0]!;
      return {
        earlierId: row.earlierId === null ? null : Number(row.earlierId),
        upcoming: Number(row.upcoming),
        upcomingWithProvider: Number(row.upcomingWithProvider),
        recentNoShows: Number(row.recentNoShows),
        blocked: row.blocked === true,
        nextId: Number(row.nextId),
        provider: {
          id: providerId,
          name: String(row.name),
          slug: String(row.slug),
          specialty: String(row.specialty),
          avatar: (row.avatar as string | null) ?? null,
        },
        ownerId: (row.ownerId as string | null) ?? null,
        cancellationWindowHours: Number(row.cancellationWindowHours),
        reviewed: row.reviewed === true,
      };
    },

    /**
     * A new visit in one statement: the appointment (the exclusion constraint and the
     * idempotency index refuse it as SlotTakenError / DuplicateIdempotencyKeyError), its
     * reminders with their jobs (each job's payload names its reminder, each reminder its job:
     * the reminders' ids are drawn first), the notice job and the audit entry. One statement
     * rather than ten: the listing's row of available_today_checks, which the appointment's
     * trigger updates, stays locked only until the commit right after it.
     */
    async insertBooking(booking: NewBooking): Promise<void> {
      const a = booking.appointment;
      const start = (a.startsAt as Date).toISOString();
      const reminders = JSON.stringify(
        booking.reminders.map((r) => ({
          kind: r.kind,
          channel: r.channel,
          status: r.status,
          due_at: r.dueAt.toISOString(),
        })),
      );
      const notice = booking.notice;
      const audit = booking.audit;
      await refusedAsTyped(
        executor.execute(sql`${sql.raw(GENERIC_PLAN)}
          with appointment as (
            insert into ${appointments} (id, provider_id, patient_id, visit_type_id, office_id,
              starts_at, ends_at, time_zone, visit_type_name, price, modality, reason,
              patient_phone, idempotency_key, action_token_hash)
            values (${a.id}, ${a.providerId}, ${a.patientId}, ${a.visitTypeId ?? null}::int,
              ${a.officeId ?? null}::int, ${start}::timestamptz,
              ${(a.endsAt as Date).toISOString()}::timestamptz, ${a.timeZone}, ${a.visitTypeName},
              ${a.price}, ${a.modality}, ${a.reason}, ${a.patientPhone ?? null}::text,
              ${a.idempotencyKey ?? null}::text, ${a.actionTokenHash})
            returning id
          ),
          reminder as (
            select nextval(pg_get_serial_sequence('appointment_reminders', 'id'))::int as id, r.*
            from rows from (jsonb_to_recordset(${reminders}::jsonb)
                as (kind text, channel text, status text, due_at timestamptz))
              with ordinality as r(kind, channel, status, due_at, n)
          ),
          reminder_job as (
            insert into ${jobs} (queue, payload, max_attempts, run_at, expires_at)
            select ${booking.reminderJob.queue}, jsonb_build_object('reminderId', reminder.id),
              ${booking.reminderJob.maxAttempts}::int, reminder.due_at, ${start}::timestamptz
            from reminder where reminder.status = 'scheduled'
            order by reminder.n
            returning id, (payload ->> 'reminderId')::int as reminder_id
          ),
          reminder_row as (
            insert into ${appointmentReminders} (id, appointment_id, kind, channel, status, due_at,
              due_for, job_id)
            select reminder.id, ${a.id}, reminder.kind, reminder.channel, reminder.status,
              reminder.due_at, ${start}::timestamptz, reminder_job.id
            from reminder left join reminder_job on reminder_job.reminder_id = reminder.id
            order by reminder.n
          ),
          notice as (
            insert into ${jobs} (queue, payload, max_attempts, run_at, expires_at)
            values (${notice.queue}, ${JSON.stringify(notice.payload)}::jsonb,
              ${notice.maxAttempts}::int, ${notice.runAt!.toISOString()}::timestamptz,
              ${notice.expiresAt ? notice.expiresAt.toISOString() : null}::timestamptz)
          ),
          audit as (
            insert into ${auditLog} (actor_type, actor_id, action, entity_type, entity_id, details)
            values (${audit.actorId ? "user" : "system"}, ${audit.actorId}::text, ${audit.action},
              'appointment', ${String(audit.appointmentId)}, ${JSON.stringify(audit.details)}::jsonb)
          )
          select id from appointment`),
      );
    },

    /**
     * Holds the listing's agenda against a block being added until the transaction ends, and
     * answers whether a block already covers part of [startsAt, endsAt). Bookings share the
     * lock (two patients still race only on the exclusion constraint); adding a block takes it
     * alone (agenda-repository's addBlockIfFree), so a block and a visit never both land on
     * the same minutes.
     */
    async holdAgendaAgainstBlocks(
      providerId: number,
      startsAt: Date,
      endsAt: Date,
    ): Promise<{ blocked: boolean }> {
      await executor
        .select({ providerId: agendas.providerId })
        .from(agendas)
        .where(eq(agendas.providerId, providerId))
        .for("share");
      const [block] = await executor
        .select({ id: agendaBlocks.id })
        .from(agendaBlocks)
        .where(
          and(
            eq(agendaBlocks.providerId, providerId),
            lt(agendaBlocks.startsAt, endsAt),
            gt(agendaBlocks.endsAt, startsAt),
          ),
        )
        .limit(1);
      return { blocked: block !== undefined };
    },

    /** The appointment, locked until the transaction ends (a cancel racing a reschedule waits). */
    lockAppointment: (id: number) => findRecord(executor, eq(appointments.id, id), true),

    async findByIdempotencyKey(
      patientId: string,
      key: string,
    ): Promise<AppointmentRow | undefined> {
      const [row] = await executor
        .select()
        .from(appointments)
        .where(and(eq(appointments.patientId, patientId), eq(appointments.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /** The id the next appointment will have: its action token is derived from it. */
    async nextAppointmentId(): Promise<number> {
      const result = await executor.execute<{ id: string | number }>(
        sql`select nextval(pg_get_serial_sequence('appointments', 'id')) as id`,
      );
      return Number(result.rows[0]!.id);
    },

    insertAppointment: async (
      values: AppointmentInsert & { id: number },
    ): Promise<AppointmentRow> =>
      (await refusedAsTyped(executor.insert(appointments).values(values).returning()))[0]!,

    async updateAppointment(
      id: number,
      patch: Partial<Omit<AppointmentInsert, "id">>,
    ): Promise<AppointmentRow> {
      const [row] = await refusedAsTyped(
        executor
          .update(appointments)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(appointments.id, id))
          .returning(),
      );
      return row!;
    },

    /** The appointment's reminders and their jobs' states, locked with them. */
    async reminders(appointmentId: number): Promise<ReminderRecord[]> {
      return executor
        .select({
          id: appointmentReminders.id,
          kind: appointmentReminders.kind,
          channel: appointmentReminders.channel,
          status: appointmentReminders.status,
          jobId: appointmentReminders.jobId,
          jobStatus: jobs.status,
        })
        .from(appointmentReminders)
        .leftJoin(jobs, eq(jobs.id, appointmentReminders.jobId))
        .where(eq(appointmentReminders.appointmentId, appointmentId))
        .orderBy(asc(appointmentReminders.id))
        .for("update", { of: appointmentReminders });
    },

    async insertReminder(values: {
      appointmentId: number;
      kind: ReminderKind;
      channel: ReminderChannel;
      status: ReminderStatus;
      dueAt: Date;
      dueFor: Date;
    }): Promise<number> {
      const [row] = await executor
        .insert(appointmentReminders)
        .values(values)
        .returning({ id: appointmentReminders.id });
      return row!.id;
    },

    async updateReminder(
      id: number,
      patch: { status?: ReminderStatus; dueAt?: Date; dueFor?: Date; jobId?: number | null },
    ): Promise<void> {
      await executor.update(appointmentReminders).set(patch).where(eq(appointmentReminders.id, id));
    },

    /** A cancellation: every reminder still to go stays unsent (their jobs find them cancelled). */
    async cancelScheduledReminders(appointmentId: number): Promise<void> {
      await executor
        .update(appointmentReminders)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(appointmentReminders.appointmentId, appointmentId),
            eq(appointmentReminders.status, "scheduled"),
          ),
        );
    },

    /** A job written with the rows it works on (same transaction). */
    enqueue: async (job: NewJob): Promise<number> => (await insertJob(executor, job)).id,

    /** Moves a job that has not started yet; false when it already left the queue. */
    async moveQueuedJob(jobId: number, runAt: Date, expiresAt: Date | null): Promise<boolean> {
      const rows = await executor
        .update(jobs)
        .set({ runAt, expiresAt })
        .where(and(eq(jobs.id, jobId), eq(jobs.status, "queued")))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async audit(entry: AuditEntry): Promise<void> {
      await executor.insert(auditLog).values({
        actorType: entry.actorId ? "user" : "system",
        actorId: entry.actorId,
        action: entry.action,
        entityType: "appointment",
        entityId: String(entry.appointmentId),
        details: entry.details,
      });
    },
  };
}
export type BookingUnit = ReturnType<typeof unitOf>;

export function createBookingRepository(db: Database) {
  const outside = unitOf(db);

  /** Patient-facing rows: the listing, the office and whether a review exists. */
  function patientQuery() {
    return db
      .select({
        ...recordSelection(),
        provider: {
          id: providers.id,
          name: providers.name,
          slug: providers.slug,
          specialty: providers.specialty,
          avatar: providers.avatar,
        },
        officeId: agendaOffices.id,
        officeName: agendaOffices.name,
        officeAddress: agendaOffices.address,
        reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.providerId} = ${appointments.providerId} and ${reviews.userId} = ${appointments.patientId})`,
      })
      .from(appointments)
      .innerJoin(providers, eq(providers.id, appointments.providerId))
      .leftJoin(agendas, eq(agendas.providerId, appointments.providerId))
      .leftJoin(agendaOffices, eq(agendaOffices.id, appointments.officeId));
  }
  type PatientRow = Awaited<ReturnType<typeof patientQuery>>[number];
  const toPatientRecord = (row: PatientRow): PatientAppointmentRecord => ({
    ...toRecord(row),
    provider: row.provider,
    office:
      row.officeId === null
        ? null
        : { id: row.officeId, name: row.officeName ?? "", address: row.officeAddress },
    reviewed: Boolean(row.reviewed),
  });

  return {
    /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
    transaction<T>(work: (unit: BookingUnit) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(unitOf(tx as unknown as Executor)));
    },

    find: (id: number) => findRecord(db, eq(appointments.id, id)),

    findByIdempotencyKey: outside.findByIdempotencyKey,

    /**
     * Before a booking, in one statement: the account that owns the listing (null: nobody;
     * undefined: no such listing) and the patient's visit already booked with this
     * idempotency key (a repeated submit), if any.
     */
    async bookingContext(
      providerId: number,
      patientId: string,
      idempotencyKey: string | null,
    ): Promise<{ owner: string | null | undefined; earlierId: number | null }> {
      const result = await db.execute<{
        listed: boolean;
        owner: string | null;
        earlier: unknown;
      }>(sql`
        select exists (select 1 from ${providers} where id = ${providerId}) as listed,
          (select user_id from ${providers} where id = ${providerId}) as owner,
          (select id from ${appointments}
            where patient_id = ${patientId} and idempotency_key = ${idempotencyKey}::text
            limit 1) as earlier`);
      const row = result.rows[0]!;
      return {
        owner: row.listed ? row.owner : undefined,
        earlierId: row.earlier === null ? null : Number(row.earlier),
      };
    },

    async patientAppointment(id: number): Promise<PatientAppointmentRecord | undefined> {
      const [row] = await patientQuery().where(eq(appointments.id, id)).limit(1);
      return row && toPatientRecord(row);
    },

    /** The appointment a one-tap link names (the sha256 of its action token). */
    async patientAppointmentByTokenHash(
      hash: string,
    ): Promise<PatientAppointmentRecord | undefined> {
      const [row] = await patientQuery().where(eq(appointments.actionTokenHash, hash)).limit(1);
      return row && toPatientRecord(row);
    },

    /**
     * A patient's visits: the upcoming ones (booked, not started; soonest first) and the
     * rest (newest first, at most `pastLimit`).
     */
    async patientAppointments(
      patientId: string,
      now: Date,
      pastLimit: number,
    ): Promise<{ upcoming: PatientAppointmentRecord[]; past: PatientAppointmentRecord[] }> {
      const upcoming = and(eq(appointments.status, "booked"), gt(appointments.startsAt, now));
      const [soon, before] = await Promise.all([
        patientQuery()
          .where(and(eq(appointments.patientId, patientId), upcoming))
          .orderBy(asc(appointments.startsAt), asc(appointments.id)),
        patientQuery()
          .where(and(eq(appointments.patientId, patientId), not(upcoming!)))
          .orderBy(desc(appointments.startsAt), desc(appointments.id))
          .limit(pastLimit),
      ]);
      return { upcoming: soon.map(toPatientRecord), past: before.map(toPatientRecord) };
    },

    async doctorAppointment(id: number): Promise<DoctorAppointmentRecord | undefined> {
      const [row] = await db
        .select({
          ...recordSelection(),
          patientFirstName: users.firstName,
          patientLastName: users.lastName,
          patientEmail: users.email,
          officeId: agendaOffices.id,
          officeName: agendaOffices.name,
        })
        .from(appointments)
        .innerJoin(providers, eq(providers.id, appointments.providerId))
        .innerJoin(users, eq(users.id, appointments.patientId))
        .leftJoin(agendas, eq(agendas.providerId, appointments.providerId))
        .leftJoin(agendaOffices, eq(agendaOffices.id, appointments.officeId))
        .where(eq(appointments.id, id))
        .limit(1);
      if (!row) return undefined;
      return {
        ...toRecord(row),
        patient: {
          name: `${row.patientFirstName} ${row.patientLastName}`.trim(),
          email: row.patientEmail,
        },
        office: row.officeId === null ? null : { id: row.officeId, name: row.officeName ?? "" },
      };
    },
  };
}
export type BookingRepository = ReturnType<typeof createBookingRepository>;
