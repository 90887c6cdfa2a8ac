import { Router } from "express";
import type { Services } from "../services.ts";
import { authHeaders } from "./accounts.ts";
import { providerIdSchema } from "./providers.ts";

export function favouritesRouter(services: Services): Router {
  const router = Router();
  const user = (req: Parameters<typeof authHeaders>[0]) =>
    services.accounts.currentUser(authHeaders(req));

  router.get("/favourites", async (req, res) => {
    res.json(await services.favourites.list(await user(req)));
  });
  router.post("/favourites/:providerId", async (req, res) => {
    res
      .status(201)
      .json(
        await services.favourites.add(
          await user(req),
          providerIdSchema.parse(req.params.providerId),
        ),
      );
  });
  router.delete("/favourites/:providerId", async (req, res) => {
    res.json(
      await services.favourites.remove(
        await user(req),
        providerIdSchema.parse(req.params.providerId),
      ),
    );
  });
  return router;
}
