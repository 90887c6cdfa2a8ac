import { z } from "zod";
import type { IdentityField } from "../doctors/self-update.ts";
import type { ApprovalStatus } from "./providers.ts";

/*
 * 'Cambios pendientes': the owner of a verified, published listing asked to change its name,
 * specialty or cédula; the public keeps the approved values until an administrator decides.
 */

export const PENDING_CHANGE_STATUS_FILTERS = [
  "pending",
  "approved",
  "rejected",
  "withdrawn",
  "todos",
] as const;
export type PendingChangeStatusFilter = (typeof PENDING_CHANGE_STATUS_FILTERS)[number];

export const PENDING_CHANGE_STATUS_LABELS: Record<PendingChangeStatusFilter, string> = {
  pending: "Pendientes",
  approved: "Aprobados",
  rejected: "Rechazados",
  withdrawn: "Retirados por el médico",
  todos: "Todos",
};

export const IDENTITY_FIELD_LABELS: Record<IdentityField, string> = {
  name: "Nombre",
  specialty: "Especialidad",
  licenseNumber: "Cédula profesional",
};

export const PENDING_CHANGE_MESSAGES = {
  notFound: "Cambio pendiente no encontrado",
  alreadyDecided: "Este cambio ya fue resuelto.",
  changedMeanwhile:
    "El médico modificó su solicitud mientras la revisabas. Vuelve a cargarla antes de decidir.",
  rejectNoteRequired: "Escribe el motivo del rechazo.",
  approved: "Cambio aprobado: el perfil público ya muestra los nuevos datos.",
  rejected: "Cambio rechazado: el perfil público conserva los datos aprobados.",
  licenseRevalidation:
    "Al aprobar un cambio de cédula, la cédula nueva queda sin verificar hasta que la valides.",
} as const;

export const pendingChangesQuerySchema = z.object({
  status: z
    .enum(PENDING_CHANGE_STATUS_FILTERS, { error: "Parámetro de filtro no válido" })
    .default("pending"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type PendingChangesQuery = z.output<typeof pendingChangesQuerySchema>;

/** When the administrator read the request: an owner's later edit must be seen first. */
const seenUpdatedAt = z.iso
  .datetime({ offset: true, error: "Fecha de la solicitud no válida" })
  .optional();

/** Approving may carry a note; rejecting needs one (it is what the owner is told). */
export const approvePendingChangeSchema = z.object({
  note: z.string().trim().max(1000).optional(),
  updatedAt: seenUpdatedAt,
});
export const rejectPendingChangeSchema = z.object({
  note: z
    .string({ error: PENDING_CHANGE_MESSAGES.rejectNoteRequired })
    .trim()
    .min(1, PENDING_CHANGE_MESSAGES.rejectNoteRequired)
    .max(1000),
  updatedAt: seenUpdatedAt,
});
export type PendingChangeDecision = z.output<typeof approvePendingChangeSchema>;

export interface PendingChangeField {
  field: IdentityField;
  label: string;
  before: string | null;
  after: string | null;
}

export interface AdminPendingChange {
  id: number;
  providerId: number;
  /** The listing's public name now (the approved one). */
  providerName: string;
  approvalStatus: ApprovalStatus;
  publicPath: string | null;
  status: "pending" | "approved" | "rejected" | "withdrawn";
  fields: PendingChangeField[];
  requestedBy: { email: string; name: string } | null;
  /** The cédula's holder in the registry, and whether the requested name is that person. */
  registryName: string | null;
  requestedNameMatchesRegistry: boolean | null;
  adminNote: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPendingChangeList {
  changes: AdminPendingChange[];
  totalCount: number;
}
