/**
 * The voice rules browser and server both apply (spec public-side 5 and 9): the minimum
 * recording, the confidence threshold and the three errors the spec words itself, which the
 * server answers in `error` and the browser turns into their toasts.
 */
export const MIN_AUDIO_BYTES = 1_000;
export const CONFIDENCE_THRESHOLD = 0.5;

export const VOICE_ERROR_WORDS = {
  tooShort: "Audio muy corto",
  noSpeech: "Audio no detectado",
  unclear: "Audio poco claro",
} as const;
