import pino from "pino";
import type { Config } from "./config.ts";

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, "logLevel" | "env">): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[oculto]",
    },
  });
}

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
}

/**
 * What a request's log line says about it: its id, method, path and status, never its headers
 * (cookies, tokens, and a kilobyte of browser headers on every refused request).
 */
export const requestLogSerializers = {
  req: (req: SerializedRequest) => ({ id: req.id, method: req.method, url: req.url }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};
