import { z } from "zod";
import type { InsurerTileData } from "../catalogs/insurers.ts";
import { whatsappSchema } from "../doctors/schemas.ts";
import type { PublicOffice, PublicSocialLinks } from "../providers/types.ts";
import { offsetOf } from "../pagination.ts";

/*
 * The administrators' provider panel (admin-side 2, 3, 7 and 9): filter values, their labels,
 * the list's query and the edit payload, shared by the API and the panel.
 */

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;

export const APPROVAL_STATUSES = ["pending", "approved", "rejected", "needs_review"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: "Pendiente",
  approved: "Aprobado",
  rejected: "Rechazado",
  needs_review: "Necesita Revisión",
};

export const CEDULA_FILTERS = ["todas", "validado", "pendiente", "sin_cedula"] as const;

/**
 * Why a cédula could not verify a listing, for an administrator to settle: another listing
 * holds it, or the registry's holder is someone else.
 */
export const LICENSE_ISSUES = ["conflict", "name_mismatch"] as const;
export type LicenseIssue = (typeof LICENSE_ISSUES)[number];
export const LICENSE_ISSUE_LABELS: Record<LicenseIssue, string> = {
  conflict: "Conflicto de cédula",
  name_mismatch: "Nombre no coincide",
};
export const LICENSE_ISSUE_FILTERS = [
  "todos",
  "con_problema",
  "conflicto",
  "nombre_no_coincide",
] as const;
export type LicenseIssueFilter = (typeof LICENSE_ISSUE_FILTERS)[number];
/** The filter values that name one issue. */
export const LICENSE_ISSUE_OF_FILTER: Partial<Record<LicenseIssueFilter, LicenseIssue>> = {
  conflicto: "conflict",
  nombre_no_coincide: "name_mismatch",
};
export const STATUS_FILTERS = ["todos", ...APPROVAL_STATUSES] as const;
export const DATA_SOURCE_FILTERS = [
  "todas",
  "manual",
  "google-sheets",
  "insurance_directory",
  "csv_import",
  "airtable",
  "api_import",
  "government",
  "top_doctors",
] as const;
export const SOCIAL_MEDIA_FILTERS = [
  "todos",
  "con_instagram",
  "con_facebook",
  "con_twitter",
  "con_linkedin",
  "con_youtube",
  "con_cualquier_red",
  "con_todas",
  "sin_redes",
] as const;
export const WEBSITE_FILTERS = ["todos", "con_website", "sin_website"] as const;
export const PREMIUM_FILTERS = ["todos", "destacados", "no_destacados"] as const;
export const PROFILE_IMAGE_FILTERS = ["todos", "con_imagen", "sin_imagen"] as const;
export const INSURANCE_FILTERS = [
  "todos",
  "plan_seguro",
  "gnp",
  "metlife",
  "axa",
  "allianz",
  "mapfre",
  "sin_aseguradora",
] as const;
export const SORT_FIELDS = ["createdAt", "name", "city", "specialty", "updatedAt"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** Every link of socialLinks, in the dialog's order, with its label. */
export const SOCIAL_LINK_LABELS = {
  website: "Sitio web",
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter / X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
} as const;

/** The social networks the social-media filter looks at ('con_todas' needs all of them). */
export const SOCIAL_NETWORKS = ["instagram", "facebook", "twitter", "linkedin", "youtube"] as const;

export const FILTER_LABELS = {
  cedula: {
    todas: "Todas las cédulas",
    validado: "Validada",
    pendiente: "Pendiente",
    sin_cedula: "Sin cédula",
  },
  licenseIssue: {
    todos: "Con y sin problemas de cédula",
    con_problema: "Cualquier problema de cédula",
    conflicto: LICENSE_ISSUE_LABELS.conflict,
    nombre_no_coincide: LICENSE_ISSUE_LABELS.name_mismatch,
  },
  approvalStatus: {
    todos: "Todos los estados",
    ...APPROVAL_STATUS_LABELS,
  },
  dataSource: {
    todas: "Todas las fuentes",
    manual: "Manual",
    "google-sheets": "Doctoralia",
    insurance_directory: "Aseguradora",
    csv_import: "Importación CSV",
    airtable: "Airtable",
    api_import: "Importación por API",
    government: "Gobierno",
    top_doctors: "Top Doctors",
  },
  socialMedia: {
    todos: "Todas las redes",
    con_instagram: "Con Instagram",
    con_facebook: "Con Facebook",
    con_twitter: "Con Twitter",
    con_linkedin: "Con LinkedIn",
    con_youtube: "Con YouTube",
    con_cualquier_red: "Con cualquier red",
    con_todas: "Con todas las redes",
    sin_redes: "Sin redes",
  },
  website: {
    todos: "Con y sin sitio web",
    con_website: "Con sitio web",
    sin_website: "Sin sitio web",
  },
  premium: {
    todos: "Destacados y no destacados",
    destacados: "Destacados",
    no_destacados: "No destacados",
  },
  socialProfileImage: {
    todos: "Con y sin imagen de perfil",
    con_imagen: "Con imagen de perfil",
    sin_imagen: "Sin imagen de perfil",
  },
  insuranceNetwork: {
    todos: "Todas las aseguradoras",
    plan_seguro: "Plan Seguro",
    gnp: "GNP",
    metlife: "MetLife",
    axa: "AXA",
    allianz: "Allianz",
    mapfre: "MAPFRE",
    sin_aseguradora: "Sin aseguradora",
  },
  sortBy: {
    createdAt: "Fecha de creación",
    name: "Nombre",
    city: "Ciudad",
    specialty: "Especialidad",
    updatedAt: "Última actualización",
  },
} as const;

const OTHER_SOURCE_LABELS: Record<string, string> = {
  doctoralia: "Doctoralia",
  self_registration: "Registro propio",
  demo: "Demostración",
};

/**
 * Source badge: google-sheets (either spelling) is 'Doctoralia' and insurance_directory is
 * 'Aseguradora' (admin-side 2); the other known sources get their filter label, anything
 * else shows as stored.
 */
export function sourceBadgeLabel(dataSource: string): string {
  if (dataSource === "google_sheets") return "Doctoralia";
  return (
    (FILTER_LABELS.dataSource as Record<string, string>)[dataSource] ??
    OTHER_SOURCE_LABELS[dataSource] ??
    dataSource
  );
}

export const ADMIN_MESSAGES = {
  unauthorized: "No autorizado",
  invalidCredentials: "Credenciales inválidas",
  credentialsRequired: "El usuario y la contraseña son obligatorios",
  tooManyLogins:
    "Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.",
  loginOk: "Inicio de sesión exitoso",
  welcome: "Bienvenido al panel de administración",
  authError: "Error de autenticación",
  checking: "Verificando autenticación...",
  sessionEnded: "Tu sesión de administrador terminó. Inicia sesión de nuevo para continuar.",
  loggingIn: "Iniciando sesión...",
  empty: "No se encontraron médicos",
  providerNotFound: "Proveedor no encontrado",
  invalidFilter: "Parámetro de filtro no válido",
  invalidStatus: "Estado no válido",
  licenseRequired: "El número de cédula es obligatorio",
  licenseValidated: "Cédula profesional validada exitosamente",
  licenseFailed: "Error al validar la cédula profesional",
  licenseDataError: "Error al parsear datos de validación",
  socialLinksError: "Error al cargar redes sociales",
  statusUpdated: "Estado actualizado",
  statusFailed: "No se pudo actualizar el estado",
  saved: "Proveedor actualizado",
  saveFailed: "No se pudo guardar el proveedor",
  nothingToSave: "No hay cambios para guardar",
  licenseConflict:
    "Otro perfil ya tiene esta cédula. Revisa ambos perfiles; para validarla de todos modos marca la casilla y escribe una nota.",
  licenseNameMismatch:
    "El titular de la cédula en el registro no coincide con el nombre del perfil. Para validarla de todos modos marca la casilla y escribe una nota.",
  licenseNeedsValidation:
    "Esta cédula tiene un conflicto o un nombre que no coincide: valídala con 'Validar cédula', que pide una nota.",
  overrideNoteRequired:
    "Escribe una nota de al menos 10 caracteres que explique por qué validas la cédula de todos modos.",
} as const;

const text = (max: number) => z.string().trim().max(max).optional();

/**
 * The query schema of each filter of the providers list. Typed against DEFAULT_FILTERS below:
 * a filter added to one and not the other does not compile, so the panel's filter state and
 * the API's query are one type (admin-side 2).
 */
const providerFilterSchemas = {
  approvalStatus: z.enum(STATUS_FILTERS, { error: ADMIN_MESSAGES.invalidFilter }).optional(),
  dataSource: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, ADMIN_MESSAGES.invalidFilter)
    .optional(),
  search: text(200),
  phone: text(40),
  email: text(254),
  cedula: z.enum(CEDULA_FILTERS, { error: ADMIN_MESSAGES.invalidFilter }).optional(),
  licenseIssue: z.enum(LICENSE_ISSUE_FILTERS, { error: ADMIN_MESSAGES.invalidFilter }).optional(),
  city: text(120),
  specialty: text(120),
  socialMedia: z.enum(SOCIAL_MEDIA_FILTERS, { error: ADMIN_MESSAGES.invalidFilter }).optional(),
  website: z.enum(WEBSITE_FILTERS, { error: ADMIN_MESSAGES.invalidFilter }).optional(),
  premium: z.enum(PREMIUM_FILTERS, { error: ADMIN_MESSAGES.invalidFilter }).optional(),
  socialProfileImage: z
    .enum(PROFILE_IMAGE_FILTERS, { error: ADMIN_MESSAGES.invalidFilter })
    .optional(),
  insuranceNetwork: z.enum(INSURANCE_FILTERS, { error: ADMIN_MESSAGES.invalidFilter }).optional(),
} satisfies { [K in keyof AdminFilters]: z.ZodType<string | undefined> };

