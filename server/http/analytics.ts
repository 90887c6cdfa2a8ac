import { createHash } from "node:crypto";
import type { Request } from "express";
import { z } from "zod";
import { analyticsQuerySchema, profileEventSchema } from "../../common/analytics/schemas.ts";
import { providerIdParam } from "../../common/providers/ids.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";
import { DEFAULT_TIME_ZONE } from "../../common/time/zones.ts";

/** Opaque: the address and browser are hashed, never stored. */
function visitorKey(req: Request): string {
  return createHash("sha256")
    .update(`${req.ip ?? ""}|${req.get("user-agent") ?? ""}`)
    .digest("hex")
    .slice(0, 24);
}

const weeklySchema = shapeOf<Returned<"analytics", "weeklyForOwner">>()(
  z.object({
    providerId: z.number().int(),
    timeZone: z.literal(DEFAULT_TIME_ZONE),
    weeks: z.array(
      z.object({
        weekStart: z.string(),
        weekEnd: z.string(),
        isoWeek: z.string(),
        views: z.number().int(),
        calls: z.number().int(),
        whatsapp: z.number().int(),
        bookings: z.number().int(),
      }),
    ),
  }),
);

/** A profile's visits and contact clicks: counted anonymously, read by its owner. */
export const analyticsRoutes = [
  defineRoute({
    method: "get",
    path: "/providers/me/analytics",
    summary: "Estadísticas semanales de mi perfil",
    tags: ["Panel del médico"],
    access: "account",
    query: analyticsQuerySchema,
    errors: [404],
    responses: {
      200: json(
        "Visitas y clics de contacto por semana (hora de la Ciudad de México).",
        weeklySchema,
      ),
    },
    handler: async ({ services, viewer, query }) =>
      services.analytics.weeklyForOwner(await viewer(), query.weeks),
  }),
  // A visitor opens a few profiles and clicks a few links; a script that inflates counters
  // hits the limit.
  defineRoute({
    method: "post",
    path: "/providers/:id/events",
    summary: "Registrar una visita o un clic de contacto",
    description:
      "Anónimo a propósito (sendBeacon desde el perfil). Responde 204 se cuente o no el evento, para que nadie sepa qué filtro se aplicó.",
    tags: ["Búsqueda y perfiles"],
    access: "public",
    rateLimit: { perConnection: "profileEvents" },
    params: z.object({ id: providerIdParam }),
    body: profileEventSchema,
    responses: { 204: { description: "Recibido." } },
    // Answers 204 whether or not the event was counted.
    handler: async ({ services, req, viewer, params, body }) => {
      await services.analytics.record(params.id, body.kind, {
        userAgent: req.get("user-agent"),
        visitorKey: visitorKey(req),
        viewerId: (await viewer())?.id ?? null,
      });
    },
  }),
];

export const analyticsRouter = (services: Services) => routerOf(analyticsRoutes, services);
