import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { providers } from "./providers.ts";

/**
 * Online appointments (docs/booking.md). A listing's agenda is its settings row, its offices
 * (each with the IANA zone its hours are written in), its visit types, its weekly hours and
 * its exceptions; free slots are computed from them, never stored. Instants are timestamptz
 * (UTC); weekly hours and exception dates are wall-clock values in the office's zone.
 */

export const VISIT_MODALITIES = ["in_person", "online"] as const;
export type VisitModality = (typeof VISIT_MODALITIES)[number];

export const VISIT_KINDS = ["first", "follow_up", "any"] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/**
 * 'booked' holds the time; 'attended' and 'no_show' are what the doctor marked after it
 * (they keep holding it: the past does not free up); 'cancelled' frees it.
 */
export const APPOINTMENT_STATUSES = ["booked", "attended", "no_show", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const CANCELLED_BY = ["patient", "doctor", "system"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** One row per listing that has (or had) an agenda: its rules. */
export const agendas = pgTable(
  "agendas",
  {
    providerId: integer("provider_id")
      .primaryKey()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** Patients see and book slots only while published (and while the cédula is verified). */
    published: boolean("published").notNull().default(false),
    /** The zone of the listing's city: teleconsultation hours and the doctor's own views. */
    timeZone: text("time_zone").notNull(),
    /** Minutes kept free after each visit. */
    gapMinutes: integer("gap_minutes").notNull().default(0),
    /** A slot must start at least this long after the booking. */
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(120),
    /** Slots are offered this many days ahead at most. */
    horizonDays: integer("horizon_days").notNull().default(60),
    /** Patients may cancel or reschedule until this many hours before the visit. */
    cancellationWindowHours: integer("cancellation_window_hours").notNull().default(24),
    /** sha256 of the private iCalendar feed's token; null when no feed exists (or revoked). */
    feedTokenHash: text("feed_token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("agendas_gap_range", sql`${t.gapMinutes} between 0 and 120`),
    check("agendas_notice_range", sql`${t.minNoticeMinutes} between 0 and 20160`),
    check("agendas_horizon_range", sql`${t.horizonDays} between 1 and 365`),
    check("agendas_cancellation_range", sql`${t.cancellationWindowHours} between 0 and 168`),
  ],
);

/**
 * Where visits happen: an office of the listing (in person) or its teleconsultation room
 * (online). Each carries its own zone, since a doctor may see patients in two states.
 */
export const agendaOffices = pgTable(
  "agenda_offices",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    modality: text("modality", { enum: VISIT_MODALITIES }).notNull(),
    timeZone: text("time_zone").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agenda_offices_provider_idx").on(t.providerId)],
);

export const visitTypes = pgTable(
  "visit_types",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** MXN, whole pesos. */
    price: integer("price").notNull(),
    kind: text("kind", { enum: VISIT_KINDS }).notNull().default("any"),
    modality: text("modality", { enum: VISIT_MODALITIES }).notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visit_types_provider_idx").on(t.providerId),
    check("visit_types_duration_range", sql`${t.durationMinutes} between 5 and 480`),
    check("visit_types_price_range", sql`${t.price} between 0 and 1000000`),
  ],
);

/** Opening hours of an office on one weekday, in the office's zone (minutes since midnight). */
export const weeklyHours = pgTable(
  "weekly_hours",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    officeId: integer("office_id")
      .notNull()
      .references(() => agendaOffices.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (t) => [
    index("weekly_hours_provider_idx").on(t.providerId),
    check("weekly_hours_weekday_range", sql`${t.weekday} between 1 and 7`),
    check(
      "weekly_hours_minutes_range",
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Whole days without visits (vacations, holidays), inclusive, in the office's zone. */
export const agendaExceptions = pgTable(
  "agenda_exceptions",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** Null: every office of the listing. */
    officeId: integer("office_id").references(() => agendaOffices.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("agenda_exceptions_provider_idx").on(t.providerId, t.endDate),
    check("agenda_exceptions_dates", sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** Time the doctor blocked by hand (a meeting, an errand): no slot overlaps it. */
export const agendaBlocks = pgTable(
  "agenda_blocks",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("agenda_blocks_provider_idx").on(t.providerId, t.endsAt),
    check("agenda_blocks_order", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A booked visit. Two visits of one listing that overlap by any amount cannot both hold their
 * time: migration 0016 adds an exclusion constraint over (provider_id, tstzrange(starts_at,
 * ends_at)) for every status but 'cancelled' (btree_gist), so a double booking is refused by
 * the database itself whatever the code above it does.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    patientId: text("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    visitTypeId: integer("visit_type_id").references(() => visitTypes.id, {
      onDelete: "set null",
    }),
    officeId: integer("office_id").references(() => agendaOffices.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The office's zone when booked: what the patient and the doctor were shown. */
    timeZone: text("time_zone").notNull(),
    /** What was booked, kept as booked even if the doctor edits the visit type later. */
    visitTypeName: text("visit_type_name").notNull(),
    price: integer("price").notNull(),
    modality: text("modality", { enum: VISIT_MODALITIES }).notNull(),
    /** Health data: shown to the patient and the doctor only, never logged. */
    reason: text("reason").notNull(),
    /**
     * The patient's mobile (E.164), given at booking for SMS or WhatsApp reminders; accounts
     * have no phone. Null: reminders by email only.
     */
    patientPhone: text("patient_phone"),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("booked"),
    /** The patient's answer to a reminder ('Confirmo mi asistencia'). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    /** The doctor's words to the patient when the doctor cancels. */
    cancelMessage: text("cancel_message"),
    /** The client's key of the submit: a repeated POST returns the first answer. */
    idempotencyKey: text("idempotency_key"),
    /** iCalendar SEQUENCE: grows with every reschedule and with the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    /** sha256 of the token in the reminders' one-tap links (confirm, cancel). */
    actionTokenHash: text("action_token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("appointments_provider_starts_idx").on(t.providerId, t.startsAt),
    index("appointments_patient_starts_idx").on(t.patientId, t.startsAt),
    uniqueIndex("appointments_patient_idempotency_unique")
      .on(t.patientId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check("appointments_order", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export const REMINDER_KINDS = ["24h", "2h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * The ledger of reminders: one row per (appointment, kind, channel), unique, so a reminder
 * exists once whatever the number of processes. `dueFor` is the start it was computed for: a
 * reschedule moves `dueAt` and `dueFor` and makes it 'scheduled' again; the job that sends it
 * re-reads the row and the appointment in the transaction that marks it 'sent'.
 */
export const appointmentReminders = pgTable(
  "appointment_reminders",
  {
    id: serial("id").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    channel: text("channel", { enum: REMINDER_CHANNELS }).notNull(),
    status: text("status", { enum: ["scheduled", "sent", "cancelled", "skipped"] })
      .notNull()
      .default("scheduled"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    dueFor: timestamp("due_for", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The durable job (jobs table) that will send it; moved by a reschedule. */
    jobId: integer("job_id"),
  },
  (t) => [
    uniqueIndex("appointment_reminders_unique").on(t.appointmentId, t.kind, t.channel),
    index("appointment_reminders_due_idx")
      .on(t.dueAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);
