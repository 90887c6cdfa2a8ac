import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import { providerSearchQuerySchema } from "../../common/search/filters.ts";
import type { Config } from "../config.ts";
import type { Services } from "../services.ts";
import { limiter } from "./rate-limits.ts";

export const providerIdSchema = z.coerce
  .number({ error: "Identificador de médico no válido." })
  .int("Identificador de médico no válido.")
  .positive("Identificador de médico no válido.")
  .max(2_147_483_647, "Identificador de médico no válido.");

const API_BUDGET_MESSAGE =
  "Demasiadas consultas a la API desde esta conexión. Espera un minuto e inténtalo de nuevo.";

export function providersRouter(
  services: Services,
  options: Pick<Config, "apiRequestsPerMinute">,
): Router {
  const router = Router();

  // A fair share of the search per client address (with RateLimit headers); pages call the
  // search service directly and never spend it.
  const perMinute = options.apiRequestsPerMinute;
  const budget: RequestHandler =
    perMinute > 0
      ? limiter({ windowMinutes: 1, max: perMinute, message: API_BUDGET_MESSAGE, batched: true })
      : (_req, _res, next) => next();

  // Spec contract: a JSON array; the total for paging travels in X-Total-Count. At most 100 a
  // page (the spec's limit=10000 city page is served by paging).
  router.get("/providers", budget, async (req, res) => {
    const criteria = providerSearchQuerySchema.parse(req.query);
    const result = await services.search.search(criteria);
    res.set("X-Total-Count", String(result.total));
    // Past 1,000 matches the count stops: X-Total-Count is 1000 and this says "or more".
    res.set("X-Total-Count-Capped", String(result.totalCapped));
    res.set("Access-Control-Expose-Headers", "X-Total-Count, X-Total-Count-Capped");
    res.set("Cache-Control", "public, max-age=60");
    res.json(result.providers);
  });

  router.get("/providers/specialty-counts", budget, async (_req, res) => {
    const counts = await services.search.specialtyCounts();
    res.set("Cache-Control", "public, max-age=300");
    res.json(
      counts.map(({ specialtySlug, count }) => ({
        specialty: specialtySlug,
        name: findSpecialtyBySlug(specialtySlug)?.name ?? specialtySlug,
        count,
      })),
    );
  });

  // Spec: GET /api/provider/{slugOrName}; 404 means not found.
  router.get("/provider/:slugOrName", async (req, res) => {
    const slugOrName = z.string().trim().min(1).max(200).parse(req.params.slugOrName);
    res.set("Cache-Control", "public, max-age=60");
    res.json(await services.providers.profile({ slugOrName }));
  });

  router.get("/providers/:id", async (req, res) => {
    res.set("Cache-Control", "public, max-age=60");
    res.json(await services.providers.profileById(providerIdSchema.parse(req.params.id)));
  });

  router.get("/providers/:id/reviews", async (req, res) => {
    res.json(await services.providers.publicReviews(providerIdSchema.parse(req.params.id)));
  });

  return router;
}
