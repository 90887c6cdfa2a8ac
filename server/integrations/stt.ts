import { z } from "zod";
import type { OpenAiEndpointConfig } from "../config.ts";

/**
 * Speech-to-text through any OpenAI-compatible `POST {base}/audio/transcriptions` endpoint:
 * OpenAI (`https://api.openai.com/v1`, model whisper-1), Groq
 * (`https://api.groq.com/openai/v1`, whisper-large-v3), speaches/faster-whisper-server, or a
 * self-hosted whisper.cpp server started with `--inference-path /v1/audio/transcriptions
 * --convert`. The request is multipart/form-data: `file` (with an extension the service can
 * read), `model`, `language=es`, `response_format=verbose_json`, `temperature=0` and the
 * vocabulary as `prompt`. verbose_json adds per-segment `avg_logprob` and `no_speech_prob`,
 * from which the voice service derives a confidence.
 */
export interface TranscriptionRequest {
  audio: Uint8Array;
  /** What the bytes are; the file name's extension is what most services look at. */
  format: { mimeType: string; extension: string };
  /** Words the recogniser should expect (specialties, cities). */
  prompt?: string;
  language: string;
}

export interface TranscriptionSegment {
  start?: number;
  end?: number;
  text: string;
  avgLogprob?: number;
  noSpeechProb?: number;
}

export interface Transcription {
  text: string;
  language?: string;
  duration?: number;
  /** Empty when the service answered plain json or text (no segment statistics). */
  segments: TranscriptionSegment[];
}

export interface SpeechToText {
  transcribe(request: TranscriptionRequest): Promise<Transcription>;
}

export type SpeechFailureReason = "timeout" | "network" | "status" | "answer";

/** The service failed or answered nonsense; `detail` is for the log, never for the person. */
export class SpeechServiceError extends Error {
  override name = "SpeechServiceError";
  constructor(
    readonly reason: SpeechFailureReason,
    readonly detail: string,
    readonly httpStatus?: number,
  ) {
    super(`speech-to-text ${reason}: ${detail}`);
  }
}

const finiteNumber = z.number().finite();

const verboseAnswer = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: z.coerce.number().finite().optional(),
  segments: z
    .array(
      z.object({
        start: finiteNumber.optional(),
        end: finiteNumber.optional(),
        text: z.string().default(""),
        avg_logprob: finiteNumber.optional(),
        no_speech_prob: finiteNumber.optional(),
      }),
    )
    .optional(),
});

/** `{base}/audio/transcriptions`, unless the configured URL already names the endpoint. */
export function transcriptionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return /\/audio\/transcriptions$/.test(trimmed) ? trimmed : `${trimmed}/audio/transcriptions`;
}

function parseAnswer(contentType: string, body: string): Transcription {
  // A service that ignores response_format may answer plain text: still a transcript.
  if (!contentType.includes("json")) return { text: body.trim(), segments: [] };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SpeechServiceError("answer", "invalid JSON");
  }
  const parsed = verboseAnswer.safeParse(json);
  if (!parsed.success) throw new SpeechServiceError("answer", "unexpected JSON shape");
  const { text, language, duration, segments = [] } = parsed.data;
  return {
    text,
    language,
    duration,
    segments: segments.map((segment) => ({
      start: segment.start,
      end: segment.end,
      text: segment.text,
      avgLogprob: segment.avg_logprob,
      noSpeechProb: segment.no_speech_prob,
    })),
  };
}

function failureOf(error: unknown, timeoutMs: number): SpeechServiceError {
  const name = (error as Error | undefined)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new SpeechServiceError("timeout", `no answer within ${timeoutMs} ms`);
  }
  return new SpeechServiceError("network", String((error as Error | undefined)?.message ?? error));
}

export function createOpenAiSpeechToText(
  config: OpenAiEndpointConfig,
  options: { fetch?: typeof fetch } = {},
): SpeechToText {
  const url = transcriptionsUrl(config.baseUrl);
  const doFetch = options.fetch ?? fetch;

  return {
    async transcribe(request) {
      const form = new FormData();
      const file = new Blob([request.audio as Uint8Array<ArrayBuffer>], {
        type: request.format.mimeType,
      });
      form.append("file", file, `grabacion.${request.format.extension}`);
      form.append("model", config.model);
      form.append("language", request.language);
      form.append("response_format", "verbose_json");
      form.append("temperature", "0");
      if (request.prompt) form.append("prompt", request.prompt);

      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {},
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw failureOf(error, config.timeoutMs);
      }
      let body: string;
      try {
        body = await response.text();
      } catch (error) {
        throw failureOf(error, config.timeoutMs);
      }
      if (!response.ok) {
        throw new SpeechServiceError("status", body.slice(0, 300), response.status);
      }
      return parseAnswer(response.headers.get("content-type") ?? "", body);
    },
  };
}
