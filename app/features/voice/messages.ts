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
    title: "Audio muy corto",
    description: "Habla por más tiempo para obtener mejores resultados",
    variant: "destructive",
  },
  noSpeech: {
    title: "Audio no detectado",
    description: "Intenta hablar más cerca del micrófono",
    variant: "destructive",
  },
  unclear: {
    title: "Audio poco claro",
    description: "No entendí bien, inténtalo de nuevo.",
    variant: "destructive",
  },
} as const satisfies Record<string, VoiceToast>;

/** The server answers the spec's words in `error`; those three get their own toast. */
const BY_SERVER_ERROR: Record<string, VoiceToast> = {
  "Audio muy corto": VOICE_TOASTS.tooShort,
  "Audio no detectado": VOICE_TOASTS.noSpeech,
  "Audio poco claro": VOICE_TOASTS.unclear,
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
