import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { BROWSER_TEST_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai.ts";
import { specServer } from "../support/spec-server.ts";

// Its own server, transcribing through the local fake of an OpenAI-compatible speech service.
const PORT = 4198;
const DATA_DIR = ".tmp/e2e-voice-db";
/** "busco un cardiólogo en Guadalajara" spoken by espeak-ng, then 1.5 s of silence (looped). */
const SPOKEN_WAV = path.resolve("tests/fixtures/voice/busco-cardiologo-guadalajara.wav");

// The full Chromium, not the headless shell of the other specs: the shell has no
// SpeechRecognition, and these tests cover the browser's own recognition and its failure.
test.use({
  permissions: ["microphone"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      ...BROWSER_TEST_ARGS,
      // A microphone that is allowed without asking and plays the Spanish fixture.
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${SPOKEN_WAV}`,
    ],
  },
});

let fake: FakeOpenAi;

test.beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: "clave-de-prueba" });
});

const BASE = specServer({ port: PORT, dataDir: DATA_DIR, env: () => fake.sttEnv() });

test.afterAll(async () => {
  await fake?.close();
});

test.beforeEach(() => fake.reset());

/** Without the browser's own recognition, the MediaRecorder path (server transcription) runs. */
async function withoutSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
}

async function openVoiceTab(page: Page, url = `${BASE}/`) {
  await page.goto(url);
  // Kept: recording is the page's scripts by nature, and so is its tab.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("tab", { name: "Búsqueda por voz" }).click();
}

test("records the fake microphone, sends the WebM to the server and opens the results", async ({
  page,
}) => {
  await withoutSpeechRecognition(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await openVoiceTab(page);
  // The recorder is not part of the page until the microphone is pressed.
  expect(scripts.some((url) => url.includes("voice-session"))).toBe(false);

  const started = Date.now();
  const upload = page.waitForRequest(
    (request) => request.url().endsWith("/api/voice/transcribe") && request.method() === "POST",
    { timeout: 20_000 },
  );
  await page.getByRole("button", { name: "Iniciar búsqueda por voz" }).click();
  await expect(page.getByRole("button", { name: "Detener grabación" })).toBeVisible();
  await expect(page.getByText("Te escucho…")).toBeVisible();
  expect(scripts.some((url) => url.includes("voice-session"))).toBe(true);

  // Nobody presses stop: the recorder ends by itself after 6 s (at a pause), before 15 s.
  const request = await upload;
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(6_000);
  expect(elapsed).toBeLessThan(15_000);
  const body = request.postDataJSON() as { audio: string; mimeType: string; keywords: string[] };
  const audio = Buffer.from(body.audio, "base64");
  expect(audio.length).toBeGreaterThan(1_000);
  expect(audio.subarray(0, 4).toString("hex")).toBe("1a45dfa3"); // WebM (EBML)
  expect(body.mimeType).toMatch(/^audio\/webm/);
  expect(body.keywords).toEqual(expect.arrayContaining(["Cardiólogo", "Guadalajara"]));

  await expect(page).toHaveURL(`${BASE}/cardiologia/guadalajara`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cardiología en Guadalajara");
  await expect(page.getByText("Búsqueda por voz", { exact: true }).last()).toBeVisible();

  expect(fake.transcriptionRequests).toHaveLength(1);
  expect(fake.transcriptionRequests[0]).toMatchObject({
    status: 200,
    authorization: "Bearer clave-de-prueba",
    file: { name: "grabacion.webm", type: "audio/webm", size: audio.length },
    fields: { language: "es", response_format: "verbose_json", model: "whisper-1" },
  });
});

test("Escape stops the recording; a silent answer shows the spec's toast and returns to idle", async ({
  page,
}) => {
  await withoutSpeechRecognition(page);
  fake.transcriptions.push({ kind: "transcript", text: "" });
  await openVoiceTab(page);
  await page.getByRole("button", { name: "Iniciar búsqueda por voz" }).click();
  await expect(page.getByRole("button", { name: "Detener grabación" })).toBeVisible();
  await page.waitForTimeout(2_000);
  const started = Date.now();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Audio no detectado", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Intenta hablar más cerca del micrófono", { exact: true }),
  ).toBeVisible();
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.getByRole("button", { name: "Iniciar búsqueda por voz" })).toBeEnabled();
  expect(page.url()).toBe(`${BASE}/`);
});

test("a click stops the recording; a failing speech service reads as 'Error de transcripción'", async ({
  page,
}) => {
  await withoutSpeechRecognition(page);
  fake.transcriptions.push({ kind: "error", status: 500 });
  await openVoiceTab(page);
  await page.getByRole("button", { name: "Iniciar búsqueda por voz" }).click();
  await page.waitForTimeout(2_000);
  await page.getByRole("button", { name: "Detener grabación" }).click();
  await expect(page.getByText("Error de transcripción", { exact: true })).toBeVisible();
  await expect(page.getByText(/^El servicio de transcripción no respondió/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Iniciar búsqueda por voz" })).toBeVisible();
});

test("with the browser's own speech recognition, nothing is uploaded", async ({ page }) => {
  // A stand-in for SpeechRecognition that "hears" one sentence, as Chrome does.
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = "";
      interimResults = false;
      continuous = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { recognitionLang: string }).recognitionLang = this.lang;
        setTimeout(() => {
          const alternative = { transcript: "Necesito un pediatra en Puebla", confidence: 0.92 };
          const result = Object.assign([alternative], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        }, 300);
      }
      stop() {
        setTimeout(() => this.onend?.(), 50);
      }
      abort() {
        this.onend?.();
      }
    }
    const scope = window as unknown as Record<string, unknown>;
    scope.SpeechRecognition = FakeRecognition;
    scope.webkitSpeechRecognition = FakeRecognition;
  });
  await openVoiceTab(page);
  await page.getByRole("button", { name: "Iniciar búsqueda por voz" }).click();
  await expect(page.getByText("Te escucho…")).toBeVisible();
  await page.waitForTimeout(800);
  await page.getByRole("button", { name: "Detener grabación" }).click();
  await expect(page).toHaveURL(`${BASE}/pediatria/puebla`);
  expect(
    await page.evaluate(() => (window as unknown as { recognitionLang: string }).recognitionLang),
  ).toBe("es-MX");
  expect(fake.transcriptionRequests).toHaveLength(0);
});

test("when the browser's own recognition cannot listen, the recording goes to the server", async ({
  page,
}) => {
  // Headless Chromium has SpeechRecognition but it fails (audio-capture; Chromium builds
  // without Google's service fail with network): the recorder takes over.
  await openVoiceTab(page);
  expect(
    await page.evaluate(() => "SpeechRecognition" in window || "webkitSpeechRecognition" in window),
  ).toBe(true);
  await page.getByRole("button", { name: "Iniciar búsqueda por voz" }).click();
  await page.waitForTimeout(3_000);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(`${BASE}/cardiologia/guadalajara`);
  expect(fake.transcriptionRequests).toHaveLength(1);
  expect(fake.transcriptionRequests[0]?.file?.name).toBe("grabacion.webm");
});

test("typing in voice mode searches on Enter, and only with text", async ({ page }) => {
  await openVoiceTab(page);
  const box = page.getByLabel("O escribe tu búsqueda");
  await box.fill("   ");
  await box.press("Enter");
  expect(page.url()).toBe(`${BASE}/`);
  await box.fill("dolor de rodilla");
  await box.press("Enter");
  await expect(page).toHaveURL(`${BASE}/?q=dolor+de+rodilla`);
});

test("Dr. Salud suggests specialties in patient signup and on the home page", async ({ page }) => {
  await page.goto(`${BASE}/registro-paciente`);
  // Kept: Dr. Salud answers through the page's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page
    .getByLabel("Describe lo que necesitas o lo que sientes")
    .fill("Me duele la rodilla desde hace dos semanas al subir escaleras");
  await page.getByLabel("Describe lo que necesitas o lo que sientes").blur();
  const answer = page.getByRole("status", { name: "Orientación de Dr. Salud" });
  await expect(answer).toContainText("Hola, soy Dr. Salud.");
  await expect(answer).toContainText("Traumatología y Ortopedia");

  await page.goto(`${BASE}/`);
  // Kept: 'Preguntar a Dr. Salud' and the voice tab are the page's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Describe tus síntomas").fill("Tengo dolor de pecho y me falta el aire");
  await page.getByRole("button", { name: "Preguntar a Dr. Salud" }).click();
  const alert = page.getByRole("alert", { name: "Orientación de Dr. Salud" });
  await expect(alert).toContainText("Llama al 911");
  // The voice tab and Dr. Salud's answer pass axe like the rest of the home.
  await page.getByRole("tab", { name: "Búsqueda por voz" }).click();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  await expect(alert.getByRole("link", { name: "Emergencias: 911" })).toHaveAttribute(
    "href",
    "tel:911",
  );
  await alert.getByRole("link", { name: "Cardiología" }).click();
  await expect(page).toHaveURL(`${BASE}/cardiologia`);
});
