import { z } from "zod";
import { rowId } from "../validation.ts";
import { AUDIT_PAGE_SIZE } from "./audit.ts";
import { ADMIN_MESSAGES as M, licenseOverrideSchema, requireOverrideNote } from "./providers.ts";

/*
 * What the administrators' API reads besides the provider panel's own schemas
 * (./providers.ts) and the pending changes' (./pending-changes.ts).
 */

export const ADMIN_REQUEST_MESSAGES = {
  restoreNotes: "Indica el motivo para restaurar la reseña",
} as const;

/** `POST /api/admin/login`. */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: M.credentialsRequired })
    .trim()
    .min(1, M.credentialsRequired)
    .max(100),
  password: z.string({ error: M.credentialsRequired }).min(1, M.credentialsRequired).max(200),
});

/** A listing's id in an admin path: one that cannot be an id reads as "not found". */
export const adminProviderIdSchema = rowId(M.providerNotFound);

/** The form sends text; the licenses service checks each field with its Spanish message. */
export const confirmLicenseSchema = requireOverrideNote(
  licenseOverrideSchema.extend({
    licenseNumber: z.string({ error: M.licenseRequired }).trim().min(1, M.licenseRequired),
    name: z.string().optional(),
    degree: z.string().optional(),
    institution: z.string().optional(),
    registrationYear: z
      .union([z.number(), z.string()])
      .optional()
      .transform((value) =>
        value === undefined || String(value).trim() === "" ? undefined : Number(value),
      ),
    expeditionDate: z.string().trim().max(40).optional(),
  }),
);

/** `GET /api/admin/reviews?status=`. */
export const adminReviewQuerySchema = z.object({
  status: z
    .enum(["approved", "pending", "rejected", "reported"], { error: M.invalidFilter })
    .optional(),
});

/** `GET /api/admin/review-reports?status=`: the open ones unless asked. */
export const adminReviewReportQuerySchema = z.object({
  status: z.enum(["open", "upheld", "dismissed"], { error: M.invalidFilter }).default("open"),
});

/** `PUT /api/admin/reviews/:id/restore`: why a removed review comes back. */
export const reviewRestoreSchema = z.object({
  notes: z
    .string({ error: ADMIN_REQUEST_MESSAGES.restoreNotes })
    .trim()
    .min(1, ADMIN_REQUEST_MESSAGES.restoreNotes)
    .max(500),
});

/** `GET /api/admin/audit`. */
export const auditQuerySchema = z.object({
  entityType: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** `GET /api/admin/providers/chart?months=`. */
export const providersChartQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(60).default(12),
});
