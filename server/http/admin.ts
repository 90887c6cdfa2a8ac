import type { Router } from "express";
import { z } from "zod";
import type { AuditPage } from "../../common/admin/audit.ts";
import {
  approvePendingChangeSchema,
  PENDING_CHANGE_MESSAGES,
  pendingChangesQuerySchema,
  rejectPendingChangeSchema,
} from "../../common/admin/pending-changes.ts";
import {
  ADMIN_MESSAGES as M,
  adminProviderQuerySchema,
  adminProviderUpdateSchema,
  statusChangeSchema,
  validateLicenseSchema,
} from "../../common/admin/providers.ts";
import {
  adminLoginSchema,
  adminProviderIdSchema as idSchema,
  adminReviewQuerySchema,
  adminReviewReportQuerySchema,
  auditQuerySchema,
  confirmLicenseSchema,
  providersChartQuerySchema,
  reviewRestoreSchema,
} from "../../common/admin/requests.ts";
import { AppError, badRequest } from "../../common/errors.ts";
import { reviewReportIdSchema } from "../../common/reviews/ids.ts";
import {
  REVIEW_REPORT_DECISIONS,
  reviewReportDecisionSchema,
} from "../../common/reviews/reports.ts";
import {
  adminProviderDetailSchema,
  adminProviderRowShape,
  approvalStatusSchema,
  licenseHolderSchema,
  replySchema,
  reportReasonSchema,
  reviewStatusSchema,
} from "../openapi/schemas.ts";
import { errorSchema, errorWith, json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import {
  adminCookieSecure,
  clearAdminCookie,
  readAdminToken,
  requireAdmin,
  setAdminCookie,
} from "./admin-auth.ts";
import { RATE_LIMITS } from "./rate-limits.ts";
import { defineRoute, routerOf } from "./route.ts";

/**
 * The /admin/login page's form posts to its React Router action ("/admin/login" without
 * JavaScript, "/admin/login.data" with it): limited per connection like the API login.
 */
export function adminLoginPageLimiter() {
  return RATE_LIMITS.adminLogin();
}

const SESSION = "Administración: sesión";
const PROVIDERS = "Administración: perfiles";
const MODERATION = "Administración: moderación";

const int = () => z.number().int();
const adminSchema = z.object({ id: int(), username: z.string() });
const withMessage = errorSchema.extend({ message: z.string() });

// A malformed id names no listing (or change): 404 with the area's message, as an unknown one.
const providerPath = z.object({ id: idSchema.meta({ description: "Id del perfil." }) });
const pendingChangePath = z.object({ id: idSchema.meta({ description: "Id del cambio." }) });
// These two answer a malformed id with the schema's 400, as they always did.
const reviewPath = z.object({ id: idSchema.meta({ description: "Id de la reseña." }) });
const reportPath = z.object({ id: reviewReportIdSchema.meta({ description: "Id del reporte." }) });

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

/**
 * /api/admin/*: the administrators' session (admin-side 7), the provider panel and review
 * moderation. Everything but login is for an administrator session; patients' and doctors'
 * sessions are another cookie and count for nothing here.
 */
export const adminRoutes = [
  defineRoute({
    method: "post",
    path: "/admin/login",
    summary: "Iniciar sesión de administrador",
    tags: [SESSION],
    access: "public",
    // A ceiling per connection in front; the rules that matter (an address that keeps failing
    // is blocked, an account that keeps failing is slowed) live in the admin accounts service.
    rateLimit: { perConnection: "adminLogin" },
    // Read here: both refusals repeat their message in `message`, which the registrar's 400
    // would not.
    unparsed: { body: adminLoginSchema },
    responses: {
      200: json(
        "Sesión abierta (cookie de administrador).",
        z.object({ success: z.literal(true), message: z.string(), user: adminSchema }),
      ),
      400: errorWith("Falta usuario o contraseña; `message` lo repite.", withMessage),
      401: errorWith("Credenciales incorrectas; `message` lo repite.", withMessage),
    },
    handler: async ({ services, req, res }) => {
      const parsed = adminLoginSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? M.credentialsRequired;
        throw badRequest(message, { message });
      }
      try {
        const { username, password } = parsed.data;
        const session = await services.adminAccounts.login(username, password, { ip: req.ip });
        setAdminCookie(res, session.token, session.expiresAt, adminCookieSecure(req, services));
        await services.admin.recordSession(session.admin, "admin.login");
        return { success: true, message: M.loginOk, user: session.admin };
      } catch (error) {
        // The spec's client shows `message` on failure.
        if (error instanceof AppError && error.code === "unauthorized") {
          throw new AppError("unauthorized", M.invalidCredentials, {
            message: M.invalidCredentials,
          });
        }
        throw error;
      }
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/session",
    summary: "La sesión de administrador",
    tags: [SESSION],
    access: "admin",
    responses: {
      200: json("Con sesión.", z.object({ authenticated: z.literal(true), user: adminSchema })),
    },
    handler: ({ admin }) => ({ authenticated: true, user: admin }),
  }),
  defineRoute({
    method: "post",
    path: "/admin/logout",
    summary: "Cerrar la sesión de administrador",
    tags: [SESSION],
    access: "admin",
    responses: { 200: json("Sesión cerrada.", z.object({ success: z.literal(true) })) },
    handler: async ({ services, admin, req, res }) => {
      await services.adminAccounts.logout(readAdminToken(req));
      await services.admin.recordSession(admin, "admin.logout");
      clearAdminCookie(res, adminCookieSecure(req, services));
      return { success: true };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/providers",
    summary: "Perfiles, con filtros y orden",
    description: "Cada filtro se omite en su valor 'todos'.",
    tags: [PROVIDERS],
    access: "admin",
    query: adminProviderQuerySchema,
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
    handler: ({ services, query }) => services.admin.listProviders(query),
  }),
  defineRoute({
    method: "get",
    path: "/admin/providers/stats",
    summary: "Perfiles por estado",
    tags: [PROVIDERS],
    access: "admin",
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
    handler: ({ services }) => services.admin.stats(),
  }),
  defineRoute({
    method: "get",
    path: "/admin/providers/filter-options",
    summary: "Ciudades y especialidades presentes",
    tags: [PROVIDERS],
    access: "admin",
    responses: {
      200: json(
        "Para los filtros del panel.",
        z.object({ cities: z.array(z.string()), specialties: z.array(z.string()) }),
      ),
    },
    handler: ({ services }) => services.admin.filterOptions(),
  }),
  defineRoute({
    method: "get",
    path: "/admin/providers/chart",
    summary: "Altas de perfiles por mes",
    tags: [PROVIDERS],
    access: "admin",
    query: providersChartQuerySchema,
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
    handler: ({ services, query }) => services.admin.providersOverTime(query.months),
  }),
  defineRoute({
    method: "get",
    path: "/admin/providers/:id",
    summary: "Un perfil, completo",
    tags: [PROVIDERS],
    access: "admin",
    params: providerPath,
    paramsNotFound: M.providerNotFound,
    responses: { 200: json("El perfil.", adminProviderDetailSchema) },
    handler: ({ services, params }) => services.admin.getProvider(params.id),
  }),
  defineRoute({
    method: "put",
    path: "/admin/providers/:id/status",
    summary: "Aprobar, rechazar o devolver un perfil",
    tags: [PROVIDERS],
    access: "admin",
    params: providerPath,
    paramsNotFound: M.providerNotFound,
    body: statusChangeSchema,
    responses: { 200: json("El perfil guardado.", adminProviderDetailSchema) },
    handler: ({ services, params, body, admin }) =>
      services.admin.setStatus(params.id, body, admin),
  }),
  defineRoute({
    method: "put",
    path: "/admin/providers/:id",
    summary: "Editar un perfil",
    tags: [PROVIDERS],
    access: "admin",
    params: providerPath,
    paramsNotFound: M.providerNotFound,
    body: adminProviderUpdateSchema,
    errors: [409],
    responses: { 200: json("El perfil guardado.", adminProviderDetailSchema) },
    handler: ({ services, params, body, admin }) =>
      services.admin.updateProvider(params.id, body, admin),
  }),
  defineRoute({
    method: "post",
    path: "/admin/providers/:id/validate-license",
    summary: "Validar la cédula de un perfil con el registro",
    tags: [PROVIDERS],
    access: "admin",
    params: providerPath,
    paramsNotFound: M.providerNotFound,
    body: validateLicenseSchema,
    errors: [503],
    responses: {
      200: json("Resultado y perfil guardado.", licenseResultSchema),
      409: licenseRefused,
    },
    handler: ({ services, params, body, admin }) =>
      services.admin.validateLicense(params.id, body, admin),
  }),
  defineRoute({
    method: "post",
    path: "/admin/providers/:id/confirm-license",
    summary: "Confirmar a mano una cédula que el registro no muestra",
    tags: [PROVIDERS],
    access: "admin",
    params: providerPath,
    paramsNotFound: M.providerNotFound,
    body: confirmLicenseSchema,
    responses: {
      200: json("Resultado y perfil guardado.", licenseResultSchema),
      409: licenseRefused,
    },
    handler: ({ services, params, body, admin }) =>
      services.admin.confirmLicense(
        params.id,
        {
          licenseNumber: body.licenseNumber,
          data: {
            // Missing ones are refused by the licenses service with its own message.
            name: body.name ?? "",
            degree: body.degree ?? "",
            institution: body.institution ?? "",
            registrationYear: body.registrationYear ?? null,
            ...(body.expeditionDate ? { expeditionDate: body.expeditionDate } : {}),
          },
          override: body.override,
          note: body.note,
        },
        admin,
      ),
  }),
  defineRoute({
    method: "get",
    path: "/admin/pending-changes",
    summary: "Cambios de identidad por revisar",
    tags: [PROVIDERS],
    access: "admin",
    query: pendingChangesQuerySchema,
    responses: {
      200: json(
        "Una página y el total.",
        shapeOf<Returned<"admin", "listPendingChanges">>()(
          z.object({ changes: z.array(pendingChangeSchema), totalCount: int() }),
        ),
      ),
    },
    handler: ({ services, query }) => services.admin.listPendingChanges(query),
  }),
  defineRoute({
    method: "post",
    path: "/admin/pending-changes/:id/approve",
    summary: "Aprobar un cambio de identidad",
    tags: [PROVIDERS],
    access: "admin",
    params: pendingChangePath,
    paramsNotFound: PENDING_CHANGE_MESSAGES.notFound,
    body: approvePendingChangeSchema,
    errors: [409],
    responses: { 200: json("Aplicado.", pendingDecisionSchema) },
    handler: ({ services, params, body, admin }) =>
      services.admin.approvePendingChange(params.id, body, admin),
  }),
  defineRoute({
    method: "post",
    path: "/admin/pending-changes/:id/reject",
    summary: "Rechazar un cambio de identidad",
    tags: [PROVIDERS],
    access: "admin",
    params: pendingChangePath,
    paramsNotFound: PENDING_CHANGE_MESSAGES.notFound,
    body: rejectPendingChangeSchema,
    errors: [409],
    responses: { 200: json("Rechazado; se avisa al médico.", pendingDecisionSchema) },
    handler: ({ services, params, body, admin }) =>
      services.admin.rejectPendingChange(params.id, body, admin),
  }),
  defineRoute({
    method: "get",
    path: "/admin/reviews",
    summary: "Reseñas, ocultas incluidas, con su historial",
    tags: [MODERATION],
    access: "admin",
    query: adminReviewQuerySchema,
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
    handler: ({ services, query }) => services.admin.listReviews(query.status),
  }),
  defineRoute({
    method: "put",
    path: "/admin/reviews/:id/restore",
    summary: "Volver a publicar una reseña oculta",
    tags: [MODERATION],
    access: "admin",
    params: reviewPath,
    body: reviewRestoreSchema,
    errors: [404, 409],
    responses: {
      200: json(
        "Publicada.",
        shapeOf<Returned<"admin", "restoreReview">>()(
          z.object({ id: int(), approvalStatus: z.literal("approved") }),
        ),
      ),
    },
    handler: ({ services, params, body, admin }) =>
      services.admin.restoreReview(params.id, body.notes, admin),
  }),
  // Owners' reports: the review stays public until an administrator decides here.
  defineRoute({
    method: "get",
    path: "/admin/review-reports",
    summary: "Reportes de reseñas",
    tags: [MODERATION],
    access: "admin",
    query: adminReviewReportQuerySchema,
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
    handler: ({ services, query }) => services.reviews.listReports(query.status),
  }),
  defineRoute({
    method: "put",
    path: "/admin/review-reports/:id/decision",
    summary: "Decidir un reporte",
    description: "`upheld` retira la reseña; `dismissed` la deja publicada.",
    tags: [MODERATION],
    access: "admin",
    params: reportPath,
    body: reviewReportDecisionSchema,
    errors: [404, 409],
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
    handler: ({ services, params, body, admin }) =>
      services.reviews.decideReport(params.id, body, admin.id),
  }),
  defineRoute({
    method: "get",
    path: "/admin/audit",
    summary: "Registro de auditoría",
    tags: [MODERATION],
    access: "admin",
    query: auditQuerySchema,
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
    handler: ({ services, query }) => services.admin.auditLog(query),
  }),
];

/**
 * The declared routes, then a guard for every other /api/admin/* path, known or not: without
 * an administrator session it answers 401 (the claims' admin routes, mounted later, too).
 */
export function adminRouter(services: Services): Router {
  const router = routerOf(adminRoutes, services);
  router.use("/admin", requireAdmin(services));
  return router;
}
