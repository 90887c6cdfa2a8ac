import { z } from "zod";

/**
 * The one place that reads process.env. Everything else receives a typed Config,
 * so tests can build their own without touching the environment.
 */
const booleanFromEnv = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** An unset variable and an empty one (`GOOGLE_CLIENT_ID=` in a .env file) mean the same. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, message: `${name} debe ser una URL http:// o https://` });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ message: "PUBLIC_URL debe ser una URL completa (https://…)" }).optional(),
  BRAND_NAME: z.string().min(1).default("MédicosVerificados"),
  CONTACT_EMAIL: z.email().default("contacto@example.com"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL debe empezar con postgres:// o postgresql://")
    .optional(),
  // A streaming replica for public reads and search (PostgreSQL only); unset: all on DATABASE_URL.
  DATABASE_READ_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\//,
        "DATABASE_READ_URL debe empezar con postgres:// o postgresql://",
      )
      .optional(),
  ),
  PGLITE_DATA_DIR: z.string().min(1).default("./data"),
  // Redis/Valkey: when set, the change bus crosses processes by pub/sub instead of LISTEN/NOTIFY.
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL debe empezar con redis:// o rediss://")
      .optional(),
  ),
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  SEED_PROVIDERS: z.coerce.number().int().min(0).max(1_000_000).default(50_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET debe tener al menos 32 caracteres").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL debe empezar con smtp:// o smtps://")
    .optional(),
  SMTP_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(200, "SMTP_TIMEOUT_MS debe estar entre 200 y 60000")
    .max(60_000, "SMTP_TIMEOUT_MS debe estar entre 200 y 60000")
    .default(10_000),
  // STARTTLS or nothing: with it, a server that does not offer STARTTLS (or a connection
  // someone strips of it) gets no mail rather than the mail in plaintext.
  SMTP_REQUIRE_TLS: booleanFromEnv,
  MAIL_FROM: z.string().min(3).default("MédicosVerificados <no-responder@example.com>"),
  // How often each process's worker looks for due jobs (mail retries) in the jobs table.
  JOBS_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100, "JOBS_POLL_INTERVAL_MS debe estar entre 100 y 600000")
    .max(600_000, "JOBS_POLL_INTERVAL_MS debe estar entre 100 y 600000")
    .default(15_000),
  MAP_TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  TRUST_PROXY: booleanFromEnv,
  // Benchmark only (`npm run bench -- --booking-only`): result cards without 'Próxima cita'.
  BENCH_OMIT_NEXT_SLOT: booleanFromEnv,
  // Requests per minute one client address may make to the public search API (0: no budget,
  // for the benchmark's single-address load generator only).
  API_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0, "API_REQUESTS_PER_MINUTE debe estar entre 0 y 100000")
    .max(100_000, "API_REQUESTS_PER_MINUTE debe estar entre 0 y 100000")
    .default(300),
  // Pages one client (a signed-in account, else an address) may have rendered a minute; pages
  // sent from the HTML cache do not count (0: no budget, for single-address load tests only).
  PAGE_RENDERS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0, "PAGE_RENDERS_PER_MINUTE debe estar entre 0 y 100000")
    .max(100_000, "PAGE_RENDERS_PER_MINUTE debe estar entre 0 y 100000")
    .default(600),
  // Memory for the HTML cache of anonymous pages, in MB (0 turns it off).
  HTML_CACHE_MB: z.coerce
    .number()
    .int()
    .min(0, "HTML_CACHE_MB debe estar entre 0 y 4096")
    .max(4096, "HTML_CACHE_MB debe estar entre 0 y 4096")
    .default(64),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  // Google's endpoints; tests point them at the local fake in tests/fakes/google-oauth.ts.
  GOOGLE_AUTH_URL: httpUrl("GOOGLE_AUTH_URL").default(
    "https://accounts.google.com/o/oauth2/v2/auth",
  ),
  GOOGLE_TOKEN_URL: httpUrl("GOOGLE_TOKEN_URL").default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: httpUrl("GOOGLE_USERINFO_URL").default(
    "https://openidconnect.googleapis.com/v1/userinfo",
  ),
  // The SEP professional registry: the portal's base (https://cedulaprofesional.sep.gob.mx) and
  // the client credentials its API asks for. Unset means the offline registry (demo data, admin
  // confirmations).
  SEP_REGISTRY_URL: optionalText.pipe(httpUrl("SEP_REGISTRY_URL").optional()),
  SEP_CLIENT_ID: optionalText,
  SEP_API_KEY: optionalText,
  SEP_REGISTRY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50, "SEP_REGISTRY_TIMEOUT_MS debe estar entre 50 y 60000")
    .max(60_000, "SEP_REGISTRY_TIMEOUT_MS debe estar entre 50 y 60000")
    .default(4_000),
  // Speech-to-text: any OpenAI-compatible /v1/audio/transcriptions endpoint (hosted or
  // whisper.cpp). Unset means voice search relies on the browser's own speech recognition.
  STT_BASE_URL: optionalText.pipe(httpUrl("STT_BASE_URL").optional()),
  STT_API_KEY: optionalText,
  STT_MODEL: z.string().trim().min(1).default("whisper-1"),
  STT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500, "STT_TIMEOUT_MS debe estar entre 500 y 120000")
    .max(120_000, "STT_TIMEOUT_MS debe estar entre 500 y 120000")
    .default(15_000),
  // Dr. Salud may ask an OpenAI-compatible /v1/chat/completions endpoint; the Spanish symptom
  // lexicon answers when it is unset or fails.
  CHAT_BASE_URL: optionalText.pipe(httpUrl("CHAT_BASE_URL").optional()),
  CHAT_API_KEY: optionalText,
  CHAT_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  CHAT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500, "CHAT_TIMEOUT_MS debe estar entre 500 y 60000")
    .max(60_000, "CHAT_TIMEOUT_MS debe estar entre 500 y 60000")
    .default(8_000),
  // Bulk imports: Google Sheets (API v4 with a key, or the public CSV export without one) and
  // Airtable. The URLs exist so tests can point them at tests/fakes/google-sheets.ts and airtable.ts.
  GOOGLE_SHEETS_API_KEY: optionalText,
  GOOGLE_SHEETS_API_URL: httpUrl("GOOGLE_SHEETS_API_URL").default("https://sheets.googleapis.com"),
  GOOGLE_SHEETS_EXPORT_URL: httpUrl("GOOGLE_SHEETS_EXPORT_URL").default("https://docs.google.com"),
  AIRTABLE_API_URL: httpUrl("AIRTABLE_API_URL").default("https://api.airtable.com"),
  IMPORT_SOURCE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500, "IMPORT_SOURCE_TIMEOUT_MS debe estar entre 500 y 120000")
    .max(120_000, "IMPORT_SOURCE_TIMEOUT_MS debe estar entre 500 y 120000")
    .default(20_000),
  // SMS (the claim flow's one-time codes) through Twilio's Messages API: the account SID and
  // auth token, and a sender (a Messaging Service, preferred, or a number). All unset means the
  // codes stay in the outbox and the log. The URL exists so tests can point it at the fake.
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(
        /^AC[0-9a-fA-F]{32}$/,
        "TWILIO_ACCOUNT_SID debe ser el SID de la cuenta: AC y 32 caracteres hexadecimales",
      )
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|\d{3,8})$/,
        "TWILIO_FROM_NUMBER debe ser un número en formato E.164 (+525512345678) o un código corto",
      )
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
    z
      .string()
      .regex(
        /^MG[0-9a-fA-F]{32}$/,
        "TWILIO_MESSAGING_SERVICE_SID debe empezar con MG seguido de 32 caracteres hexadecimales",
      )
      .optional(),
  ),
  // Booking reminders by WhatsApp through the same Twilio account: the WhatsApp sender and the
  // approved template (a Content SID) a business must use to start a conversation. Both or
  // neither; when set, reminders go by WhatsApp instead of SMS to patients who gave a phone.
  TWILIO_WHATSAPP_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^(whatsapp:)?\+[1-9]\d{6,14}$/,
        "TWILIO_WHATSAPP_FROM debe ser el número del remitente de WhatsApp en formato E.164 (whatsapp:+14155238886)",
      )
      .optional(),
  ),
  TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: optionalText.pipe(
    z
      .string()
      .regex(
        /^HX[0-9a-fA-F]{32}$/,
        "TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID debe empezar con HX seguido de 32 caracteres hexadecimales",
      )
      .optional(),
  ),
  TWILIO_API_URL: httpUrl("TWILIO_API_URL").default("https://api.twilio.com"),
  SMS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500, "SMS_TIMEOUT_MS debe estar entre 500 y 60000")
    .max(60_000, "SMS_TIMEOUT_MS debe estar entre 500 y 60000")
    .default(8_000),
  // Claim evidence (cédula, official ID): private files, never under public/ or build/.
  EVIDENCE_DIR: z.string().trim().min(1).default("./data/evidence"),
  // `s3`: in the photos' bucket (S3_BUCKET) under evidencia/, shared by every app server.
  EVIDENCE_STORAGE: z.enum(["disk", "s3"], "EVIDENCE_STORAGE debe ser disk o s3").default("disk"),
  // Days the documents of a decided (or abandoned) claim stay on disk before the daily clean-up.
  EVIDENCE_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1, "EVIDENCE_RETENTION_DAYS debe estar entre 1 y 3650")
    .max(3650, "EVIDENCE_RETENTION_DAYS debe estar entre 1 y 3650")
    .default(90),
  // Megabytes of documents one client address may upload a day (claims and registrations).
  EVIDENCE_MB_PER_ADDRESS_PER_DAY: z.coerce
    .number()
    .min(0.1, "EVIDENCE_MB_PER_ADDRESS_PER_DAY debe estar entre 0.1 y 2000")
    .max(2000, "EVIDENCE_MB_PER_ADDRESS_PER_DAY debe estar entre 0.1 y 2000")
    .default(60),
  // Doctors' profile photos and banners: a folder by default, an S3-compatible bucket when
  // S3_BUCKET is set (S3_ENDPOINT for MinIO, Cloudflare R2, DigitalOcean Spaces…).
  PHOTOS_DIR: z.string().trim().min(1).default("./data/photos"),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(httpUrl("S3_ENDPOINT").optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFromEnv,
  // The first start creates one administrator when there is none; without a password one is
  // generated and printed once. Tests set the password to sign in.
  ADMIN_INITIAL_USERNAME: z
    .string()
    .trim()
    .regex(
      /^[a-zA-Z0-9._-]{3,40}$/,
      "ADMIN_INITIAL_USERNAME debe tener de 3 a 40 letras, números, puntos o guiones",
    )
    .default("admin"),
  ADMIN_INITIAL_PASSWORD: optionalText.pipe(
    z.string().min(12, "ADMIN_INITIAL_PASSWORD debe tener al menos 12 caracteres").optional(),
  ),
});

