import { createHash } from "node:crypto";
import { Router, type Request } from "express";
import { analyticsQuerySchema, profileEventSchema } from "../../common/analytics/schemas.ts";
import type { Services } from "../services.ts";
import { viewerOf } from "./session.ts";
import { providerIdSchema } from "./providers.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/** Opaque: the address and browser are hashed, never stored. */
function visitorKey(req: Request): string {
  return createHash("sha256")
    .update(`${req.ip ?? ""}|${req.get("user-agent") ?? ""}`)
    .digest("hex")
    .slice(0, 24);
}

export function analyticsRouter(services: Services): Router {
  const router = Router();
  // A visitor opens a few profiles and clicks a few links; a script that inflates counters
  // hits the limit.
  const eventLimit = RATE_LIMITS.profileEvents();

  router.get("/providers/me/analytics", async (req, res) => {
    const { weeks } = analyticsQuerySchema.parse(req.query);
    const user = await viewerOf(services, req);
    res.json(await services.analytics.weeklyForOwner(user, weeks));
  });

  // Anonymous on purpose (sendBeacon from the profile page); answers 204 whether or not the
  // event was counted, so a client cannot tell which filter applied.
  router.post("/providers/:id/events", eventLimit, async (req, res) => {
    const providerId = providerIdSchema.parse(req.params.id);
    const { kind } = profileEventSchema.parse(req.body ?? {});
    const viewer = req.headers.cookie ? await viewerOf(services, req) : null;
    await services.analytics.record(providerId, kind, {
      userAgent: req.get("user-agent"),
      visitorKey: visitorKey(req),
      viewerId: viewer?.id ?? null,
    });
    res.status(204).end();
  });

  return router;
}
