import { z } from "zod";
import { providerIdParam } from "../../common/providers/ids.ts";
import { providerProfileSchema } from "../openapi/schemas.ts";
import { json } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Favoritos"];
const favouritePath = z.object({ providerId: providerIdParam });

/** A signed-in person's favourite doctors. */
export const favouriteRoutes = [
  defineRoute({
    method: "get",
    path: "/favourites",
    summary: "Mis médicos favoritos",
    tags: TAGS,
    access: "account",
    responses: {
      // The service types these as cards, but sends each whole public profile.
      200: json("Los perfiles públicos de los favoritos.", z.array(providerProfileSchema)),
    },
    handler: async ({ services, viewer }) => services.favourites.list(await viewer()),
  }),
  defineRoute({
    method: "post",
    path: "/favourites/:providerId",
    summary: "Guardar un médico en favoritos",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "favourite" },
    params: favouritePath,
    errors: [404],
    responses: {
      201: json("Guardado (también si ya lo estaba).", z.object({ saved: z.literal(true) })),
    },
    handler: async ({ services, viewer, params }) =>
      services.favourites.add(await viewer(), params.providerId),
  }),
  defineRoute({
    method: "delete",
    path: "/favourites/:providerId",
    summary: "Quitar un médico de favoritos",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "favourite" },
    params: favouritePath,
    responses: { 200: json("Quitado.", z.object({ saved: z.literal(false) })) },
    handler: async ({ services, viewer, params }) =>
      services.favourites.remove(await viewer(), params.providerId),
  }),
];

export const favouritesRouter = (services: Services) => routerOf(favouriteRoutes, services);