export type Env = z.input<typeof envSchema>;

/** Where a variable is described in docs/configuration.md: one table per group. */
export type ConfigGroup =
  "server" | "google" | "sms" | "photos" | "licenses" | "speech" | "imports" | "admin";

export interface ConfigVariable {
  group: ConfigGroup;
  /** What it does, in the documentation's words (Markdown). */
  meaning: string;
  /** The default as the documentation says it, when the schema's own default says too little. */
  shownDefault?: string;
}

/**
 * Every variable loadConfig reads, with its meaning: the one source of the configuration
 * tables (`npm run docs:tables` writes them into docs/configuration.md) and of the names
 * `.env.example` must list (both checked by scripts/docs-tables.test.ts). The type makes a
 * variable of the schema without a description, or a description without a variable, a
 * compile error.
 */
export const CONFIG_VARIABLES = {
  NODE_ENV: {
    group: "server",
    meaning: "`development`, `production` or `test`",
    shownDefault: "`development` (`npm start` sets `production`)",
  },
  PORT: { group: "server", meaning: "HTTP port" },
  HOST: { group: "server", meaning: "interface to listen on" },
  PUBLIC_URL: {
    group: "server",
    meaning:
      "the only origin of canonical links, structured data, sitemaps, `robots.txt`, RSS and email links; without it links stay relative (never the request's `Host`) and sitemaps, `robots.txt` and RSS are sent with `no-store`; `https://` also turns on HSTS",
    shownDefault: "unset; **required in production** (`npm start` gives `http://localhost:PORT`)",
  },
  BRAND_NAME: { group: "server", meaning: "brand in titles, header, footer and structured data" },
  CONTACT_EMAIL: { group: "server", meaning: "support address (footer, help centre)" },
  DATABASE_URL: {
    group: "server",
    meaning: "`postgres://…`: use that PostgreSQL server instead of the embedded database",
  },
  DATABASE_READ_URL: {
    group: "server",
    meaning:
      "`postgres://…` of a read replica (needs `DATABASE_URL`): public search, profiles, counts, blog and sitemaps read there; writes, sessions, a user's own data and admin screens use the primary. Public pages may trail a write by the lag",
    shownDefault: "unset (everything on `DATABASE_URL`)",
  },
  PGLITE_DATA_DIR: { group: "server", meaning: "folder of the embedded database (PGlite)" },
  REDIS_URL: {
    group: "server",
    meaning:
      "`redis://…` or `rediss://…` of a Redis/Valkey server: the processes tell each other what changed (cache clearing) by its pub/sub",
    shownDefault: "unset (PostgreSQL `LISTEN/NOTIFY`)",
  },
  SEED_ON_START: {
    group: "server",
    meaning: "generate the demo directory when the database is empty",
  },
  SEED_PROVIDERS: { group: "server", meaning: "how many demo doctors to generate (0–1000000)" },
  LOG_LEVEL: {
    group: "server",
    meaning: "`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`",
  },
  SESSION_SECRET: {
    group: "server",
    meaning: "at least 32 characters; signs session cookies (set it in production)",
    shownDefault: "generated on first start and kept in the database",
  },
  SMTP_URL: {
    group: "server",
    meaning:
      "`smtp://user:pass@host:587` or `smtps://…`; without it mail stays in the outbox table and its links are logged",
  },
  SMTP_TIMEOUT_MS: {
    group: "server",
    meaning:
      "limit in ms for each SMTP step (connecting, the greeting, every reply); a dead mail server fails within it (200–60000)",
  },
  SMTP_REQUIRE_TLS: {
    group: "server",
    meaning:
      "`true`: STARTTLS or nothing; a server on `smtp://` that offers no STARTTLS (or a connection stripped of it) gets no mail rather than mail in plaintext, and the outbox row says why",
  },
  MAIL_FROM: {
    group: "server",
    meaning: "sender of outgoing mail; its domain also names each message's `Message-ID`",
  },
  JOBS_POLL_INTERVAL_MS: {
    group: "server",
    meaning:
      "how often each process's worker looks for due jobs (mail retries, booking notices and reminders) in the `jobs` table (100–600000)",
  },
  MAP_TILE_URL: {
    group: "server",
    meaning: "map tile template; its origin is allowed by the content security policy",
  },
  TRUST_PROXY: { group: "server", meaning: "trust `X-Forwarded-*` from a reverse proxy" },
  BENCH_OMIT_NEXT_SLOT: {
    group: "server",
    meaning:
      "benchmark only, never in production: `true` makes result pages skip reading and showing the next free slot ('Próxima cita'), so `npm run bench -- --booking-only` can compare the same page with and without it",
  },
  API_REQUESTS_PER_MINUTE: {
    group: "server",
    meaning:
      "requests per client address and minute to the public search API; 0 turns the budget off (benchmark only) (0–100000)",
  },
  PAGE_RENDERS_PER_MINUTE: {
    group: "server",
    meaning:
      "pages one client (the signed-in account, else the address) may have rendered a minute; pages sent from the HTML cache do not count; 0 turns the budget off (load tests only) (0–100000)",
  },
  HTML_CACHE_MB: {
    group: "server",
    meaning: "memory in MB for the in-memory cache of anonymous pages; 0 turns it off (0–4096)",
  },
  GOOGLE_CLIENT_ID: { group: "google", meaning: "OAuth 2.0 client ID (Google Cloud console)" },
  GOOGLE_CLIENT_SECRET: { group: "google", meaning: "its client secret" },
  GOOGLE_AUTH_URL: { group: "google", meaning: "Google's authorization (consent) endpoint" },
  GOOGLE_TOKEN_URL: { group: "google", meaning: "token endpoint (code + PKCE verifier)" },
  GOOGLE_USERINFO_URL: { group: "google", meaning: "OpenID Connect userinfo endpoint" },
  SEP_REGISTRY_URL: {
    group: "licenses",
    meaning: "the portal's base, e.g. `https://cedulaprofesional.sep.gob.mx`; unset: offline only",
  },
  SEP_CLIENT_ID: {
    group: "licenses",
    meaning: "sent as `X-Client-Id` to get a token; required when `SEP_REGISTRY_URL` is set",
  },
  SEP_API_KEY: {
    group: "licenses",
    meaning: "sent as `X-API-Key` to get a token; required when `SEP_REGISTRY_URL` is set (secret)",
  },
  SEP_REGISTRY_TIMEOUT_MS: {
    group: "licenses",
    meaning: "time limit of each call to the registry (50–60000)",
  },
  STT_BASE_URL: {
    group: "speech",
    meaning: "base of an OpenAI-compatible speech API (`…/v1`); unset: no server-side STT",
  },
  STT_API_KEY: {
    group: "speech",
    meaning: "Bearer key of that API (self-hosted servers need none)",
  },
  STT_MODEL: {
    group: "speech",
    meaning: "transcription model (`gpt-4o-mini-transcribe`, `whisper-large-v3` on Groq…)",
  },
  STT_TIMEOUT_MS: { group: "speech", meaning: "time limit of each transcription (500–120000)" },
  CHAT_BASE_URL: {
    group: "speech",
    meaning: "base of an OpenAI-compatible chat API for Dr. Salud; unset: lexicon only",
  },
  CHAT_API_KEY: { group: "speech", meaning: "Bearer key of that API" },
  CHAT_MODEL: { group: "speech", meaning: "chat model" },
  CHAT_TIMEOUT_MS: { group: "speech", meaning: "time limit of each chat answer (500–60000)" },
  GOOGLE_SHEETS_API_KEY: {
    group: "imports",
    meaning: "Sheets API key; unset means the public CSV export",
  },
  GOOGLE_SHEETS_API_URL: {
    group: "imports",
    meaning: "Sheets API base (tests: `tests/fakes/google-sheets.ts`)",
  },
  GOOGLE_SHEETS_EXPORT_URL: { group: "imports", meaning: "base of the public CSV export" },
  AIRTABLE_API_URL: {
    group: "imports",
    meaning: "Airtable API base (tests: `tests/fakes/airtable.ts`)",
  },
  IMPORT_SOURCE_TIMEOUT_MS: {
    group: "imports",
    meaning: "time limit of each call to Google Sheets or Airtable (500–120000)",
  },
  TWILIO_ACCOUNT_SID: { group: "sms", meaning: "account SID (`AC…`)" },
  TWILIO_AUTH_TOKEN: { group: "sms", meaning: "its auth token" },
  TWILIO_FROM_NUMBER: {
    group: "sms",
    meaning: "sending number in E.164 (`+15005550006`) or a short code",
  },
  TWILIO_MESSAGING_SERVICE_SID: {
    group: "sms",
    meaning: "Messaging Service (`MG…`) that picks the sender; preferred",
  },
  TWILIO_WHATSAPP_FROM: {
    group: "sms",
    meaning: "WhatsApp sender for booking reminders (`whatsapp:+14155238886`)",
  },
  TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: {
    group: "sms",
    meaning: "Content SID (`HX…`) of the approved reminder template; both or neither",
  },
  TWILIO_API_URL: { group: "sms", meaning: "Twilio's API origin" },
  SMS_TIMEOUT_MS: {
    group: "sms",
    meaning: "limit in ms of each attempt (two at most) (500–60000)",
  },
  EVIDENCE_DIR: {
    group: "sms",
    meaning: "private folder of claim evidence (relative to the project; not public/ or build/)",
  },
  EVIDENCE_STORAGE: {
    group: "sms",
    meaning:
      "`s3` keeps claim evidence in `S3_BUCKET` under `evidencia/` instead of `EVIDENCE_DIR`",
  },
  EVIDENCE_RETENTION_DAYS: {
    group: "sms",
    meaning:
      "days a decided or abandoned claim keeps its documents before the daily clean-up (1–3650)",
  },
  EVIDENCE_MB_PER_ADDRESS_PER_DAY: {
    group: "sms",
    meaning: "megabytes of claim and registration documents one address may upload a day",
  },
  PHOTOS_DIR: {
    group: "photos",
    meaning:
      "folder of the photos when no bucket is set (give every server the same shared folder)",
  },
  S3_BUCKET: {
    group: "photos",
    meaning: "bucket name: store photos there instead of `PHOTOS_DIR`",
  },
  S3_ENDPOINT: {
    group: "photos",
    meaning: "`https://…` of an S3-compatible service (MinIO, R2, Spaces)",
    shownDefault: "AWS's",
  },
  S3_REGION: { group: "photos", meaning: "region of the bucket" },
  S3_ACCESS_KEY_ID: {
    group: "photos",
    meaning:
      "access key; without both keys the SDK's own chain is used (environment, instance role)",
  },
  S3_SECRET_ACCESS_KEY: { group: "photos", meaning: "its secret" },
  S3_FORCE_PATH_STYLE: {
    group: "photos",
    meaning: "`true` for services that want `https://host/bucket/key` (MinIO, most local servers)",
  },
  ADMIN_INITIAL_USERNAME: {
    group: "admin",
    meaning: "username of the administrator the first start creates",
  },
  ADMIN_INITIAL_PASSWORD: {
    group: "admin",
    meaning: "its password (12+ characters); unset means generated and printed once",
  },
} as const satisfies Record<keyof typeof envSchema.shape, ConfigVariable>;

