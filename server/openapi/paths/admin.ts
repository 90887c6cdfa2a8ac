import { z } from "zod";
import {
  approvePendingChangeSchema,
  pendingChangesQuerySchema,
  rejectPendingChangeSchema,
} from "../../../common/admin/pending-changes.ts";
import {
  adminProviderQuerySchema,
  adminProviderUpdateSchema,
  licenseOverrideSchema,
  statusChangeSchema,
  validateLicenseSchema,
} from "../../../common/admin/providers.ts";
import type { AuditPage } from "../../../common/admin/audit.ts";
import {
  adminClaimQuerySchema,
  CLAIM_MESSAGES,
  claimDecisionSchema,
  claimRejectionSchema,
} from "../../../common/doctors/claims.ts";
import { LICENSE_REVIEW_MESSAGES } from "../../../common/doctors/license-review.ts";
import { claimStages } from "./doctors.ts";
import { reviewReportDecisionSchema } from "../../../common/reviews/reports.ts";
import { REVIEW_REPORT_DECISIONS } from "../../../common/reviews/reports.ts";
import {
  adminProviderDetailSchema,
  adminProviderRowShape,
  approvalStatusSchema,
  licenseHolderSchema,
  replySchema,
  reportReasonSchema,
  reviewStatusSchema,
} from "../schemas.ts";
import {
  errorSchema,
  errorWith,
  idParam,
  json,
  operation,
  shapeOf,
  type ApiOperation,
  type Returned,
} from "../shared.ts";

const SESSION = "Administración: sesión";
const PROVIDERS = "Administración: perfiles";
const MODERATION = "Administración: moderación";
const CLAIMS = "Administración: solicitudes";

const adminSchema = z.object({ id: z.number().int(), username: z.string() });
const withMessage = errorSchema.extend({ message: z.string() });
const providerPath = z.object({ id: idParam("Id del perfil.") });
const claimPath = z.object({ claimId: idParam("Id de la solicitud.") });
const int = () => z.number().int();

const comparisonSchema = z
  .object({
    registryName: z.string().nullable(),
    listingName: z.string(),
    namesMatch: z.boolean(),
    reasons: z.array(z.string()).meta({ description: "Por qué no coinciden los nombres." }),
    holders: z.array(licenseHolderSchema),
  })
  .meta({ id: "LicenseComparison" });

const licenseResultSchema = shapeOf<Returned<"admin", "validateLicense">>()(
  z
    .object({
      isValid: z.boolean(),
      status: z.enum(["valid", "invalid"]),
      message: z.string(),
      source: z.string(),
      provider: adminProviderDetailSchema,
      comparison: comparisonSchema.nullable(),
      overridden: z.boolean().meta({ description: "Se validó pese al conflicto, con nota." }),
    })
    .meta({ id: "AdminLicenseValidation" }),
);
const licenseRefused = errorWith(
  "Otra ficha tiene la cédula o el nombre no coincide: hace falta `override` con una nota.",
  errorSchema.extend({ comparison: comparisonSchema }),
);

