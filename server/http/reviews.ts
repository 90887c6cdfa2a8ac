import { z } from "zod";
import { providerIdParam } from "../../common/providers/ids.ts";
import { reviewIdSchema } from "../../common/reviews/ids.ts";
import {
  reviewReplySchema,
  reviewStatusSchema as statusInputSchema,
} from "../../common/reviews/moderation.ts";
import { REVIEW_REPORT_DECISIONS, reviewReportSchema } from "../../common/reviews/reports.ts";
import { reviewSchema } from "../../common/reviews/schemas.ts";
import {
  publicReviewSchema,
  replySchema,
  reportReasonSchema,
  reviewStatusSchema,
} from "../openapi/schemas.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Reseñas"];

const providerPath = z.object({ id: providerIdParam });
const reviewPath = z.object({ reviewId: reviewIdSchema.meta({ description: "Id de la reseña." }) });
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
export const reviewRoutes = [
  defineRoute({
    method: "post",
    path: "/providers/:id/reviews",
    summary: "Escribir (o reescribir) una reseña",
    description:
      "Sólo cuentas de paciente verificadas. Una segunda reseña del mismo paciente reemplaza la primera (200 en vez de 201). Un enlace, correo, teléfono o insulto la deja pendiente de moderación (`holdReason`).",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "review" },
    params: providerPath,
    body: reviewSchema,
    errors: [404],
    responses: {
      200: json("Reseña reemplazada.", writtenSchema),
      201: json("Reseña creada.", writtenSchema),
    },
    handler: async ({ services, viewer, params, body, res }) => {
      const result = await services.reviews.write(params.id, body, await viewer());
      res.status(result.updated ? 200 : 201).json(result);
    },
  }),
  defineRoute({
    method: "get",
    path: "/providers/:id/reviews/all",
    summary: "Todas las reseñas de mi perfil",
    description: "Para el dueño del perfil: ocultas incluidas, con su último reporte.",
    tags: TAGS,
    access: "account",
    params: providerPath,
    errors: [403, 404],
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
    handler: async ({ services, viewer, params }) =>
      services.reviews.allForOwner(params.id, await viewer()),
  }),
  // 'Aprobar' of the spec; its 'Ocultar' (rejected) now answers 403: owners report instead.
  defineRoute({
    method: "put",
    path: "/reviews/:reviewId/status",
    summary: "Cambiar el estado de una reseña (retirado)",
    description:
      "Los dueños ya no ocultan reseñas: las reportan (POST …/report) y decide un administrador. Se conserva para clientes antiguos y responde 403 a todos.",
    tags: TAGS,
    access: "account",
    deprecated: true,
    params: reviewPath,
    body: statusInputSchema,
    errors: [404],
    responses: {
      200: json(
        "Nunca, hoy: se conserva la forma de la respuesta.",
        shapeOf<Returned<"reviews", "setStatusByOwner">>()(
          z.object({ id: z.number().int(), approvalStatus: z.literal("approved") }),
        ),
      ),
    },
    handler: async ({ services, viewer, params, body }) =>
      services.reviews.setStatusByOwner(params.reviewId, body, await viewer()),
  }),
  defineRoute({
    method: "post",
    path: "/reviews/:reviewId/report",
    summary: "Reportar una reseña de mi perfil",
    description: "La reseña sigue publicada hasta que un administrador decide.",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "reviewReport" },
    params: reviewPath,
    body: reviewReportSchema,
    errors: [404, 409],
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
    handler: async ({ services, viewer, params, body }) =>
      services.reviews.report(params.reviewId, body, await viewer()),
  }),
  defineRoute({
    method: "put",
    path: "/reviews/:reviewId/reply",
    summary: "Responder públicamente una reseña",
    tags: TAGS,
    access: "account",
    params: reviewPath,
    body: reviewReplySchema,
    errors: [404],
    responses: {
      200: json(
        "Respuesta guardada.",
        shapeOf<Returned<"reviews", "reply">>()(
          z.object({ id: z.number().int(), reply: replySchema }),
        ),
      ),
    },
    handler: async ({ services, viewer, params, body }) =>
      services.reviews.reply(params.reviewId, body.reply, await viewer()),
  }),
  defineRoute({
    method: "delete",
    path: "/reviews/:reviewId/reply",
    summary: "Borrar mi respuesta",
    tags: TAGS,
    access: "account",
    params: reviewPath,
    errors: [404],
    responses: {
      200: json("Respuesta borrada.", z.object({ id: z.number().int(), reply: z.null() })),
    },
    handler: async ({ services, viewer, params }) => {
      await services.reviews.removeReply(params.reviewId, await viewer());
      return { id: params.reviewId, reply: null };
    },
  }),
];

export const reviewsRouter = (services: Services) => routerOf(reviewRoutes, services);
