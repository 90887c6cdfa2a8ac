import express, { Router, type ErrorRequestHandler } from "express";
import { AppError } from "../../common/errors.ts";
import type { Services } from "../services.ts";
import { MAX_BODY, VOICE_MESSAGES } from "../voice/messages.ts";
import { SpeechUnavailableError } from "../voice/service.ts";
import { RATE_LIMITS } from "./rate-limits.ts";

/**
 * A failing speech service is the gateway's fault (502); a server without one (503) is a
 * known setting, not an incident to log as an error; a recording over the body limit gets the
 * voice wording. Everything else goes on to the shared error middleware.
 */
const voiceErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (error instanceof AppError && error.code === "unavailable") {
    req.log?.debug({ err: error }, "speech-to-text not configured");
    res.status(error.status).json({ error: error.message });
    return;
  }
  if (error instanceof SpeechUnavailableError) {
    req.log?.warn({ err: error }, "speech service unavailable");
    if (error.retryAfterSeconds !== undefined) {
      res.setHeader("Retry-After", String(error.retryAfterSeconds));
    }
    res.status(error.status).json({ error: error.message });
    return;
  }
  if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
    res.status(413).json({ error: VOICE_MESSAGES.tooLarge });
    return;
  }
  next(error);
};

/**
 * Voice search (public-side 7): `POST /api/voice/transcribe` with `{ audio, keywords }`
 * (base64 of a WebM/MP4/Ogg/WAV recording, and vocabulary), and `POST /api/voice/intent` with
 * `{ transcript }` for what the browser's own speech recognition heard. Both answer
 * `{ transcript, confidence, searchIntent: { searchQuery, specialtySlug?, citySlug?, href } }`.
 * Mounted before the API's 100 kB JSON parser: a recording needs a larger body.
 */
export function voiceRouter(services: Services): Router {
  const router = Router();
  const transcribeLimit = RATE_LIMITS.voiceTranscribe();
  const intentLimit = RATE_LIMITS.voiceIntent();
  const audioBody = express.json({ limit: MAX_BODY });
  const smallBody = express.json({ limit: "10kb" });

  router.post("/voice/transcribe", transcribeLimit, audioBody, async (req, res) => {
    const body = (req.body ?? {}) as { audio?: unknown; keywords?: unknown };
    res.json(await services.voice.transcribe(body));
  });

  router.post("/voice/intent", intentLimit, smallBody, (req, res) => {
    const body = (req.body ?? {}) as { transcript?: unknown; confidence?: unknown };
    res.json(services.voice.interpret(body));
  });

  router.use("/voice", voiceErrors);
  return router;
}
