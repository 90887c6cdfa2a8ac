import { z } from "zod";
import {
  registrationFieldIssues,
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../common/doctors/registration.ts";
import { providerRegistrationSchema } from "../../common/doctors/schemas.ts";
import type { ProviderRegistrationResult } from "../../common/doctors/types.ts";
import { errorSchema, errorWith, json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";
import { authHeaders, sendCookies } from "./session.ts";

const ACCOUNT_TAGS = ["Cuentas"];
/** The registration's wording of zod's own issues, field by field. */
const FIELD_WORDING = { issues: registrationFieldIssues };
const refusedRegistration = errorSchema.extend({ success: z.literal(false) });

/** Doctor registration (public-side 7) and the emailed "create your password" link. */
export const doctorRegistrationRoutes = [
  defineRoute({
    method: "post",
    path: "/providers/register",
    summary: "Registrar un médico",
    description:
      "Comprueba la cédula en el registro. Si el médico eligió contraseña, la sesión queda abierta (cookie) y `redirect` dice adónde ir; si no, recibe un enlace por correo para elegirla.",
    tags: ["Registro y reclamo de médicos"],
    access: "public",
    rateLimit: { perConnection: "register" },
    body: providerRegistrationSchema,
    refusal: { ...FIELD_WORDING, details: { success: false } },
    responses: {
      201: json(
        "Perfil creado, pendiente de aprobación.",
        shapeOf<ProviderRegistrationResult>()(
          z.object({
            success: z.boolean(),
            message: z.string(),
            user: z.object({ email: z.string(), firstName: z.string() }).optional(),
            redirect: z.string().optional(),
            error: z.string().optional(),
          }),
        ),
      ),
      400: errorWith("Datos o cédula no válidos.", refusedRegistration),
      409: errorWith("El correo ya tiene cuenta.", refusedRegistration),
      503: errorWith("El registro de cédulas no responde.", refusedRegistration),
    },
    handler: async ({ services, body, req, res }) => {
      const result = await services.doctorRegistration.register(body, {
        headers: authHeaders(req),
        ip: req.ip,
      });
      sendCookies(res, result.setCookies);
      return result.value;
    },
  }),
  defineRoute({
    method: "post",
    path: "/auth/set-password",
    summary: "Elegir contraseña con el enlace del registro de médico",
    tags: ACCOUNT_TAGS,
    access: "public",
    rateLimit: { perConnection: "setPassword" },
    body: setPasswordSchema,
    refusal: FIELD_WORDING,
    responses: {
      200: json(
        "Contraseña guardada.",
        shapeOf<Returned<"doctorRegistration", "setPassword">>()(
          z.object({ success: z.literal(true), message: z.string() }),
        ),
      ),
    },
    handler: ({ services, body }) => services.doctorRegistration.setPassword(body),
  }),
  defineRoute({
    method: "post",
    path: "/auth/set-password/request",
    summary: "Pedir otro enlace para elegir contraseña",
    description: "La misma respuesta exista o no la cuenta.",
    tags: ACCOUNT_TAGS,
    access: "public",
    rateLimit: { perConnection: "resend" },
    body: setPasswordLinkRequestSchema,
    refusal: FIELD_WORDING,
    responses: { 200: json("Hecho.", z.object({ message: z.string() })) },
    handler: ({ services, body }) => services.doctorRegistration.requestPasswordLink(body.email),
  }),
];

export const doctorRegistrationRouter = (services: Services) =>
  routerOf(doctorRegistrationRoutes, services);
