import type { Express } from "express";
import { createApp, type AppOptions } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createLogger, type Logger } from "../../server/logger.ts";
import type { MailTransport } from "../../server/integrations/mail.ts";
import { createServices, type Services } from "../../server/services.ts";

/** The real app factory on a test database, silent, without SSR unless given (API tests). */
export function createTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  logger?: Logger,
  mailTransport?: MailTransport,
  ssr?: AppOptions["ssr"],
): {
  app: Express;
  config: Config;
  services: Services;
} {
  // TRUST_PROXY: tests name their client address with X-Forwarded-For (client-address.ts),
  // since the database-backed limits count per address across a whole test file.
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "true", ...env });
  const log = logger ?? createLogger(config);
  const services = createServices({
    database,
    config,
    logger: log,
    sessionSecret: "secreto-de-pruebas-con-longitud-suficiente-123",
    siteUrl: "http://localhost:3000",
    mailTransport,
  });
  return { app: createApp({ config, services, logger: log, ssr }), config, services };
}
