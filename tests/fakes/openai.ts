import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on loopback that speaks the two OpenAI endpoints the app uses, written
 * from OpenAI's API reference and the errors its public clients report, not from what the
 * app happens to send:
 *
 * - `POST /v1/audio/transcriptions` (multipart/form-data). Required: `file` and `model` (any
 *   name). Optional: `language` (ISO-639-1), `prompt`, `temperature` (0..1),
 *   `response_format` (json by default; json, text, srt, verbose_json, vtt, diarized_json),
 *   `include[]=logprobs`. The per-model rule of the reference: GPT transcription models
 *   (names with "transcribe" and without "whisper") take only json or text (the diarize ones
 *   also diarized_json) and refuse the rest with OpenAI's 400 `unsupported_value` on
 *   `response_format`; only they return `logprobs`, and only for json. The file's extension
 *   must be one of the supported formats and its bytes must decode as that container. A
 *   body over 25 MiB is cut off with the 413 OpenAI answers. Every answer carries
 *   `x-ratelimit-*` headers; past `requestsPerMinute` (or on a scripted `rate_limited`) the
 *   answer is a 429 `rate_limit_exceeded` with `retry-after`. A Bearer key, when set, is
 *   checked first (401 `invalid_api_key`).
 * - `POST /v1/chat/completions` (JSON): answers a scripted message content.
 *
 * Every request is recorded. Scripts are used once each, in order; without one, the default
 * answer is the transcript of the committed fixture, spoken clearly.
 */
export const FIXTURE_TRANSCRIPT = "Busco un cardiólogo en Guadalajara.";

export interface FakeSegment {
  start: number;
  end: number;
  text: string;
  avg_logprob: number;
  no_speech_prob: number;
}

export interface FakeLogprob {
  token: string;
  logprob: number;
  bytes: number[];
}

export type ScriptedTranscription =
  | {
      kind: "transcript";
      text: string;
      /** Whisper's statistics, rendered when verbose_json is asked. */
      segments?: FakeSegment[];
      /** GPT transcription models' token statistics, rendered for json with include[]. */
      logprobs?: FakeLogprob[];
      /** A self-hosted server that ignores response_format and answers plain text. */
      format?: "text";
    }
  | { kind: "error"; status: number; message?: string }
  /** A 429 as OpenAI sends it when a limit is reached. */
  | { kind: "rate_limited"; retryAfterSeconds: number }
  /** Never answers: for the adapter's time limit. */
  | { kind: "hang" };

export type ScriptedChat =
  | { kind: "content"; content: string }
  | { kind: "error"; status: number; message?: string }
  | { kind: "hang" };

export interface RecordedTranscription {
  status: number;
  problem?: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  file?: { name: string; type: string; size: number; sha256: string };
}

