import { type ErrorRequestHandler } from "express";
import { z } from "zod";
import { AppError } from "../../common/errors.ts";
import { warningContactSchema } from "../openapi/schemas.ts";
import { errorSchema, errorWith, json, shapeOf, type Returned } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import { MAX_AUDIO_BYTES, MAX_BODY, VOICE_MESSAGES } from "../voice/messages.ts";
import { SpeechUnavailableError } from "../voice/service.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Búsqueda por voz"];

/**
 * A failing speech service is the gateway's fault (502); a server without one (503) is a
 * known setting, not an incident to log as an error; a recording over the body limit gets the
 * voice wording. Everything else goes on to the shared error middleware.
 */
const voiceErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (error instanceof AppError && error.code === "unavailable") {
    req.log?.debug({ err: error }, "speech-to-text not configured");
    res.status(error.status).json({ error: error.message });
    return;
  }
  if (error instanceof SpeechUnavailableError) {
    req.log?.warn({ err: error }, "speech service unavailable");
    if (error.retryAfterSeconds !== undefined) {
      res.setHeader("Retry-After", String(error.retryAfterSeconds));
    }
    res.status(error.status).json({ error: error.message });
    return;
  }
  if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
    res.status(413).json({ error: VOICE_MESSAGES.tooLarge });
    return;
  }
  next(error);
};

const voiceAnswerSchema = shapeOf<Returned<"voice", "interpret">>()(
  z
    .object({
      transcript: z.string(),
      confidence: z.number().nullable(),
      searchIntent: z.object({
        searchQuery: z.string(),
        specialtySlug: z.string().optional(),
        citySlug: z.string().optional(),
        href: z.string().meta({ description: "La búsqueda a la que llevar a la persona." }),
        warningSigns: z
          .object({
            level: z.enum(["emergency", "urgent"]),
            firstAction: z.string(),
            contacts: z.array(warningContactSchema),
            categories: z.array(z.string()),
          })
          .optional()
          .meta({ description: "Señales de alarma en lo que se dijo: qué hacer primero." }),
      }),
    })
    .meta({ id: "VoiceSearchAnswer" }),
);

/**
 * Voice search (public-side 7): `POST /api/voice/transcribe` with `{ audio, keywords }`
 * (base64 of a WebM/MP4/Ogg/WAV recording, and vocabulary), and `POST /api/voice/intent` with
 * `{ transcript }` for what the browser's own speech recognition heard. Both answer
 * `{ transcript, confidence, searchIntent: { searchQuery, specialtySlug?, citySlug?, href } }`.
 * Each reads its body with its own limit, so the router is mounted before the API's 100 kB
 * JSON parser; the voice service checks what the body says.
 */
export const voiceRoutes = [
  defineRoute({
    method: "post",
    path: "/voice/transcribe",
    summary: "Transcribir una grabación",
    description: `Base64 de una grabación WebM, MP4, Ogg o WAV de hasta ${MAX_AUDIO_BYTES / 1024 / 1024} MiB, y vocabulario (términos médicos, ciudades). 503 cuando el servidor no tiene servicio de voz: el navegador usa entonces su propio reconocimiento y /api/voice/intent.`,
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "voiceTranscribe" },
    jsonLimit: MAX_BODY,
    unparsed: {
      body: z.object({
        audio: z.string().meta({ description: "Base64 de la grabación." }),
        keywords: z.union([z.array(z.string()), z.string()]).optional(),
      }),
    },
    errors: [502, 503],
    responses: {
      200: json("Texto y búsqueda a la que lleva.", voiceAnswerSchema),
      400: errorWith(
        "Grabación no válida, vacía o poco clara (con lo que se entendió).",
        errorSchema.extend({
          transcript: z.string().optional(),
          confidence: z.number().nullable().optional(),
        }),
      ),
    },
    handler: ({ services, req }) =>
      services.voice.transcribe((req.body ?? {}) as { audio?: unknown; keywords?: unknown }),
  }),
  defineRoute({
    method: "post",
    path: "/voice/intent",
    summary: "Interpretar lo que reconoció el navegador",
    tags: TAGS,
    access: "public",
    rateLimit: { perConnection: "voiceIntent" },
    jsonLimit: "10kb",
    unparsed: {
      body: z.object({
        transcript: z
          .string()
          .meta({ description: "Lo que oyó el reconocimiento de voz del navegador." }),
        confidence: z.number().min(0).max(1).optional(),
      }),
    },
    responses: { 200: json("Texto y búsqueda a la que lleva.", voiceAnswerSchema) },
    handler: ({ services, req }) =>
      services.voice.interpret((req.body ?? {}) as { transcript?: unknown; confidence?: unknown }),
  }),
];

export function voiceRouter(services: Services) {
  const router = routerOf(voiceRoutes, services);
  router.use("/voice", voiceErrors);
  return router;
}
