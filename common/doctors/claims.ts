import { z } from "zod";

/**
 * A claim is a request: the claimant proves the listing with a one-time code sent to the
 * listing's own phone or email, or with documents an administrator reviews. These are the
 * shapes and words shared by the claim page, the API and the admin panel.
 */
export const CLAIM_CODE_LENGTH = 6;
export const CLAIM_CODE_TTL_MINUTES = 10;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;

export const CLAIM_MESSAGES = {
  codeSentSms: "Te enviamos un código de 6 dígitos por SMS al teléfono del perfil.",
  codeSentEmail: "Te enviamos un código de 6 dígitos al correo del perfil.",
  codeFormat: "Escribe los 6 dígitos del código.",
  codeWrong: "El código no es correcto.",
  codeExpired: "El código venció o se usó demasiadas veces. Pide uno nuevo.",
  resendTooSoon: "Espera un minuto antes de pedir otro código.",
  tooManyCodes:
    "Ya enviamos varios códigos para este perfil. Intenta más tarde o envía documentos.",
  noChannel:
    "No tenemos un teléfono celular ni un correo del perfil para enviarte un código. Envía tus documentos para que un administrador revise tu solicitud.",
  channelUnavailable: "Ese medio no está disponible para este perfil.",
  smsFailed:
    "No pudimos enviar el SMS al teléfono del perfil. Intenta con el correo del perfil o envía tus documentos.",
  evidenceReceived:
    "Recibimos tus documentos. Un administrador revisará tu solicitud y te escribiremos al correo que indicaste.",
  evidenceMissing: "Adjunta la foto de tu cédula profesional y una identificación oficial.",
  accessDenied: "Esta solicitud no existe o no te pertenece.",
  superseded:
    "Otra persona ya demostró ser titular de este perfil. Si crees que es un error, escríbenos.",
  rejected: "Un administrador rechazó esta solicitud.",
  notWaitingCode: "Esta solicitud no está esperando un código.",
  notWaitingEvidence: "Esta solicitud ya no acepta documentos.",
  tooManyForListing:
    "Este perfil recibió demasiadas solicitudes de reclamo hoy. Intenta mañana o escríbenos.",
  tooManyForClaimant: "Hiciste demasiadas solicitudes de reclamo hoy. Intenta mañana.",
  approved: "Solicitud aprobada: el perfil ahora pertenece a la cuenta del solicitante.",
  rejectedByAdmin: "Solicitud rechazada.",
  noteRequired: "Escribe una nota para el solicitante (al menos 10 caracteres).",
  approvalNoteRequired: "Escribe una nota breve para el solicitante.",
  notReviewable: "Esta solicitud ya no está pendiente de revisión.",
} as const;

export const claimAccessSchema = z.object({
  claimToken: z
    .string({ error: CLAIM_MESSAGES.accessDenied })
    .trim()
    .min(20, CLAIM_MESSAGES.accessDenied)
    .max(100, CLAIM_MESSAGES.accessDenied),
});

export const claimCodeSchema = claimAccessSchema.extend({
  code: z
    .string({ error: CLAIM_MESSAGES.codeFormat })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, CLAIM_MESSAGES.codeFormat)),
});
export type ClaimCodeInput = z.infer<typeof claimCodeSchema>;

export const claimResendSchema = claimAccessSchema.extend({
  method: z.enum(["sms", "email"], { error: CLAIM_MESSAGES.channelUnavailable }).optional(),
});

export const claimDecisionSchema = z.object({
  note: z.string().trim().max(1000, "La nota no puede tener más de 1000 caracteres").optional(),
});
export const claimRejectionSchema = z.object({
  note: z
    .string({ error: CLAIM_MESSAGES.noteRequired })
    .trim()
    .min(10, CLAIM_MESSAGES.noteRequired)
    .max(1000, "La nota no puede tener más de 1000 caracteres"),
});

export type ClaimMethod = "sms" | "email" | "evidence";
export type ClaimStage =
  | "code_sent"
  | "awaiting_evidence"
  | "pending_review"
  | "approved"
  | "rejected"
  | "superseded"
  | "expired";

/** What the claim page knows of the ways to prove a listing (destinations masked). */
export interface ClaimChannels {
  sms: string | null;
  email: string | null;
}

/** The claimant's view of their request. */
export interface ClaimProgress {
  claimId: number;
  status: ClaimStage;
  channel: ClaimMethod;
  destination: string | null;
  message: string;
  adminNote?: string | null;
}

