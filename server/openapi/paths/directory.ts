import { z } from "zod";
import { profileEventSchema } from "../../../common/analytics/schemas.ts";
import { providerSearchQuerySchema } from "../../../common/search/filters.ts";
import { providerIdSchema } from "../../http/providers.ts";
import { providerCardSchema, providerProfileSchema, publicReviewSchema } from "../schemas.ts";
import { json, operation, type ApiOperation } from "../shared.ts";

const CATALOGS = "Catálogos";
const DIRECTORY = "Búsqueda y perfiles";

const idPath = z.object({ id: providerIdSchema.meta({ description: "Id del médico." }) });

/** The public directory: catalogues, search, profiles and their published reviews. */
export const directoryOperations: ApiOperation[] = [
  operation("get", "/api/specialties", {
    summary: "Especialidades del catálogo",
    tags: [CATALOGS],
    responses: {
      200: json(
        "Cada especialidad con su slug (id), nombre e icono (lucide-react). Se guarda una hora en caché.",
        z.array(z.object({ id: z.string(), name: z.string(), icon: z.string() })),
      ),
    },
  }),
  operation("get", "/api/cities", {
    summary: "Ciudades del catálogo",
    tags: [CATALOGS],
    responses: {
      200: json(
        "Cada ciudad con su slug (id), nombre, estado y si aparece en el buscador.",
        z.array(
          z.object({ id: z.string(), name: z.string(), state: z.string(), search: z.boolean() }),
        ),
      ),
    },
  }),
  operation("get", "/api/providers", {
    summary: "Buscar médicos",
    description:
      "Filtros de la especificación: `specialty` (`todas` = sin filtro), `city` (`todas-ciudades` = sin filtro, `online` = telemedicina), `available`, `q` (texto libre, síntomas incluidos), `semanticSearch`, `limit`, `offset`, y además `sort`, `zone` (colonia en la dirección), `insurer` (slug de aseguradora del catálogo), `priceMax` y `priceMin` (precio máximo y mínimo en pesos; el mínimo no puede pasar del máximo), `gender` (`F`: doctoras, `M`: doctores; según el título «Dra.» o «Dr.» del nombre), `age` (`child` o `senior`: se entiende pero no filtra, el directorio no indica qué edades atiende cada médico), `visit` (`home`: ofrece visita a domicilio entre sus servicios), `telemedicine`, `verified` (cédula verificada), `booking` (`online`: solo médicos con cita en línea, es decir, con agenda publicada) `minRating` (calificación mínima, 1 a 5) y `language` (idioma que habla el médico: `en` inglés, `fr`, `de`, `it`, `pt`, `lsm`; un valor desconocido es un 400). `available=today` usa la agenda cuando el médico tiene una publicada (un horario libre hoy en la zona de su consultorio) y, si no, lo que indica el médico; `available=tomorrow` (un horario libre a más tardar mañana), `weekend` (horario semanal en sábado o domingo) y `evening` (horario después de las 19:00) solo incluyen médicos con agenda publicada. En `q` se entienden especialidad, ciudad, estado, faltas de ortografía y calificadores: cuándo («ahorita», «lo antes posible», «mañana», «fin de semana», «en la noche»), cómo («por zoom», «videollamada», «por teléfono», «a domicilio»), cuánto («barato», «que cobre poco», «menos de mil pesos», «entre 500 y 900»), quién («doctora», «médico hombre»), para quién («para niños», «para mi abuelito») «que acepte AXA» y «que hable inglés» o «English-speaking»; también inglés y spanglish («ear infection», «ob-gyn», «un doctor para mi kid»). Varias especialidades que atienden lo mismo se mezclan en la lista (3 + 2 de cada cinco). El total para paginar viaja en `X-Total-Count`.",
    tags: [DIRECTORY],
    params: { query: providerSearchQuerySchema },
    errors: [400],
    responses: {
      200: json("Una página de resultados.", z.array(providerCardSchema), {
        "X-Total-Count": {
          description: "Cuántos médicos cumplen los filtros en total.",
          schema: { type: "integer" },
        },
        "X-Total-Count-Capped": {
          description:
            "true cuando el conteo se detuvo en 1000 (búsquedas con texto o filtros): cumplen más de X-Total-Count.",
          schema: { type: "boolean" },
        },
      }),
    },
  }),
  operation("get", "/api/providers/specialty-counts", {
    summary: "Médicos publicados por especialidad",
    tags: [DIRECTORY],
    responses: {
      200: json(
        "Slug, nombre y número de perfiles públicos de cada especialidad que tiene alguno.",
        z.array(z.object({ specialty: z.string(), name: z.string(), count: z.number().int() })),
      ),
    },
  }),
  operation("get", "/api/provider/{slugOrName}", {
    summary: "Perfil por slug o nombre",
    tags: [DIRECTORY],
    params: {
      path: z.object({
        slugOrName: z.string().min(1).max(200).meta({ description: "Slug del perfil o nombre." }),
      }),
    },
    errors: [400, 404],
    responses: { 200: json("El perfil público.", providerProfileSchema) },
  }),
  operation("get", "/api/providers/{id}", {
    summary: "Perfil por id",
    tags: [DIRECTORY],
    params: { path: idPath },
    errors: [400, 404],
    responses: { 200: json("El perfil público.", providerProfileSchema) },
  }),
  operation("get", "/api/providers/{id}/reviews", {
    summary: "Reseñas publicadas de un médico",
    tags: [DIRECTORY],
    params: { path: idPath },
    errors: [400, 404],
    responses: {
      200: json("Las reseñas aprobadas, las más recientes primero.", z.array(publicReviewSchema)),
    },
  }),
  operation("post", "/api/providers/{id}/events", {
    summary: "Registrar una visita o un clic de contacto",
    description:
      "Anónimo a propósito (sendBeacon desde el perfil). Responde 204 se cuente o no el evento, para que nadie sepa qué filtro se aplicó.",
    tags: [DIRECTORY],
    params: { path: idPath },
    body: profileEventSchema,
    errors: [429],
    responses: { 204: { description: "Recibido." } },
  }),
];
