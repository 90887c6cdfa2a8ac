import { z } from "zod";
import type { OpenAiEndpointConfig } from "../config.ts";

/**
 * Speech-to-text through any OpenAI-compatible `POST {base}/audio/transcriptions` endpoint:
 * OpenAI (`https://api.openai.com/v1`: whisper-1, gpt-4o-transcribe, gpt-4o-mini-transcribe,
 * gpt-transcribe…), Groq (`https://api.groq.com/openai/v1`, whisper-large-v3),
 * speaches/faster-whisper-server, or a self-hosted whisper.cpp server started with
 * `--inference-path /v1/audio/transcriptions --convert`.
 *
 * The request is multipart/form-data: `file` (with an extension the service can read),
 * `model`, `language`, `temperature=0`, the vocabulary as `prompt`, and a `response_format`
 * that depends on the model. Whisper models answer `verbose_json` with per-segment
 * `avg_logprob` and `no_speech_prob`; OpenAI's GPT transcription models refuse it with a 400
 * ("response_format 'verbose_json' is not compatible with model …") and answer `json`, with
 * token `logprobs` when `include[]=logprobs` is asked. New model names keep appearing, so the
 * name is only a first guess: a refusal of the format switches this model to `json` for good.
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
  /** Whisper's verbose_json segments; empty for a json or text answer. */
  segments: TranscriptionSegment[];
  /** Per-token log probabilities of a json answer that carried them; empty otherwise. */
  tokenLogprobs: number[];
}

export interface SpeechToText {
  transcribe(request: TranscriptionRequest): Promise<Transcription>;
}

export type SpeechFailureReason =
  "timeout" | "network" | "status" | "answer" | "rate_limited" | "too_large";

/** The service failed or answered nonsense; `detail` is for the log, never for the person. */
export class SpeechServiceError extends Error {
  override name = "SpeechServiceError";
  constructor(
    readonly reason: SpeechFailureReason,
    readonly detail: string,
    readonly httpStatus?: number,
    /** For `rate_limited`: how long the service asked to wait, when it said so. */
    readonly retryAfterMs?: number,
  ) {
    super(`speech-to-text ${reason}: ${detail}`);
  }
}

/**
 * OpenAI refuses request bodies over 25 MiB with a 413 ("Maximum content size limit
 * (26214400) exceeded"); Groq's free tier allows the same. Checked on the encoded form, so
 * the fields count too.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/**
 * A 429 is retried once when the service asks for a wait this short; a person is waiting for
 * the answer, so a longer wait is reported (with its length) instead of being sat out.
 */
export const MAX_RATE_LIMIT_WAIT_MS = 2_000;

type ResponseFormat = "verbose_json" | "json";

const finiteNumber = z.number().finite();

const transcriptionAnswer = z.object({
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
  logprobs: z
    .array(z.object({ logprob: finiteNumber.optional() }))
    .nullish()
    .transform((tokens) => tokens ?? []),
});

const openAiErrorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    param: z.string().nullish(),
    code: z.string().nullish(),
  }),
});

/** `{base}/audio/transcriptions`, unless the configured URL already names the endpoint. */
export function transcriptionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return /\/audio\/transcriptions$/.test(trimmed) ? trimmed : `${trimmed}/audio/transcriptions`;
}

/**
 * The first guess for a model: OpenAI's GPT transcription models (gpt-4o-transcribe,
 * gpt-4o-mini-transcribe, gpt-transcribe, their dated versions) take only json; Whisper
 * models and unknown self-hosted names get verbose_json, whose segments give a confidence.
 */
export function preferredResponseFormat(model: string): ResponseFormat {
  const name = model.toLowerCase();
  return name.includes("transcribe") && !name.includes("whisper") ? "json" : "verbose_json";
}

function parseAnswer(contentType: string, body: string): Transcription {
  // A service that ignores response_format may answer plain text: still a transcript.
  if (!contentType.includes("json")) return { text: body.trim(), segments: [], tokenLogprobs: [] };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SpeechServiceError("answer", "invalid JSON");
  }
  const parsed = transcriptionAnswer.safeParse(json);
  if (!parsed.success) throw new SpeechServiceError("answer", "unexpected JSON shape");
  const { text, language, duration, segments = [], logprobs } = parsed.data;
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
    tokenLogprobs: logprobs.flatMap((token) =>
      token.logprob === undefined ? [] : [token.logprob],
    ),
  };
}

