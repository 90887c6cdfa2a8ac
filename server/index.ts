import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, type AppOptions } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { createMaintenanceRepository } from "./db/maintenance/repository.ts";
import { seedDemoDataIfEmpty } from "./db/seed/run.ts";
import { createLogger, type Logger } from "./logger.ts";
import { startPgChangeBroadcast, type PgChangeBroadcast } from "./lib/pg-change-broadcast.ts";
import { startRedisChangeBroadcast } from "./lib/redis-change-broadcast.ts";
import { createServices } from "./services.ts";
import { createSettingsRepository } from "./settings/repository.ts";
import { resolveSessionSecret } from "./settings/service.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

async function loadSsr(dev: boolean): Promise<AppOptions["ssr"]> {
  if (dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({
      server: { middlewareMode: true },
      root: projectRoot,
    });
    return {
      build: () =>
        devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      devMiddleware: devServer.middlewares as never,
    };
  }
  const buildFile = path.join(projectRoot, "build/server/index.js");
  if (!existsSync(buildFile)) {
    throw new ConfigError(
      "No existe la compilación de producción: ejecuta `npm run build` o `npm start`.",
    );
  }
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  return { build, clientDir: path.join(projectRoot, "build/client") };
}

function openTarget(config: Config) {
  return config.database.kind === "postgres"
    ? { kind: "postgres" as const, url: config.database.url }
    : { kind: "pglite" as const, dataDir: path.resolve(projectRoot, config.database.dataDir) };
}

/** DATABASE_READ_URL's replica (read-only pool), or the primary itself when it is unset. */
async function openReadDatabase(config: Config, primary: DatabaseHandle): Promise<DatabaseHandle> {
  if (config.database.kind !== "postgres" || !config.database.readUrl) return primary;
  return openDatabase({ kind: "postgres", url: config.database.readUrl, readOnly: true });
}

export async function startServer(
  options: { dev?: boolean } = {},
): Promise<{ server: Server; stop: () => Promise<void> }> {
  const config = loadConfig();
  const logger = createLogger(config);
  const started = Date.now();
  const database = await openDatabase(openTarget(config));
  await database.migrate();
  if (config.seed.onStart) {
    const seeded = await seedDemoDataIfEmpty(database.db, {
      providers: config.seed.providers,
      logger,
      progress: true,
    });
    if (seeded && database.kind === "pglite")
      await createMaintenanceRepository(database.db).vacuumAnalyze();
  }
  const { secret, generated } = await resolveSessionSecret(
    createSettingsRepository(database.db),
    config.sessionSecret,
  );
  if (generated && config.env === "production")
    logger.warn(
      "SESSION_SECRET no está definido: se usa un secreto generado y guardado en la base de datos.",
    );
  const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const readDatabase = await openReadDatabase(config, database);
  const services = createServices({
    database,
    readDatabase,
    config,
    logger,
    sessionSecret: secret,
    siteUrl,
  });
  // One process owns a PGlite folder: a run still marked running was cut off by a stop.
  if (database.kind === "pglite") await services.imports.undoInterruptedRuns();
  const broadcast = await broadcastChanges(services, config, database, logger);
  await createFirstAdministrator(services, config, logger);
  const app = createApp({
    config,
    services,
    logger,
    ssr: await loadSsr(Boolean(options.dev)),
  });

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
  });
  keepIdleConnections(server);
  // Every process runs a worker of the durable job queue (mail retries); the table's row locks
  // give each due job to exactly one of them (ADR 009).
  services.jobs.start();
  // The daily clean-up of old claim documents: one job for all processes (evidence-cleanup.ts).
  void services.evidenceCleanup
    .schedule()
    .catch((error: unknown) =>
      logger.error({ err: error }, "no se pudo programar la limpieza de documentos"),
    );
  // 'Disponible hoy' of agendas: claimed checks, so every process may run it (server/search).
  services.availableToday.start();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    { port, database: database.kind, ms: Date.now() - started },
    `Servidor listo en http://localhost:${port}`,
  );
  const stop = async () => {
    await services.availableToday.stop();
    await shutdown(server, services.jobs, broadcast, [database, readDatabase], logger);
  };
  return { server, stop };
}