/** GET /api/admin/providers: every filter optional, and omitted at its 'all' value. */
export const adminProviderQuerySchema = z.object({
  ...providerFilterSchemas,
  sortBy: z.enum(SORT_FIELDS, { error: ADMIN_MESSAGES.invalidFilter }).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], { error: ADMIN_MESSAGES.invalidFilter }).default("desc"),
  limit: z.coerce
    .number({ error: ADMIN_MESSAGES.invalidFilter })
    .int(ADMIN_MESSAGES.invalidFilter)
    .min(1, ADMIN_MESSAGES.invalidFilter)
    .max(ADMIN_MAX_PAGE_SIZE, ADMIN_MESSAGES.invalidFilter)
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number({ error: ADMIN_MESSAGES.invalidFilter })
    .int(ADMIN_MESSAGES.invalidFilter)
    .min(0, ADMIN_MESSAGES.invalidFilter)
    .max(10_000_000, ADMIN_MESSAGES.invalidFilter)
    .default(0),
});
export type AdminProviderQuery = z.output<typeof adminProviderQuerySchema>;

/** The panel's filter state: every key at its 'all' value by default. */
export const DEFAULT_FILTERS = {
  search: "",
  cedula: "todas",
  licenseIssue: "todos",
  approvalStatus: "todos",
  city: "todas",
  specialty: "todas",
  dataSource: "todas",
  socialMedia: "todos",
  website: "todos",
  premium: "todos",
  socialProfileImage: "todos",
  phone: "",
  email: "",
  insuranceNetwork: "todos",
} as const;
export type AdminFilters = { [K in keyof typeof DEFAULT_FILTERS]: string };

