import { z } from "zod";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
} from "../../../common/accounts/password-reset.ts";
import {
  loginSchema,
  patientSignupSchema,
  registerSchema,
  resendVerificationSchema,
  verifyEmailSchema,
} from "../../../common/accounts/schemas.ts";
import {
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../../common/doctors/registration.ts";
import { sessionUserSchema } from "../schemas.ts";
import {
  errorSchema,
  errorWith,
  json,
  operation,
  shapeOf,
  type ApiOperation,
  type Returned,
} from "../shared.ts";

const TAG = "Cuentas";

const messageSchema = z.object({ message: z.string() });
const newAccountSchema = z.object({
  user: z.object({ email: z.string(), firstName: z.string() }),
  message: z.string(),
});
const redirect = (description: string) => ({
  description,
  content: { "text/plain": { schema: z.string().meta({ description: "Texto de Express." }) } },
  headers: {
    Location: { description: "Adónde sigue el navegador.", schema: { type: "string" as const } },
  },
});
const returnUrlQuery = z.object({
  returnUrl: z
    .string()
    .optional()
    .meta({ description: "Ruta del mismo sitio a la que volver (se ignora si no lo es)." }),
});

/** Patients' and doctors' accounts (public-side 7): sessions are an httpOnly cookie. */
export const accountOperations: ApiOperation[] = [
  operation("post", "/api/auth/login", {
    summary: "Iniciar sesión con correo y contraseña",
    tags: [TAG],
    params: { query: returnUrlQuery },
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
  }),
  operation("post", "/api/auth/register", {
    summary: "Crear una cuenta",
    description:
      "Envía un correo para verificar la cuenta; hasta entonces no hay sesión. Un correo que ya tiene cuenta recibe la misma respuesta (y su dueño, un aviso por correo).",
    tags: [TAG],
    body: registerSchema,
    errors: [429],
    responses: { 201: json("Cuenta creada.", newAccountSchema) },
  }),
  operation("post", "/api/auth/register-patient", {
    summary: "Crear una cuenta de paciente desde el asistente",
    tags: [TAG],
    body: patientSignupSchema,
    errors: [429],
    responses: {
      201: json("Cuenta creada.", newAccountSchema.extend({ success: z.literal(true) })),
    },
  }),
  operation("post", "/api/auth/logout", {
    summary: "Cerrar sesión",
    tags: [TAG],
    responses: {
      200: json("Sesión cerrada (o no había).", z.object({ success: z.literal(true) })),
    },
  }),
  operation("get", "/api/auth/user", {
    summary: "La cuenta con sesión",
    tags: [TAG],
    auth: "cuenta",
    errors: [401],
    responses: { 200: json("La cuenta.", sessionUserSchema) },
  }),
  operation("post", "/api/auth/verify-email", {
    summary: "Verificar el correo con el token del enlace",
    tags: [TAG],
    body: verifyEmailSchema,
    responses: {
      200: json(
        "Correo verificado.",
        shapeOf<Returned<"accounts", "verifyEmail">>()(z.object({ success: z.literal(true) })),
      ),
    },
  }),
  operation("post", "/api/auth/resend-verification", {
    summary: "Reenviar el correo de verificación",
    description: "La misma respuesta exista o no la cuenta.",
    tags: [TAG],
    body: resendVerificationSchema,
    errors: [429],
    responses: { 200: json("Hecho.", messageSchema) },
  }),
  operation("get", "/api/auth/google", {
    summary: "Entrar con Google (navegación del navegador)",
    tags: [TAG],
    params: { query: returnUrlQuery },
    errors: [429],
    responses: {
      302: redirect("A Google, o a /login?error=google-unavailable si no está configurado."),
    },
  }),
  operation("get", "/api/auth/google/callback", {
    summary: "Vuelta de Google",
    tags: [TAG],
    params: {
      query: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        error: z.string().optional(),
      }),
    },
    responses: {
      302: redirect(
        "A la página pedida con `login=success&method=google`, o a /login con el motivo.",
      ),
    },
  }),
  operation("post", "/api/auth/set-password", {
    summary: "Elegir contraseña con el enlace del registro de médico",
    tags: [TAG],
    body: setPasswordSchema,
    errors: [429],
    responses: {
      200: json(
        "Contraseña guardada.",
        shapeOf<Returned<"doctorRegistration", "setPassword">>()(
          z.object({ success: z.literal(true), message: z.string() }),
        ),
      ),
    },
  }),
  operation("post", "/api/auth/set-password/request", {
    summary: "Pedir otro enlace para elegir contraseña",
    description: "La misma respuesta exista o no la cuenta.",
    tags: [TAG],
    body: setPasswordLinkRequestSchema,
    errors: [429],
    responses: { 200: json("Hecho.", messageSchema) },
  }),
  operation("post", "/api/auth/password-reset/request", {
    summary: "Pedir un enlace para restablecer la contraseña",
    description:
      "La misma respuesta exista o no la cuenta. `audience: admin` es para administradores.",
    tags: [TAG],
    body: passwordResetRequestSchema,
    errors: [429],
    responses: { 200: json("Hecho.", messageSchema) },
  }),
  operation("post", "/api/auth/password-reset", {
    summary: "Restablecer la contraseña con el token del enlace",
    description: "Cierra las sesiones abiertas en otros dispositivos.",
    tags: [TAG],
    body: passwordResetSchema,
    errors: [429],
    responses: {
      200: json(
        "Contraseña cambiada.",
        shapeOf<Returned<"passwordReset", "reset">>()(
          z.object({
            success: z.literal(true),
            message: z.string(),
            audience: z.enum(["account", "admin"]),
          }),
        ),
      ),
    },
  }),
];
