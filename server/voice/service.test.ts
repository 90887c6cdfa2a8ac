import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  clearLogprobs,
  clearSegments,
  FAKE_STT_MODEL,
  FIXTURE_TRANSCRIPT,
  startFakeOpenAi,
  type FakeOpenAi,
} from "../../tests/fakes/openai.ts";
import { AppError } from "../../common/errors.ts";
import { createOpenAiSpeechToText } from "../integrations/stt.ts";
import { createVoiceService, SpeechUnavailableError } from "./service.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/voice/${name}`, import.meta.url));
const WEBM = fixture("busco-cardiologo-guadalajara.webm");
const MP4 = fixture("busco-cardiologo-guadalajara.mp4");
const KEYWORDS = ["Cardiólogo", "Dermatólogo", "Guadalajara", "Monterrey", "Querétaro"];

let fake: FakeOpenAi;
let voice: ReturnType<typeof createVoiceService>;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: "clave-de-prueba" });
  voice = createVoiceService({
    speech: createOpenAiSpeechToText({
      baseUrl: fake.baseUrl,
      apiKey: "clave-de-prueba",
      model: FAKE_STT_MODEL,
      timeoutMs: 1000,
    }),
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

describe("voice search through an OpenAI-compatible speech service", () => {
  it("sends the real WebM fixture as a proper multipart request and reads the intent", async () => {
    const answer = await voice.transcribe({
      audio: WEBM.toString("base64"),
      keywords: KEYWORDS,
    });
    expect(answer).toEqual({
      transcript: "Busco un cardiólogo en Guadalajara",
      confidence: 0.81,
      searchIntent: {
        searchQuery: "Busco un cardiólogo en Guadalajara",
        specialtySlug: "cardiologia",
        citySlug: "guadalajara",
        href: "/cardiologia/guadalajara",
      },
    });
    const [request] = fake.transcriptionRequests;
    expect(request?.status).toBe(200);
    expect(request?.authorization).toBe("Bearer clave-de-prueba");
    expect(request?.file).toEqual({
      name: "grabacion.webm",
      type: "audio/webm",
      size: WEBM.length,
      sha256: createHash("sha256").update(WEBM).digest("hex"),
    });
    expect(request?.fields).toMatchObject({
      model: FAKE_STT_MODEL,
      language: "es",
      response_format: "verbose_json",
      temperature: "0",
    });
    // The browser's words first, then the catalogue's, each once.
    const prompt = request?.fields.prompt ?? "";
    expect(prompt).toMatch(
      /^Búsqueda de médicos en México: Cardiólogo, Dermatólogo, Guadalajara, Monterrey, Querétaro, /,
    );
    expect(prompt).toContain("Pediatra");
    expect(prompt.match(/Guadalajara/g)).toHaveLength(1);
    expect(prompt.length).toBeLessThanOrEqual(600);
  });

  it("sends Safari's MP4 recordings as .mp4", async () => {
    await voice.transcribe({ audio: MP4.toString("base64"), keywords: KEYWORDS });
    expect(fake.transcriptionRequests[0]?.file).toMatchObject({
      name: "grabacion.mp4",
      type: "audio/mp4",
    });
  });

  it("answers 'Audio no detectado' for an empty transcript or Whisper's silence phrases", async () => {
    fake.transcriptions.push(
      { kind: "transcript", text: "  " },
      { kind: "transcript", text: "Subtítulos realizados por la comunidad de Amara.org" },
    );
    for (let i = 0; i < 2; i++) {
      const error = await rejection(voice.transcribe({ audio: WEBM.toString("base64") }));
      expect(error).toBeInstanceOf(AppError);
      expect(error.message).toBe("Audio no detectado");
    }
  });

  it("answers 'Audio poco claro' under confidence 0.5, with what it heard", async () => {
    fake.transcriptions.push({
      kind: "transcript",
      text: "Busco un car... en Guada...",
      segments: clearSegments("Busco un car... en Guada...", -1.2, 0.3),
    });
    const error = (await rejection(
      voice.transcribe({ audio: WEBM.toString("base64"), keywords: KEYWORDS }),
    )) as AppError;
    expect(error.status).toBe(400);
    expect(error.message).toBe("Audio poco claro");
    expect(error.details).toEqual({ transcript: "Busco un car... en Guada", confidence: 0.21 });
  });

  it("accepts a service that answers plain text (confidence unknown)", async () => {
    fake.transcriptions.push({ kind: "transcript", text: "Pediatra en Puebla", format: "text" });
    const answer = await voice.transcribe({ audio: WEBM.toString("base64"), keywords: KEYWORDS });
    expect(answer.confidence).toBeNull();
    expect(answer.searchIntent.href).toBe("/pediatria/puebla");
  });

  it("turns a failing, rejecting or silent service into a SpeechUnavailableError", async () => {
    fake.transcriptions.push(
      { kind: "error", status: 500 },
      { kind: "error", status: 401, message: "Incorrect API key provided." },
      { kind: "hang" },
    );
    for (let i = 0; i < 3; i++) {
      const error = await rejection(voice.transcribe({ audio: WEBM.toString("base64") }));
      expect(error).toBeInstanceOf(SpeechUnavailableError);
      expect(error).toMatchObject({ status: 502 });
      expect(error.message).toMatch(/^El servicio de transcripción no respondió/);
    }
  });

  it("says how long to wait when the service is rate-limiting (503, never a long wait)", async () => {
    fake.transcriptions.push(
      { kind: "rate_limited", retryAfterSeconds: 20 },
      { kind: "error", status: 429, message: "Rate limit reached" },
    );
    const timed = await rejection(voice.transcribe({ audio: WEBM.toString("base64") }));
    expect(timed).toBeInstanceOf(SpeechUnavailableError);
    expect(timed).toMatchObject({ status: 503, retryAfterSeconds: 20 });
    expect(timed.message).toBe(
      "El servicio de transcripción está saturado. Inténtalo de nuevo en 20 segundos o escribe tu búsqueda.",
    );
    const untimed = await rejection(voice.transcribe({ audio: WEBM.toString("base64") }));
    expect(untimed).toMatchObject({ status: 503, retryAfterSeconds: undefined });
    expect(untimed.message).toMatch(/saturado. Inténtalo de nuevo en unos momentos/);
  });

  it("reads the confidence of a GPT transcription model from its token logprobs", async () => {
    const gpt = createVoiceService({
      speech: createOpenAiSpeechToText({
        baseUrl: fake.baseUrl,
        apiKey: "clave-de-prueba",
        model: "gpt-4o-transcribe",
        timeoutMs: 1000,
      }),
    });
    fake.transcriptions.push(
      { kind: "transcript", text: "Pediatra en Puebla" },
      {
        kind: "transcript",
        text: "pus cardio jara",
        logprobs: clearLogprobs("pus cardio jara", -1.5),
      },
    );
    const clear = await gpt.transcribe({ audio: WEBM.toString("base64"), keywords: KEYWORDS });
    expect(clear).toMatchObject({ transcript: "Pediatra en Puebla", confidence: 0.82 });
    expect(fake.transcriptionRequests[0]?.fields.response_format).toBe("json");
    const unclear = (await rejection(
      gpt.transcribe({ audio: WEBM.toString("base64") }),
    )) as AppError;
    expect(unclear.message).toBe("Audio poco claro");
    expect(unclear.details).toEqual({ transcript: "pus cardio jara", confidence: 0.22 });
  });

  it("says so with a 503 when no speech service is configured, never inventing a transcript", async () => {
    const offline = createVoiceService({ speech: null });
    expect(offline.canTranscribe).toBe(false);
    const error = (await rejection(
      offline.transcribe({ audio: WEBM.toString("base64") }),
    )) as AppError;
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/no está configurada/);
    expect(fake.transcriptionRequests).toHaveLength(0);
  });

  it("checks the recording before calling the service", async () => {
    const error = (await rejection(
      voice.transcribe({ audio: WEBM.subarray(0, 500).toString("base64") }),
    )) as AppError;
    expect(error.message).toBe("Audio muy corto");
    expect(fake.transcriptionRequests).toHaveLength(0);
  });

  it("reads a transcript from the browser's own recognition the same way", () => {
    expect(voice.interpret({ transcript: FIXTURE_TRANSCRIPT, confidence: 0.934 })).toEqual({
      transcript: "Busco un cardiólogo en Guadalajara",
      confidence: 0.93,
      searchIntent: expect.objectContaining({ href: "/cardiologia/guadalajara" }),
    });
    expect(() => voice.interpret({ transcript: " . " })).toThrow("Audio no detectado");
    expect(() => voice.interpret({})).toThrow("Falta el texto");
  });
});
