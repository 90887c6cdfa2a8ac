import { Router } from "express";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import { providerSearchQuerySchema } from "../../common/search/filters.ts";
import type { Services } from "../services.ts";

export function providersRouter(services: Services): Router {
  const router = Router();

  // Spec contract: a JSON array; the total for paging travels in X-Total-Count.
  router.get("/providers", async (req, res) => {
    const criteria = providerSearchQuerySchema.parse(req.query);
    const result = await services.search.search(criteria);
    res.set("X-Total-Count", String(result.total));
    res.set("Access-Control-Expose-Headers", "X-Total-Count");
    res.set("Cache-Control", "public, max-age=60");
    res.json(result.providers);
  });

  router.get("/providers/specialty-counts", async (_req, res) => {
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

  return router;
}
