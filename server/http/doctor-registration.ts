import { Router } from "express";
import type { z } from "zod";
import {
  REGISTRATION_TEXTS,
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../common/doctors/registration.ts";
import { DOCTOR_MESSAGES, providerRegistrationSchema } from "../../common/doctors/schemas.ts";
import { AppError } from "../../common/errors.ts";
import type { Services } from "../services.ts";
import { authHeaders, sendCookies } from "./session.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/** What a missing or mistyped field means to the person filling in the form. */
const FIELD_MESSAGES: Record<string, string> = {
  firstName: DOCTOR_MESSAGES.firstName,
  lastName: DOCTOR_MESSAGES.lastName,
  email: DOCTOR_MESSAGES.emailSignup,
  phone: DOCTOR_MESSAGES.phoneSignup,
  specialty: DOCTOR_MESSAGES.specialtySignup,
  city: DOCTOR_MESSAGES.citySignup,
  consultationLocation: DOCTOR_MESSAGES.consultationLocation,
  licenseNumber: DOCTOR_MESSAGES.licenseRequired,
  password: DOCTOR_MESSAGES.password,
  confirmPassword: DOCTOR_MESSAGES.confirmPassword,
};
const TOO_LONG = "El texto es demasiado largo.";

/**
 * The first problem, in Spanish. The schemas word every rule of the spec; what they leave to
 * zod's English defaults (a missing field, a wrong type, an overlong text) is worded here.
 */
function firstSpanishMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return REGISTRATION_TEXTS.requestInvalid;
  const field = String(issue.path[0] ?? "");
  const isDefault = /^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(issue.message);
  if (!isDefault) return issue.message;
  if (issue.code === "too_big") return TOO_LONG;
  return FIELD_MESSAGES[field] ?? REGISTRATION_TEXTS.requestInvalid;
}

function parse<T extends z.ZodType>(
  schema: T,
  body: unknown,
  details?: Record<string, unknown>,
): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError("bad_request", firstSpanishMessage(parsed.error), details);
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
