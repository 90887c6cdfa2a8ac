import { z } from "zod";
import { ownListingUpdateSchema } from "../../common/doctors/self-update.ts";
import { providerIdSchema } from "../../common/providers/ids.ts";
import { ownProviderSchema } from "../openapi/schemas.ts";
import { errorSchema, errorWith, json } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Panel del médico"];

/**
 * The doctor's own listing (spec public-side 7): `GET /api/providers/me` and
 * `PUT /api/providers/{id}/self`. Mounted before the public providers router, whose
 * `/providers/:id` would otherwise read "me" as an id.
 */
export const providerSelfRoutes = [
  defineRoute({
    method: "get",
    path: "/providers/me",
    summary: "Mi perfil",
    description: "El perfil de la cuenta, en cualquier estado de aprobación.",
    tags: TAGS,
    access: "account",
    errors: [404],
    responses: { 200: json("El perfil.", ownProviderSchema) },
    handler: async ({ services, viewer }) => services.doctorSelf.own(await viewer()),
  }),
  // The doctor-self service reads the body itself: a refusal names its field (`field`).
  defineRoute({
    method: "put",
    path: "/providers/:id/self",
    summary: "Guardar mi perfil",
    description:
      "Cualquier subconjunto de los campos. En un perfil con cédula verificada, nombre, especialidad y cédula esperan a un administrador (`pendingReview`).",
    tags: TAGS,
    access: "account",
    rateLimit: { perUser: "profileSave" },
    params: z.object({ id: providerIdSchema }),
    unparsed: { body: ownListingUpdateSchema },
    errors: [404, 409],
    responses: {
      200: json("El perfil guardado.", ownProviderSchema),
      400: errorWith(
        "Un campo no es válido; `field` lo nombra.",
        errorSchema.extend({ field: z.array(z.union([z.string(), z.number()])).optional() }),
      ),
    },
    handler: async ({ services, viewer, params, req }) =>
      services.doctorSelf.update(await viewer(), params.id, req.body ?? {}),
  }),
];

export const providerSelfRouter = (services: Services) => routerOf(providerSelfRoutes, services);
