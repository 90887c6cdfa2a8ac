import { VOICE_ERROR_WORDS } from "../../../../common/voice/rules.ts";

/** Spec public-side 8: the voice toasts, word for word. */
export interface VoiceToast {
  title: string;
  description: string;
  variant?: "destructive";
}

export const VOICE_TOASTS = {
  microphone: {
    title: "Error de micrófono",
    description: "Activa tu micrófono o escribe tu búsqueda",
    variant: "destructive",
  },
  tooShort: {
    title: VOICE_ERROR_WORDS.tooShort,
    description: "Habla por más tiempo para obtener mejores resultados",
    variant: "destructive",
  },
  noSpeech: {
    title: VOICE_ERROR_WORDS.noSpeech,
    description: "Intenta hablar más cerca del micrófono",
    variant: "destructive",
  },
  unclear: {
    title: VOICE_ERROR_WORDS.unclear,
    description: "No entendí bien, inténtalo de nuevo.",
    variant: "destructive",
  },
} as const satisfies Record<string, VoiceToast>;

/** The server answers the spec's words in `error`; those three get their own toast. */
const BY_SERVER_ERROR: Record<string, VoiceToast> = {
  [VOICE_ERROR_WORDS.tooShort]: VOICE_TOASTS.tooShort,
  [VOICE_ERROR_WORDS.noSpeech]: VOICE_TOASTS.noSpeech,
  [VOICE_ERROR_WORDS.unclear]: VOICE_TOASTS.unclear,
};

/** 'Error de transcripción' with the server's message, or 'No se pudo procesar el audio'. */
export function transcriptionErrorToast(serverMessage: string | undefined): VoiceToast {
  const known = serverMessage ? BY_SERVER_ERROR[serverMessage] : undefined;
  return (
    known ?? {
      title: "Error de transcripción",
      description: serverMessage || "No se pudo procesar el audio",
      variant: "destructive",
    }
  );
}

/** Anything else that went wrong on the way (network, browser): the spec's default. */
export const UNEXPECTED_TOAST: VoiceToast = {
  title: "Error de transcripción",
  description: "Error en la transcripción",
  variant: "destructive",
};

export function successToast(transcript: string): VoiceToast {
  return { title: "Búsqueda por voz", description: transcript };
}
