import { z } from "zod";
import { PROVIDER_ID_INVALID, providerIdSchema } from "../providers/ids.ts";
import { rowId } from "../validation.ts";
import { CLAIM_MESSAGES } from "./claims.ts";
import { claimSchema, DOCTOR_MESSAGES, type ClaimInput } from "./schemas.ts";

/*
 * What the claim routes read (POST /api/providers/claim and its steps, the administrators'
 * 'Solicitudes'), besides the schemas the claim pages share (./claims.ts, ./schemas.ts).
 */

const INVALID_REQUEST = "La solicitud no es válida.";

/**
 * Spanish words for zod's own issues (a missing field, a wrong type, too long): the schema's
 * messages cover the rules the forms show, this covers hand-made requests.
 */
const FIELD_MESSAGES: Record<string, string> = {
  providerId: PROVIDER_ID_INVALID,
  firstName: DOCTOR_MESSAGES.firstName,
  lastName: DOCTOR_MESSAGES.lastName,
  email: DOCTOR_MESSAGES.emailSignup,
  phone: DOCTOR_MESSAGES.phoneSignup,
  cedula: DOCTOR_MESSAGES.claimCedulaError,
  password: DOCTOR_MESSAGES.password,
  confirmPassword: DOCTOR_MESSAGES.confirmPassword,
  method: "Elige cómo comprobar tu identidad.",
  claimToken: CLAIM_MESSAGES.accessDenied,
  code: CLAIM_MESSAGES.codeFormat,
  note: CLAIM_MESSAGES.noteRequired,
};

/** The parse option that words each field's issues as FIELD_MESSAGES does. */
export const claimFieldIssues = {
  error: (issue: { path?: PropertyKey[] }) =>
    FIELD_MESSAGES[String(issue.path?.[0])] ?? INVALID_REQUEST,
};

/** `POST /api/providers/claim`'s body. */
export function parseClaim(body: unknown): ClaimInput {
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  // First on its own: the id must also fit PostgreSQL's integer.
  providerIdSchema.parse(fields.providerId);
  return claimSchema.parse(fields, claimFieldIssues);
}

/** `POST /api/providers/claim/verify-phone`. */
export const verifyPhoneSchema = z.object({
  providerId: providerIdSchema,
  phone: z.string().trim().max(30),
});

/** A claim request's id in a path: a wrong one reads as a denied claim. */
export const claimIdSchema = rowId(CLAIM_MESSAGES.accessDenied);

/** Which of a claim's uploaded documents (`/api/admin/claims/:claimId/evidence/:index`). */
export const evidenceIndexSchema = z.coerce.number().int().min(0).max(9);
