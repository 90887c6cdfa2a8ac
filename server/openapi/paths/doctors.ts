import { z } from "zod";
import {
  claimAccessSchema,
  claimCodeSchema,
  claimResendSchema,
} from "../../../common/doctors/claims.ts";
import { claimSchema } from "../../../common/doctors/schemas.ts";
import { providerIdSchema } from "../../../common/providers/ids.ts";
import { idParam, json, operation, shapeOf, type ApiOperation, type Returned } from "../shared.ts";

const TAG = "Registro y reclamo de médicos";

export const claimStages = [
  "code_sent",
  "awaiting_evidence",
  "pending_review",
  "approved",
  "rejected",
  "superseded",
  "expired",
] as const;

const claimProgressShape = {
  claimId: z.number().int(),
  status: z.enum(claimStages),
  channel: z.enum(["sms", "email", "evidence"]),
  destination: z.string().nullable().meta({ description: "Teléfono o correo enmascarado." }),
  message: z.string(),
  adminNote: z.string().nullable().optional(),
};

const claimChannelsShape = {
  channels: z
    .object({ sms: z.string().nullable(), email: z.string().nullable() })
    .optional()
    .meta({ description: "Por dónde se puede recibir otro código (enmascarado)." }),
};

export const claimProgressSchema = shapeOf<Returned<"claims", "progress">>()(
  z
    .object({ ...claimProgressShape, ...claimChannelsShape })
    .meta({ id: "ClaimProgress", description: "Dónde está una solicitud de reclamo." }),
);

const claimIdPath = z.object({ claimId: idParam("Id de la solicitud.") });

/** Doctors join the directory: registration and claiming an existing listing. */
export const doctorOperations: ApiOperation[] = [
  operation("post", "/api/providers/claim/verify-phone", {
    summary: "¿Es este el teléfono del perfil?",
    tags: [TAG],
    body: z.object({ providerId: providerIdSchema, phone: z.string().max(30) }),
    errors: [429],
    responses: { 200: json("Si coincide.", z.object({ matches: z.boolean() })) },
  }),
  operation("post", "/api/providers/claim", {
    summary: "Solicitar un perfil existente",
    description:
      "Abre una solicitud; el perfil cambia de manos sólo con una prueba (código por SMS o correo, o documentos que revisa un administrador). `claimToken` es el secreto que continúa la solicitud.",
    tags: [TAG],
    body: claimSchema,
    errors: [404, 409, 429],
    responses: {
      202: json(
        "Solicitud abierta.",
        shapeOf<Returned<"claims", "start">>()(
          z.object({
            ...claimProgressShape,
            ...claimChannelsShape,
            success: z.literal(true),
            claimToken: z.string(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/providers/claim/{claimId}", {
    summary: "Estado de una solicitud de reclamo",
    tags: [TAG],
    auth: "reclamo",
    params: { path: claimIdPath },
    errors: [400, 404, 429],
    responses: { 200: json("La solicitud.", claimProgressSchema) },
  }),
  operation("post", "/api/providers/claim/{claimId}/code", {
    summary: "Confirmar el código recibido",
    tags: [TAG],
    params: { path: claimIdPath },
    body: claimCodeSchema,
    errors: [404, 409, 429],
    responses: {
      200: json(
        "Perfil reclamado.",
        shapeOf<Returned<"claims", "verifyCode">>()(
          z.object({
            success: z.literal(true),
            message: z.literal("¡Perfil reclamado con éxito!"),
          }),
        ),
      ),
    },
  }),
  operation("post", "/api/providers/claim/{claimId}/resend", {
    summary: "Enviar otro código",
    tags: [TAG],
    params: { path: claimIdPath },
    body: claimResendSchema,
    errors: [404, 409, 429],
    responses: { 200: json("Código enviado.", claimProgressSchema) },
  }),
  operation("post", "/api/providers/claim/{claimId}/evidence", {
    summary: "Enviar cédula e identificación",
    description:
      "Multipart: `claimToken` y los archivos `cedula` e `identificacion` (imagen o PDF).",
    tags: [TAG],
    params: { path: claimIdPath },
    multipart: claimAccessSchema.extend({
      cedula: z.string().meta({ format: "binary" }),
      identificacion: z.string().meta({ format: "binary" }),
    }),
    errors: [400, 404, 409, 413, 429],
    responses: {
      200: json("Documentos recibidos; la revisa un administrador.", claimProgressSchema),
    },
  }),
];
