import { z } from "zod";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
} from "../../common/accounts/password-reset.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Cuentas"];

/** "¿Olvidaste tu contraseña?": ask for a link by email, then choose a new password with it. */
export const passwordResetRoutes = [
  defineRoute({
    method: "post",
    path: "/auth/password-reset/request",
    summary: "Pedir un enlace para restablecer la contraseña",
    description:
      "La misma respuesta exista o no la cuenta. `audience: admin` es para administradores.",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "passwordResetRequest" },
    body: passwordResetRequestSchema,
    responses: { 200: json("Hecho.", z.object({ message: z.string() })) },
    handler: ({ services, body }) => services.passwordReset.request(body),
  }),
  defineRoute({
    method: "post",
    path: "/auth/password-reset",
    summary: "Restablecer la contraseña con el token del enlace",
    description: "Cierra las sesiones abiertas en otros dispositivos.",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "setPassword" },
    body: passwordResetSchema,
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
    handler: ({ services, body }) => services.passwordReset.reset(body),
  }),
];

export const passwordResetRouter = (services: Services) => routerOf(passwordResetRoutes, services);
