import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth.ts";
import { appointments } from "./booking.ts";
import { providers } from "./providers.ts";

export const REVIEW_APPROVAL_STATUSES = ["pending", "approved", "rejected", "reported"] as const;
export type ReviewApprovalStatus = (typeof REVIEW_APPROVAL_STATUSES)[number];

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    approvalStatus: text("approval_status", { enum: REVIEW_APPROVAL_STATUSES })
      .notNull()
      .default("approved"),
    // The listing owner's one public answer ('Respuesta del médico'); editing replaces it.
    replyText: text("reply_text"),
    replyAt: timestamp("reply_at", { withTimezone: true }),
    // Why moderation removed it (a report reason); the profile counts removals by reason.
    removalReason: text("removal_reason"),
    // The attended visit this review follows ('Cita verificada'); null for reviews without one.
    appointmentId: integer("appointment_id")
      .unique()
      .references(() => appointments.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_provider_status_idx").on(t.providerId, t.approvalStatus, t.createdAt),
    index("reviews_user_id_idx").on(t.userId),
    // One review per patient and listing: writing again updates it.
    uniqueIndex("reviews_provider_user_unique").on(t.providerId, t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const REVIEW_EVENT_ACTIONS = ["status", "reply", "reply_removed"] as const;
export type ReviewEventAction = (typeof REVIEW_EVENT_ACTIONS)[number];

/**
 * Every change of a review's status or of its reply, by whom and why, so hiding a review is
 * accountable: the review stays, the record says who hid it, when and for what reason.
 */
export const reviewModerationEvents = pgTable(
  "review_moderation_events",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    action: text("action", { enum: REVIEW_EVENT_ACTIONS }).notNull().default("status"),
    actorType: text("actor_type", { enum: ["doctor", "admin", "system", "patient"] }).notNull(),
    actorId: text("actor_id"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_moderation_events_review_idx").on(t.reviewId)],
);

/** The fixed reasons a listing owner may give when reporting a review (no free hiding). */
export const REVIEW_REPORT_REASONS = [
  "datos_personales",
  "lenguaje_ofensivo",
  "no_fue_mi_paciente",
  "spam",
  "otro",
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_STATUSES = ["open", "upheld", "dismissed"] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

/**
 * A listing owner's report of a review: the review stays public while an administrator
 * decides; only an upheld report removes it, and the profile then says why.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    reportedBy: text("reported_by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: REVIEW_REPORT_STATUSES }).notNull().default("open"),
    adminNote: text("admin_note"),
    decidedByAdminId: integer("decided_by_admin_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("review_reports_status_idx").on(t.status, t.createdAt),
    index("review_reports_review_idx").on(t.reviewId),
  ],
);