/** Query string of the list call: a filter at its 'all' value (or empty) is left out. */
export function providerListParams(
  filters: AdminFilters,
  sort: { sortBy: SortField; sortOrder: "asc" | "desc" },
  page: number,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value.trim();
    if (trimmed === "" || trimmed === DEFAULT_FILTERS[key as keyof AdminFilters]) continue;
    params.set(key, trimmed);
  }
  params.set("sortBy", sort.sortBy);
  params.set("sortOrder", sort.sortOrder);
  params.set("limit", String(ADMIN_PAGE_SIZE));
  params.set("offset", String(offsetOf(page, ADMIN_PAGE_SIZE)));
  return params;
}

export function hasActiveFilters(filters: AdminFilters): boolean {
  return Object.entries(filters).some(
    ([key, value]) =>
      value.trim() !== "" && value.trim() !== DEFAULT_FILTERS[key as keyof AdminFilters],
  );
}

export const statusChangeSchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: ADMIN_MESSAGES.invalidStatus }),
  adminNotes: z.string().trim().max(2000).nullish(),
});

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), {
    message: "Usa una dirección completa que empiece con http:// o https://",
  });

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** PUT /api/admin/providers/{id}: only the fields sent change. */
export const adminProviderUpdateSchema = z
  .object({
    name: z.string().trim().min(2, "El nombre debe tener al menos 2 caracteres").max(200),
    email: z
      .union([z.literal(""), z.email("Email inválido").max(254)])
      .transform((value) => (value === "" ? null : value))
      .nullable(),
    phone: nullableText(40),
    /** The doctor's own mobile for the WhatsApp button: the dashboard's rule and message. */
    whatsapp: whatsappSchema.transform((digits) => digits || null).nullable(),
    specialty: z.string().trim().min(2, "Escribe la especialidad").max(120),
    city: z.string().trim().min(2, "Escribe la ciudad").max(120),
    state: nullableText(120),
    location: nullableText(500),
    price: z.number().int().min(0).max(1_000_000).nullable(),
    experience: z.number().int().min(0).max(80).nullable(),
    bio: nullableText(5000),
    schedule: nullableText(200),
    approvalStatus: z.enum(APPROVAL_STATUSES, { error: ADMIN_MESSAGES.invalidStatus }),
    adminNotes: nullableText(2000),
    licenseNumber: nullableText(20),
    licenseVerified: z.boolean(),
    emailVerified: z.boolean(),
    telemedicine: z.boolean(),
    bookingEnabled: z.boolean(),
    availableToday: z.boolean(),
    acceptsInsurance: z.boolean(),
    premium: z.boolean(),
    insuranceNetworks: z.array(z.string().trim().min(1).max(120)).max(40),
    socialLinks: z.object({
      facebook: optionalUrl.optional(),
      instagram: optionalUrl.optional(),
      twitter: optionalUrl.optional(),
      linkedin: optionalUrl.optional(),
      youtube: optionalUrl.optional(),
      website: optionalUrl.optional(),
    }),
    dataSourceName: nullableText(200),
    taxId: nullableText(20),
  })
  .partial()
  .strict();
