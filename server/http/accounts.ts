import { Router } from "express";
import { landingAfterLogin } from "../../common/accounts/landing.ts";
import {
  loginSchema,
  patientSignupSchema,
  registerSchema,
  resendVerificationSchema,
  verifyEmailSchema,
} from "../../common/accounts/schemas.ts";
import { unauthorized } from "../../common/errors.ts";
import type { Services } from "../services.ts";
import { googleSignInRouter } from "./google.ts";
import { passwordResetRouter } from "./password-reset.ts";
import { RATE_LIMITS } from "./rate-limits.ts";
import { authHeaders, sendCookies, viewerOf } from "./session.ts";

/** The spec's /api/auth/* contract (public-side section 7). */
export function accountsRouter(services: Services): Router {
  const router = Router();
  const { accounts } = services;

  router.post("/auth/login", async (req, res) => {
    const result = await accounts.login(loginSchema.parse(req.body ?? {}), authHeaders(req), {
      ip: req.ip,
    });
    sendCookies(res, result.setCookies);
    const returnUrl = typeof req.query.returnUrl === "string" ? req.query.returnUrl : null;
    res.json({ user: result.value, redirectTo: landingAfterLogin(returnUrl, result.value) });
  });

  router.post("/auth/register", async (req, res) => {
    const user = await accounts.register(registerSchema.parse(req.body ?? {}), { ip: req.ip });
    res.status(201).json({
      user: { email: user.email, firstName: user.firstName },
      message: "Te enviamos un correo para verificar tu cuenta.",
    });
  });

  router.post("/auth/register-patient", async (req, res) => {
    const user = await accounts.registerPatient(patientSignupSchema.parse(req.body ?? {}), {
      ip: req.ip,
    });
    res.status(201).json({
      success: true,
      user: { email: user.email, firstName: user.firstName },
      message: "Te enviamos un correo para verificar tu cuenta.",
    });
  });

  router.post("/auth/logout", async (req, res) => {
    const result = await accounts.logout(authHeaders(req));
    sendCookies(res, result.setCookies);
    res.json({ success: true });
  });

  router.get("/auth/user", async (req, res) => {
    const user = await viewerOf(services, req);
    if (!user) throw unauthorized("No has iniciado sesión.");
    res.json(user);
  });

  router.post("/auth/verify-email", async (req, res) => {
    const { token } = verifyEmailSchema.parse(req.body ?? {});
    res.json(await accounts.verifyEmail(token));
  });

  router.use(googleSignInRouter(services));
  router.use(passwordResetRouter(services));

  router.post("/auth/resend-verification", RATE_LIMITS.resend(), async (req, res) => {
    const { email } = resendVerificationSchema.parse(req.body ?? {});
    res.json(await accounts.resendVerification(email));
  });

  return router;
}
