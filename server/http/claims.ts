import { Router } from "express";
import { z } from "zod";
import { claimSchema, DOCTOR_MESSAGES, type ClaimInput } from "../../common/doctors/schemas.ts";
import type { Services } from "../services.ts";
import { providerIdSchema } from "./providers.ts";
import { limiter } from "./rate-limits.ts";

const INVALID_REQUEST = "La solicitud no es válida.";

/**
 * Spanish words for zod's own issues (a missing field, a wrong type, too long): the schema's
 * messages cover the rules the forms show, this covers hand-made requests.
 */
const FIELD_MESSAGES: Record<string, string> = {
  providerId: "Identificador de médico no válido.",
  firstName: DOCTOR_MESSAGES.firstName,
  lastName: DOCTOR_MESSAGES.lastName,
  email: DOCTOR_MESSAGES.emailSignup,
  phone: DOCTOR_MESSAGES.phoneSignup,
  cedula: DOCTOR_MESSAGES.claimCedulaError,
  password: DOCTOR_MESSAGES.password,
  confirmPassword: DOCTOR_MESSAGES.confirmPassword,
};
const spanishIssue = {
  error: (issue: { path?: PropertyKey[] }) =>
    FIELD_MESSAGES[String(issue.path?.[0])] ?? INVALID_REQUEST,
};

export function parseClaim(body: unknown): ClaimInput {
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  // First on its own: the id must also fit PostgreSQL's integer.
  providerIdSchema.parse(fields.providerId);
  return claimSchema.parse(fields, spanishIssue);
}

const verifyPhoneSchema = z.object({
  providerId: providerIdSchema,
  phone: z.string().trim().max(30),
});

// The phone on a listing is public, so the check reveals little; the limits keep the
// endpoints from being a free oracle or an account factory.
const CLAIM_LIMITS = {
  verifyPhone: () =>
    limiter({
      windowMinutes: 10,
      max: 30,
      message: "Demasiados intentos de verificación. Espera unos minutos e inténtalo de nuevo.",
    }),
  claim: () =>
    limiter({
      windowMinutes: 60,
      max: 20,
      message: "Demasiados intentos de reclamar perfiles desde esta conexión. Inténtalo más tarde.",
    }),
};

/** Spec section 7: POST /api/providers/claim, and the page's phone step. */
export function claimsRouter(services: Services): Router {
  const router = Router();

  router.post("/providers/claim/verify-phone", CLAIM_LIMITS.verifyPhone(), async (req, res) => {
    const { providerId, phone } = verifyPhoneSchema.parse(req.body ?? {}, spanishIssue);
    res.json(await services.claims.verifyPhone(providerId, phone));
  });

  router.post("/providers/claim", CLAIM_LIMITS.claim(), async (req, res) => {
    res.json(await services.claims.claim(parseClaim(req.body), { ip: req.ip }));
  });

  return router;
}