export interface RecordedChat {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  /** The API base, as STT_BASE_URL / CHAT_BASE_URL expect it: http://127.0.0.1:port/v1 */
  baseUrl: string;
  transcriptionRequests: RecordedTranscription[];
  chatRequests: RecordedChat[];
  transcriptions: ScriptedTranscription[];
  chats: ScriptedChat[];
  /** Environment for a server process that should use this fake for speech. */
  sttEnv(model?: string): Record<string, string>;
  chatEnv(): Record<string, string>;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_STT_MODEL = "whisper-1";
export const FAKE_CHAT_MODEL = "modelo-de-prueba";
/** OpenAI's request size limit for audio uploads (the number its 413 message names). */
export const MAX_CONTENT_BYTES = 26_214_400;
const RESPONSE_FORMATS = ["json", "text", "srt", "verbose_json", "vtt", "diarized_json"];
const SUPPORTED_EXTENSIONS = [
  "flac",
  "m4a",
  "mp3",
  "mp4",
  "mpeg",
  "mpga",
  "oga",
  "ogg",
  "wav",
  "webm",
];

/** Whisper-like segments: each word group clearly spoken (confidence about 0.8). */
export function clearSegments(text: string, logprob = -0.2, noSpeech = 0.01): FakeSegment[] {
  return [{ start: 0, end: 2.9, text: ` ${text}`, avg_logprob: logprob, no_speech_prob: noSpeech }];
}

/** One token per word, each with the same log probability (−0.2 gives a confidence of 0.82). */
export function clearLogprobs(text: string, logprob = -0.2): FakeLogprob[] {
  return (text.match(/\s*\S+/g) ?? []).map((token) => ({
    token,
    logprob,
    bytes: [...Buffer.from(token, "utf8")],
  }));
}

const ftyp = (b: Uint8Array) => Buffer.from(b.subarray(4, 8)).toString("latin1") === "ftyp";
const oggs = (b: Uint8Array) => Buffer.from(b.subarray(0, 4)).toString("latin1") === "OggS";
const CONTAINER_BY_EXTENSION: Record<string, (bytes: Uint8Array) => boolean> = {
  webm: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  mp4: ftyp,
  m4a: ftyp,
  ogg: oggs,
  oga: oggs,
  wav: (b) => Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF",
  flac: (b) => Buffer.from(b.subarray(0, 4)).toString("latin1") === "fLaC",
  mp3: (b) =>
    Buffer.from(b.subarray(0, 3)).toString("latin1") === "ID3" ||
    (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
};
CONTAINER_BY_EXTENSION.mpeg = CONTAINER_BY_EXTENSION.mp3!;
CONTAINER_BY_EXTENSION.mpga = CONTAINER_BY_EXTENSION.mp3!;

/** GPT transcription models; Whisper and anything else keep Whisper's formats. */
function isGptTranscribeModel(model: string): boolean {
  const name = model.toLowerCase();
  return name.includes("transcribe") && !name.includes("whisper");
}

function formatsOf(model: string, jsonOnlyModels: readonly string[]): readonly string[] {
  if (jsonOnlyModels.includes(model)) return ["json", "text"];
  if (!isGptTranscribeModel(model)) return RESPONSE_FORMATS;
  return model.includes("diarize") ? ["json", "text", "diarized_json"] : ["json", "text"];
}

async function readBody(req: IncomingMessage, limit = Infinity): Promise<Buffer | number> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Past the limit the bytes are counted and dropped, so the 413 still reaches the client.
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? size : Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

interface OpenAiErrorFields {
  message: string;
  type?: string;
  param?: string | null;
  code?: string | null;
}

function openAiError(res: ServerResponse, status: number, error: OpenAiErrorFields | string) {
  const fields = typeof error === "string" ? { message: error } : error;
  sendJson(res, status, {
    error: {
      message: fields.message,
      type: fields.type ?? (status >= 500 ? "server_error" : "invalid_request_error"),
      param: fields.param ?? null,
      code: fields.code ?? null,
    },
  });
}

/** OpenAI's duration notation in x-ratelimit-reset-*: "20ms", "1.2s", "6m0s". */
function resetNotation(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))}ms`;
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m${Math.round(seconds % 60)}s`;
}

