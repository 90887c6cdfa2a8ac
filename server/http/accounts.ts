import { Router } from "express";
import { z } from "zod";
import { landingAfterLogin } from "../../common/accounts/landing.ts";
import {
  ACCOUNT_MESSAGES,
  loginSchema,
  patientSignupSchema,
  registerSchema,
  resendVerificationSchema,
  returnUrlQuery,
  verifyEmailSchema,
} from "../../common/accounts/schemas.ts";
import { unauthorized } from "../../common/errors.ts";
import { sessionUserSchema } from "../openapi/schemas.ts";
import { errorSchema, errorWith, json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { googleSignInRouter } from "./google.ts";
import { passwordResetRouter } from "./password-reset.ts";
import { defineRoute, mountRoutes } from "./route.ts";
import { authHeaders, sendCookies } from "./session.ts";

const TAGS = ["Cuentas"];

const newAccountSchema = z.object({
  user: z.object({ email: z.string(), firstName: z.string() }),
  message: z.string(),
});

/** The spec's /api/auth/* contract (public-side section 7): sessions are an httpOnly cookie. */
export const accountRoutes = [
  defineRoute({
    method: "post",
    path: "/auth/login",
    summary: "Iniciar sesión con correo y contraseña",
    tags: TAGS,
    access: "public",
    // Any returnUrl that is not a same-site path is ignored, never refused.
    unparsed: { query: returnUrlQuery },
    body: loginSchema,
    errors: [401, 429],
    responses: {
      200: json(
        "Sesión abierta (cookie). `redirectTo` es la página a la que ir después.",
        z.object({ user: sessionUserSchema, redirectTo: z.string() }),
      ),
      403: errorWith(
        "El correo no está verificado: no se abre sesión.",
        errorSchema.extend({ needsVerification: z.literal(true) }),
      ),
    },
    handler: async ({ services, body, req, res }) => {
      const result = await services.accounts.login(body, authHeaders(req), { ip: req.ip });
      sendCookies(res, result.setCookies);
      const returnUrl = typeof req.query.returnUrl === "string" ? req.query.returnUrl : null;
      return { user: result.value, redirectTo: landingAfterLogin(returnUrl, result.value) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/auth/register",
    summary: "Crear una cuenta",
    description:
      "Envía un correo para verificar la cuenta; hasta entonces no hay sesión. Un correo que ya tiene cuenta recibe la misma respuesta (y su dueño, un aviso por correo).",
    tags: TAGS,
    access: "public",
    body: registerSchema,
    errors: [429],
    responses: { 201: json("Cuenta creada.", newAccountSchema) },
    handler: async ({ services, body, req }) => {
      const user = await services.accounts.register(body, { ip: req.ip });
      return {
        user: { email: user.email, firstName: user.firstName },
        message: ACCOUNT_MESSAGES.verificationSent,
      };
    },
  }),
  defineRoute({
    method: "post",
    path: "/auth/register-patient",
    summary: "Crear una cuenta de paciente desde el asistente",
    tags: TAGS,
    access: "public",
    body: patientSignupSchema,
    errors: [429],
    responses: {
      201: json("Cuenta creada.", newAccountSchema.extend({ success: z.literal(true) })),
    },
    handler: async ({ services, body, req }) => {
      const user = await services.accounts.registerPatient(body, { ip: req.ip });
      return {
        success: true as const,
        user: { email: user.email, firstName: user.firstName },
        message: ACCOUNT_MESSAGES.verificationSent,
      };
    },
  }),
  defineRoute({
    method: "post",
    path: "/auth/logout",
    summary: "Cerrar sesión",
    tags: TAGS,
    access: "public",
    responses: {
      200: json("Sesión cerrada (o no había).", z.object({ success: z.literal(true) })),
    },
    handler: async ({ services, req, res }) => {
      const result = await services.accounts.logout(authHeaders(req));
      sendCookies(res, result.setCookies);
      return { success: true };
    },
  }),
  defineRoute({
    method: "get",
    path: "/auth/user",
    summary: "La cuenta con sesión",
    tags: TAGS,
    access: "account",
    responses: { 200: json("La cuenta.", sessionUserSchema) },
    handler: async ({ viewer }) => {
      const user = await viewer();
      if (!user) throw unauthorized(ACCOUNT_MESSAGES.notSignedIn);
      return user;
    },
  }),
  defineRoute({
    method: "post",
    path: "/auth/verify-email",
    summary: "Verificar el correo con el token del enlace",
    tags: TAGS,
    access: "public",
    body: verifyEmailSchema,
    responses: {
      200: json(
        "Correo verificado.",
        shapeOf<Returned<"accounts", "verifyEmail">>()(z.object({ success: z.literal(true) })),
      ),
    },
    handler: ({ services, body }) => services.accounts.verifyEmail(body.token),
  }),
  defineRoute({
    method: "post",
    path: "/auth/resend-verification",
    summary: "Reenviar el correo de verificación",
    description: "La misma respuesta exista o no la cuenta.",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "resend" },
    body: resendVerificationSchema,
    responses: { 200: json("Hecho.", z.object({ message: z.string() })) },
    handler: ({ services, body }) => services.accounts.resendVerification(body.email),
  }),
];

/** The accounts' routes, then Google sign-in's and the password reset's. */
export function accountsRouter(services: Services): Router {
  const router = mountRoutes(Router(), accountRoutes, services);
  router.use(googleSignInRouter(services));
  router.use(passwordResetRouter(services));
  return router;
}
