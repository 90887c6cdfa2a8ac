import { ADMIN_MESSAGES } from "../../common/admin/providers.ts";
import { ANALYTICS_MESSAGES } from "../../common/analytics/schemas.ts";

/** A per-address limit (express-rate-limit, server/http/rate-limits.ts) and what it guards. */
export interface ConnectionLimit {
  windowMinutes: number;
  max: number;
  message: string;
  /** What is counted, for the rate limits table of docs/security.md. */
  what: string;
}

/**
 * Every per-connection limit of the API and the pages' form posts, in one list: the routers
 * build their middlewares from it (`limiter(CONNECTION_LIMITS.x)`) and `npm run docs:tables`
 * prints it. Limits that protect an account, a user, a recipient or a listing are the rules of
 * ./service.ts and the claim service.
 */
export const CONNECTION_LIMITS = {
  loginPage: {
    windowMinutes: 15,
    max: 10,
    what: "posts of the `/login` page's form, per address and email typed",
    message: "Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.",
  },
  register: {
    windowMinutes: 60,
    max: 10,
    what: "doctor registrations (`POST /api/providers/register`)",
    message: "Demasiados registros desde esta conexión. Inténtalo más tarde.",
  },
  resend: {
    windowMinutes: 15,
    max: 5,
    what: "new verification emails and new set-password links",
    message: "Demasiadas solicitudes de verificación. Espera unos minutos e inténtalo de nuevo.",
  },
  // Links are 256-bit random: this only keeps argon2 hashing from being used as a lever.
  setPassword: {
    windowMinutes: 15,
    max: 10,
    what: "setting a password from an emailed link (API and the reset page)",
    message: "Demasiados intentos. Espera unos minutos e inténtalo de nuevo.",
  },
  // Per connection; the per-recipient limit is RESET_MAILS_PER_RECIPIENT in the service, which
  // also covers the page's form (React Router actions read bodies Express never parses).
  passwordResetRequest: {
    windowMinutes: 15,
    max: 5,
    what: "password reset requests (API and the page's form)",
    message:
      "Demasiadas solicitudes para restablecer contraseñas desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  },
  googleStart: {
    windowMinutes: 15,
    max: 30,
    what: "Google sign-in starts (each stores a pending attempt)",
    message:
      "Demasiados intentos de inicio de sesión con Google. Espera unos minutos e inténtalo de nuevo.",
  },
  // Each lookup may reach the SEP registry: enough for a person typing, not for a scraper.
  license: {
    windowMinutes: 10,
    max: 30,
    what: "cédula lookups (`/api/public/validate-license`)",
    message:
      "Demasiadas consultas de cédula desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  },
  // Each recording may be sent to a paid speech service.
  voiceTranscribe: {
    windowMinutes: 10,
    max: 30,
    what: "voice recordings (`POST /api/voice/transcribe`)",
    message:
      "Demasiadas búsquedas por voz desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  },
  voiceIntent: {
    windowMinutes: 10,
    max: 60,
    what: "transcripts of the browser's recognition (`POST /api/voice/intent`)",
    message:
      "Demasiadas búsquedas por voz desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  },
  // Dr. Salud may ask a paid chat model; a person describing symptoms needs a handful.
  assistant: {
    windowMinutes: 10,
    max: 40,
    what: "questions to Dr. Salud",
    message:
      "Demasiadas consultas a Dr. Salud desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  },
  profileEvents: {
    windowMinutes: 10,
    max: 60,
    what: "profile statistics beacons (`POST /api/providers/{id}/events`)",
    message: ANALYTICS_MESSAGES.tooMany,
  },
  // A ceiling in front; the rules that matter (an address that keeps failing is blocked, an
  // account that keeps failing is slowed) live in the admin accounts service.
  adminLogin: {
    windowMinutes: 15,
    max: 50,
    what: "administrator sign-in attempts (API and the `/admin/login` page)",
    message: ADMIN_MESSAGES.tooManyLogins,
  },
  // In front of the per-listing and per-claimant limits the claim service keeps in the
  // database: these stop a flood before it costs an argon2 hash or a lookup.
  claimVerifyPhone: {
    windowMinutes: 10,
    max: 30,
    what: "claim phone checks",
    message: "Demasiados intentos de verificación. Espera unos minutos e inténtalo de nuevo.",
  },
  claim: {
    windowMinutes: 60,
    max: 20,
    what: "claim requests",
    message: "Demasiados intentos de reclamar perfiles desde esta conexión. Inténtalo más tarde.",
  },
  claimCode: {
    windowMinutes: 10,
    max: 30,
    what: "claim status reads, code attempts, resends and evidence uploads",
    message: "Demasiados intentos con códigos. Espera unos minutos e inténtalo de nuevo.",
  },
} as const satisfies Record<string, ConnectionLimit>;
