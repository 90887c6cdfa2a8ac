import { z } from "zod";
import { warningContactSchema } from "../openapi/schemas.ts";
import { json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { defineRoute, routerOf } from "./route.ts";

/**
 * Dr. Salud (public-side 7): `POST /api/ai/analyze-symptoms` with `{ query }` answers
 * `{ greeting, specialties: [{ slug, name, reason }], urgency, contacts, source }` in Spanish.
 * The assistant service reads the query itself.
 */
export const assistantRoutes = [
  defineRoute({
    method: "post",
    path: "/ai/analyze-symptoms",
    summary: "Dr. Salud: ¿qué especialista me conviene?",
    description:
      "Orientación, no diagnóstico: especialidades sugeridas, urgencia y, ante señales de alarma, a quién llamar.",
    tags: ["Dr. Salud"],
    access: "public",
    rateLimit: { perConnection: "assistant" },
    unparsed: { body: z.object({ query: z.string().min(3).max(2000) }) },
    responses: {
      200: json(
        "La orientación.",
        shapeOf<Returned<"assistant", "analyzeSymptoms">>()(
          z.object({
            greeting: z.string(),
            specialties: z.array(
              z.object({ slug: z.string(), name: z.string(), reason: z.string() }),
            ),
            urgency: z.enum(["emergency", "urgent", "routine"]),
            contacts: z.array(warningContactSchema),
            source: z.enum(["lexicon", "chat"]),
          }),
        ),
      ),
    },
    handler: ({ services, req }) =>
      services.assistant.analyzeSymptoms((req.body as { query?: unknown } | undefined)?.query),
  }),
];

export const assistantRouter = (services: Services) => routerOf(assistantRoutes, services);
