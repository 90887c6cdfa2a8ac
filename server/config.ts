import { z } from "zod";

/**
 * The one place that reads process.env. Everything else receives a typed Config,
 * so tests can build their own without touching the environment.
 */
const booleanFromEnv = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

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
  PGLITE_DATA_DIR: z.string().min(1).default("./data"),
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
  MAIL_FROM: z.string().min(3).default("MédicosVerificados <no-responder@example.com>"),
  MAP_TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  TRUST_PROXY: booleanFromEnv,
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string | undefined;
  brandName: string;
  contactEmail: string;
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  seed: { onStart: boolean; providers: number };
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  sessionSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  mapTileUrl: string;
  trustProxy: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    brandName: e.BRAND_NAME,
    contactEmail: e.CONTACT_EMAIL,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: e.PGLITE_DATA_DIR },
    seed: { onStart: e.SEED_ON_START, providers: e.SEED_PROVIDERS },
    logLevel: e.LOG_LEVEL,
    sessionSecret: e.SESSION_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    mapTileUrl: e.MAP_TILE_URL,
    trustProxy: e.TRUST_PROXY,
  };
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
    googleSignIn: false,
  };
}
