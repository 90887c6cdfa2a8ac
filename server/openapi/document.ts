import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { SESSION_COOKIE_PREFIX } from "../accounts/auth.ts";
import { ADMIN_SESSION_COOKIE } from "../admin/session-cookie.ts";
import { routeOperation } from "../http/route.ts";
import { DECLARED_ROUTES } from "../http/routes.ts";
import type { ApiOperation } from "./shared.ts";

/** Every described operation: the declared routes' (server/http/routes.ts). */
export const API_OPERATIONS: readonly ApiOperation[] = DECLARED_ROUTES.map(routeOperation);

const DESCRIPTION = `API REST del directorio de médicos verificados de México (es-MX).

- JSON de entrada y salida; todo error es \`{ "error": "<mensaje en español>" }\` con el código HTTP que corresponde, y algunos añaden campos que su ruta describe.
- Sesiones en cookies httpOnly (SameSite=Lax): la de las cuentas de pacientes y médicos (\`POST /api/auth/login\`) y la de administradores (\`POST /api/admin/login\`) son distintas.
- Las solicitudes que cambian algo (POST, PUT, DELETE) enviadas por la página de otro sitio reciben 403; los clientes sin navegador no envían \`Origin\` y no se ven afectados.
- Los límites de frecuencia responden 429 con las cabeceras \`RateLimit\` y \`RateLimit-Policy\`.
- Las respuestas de \`/api\` no se guardan en caché salvo las públicas que lo indican.`;

/** The reference's sections in reading order; a tag missing here comes after them. */
const TAG_ORDER = [
  "Catálogos",
  "Búsqueda y perfiles",
  "Cuentas",
  "Registro y reclamo de médicos",
  "Reseñas",
  "Panel del médico",
  "Administración: perfiles",
  "Artículos del médico",
  "Favoritos",
  "Mensajes",
  "Citas en línea",
  "Agenda del médico",
  "Cédulas",
  "Búsqueda por voz",
  "Dr. Salud",
  "Administración: sesión",
  "Administración: moderación",
  "Administración: solicitudes",
  "Administración: importaciones",
  "Documentación de la API",
];

function tagsOf(operations: readonly ApiOperation[]): { name: string }[] {
  const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
  return [
    ...TAG_ORDER.filter((name) => used.has(name)),
    ...[...used].filter((name) => !TAG_ORDER.includes(name)),
  ].map((name) => ({ name }));
}

function pathsOf(operations: readonly ApiOperation[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const { method, path, operation: described } of operations) {
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`Operación descrita dos veces: ${method} ${path}`);
    item[method] = described;
  }
  return paths;
}

/** The OpenAPI 3.1 document of /api, built from the zod schemas. */
export function buildOpenApiDocument() {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Directorio de médicos verificados",
      version: "1.0.0",
      description: DESCRIPTION,
    },
    servers: [{ url: "/", description: "Este servidor" }],
    tags: tagsOf(API_OPERATIONS),
    components: {
      securitySchemes: {
        cuenta: {
          type: "apiKey",
          in: "cookie",
          name: `${SESSION_COOKIE_PREFIX}.session_token`,
          description:
            "Sesión de una cuenta de paciente o médico (`__Secure-` delante en HTTPS). La abre POST /api/auth/login.",
        },
        administrador: {
          type: "apiKey",
          in: "cookie",
          name: ADMIN_SESSION_COOKIE,
          description: "Sesión de administrador. La abre POST /api/admin/login.",
        },
        reclamo: {
          type: "apiKey",
          in: "header",
          name: "X-Claim-Token",
          description: "El secreto que devolvió POST /api/providers/claim.",
        },
      },
    },
    paths: pathsOf(API_OPERATIONS),
  });
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;

/** Built once per process: the schemas do not change while it runs. */
export function openApiDocument() {
  built ??= buildOpenApiDocument();
  return built;
}