/** What loadConfig would use for a variable left unset (undefined when it stays unset). */
export function defaultOf(name: keyof typeof CONFIG_VARIABLES): unknown {
  const parsed = envSchema.shape[name].safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string | undefined;
  brandName: string;
  contactEmail: string;
  /** readUrl: the replica public reads and search use (DATABASE_READ_URL); unset, the primary. */
  database:
    | { kind: "postgres"; url: string; readUrl: string | undefined }
    | { kind: "pglite"; dataDir: string };
  seed: { onStart: boolean; providers: number };
  /** REDIS_URL: the change bus's pub/sub across processes; unset, PostgreSQL's LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  sessionSecret: string | undefined;
  /** timeoutMs bounds each SMTP step (connect, greeting, every reply); requireTls: STARTTLS or nothing. */
  mail: { smtpUrl: string | undefined; from: string; timeoutMs: number; requireTls: boolean };
  /** The durable job queue's worker (mail retries): how often it looks for due jobs. */
  jobs: { pollIntervalMs: number };
  mapTileUrl: string;
  trustProxy: boolean;
  /** BENCH_OMIT_NEXT_SLOT: the benchmark's page without 'Próxima cita'; false everywhere else. */
  omitNextSlot: boolean;
  /** The public search API's budget per client address and minute; 0 turns it off. */
  apiRequestsPerMinute: number;
  /** Pages rendered (not sent from the HTML cache) per client and minute; 0 turns it off. */
  pageRendersPerMinute: number;
  /** Bytes of anonymous pages the HTML cache may hold; 0 turns it off. */
  htmlCacheBytes: number;
  /** Google sign-in; null unless both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: GoogleConfig | null;
  /** The cédula registry: SEP when url is set, otherwise the offline registry. */
  sepRegistry: SepRegistryConfig;
  /** Server-side speech-to-text; null unless STT_BASE_URL is set. */
  speech: OpenAiEndpointConfig | null;
  /** Dr. Salud's optional chat model; null unless CHAT_BASE_URL is set. */
  chat: OpenAiEndpointConfig | null;
  /** Outside sources of the bulk imports. */
  imports: ImportSourcesConfig;
  /** The administrator the first start creates when there is none. */
  initialAdmin: { username: string; password: string | undefined };
  /** Twilio for the claim codes; null (outbox and log) unless SID, token and a sender are set. */
  sms: SmsConfig | null;
  /** WhatsApp reminders through Twilio; null unless the sender and the template are set. */
  whatsapp: WhatsAppConfig | null;
  /** Folder of the private claim evidence; relative paths start at the project's root. */
  evidenceDir: string;
  /** The bucket that holds claim evidence instead of the folder (EVIDENCE_STORAGE=s3). */
  evidenceS3: S3Config | null;
  /** Days a decided or abandoned request's documents are kept. */
  evidenceRetentionDays: number;
  /** Megabytes of evidence one client address may upload a day. */
  evidenceMbPerAddressPerDay: number;
  /** Where uploaded photos live: `s3` when S3_BUCKET is set, otherwise the folder `dir`. */
  photos: { dir: string; s3: S3Config | null };
}

