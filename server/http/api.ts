import express, { Router } from "express";
import type { Services } from "../services.ts";
import { accountsRouter } from "./accounts.ts";
import { catalogRouter } from "./catalog.ts";
import { favouritesRouter } from "./favourites.ts";
import { licencesRouter } from "./licences.ts";
import { messagesRouter } from "./messages.ts";
import { providersRouter } from "./providers.ts";
import { reviewsRouter } from "./reviews.ts";
import { apiNotFound } from "./errors.ts";
import { sameOriginMutations } from "./security.ts";

export const API_BODY_LIMIT = "100kb";

/** Everything under /api: JSON in, JSON out, one router per area. */
export function apiRouter(services: Services): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(sameOriginMutations);
  router.use(express.json({ limit: API_BODY_LIMIT }));
  router.use(express.urlencoded({ extended: false, limit: API_BODY_LIMIT }));
  router.use(catalogRouter());
  router.use(accountsRouter(services));
  router.use(reviewsRouter(services));
  router.use(favouritesRouter(services));
  router.use(messagesRouter(services));
  router.use(licencesRouter(services));
  router.use(providersRouter(services));
  router.use(apiNotFound);
  return router;
}
