import { Router } from "express";
import type { z } from "zod";
import {
  registrationIssueMessage,
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../common/doctors/registration.ts";
import { providerRegistrationSchema } from "../../common/doctors/schemas.ts";
import { AppError } from "../../common/errors.ts";
import type { Services } from "../services.ts";
import { authHeaders, sendCookies } from "./session.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

function parse<T extends z.ZodType>(
  schema: T,
  body: unknown,
  details?: Record<string, unknown>,
): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError("bad_request", registrationIssueMessage(parsed.error), details);
  return parsed.data;
}

/** Doctor registration (public-side 7) and the emailed "create your password" link. */
export function doctorRegistrationRouter(services: Services): Router {
  const router = Router();
  const { doctorRegistration } = services;

  router.post("/providers/register", RATE_LIMITS.register(), async (req, res) => {
    const input = parse(providerRegistrationSchema, req.body, { success: false });
    const result = await doctorRegistration.register(input, {
      headers: authHeaders(req),
      ip: req.ip,
    });
    sendCookies(res, result.setCookies);
    res.status(201).json(result.value);
  });

  router.post("/auth/set-password", RATE_LIMITS.setPassword(), async (req, res) => {
    res.json(await doctorRegistration.setPassword(parse(setPasswordSchema, req.body)));
  });

  router.post("/auth/set-password/request", RATE_LIMITS.resend(), async (req, res) => {
    const { email } = parse(setPasswordLinkRequestSchema, req.body);
    res.json(await doctorRegistration.requestPasswordLink(email));
  });

  return router;
}