/** An S3-compatible bucket; no keys means the SDK's own chain (environment, instance role). */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Twilio's Messages API; messagingServiceSid is used instead of from when both are set. */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  apiUrl: string;
  timeoutMs: number;
}

/** A WhatsApp sender of the Twilio account and the approved template of booking reminders. */
export interface WhatsAppConfig {
  accountSid: string;
  authToken: string;
  /** E.164, as configured (the transport adds the `whatsapp:` prefix when missing). */
  from: string;
  reminderTemplateSid: string;
  apiUrl: string;
  timeoutMs: number;
}

/** The SEP portal's base and client credentials, all or nothing (checked at boot). */
export type SepRegistryConfig =
  | { url: undefined; timeoutMs: number }
  | { url: string; clientId: string; apiKey: string; timeoutMs: number };

export interface ImportSourcesConfig {
  /** Sheets API v4 key; unset means the spreadsheet's public CSV export is read instead. */
  googleSheetsApiKey: string | undefined;
  googleSheetsApiUrl: string;
  googleSheetsExportUrl: string;
  airtableApiUrl: string;
  timeoutMs: number;
}

/** An OpenAI-compatible API: its base URL (usually ending in /v1), key, model and time limit. */
export interface OpenAiEndpointConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The environment a child process of the project's scripts gets: this process's, with
 * `overrides` on top (the production build always with NODE_ENV=production, whoever asks).
 */
