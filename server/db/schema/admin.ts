import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { providers } from "./providers.ts";

/** Administrators are not users: their own table, password hash and session cookie. */
export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** Optional; without it the password is reset only with `npm run admin:create -- --reset`. */
  email: text("email").unique(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    // sha-256 of the cookie value; the raw token exists only in the browser.
    tokenHash: text("token_hash").primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminUserId)],
);

/** Every license lookup and its answer; admin-confirmed rows feed the offline registry. */
export const licenseValidations = pgTable(
  "license_validations",
  {
    id: serial("id").primaryKey(),
    licenseNumber: text("license_number").notNull(),
    providerId: integer("provider_id").references(() => providers.id, { onDelete: "set null" }),
    source: text("source", { enum: ["sep", "offline", "admin"] }).notNull(),
    isValid: boolean("is_valid").notNull(),
    confirmedByAdminId: integer("confirmed_by_admin_id").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    data: jsonb("data").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("license_validations_license_idx").on(t.licenseNumber, t.createdAt)],
);

export const IMPORT_RUN_STATUSES = ["running", "completed", "failed"] as const;

/** One bulk import (CSV, Google Sheets, Airtable); rows it added carry its id. */
export const importRuns = pgTable(
  "import_runs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["csv", "google_sheets", "airtable"] }).notNull(),
    dataSource: text("data_source").notNull(),
    dataSourceName: text("data_source_name"),
    fileName: text("file_name"),
    notes: text("notes"),
    status: text("status", { enum: IMPORT_RUN_STATUSES }).notNull().default("running"),
    imported: integer("imported").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    errors: jsonb("errors").$type<string[]>().notNull().default([]),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("import_runs_started_idx").on(t.startedAt)],
);

/**
 * The progress of a running (or just finished) import, keyed by the token the browser chose,
 * so a poll reads the same answer from any app process. Written a few times a second at most;
 * entries older than 10 minutes are deleted as new imports start.
 */
export const importProgress = pgTable(
  "import_progress",
  {
    progressId: text("progress_id").primaryKey(),
    adminUserId: integer("admin_user_id"),
    /** The ImportProgress answer as the API gives it. */
    progress: jsonb("progress").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("import_progress_updated_idx").on(t.updatedAt)],
);

export const IMPORT_MESSAGE_KINDS = ["skipped", "failed"] as const;

/**
 * Every row an import skipped (missing field, duplicate) and every failure, kept so the
 * history can show them again and export them; cleaned after IMPORT_MESSAGES_KEPT_DAYS.
 */
export const importRunMessages = pgTable(
  "import_run_messages",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    /** Order within the run, from 1. */
    position: integer("position").notNull(),
    /** The file's or sheet's row number, or Airtable's record id; null for the whole run. */
    row: text("row"),
    kind: text("kind", { enum: IMPORT_MESSAGE_KINDS }).notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.position] })],
);
