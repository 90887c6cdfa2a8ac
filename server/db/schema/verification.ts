import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { adminUsers } from "./admin.ts";
import { users } from "./auth.ts";
import { providers } from "./providers.ts";

/**
 * A claim is a request, never a transfer: the listing stays unclaimed until the claimant
 * proves a channel the public does not have (a code sent to the listing's phone or email)
 * or an administrator approves their documents. Several may wait for one listing.
 */
export const CLAIM_STATUSES = [
  "code_sent",
  "awaiting_evidence",
  "pending_review",
  "approved",
  "rejected",
  "superseded",
  "expired",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/**
 * "registration": not a claim but a new doctor's own listing whose cédula the registry did not
 * confirm (not found, a recent title, the registry down). The account and the pending listing
 * already exist (user_id); the doctor sends documents from a signed-in session, never with a
 * token, and an administrator decides in the same 'Solicitudes' view. Its password and token
 * hash columns hold nothing usable (an empty string and the hash of a discarded secret).
 */
export const CLAIM_CHANNELS = ["sms", "email", "evidence", "registration"] as const;
export type ClaimChannel = (typeof CLAIM_CHANNELS)[number];

/** One uploaded document of an evidence claim; the bytes live in the private evidence store. */
export interface ClaimEvidenceFile {
  label: "cedula" | "identificacion";
  key: string;
  contentType: string;
  size: number;
  sha256: string;
}

export const claimRequests = pgTable(
  "claim_requests",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    // Only the claim page that made the request can continue it (sha-256 of its secret).
    accessTokenHash: text("access_token_hash").notNull(),
    // The account to create when the claim is proven (the password is already hashed).
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    enteredPhone: text("entered_phone").notNull(),
    enteredLicense: text("entered_license"),
    status: text("status", { enum: CLAIM_STATUSES }).notNull(),
    channel: text("channel", { enum: CLAIM_CHANNELS }).notNull(),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: smallint("code_attempts").notNull().default(0),
    codesSent: smallint("codes_sent").notNull().default(0),
    evidence: jsonb("evidence").$type<ClaimEvidenceFile[]>().notNull().default([]),
    /** What the license registry said of the listing's cédula when the evidence arrived. */
    registryResult: jsonb("registry_result").$type<unknown>(),
    adminNote: text("admin_note"),
    decidedByAdminId: integer("decided_by_admin_id").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The doctor account the proven claim created. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    ipHash: text("ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("claim_requests_provider_idx").on(t.providerId, t.createdAt),
    index("claim_requests_status_idx").on(t.status, t.createdAt),
    index("claim_requests_email_idx").on(t.email, t.createdAt),
    index("claim_requests_ip_idx").on(t.ipHash, t.createdAt),
  ],
);

/**
 * One row per claim code, written when its slot is reserved, just before the code goes out
 * (claim-repository.ts): the per-listing daily limit counts codes by when they were sent,
 * whatever day their request opened. A failed send keeps its row (the provider may have
 * delivered it before failing).
 */
export const claimCodes = pgTable(
  "claim_codes",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claimRequests.id, { onDelete: "cascade" }),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("claim_codes_provider_idx").on(t.providerId, t.sentAt),
    index("claim_codes_claim_idx").on(t.claimId, t.sentAt),
  ],
);

/**
 * Changes of a verified listing's identity (name, specialty, cédula) wait here for an
 * administrator; the public keeps the approved values meanwhile. One open row per listing.
 */
export const PENDING_CHANGE_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type PendingChangeStatus = (typeof PENDING_CHANGE_STATUSES)[number];
export interface IdentityFields {
  name?: string;
  specialty?: string;
  specialtySlug?: string | null;
  licenseNumber?: string | null;
}

export const providerPendingChanges = pgTable(
  "provider_pending_changes",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    before: jsonb("before").$type<IdentityFields>().notNull(),
    after: jsonb("after").$type<IdentityFields>().notNull(),
    status: text("status", { enum: PENDING_CHANGE_STATUSES }).notNull().default("pending"),
    adminNote: text("admin_note"),
    decidedByAdminId: integer("decided_by_admin_id").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("provider_pending_changes_one_open")
      .on(t.providerId)
      .where(sql`${t.status} = 'pending'`),
    index("provider_pending_changes_status_idx").on(t.status, t.createdAt),
  ],
);