function serviceError(body: string): z.infer<typeof openAiErrorBody>["error"] | undefined {
  try {
    return openAiErrorBody.parse(JSON.parse(body)).error;
  } catch {
    return undefined;
  }
}

/** The 400 a model answers when it cannot produce the asked response_format. */
function refusesFormat(status: number, body: string): boolean {
  if (status !== 400) return false;
  const error = serviceError(body);
  if (!error) return false;
  return error.param === "response_format" || /response_format/i.test(error.message ?? "");
}

/** `retry-after-ms` (OpenAI's own), else `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const milliseconds = Number(headers.get("retry-after-ms"));
  if (headers.has("retry-after-ms") && Number.isFinite(milliseconds) && milliseconds >= 0) {
    return milliseconds;
  }
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function failureOf(error: unknown, timeoutMs: number): SpeechServiceError {
  const name = (error as Error | undefined)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new SpeechServiceError("timeout", `no answer within ${timeoutMs} ms`);
  }
  return new SpeechServiceError("network", String((error as Error | undefined)?.message ?? error));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOpenAiSpeechToText(
  config: OpenAiEndpointConfig,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): SpeechToText {
  const url = transcriptionsUrl(config.baseUrl);
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  // Learnt from the service's own refusal; outlives one request so later ones ask right away.
  let format = preferredResponseFormat(config.model);

  /** The encoded multipart body: its exact size is what the service's limit counts. */
  async function encode(request: TranscriptionRequest, asked: ResponseFormat) {
    const form = new FormData();
    const file = new Blob([request.audio as Uint8Array<ArrayBuffer>], {
      type: request.format.mimeType,
    });
    form.append("file", file, `grabacion.${request.format.extension}`);
    form.append("model", config.model);
    form.append("language", request.language);
    form.append("response_format", asked);
    // Token log probabilities are the only confidence a json answer can carry.
    if (asked === "json") form.append("include[]", "logprobs");
    form.append("temperature", "0");
    if (request.prompt) form.append("prompt", request.prompt);
    const encoded = new Response(form);
    return {
      body: new Uint8Array(await encoded.arrayBuffer()),
      contentType: encoded.headers.get("content-type") ?? "multipart/form-data",
    };
  }

  async function post(body: Uint8Array, contentType: string, deadline: number) {
    const remaining = Math.max(1, deadline - now());
    try {
      const response = await doFetch(url, {
        method: "POST",
        headers: {
          "content-type": contentType,
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: body as Uint8Array<ArrayBuffer>,
        signal: AbortSignal.timeout(remaining),
      });
      return { response, text: await response.text() };
    } catch (error) {
      throw failureOf(error, config.timeoutMs);
    }
  }

  return {
    async transcribe(request) {
      const deadline = now() + config.timeoutMs;
      let rateLimitRetried = false;
      let formatRetried = false;
      for (;;) {
        const asked = format;
        const { body, contentType } = await encode(request, asked);
        if (body.byteLength > MAX_UPLOAD_BYTES) {
          throw new SpeechServiceError(
            "too_large",
            `${body.byteLength} bytes over the ${MAX_UPLOAD_BYTES}-byte upload limit`,
          );
        }
        const { response, text } = await post(body, contentType, deadline);
        if (response.ok) return parseAnswer(response.headers.get("content-type") ?? "", text);

        if (!formatRetried && asked === "verbose_json" && refusesFormat(response.status, text)) {
          format = "json";
          formatRetried = true;
          continue;
        }
        if (response.status === 429) {
          const wait = retryAfterMs(response.headers, now());
          const fits = wait !== undefined && wait <= MAX_RATE_LIMIT_WAIT_MS;
          if (!rateLimitRetried && fits && now() + wait < deadline) {
            rateLimitRetried = true;
            await sleep(wait);
            continue;
          }
          throw new SpeechServiceError("rate_limited", text.slice(0, 300), 429, wait);
        }
        const reason = response.status === 413 ? "too_large" : "status";
        throw new SpeechServiceError(reason, text.slice(0, 300), response.status);
      }
    },
  };
}
