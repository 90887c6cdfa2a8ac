import type { Express } from "express";
import { createApp } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createLogger, type Logger } from "../../server/logger.ts";
import type { MailTransport } from "../../server/integrations/mail.ts";
import { createServices, type Services } from "../../server/services.ts";

/** The real app factory on a test database, silent, without SSR (API tests). */
export function createTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  logger?: Logger,
  mailTransport?: MailTransport,
): {
  app: Express;
  config: Config;
  services: Services;
} {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const log = logger ?? createLogger(config);
  const services = createServices({
    database,
    config,
    logger: log,
    sessionSecret: "secreto-de-pruebas-con-longitud-suficiente-123",
    siteUrl: "http://localhost:3000",
    mailTransport,
  });
  return { app: createApp({ config, services, logger: log }), config, services };
}