export async function startFakeOpenAi(
  options: {
    apiKey?: string;
    requestsPerMinute?: number;
    /** Models released after the naming rule above: json only, whatever their name. */
    jsonOnlyModels?: readonly string[];
  } = {},
): Promise<FakeOpenAi> {
  const fake = {
    transcriptionRequests: [] as RecordedTranscription[],
    chatRequests: [] as RecordedChat[],
    transcriptions: [] as ScriptedTranscription[],
    chats: [] as ScriptedChat[],
  };
  const hanging = new Set<ServerResponse>();
  const requestsPerMinute = options.requestsPerMinute ?? 500;
  let window = { startedAt: Date.now(), used: 0 };

  /** A fixed one-minute window, as the x-ratelimit-*-requests headers describe it. */
  function takeRequest(res: ServerResponse): { limited: boolean; resetMs: number } {
    if (Date.now() - window.startedAt >= 60_000) window = { startedAt: Date.now(), used: 0 };
    const limited = window.used >= requestsPerMinute;
    if (!limited) window.used += 1;
    const resetMs = window.startedAt + 60_000 - Date.now();
    res.setHeader("x-ratelimit-limit-requests", String(requestsPerMinute));
    res.setHeader("x-ratelimit-remaining-requests", String(requestsPerMinute - window.used));
    res.setHeader("x-ratelimit-reset-requests", resetNotation(resetMs));
    return { limited, resetMs };
  }

  function rateLimited(res: ServerResponse, model: string, retryAfterSeconds: number) {
    res.setHeader("x-ratelimit-remaining-requests", "0");
    res.setHeader("x-ratelimit-reset-requests", resetNotation(retryAfterSeconds * 1000));
    res.setHeader("retry-after", String(retryAfterSeconds));
    openAiError(res, 429, {
      message: `Rate limit reached for ${model || "whisper-1"} in organization org-prueba on requests per min (RPM): Limit ${requestsPerMinute}, Used ${requestsPerMinute}, Requested 1. Please try again in ${retryAfterSeconds}s.`,
      type: "requests",
      code: "rate_limit_exceeded",
    });
  }

  async function transcription(req: IncomingMessage, res: ServerResponse) {
    const record: RecordedTranscription = {
      status: 200,
      authorization: req.headers.authorization,
      fields: {},
    };
    fake.transcriptionRequests.push(record);
    const reject = (status: number, error: OpenAiErrorFields) => {
      record.status = status;
      record.problem = error.message;
      openAiError(res, status, error);
    };
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return reject(401, {
        message: req.headers.authorization
          ? "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys."
          : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
        code: req.headers.authorization ? "invalid_api_key" : null,
      });
    }
    const quota = takeRequest(res);
    const contentType = req.headers["content-type"] ?? "";
    const body = await readBody(req, MAX_CONTENT_BYTES);
    if (typeof body === "number") {
      return reject(413, {
        message: `Maximum content size limit (${MAX_CONTENT_BYTES}) exceeded (${body} bytes read)`,
        type: "server_error",
      });
    }
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType },
      }).formData();
    } catch {
      return reject(400, {
        message: "Could not parse multipart form",
        code: "invalid_multipart_form_data",
      });
    }
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") record.fields[name] = value;
    }
    const fields = record.fields;
    const model = fields.model ?? "";
    if (quota.limited) {
      record.status = 429;
      return rateLimited(res, model, Math.ceil(quota.resetMs / 1000));
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) {
      return reject(400, { message: "you must provide a file", param: "file" });
    }
    if (!model) {
      return reject(400, { message: "you must provide a model parameter", param: "model" });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = (file as File).name ?? "";
    record.file = {
      name,
      type: file.type,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    };
    const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
    if (!SUPPORTED_EXTENSIONS.includes(extension)) {
      return reject(400, {
        message: `Invalid file format. Supported formats: ${JSON.stringify(SUPPORTED_EXTENSIONS)}`,
        param: "file",
      });
    }
    if (!CONTAINER_BY_EXTENSION[extension]!(bytes)) {
      return reject(400, {
        message: "Audio file might be corrupted or unsupported",
        param: "file",
        code: "invalid_value",
      });
    }
    const format = fields.response_format ?? "json";
    if (!RESPONSE_FORMATS.includes(format)) {
      return reject(400, {
        message: `Invalid value: '${format}'. Supported values are: ${RESPONSE_FORMATS.map((f) => `'${f}'`).join(", ")}.`,
        param: "response_format",
        code: "invalid_value",
      });
    }
    if (!formatsOf(model, options.jsonOnlyModels ?? []).includes(format)) {
      return reject(400, {
        message: `response_format '${format}' is not compatible with model '${model}'. Use 'json' or 'text' instead.`,
        param: "response_format",
        code: "unsupported_value",
      });
    }
    if (fields.language !== undefined && !/^[a-z]{2}$/.test(fields.language)) {
      return reject(400, {
        message: `Invalid language '${fields.language}'. Language parameter must be specified in ISO-639-1 format.`,
        param: "language",
        code: "invalid_language_format",
      });
    }
    const temperature = fields.temperature === undefined ? 0 : Number(fields.temperature);
    if (!(temperature >= 0 && temperature <= 1)) {
      return reject(400, {
        message: `Invalid 'temperature': expected a number between 0 and 1.`,
        param: "temperature",
        code: "invalid_value",
      });
    }

    const script = fake.transcriptions.shift() ?? {
      kind: "transcript",
      text: FIXTURE_TRANSCRIPT,
    };
    if (script.kind === "hang") {
      hanging.add(res);
      return;
    }
    if (script.kind === "rate_limited") {
      record.status = 429;
      return rateLimited(res, model, script.retryAfterSeconds);
    }
    if (script.kind === "error") {
      return reject(script.status, { message: script.message ?? "The server had an error." });
    }
    if (script.format === "text" || format === "text") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end(script.text);
      return;
    }
    const segments = script.segments ?? clearSegments(script.text);
    const duration = segments.at(-1)?.end ?? 0;
    if (format === "verbose_json") {
      return sendJson(res, 200, {
        task: "transcribe",
        language: "spanish",
        duration,
        text: script.text,
        segments: segments.map((segment, id) => ({
          id,
          seek: 0,
          tokens: [],
          temperature: 0,
          compression_ratio: 1.1,
          ...segment,
        })),
        usage: { type: "duration", seconds: Math.ceil(duration) },
      });
    }
    if (!isGptTranscribeModel(model) && !options.jsonOnlyModels?.includes(model)) {
      return sendJson(res, 200, {
        text: script.text,
        usage: { type: "duration", seconds: Math.ceil(duration) },
      });
    }
    const wantsLogprobs = [form.getAll("include[]"), form.getAll("include")]
      .flat()
      .includes("logprobs");
    const logprobs = script.logprobs ?? clearLogprobs(script.text);
    return sendJson(res, 200, {
      text: script.text,
      ...(wantsLogprobs ? { logprobs } : {}),
      usage: {
        type: "tokens",
        input_tokens: Math.ceil(bytes.length / 100),
        input_token_details: { text_tokens: 0, audio_tokens: Math.ceil(bytes.length / 100) },
        output_tokens: logprobs.length,
        total_tokens: Math.ceil(bytes.length / 100) + logprobs.length,
      },
    });
  }

  async function chat(req: IncomingMessage, res: ServerResponse) {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(((await readBody(req)) as Buffer).toString("utf8")) as Record<
        string,
        unknown
      >;
    } catch {
      return openAiError(res, 400, "Invalid JSON body.");
    }
    fake.chatRequests.push({ authorization: req.headers.authorization, body });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openAiError(res, 401, "Incorrect API key provided.");
    }
    if (!Array.isArray(body.messages) || typeof body.model !== "string") {
      return openAiError(res, 400, "Expected model and messages.");
    }
    const script = fake.chats.shift();
    if (!script) return openAiError(res, 500, "No scripted chat answer.");
    if (script.kind === "hang") {
      hanging.add(res);
      return;
    }
    if (script.kind === "error") {
      return openAiError(res, script.status, script.message ?? "The server had an error.");
    }
    sendJson(res, 200, {
      id: "chatcmpl-prueba",
      object: "chat.completion",
      model: body.model,
      choices: [
        {
          index: 0,
          finish_reason: "stop",
          message: { role: "assistant", content: script.content },
        },
      ],
    });
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const route =
      req.method === "POST" && path === "/v1/audio/transcriptions"
        ? transcription
        : req.method === "POST" && path === "/v1/chat/completions"
          ? chat
          : null;
    if (!route) {
      openAiError(res, 404, `Unknown route ${req.method} ${path}`);
      return;
    }
    route(req, res).catch((error: unknown) => {
      if (!res.headersSent) openAiError(res, 500, String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;

  return {
    baseUrl,
    ...fake,
    sttEnv: (model = FAKE_STT_MODEL) => ({
      STT_BASE_URL: baseUrl,
      STT_MODEL: model,
      ...(options.apiKey ? { STT_API_KEY: options.apiKey } : {}),
    }),
    chatEnv: () => ({
      CHAT_BASE_URL: baseUrl,
      CHAT_MODEL: FAKE_CHAT_MODEL,
      ...(options.apiKey ? { CHAT_API_KEY: options.apiKey } : {}),
    }),
    reset() {
      fake.transcriptionRequests.length = 0;
      fake.chatRequests.length = 0;
      fake.transcriptions.length = 0;
      fake.chats.length = 0;
      window = { startedAt: Date.now(), used: 0 };
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
