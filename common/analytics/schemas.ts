import { z } from "zod";
import { DEFAULT_ANALYTICS_WEEKS, MAX_ANALYTICS_WEEKS, PROFILE_EVENT_KINDS } from "./weeks.ts";

export const ANALYTICS_MESSAGES = {
  kind: "Tipo de evento no válido: usa view, call, whatsapp o booking.",
  weeks: `El número de semanas debe estar entre 1 y ${MAX_ANALYTICS_WEEKS}.`,
  tooMany: "Demasiadas solicitudes desde esta conexión. Inténtalo más tarde.",
} as const;

/** `POST /api/providers/{id}/events`, sent by the profile page with navigator.sendBeacon. */
export const profileEventSchema = z.object({
  kind: z.enum(PROFILE_EVENT_KINDS, { error: ANALYTICS_MESSAGES.kind }),
});

/** `GET /api/providers/me/analytics?weeks=12`. */
export const analyticsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: ANALYTICS_MESSAGES.weeks })
    .int(ANALYTICS_MESSAGES.weeks)
    .min(1, ANALYTICS_MESSAGES.weeks)
    .max(MAX_ANALYTICS_WEEKS, ANALYTICS_MESSAGES.weeks)
    .default(DEFAULT_ANALYTICS_WEEKS),
});
