import { Router } from "express";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
} from "../../common/accounts/password-reset.ts";
import type { Services } from "../services.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/** "¿Olvidaste tu contraseña?": ask for a link by email, then choose a new password with it. */
export function passwordResetRouter(services: Services): Router {
  const router = Router();
  const { passwordReset } = services;

  router.post(
    "/auth/password-reset/request",
    RATE_LIMITS.passwordResetRequest(),
    async (req, res) => {
      res.json(passwordReset.request(passwordResetRequestSchema.parse(req.body ?? {})));
    },
  );

  router.post("/auth/password-reset", RATE_LIMITS.setPassword(), async (req, res) => {
    res.json(await passwordReset.reset(passwordResetSchema.parse(req.body ?? {})));
  });

  return router;
}