/**
 * How long an idle keep-alive connection stays open: longer than a client or balancer keeps
 * one without a request. Node's default, 5 s, closes connections that clients still hold; a
 * client that sends on one at that moment gets ECONNRESET (a browser test's request client
 * did, after 5 s of silence). A balancer in front closes its idle connections sooner (nginx's
 * `keepalive_timeout 2s`, deploy/nginx/upstream-keepalive.conf), so it never meets the race
 * either way. A stop closes idle connections at once (shutdown below).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Kept above the keep-alive time (Node's default, 60 s, is below it), so the headers' limit
  // is never what ends an idle connection.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * An empty admin_users table gets one administrator. A generated password is printed once,
 * here, on the console: it is stored only as an argon2id hash.
 */
async function createFirstAdministrator(
  services: ReturnType<typeof createServices>,
  config: Config,
  logger: Logger,
): Promise<void> {
  const created = await services.adminAccounts.ensureInitialAdmin(config.initialAdmin);
  if (!created) return;
  logger.info({ username: created.username }, "Administrador inicial creado");
  if (config.initialAdmin.password) return;
  process.stdout.write(
    [
      "",
      "  Administrador inicial creado (esta contraseña no se volverá a mostrar):",
      `    usuario:    ${created.username}`,
      `    contraseña: ${created.password}`,
      "  Entra en /admin/login. Cambia la contraseña con `npm run admin:create -- --username " +
        `${created.username} --reset\`.`,
      "",
      "",
    ].join("\n"),
  );
}

/**
 * On PostgreSQL several processes may serve the site: what one changes is announced to the others
 * (LISTEN/NOTIFY, or Redis/Valkey pub/sub when REDIS_URL is set) so their caches forget it too.
 * PGlite without REDIS_URL is one process: the bus stays local.
 * The process serves only once it listens, so no change made after its start goes unheard.
 */
async function broadcastChanges(
  services: ReturnType<typeof createServices>,
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
): Promise<PgChangeBroadcast | null> {
  const onError = (error: unknown, context: string) =>
    logger.warn({ err: error, context }, "Aviso de cambios entre procesos: conexión perdida");
  if (config.redisUrl) {
    // REDIS_URL: Redis/Valkey pub/sub carries the notices instead of PostgreSQL.
    const broadcast = startRedisChangeBroadcast({
      url: config.redisUrl,
      changes: services.changes,
      onError,
    });
    await broadcast.listening();
    return broadcast;
  }
  if (config.database.kind !== "postgres") return null;
  const broadcast = startPgChangeBroadcast({
    url: config.database.url,
    changes: services.changes,
    notify: createMaintenanceRepository(database.db).notify,
    onError,
  });
  await broadcast.listening();
  return broadcast;
}

async function shutdown(
  server: Server,
  jobs: { stop(): Promise<void> },
  broadcast: PgChangeBroadcast | null,
  databases: DatabaseHandle[],
  logger: Logger,
): Promise<void> {
  logger.info("Cerrando el servidor…");
  // No new jobs are claimed; attempts under way end (each within its SMTP limits) and record how
  // they went before the database closes. A job cut off by a kill is retried by another process.
  const jobsStopped = jobs.stop();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets would hold close() open; idle ones can go now, busy ones after a grace period.
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, 10_000).unref();
  });
  await jobsStopped;
  await broadcast?.stop();
  // The replica's handle is the primary's when DATABASE_READ_URL is unset; close() is idempotent.
  for (const database of databases) await database.close();
  logger.info("Servidor detenido.");
}

/** Starts the server and wires SIGTERM/SIGINT to a graceful stop; exits on a boot failure. */
export async function main(dev = process.argv.includes("--dev")) {
  try {
    const { stop } = await startServer({ dev });
    let stopping = false;
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void main();
}
