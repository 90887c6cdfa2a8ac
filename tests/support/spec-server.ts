import { rmSync } from "node:fs";
import { test } from "@playwright/test";
import { startServerProcess, waitUntilReady } from "./server-process.ts";

/** Starts a server whose database already holds the fixtures of tests/support/fixtures.ts. */
export const FIXTURE_SERVER_ENTRY = "tests/support/fixture-server.ts";

/**
 * A browser spec's own production server on a fresh PGlite folder (for specs that change data
 * or need their own settings), with the fixtures in its database: started before the spec's
 * tests, stopped and removed after. Call at the top of a spec; answers the server's base URL.
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
    test.setTimeout(options.startTimeoutMs ?? 120_000);
    rmSync(options.dataDir, { recursive: true, force: true });
    const env = typeof options.env === "function" ? options.env() : options.env;
    server = startServerProcess(
      {
        PORT: String(options.port),
        PGLITE_DATA_DIR: options.dataDir,
        SEED_PROVIDERS: "60",
        PUBLIC_URL: base,
        ...env,
      },
      FIXTURE_SERVER_ENTRY,
    );
    await waitUntilReady(request, base, server.output);
  });
  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    rmSync(options.dataDir, { recursive: true, force: true });
  });
  return base;
}
