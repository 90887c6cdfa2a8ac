import { SEARCH_CITIES } from "../../../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../../../common/catalogs/specialties.ts";
import { searchHref } from "../../../../common/search/href.ts";
import { CONFIDENCE_THRESHOLD, MIN_AUDIO_BYTES } from "../../../../common/voice/rules.ts";
import { ApiError, apiRequest } from "../../../lib/api-request.ts";
import { AUTO_STOP_MS, HARD_STOP_MS } from "./constants.ts";
import {
  transcriptionErrorToast,
  UNEXPECTED_TOAST,
  VOICE_TOASTS,
  type VoiceToast,
} from "./messages.ts";

/**
 * The voice recorder (loaded only when someone presses the microphone). Where the browser has
 * its own speech recognition (SpeechRecognition, es-MX) it listens; otherwise MediaRecorder
 * records and the audio goes to POST /api/voice/transcribe. Either way the recording stops on
 * request (click, Escape), after 6 s once the person pauses, and at 15 s whatever happens.
 */
export type VoiceState = "idle" | "recording" | "processing";

export interface VoiceOutcome {
  transcript: string;
  /** The results page the request leads to. */
  href: string;
}

export interface VoiceSessionOptions {
  onState(state: VoiceState): void;
  onResult(outcome: VoiceOutcome): void;
  onError(toast: VoiceToast): void;
}

export interface VoiceSession {
  /** Ends the recording and searches what was heard. */
  stop(): void;
  /** Ends everything silently (the component went away). */
  cancel(): void;
}

/** Medical terms and city names: the recogniser's vocabulary (public-side 7). */
const KEYWORDS: readonly string[] = [
  ...SPECIALTIES.filter((specialty) => specialty.searchFormOption).map((s) => s.specialistName),
  ...SEARCH_CITIES.map((city) => city.name),
];

/** After the automatic stop time, a pause this long ends the recording. */
const QUIET_MS = 700;
/** RMS level (0..1) above which the microphone hears a voice rather than the room. */
const SPEECH_LEVEL = 0.02;
const RECORDER_BITRATE = 32_000;
const MIME_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4", "audio/ogg;codecs=opus"];

interface ServerAnswer {
  transcript?: string;
  searchIntent?: { searchQuery?: string; href?: string };
  error?: string;
}

/** What to do with a transcript: the server reads specialty and city; /?q= if it cannot. */
function outcomeOf(transcript: string, answer: ServerAnswer | null): VoiceOutcome {
  const href = answer?.searchIntent?.href;
  return {
    transcript,
    href: href?.startsWith("/") ? href : searchHref({ q: transcript }),
  };
}

/**
 * Stops a recording at the spec's times: after AUTO_STOP_MS as soon as the person is quiet,
 * and at HARD_STOP_MS regardless.
 */
function scheduleStops(isQuiet: () => boolean, stop: () => void): () => void {
  const started = Date.now();
  const poll = setInterval(() => {
    const elapsed = Date.now() - started;
    if (elapsed >= HARD_STOP_MS || (elapsed >= AUTO_STOP_MS && isQuiet())) stop();
  }, 100);
  return () => clearInterval(poll);
}

function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

// --- The browser's own speech recognition -------------------------------------------------

interface RecognitionAlternative {
  transcript: string;
  confidence: number;
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<RecognitionAlternative> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/**
 * Errors that mean "this browser cannot recognise speech here" (Chromium builds without
 * Google's service answer `network`; headless ones `audio-capture`): record instead. A real
 * lack of microphone then shows as 'Error de micrófono' from the recorder.
 */
const RECOGNITION_UNAVAILABLE = new Set([
  "network",
  "service-not-allowed",
  "language-not-supported",
  "audio-capture",
]);
/** Chromium builds without Google's keys fail every time: stop trying after the first. */
let recognitionUnavailable = false;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (recognitionUnavailable) return undefined;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

function listenWithRecognition(
  Constructor: RecognitionConstructor,
  options: VoiceSessionOptions,
  fallBack: () => VoiceSession,
): VoiceSession {
  const recognition = new Constructor();
  recognition.lang = "es-MX";
  recognition.interimResults = true;
  recognition.continuous = true;
  recognition.maxAlternatives = 1;

  let finalText = "";
  let interimText = "";
  let confidence = 0;
  let lastHeard = Date.now();
  let heardAnything = false;
  let cancelled = false;
  let replaced: VoiceSession | null = null;
  let failure: VoiceToast | null = null;

  recognition.onresult = (event) => {
    heardAnything = true;
    lastHeard = Date.now();
    // Rebuilt from the whole list each time: browsers may resend a result they refined.
    finalText = "";
    interimText = "";
    for (let i = 0; i < event.results.length; i++) {
      const result = event.results[i];
      const best = result?.[0];
      if (!result || !best) continue;
      if (result.isFinal) {
        finalText += `${best.transcript} `;
        confidence = Math.max(confidence, best.confidence);
      } else {
        interimText += best.transcript;
      }
    }
  };
  recognition.onerror = (event) => {
    if (event.error === "aborted") return;
    if (RECOGNITION_UNAVAILABLE.has(event.error) && !heardAnything) {
      recognitionUnavailable = true;
      clearStops();
      cancelled = true;
      replaced = fallBack();
      return;
    }
    failure =
      event.error === "not-allowed" || event.error === "audio-capture"
        ? VOICE_TOASTS.microphone
        : event.error === "no-speech"
          ? VOICE_TOASTS.noSpeech
          : UNEXPECTED_TOAST;
  };
  recognition.onend = () => {
    clearStops();
    if (cancelled) return;
    if (failure) {
      options.onState("idle");
      options.onError(failure);
      return;
    }
    const transcript = `${finalText}${interimText}`.replace(/\s+/g, " ").trim();
    if (!transcript) {
      options.onState("idle");
      options.onError(VOICE_TOASTS.noSpeech);
      return;
    }
    // Some browsers report 0 when they have no measure: only a real low score is "unclear".
    if (confidence > 0 && confidence < CONFIDENCE_THRESHOLD) {
      options.onState("idle");
      options.onError(VOICE_TOASTS.unclear);
      return;
    }
    options.onState("processing");
    apiRequest<ServerAnswer>("POST", "/api/voice/intent", {
      transcript,
      confidence: confidence || undefined,
    })
      .then((answer) => outcomeOf(transcript, answer))
      .catch(() => outcomeOf(transcript, null))
      .then((outcome) => {
        if (cancelled) return;
        options.onState("idle");
        options.onResult(outcome);
      });
  };

  const clearStops = scheduleStops(
    () => Date.now() - lastHeard > QUIET_MS,
    () => recognition.stop(),
  );
  options.onState("recording");
  try {
    recognition.start();
  } catch {
    clearStops();
    recognitionUnavailable = true;
    return fallBack();
  }
  return {
    stop() {
      if (replaced) replaced.stop();
      else recognition.stop();
    },
    cancel() {
      cancelled = true;
      clearStops();
      if (replaced) replaced.cancel();
      else recognition.abort();
    },
  };
}

// --- Recording for the server -------------------------------------------------------------

function supportedMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== "function") return undefined;
  return MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** Watches the microphone's level so a pause can end the recording. */