const pendingChangeSchema = z
  .object({
    id: int(),
    providerId: int(),
    providerName: z.string(),
    approvalStatus: approvalStatusSchema,
    publicPath: z.string().nullable(),
    status: z.enum(["pending", "approved", "rejected", "withdrawn"]),
    fields: z.array(
      z.object({
        field: z.enum(["name", "specialty", "licenseNumber"]),
        label: z.string(),
        before: z.string().nullable(),
        after: z.string().nullable(),
      }),
    ),
    requestedBy: z.object({ email: z.string(), name: z.string() }).nullable(),
    registryName: z.string().nullable(),
    requestedNameMatchesRegistry: z.boolean().nullable(),
    adminNote: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PendingChange", description: "Un cambio de identidad de un perfil verificado." });
const pendingDecisionSchema = shapeOf<Returned<"admin", "approvePendingChange">>()(
  z.object({ message: z.string(), change: pendingChangeSchema }),
);

const confirmLicenseBody = licenseOverrideSchema.extend({
  licenseNumber: z.string().min(1),
  name: z.string().optional(),
  degree: z.string().optional(),
  institution: z.string().optional(),
  registrationYear: z.union([z.number(), z.string()]).optional(),
  expeditionDate: z.string().max(40).optional(),
});

/** The administrators' panel (admin-side 7): its own session cookie, separate from accounts'. */
export const adminOperations: ApiOperation[] = [
  operation("post", "/api/admin/login", {
    summary: "Iniciar sesión de administrador",
    tags: [SESSION],
    body: z.object({ username: z.string().min(1).max(100), password: z.string().min(1).max(200) }),
    errors: [429],
    responses: {
      200: json(
        "Sesión abierta (cookie de administrador).",
        z.object({ success: z.literal(true), message: z.string(), user: adminSchema }),
      ),
      400: errorWith("Falta usuario o contraseña; `message` lo repite.", withMessage),
      401: errorWith("Credenciales incorrectas; `message` lo repite.", withMessage),
    },
  }),
  operation("get", "/api/admin/session", {
    summary: "La sesión de administrador",
    tags: [SESSION],
    auth: "administrador",
    errors: [401],
    responses: {
      200: json("Con sesión.", z.object({ authenticated: z.literal(true), user: adminSchema })),
    },
  }),
  operation("post", "/api/admin/logout", {
    summary: "Cerrar la sesión de administrador",
    tags: [SESSION],
    auth: "administrador",
    errors: [401],
    responses: { 200: json("Sesión cerrada.", z.object({ success: z.literal(true) })) },
  }),
  operation("get", "/api/admin/providers", {
    summary: "Perfiles, con filtros y orden",
    description: "Cada filtro se omite en su valor 'todos'.",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { query: adminProviderQuerySchema },
    errors: [400, 401],
    responses: {
      200: json(
        "Una página y el total.",
        shapeOf<Returned<"admin", "listProviders">>()(
          z.object({
            providers: z.array(z.object(adminProviderRowShape).meta({ id: "AdminProviderRow" })),
            totalCount: int(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/providers/stats", {
    summary: "Perfiles por estado",
    tags: [PROVIDERS],
    auth: "administrador",
    errors: [401],
    responses: {
      200: json(
        "Los totales.",
        shapeOf<Returned<"admin", "stats">>()(
          z.object({
            total: int(),
            pending: int(),
            approved: int(),
            rejected: int(),
            needsReview: int(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/providers/filter-options", {
    summary: "Ciudades y especialidades presentes",
    tags: [PROVIDERS],
    auth: "administrador",
    errors: [401],
    responses: {
      200: json(
        "Para los filtros del panel.",
        z.object({ cities: z.array(z.string()), specialties: z.array(z.string()) }),
      ),
    },
  }),
  operation("get", "/api/admin/providers/chart", {
    summary: "Altas de perfiles por mes",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { query: z.object({ months: z.coerce.number().int().min(1).max(60).default(12) }) },
    errors: [400, 401],
    responses: {
      200: json(
        "Una serie por estado y otra por fuente.",
        shapeOf<Returned<"admin", "providersOverTime">>()(
          z.object({
            months: z.array(z.string()),
            byStatus: z.array(
              z.object({ key: approvalStatusSchema, label: z.string(), counts: z.array(int()) }),
            ),
            bySource: z.array(
              z.object({ key: z.string(), label: z.string(), counts: z.array(int()) }),
            ),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/providers/{id}", {
    summary: "Un perfil, completo",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { path: providerPath },
    errors: [401, 404],
    responses: { 200: json("El perfil.", adminProviderDetailSchema) },
  }),
  operation("put", "/api/admin/providers/{id}/status", {
    summary: "Aprobar, rechazar o devolver un perfil",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { path: providerPath },
    body: statusChangeSchema,
    errors: [401, 404],
    responses: { 200: json("El perfil guardado.", adminProviderDetailSchema) },
  }),
  operation("put", "/api/admin/providers/{id}", {
    summary: "Editar un perfil",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { path: providerPath },
    body: adminProviderUpdateSchema,
    errors: [401, 404, 409],
    responses: { 200: json("El perfil guardado.", adminProviderDetailSchema) },
  }),
  operation("post", "/api/admin/providers/{id}/validate-license", {
    summary: "Validar la cédula de un perfil con el registro",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { path: providerPath },
    body: validateLicenseSchema,
    errors: [401, 404, 503],
    responses: {
      200: json("Resultado y perfil guardado.", licenseResultSchema),
      409: licenseRefused,
    },
  }),
  operation("post", "/api/admin/providers/{id}/confirm-license", {
    summary: "Confirmar a mano una cédula que el registro no muestra",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { path: providerPath },
    body: confirmLicenseBody,
    errors: [401, 404],
    responses: {
      200: json("Resultado y perfil guardado.", licenseResultSchema),
      409: licenseRefused,
    },
  }),
  operation("get", "/api/admin/pending-changes", {
    summary: "Cambios de identidad por revisar",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { query: pendingChangesQuerySchema },
    errors: [400, 401],
    responses: {
      200: json(
        "Una página y el total.",
        shapeOf<Returned<"admin", "listPendingChanges">>()(
          z.object({ changes: z.array(pendingChangeSchema), totalCount: int() }),
        ),
      ),
    },
  }),
  operation("post", "/api/admin/pending-changes/{id}/approve", {
    summary: "Aprobar un cambio de identidad",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { path: z.object({ id: idParam("Id del cambio.") }) },
    body: approvePendingChangeSchema,
    errors: [401, 404, 409],
    responses: { 200: json("Aplicado.", pendingDecisionSchema) },
  }),
  operation("post", "/api/admin/pending-changes/{id}/reject", {
    summary: "Rechazar un cambio de identidad",
    tags: [PROVIDERS],
    auth: "administrador",
    params: { path: z.object({ id: idParam("Id del cambio.") }) },
    body: rejectPendingChangeSchema,
    errors: [401, 404, 409],
    responses: { 200: json("Rechazado; se avisa al médico.", pendingDecisionSchema) },
  }),
  operation("get", "/api/admin/reviews", {
    summary: "Reseñas, ocultas incluidas, con su historial",
    tags: [MODERATION],
    auth: "administrador",
    params: { query: z.object({ status: reviewStatusSchema.optional() }) },
    errors: [400, 401],
    responses: {
      200: json(
        "Las reseñas.",
        shapeOf<Returned<"admin", "listReviews">>()(
          z.array(
            z.object({
              id: int(),
              rating: int(),
              comment: z.string(),
              createdAt: z.string(),
              approvalStatus: reviewStatusSchema,
              author: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
              provider: z.object({ id: int(), name: z.string() }),
              reply: replySchema.nullable(),
              history: z.array(
                z.object({
                  action: z.enum(["status", "reply", "reply_removed"]),
                  fromStatus: z.string().nullable(),
                  toStatus: z.string(),
                  actorType: z.enum(["doctor", "admin", "system", "patient"]),
                  actorId: z.string().nullable(),
                  notes: z.string().nullable(),
                  createdAt: z.string(),
                }),
              ),
            }),
          ),
        ),
      ),
    },
  }),
  operation("put", "/api/admin/reviews/{id}/restore", {
    summary: "Volver a publicar una reseña oculta",
    tags: [MODERATION],
    auth: "administrador",
    params: { path: z.object({ id: idParam("Id de la reseña.") }) },
    body: z.object({ notes: z.string().min(1).max(500) }),
    errors: [401, 404, 409],
    responses: {
      200: json(
        "Publicada.",
        shapeOf<Returned<"admin", "restoreReview">>()(
          z.object({ id: int(), approvalStatus: z.literal("approved") }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/review-reports", {
    summary: "Reportes de reseñas",
    tags: [MODERATION],
    auth: "administrador",
    params: {
      query: z.object({ status: z.enum(["open", ...REVIEW_REPORT_DECISIONS]).default("open") }),
    },
    errors: [400, 401],
    responses: {
      200: json(
        "Los reportes, con la reseña.",
        shapeOf<Returned<"reviews", "listReports">>()(
          z.array(
            z.object({
              id: int(),
              reason: reportReasonSchema,
              details: z.string().nullable(),
              status: z.enum(["open", ...REVIEW_REPORT_DECISIONS]),
              adminNote: z.string().nullable(),
              createdAt: z.string(),
              decidedAt: z.string().nullable(),
              review: z.object({
                id: int(),
                rating: int(),
                comment: z.string(),
                createdAt: z.string(),
                approvalStatus: reviewStatusSchema,
                authorFirstName: z.string(),
              }),
              provider: z.object({ id: int(), name: z.string() }),
            }),
          ),
        ),
      ),
    },
  }),
  operation("put", "/api/admin/review-reports/{id}/decision", {
    summary: "Decidir un reporte",
    description: "`upheld` retira la reseña; `dismissed` la deja publicada.",
    tags: [MODERATION],
    auth: "administrador",
    params: { path: z.object({ id: idParam("Id del reporte.") }) },
    body: reviewReportDecisionSchema,
    errors: [401, 404, 409],
    responses: {
      200: json(
        "Decidido.",
        shapeOf<Returned<"reviews", "decideReport">>()(
          z.object({
            id: int(),
            status: z.enum(REVIEW_REPORT_DECISIONS),
            reviewId: int(),
            approvalStatus: reviewStatusSchema,
            decidedAt: z.string(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/audit", {
    summary: "Registro de auditoría",
    tags: [MODERATION],
    auth: "administrador",
    params: {
      query: z.object({
        entityType: z.string().max(40).optional(),
        entityId: z.string().max(40).optional(),
        limit: z.coerce.number().int().min(1).max(200).default(50),
        offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
      }),
    },
    errors: [400, 401],
    responses: {
      200: json(
        "Quién hizo qué y cuándo, con el antes y el después.",
        shapeOf<AuditPage>()(
          z.object({
            entries: z.array(
              z.object({
                id: int(),
                action: z.string(),
                entityType: z.string(),
                entityId: z.string().nullable(),
                actor: z.object({
                  type: z.string(),
                  id: z.string().nullable(),
                  username: z.string().nullable(),
                }),
                before: z.unknown(),
                after: z.unknown(),
                notes: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
            totalCount: int(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/claims", {
    summary: "Solicitudes: reclamos y registros con cédula sin confirmar",
    tags: [CLAIMS],
    description:
      "Una página de 20 solicitudes y cuántas coinciden con los filtros: pendientes (por omisión), aprobadas, rechazadas o todas; de un perfil o con un texto del nombre del perfil o del correo del solicitante; las más recientes o las más antiguas primero.",
    auth: "administrador",
    params: { query: adminClaimQuerySchema },
    errors: [400, 401],
    responses: {
      200: json(
        "Una página de solicitudes, con lo que dijo el registro y los documentos.",
        shapeOf<Returned<"claimReviews", "list">>()(
          z.object({
            claims: z.array(
              z.object({
                id: int(),
                kind: z.enum(["claim", "registration"]),
                status: z.enum(claimStages),
                channel: z.enum(["sms", "email", "evidence", "registration"]),
                createdAt: z.string(),
                decidedAt: z.string().nullable(),
                adminNote: z.string().nullable(),
                claimant: z.object({
                  firstName: z.string(),
                  lastName: z.string(),
                  email: z.string(),
                  enteredPhone: z.string(),
                  enteredLicense: z.string().nullable(),
                }),
                listing: z.object({
                  id: int(),
                  name: z.string(),
                  profilePath: z.string(),
                  specialty: z.string(),
                  city: z.string(),
                  phone: z.string().nullable(),
                  email: z.string().nullable(),
                  licenseNumber: z.string().nullable(),
                  licenseVerified: z.boolean(),
                  claimed: z.boolean(),
                }),
                registry: z
                  .object({
                    status: z.string(),
                    source: z.string().optional(),
                    licenseNumber: z.string().optional(),
                    name: z.string().nullable().optional(),
                    degree: z.string().nullable().optional(),
                    institution: z.string().nullable().optional(),
                    message: z.string(),
                  })
                  .nullable(),
                evidence: z.array(
                  z.object({
                    index: int(),
                    label: z.enum(["cedula", "identificacion"]),
                    contentType: z.string(),
                    size: int(),
                  }),
                ),
              }),
            ),
            totalCount: int(),
            page: int(),
            pageSize: int(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/claims/{claimId}/evidence/{index}", {
    summary: "Un documento de una solicitud",
    description: "Se muestra en línea, sin caché y aislado (sandbox).",
    tags: [CLAIMS],
    auth: "administrador",
    params: {
      path: claimPath.extend({ index: z.coerce.number().int().min(0).max(9) }),
    },
    errors: [400, 401, 404],
    responses: {
      200: {
        description: "El archivo tal como se subió.",
        content: Object.fromEntries(
          ["image/png", "image/jpeg", "application/pdf"].map((type) => [
            type,
            { schema: z.string().meta({ format: "binary" }) },
          ]),
        ),
      },
    },
  }),
  operation("post", "/api/admin/claims/{claimId}/approve", {
    summary:
      "Aprobar una solicitud: el perfil pasa a la cuenta, o un registro se publica verificado",
    tags: [CLAIMS],
    auth: "administrador",
    params: { path: claimPath },
    body: claimDecisionSchema,
    errors: [401, 404, 409],
    responses: {
      200: json(
        "Aprobada.",
        shapeOf<Returned<"claimReviews", "approve">>()(
          z.union([
            z.object({ success: z.literal(true), message: z.literal(CLAIM_MESSAGES.approved) }),
            z.object({
              success: z.literal(true),
              message: z.literal(LICENSE_REVIEW_MESSAGES.approvedByAdmin),
            }),
          ]),
        ),
      ),
    },
  }),
  operation("post", "/api/admin/claims/{claimId}/reject", {
    summary: "Rechazar una solicitud",
    tags: [CLAIMS],
    auth: "administrador",
    params: { path: claimPath },
    body: claimRejectionSchema,
    errors: [401, 404, 409],
    responses: {
      200: json(
        "Rechazada.",
        shapeOf<Returned<"claimReviews", "reject">>()(
          z.union([
            z.object({
              success: z.literal(true),
              message: z.literal(CLAIM_MESSAGES.rejectedByAdmin),
            }),
            z.object({
              success: z.literal(true),
              message: z.literal(LICENSE_REVIEW_MESSAGES.rejectedByAdmin),
            }),
          ]),
        ),
      ),
    },
  }),
];
