import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";

/**
 * One app process with the whole API (no pages: SSR needs a build), composed as server/index.ts
 * composes it from the environment (DATABASE_URL, TRUST_PROXY…): tests start two of these on
 * one PostgreSQL database. Prints "escuchando {port}" once it listens; SIGTERM ends it.
 */
const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config.database);
const services = createServices({
  database,
  config,
  logger,
  sessionSecret: "secreto-de-los-procesos-de-prueba-de-la-api",
  siteUrl: "http://127.0.0.1",
});
const server = createServer(createApp({ config, services, logger }));
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`escuchando ${(server.address() as AddressInfo).port}\n`);
});
process.once("SIGTERM", () => {
  server.close(() => void database.close().then(() => process.exit(0)));
});
