import { z } from "zod";
import {
  setPasswordLinkRequestSchema,
  setPasswordSchema,
} from "../../../common/doctors/registration.ts";
import { json, operation, shapeOf, type ApiOperation, type Returned } from "../shared.ts";

const TAG = "Cuentas";

const messageSchema = z.object({ message: z.string() });
/** Patients' and doctors' accounts (public-side 7): sessions are an httpOnly cookie. */
export const accountOperations: ApiOperation[] = [
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
