import { z } from "zod";
import {
  adminClaimQuerySchema,
  claimAccessSchema,
  claimCodeSchema,
  claimDecisionSchema,
  claimRejectionSchema,
  claimResendSchema,
  CLAIM_MESSAGES,
} from "../../common/doctors/claims.ts";
import {
  claimFieldIssues,
  claimIdSchema,
  evidenceIndexSchema,
  parseClaim,
  verifyPhoneSchema,
} from "../../common/doctors/claim-requests.ts";
import { LICENSE_REVIEW_MESSAGES } from "../../common/doctors/license-review.ts";
import { claimSchema } from "../../common/doctors/schemas.ts";
import { CLAIM_STATUSES } from "../db/schema/verification.ts";
import { badRequest } from "../../common/errors.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { evidenceDocumentsSchema, readEvidenceDocuments } from "./evidence-upload.ts";
import { defineRoute, routerOf, type RouteRateLimit } from "./route.ts";

const TAGS = ["Registro y reclamo de médicos"];
const REVIEW_TAGS = ["Administración: solicitudes"];
/** One budget for every step that names a request: its status, the code, another code, documents. */
const CODE_LIMIT: RouteRateLimit = { perConnection: "claimCode" };
/** The claims' wording of zod's own issues, field by field. */
const FIELD_WORDING = { issues: claimFieldIssues };

const claimProgressShape = {
  claimId: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  channel: z.enum(["sms", "email", "evidence"]),
  destination: z.string().nullable().meta({ description: "Teléfono o correo enmascarado." }),
  message: z.string(),
  adminNote: z.string().nullable().optional(),
};

const claimChannelsShape = {
  channels: z
    .object({ sms: z.string().nullable(), email: z.string().nullable() })
    .optional()
    .meta({ description: "Por dónde se puede recibir otro código (enmascarado)." }),
};

const claimProgressSchema = shapeOf<Returned<"claims", "progress">>()(
  z
    .object({ ...claimProgressShape, ...claimChannelsShape })
    .meta({ id: "ClaimProgress", description: "Dónde está una solicitud de reclamo." }),
);

const claimPath = z.object({ claimId: claimIdSchema.meta({ description: "Id de la solicitud." }) });
const int = () => z.number().int();

const adminClaimSchema = z.object({
  id: int(),
  kind: z.enum(["claim", "registration"]),
  status: z.enum(CLAIM_STATUSES),
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
});

/** A decision's answer: its wording for a claim, or for a registration's cédula. */
const decided = <Claim extends string, Registration extends string>(
  claim: Claim,
  registration: Registration,
) =>
  z.union([
    z.object({ success: z.literal(true), message: z.literal(claim) }),
    z.object({ success: z.literal(true), message: z.literal(registration) }),
  ]);

/**
 * Spec section 7: POST /api/providers/claim (which now opens a request), the page's phone
 * step, the code and document steps, and the administrators' 'Solicitudes'. The secret that
 * continues a request travels in a header (GET) or the body, never in a URL that logs keep.
 */