export function childProcessEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

/**
 * What `npm start` means by "production": NODE_ENV set to production and, when PUBLIC_URL is
 * unset, the local address on PORT (3000 by default). Written into the environment before the
 * server's modules load (scripts/start.ts), so every later read sees the same values.
 */
export function applyStartDefaults(env: Record<string, string | undefined> = process.env): void {
  env.NODE_ENV = "production";
  env.PUBLIC_URL ||= `http://localhost:${env.PORT || 3000}`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "(entorno)"}: ${issue.message}`,
    );
    throw new ConfigError(`Configuración inválida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Half a Google configuration is a mistake worth stopping for, not a silent "disabled".
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const [missing, present] = e.GOOGLE_CLIENT_ID
      ? ["GOOGLE_CLIENT_SECRET", "GOOGLE_CLIENT_ID"]
      : ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"];
    throw new ConfigError(
      `Configuración inválida:\n  - ${missing}: es obligatorio cuando ${present} está definido`,
    );
  }
  // The embedded PGlite is one process and has no replicas.
  if (e.DATABASE_READ_URL && !e.DATABASE_URL)
    throw new ConfigError(
      "Configuración inválida:\n  - DATABASE_URL: es obligatorio cuando DATABASE_READ_URL está definido (las réplicas son de PostgreSQL)",
    );
  // In production the origin of canonical links, sitemaps and emails must not be a guess:
  // the request's Host header is whatever the client sent.
  if (e.NODE_ENV === "production" && !e.PUBLIC_URL)
    throw new ConfigError(
      "Configuración inválida:\n  - PUBLIC_URL: es obligatorio en producción (el origen público del sitio, por ejemplo https://www.ejemplo.mx); de él salen los enlaces canónicos, los mapas del sitio y los enlaces de los correos",
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    brandName: e.BRAND_NAME,
    contactEmail: e.CONTACT_EMAIL,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, readUrl: e.DATABASE_READ_URL }
      : { kind: "pglite", dataDir: e.PGLITE_DATA_DIR },
    seed: { onStart: e.SEED_ON_START, providers: e.SEED_PROVIDERS },
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    sessionSecret: e.SESSION_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      timeoutMs: e.SMTP_TIMEOUT_MS,
      requireTls: e.SMTP_REQUIRE_TLS,
    },
    jobs: { pollIntervalMs: e.JOBS_POLL_INTERVAL_MS },
    mapTileUrl: e.MAP_TILE_URL,
    trustProxy: e.TRUST_PROXY,
    omitNextSlot: e.BENCH_OMIT_NEXT_SLOT,
    apiRequestsPerMinute: e.API_REQUESTS_PER_MINUTE,
    pageRendersPerMinute: e.PAGE_RENDERS_PER_MINUTE,
    htmlCacheBytes: e.HTML_CACHE_MB * 1024 * 1024,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authorizationUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userInfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : null,
    sepRegistry: sepRegistryConfig(e),
    speech: e.STT_BASE_URL
      ? {
          baseUrl: e.STT_BASE_URL,
          apiKey: e.STT_API_KEY,
          model: e.STT_MODEL,
          timeoutMs: e.STT_TIMEOUT_MS,
        }
      : null,
    chat: e.CHAT_BASE_URL
      ? {
          baseUrl: e.CHAT_BASE_URL,
          apiKey: e.CHAT_API_KEY,
          model: e.CHAT_MODEL,
          timeoutMs: e.CHAT_TIMEOUT_MS,
        }
      : null,
    imports: {
      googleSheetsApiKey: e.GOOGLE_SHEETS_API_KEY,
      googleSheetsApiUrl: e.GOOGLE_SHEETS_API_URL,
      googleSheetsExportUrl: e.GOOGLE_SHEETS_EXPORT_URL,
      airtableApiUrl: e.AIRTABLE_API_URL,
      timeoutMs: e.IMPORT_SOURCE_TIMEOUT_MS,
    },
    initialAdmin: { username: e.ADMIN_INITIAL_USERNAME, password: e.ADMIN_INITIAL_PASSWORD },
    sms: smsConfig(e),
    whatsapp: whatsAppConfig(e),
    evidenceDir: e.EVIDENCE_DIR,
    evidenceS3: evidenceS3Config(e),
    evidenceMbPerAddressPerDay: e.EVIDENCE_MB_PER_ADDRESS_PER_DAY,
    evidenceRetentionDays: e.EVIDENCE_RETENTION_DAYS,
    photos: { dir: e.PHOTOS_DIR, s3: s3Config(e) },
  };
}

