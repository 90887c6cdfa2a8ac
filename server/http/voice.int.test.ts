import { readFileSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIXTURE_TRANSCRIPT, startFakeOpenAi, type FakeOpenAi } from "../../tests/fakes/openai.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/voice/${name}`, import.meta.url));
const WEBM_BASE64 = fixture("busco-cardiologo-guadalajara.webm").toString("base64");
const KEYWORDS = ["Cardiólogo", "Pediatra", "Guadalajara", "Monterrey"];

describe("voice search and Dr. Salud over HTTP", () => {
  let database: DatabaseHandle;
  let fake: FakeOpenAi;
  // A new app per test group: each has its own rate-limit counters.
  const configuredApp = () =>
    createTestApp(database, { ...fake.sttEnv(), STT_TIMEOUT_MS: "500" }).app;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => fake.reset());

  it("transcribes the WebM fixture through the speech service and leads to the results", async () => {
    const response = await request(configuredApp())
      .post("/api/voice/transcribe")
      .send({ audio: WEBM_BASE64, keywords: KEYWORDS })
      .expect(200);
    expect(response.body).toEqual({
      transcript: FIXTURE_TRANSCRIPT.replace(/\.$/, ""),
      confidence: 0.81,
      searchIntent: {
        searchQuery: "Busco un cardiólogo en Guadalajara",
        specialtySlug: "cardiologia",
        citySlug: "guadalajara",
        href: "/cardiologia/guadalajara",
      },
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(fake.transcriptionRequests).toHaveLength(1);
    expect(fake.transcriptionRequests[0]).toMatchObject({
      status: 200,
      file: { name: "grabacion.webm", type: "audio/webm" },
      fields: { language: "es", response_format: "verbose_json", model: "whisper-1" },
    });
  });

  it("accepts an MP4 recording", async () => {
    await request(configuredApp())
      .post("/api/voice/transcribe")
      .send({ audio: fixture("busco-cardiologo-guadalajara.mp4").toString("base64") })
      .expect(200);
    expect(fake.transcriptionRequests[0]?.file?.name).toBe("grabacion.mp4");
  });

  it("answers 503 with a clear Spanish message when speech-to-text is not configured", async () => {
    const response = await request(createTestApp(database).app)
      .post("/api/voice/transcribe")
      .send({ audio: WEBM_BASE64, keywords: KEYWORDS })
      .expect(503);
    expect(response.body).toEqual({
      error:
        "La transcripción de voz no está configurada en este servidor. Usa un navegador con reconocimiento de voz o escribe tu búsqueda.",
    });
    expect(response.body.transcript).toBeUndefined();
    expect(fake.transcriptionRequests).toHaveLength(0);
  });

  it("answers the spec's Spanish errors for short, silent and unclear audio", async () => {
    const app = configuredApp();
    const short = await request(app)
      .post("/api/voice/transcribe")
      .send({ audio: WEBM_BASE64.slice(0, 800) })
      .expect(400);
    expect(short.body).toEqual({ error: "Audio muy corto" });

    fake.transcriptions.push({ kind: "transcript", text: "" });
    const silent = await request(app)
      .post("/api/voice/transcribe")
      .send({ audio: WEBM_BASE64 })
      .expect(400);
    expect(silent.body).toEqual({ error: "Audio no detectado" });

    fake.transcriptions.push({
      kind: "transcript",
      text: "pus cardio jara",
      segments: [
        { start: 0, end: 2, text: "pus cardio jara", avg_logprob: -1.4, no_speech_prob: 0.2 },
      ],
    });
    const unclear = await request(app)
      .post("/api/voice/transcribe")
      .send({ audio: WEBM_BASE64 })
      .expect(400);
    expect(unclear.body).toEqual({
      error: "Audio poco claro",
      transcript: "pus cardio jara",
      confidence: 0.2,
    });
  });

  it("answers 502 in Spanish, never 500, when the speech service fails or is slow", async () => {
    const app = configuredApp();
    fake.transcriptions.push({ kind: "error", status: 503 }, { kind: "hang" });
    for (let i = 0; i < 2; i++) {
      const response = await request(app)
        .post("/api/voice/transcribe")
        .send({ audio: WEBM_BASE64 })
        .expect(502);
      expect(response.body.error).toMatch(/^El servicio de transcripción no respondió/);
    }
  });

  it("answers 503 with Retry-After while the speech service rate-limits", async () => {
    fake.transcriptions.push({ kind: "rate_limited", retryAfterSeconds: 42 });
    const response = await request(configuredApp())
      .post("/api/voice/transcribe")
      .send({ audio: WEBM_BASE64 })
      .expect(503);
    expect(response.headers["retry-after"]).toBe("42");
    expect(response.body).toEqual({
      error:
        "El servicio de transcripción está saturado. Inténtalo de nuevo en 42 segundos o escribe tu búsqueda.",
    });
    expect(fake.transcriptionRequests).toHaveLength(1);
  });

  it("transcribes through gpt-4o-transcribe with json and its token confidence", async () => {
    const app = createTestApp(database, {
      ...fake.sttEnv("gpt-4o-transcribe"),
      STT_TIMEOUT_MS: "500",
    }).app;
    const response = await request(app)
      .post("/api/voice/transcribe")
      .send({ audio: WEBM_BASE64, keywords: KEYWORDS })
      .expect(200);
    expect(response.body).toMatchObject({
      transcript: "Busco un cardiólogo en Guadalajara",
      confidence: 0.82,
      searchIntent: { href: "/cardiologia/guadalajara" },
    });
    expect(fake.transcriptionRequests).toHaveLength(1);
    expect(fake.transcriptionRequests[0]).toMatchObject({
      status: 200,
      fields: { model: "gpt-4o-transcribe", response_format: "json", "include[]": "logprobs" },
    });
  });

  it("refuses recordings over 2 MB with a 413 in Spanish, also past the body limit", async () => {
    const app = configuredApp();
    const big = Buffer.alloc(2_200_000, 1);
    big.set(fixture("busco-cardiologo-guadalajara.webm").subarray(0, 64));
    const overAudio = await request(app)
      .post("/api/voice/transcribe")
      .send({ audio: big.toString("base64") })
      .expect(413);
    expect(overAudio.body).toEqual({
      error: "La grabación es demasiado larga. Habla como máximo 15 segundos.",
    });
    const overBody = await request(app)
      .post("/api/voice/transcribe")
      .send({ audio: "A".repeat(3_500_000) })
      .expect(413);
    expect(overBody.body.error).toMatch(/demasiado larga/);
    expect(fake.transcriptionRequests).toHaveLength(0);
  });

  it("keeps the 100 kB limit for the rest of the API", async () => {
    await request(configuredApp())
      .post("/api/ai/analyze-symptoms")
      .send({ query: "x".repeat(200_000) })
      .expect(413);
  });

  it("rate-limits transcriptions per connection", async () => {
    const app = configuredApp();
    // One address of its own: the counters live in the database, shared by the whole file.
    const address = nextClientAddress();
    for (let i = 0; i < 30; i++) {
      await request(app)
        .post("/api/voice/transcribe")
        .set("X-Forwarded-For", address)
        .send({ audio: "" })
        .expect(400);
    }
    const limited = await request(app)
      .post("/api/voice/transcribe")
      .set("X-Forwarded-For", address)
      .send({})
      .expect(429);
    expect(limited.body.error).toMatch(/^Demasiadas búsquedas por voz/);
  });

  it("reads what the browser's own recognition heard", async () => {
    const response = await request(createTestApp(database).app)
      .post("/api/voice/intent")
      .send({ transcript: "Necesito un pediatra en Puebla", confidence: 0.9 })
      .expect(200);
    expect(response.body.searchIntent).toEqual({
      searchQuery: "Necesito un pediatra en Puebla",
      specialtySlug: "pediatria",
      citySlug: "puebla",
      href: "/pediatria/puebla",
    });
  });

  it("carries warning signs heard in a spoken search", async () => {
    const response = await request(createTestApp(database).app)
      .post("/api/voice/intent")
      .send({ transcript: "Me duele mucho el pecho y estoy sudando frío", confidence: 0.9 })
      .expect(200);
    expect(response.body.searchIntent.warningSigns).toMatchObject({
      level: "emergency",
      categories: ["heart-attack"],
    });
    expect(response.body.searchIntent.warningSigns.firstAction).toMatch(/911/);
  });

  it("answers Dr. Salud's analysis in Spanish, with the warning signs first", async () => {
    const app = createTestApp(database).app;
    const routine = await request(app)
      .post("/api/ai/analyze-symptoms")
      .send({ query: "Tengo dolor de rodilla desde hace dos semanas" })
      .expect(200);
    expect(routine.body).toMatchObject({
      urgency: "routine",
      source: "lexicon",
      contacts: [],
    });
    expect(routine.body.specialties[0]).toMatchObject({
      slug: "traumatologia",
      name: "Traumatología y Ortopedia",
    });
    expect(routine.body.greeting).toMatch(/^Hola, soy Dr\. Salud\./);

    const crisis = await request(app)
      .post("/api/ai/analyze-symptoms")
      .send({ query: "ya no quiero vivir" })
      .expect(200);
    expect(crisis.body.urgency).toBe("emergency");
    expect(crisis.body.greeting).toContain("800 911 2000");

    const overdose = await request(app)
      .post("/api/ai/analyze-symptoms")
      .send({ query: "me tomé un frasco de pastillas" })
      .expect(200);
    expect(Object.keys(overdose.body).sort()).toEqual(
      ["contacts", "greeting", "source", "specialties", "urgency"].sort(),
    );
    expect(overdose.body.urgency).toBe("emergency");
    // What to do now comes before anything else.
    expect(overdose.body.greeting).toMatch(/^Llama al 911 ahora/);
    expect(overdose.body.contacts).toContainEqual({
      name: "Emergencias",
      phone: "911",
      tel: "911",
    });
    expect(overdose.body.specialties.length).toBeGreaterThan(0);

    const denied = await request(app)
      .post("/api/ai/analyze-symptoms")
      .send({ query: "no me duele el pecho, solo tengo gripa" })
      .expect(200);
    expect(denied.body).toMatchObject({ urgency: "routine", contacts: [] });
    expect(denied.body.specialties[0].slug).toBe("medicina-general");

    const empty = await request(app).post("/api/ai/analyze-symptoms").send({}).expect(400);
    expect(empty.body.error).toBe("Describe tus síntomas para que Dr. Salud pueda orientarte.");
  });

  it("refuses voice and assistant calls sent by another site", async () => {
    await request(configuredApp())
      .post("/api/voice/transcribe")
      .set("Origin", "https://otro-sitio.example")
      .send({ audio: WEBM_BASE64 })
      .expect(403);
    expect(fake.transcriptionRequests).toHaveLength(0);
  });
});
