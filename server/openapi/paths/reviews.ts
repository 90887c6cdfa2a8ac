import { z } from "zod";
import {
  reviewReplySchema,
  reviewStatusSchema as statusInputSchema,
} from "../../../common/reviews/moderation.ts";
import { REVIEW_REPORT_DECISIONS, reviewReportSchema } from "../../../common/reviews/reports.ts";
import { reviewSchema } from "../../../common/reviews/schemas.ts";
import { providerIdSchema } from "../../../common/providers/ids.ts";
import {
  publicReviewSchema,
  replySchema,
  reportReasonSchema,
  reviewStatusSchema,
} from "../schemas.ts";
import { idParam, json, operation, shapeOf, type ApiOperation, type Returned } from "../shared.ts";

const TAG = "Reseñas";

const providerPath = z.object({ id: providerIdSchema.meta({ description: "Id del médico." }) });
const reviewPath = z.object({ reviewId: idParam("Id de la reseña.") });
const reportStatusSchema = z.enum(["open", ...REVIEW_REPORT_DECISIONS]);
const writtenSchema = shapeOf<Returned<"reviews", "write">>()(
  z.object({
    id: z.number().int(),
    approvalStatus: reviewStatusSchema,
    updated: z.boolean(),
    holdReason: z.enum(["link", "email", "phone", "insult"]).nullable(),
    message: z.string(),
  }),
);

/** Patients write reviews; the listing's owner answers and reports them. */
export const reviewOperations: ApiOperation[] = [
  operation("post", "/api/providers/{id}/reviews", {
    summary: "Escribir (o reescribir) una reseña",
    description:
      "Sólo cuentas de paciente verificadas. Una segunda reseña del mismo paciente reemplaza la primera (200 en vez de 201). Un enlace, correo, teléfono o insulto la deja pendiente de moderación (`holdReason`).",
    tags: [TAG],
    auth: "cuenta",
    params: { path: providerPath },
    body: reviewSchema,
    errors: [401, 404, 429],
    responses: {
      200: json("Reseña reemplazada.", writtenSchema),
      201: json("Reseña creada.", writtenSchema),
    },
  }),
  operation("get", "/api/providers/{id}/reviews/all", {
    summary: "Todas las reseñas de mi perfil",
    description: "Para el dueño del perfil: ocultas incluidas, con su último reporte.",
    tags: [TAG],
    auth: "cuenta",
    params: { path: providerPath },
    errors: [400, 401, 403, 404],
    responses: {
      200: json(
        "Las reseñas.",
        shapeOf<Returned<"reviews", "allForOwner">>()(
          z.array(
            publicReviewSchema.extend({
              report: z
                .object({
                  reason: reportReasonSchema,
                  status: reportStatusSchema,
                  createdAt: z.string(),
                })
                .nullable(),
              removalReason: reportReasonSchema.nullable(),
            }),
          ),
        ),
      ),
    },
  }),
  operation("put", "/api/reviews/{reviewId}/status", {
    summary: "Cambiar el estado de una reseña (retirado)",
    description:
      "Los dueños ya no ocultan reseñas: las reportan (POST …/report) y decide un administrador. Se conserva para clientes antiguos y responde 403 a todos.",
    tags: [TAG],
    auth: "cuenta",
    deprecated: true,
    params: { path: reviewPath },
    body: statusInputSchema,
    errors: [401, 404],
    responses: {
      200: json(
        "Nunca, hoy: se conserva la forma de la respuesta.",
        shapeOf<Returned<"reviews", "setStatusByOwner">>()(
          z.object({ id: z.number().int(), approvalStatus: z.literal("approved") }),
        ),
      ),
    },
  }),
  operation("post", "/api/reviews/{reviewId}/report", {
    summary: "Reportar una reseña de mi perfil",
    description: "La reseña sigue publicada hasta que un administrador decide.",
    tags: [TAG],
    auth: "cuenta",
    params: { path: reviewPath },
    body: reviewReportSchema,
    errors: [401, 404, 409, 429],
    responses: {
      201: json(
        "Reporte enviado.",
        shapeOf<Returned<"reviews", "report">>()(
          z.object({
            id: z.number().int(),
            reviewId: z.number().int(),
            reason: reportReasonSchema,
            status: z.literal("open"),
            createdAt: z.string(),
            message: z.literal(
              "Reporte enviado. La reseña sigue publicada hasta que un administrador lo revise.",
            ),
          }),
        ),
      ),
    },
  }),
  operation("put", "/api/reviews/{reviewId}/reply", {
    summary: "Responder públicamente una reseña",
    tags: [TAG],
    auth: "cuenta",
    params: { path: reviewPath },
    body: reviewReplySchema,
    errors: [401, 404],
    responses: {
      200: json(
        "Respuesta guardada.",
        shapeOf<Returned<"reviews", "reply">>()(
          z.object({ id: z.number().int(), reply: replySchema }),
        ),
      ),
    },
  }),
  operation("delete", "/api/reviews/{reviewId}/reply", {
    summary: "Borrar mi respuesta",
    tags: [TAG],
    auth: "cuenta",
    params: { path: reviewPath },
    errors: [400, 401, 404],
    responses: {
      200: json("Respuesta borrada.", z.object({ id: z.number().int(), reply: z.null() })),
    },
  }),
];
