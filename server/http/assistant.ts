import { Router } from "express";
import type { Services } from "../services.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/**
 * Dr. Salud (public-side 7): `POST /api/ai/analyze-symptoms` with `{ query }` answers
 * `{ greeting, specialties: [{ slug, name, reason }], urgency, contacts, source }` in Spanish.
 */
export function assistantRouter(services: Services): Router {
  const router = Router();
  router.post("/ai/analyze-symptoms", RATE_LIMITS.assistant(), async (req, res) => {
    const body = (req.body ?? {}) as { query?: unknown };
    res.json(await services.assistant.analyzeSymptoms(body.query));
  });
  return router;
}
