import { z } from "zod";
import {
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../../common/doctors/registration.ts";
import { returnUrlQuery } from "../../http/accounts.ts";
import { json, operation, shapeOf, type ApiOperation, type Returned } from "../shared.ts";

const TAG = "Cuentas";

const messageSchema = z.object({ message: z.string() });
const redirect = (description: string) => ({
  description,
  content: { "text/plain": { schema: z.string().meta({ description: "Texto de Express." }) } },
  headers: {
    Location: { description: "Adónde sigue el navegador.", schema: { type: "string" as const } },
  },
});

/** Patients' and doctors' accounts (public-side 7): sessions are an httpOnly cookie. */
export const accountOperations: ApiOperation[] = [
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
];
