import { z } from "zod";
import { availabilityQuerySchema } from "../../common/booking/schemas.ts";
import type { AvailabilityDto } from "../../common/booking/types.ts";
import { providerIdParam } from "../../common/providers/ids.ts";
import {
  officeFields,
  slotSchema,
  timeZoneSchema,
  visitTypeFields,
} from "../openapi/paths/booking.ts";
import { json, shapeOf } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

const availabilitySchema = shapeOf<AvailabilityDto>()(
  z
    .object({
      timeZone: timeZoneSchema.meta({
        description: "La zona de la agenda (la ciudad del perfil): agrupa los días.",
      }),
      visitTypes: z.array(z.object(visitTypeFields)),
      offices: z.array(
        z.object({
          ...officeFields,
          timeZone: timeZoneSchema.meta({ description: "La zona en que se muestran sus horas." }),
        }),
      ),
      days: z.array(
        z.object({
          date: z.string().meta({ description: "AAAA-MM-DD en la zona de la agenda." }),
          slots: z.array(slotSchema),
        }),
      ),
    })
    .meta({ id: "Availability", description: "Horarios libres de un médico." }),
);

/** Free slots of a listing's published agenda: anyone may ask (docs/booking.md). */
export const availabilityRoutes = [
  defineRoute({
    method: "get",
    path: "/providers/:id/availability",
    summary: "Horarios disponibles de un médico",
    description:
      "Sin sesión. Los horarios libres de `days` días (14 por omisión, hasta 31) desde `from` (hoy en la zona de la agenda por omisión), de un tipo de consulta o de todos: el horario semanal de cada consultorio en su zona, menos excepciones, bloqueos y citas (con el descanso entre consultas), desde la anticipación mínima hasta el horizonte. 404 si el médico no tiene agenda publicada o su cédula no está verificada.",
    tags: ["Citas en línea"],
    access: "public",
    params: z.object({ id: providerIdParam }),
    query: availabilityQuerySchema,
    errors: [404],
    responses: { 200: json("Los días con sus horarios libres.", availabilitySchema) },
    handler: ({ services, params, query }) =>
      services.availability.getAvailability(params.id, query),
  }),
];

export const availabilityRouter = (services: Services) => routerOf(availabilityRoutes, services);
