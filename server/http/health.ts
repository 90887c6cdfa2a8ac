import { Router } from "express";
import type { Services } from "../services.ts";

export function healthRouter(services: Services): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await services.health.checkDatabase();
      res.json({ status: "ready" });
    } catch (error) {
      req.log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ error: "La base de datos no está disponible." });
    }
  });
  return router;
}