export const claimRoutes = [
  defineRoute({
    method: "post",
    path: "/providers/claim/verify-phone",
    summary: "¿Es este el teléfono del perfil?",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "claimVerifyPhone" },
    body: verifyPhoneSchema,
    refusal: FIELD_WORDING,
    responses: { 200: json("Si coincide.", z.object({ matches: z.boolean() })) },
    handler: ({ services, body }) => services.claims.verifyPhone(body.providerId, body.phone),
  }),
  defineRoute({
    method: "post",
    path: "/providers/claim",
    summary: "Solicitar un perfil existente",
    description:
      "Abre una solicitud; el perfil cambia de manos sólo con una prueba (código por SMS o correo, o documentos que revisa un administrador). `claimToken` es el secreto que continúa la solicitud.",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "claim" },
    // Read by parseClaim: the listing's id on its own first, then the rest with the claims'
    // field wording.
    unparsed: { body: claimSchema },
    errors: [404, 409],
    responses: {
      202: json(
        "Solicitud abierta.",
        shapeOf<Returned<"claims", "start">>()(
          z.object({
            ...claimProgressShape,
            ...claimChannelsShape,
            success: z.literal(true),
            claimToken: z.string(),
          }),
        ),
      ),
    },
    handler: ({ services, req }) => services.claims.start(parseClaim(req.body), { ip: req.ip }),
  }),
  defineRoute({
    method: "get",
    path: "/providers/claim/:claimId",
    summary: "Estado de una solicitud de reclamo",
    tags: TAGS,
    access: "claim",
    rateLimit: CODE_LIMIT,
    params: claimPath,
    errors: [404],
    responses: { 200: json("La solicitud.", claimProgressSchema) },
    handler: ({ services, params, req, res }) => {
      const { claimToken } = claimAccessSchema.parse(
        { claimToken: req.get("x-claim-token") },
        claimFieldIssues,
      );
      res.set("Cache-Control", "private, no-store");
      return services.claims.progress(params.claimId, claimToken);
    },
  }),
  defineRoute({
    method: "post",
    path: "/providers/claim/:claimId/code",
    summary: "Confirmar el código recibido",
    tags: TAGS,
    access: "public",
    rateLimit: CODE_LIMIT,
    params: claimPath,
    body: claimCodeSchema,
    refusal: FIELD_WORDING,
    errors: [404, 409],
    responses: {
      200: json(
        "Perfil reclamado.",
        shapeOf<Returned<"claims", "verifyCode">>()(
          z.object({
            success: z.literal(true),
            message: z.literal("¡Perfil reclamado con éxito!"),
          }),
        ),
      ),
    },
    handler: ({ services, params, body }) => services.claims.verifyCode(params.claimId, body),
  }),
  defineRoute({
    method: "post",
    path: "/providers/claim/:claimId/resend",
    summary: "Enviar otro código",
    tags: TAGS,
    access: "public",
    rateLimit: CODE_LIMIT,
    params: claimPath,
    body: claimResendSchema,
    refusal: FIELD_WORDING,
    errors: [404, 409],
    responses: { 200: json("Código enviado.", claimProgressSchema) },
    handler: ({ services, params, body }) => services.claims.resend(params.claimId, body),
  }),
  defineRoute({
    method: "post",
    path: "/providers/claim/:claimId/evidence",
    summary: "Enviar cédula e identificación",
    description:
      "Multipart: `claimToken` y los archivos `cedula` e `identificacion` (imagen o PDF).",
    tags: TAGS,
    access: "public",
    rateLimit: CODE_LIMIT,
    params: claimPath,
    multipart: claimAccessSchema.extend(evidenceDocumentsSchema.shape),
    errors: [404, 409],
    responses: {
      200: json("Documentos recibidos; la revisa un administrador.", claimProgressSchema),
    },
    handler: async ({ services, params, req }) => {
      const { fields, documents } = await readEvidenceDocuments(req, ["claimToken"]);
      const { claimToken } = claimAccessSchema.parse(fields, claimFieldIssues);
      return services.claims.submitEvidence(params.claimId, claimToken, documents, { ip: req.ip });
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/claims",
    summary: "Solicitudes: reclamos y registros con cédula sin confirmar",
    description:
      "Una página de 20 solicitudes y cuántas coinciden con los filtros: pendientes (por omisión), aprobadas, rechazadas o todas; de un perfil o con un texto del nombre del perfil o del correo del solicitante; las más recientes o las más antiguas primero.",
    tags: REVIEW_TAGS,
    access: "admin",
    query: adminClaimQuerySchema,
    responses: {
      200: json(
        "Una página de solicitudes, con lo que dijo el registro y los documentos.",
        shapeOf<Returned<"claimReviews", "list">>()(
          z.object({
            claims: z.array(adminClaimSchema),
            totalCount: int(),
            page: int(),
            pageSize: int(),
          }),
        ),
      ),
    },
    handler: ({ services, query }) => services.claimReviews.list(query),
  }),
  defineRoute({
    method: "get",
    path: "/admin/claims/:claimId/evidence/:index",
    summary: "Un documento de una solicitud",
    description: "Se muestra en línea, sin caché y aislado (sandbox).",
    tags: REVIEW_TAGS,
    access: "admin",
    params: claimPath.extend({ index: evidenceIndexSchema }),
    errors: [404],
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
    handler: async ({ services, params, res }) => {
      const file = await services.claimReviews.evidenceFile(params.claimId, params.index);
      // Shown to the administrator only, as an inert document: no caching, no sniffing, no
      // scripts even if a crafted PDF tried.
      res.set({
        "Content-Type": file.contentType,
        "Content-Disposition": `inline; filename="${file.label}.${file.contentType.split("/")[1]}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
      });
      res.send(file.bytes);
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/claims/:claimId/approve",
    summary:
      "Aprobar una solicitud: el perfil pasa a la cuenta, o un registro se publica verificado",
    tags: REVIEW_TAGS,
    access: "admin",
    params: claimPath,
    body: claimDecisionSchema,
    refusal: FIELD_WORDING,
    errors: [404, 409],
    responses: {
      200: json(
        "Aprobada.",
        shapeOf<Returned<"claimReviews", "approve">>()(
          decided(CLAIM_MESSAGES.approved, LICENSE_REVIEW_MESSAGES.approvedByAdmin),
        ),
      ),
    },
    handler: ({ services, params, body, admin }) =>
      services.claimReviews.approve(params.claimId, admin, body.note),
  }),
  defineRoute({
    method: "post",
    path: "/admin/claims/:claimId/reject",
    summary: "Rechazar una solicitud",
    tags: REVIEW_TAGS,
    access: "admin",
    params: claimPath,
    // Any refusal of the note, even an overlong one, asks for the note the rejection needs.
    unparsed: { body: claimRejectionSchema },
    errors: [404, 409],
    responses: {
      200: json(
        "Rechazada.",
        shapeOf<Returned<"claimReviews", "reject">>()(
          decided(CLAIM_MESSAGES.rejectedByAdmin, LICENSE_REVIEW_MESSAGES.rejectedByAdmin),
        ),
      ),
    },
    handler: ({ services, params, req, admin }) => {
      const parsed = claimRejectionSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw badRequest(CLAIM_MESSAGES.noteRequired);
      return services.claimReviews.reject(params.claimId, admin, parsed.data.note);
    },
  }),
];

export const claimsRouter = (services: Services) => routerOf(claimRoutes, services);
