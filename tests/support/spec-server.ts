import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { startServerProcess, waitUntilReady } from "./server-process.ts";

/** Starts a server whose database already holds the fixtures of tests/support/fixtures.ts. */
export const FIXTURE_SERVER_ENTRY = "tests/support/fixture-server.ts";

/** Where spec servers keep finished databases to copy (scripts/e2e.ts empties it per run). */
export const DATABASE_TEMPLATES_DIR = ".tmp/e2e-templates";

/**
 * The template folder for a seed size, named after everything that shapes the database
 * (migrations, the seed's code, the fixtures): a change to any of them never reuses an old one.
 */
export function databaseTemplateFor(providers: string): string {
  const hash = createHash("sha256");
  const sources = [
    "server/db/migrations/meta/_journal.json",
    "tests/support/fixtures.ts",
    ...readdirSync("server/db/seed")
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => `server/db/seed/${name}`),
  ];
  for (const file of sources) hash.update(file).update(readFileSync(file));
  return path.join(DATABASE_TEMPLATES_DIR, `seed-${providers}-${hash.digest("hex").slice(0, 12)}`);
}

/**
 * A browser spec's own production server on a fresh PGlite folder (for specs that change data
 * or need their own settings), with the fixtures in its database (a copy of the run's template
 * for its seed size, see tests/support/fixture-server.ts): started before the spec's tests,
 * stopped and removed after. Call at the top of a spec; answers the server's base URL.
 * `env` may be a function, called when the server starts: after the spec's own beforeAll
 * hooks declared above the call (a fake service's address, for instance).
 */
export function specServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string> | (() => Record<string, string>);
  startTimeoutMs?: number;
}): string {
  const base = `http://127.0.0.1:${options.port}`;
  let server: ReturnType<typeof startServerProcess> | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async ({ request }) => {
    const timeoutMs = options.startTimeoutMs ?? 120_000;
    test.setTimeout(timeoutMs);
    rmSync(options.dataDir, { recursive: true, force: true });
    const env = {
      PORT: String(options.port),
      PGLITE_DATA_DIR: options.dataDir,
      SEED_PROVIDERS: "60",
      PUBLIC_URL: base,
      ...(typeof options.env === "function" ? options.env() : options.env),
    };
    server = startServerProcess(
      { E2E_DATABASE_TEMPLATE: databaseTemplateFor(env.SEED_PROVIDERS), ...env },
      FIXTURE_SERVER_ENTRY,
    );
    // A few seconds short of the hook's own limit, so the server's output is what fails.
    await waitUntilReady(request, base, server.output, timeoutMs - 5_000);
  });
  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    rmSync(options.dataDir, { recursive: true, force: true });
  });
  return base;
}
