import { VOICE_ERROR_WORDS } from "../../common/voice/rules.ts";

/**
 * What the voice endpoints answer in `error`. The first three are the spec's own words
 * (public-side 5); the browser turns them into the matching toasts of section 8.
 */
export const VOICE_MESSAGES = {
  ...VOICE_ERROR_WORDS,
  missingAudio: "Falta el audio de la grabación.",
  invalidAudio: "El audio no es válido: envía la grabación codificada en base64.",
  unsupportedFormat: "Formato de audio no compatible. Usa WebM, MP4, Ogg o WAV.",
  tooLarge: "La grabación es demasiado larga. Habla como máximo 15 segundos.",
  missingText: "Falta el texto de la búsqueda.",
  notConfigured:
    "La transcripción de voz no está configurada en este servidor. Usa un navegador con reconocimiento de voz o escribe tu búsqueda.",
  serviceFailed:
    "El servicio de transcripción no respondió. Inténtalo de nuevo en unos momentos o escribe tu búsqueda.",
  serviceBusy: (seconds?: number) =>
    seconds === undefined
      ? "El servicio de transcripción está saturado. Inténtalo de nuevo en unos momentos o escribe tu búsqueda."
      : `El servicio de transcripción está saturado. Inténtalo de nuevo en ${seconds} ${seconds === 1 ? "segundo" : "segundos"} o escribe tu búsqueda.`,
  rateLimited:
    "Demasiadas búsquedas por voz desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
} as const;

/** 15 s of Opus at the recorder's 32 kbit/s is about 60 KB; 2 MB leaves room for any browser. */
export const MAX_AUDIO_BYTES = 2 * 1024 * 1024;
/** The JSON body: base64 grows the audio by 4/3, plus keywords. */
export const MAX_BODY = "3mb";
