import { z } from "zod";
import { CITIES, SEARCH_CITIES } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { json } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Catálogos"];
const PUBLIC_HOUR = "public, max-age=3600";

/** Static catalogues (spec 3: Specialty, City) for clients that build their own forms. */
export const catalogRoutes = [
  defineRoute({
    method: "get",
    path: "/specialties",
    summary: "Especialidades del catálogo",
    tags: TAGS,
    access: "public",
    responses: {
      200: json(
        "Cada especialidad con su slug (id), nombre e icono (lucide-react). Se guarda una hora en caché.",
        z.array(z.object({ id: z.string(), name: z.string(), icon: z.string() })),
      ),
    },
    handler: ({ res }) => {
      res.set("Cache-Control", PUBLIC_HOUR);
      return SPECIALTIES.map(({ slug, name, icon }) => ({ id: slug, name, icon }));
    },
  }),
  defineRoute({
    method: "get",
    path: "/cities",
    summary: "Ciudades del catálogo",
    tags: TAGS,
    access: "public",
    responses: {
      200: json(
        "Cada ciudad con su slug (id), nombre, estado y si aparece en el buscador.",
        z.array(
          z.object({ id: z.string(), name: z.string(), state: z.string(), search: z.boolean() }),
        ),
      ),
    },
    handler: ({ res }) => {
      const searchSlugs = new Set(SEARCH_CITIES.map((city) => city.slug));
      res.set("Cache-Control", PUBLIC_HOUR);
      return CITIES.map(({ slug, name, state }) => ({
        id: slug,
        name,
        state,
        search: searchSlugs.has(slug),
      }));
    },
  }),
];

export const catalogRouter = (services: Services) => routerOf(catalogRoutes, services);
