import { Router } from "express";
import { availabilityQuerySchema } from "../../common/booking/schemas.ts";
import type { Services } from "../services.ts";
import { providerIdSchema } from "../../common/providers/ids.ts";

/** Free slots of a listing's published agenda: anyone may ask (docs/booking.md). */
export function availabilityRouter(services: Services): Router {
  const router = Router();
  router.get("/providers/:id/availability", async (req, res) => {
    const providerId = providerIdSchema.parse(req.params.id);
    const query = availabilityQuerySchema.parse(req.query);
    res.json(await services.availability.getAvailability(providerId, query));
  });
  return router;
}
