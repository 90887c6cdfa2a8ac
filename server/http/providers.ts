import type { RequestHandler } from "express";
import { z } from "zod";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import { providerIdParam, providerSlugOrNameSchema } from "../../common/providers/ids.ts";
import { providerSearchQuerySchema } from "../../common/search/filters.ts";
import type { Config } from "../config.ts";
import {
  providerCardSchema,
  providerProfileSchema,
  publicReviewSchema,
} from "../openapi/schemas.ts";
import { json } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { limiter } from "./rate-limits.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Búsqueda y perfiles"];
const API_BUDGET_MESSAGE =
  "Demasiadas consultas a la API desde esta conexión. Espera un minuto e inténtalo de nuevo.";

const idPath = z.object({ id: providerIdParam });

/** The public directory: search, profiles and their published reviews. */
export const providerRoutes = [
  // Spec contract: a JSON array; the total for paging travels in X-Total-Count. At most 100 a
  // page (the spec's limit=10000 city page is served by paging).
  defineRoute({
    method: "get",
    path: "/providers",
    summary: "Buscar médicos",
    description:
      "Filtros de la especificación: `specialty` (`todas` = sin filtro), `city` (`todas-ciudades` = sin filtro, `online` = telemedicina), `available`, `q` (texto libre, síntomas incluidos), `semanticSearch`, `limit`, `offset`, y además `sort`, `zone` (colonia en la dirección), `insurer` (slug de aseguradora del catálogo), `priceMax` y `priceMin` (precio máximo y mínimo en pesos; el mínimo no puede pasar del máximo), `gender` (`F`: doctoras, `M`: doctores; según el título «Dra.» o «Dr.» del nombre), `age` (`child` o `senior`: se entiende pero no filtra, el directorio no indica qué edades atiende cada médico), `visit` (`home`: ofrece visita a domicilio entre sus servicios), `telemedicine`, `verified` (cédula verificada), `booking` (`online`: solo médicos con cita en línea, es decir, con agenda publicada) `minRating` (calificación mínima, 1 a 5) y `language` (idioma que habla el médico: `en` inglés, `fr`, `de`, `it`, `pt`, `lsm`; un valor desconocido es un 400). `available=today` usa la agenda cuando el médico tiene una publicada (un horario libre hoy en la zona de su consultorio) y, si no, lo que indica el médico; `available=tomorrow` (un horario libre a más tardar mañana), `weekend` (horario semanal en sábado o domingo) y `evening` (horario después de las 19:00) solo incluyen médicos con agenda publicada. En `q` se entienden especialidad, ciudad, estado, faltas de ortografía y calificadores: cuándo («ahorita», «lo antes posible», «mañana», «fin de semana», «en la noche»), cómo («por zoom», «videollamada», «por teléfono», «a domicilio»), cuánto («barato», «que cobre poco», «menos de mil pesos», «entre 500 y 900»), quién («doctora», «médico hombre»), para quién («para niños», «para mi abuelito») «que acepte AXA» y «que hable inglés» o «English-speaking»; también inglés y spanglish («ear infection», «ob-gyn», «un doctor para mi kid»). Varias especialidades que atienden lo mismo se mezclan en la lista (3 + 2 de cada cinco). El total para paginar viaja en `X-Total-Count`.",
    tags: TAGS,
    access: "public",
    rateLimit: { configured: "apiBudget" },
    query: providerSearchQuerySchema,
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
    handler: async ({ services, query, res }) => {
      const result = await services.search.search(query);
      res.set("X-Total-Count", String(result.total));
      // Past 1,000 matches the count stops: X-Total-Count is 1000 and this says "or more".
      res.set("X-Total-Count-Capped", String(result.totalCapped));
      res.set("Access-Control-Expose-Headers", "X-Total-Count, X-Total-Count-Capped");
      res.set("Cache-Control", "public, max-age=60");
      return result.providers;
    },
  }),
  defineRoute({
    method: "get",
    path: "/providers/specialty-counts",
    summary: "Médicos publicados por especialidad",
    tags: TAGS,
    access: "public",
    rateLimit: { configured: "apiBudget" },
    responses: {
      200: json(
        "Slug, nombre y número de perfiles públicos de cada especialidad que tiene alguno.",
        z.array(z.object({ specialty: z.string(), name: z.string(), count: z.number().int() })),
      ),
    },
    handler: async ({ services, res }) => {
      const counts = await services.search.specialtyCounts();
      res.set("Cache-Control", "public, max-age=300");
      return counts.map(({ specialtySlug, count }) => ({
        specialty: specialtySlug,
        name: findSpecialtyBySlug(specialtySlug)?.name ?? specialtySlug,
        count,
      }));
    },
  }),
  // Spec: GET /api/provider/{slugOrName}; 404 means not found.
  defineRoute({
    method: "get",
    path: "/provider/:slugOrName",
    summary: "Perfil por slug o nombre",
    tags: TAGS,
    access: "public",
    params: z.object({ slugOrName: providerSlugOrNameSchema }),
    errors: [404],
    responses: { 200: json("El perfil público.", providerProfileSchema) },
    handler: ({ services, params, res }) => {
      res.set("Cache-Control", "public, max-age=60");
      return services.providers.profile(params);
    },
  }),
  defineRoute({
    method: "get",
    path: "/providers/:id",
    summary: "Perfil por id",
    tags: TAGS,
    access: "public",
    params: idPath,
    errors: [404],
    responses: { 200: json("El perfil público.", providerProfileSchema) },
    handler: ({ services, params, res }) => {
      res.set("Cache-Control", "public, max-age=60");
      return services.providers.profileById(params.id);
    },
  }),
  defineRoute({
    method: "get",
    path: "/providers/:id/reviews",
    summary: "Reseñas publicadas de un médico",
    tags: TAGS,
    access: "public",
    params: idPath,
    errors: [404],
    responses: {
      200: json("Las reseñas aprobadas, las más recientes primero.", z.array(publicReviewSchema)),
    },
    handler: ({ services, params }) => services.providers.publicReviews(params.id),
  }),
];

export function providersRouter(services: Services, options: Pick<Config, "apiRequestsPerMinute">) {
  // A fair share of the search per client address (with RateLimit headers); pages call the
  // search service directly and never spend it.
  const perMinute = options.apiRequestsPerMinute;
  const apiBudget: RequestHandler =
    perMinute > 0
      ? limiter({ windowMinutes: 1, max: perMinute, message: API_BUDGET_MESSAGE, batched: true })
      : (_req, _res, next) => next();
  return routerOf(providerRoutes, services, { apiBudget });
}
