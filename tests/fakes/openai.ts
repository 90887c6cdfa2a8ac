import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on loopback that speaks the two OpenAI-compatible endpoints the app uses:
 *
 * - `POST /v1/audio/transcriptions` (multipart/form-data). It checks the request the way a
 *   strict service would: a `file` part with a .webm/.mp4/.ogg/.wav name, an audio/* content
 *   type and bytes of that container; `model`; `language=es`; `response_format=verbose_json`;
 *   a non-empty `prompt`; and the Bearer key when one is set. A bad request gets OpenAI's
 *   error shape with a 400 (401 for the key). It answers scripted transcripts with Whisper's
 *   verbose_json segments (`avg_logprob`, `no_speech_prob`, …).
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

export type ScriptedTranscription =
  | { kind: "transcript"; text: string; segments?: FakeSegment[]; format?: "verbose" | "text" }
  | { kind: "error"; status: number; message?: string }
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
  sttEnv(): Record<string, string>;
  chatEnv(): Record<string, string>;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_STT_MODEL = "whisper-1";
export const FAKE_CHAT_MODEL = "modelo-de-prueba";

/** Whisper-like segments: each word group clearly spoken (confidence about 0.8). */
export function clearSegments(text: string, logprob = -0.2, noSpeech = 0.01): FakeSegment[] {
  return [{ start: 0, end: 2.9, text: ` ${text}`, avg_logprob: logprob, no_speech_prob: noSpeech }];
}

const CONTAINER_BY_EXTENSION: Record<string, (bytes: Uint8Array) => boolean> = {
  webm: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  mp4: (b) => Buffer.from(b.subarray(4, 8)).toString("latin1") === "ftyp",
  ogg: (b) => Buffer.from(b.subarray(0, 4)).toString("latin1") === "OggS",
  wav: (b) => Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF",
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function openAiError(res: ServerResponse, status: number, message: string) {
  sendJson(res, status, {
    error: { message, type: status === 401 ? "invalid_api_key" : "invalid_request_error" },
  });
}

export async function startFakeOpenAi(options: { apiKey?: string } = {}): Promise<FakeOpenAi> {
  const fake = {
    transcriptionRequests: [] as RecordedTranscription[],
    chatRequests: [] as RecordedChat[],
    transcriptions: [] as ScriptedTranscription[],
    chats: [] as ScriptedChat[],
  };
  const hanging = new Set<ServerResponse>();

  async function transcription(req: IncomingMessage, res: ServerResponse) {
    const record: RecordedTranscription = {
      status: 200,
      authorization: req.headers.authorization,
      fields: {},
    };
    fake.transcriptionRequests.push(record);
    const reject = (status: number, problem: string) => {
      record.status = status;
      record.problem = problem;
      openAiError(res, status, problem);
    };
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return reject(401, "Incorrect API key provided.");
    }
    const contentType = req.headers["content-type"] ?? "";
    if (!contentType.startsWith("multipart/form-data")) {
      return reject(400, "Expected multipart/form-data.");
    }
    let form: FormData;
    try {
      const body = await readBody(req);
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType },
      }).formData();
    } catch {
      return reject(400, "Could not parse multipart form.");
    }
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") record.fields[name] = value;
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) return reject(400, "Missing file.");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = (file as File).name ?? "";
    record.file = {
      name,
      type: file.type,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    };
    const extension = /\.([a-z0-9]+)$/.exec(name)?.[1] ?? "";
    const isContainer = CONTAINER_BY_EXTENSION[extension];
    if (!isContainer) return reject(400, `Unsupported file extension: "${name}".`);
    if (!file.type.startsWith("audio/")) return reject(400, `Bad content type "${file.type}".`);
    if (!isContainer(bytes)) return reject(400, `The file is not a valid ${extension} file.`);
    if (!record.fields.model) return reject(400, "Missing model.");
    if (record.fields.language !== "es") return reject(400, "Expected language=es.");
    if (record.fields.response_format !== "verbose_json") {
      return reject(400, "Expected response_format=verbose_json.");
    }
    if (!record.fields.prompt?.trim()) return reject(400, "Expected a prompt.");

    const script = fake.transcriptions.shift() ?? {
      kind: "transcript",
      text: FIXTURE_TRANSCRIPT,
    };
    if (script.kind === "hang") {
      hanging.add(res);
      return;
    }
    if (script.kind === "error") {
      record.status = script.status;
      return openAiError(res, script.status, script.message ?? "The server had an error.");
    }
    if (script.format === "text") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end(script.text);
      return;
    }
    const segments = script.segments ?? clearSegments(script.text);
    sendJson(res, 200, {
      task: "transcribe",
      language: "spanish",
      duration: segments.at(-1)?.end ?? 0,
      text: script.text,
      segments: segments.map((segment, id) => ({
        id,
        seek: 0,
        tokens: [],
        temperature: 0,
        compression_ratio: 1.1,
        ...segment,
      })),
    });
  }

  async function chat(req: IncomingMessage, res: ServerResponse) {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse((await readBody(req)).toString("utf8")) as Record<string, unknown>;
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
    sttEnv: () => ({
      STT_BASE_URL: baseUrl,
      STT_MODEL: FAKE_STT_MODEL,
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
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