export type AdminProviderUpdate = z.output<typeof adminProviderUpdateSchema>;
export type AdminProviderUpdateInput = z.input<typeof adminProviderUpdateSchema>;

export const OVERRIDE_NOTE_MIN = 10;

/**
 * 'Validar cédula' and 'Confirmar cédula': a conflict or a name mismatch is refused unless
 * the administrator overrides it with a written note (kept in the audit log).
 */
export const licenseOverrideSchema = z.object({
  override: z.boolean({ error: ADMIN_MESSAGES.overrideNoteRequired }).optional(),
  note: z.string({ error: ADMIN_MESSAGES.overrideNoteRequired }).trim().max(1000).optional(),
});
/** An override without a note of OVERRIDE_NOTE_MIN characters is refused, on the note field. */
export function requireOverrideNote<T extends z.ZodType<{ override?: boolean; note?: string }>>(
  schema: T,
) {
  return schema.refine(
    (input) => !input.override || (input.note ?? "").length >= OVERRIDE_NOTE_MIN,
    {
      message: ADMIN_MESSAGES.overrideNoteRequired,
      path: ["note"],
    },
  );
}

export const validateLicenseSchema = requireOverrideNote(
  licenseOverrideSchema.extend({
    licenseNumber: z
      .string({ error: ADMIN_MESSAGES.licenseRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.licenseRequired),
  }),
);
export type ValidateLicenseInput = z.output<typeof validateLicenseSchema>;

/** A stored JSON field: absent, readable, or unreadable (its section is then hidden). */
export type JsonSection<T> =
  { state: "empty" } | { state: "ok"; value: T } | { state: "unreadable" };

export interface AdminLicenseData {
  name: string | null;
  degree: string | null;
  institution: string | null;
  registrationYear: number | null;
  expeditionDate: string | null;
  source: string | null;
}

/** One row of the admin table (both views). */
export interface AdminProviderRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  specialty: string;
  city: string;
  state: string | null;
  location: string | null;
  price: number | null;
  experience: number | null;
  approvalStatus: ApprovalStatus;
  licenseNumber: string | null;
  licenseVerified: boolean;
  licenseIssue: LicenseIssue | null;
  /** The other listing of a 'conflict'. */
  licenseConflictProviderId: number | null;
  emailVerified: boolean;
  telemedicine: boolean;
  bookingEnabled: boolean;
  premium: boolean;
  externalRating: number | null;
  externalReviewCount: number | null;
  dataSource: string;
  dataSourceName: string | null;
  /** Resolved tiles (logo or initials); null when the stored list cannot be read. */
  insurers: InsurerTileData[] | null;
  createdAt: string;
  updatedAt: string;
}

