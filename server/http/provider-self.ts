import { Router, type Request } from "express";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";
import { providerIdSchema } from "../../common/providers/ids.ts";
import { perUserLimit } from "./rate-limits.ts";

/**
 * The doctor's own listing (spec public-side 7): `GET /api/providers/me` and
 * `PUT /api/providers/{id}/self`. Mounted before the public providers router, whose
 * `/providers/:id` would otherwise read "me" as an id.
 */
export function providerSelfRouter(services: Services): Router {
  const router = Router();
  const user = (req: Request) => viewerOf(services, req);
  const saveLimit = perUserLimit(services, "profileSave");

  router.get("/providers/me", async (req, res) => {
    res.json(await services.doctorSelf.own(await user(req)));
  });

  router.put("/providers/:id/self", saveLimit, async (req, res) => {
    const providerId = providerIdSchema.parse(req.params.id);
    res.json(await services.doctorSelf.update(await user(req), providerId, req.body ?? {}));
  });

  return router;
}
