import { rmSync } from "node:fs";
import { test } from "@playwright/test";
import { databaseTemplateFor } from "./database-templates.ts";
import { startServerProcess, waitUntilReady } from "./server-process.ts";

/** Starts a server whose database already holds the fixtures of tests/support/fixtures.ts. */
export const FIXTURE_SERVER_ENTRY = "tests/support/fixture-server.ts";

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
