import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";

/**
 * One app process's worker of the durable job queue, composed as server/index.ts composes it
 * (DATABASE_URL, SMTP_URL, JOBS_POLL_INTERVAL_MS from the environment), without the HTTP side:
 * tests start two of these on one PostgreSQL database. Prints "listo" once polling; SIGTERM
 * stops it as the server's shutdown does.
 */
const config = loadConfig();
if (config.database.kind !== "postgres") throw new Error("DATABASE_URL es obligatorio");
const logger = createLogger(config);
const database = await openDatabase(config.database);
const services = createServices({
  database,
  config,
  logger,
  sessionSecret: "secreto-del-proceso-de-prueba-de-la-cola-de-correo",
  siteUrl: "http://127.0.0.1",
});
services.jobs.start();
process.stdout.write(`listo ${services.jobs.workerId}\n`);
process.once("SIGTERM", () => {
  void services.jobs
    .stop()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});
