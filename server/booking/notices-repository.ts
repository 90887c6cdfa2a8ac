import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import {
  agendaOffices,
  appointmentReminders,
  appointments,
  providers,
  users,
  type ReminderChannel,
  type ReminderKind,
} from "../db/schema/index.ts";
import type { OutboxExecutor } from "../mail/repository.ts";

/**
 * The SQL of what goes out after a booking change (server/booking/notices.ts and
 * reminders.ts): an appointment with the people and the place its messages name, and the
 * reminders' ledger, locked and marked in the transaction that writes the message.
 */

type Executor = Pick<Database, "select" | "update"> & OutboxExecutor;

/** What a notice or a reminder says of a visit (never its reason). */
export interface NoticeView {
  id: number;
  sequence: number;
  status: (typeof appointments.$inferSelect)["status"];
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  modality: (typeof appointments.$inferSelect)["modality"];
  visitTypeName: string;
  cancelledBy: (typeof appointments.$inferSelect)["cancelledBy"];
  cancelMessage: string | null;
  confirmed: boolean;
  patientPhone: string | null;
  /** The listing, and its owner's account email (null: the listing has no owner now). */
  doctor: { name: string; email: string | null };
  patient: { firstName: string; lastName: string; email: string };
  office: { name: string; address: string | null } | null;
}

export interface ReminderRow {
  id: number;
  appointmentId: number;
  kind: ReminderKind;
  channel: ReminderChannel;
  status: (typeof appointmentReminders.$inferSelect)["status"];
  dueAt: Date;
  dueFor: Date;
  jobId: number | null;
}

const owners = alias(users, "owners");

/** Each appointment of `ids` that still exists, with what its messages name (one statement). */
async function noticeViews(executor: Executor, ids: readonly number[]): Promise<NoticeView[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      appointment: {
        id: appointments.id,
        sequence: appointments.sequence,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        timeZone: appointments.timeZone,
        modality: appointments.modality,
        visitTypeName: appointments.visitTypeName,
        cancelledBy: appointments.cancelledBy,
        cancelMessage: appointments.cancelMessage,
        confirmedAt: appointments.confirmedAt,
        patientPhone: appointments.patientPhone,
      },
      doctorName: providers.name,
      doctorEmail: owners.email,
      patient: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      officeName: agendaOffices.name,
      officeAddress: agendaOffices.address,
    })
    .from(appointments)
    .innerJoin(providers, eq(providers.id, appointments.providerId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(owners, eq(owners.id, providers.userId))
    .leftJoin(agendaOffices, eq(agendaOffices.id, appointments.officeId))
    // The ids as one array parameter: one statement text for a notice or a batch of them.
    .where(
      sql`${appointments.id} = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`,
    )
    // Named: on PostgreSQL parsed once per connection instead of 1.8 ms of planning for each
    // read (the listings' table has 26 indexes to weigh).
    .prepare("appointment_notice_views")
    .execute();
  return rows.map((row) => {
    const { confirmedAt, ...appointment } = row.appointment;
    return {
      ...appointment,
      confirmed: confirmedAt !== null,
      doctor: { name: row.doctorName, email: row.doctorEmail },
      patient: row.patient,
      office: row.officeName === null ? null : { name: row.officeName, address: row.officeAddress },
    };
  });
}

const noticeView = async (executor: Executor, id: number) => (await noticeViews(executor, [id]))[0];

function unitOf(executor: Executor) {
  return {
    /** The transaction itself, for the outbox rows written with the ledger. */
    executor,
    view: (id: number) => noticeView(executor, id),

    /** The reminder, locked until the transaction ends: one sender at a time decides. */
    async lockReminder(id: number): Promise<ReminderRow | undefined> {
      const [row] = await executor
        .select({
          id: appointmentReminders.id,
          appointmentId: appointmentReminders.appointmentId,
          kind: appointmentReminders.kind,
          channel: appointmentReminders.channel,
          status: appointmentReminders.status,
          dueAt: appointmentReminders.dueAt,
          dueFor: appointmentReminders.dueFor,
          jobId: appointmentReminders.jobId,
        })
        .from(appointmentReminders)
        .where(eq(appointmentReminders.id, id))
        .for("update");
      return row;
    },

    async markReminder(id: number, status: "sent" | "skipped", at: Date): Promise<void> {
      await executor
        .update(appointmentReminders)
        .set(status === "sent" ? { status, sentAt: at } : { status })
        .where(eq(appointmentReminders.id, id));
    },
  };
}
export type NoticesUnit = ReturnType<typeof unitOf>;

export function createNoticesRepository(db: Database) {
  return {
    view: (id: number) => noticeView(db, id),
    /** Several appointments' views at once (a batch of notices); those gone are left out. */
    views: (ids: readonly number[]) => noticeViews(db, ids),
    /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
    transaction<T>(work: (unit: NoticesUnit) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(unitOf(tx as unknown as Executor)));
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
