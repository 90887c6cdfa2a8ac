import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The .ics text of an invitation and its iMIP method (RFC 6047), as the mail carries it. */
export interface StoredCalendarEvent {
  method: "REQUEST" | "CANCEL";
  filename: string;
  content: string;
}

/**
 * Outgoing mail: sent through SMTP when configured, otherwise kept here (and logged). A row
 * stays `pending` while a job of the `mail` queue (below) delivers or retries it, then becomes
 * `sent`, or `failed` once the retries are spent; `attempts` and `last_error` tell how it went.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "stored"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /**
     * The Message-ID header every attempt repeats, so a resent copy is recognisably the same.
     * Unique: a notice written again by a retried job (booking) names the same message and
     * is not stored twice.
     */
    messageId: text("message_id").unique(),
    /** An iCalendar invitation sent with the message (booking's notices); kept for retries. */
    calendarEvent: jsonb("calendar_event").$type<StoredCalendarEvent>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_status_idx").on(t.status, t.createdAt)],
);

/**
 * Durable jobs (ADR 009): a row per task, claimed by one worker at a time with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), retried with backoff until
 * `max_attempts`, then `failed`. `attempts` counts claims, so a (id, attempts) pair names one
 * claim: only its holder may finish it. `expires_at`: not worth running after that moment.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    queue: text("queue").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // Only unfinished jobs are looked for; finished ones stay out of the index.
    index("jobs_due_idx")
      .on(t.queue, t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_finished_idx").on(t.status, t.finishedAt),
  ],
);

/** Who did what to which record; written by services on every sensitive mutation. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorType: text("actor_type", { enum: ["admin", "user", "system"] }).notNull(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);

/** Shared counters so rate limits hold across several app servers. */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Small facts about the installation, such as whether it runs on demo data. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
