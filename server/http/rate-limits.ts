import { createHash } from "node:crypto";
import type { Request } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";

/** A limiter that answers like every other API error: 429 with a Spanish `error`. */
export function limiter(options: {
  windowMinutes: number;
  max: number;
  message: string;
  key?: (req: Request) => string;
}) {
  return rateLimit({
    windowMs: options.windowMinutes * 60_000,
    limit: options.max,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    keyGenerator: (req) => {
      const ip = ipKeyGenerator(req.ip ?? "desconocida");
      return options.key ? `${ip}:${options.key(req)}` : ip;
    },
    handler: (_req, res) => {
      res.status(429).json({ error: options.message });
    },
  });
}

/** One counter per connection and session: several patients behind one network are not one writer. */
export function perSessionLimiter(options: {
  windowMinutes: number;
  max: number;
  message: string;
}) {
  return limiter({
    ...options,
    key: (req) =>
      createHash("sha256")
        .update(req.headers.cookie ?? "")
        .digest("hex")
        .slice(0, 16),
  });
}

const bodyEmail = (req: Request) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? "")
    .toLowerCase()
    .slice(0, 254);

export const RATE_LIMITS = {
  login: () =>
    limiter({
      windowMinutes: 15,
      max: 10,
      key: bodyEmail,
      message: "Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.",
    }),
  register: () =>
    limiter({
      windowMinutes: 60,
      max: 10,
      message: "Demasiados registros desde esta conexión. Inténtalo más tarde.",
    }),
  resend: () =>
    limiter({
      windowMinutes: 15,
      max: 5,
      message: "Demasiadas solicitudes de verificación. Espera unos minutos e inténtalo de nuevo.",
    }),
  // Links are 256-bit random: this only keeps argon2 hashing from being used as a lever.
  setPassword: () =>
    limiter({
      windowMinutes: 15,
      max: 10,
      message: "Demasiados intentos. Espera unos minutos e inténtalo de nuevo.",
    }),
  // Per connection; the per-recipient limit is RESET_MAILS_PER_RECIPIENT in the service, which
  // also covers the page's form (React Router actions read bodies Express never parses).
  passwordResetRequest: () =>
    limiter({
      windowMinutes: 15,
      max: 5,
      message:
        "Demasiadas solicitudes para restablecer contraseñas desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
    }),
  // Each lookup may reach the SEP registry: enough for a person typing, not for a scraper.
  licence: () =>
    limiter({
      windowMinutes: 10,
      max: 30,
      message:
        "Demasiadas consultas de cédula desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
    }),
  // Each recording may be sent to a paid speech service.
  voiceTranscribe: () =>
    limiter({
      windowMinutes: 10,
      max: 30,
      message:
        "Demasiadas búsquedas por voz desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
    }),
  voiceIntent: () =>
    limiter({
      windowMinutes: 10,
      max: 60,
      message:
        "Demasiadas búsquedas por voz desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
    }),
  // Dr. Salud may ask a paid chat model; a person describing symptoms needs a handful.
  assistant: () =>
    limiter({
      windowMinutes: 10,
      max: 40,
      message:
        "Demasiadas consultas a Dr. Salud desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
    }),
};
