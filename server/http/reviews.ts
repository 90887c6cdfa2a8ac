import { Router } from "express";
import { z } from "zod";
import { reviewReplySchema, reviewStatusSchema } from "../../common/reviews/moderation.ts";
import { reviewReportSchema } from "../../common/reviews/reports.ts";
import { reviewSchema } from "../../common/reviews/schemas.ts";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";
import { providerIdSchema } from "../../common/providers/ids.ts";
import { perUserLimit } from "./rate-limits.ts";

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const reviewIdSchema = positiveId("Identificador de reseña no válido.");
export const reviewReportIdSchema = positiveId("Identificador de reporte no válido.");

export function reviewsRouter(services: Services): Router {
  const router = Router();
  const writeLimit = perUserLimit(services, "review");
  const reportLimit = perUserLimit(services, "reviewReport");

  router.post("/providers/:id/reviews", writeLimit, async (req, res) => {
    const providerId = providerIdSchema.parse(req.params.id);
    const input = reviewSchema.parse(req.body ?? {});
    const user = await viewerOf(services, req);
    const result = await services.reviews.write(providerId, input, user);
    res.status(result.updated ? 200 : 201).json(result);
  });

  router.get("/providers/:id/reviews/all", async (req, res) => {
    const providerId = providerIdSchema.parse(req.params.id);
    const user = await viewerOf(services, req);
    res.json(await services.reviews.allForOwner(providerId, user));
  });

  // 'Aprobar' of the spec; its 'Ocultar' (rejected) now answers 403: owners report instead.
  router.put("/reviews/:reviewId/status", async (req, res) => {
    const reviewId = reviewIdSchema.parse(req.params.reviewId);
    const input = reviewStatusSchema.parse(req.body ?? {});
    const user = await viewerOf(services, req);
    res.json(await services.reviews.setStatusByOwner(reviewId, input, user));
  });

  router.post("/reviews/:reviewId/report", reportLimit, async (req, res) => {
    const reviewId = reviewIdSchema.parse(req.params.reviewId);
    const input = reviewReportSchema.parse(req.body ?? {});
    const user = await viewerOf(services, req);
    res.status(201).json(await services.reviews.report(reviewId, input, user));
  });

  router.put("/reviews/:reviewId/reply", async (req, res) => {
    const reviewId = reviewIdSchema.parse(req.params.reviewId);
    const { reply } = reviewReplySchema.parse(req.body ?? {});
    const user = await viewerOf(services, req);
    res.json(await services.reviews.reply(reviewId, reply, user));
  });

  router.delete("/reviews/:reviewId/reply", async (req, res) => {
    const reviewId = reviewIdSchema.parse(req.params.reviewId);
    const user = await viewerOf(services, req);
    await services.reviews.removeReply(reviewId, user);
    res.json({ id: reviewId, reply: null });
  });

  return router;
}