/** The answer of POST /api/providers/claim: the request, and the secret that continues it. */
export interface ClaimStarted extends ClaimProgress {
  success: true;
  claimToken: string;
}

/** "55 1234 5678" → "•••• 5678": enough to recognise one's own phone, nothing more. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : "••••";
}

/** "consultorio@clinica.mx" → "c•••@c•••.mx". */
export function maskEmail(email: string): string {
  const [user = "", domain = ""] = email.trim().split("@");
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${user.slice(0, 1)}•••@${host.slice(0, 1)}•••${tld}`;
}

/** What the license registry said of the listing's cédula when the documents arrived. */
export interface ClaimRegistryResult {
  status: string;
  source?: string;
  licenseNumber?: string;
  name?: string | null;
  degree?: string | null;
  institution?: string | null;
  message: string;
}

/** Why the message says the registry did not answer (shown beside the documents). */
export const REGISTRY_SILENT = "El registro no respondió.";

/**
 * A request in the administrators' 'Solicitudes' view: a claim of an existing listing, or
 * ("registration") a new doctor's listing whose cédula the registry did not confirm.
 */
export interface AdminClaim {
  id: number;
  kind: "claim" | "registration";
  status: ClaimStage;
  channel: ClaimMethod | "registration";
  createdAt: string;
  decidedAt: string | null;
  adminNote: string | null;
  claimant: {
    firstName: string;
    lastName: string;
    email: string;
    enteredPhone: string;
    enteredLicense: string | null;
  };
  listing: {
    id: number;
    name: string;
    profilePath: string;
    specialty: string;
    city: string;
    phone: string | null;
    email: string | null;
    licenseNumber: string | null;
    licenseVerified: boolean;
    claimed: boolean;
  };
  registry: ClaimRegistryResult | null;
  evidence: {
    index: number;
    label: "cedula" | "identificacion";
    contentType: string;
    size: number;
  }[];
}

/** Requests per page of 'Solicitudes'. */
export const CLAIMS_PAGE_SIZE = 20;
/** The deepest page asked for: past it a flood is better narrowed with the filters. */
const CLAIMS_MAX_PAGE = 10_000;

/** Which requests 'Solicitudes' lists: waiting for a decision (default), decided, or both. */
export const CLAIM_LIST_STATUSES = ["pending_review", "approved", "rejected", "all"] as const;
export type ClaimListStatus = (typeof CLAIM_LIST_STATUSES)[number];

export const CLAIM_LIST_MESSAGES = {
  invalidFilter: "El filtro de solicitudes no es válido.",
} as const;

const claimFilterError = { error: CLAIM_LIST_MESSAGES.invalidFilter };
const emptyAsMissing = (value: unknown) => (value === "" ? undefined : value);

/**
 * GET /api/admin/claims: a page of requests, newest first unless `sortOrder=asc` (the oldest
 * waiting first, so a real request under a flood of new ones comes up), narrowed to one
 * listing (`providerId`) or to a text found in the listing's name or the claimant's email.
 */
export const adminClaimQuerySchema = z.object({
  status: z.preprocess(
    emptyAsMissing,
    z.enum(CLAIM_LIST_STATUSES, claimFilterError).default("pending_review"),
  ),
  providerId: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number(claimFilterError)
      .int(CLAIM_LIST_MESSAGES.invalidFilter)
      .min(1, CLAIM_LIST_MESSAGES.invalidFilter)
      .max(2_147_483_647, CLAIM_LIST_MESSAGES.invalidFilter)
      .optional(),
  ),
  search: z.string(claimFilterError).trim().max(200, CLAIM_LIST_MESSAGES.invalidFilter).optional(),
  sortOrder: z.preprocess(
    emptyAsMissing,
    z.enum(["desc", "asc"], claimFilterError).default("desc"),
  ),
  page: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number(claimFilterError)
      .int(CLAIM_LIST_MESSAGES.invalidFilter)
      .min(1, CLAIM_LIST_MESSAGES.invalidFilter)
      .max(CLAIMS_MAX_PAGE, CLAIM_LIST_MESSAGES.invalidFilter)
      .default(1),
  ),
});
export type AdminClaimQuery = z.output<typeof adminClaimQuerySchema>;

/** One page of 'Solicitudes' and how many requests the filters match in all. */
export interface AdminClaimPage {
  claims: AdminClaim[];
  totalCount: number;
  page: number;
  pageSize: number;
}
