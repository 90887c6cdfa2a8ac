import { Router } from "express";
import { CITIES, SEARCH_CITIES } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";

/** Static catalogues (spec 3: Specialty, City) for clients that build their own forms. */
export function catalogRouter(): Router {
  const router = Router();
  router.get("/specialties", (_req, res) => {
    res
      .set("Cache-Control", "public, max-age=3600")
      .json(SPECIALTIES.map(({ slug, name, icon }) => ({ id: slug, name, icon })));
  });
  router.get("/cities", (_req, res) => {
    const searchSlugs = new Set(SEARCH_CITIES.map((city) => city.slug));
    res.set("Cache-Control", "public, max-age=3600").json(
      CITIES.map(({ slug, name, state }) => ({
        id: slug,
        name,
        state,
        search: searchSlugs.has(slug),
      })),
    );
  });
  return router;
}
