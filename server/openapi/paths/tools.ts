import { z } from "zod";
import { MAX_AUDIO_BYTES } from "../../voice/messages.ts";
import { warningContactSchema } from "../schemas.ts";
import {
  errorSchema,
  errorWith,
  json,
  operation,
  shapeOf,
  type ApiOperation,
  type Returned,
} from "../shared.ts";

const VOICE = "Búsqueda por voz";

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

/** Voice search (the cédula lookup and Dr. Salud are declared in server/http/). */
export const toolOperations: ApiOperation[] = [
  operation("post", "/api/voice/intent", {
    summary: "Interpretar lo que reconoció el navegador",
    tags: [VOICE],
    body: z.object({
      transcript: z
        .string()
        .meta({ description: "Lo que oyó el reconocimiento de voz del navegador." }),
      confidence: z.number().min(0).max(1).optional(),
    }),
    errors: [429],
    responses: { 200: json("Texto y búsqueda a la que lleva.", voiceAnswerSchema) },
  }),
  operation("post", "/api/voice/transcribe", {
    summary: "Transcribir una grabación",
    description: `Base64 de una grabación WebM, MP4, Ogg o WAV de hasta ${MAX_AUDIO_BYTES / 1024 / 1024} MiB, y vocabulario (términos médicos, ciudades). 503 cuando el servidor no tiene servicio de voz: el navegador usa entonces su propio reconocimiento y /api/voice/intent.`,
    tags: [VOICE],
    body: z.object({
      audio: z.string().meta({ description: "Base64 de la grabación." }),
      keywords: z.union([z.array(z.string()), z.string()]).optional(),
    }),
    errors: [429, 502, 503],
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
  }),
];
