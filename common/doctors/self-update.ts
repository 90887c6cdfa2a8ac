import type { z } from "zod";
import { licenseNumberSchema } from "../licenses/schemas.ts";
import { DOCTOR_MESSAGES, providerSelfUpdateSchema } from "./schemas.ts";

/*
 * The dashboard's save (`PUT /api/providers/{id}/self`) checked the same way in the browser
 * and on the server. The schema words the spec's messages; for the checks it leaves unworded
 * (a type, a length) this names the field in Spanish, so no English zod text reaches a user.
 */

const FIELD_LABELS: Record<string, string> = {
  name: "el nombre",
  bio: "la biografía",
  phone: "el teléfono",
  whatsapp: "el WhatsApp",
  email: "el email",
  specialty: "la especialidad",
  licenseNumber: "la cédula profesional",
  experience: "los años de experiencia",
  price: "el precio",
  location: "la dirección",
  schedule: "el horario",
  availableToday: "la disponibilidad",
  telemedicine: "la teleconsulta",
  servicesWithPricing: "la lista de servicios",
  locations: "la lista de consultorios",
  socialLinks: "las redes sociales",
  description: "la descripción",
  address: "la dirección",
  hours: "el horario",
  facebook: "el enlace de Facebook",
  instagram: "el enlace de Instagram",
  twitter: "el enlace de X (Twitter)",
  linkedin: "el enlace de LinkedIn",
  website: "el sitio web",
};

const LIST_NOUNS: Record<string, string> = {
  servicesWithPricing: "servicios",
  locations: "consultorios",
};

type Issue = z.core.$ZodRawIssue;

function labelOf(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((segment) => typeof segment === "string");
  return FIELD_LABELS[String(last ?? "")] ?? "los datos";
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spanish text for a check the schema did not word itself (zod's per-parse error map). */
export function selfUpdateIssueMessage(issue: Issue): string {
  const path = issue.path ?? [];
  if (path[0] === "bio" && issue.code === "too_big") return DOCTOR_MESSAGES.bioMax;
  if (issue.code === "too_big" && issue.origin === "array") {
    return `Puedes agregar como máximo ${String(issue.maximum)} ${LIST_NOUNS[String(path[0])] ?? "elementos"}.`;
  }
  if (issue.code === "too_big" && issue.origin === "string") {
    return `${capitalized(labelOf(path))} no puede tener más de ${String(issue.maximum)} caracteres.`;
  }
  return `Revisa ${labelOf(path)}: el valor no es válido.`;
}

/** The dashboard's save: the spec's fields plus the cédula, which the owner may correct. */
export const ownListingUpdateSchema = providerSelfUpdateSchema.extend({
  licenseNumber: licenseNumberSchema.optional(),
});
export type OwnListingUpdate = z.infer<typeof ownListingUpdateSchema>;

export type SelfUpdateResult =
  { success: true; data: OwnListingUpdate } | { success: false; message: string; path: string };

/** Validates a dashboard save; on failure the first message and the dotted path of its field. */
export function parseSelfUpdate(input: unknown): SelfUpdateResult {
  const parsed = ownListingUpdateSchema.safeParse(input, { error: selfUpdateIssueMessage });
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    success: false,
    message: issue?.message ?? "La solicitud no es válida.",
    path: (issue?.path ?? []).map(String).join("."),
  };
}

/** Spec: experience and price are parsed to integers, 0 when there is no number ("1,200" -> 1200). */
export function parseWholeNumber(text: string | number | null | undefined): number {
  if (typeof text === "number") return Number.isFinite(text) ? Math.max(0, Math.trunc(text)) : 0;
  const parsed = Number.parseInt(String(text ?? "").replace(/[\s,$]/g, ""), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

/**
 * A listing's identity: once it is verified and published, the owner's changes to these wait
 * for an administrator and the public keeps the approved values meanwhile.
 */
export const IDENTITY_FIELDS = ["name", "specialty", "licenseNumber"] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

export const IDENTITY_FIELD_NOUNS: Record<IdentityField, string> = {
  name: "nombre",
  specialty: "especialidad",
  licenseNumber: "cédula",
};

/** What the owner asked for and an administrator has not decided yet. */
export interface PendingIdentityReview {
  fields: IdentityField[];
  /** The requested values of `fields`. */
  values: Partial<Record<IdentityField, string | null>>;
  requestedAt: string;
  /** Spanish, ready to show. */
  message: string;
}

/** "nombre", "nombre y especialidad", "nombre, especialidad y cédula". */
export function joinedNouns(fields: readonly IdentityField[]): string {
  const nouns = fields.map((field) => IDENTITY_FIELD_NOUNS[field]);
  return nouns.length <= 1
    ? (nouns[0] ?? "")
    : `${nouns.slice(0, -1).join(", ")} y ${nouns[nouns.length - 1]}`;
}

export function pendingReviewMessage(fields: readonly IdentityField[]): string {
  return `Tu cambio de ${joinedNouns(fields)} quedó pendiente de revisión; el perfil público muestra los datos aprobados mientras tanto.`;
}
