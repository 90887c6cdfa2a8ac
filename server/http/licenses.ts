import { z } from "zod";
import {
  licenseNumberSchema,
  licenseValidationRequestSchema,
} from "../../common/licenses/schemas.ts";
import type {
  LicenseLookupAnswer,
  LicenseValidation,
  LicenseValidationAnswer,
} from "../../common/licenses/types.ts";
import { licenseDataSchema } from "../openapi/schemas.ts";
import { errorSchema, errorWith, json, shapeOf } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Cédulas"];

/** An outage of the registry is the registry's fault, not the caller's: 503, never 500. */
const statusOf = (result: LicenseValidation) => (result.status === "unavailable" ? 503 : 200);

/** The GET answer of the spec: `{ isValid, data, error }` (Spanish field names in `data`). */
function toLookupAnswer(result: LicenseValidation): LicenseLookupAnswer {
  return {
    isValid: result.isValid,
    source: result.source,
    data: result.data,
    ...(result.isValid ? {} : { error: result.message }),
  };
}

/** The POST answer of the spec: `{ isValid, message, licenseData }`. */
function toValidationAnswer(result: LicenseValidation): LicenseValidationAnswer {
  return {
    isValid: result.isValid,
    source: result.source,
    message: result.message,
    licenseData: result.licenseData,
    ...(result.isValid ? {} : { error: result.message }),
  };
}

const source = z.enum(["sep", "offline", "admin"]).meta({
  description:
    "Quién respondió: el registro de la SEP, el registro sin conexión o un administrador.",
});

const lookupAnswerSchema = shapeOf<LicenseLookupAnswer>()(
  z.object({
    isValid: z.boolean(),
    source,
    data: z
      .object({
        nombre: z.string(),
        titulo: z.string(),
        institucion: z.string(),
        anioregistro: z.number().int().nullable(),
      })
      .nullable(),
    error: z.string().optional().meta({ description: "Por qué no es válida." }),
  }),
);

const validationAnswerSchema = shapeOf<LicenseValidationAnswer>()(
  z.object({
    isValid: z.boolean(),
    source,
    message: z.string(),
    licenseData: licenseDataSchema.nullable(),
    error: z.string().optional(),
  }),
);

const invalidLicense = errorWith(
  "El número no tiene la forma de una cédula.",
  errorSchema.extend({ isValid: z.literal(false) }),
);

/**
 * Public cédula lookup (public-side 7), used while a doctor fills in a registration form. The
 * licenses service reads the number itself: a malformed one is a 400 with `isValid: false`.
 */
export const licenseRoutes = [
  defineRoute({
    method: "get",
    path: "/public/validate-license",
    summary: "Consultar una cédula profesional",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "license" },
    unparsed: {
      query: z.object({
        license: licenseNumberSchema.meta({
          description: "De 6 a 10 dígitos; se ignoran espacios.",
        }),
      }),
    },
    responses: {
      200: json("Válida o no encontrada (`isValid`, `error`).", lookupAnswerSchema),
      400: invalidLicense,
      503: json("El registro no responde.", lookupAnswerSchema),
    },
    handler: async ({ services, req, res }) => {
      const result = await services.licenses.validateLicense(req.query.license);
      res.status(statusOf(result)).json(toLookupAnswer(result));
    },
  }),
  defineRoute({
    method: "post",
    path: "/public/validate-license",
    summary: "Validar una cédula profesional",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "license" },
    unparsed: { body: licenseValidationRequestSchema },
    responses: {
      200: json("Válida o no encontrada.", validationAnswerSchema),
      400: invalidLicense,
      503: json("El registro no responde.", validationAnswerSchema),
    },
    handler: async ({ services, req, res }) => {
      const body = (req.body ?? {}) as { licenseNumber?: unknown };
      const result = await services.licenses.validateLicense(body.licenseNumber);
      res.status(statusOf(result)).json(toValidationAnswer(result));
    },
  }),
];

export const licensesRouter = (services: Services) => routerOf(licenseRoutes, services);
