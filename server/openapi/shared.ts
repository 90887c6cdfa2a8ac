import { z } from "zod";
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiParameters,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from "zod-openapi";
import type { Services } from "../services.ts";

/*
 * The pieces every area's description is made of. An operation names its method and path as
 * OpenAPI writes them (`/api/providers/{id}`), its request (zod schemas, the routes' own where
 * they are exported) and every status it answers; the error answers all share one shape.
 */

export type HttpMethod = "get" | "post" | "put" | "delete";

/** One operation of the API, as an area's file lists it. */
export interface ApiOperation {
  method: HttpMethod;
  path: string;
  operation: ZodOpenApiOperationObject;
}

/** The statuses the API's routes answer with `{ error }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: "Solicitud no válida: el primer problema, en español.",
  401: "Sin sesión (o sin la sesión de administrador que pide la ruta).",
  403: "La sesión no basta para esto, o la solicitud viene de otro sitio.",
  404: "No existe, o no es de quien pregunta.",
  409: "Choca con el estado actual (un duplicado, una cédula de otro perfil).",
  413: "El cuerpo o el archivo es demasiado grande.",
  429: "Demasiadas solicitudes: espera antes de reintentar (cabecera RateLimit).",
  502: "El servicio externo falló.",
  503: "El servicio externo no está configurado o no responde.",
};

export const errorSchema = z
  .object({
    error: z.string().meta({ description: "Mensaje en español, listo para mostrarse." }),
  })
  .meta({ id: "Error", description: "Toda respuesta de error de la API." });

/** A JSON answer. */
export function json(
  description: string,
  schema: z.ZodType,
  headers?: ZodOpenApiResponseObject["headers"],
): ZodOpenApiResponseObject {
  return {
    description,
    content: { "application/json": { schema } },
    ...(headers ? { headers } : {}),
  };
}

/** An error answer whose body carries more than `error` (the schema extends errorSchema). */
export function errorWith(description: string, schema: z.ZodType): ZodOpenApiResponseObject {
  return json(description, schema);
}

function errorResponse(status: ErrorStatus): ZodOpenApiResponseObject {
  return json(ERROR_MEANINGS[status], errorSchema);
}

const UNSAFE: ReadonlySet<HttpMethod> = new Set(["post", "put", "delete"]);

export interface OperationSpec {
  summary: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  /** Which session the route reads; none for public routes. */
  auth?: "cuenta" | "administrador" | "reclamo";
  params?: ZodOpenApiParameters;
  /** A JSON body (the route's zod schema, in its input form). */
  body?: z.ZodType;
  /** A multipart body, for uploads. */
  multipart?: z.ZodType;
  responses: ZodOpenApiResponsesObject;
  /** Error statuses the route gives besides the ones every route of its kind gives. */
  errors?: ErrorStatus[];
}

/**
 * An operation with the answers that come from the API's shared layers: a state-changing
 * method from another site gets 403, and a JSON or multipart body that does not parse or is
 * too large 400 or 413. A status the spec already describes (with a richer body) is kept.
 */
export function operation(method: HttpMethod, path: string, spec: OperationSpec): ApiOperation {
  const statuses = new Set<ErrorStatus>(spec.errors ?? []);
  if (UNSAFE.has(method)) statuses.add(403);
  if (spec.body || spec.multipart) {
    statuses.add(400);
    statuses.add(413);
  }
  const responses: Record<string, ZodOpenApiResponseObject> = {
    ...(spec.responses as Record<string, ZodOpenApiResponseObject>),
  };
  for (const status of [...statuses].sort()) {
    responses[String(status)] ??= errorResponse(status);
  }
  const requestBody = spec.body
    ? { required: true, content: { "application/json": { schema: spec.body } } }
    : spec.multipart
      ? { required: true, content: { "multipart/form-data": { schema: spec.multipart } } }
      : undefined;
  return {
    method,
    path,
    operation: {
      operationId: operationId(method, path),
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      ...(spec.deprecated ? { deprecated: true } : {}),
      ...(spec.auth ? { security: [{ [spec.auth]: [] }] } : {}),
      ...(spec.params ? { requestParams: spec.params } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    },
  };
}

/** `post /api/providers/{id}/reviews` → `postProvidersIdReviews`: stable and unique. */
function operationId(method: HttpMethod, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method + words.join("");
}

/**
 * Compile-time proof that a response schema describes exactly the type the code returns:
 * `shapeOf<Dto>()(schema)` fails to type-check when a field is missing, extra or typed
 * differently. The runtime test then checks the real answers against the document.
 */
export function shapeOf<Dto>() {
  return <S extends z.ZodType<Dto>>(
    schema: S & ([Dto] extends [z.output<S>] ? unknown : { mismatch: "el esquema no coincide" }),
  ): S => schema;
}

/** What a service method resolves to: the body most routes send as is. */
export type Returned<
  Area extends keyof Services,
  Method extends keyof Services[Area],
> = Services[Area][Method] extends (...args: never[]) => infer R ? Awaited<R> : never;
