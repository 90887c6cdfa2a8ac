import { SEARCH_CITIES } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { AppError, badRequest, unavailable } from "../../common/errors.ts";
import type { SpeechToText } from "../integrations/stt.ts";
import { SpeechServiceError } from "../integrations/stt.ts";
import type { Logger } from "../logger.ts";
import { decodeAudio } from "./audio.ts";
import { confidenceOf } from "./confidence.ts";
import { cleanTranscript, voiceSearchIntent, type VoiceSearchIntent } from "./intent.ts";
import { CONFIDENCE_THRESHOLD } from "../../common/voice/rules.ts";
import { VOICE_MESSAGES } from "./messages.ts";

/** The answer of the spec (public-side 7): transcript, confidence, searchIntent.searchQuery. */
export interface VoiceSearchAnswer {
  transcript: string;
  /** 0..1; null when the recogniser gives no statistics to measure it. */
  confidence: number | null;
  searchIntent: VoiceSearchIntent;
}

/**
 * The speech service failed: the gateway's fault, answered as a 502 by the voice router; or
 * it is rate-limiting us, a 503 with the wait it asked for (the voice router sends it as
 * Retry-After).
 */
export class SpeechUnavailableError extends Error {
  override name = "SpeechUnavailableError";
  constructor(
    message: string,
    readonly status: 502 | 503 = 502,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

function speechFailure(error: SpeechServiceError): Error {
  if (error.reason === "too_large")
    return new AppError("payload_too_large", VOICE_MESSAGES.tooLarge);
  if (error.reason === "rate_limited") {
    const seconds =
      error.retryAfterMs === undefined
        ? undefined
        : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    return new SpeechUnavailableError(VOICE_MESSAGES.serviceBusy(seconds), 503, seconds);
  }
  return new SpeechUnavailableError(VOICE_MESSAGES.serviceFailed);
}

const MAX_KEYWORDS = 60;
const MAX_KEYWORD_LENGTH = 40;
/** Whisper reads at most 224 prompt tokens; about 600 characters of Spanish words. */
const MAX_PROMPT_LENGTH = 600;

/**
 * Phrases Whisper is known to invent from silence or noise in Spanish (subtitle credits
 * from its training data). Such an answer means nothing was said.
 */
const SILENCE_HALLUCINATIONS: readonly RegExp[] = [
  /subt[ií]tulos (realizados|creados|hechos) por la comunidad de amara/i,
  /^(subt[ií]tulos|subtitulado) por/i,
  /^gracias por ver(( el)? v[ií]deo)?$/i,
  /^¡?suscr[ií]bete( al canal)?!?$/i,
  /^m[uú]sica$/i,
];

/** The catalogue's words, so the recogniser spells them right even when the browser sends none. */
const CATALOGUE_KEYWORDS: readonly string[] = [
  ...SPECIALTIES.filter((specialty) => specialty.searchFormOption).map((s) => s.specialistName),
  ...SEARCH_CITIES.map((city) => city.name),
];

/**
 * The recogniser's prompt: the medical terms and city names the browser sends, then the
 * catalogue's, as one sentence-like list (a prompt nudges Whisper towards these spellings).
 */
export function keywordsPrompt(keywords: unknown): string {
  const sent = Array.isArray(keywords)
    ? keywords
    : typeof keywords === "string"
      ? keywords.split(",")
      : [];
  const list = [...sent.slice(0, MAX_KEYWORDS), ...CATALOGUE_KEYWORDS];
  const words: string[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    if (typeof item !== "string") continue;
    // Control characters and markup have no place in a vocabulary list.
    const word = item
      .replace(/[^\p{L}\p{M}\p{N} .'-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_KEYWORD_LENGTH);
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  let prompt = "Búsqueda de médicos en México:";
  for (const word of words) {
    if (prompt.length + word.length + 2 > MAX_PROMPT_LENGTH) break;
    prompt += ` ${word},`;
  }
  return `${prompt.replace(/,$/, "")}.`;
}

function isSilenceHallucination(text: string): boolean {
  return SILENCE_HALLUCINATIONS.some((pattern) => pattern.test(text));
}

/** Voice search: server-side transcription (when configured) and reading of the request. */
export function createVoiceService(deps: { speech: SpeechToText | null; logger?: Logger }) {
  return {
    /** Whether recordings can be transcribed here (STT_BASE_URL is set). */
    get canTranscribe() {
      return deps.speech !== null;
    },

    async transcribe(input: { audio?: unknown; keywords?: unknown }): Promise<VoiceSearchAnswer> {
      const { bytes, format } = decodeAudio(input.audio);
      if (!deps.speech) throw unavailable(VOICE_MESSAGES.notConfigured);
      let result;
      try {
        result = await deps.speech.transcribe({
          audio: bytes,
          format,
          prompt: keywordsPrompt(input.keywords),
          language: "es",
        });
      } catch (error) {
        if (error instanceof SpeechServiceError) {
          deps.logger?.warn(
            { reason: error.reason, httpStatus: error.httpStatus, detail: error.detail },
            "speech-to-text failed",
          );
          throw speechFailure(error);
        }
        throw error;
      }
      const transcript = cleanTranscript(result.text);
      if (!transcript || isSilenceHallucination(transcript)) {
        throw badRequest(VOICE_MESSAGES.noSpeech);
      }
      const confidence = confidenceOf(result);
      if (confidence !== null && confidence < CONFIDENCE_THRESHOLD) {
        throw badRequest(VOICE_MESSAGES.unclear, { transcript, confidence });
      }
      return { transcript, confidence, searchIntent: voiceSearchIntent(transcript) };
    },

    /** A transcript the browser's own speech recognition produced: where does it lead? */
    interpret(input: { transcript?: unknown; confidence?: unknown }): VoiceSearchAnswer {
      if (typeof input.transcript !== "string") throw badRequest(VOICE_MESSAGES.missingText);
      const transcript = cleanTranscript(input.transcript);
      if (!transcript) throw badRequest(VOICE_MESSAGES.noSpeech);
      const confidence =
        typeof input.confidence === "number" && input.confidence >= 0 && input.confidence <= 1
          ? Math.round(input.confidence * 100) / 100
          : null;
      return { transcript, confidence, searchIntent: voiceSearchIntent(transcript) };
    },
  };
}
export type VoiceService = ReturnType<typeof createVoiceService>;