function watchLevel(stream: MediaStream): { lastLoud: () => number; close: () => void } {
  let lastLoud = Date.now();
  try {
    const context = new AudioContext();
    // Created after the permission prompt, the context may start suspended.
    void context.resume().catch(() => {});
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      if (Math.sqrt(sum / samples.length) > SPEECH_LEVEL) lastLoud = Date.now();
    }, 50);
    return {
      lastLoud: () => lastLoud,
      close: () => {
        clearInterval(timer);
        void context.close().catch(() => {});
      },
    };
  } catch {
    // Without Web Audio the recording simply stops at AUTO_STOP_MS.
    return { lastLoud: () => 0, close: () => {} };
  }
}

function recordForServer(options: VoiceSessionOptions): VoiceSession {
  let cancelled = false;
  let recorder: MediaRecorder | null = null;
  let stopRequested = false;
  let cleanup = () => {};

  async function begin() {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      throw new Error("microphone");
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch {
      throw new Error("microphone");
    }
    if (cancelled) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const mimeType = supportedMimeType();
    const current = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: RECORDER_BITRATE,
    });
    recorder = current;
    const chunks: Blob[] = [];
    const level = watchLevel(stream);
    const clearStops = scheduleStops(
      () => Date.now() - level.lastLoud() > QUIET_MS,
      () => {
        if (current.state === "recording") current.stop();
      },
    );
    cleanup = () => {
      clearStops();
      level.close();
      stream.getTracks().forEach((track) => track.stop());
    };
    current.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    current.onstop = () => {
      cleanup();
      if (cancelled) return;
      // The real container of the recording: WebM in Chrome and Firefox, MP4 in Safari.
      const type = current.mimeType || mimeType || chunks[0]?.type || "audio/webm";
      void send(new Blob(chunks, { type }));
    };
    current.start(250);
    if (stopRequested) current.stop();
  }

  async function send(audio: Blob) {
    if (audio.size < MIN_AUDIO_BYTES) {
      options.onState("idle");
      options.onError(VOICE_TOASTS.tooShort);
      return;
    }
    options.onState("processing");
    try {
      const answer = await apiRequest<ServerAnswer | undefined>("POST", "/api/voice/transcribe", {
        audio: await blobToBase64(audio),
        mimeType: audio.type,
        keywords: KEYWORDS,
      });
      if (cancelled) return;
      options.onState("idle");
      if (!answer?.transcript) {
        options.onError(transcriptionErrorToast(answer?.error));
        return;
      }
      options.onResult(outcomeOf(answer.transcript, answer));
    } catch (error) {
      if (cancelled) return;
      options.onState("idle");
      // A refusal carries the server's words; anything else (network, the recording) does not.
      options.onError(
        error instanceof ApiError
          ? transcriptionErrorToast(error.serverMessage ?? undefined)
          : UNEXPECTED_TOAST,
      );
    }
  }

  options.onState("recording");
  begin().catch(() => {
    cleanup();
    if (cancelled) return;
    options.onState("idle");
    options.onError(VOICE_TOASTS.microphone);
  });

  return {
    stop() {
      stopRequested = true;
      if (recorder?.state === "recording") recorder.stop();
    },
    cancel() {
      cancelled = true;
      if (recorder?.state === "recording") recorder.stop();
      cleanup();
    },
  };
}

export function startVoiceSession(options: VoiceSessionOptions): VoiceSession {
  const Recognition = recognitionConstructor();
  if (Recognition)
    return listenWithRecognition(Recognition, options, () => recordForServer(options));
  return recordForServer(options);
}
