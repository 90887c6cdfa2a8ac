import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  clearLogprobs,
  MAX_CONTENT_BYTES,
  startFakeOpenAi,
  type FakeOpenAi,
} from "../../tests/fakes/openai.ts";
import {
  createOpenAiSpeechToText,
  MAX_RATE_LIMIT_WAIT_MS,
  MAX_UPLOAD_BYTES,
  preferredResponseFormat,
  retryAfterMs,
  SpeechServiceError,
  type TranscriptionRequest,
} from "./stt.ts";

const WEBM = readFileSync(
  new URL("../../tests/fixtures/voice/busco-cardiologo-guadalajara.webm", import.meta.url),
);
const KEY = "clave-de-prueba";
/** A model the service added after the adapter's naming rule was written. */
const NEWER_JSON_ONLY_MODEL = "audio-transcriptor-2031";

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY, jsonOnlyModels: [NEWER_JSON_ONLY_MODEL] });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function adapter(model: string, overrides: { timeoutMs?: number; apiKey?: string } = {}) {
  return createOpenAiSpeechToText({
    baseUrl: fake.baseUrl,
    apiKey: overrides.apiKey ?? KEY,
    model,
    timeoutMs: overrides.timeoutMs ?? 5_000,
  });
}

function request(audio: Uint8Array = WEBM): TranscriptionRequest {
  return {
    audio,
    format: { mimeType: "audio/webm", extension: "webm" },
    prompt: "Búsqueda de médicos en México: Cardiólogo, Guadalajara.",
    language: "es",
  };
}

async function failure(promise: Promise<unknown>): Promise<SpeechServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SpeechServiceError);
    return error as SpeechServiceError;
  }
  throw new Error("expected a SpeechServiceError");
}