/** The detail dialog: everything an administrator may see, JSON fields read safely. */
export interface AdminProviderDetail extends AdminProviderRow {
  userId: string | null;
  /** The mobile's 10 digits for the profile's WhatsApp button; null hides the button. */
  whatsapp: string | null;
  slug: string;
  bio: string | null;
  avatar: string | null;
  bannerImage: string | null;
  schedule: string | null;
  adminNotes: string | null;
  licenseValidatedAt: string | null;
  availableToday: boolean;
  acceptsInsurance: boolean;
  certifications: string[];
  socialProfileImage: string | null;
  externalDescription: string | null;
  externalId: string | null;
  externalUrl: string | null;
  externalReviewSource: string | null;
  externalReviewSummary: string | null;
  externalReviewsLastUpdated: string | null;
  taxId: string | null;
  publicPath: string | null;
  licenseValidation: JsonSection<AdminLicenseData>;
  /** Other listings that hold the same cédula (its digits, or an administrator's confirmation). */
  licenseHolders: AdminLicenseHolder[];
  offices: JsonSection<PublicOffice[]>;
  socialLinks: JsonSection<PublicSocialLinks>;
  insuranceNetworks: JsonSection<string[]>;
}

export interface AdminProviderList {
  providers: AdminProviderRow[];
  totalCount: number;
}

export interface AdminStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  needsReview: number;
}

export interface AdminFilterOptions {
  cities: string[];
  specialties: string[];
}

/** Another listing holding a cédula, side by side with the one being looked at. */
export interface AdminLicenseHolder {
  id: number;
  name: string;
  specialty: string;
  city: string;
  approvalStatus: ApprovalStatus;
  hasOwner: boolean;
  licenseNumber: string | null;
  licenseVerified: boolean;
  /** The public profile, for an approved listing. */
  publicPath: string | null;
  /** It carries the number, or an administrator confirmed the cédula for it. */
  via: "listing" | "admin-confirmation";
}

/** Who the registry says holds the cédula, against who the listing says it is. */
export interface LicenseComparison {
  registryName: string | null;
  listingName: string;
  namesMatch: boolean;
  /** Why the names do not match, in Spanish; empty when they do. */
  reasons: string[];
  /** Other listings with the same cédula (empty when there is no conflict). */
  holders: AdminLicenseHolder[];
}

/** License validation answer (admin-side 3): message and the provider as saved. */
export interface AdminLicenseValidationResult {
  isValid: boolean;
  status: "valid" | "invalid";
  message: string;
  source: string;
  provider: AdminProviderDetail;
  comparison: LicenseComparison | null;
  /** The administrator validated despite a conflict or mismatch, with a note. */
  overridden: boolean;
}

/** The 409 body of a refused validation: the message and what to compare. */
export interface LicenseRefusal {
  error: string;
  comparison: LicenseComparison;
}

export interface ProvidersOverTime {
  months: string[];
  byStatus: { key: ApprovalStatus; label: string; counts: number[] }[];
  bySource: { key: string; label: string; counts: number[] }[];
}
