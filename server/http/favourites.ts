import { Router, type Request } from "express";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";
import { providerIdSchema } from "./providers.ts";
import { perUserLimit } from "./rate-limits.ts";

export function favouritesRouter(services: Services): Router {
  const router = Router();
  const user = (req: Request) => viewerOf(services, req);
  const changeLimit = perUserLimit(services, "favourite");

  router.get("/favourites", async (req, res) => {
    res.json(await services.favourites.list(await user(req)));
  });
  router.post("/favourites/:providerId", changeLimit, async (req, res) => {
    res
      .status(201)
      .json(
        await services.favourites.add(
          await user(req),
          providerIdSchema.parse(req.params.providerId),
        ),
      );
  });
  router.delete("/favourites/:providerId", changeLimit, async (req, res) => {
    res.json(
      await services.favourites.remove(
        await user(req),
        providerIdSchema.parse(req.params.providerId),
      ),
    );
  });
  return router;
}
