import { z } from "zod";
import {
  adminClaimQuerySchema,
  CLAIM_MESSAGES,
  claimDecisionSchema,
  claimRejectionSchema,
} from "../../../common/doctors/claims.ts";
import { LICENSE_REVIEW_MESSAGES } from "../../../common/doctors/license-review.ts";
import { claimStages } from "./doctors.ts";
import { idParam, json, operation, shapeOf, type ApiOperation, type Returned } from "../shared.ts";

const CLAIMS = "Administración: solicitudes";

const claimPath = z.object({ claimId: idParam("Id de la solicitud.") });
const int = () => z.number().int();

/**
 * The administrators' review of claims and registrations (server/http/claims.ts), still
 * described by hand; the rest of /api/admin is declared with its routes.
 */
export const adminOperations: ApiOperation[] = [
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
