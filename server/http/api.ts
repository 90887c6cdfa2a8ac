import express, { Router } from "express";
import type { Services } from "../services.ts";
import { adminImportsRouter } from "./admin-imports.ts";
import { adminBlogRouter } from "./admin-blog.ts";
import { adminRouter } from "./admin.ts";
import { agendaRouter } from "./agenda.ts";
import { accountsRouter } from "./accounts.ts";
import { assistantRouter } from "./assistant.ts";
import { availabilityRouter } from "./availability.ts";
import { analyticsRouter } from "./analytics.ts";
import { apiDocsRouter } from "./api-docs.ts";
import { appointmentsRouter } from "./appointments.ts";
import { catalogRouter } from "./catalog.ts";
import { doctorPostsRouter } from "./doctor-posts.ts";
import { claimsRouter } from "./claims.ts";
import { licenseReviewRouter } from "./license-review.ts";
import { doctorRegistrationRouter } from "./doctor-registration.ts";
import { favouritesRouter } from "./favourites.ts";
import { licensesRouter } from "./licenses.ts";
import { messagesRouter } from "./messages.ts";
import { photosRouter } from "./photos.ts";
import { providerSelfRouter } from "./provider-self.ts";
import { providersRouter } from "./providers.ts";
import { reviewsRouter } from "./reviews.ts";
import type { Config } from "../config.ts";
import { apiNotFound } from "./errors.ts";
import { sameOriginMutations } from "./security.ts";
import { voiceRouter } from "./voice.ts";
import { refuseMalformedText } from "./well-formed-body.ts";

export const API_BODY_LIMIT = "100kb";

/** Everything under /api: JSON in, JSON out, one router per area. */
export function apiRouter(
  services: Services,
  options: Pick<Config, "apiRequestsPerMinute">,
): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(sameOriginMutations);
  // Before the JSON parser: a recording needs a larger body than API_BODY_LIMIT.
  router.use(voiceRouter(services));
  router.use(express.json({ limit: API_BODY_LIMIT }));
  router.use(express.urlencoded({ extended: false, limit: API_BODY_LIMIT }));
  router.use(refuseMalformedText);
  // Bulk imports: the CSV upload is multipart, which the parsers above leave untouched.
  router.use(adminImportsRouter(services));
  // Photos before the admin router, whose /admin guard would answer their admin route first.
  router.use(photosRouter(services));
  // The admin panel: /api/admin/* (401 without an administrator) and blog moderation.
  router.use(adminRouter(services));
  router.use(adminBlogRouter(services));
  router.use(catalogRouter(services));
  router.use(apiDocsRouter(services));
  router.use(accountsRouter(services));
  router.use(claimsRouter(services));
  router.use(licenseReviewRouter(services));
  router.use(doctorRegistrationRouter(services));
  router.use(reviewsRouter(services));
  // Before providersRouter: /providers/me/... must not be read as /providers/:id.
  router.use(analyticsRouter(services));
  router.use(doctorPostsRouter(services));
  router.use(favouritesRouter(services));
  router.use(messagesRouter(services));
  router.use(licensesRouter(services));
  router.use(assistantRouter(services));
  // Before providersRouter: its /providers/:id would take /providers/me.
  router.use(appointmentsRouter(services));
  router.use(agendaRouter(services));
  router.use(providerSelfRouter(services));
  router.use(availabilityRouter(services));
  router.use(providersRouter(services, options));
  router.use(apiNotFound);
  return router;
}