/** Evidence in the bucket needs one: without it the documents would silently go to disk. */
function evidenceS3Config(e: z.infer<typeof envSchema>): S3Config | null {
  if (e.EVIDENCE_STORAGE === "disk") return null;
  const bucket = s3Config(e);
  if (!bucket) {
    throw new ConfigError(
      "Configuración inválida:\n  - S3_BUCKET: es obligatorio cuando EVIDENCE_STORAGE=s3",
    );
  }
  return bucket;
}

/** One key without the other is a mistake worth stopping for; so are S3 settings without a bucket. */
function s3Config(e: z.infer<typeof envSchema>): S3Config | null {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!e.S3_BUCKET) {
    const orphan = [
      ["S3_ENDPOINT", e.S3_ENDPOINT],
      ["S3_ACCESS_KEY_ID", accessKeyId],
      ["S3_SECRET_ACCESS_KEY", secretAccessKey],
    ].find(([, value]) => value)?.[0];
    if (orphan) {
      throw new ConfigError(
        `Configuración inválida:\n  - S3_BUCKET: es obligatorio cuando ${orphan} está definido`,
      );
    }
    return null;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [missing, present] = accessKeyId
      ? ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"]
      : ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
    throw new ConfigError(
      `Configuración inválida:\n  - ${missing}: es obligatorio cuando ${present} está definido`,
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Twilio needs the SID, the token and a sender together. Any of them alone is a mistake worth
 * stopping for: silently keeping the codes in the log would leave claimants waiting for an SMS.
 */
function smsConfig(e: z.infer<typeof envSchema>): SmsConfig | null {
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM_NUMBER: from,
    TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
  } = e;
  const given = [
    ["TWILIO_ACCOUNT_SID", accountSid],
    ["TWILIO_AUTH_TOKEN", authToken],
    ["TWILIO_FROM_NUMBER", from],
    ["TWILIO_MESSAGING_SERVICE_SID", messagingServiceSid],
  ].find(([, value]) => value)?.[0];
  if (!given) return null;
  // The account may be there for WhatsApp alone (whatsAppConfig checks that part).
  if (
    !from &&
    !messagingServiceSid &&
    (e.TWILIO_WHATSAPP_FROM || e.TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID)
  )
    return null;
  if (accountSid && authToken && (from || messagingServiceSid)) {
    return {
      accountSid,
      authToken,
      ...(from ? { from } : {}),
      ...(messagingServiceSid ? { messagingServiceSid } : {}),
      apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ""),
      timeoutMs: e.SMS_TIMEOUT_MS,
    };
  }
  const missing = [
    accountSid ? null : "TWILIO_ACCOUNT_SID",
    authToken ? null : "TWILIO_AUTH_TOKEN",
    from || messagingServiceSid ? null : "TWILIO_FROM_NUMBER o TWILIO_MESSAGING_SERVICE_SID",
  ].filter(Boolean);
  const lines = missing.map((name) => `  - ${name}: es obligatorio cuando ${given} está definido`);
  throw new ConfigError(`Configuración inválida:\n${lines.join("\n")}`);
}

