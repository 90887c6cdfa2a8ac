import { z } from "zod";
import {
  licenseValidationRequestSchema,
  licenseNumberSchema,
} from "../../../common/licenses/schemas.ts";
import type {
  LicenseLookupAnswer,
  LicenseValidationAnswer,
} from "../../../common/licenses/types.ts";
import { MAX_AUDIO_BYTES } from "../../voice/messages.ts";
import { licenseDataSchema, warningContactSchema } from "../schemas.ts";
import {
  errorSchema,
  errorWith,
  json,
  operation,
  shapeOf,
  type ApiOperation,
  type Returned,
} from "../shared.ts";

const LICENSES = "Cédulas";
const VOICE = "Búsqueda por voz";
const ASSISTANT = "Dr. Salud";

const source = z.enum(["sep", "offline", "admin"]).meta({
  description:
    "Quién respondió: el registro de la SEP, el registro sin conexión o un administrador.",
});

const lookupAnswerSchema = shapeOf<LicenseLookupAnswer>()(
  z.object({
    isValid: z.boolean(),
    source,
    data: z
      .object({
        nombre: z.string(),
        titulo: z.string(),
        institucion: z.string(),
        anioregistro: z.number().int().nullable(),
      })
      .nullable(),
    error: z.string().optional().meta({ description: "Por qué no es válida." }),
  }),
);

const validationAnswerSchema = shapeOf<LicenseValidationAnswer>()(
  z.object({
    isValid: z.boolean(),
    source,
    message: z.string(),
    licenseData: licenseDataSchema.nullable(),
    error: z.string().optional(),
  }),
);

const invalidLicense = errorWith(
  "El número no tiene la forma de una cédula.",
  errorSchema.extend({ isValid: z.literal(false) }),
);

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

/** Public helpers: the cédula lookup, voice search and the symptom assistant. */
export const toolOperations: ApiOperation[] = [
  operation("get", "/api/public/validate-license", {
    summary: "Consultar una cédula profesional",
    tags: [LICENSES],
    params: {
      query: z.object({
        license: licenseNumberSchema.meta({
          description: "De 6 a 10 dígitos; se ignoran espacios.",
        }),
      }),
    },
    errors: [429],
    responses: {
      200: json("Válida o no encontrada (`isValid`, `error`).", lookupAnswerSchema),
      400: invalidLicense,
      503: json("El registro no responde.", lookupAnswerSchema),
    },
  }),
  operation("post", "/api/public/validate-license", {
    summary: "Validar una cédula profesional",
    tags: [LICENSES],
    body: licenseValidationRequestSchema,
    errors: [429],
    responses: {
      200: json("Válida o no encontrada.", validationAnswerSchema),
      400: invalidLicense,
      503: json("El registro no responde.", validationAnswerSchema),
    },
  }),
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
  operation("post", "/api/ai/analyze-symptoms", {
    summary: "Dr. Salud: ¿qué especialista me conviene?",
    description:
      "Orientación, no diagnóstico: especialidades sugeridas, urgencia y, ante señales de alarma, a quién llamar.",
    tags: [ASSISTANT],
    body: z.object({ query: z.string().min(3).max(2000) }),
    errors: [429],
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
  }),
];
