import { z } from "zod";
import { ACCOUNT_MESSAGES, accountEmail } from "./schemas.ts";

export const PASSWORD_RESET_MINUTES = 60;
/** Spec: patient signup, claim and doctor signup ask at least 8 characters. */
export const ACCOUNT_PASSWORD_MIN = 8;
/** The rule `npm run admin:create` applies to administrators. */
export const ADMIN_PASSWORD_MIN = 12;

export const PASSWORD_RESET_MESSAGES = {
  requested: `Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada: el enlace vence en ${PASSWORD_RESET_MINUTES} minutos.`,
  tokenMissing: "No se encontró un enlace válido para restablecer tu contraseña.",
  tokenInvalid:
    "El enlace para restablecer tu contraseña es inválido, ya se usó o ha expirado. Solicita uno nuevo.",
  done: "Tu contraseña ha sido cambiada y cerramos todas tus sesiones abiertas. Ya puedes iniciar sesión con la nueva contraseña.",
  adminPasswordMin: `La contraseña del administrador debe tener al menos ${ADMIN_PASSWORD_MIN} caracteres.`,
} as const;

/** Who asks: a patient or doctor (`users`), or an administrator (`admin_users`). */
export const RESET_AUDIENCES = ["account", "admin"] as const;
export type ResetAudience = (typeof RESET_AUDIENCES)[number];

/** Body of `POST /api/auth/password-reset/request` and of the /recuperar-contrasena form. */
export const passwordResetRequestSchema = z.object({
  email: accountEmail,
  audience: z
    .enum(RESET_AUDIENCES, { error: "Tipo de cuenta no válido." })
    .optional()
    .default("account"),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * Body of `POST /api/auth/password-reset` and of the /restablecer-contrasena form. The
 * administrators' longer minimum is checked once the link says whose password it is.
 */
export const passwordResetSchema = z
  .object({
    token: z
      .string({ error: PASSWORD_RESET_MESSAGES.tokenInvalid })
      .trim()
      .min(10, PASSWORD_RESET_MESSAGES.tokenInvalid)
      .max(200, PASSWORD_RESET_MESSAGES.tokenInvalid),
    password: z
      .string({ error: ACCOUNT_MESSAGES.passwordMin8 })
      .min(ACCOUNT_PASSWORD_MIN, ACCOUNT_MESSAGES.passwordMin8)
      .max(128, ACCOUNT_MESSAGES.tooLong),
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsMismatch }).max(128),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