async function postForm(
  fields: Record<string, string>,
  file: Blob = new Blob([WEBM]),
  fileName = "grabacion.webm",
) {
  const form = new FormData();
  form.append("file", file, fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${fake.baseUrl}/audio/transcriptions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${KEY}` },
    body: form,
  });
}

describe("the response format follows the model", () => {
  it("guesses from the name: GPT transcription models json, Whisper and the rest verbose_json", () => {
    for (const model of ["gpt-4o-transcribe", "gpt-4o-mini-transcribe", "gpt-transcribe"]) {
      expect(preferredResponseFormat(model)).toBe("json");
    }
    for (const model of ["whisper-1", "whisper-large-v3-turbo", "ggml-base", "distil-whisper"]) {
      expect(preferredResponseFormat(model)).toBe("verbose_json");
    }
  });

  it("asks Whisper for verbose_json and keeps its segment statistics", async () => {
    const result = await adapter("whisper-1").transcribe(request());
    expect(fake.transcriptionRequests).toHaveLength(1);
    expect(fake.transcriptionRequests[0]?.fields).toMatchObject({
      response_format: "verbose_json",
      language: "es",
    });
    expect(fake.transcriptionRequests[0]?.fields["include[]"]).toBeUndefined();
    expect(result.segments[0]).toMatchObject({ avgLogprob: -0.2, noSpeechProb: 0.01 });
    expect(result.tokenLogprobs).toEqual([]);
  });

  it("asks gpt-4o-transcribe for json with token logprobs, in one request", async () => {
    fake.transcriptions.push({
      kind: "transcript",
      text: "Pediatra en Puebla",
      logprobs: clearLogprobs("Pediatra en Puebla", -0.1),
    });
    const result = await adapter("gpt-4o-mini-transcribe").transcribe(request());
    expect(fake.transcriptionRequests).toHaveLength(1);
    expect(fake.transcriptionRequests[0]).toMatchObject({
      status: 200,
      fields: { response_format: "json", "include[]": "logprobs" },
    });
    expect(result).toMatchObject({ text: "Pediatra en Puebla", segments: [] });
    expect(result.tokenLogprobs).toEqual([-0.1, -0.1, -0.1]);
  });

  it("falls back to json when the service refuses verbose_json, and remembers it", async () => {
    const speech = adapter(NEWER_JSON_ONLY_MODEL);
    const first = await speech.transcribe(request());
    expect(fake.transcriptionRequests.map((r) => [r.status, r.fields.response_format])).toEqual([
      [400, "verbose_json"],
      [200, "json"],
    ]);
    expect(fake.transcriptionRequests[0]?.problem).toMatch(/is not compatible with model/);
    expect(first.text).toBe("Busco un cardiólogo en Guadalajara.");
    // The json answer's token statistics take the place of the segments.
    expect(first.segments).toEqual([]);
    expect(first.tokenLogprobs).toHaveLength(5);
    expect(fake.transcriptionRequests[1]?.fields["include[]"]).toBe("logprobs");

    await speech.transcribe(request());
    expect(fake.transcriptionRequests.map((r) => r.fields.response_format)).toEqual([
      "verbose_json",
      "json",
      "json",
    ]);
  });

  it("does not loop on a format refusal it cannot fix", async () => {
    fake.transcriptions.push({ kind: "error", status: 400, message: "Bad audio." });
    const error = await failure(adapter("whisper-1").transcribe(request()));
    expect(error).toMatchObject({ reason: "status", httpStatus: 400 });
    expect(fake.transcriptionRequests).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("waits out a short Retry-After once and then succeeds", async () => {
    fake.transcriptions.push({ kind: "rate_limited", retryAfterSeconds: 1 });
    const started = Date.now();
    const result = await adapter("whisper-1").transcribe(request());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result.text).toBe("Busco un cardiólogo en Guadalajara.");
    expect(fake.transcriptionRequests.map((r) => r.status)).toEqual([429, 200]);
  });

  it("reports a long wait instead of sitting it out, with how long the service asked", async () => {
    fake.transcriptions.push({ kind: "rate_limited", retryAfterSeconds: 20 });
    const error = await failure(adapter("whisper-1").transcribe(request()));
    expect(error).toMatchObject({ reason: "rate_limited", httpStatus: 429, retryAfterMs: 20_000 });
    expect(error.detail).toMatch(/rate_limit_exceeded/);
    expect(fake.transcriptionRequests).toHaveLength(1);
  });

  it("does not wait past its own time limit", async () => {
    fake.transcriptions.push({ kind: "rate_limited", retryAfterSeconds: 2 });
    const error = await failure(adapter("whisper-1", { timeoutMs: 1_000 }).transcribe(request()));
    expect(error.reason).toBe("rate_limited");
    expect(fake.transcriptionRequests).toHaveLength(1);
  });

  it("meets the fake's per-minute limit like OpenAI's, with x-ratelimit-* headers", async () => {
    const strict = await startFakeOpenAi({ requestsPerMinute: 1 });
    try {
      const speech = createOpenAiSpeechToText({
        baseUrl: strict.baseUrl,
        apiKey: undefined,
        model: "whisper-1",
        timeoutMs: 5_000,
      });
      await speech.transcribe(request());
      const error = await failure(speech.transcribe(request()));
      expect(error.reason).toBe("rate_limited");
      expect(error.retryAfterMs).toBeGreaterThan(MAX_RATE_LIMIT_WAIT_MS);

      const form = new FormData();
      form.append("file", new Blob([WEBM]), "grabacion.webm");
      form.append("model", "whisper-1");
      const raw = await fetch(`${strict.baseUrl}/audio/transcriptions`, {
        method: "POST",
        body: form,
      });
      expect(raw.status).toBe(429);
      expect(raw.headers.get("x-ratelimit-limit-requests")).toBe("1");
      expect(raw.headers.get("x-ratelimit-remaining-requests")).toBe("0");
      expect(raw.headers.get("x-ratelimit-reset-requests")).toMatch(/^(\d+m)?\d+(\.\d)?s$|^\d+ms$/);
      expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await raw.json()).toMatchObject({
        error: { type: "requests", code: "rate_limit_exceeded" },
      });
    } finally {
      await strict.close();
    }
  });

  it("reads Retry-After as OpenAI's milliseconds, seconds or an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250" }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "3" }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }), now)).toBe(
      5000,
    );
    expect(retryAfterMs(new Headers({ "retry-after": "pronto" }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});

describe("the 25 MB upload limit", () => {
  it("refuses a body over the limit before sending it", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES);
    big.set(WEBM.subarray(0, 64));
    const error = await failure(adapter("whisper-1").transcribe(request(big)));
    expect(error.reason).toBe("too_large");
    expect(fake.transcriptionRequests).toHaveLength(0);
  });

  it("the fake cuts an oversized body off with OpenAI's 413", async () => {
    const big = new Uint8Array(MAX_CONTENT_BYTES + 1);
    big.set(WEBM.subarray(0, 64));
    const response = await postForm({ model: "whisper-1" }, new Blob([big]));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({
      message: expect.stringMatching(/^Maximum content size limit \(26214400\) exceeded/),
      type: "server_error",
    });
  });
});

describe("other failures", () => {
  it("names a wrong key, a slow service and a dead one", async () => {
    const wrongKey = await failure(adapter("whisper-1", { apiKey: "otra" }).transcribe(request()));
    expect(wrongKey).toMatchObject({ reason: "status", httpStatus: 401 });
    expect(wrongKey.detail).toMatch(/invalid_api_key/);

    fake.transcriptions.push({ kind: "hang" });
    const slow = await failure(adapter("whisper-1", { timeoutMs: 300 }).transcribe(request()));
    expect(slow.reason).toBe("timeout");

    const dead = await failure(
      createOpenAiSpeechToText({
        baseUrl: "http://127.0.0.1:9/v1",
        apiKey: undefined,
        model: "whisper-1",
        timeoutMs: 1_000,
      }).transcribe(request()),
    );
    expect(dead.reason).toBe("network");
  });
});

describe("the fake follows OpenAI's documented API, not the adapter", () => {
  it("needs only file and model: language, prompt and response_format are optional", async () => {
    const response = await postForm({ model: "whisper-1" });
    expect(response.status).toBe(200);
    // json is the default format: text and usage, no segments.
    expect(await response.json()).toEqual({
      text: "Busco un cardiólogo en Guadalajara.",
      usage: { type: "duration", seconds: 3 },
    });
  });

  it("accepts any model name and applies the per-model format rule", async () => {
    const whisperText = await postForm({ model: "whisper-large-v3", response_format: "text" });
    expect(whisperText.headers.get("content-type")).toMatch(/^text\/plain/);
    const refused = await postForm({ model: "gpt-4o-transcribe", response_format: "verbose_json" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        message:
          "response_format 'verbose_json' is not compatible with model 'gpt-4o-transcribe'. Use 'json' or 'text' instead.",
        type: "invalid_request_error",
        param: "response_format",
        code: "unsupported_value",
      },
    });
    // Token logprobs only when asked, and only from GPT transcription models.
    const plain = await postForm({ model: "gpt-transcribe" });
    expect(await plain.json()).not.toHaveProperty("logprobs");
    const withLogprobs = await postForm({ model: "gpt-transcribe", "include[]": "logprobs" });
    expect((await withLogprobs.json()).logprobs[0]).toMatchObject({ token: "Busco" });
  });

  it("refuses what OpenAI refuses: no model, a bad language, a file that is not its extension", async () => {
    expect((await postForm({})).status).toBe(400);
    expect((await postForm({ model: "whisper-1", language: "español" })).status).toBe(400);
    const mislabelled = await postForm({ model: "whisper-1" }, new Blob([WEBM]), "grabacion.mp3");
    expect(mislabelled.status).toBe(400);
    expect((await mislabelled.json()).error.param).toBe("file");
    const refused = await postForm({ model: "whisper-1" }, new Blob([WEBM]), "grabacion.aac");
    expect((await refused.json()).error.message).toMatch(/^Invalid file format/);
  });
});