/** The sender without its template (or either without the account) is a mistake worth stopping for. */
function whatsAppConfig(e: z.infer<typeof envSchema>): WhatsAppConfig | null {
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_WHATSAPP_FROM: from,
    TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID: reminderTemplateSid,
  } = e;
  const given = from
    ? "TWILIO_WHATSAPP_FROM"
    : reminderTemplateSid
      ? "TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID"
      : null;
  if (!given) return null;
  if (accountSid && authToken && from && reminderTemplateSid)
    return {
      accountSid,
      authToken,
      from,
      reminderTemplateSid,
      apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ""),
      timeoutMs: e.SMS_TIMEOUT_MS,
    };
  const missing = [
    accountSid ? null : "TWILIO_ACCOUNT_SID",
    authToken ? null : "TWILIO_AUTH_TOKEN",
    from ? null : "TWILIO_WHATSAPP_FROM",
    reminderTemplateSid ? null : "TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID",
  ].filter(Boolean);
  const lines = missing.map((name) => `  - ${name}: es obligatorio cuando ${given} está definido`);
  throw new ConfigError(`Configuración inválida:\n${lines.join("\n")}`);
}

/** A portal URL without its credentials cannot work: stop at boot rather than fail every lookup. */
function sepRegistryConfig(e: z.infer<typeof envSchema>): SepRegistryConfig {
  const timeoutMs = e.SEP_REGISTRY_TIMEOUT_MS;
  if (!e.SEP_REGISTRY_URL) return { url: undefined, timeoutMs };
  const { SEP_CLIENT_ID: clientId, SEP_API_KEY: apiKey } = e;
  if (clientId && apiKey) return { url: e.SEP_REGISTRY_URL, clientId, apiKey, timeoutMs };
  const missing = [clientId ? null : "SEP_CLIENT_ID", apiKey ? null : "SEP_API_KEY"].filter(
    Boolean,
  );
  const lines = missing.map(
    (name) => `  - ${name}: es obligatorio cuando SEP_REGISTRY_URL está definido`,
  );
  throw new ConfigError(`Configuración inválida:\n${lines.join("\n")}`);
}

/** What the browser may see of the configuration; never secrets. */
export interface PublicConfig {
  brandName: string;
  contactEmail: string;
  publicUrl: string | undefined;
  mapTileUrl: string;
  /** Whether the Google sign-in button can be offered. */
  googleSignIn: boolean;
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    brandName: config.brandName,
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl,
    mapTileUrl: config.mapTileUrl,
    googleSignIn: config.google !== null,
  };
}
