import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { BROWSER_TEST_ARGS, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium.ts";
import { serverBundleFor } from "./scripts/lib/server-bundle.ts";
import { databaseTemplateFor } from "./tests/support/database-templates.ts";
import { SHARED_PORT, SHARED_SEED_PROVIDERS } from "./tests/support/shared-server.ts";

// Browser tests run against the production build on a small seeded database (see scripts/e2e.ts)
// that already holds the fixtures of tests/support/fixtures.ts (a patient, a doctor with a
// listing, an administrator): one shared server for every spec that needs no settings of its own.
const PORT = SHARED_PORT;

const TEST_DIR = "tests/e2e";

/**
 * Specs that start their own server on a database of their own (tests/support/spec-server.ts)
 * share no data with the others, so they run in a second worker beside the shared server's
 * specs, and in both workers once those are done. The shared server's specs run one at a time,
 * as they were written to; within a spec, tests run in order.
 */
const ownServerSpecs = readdirSync(TEST_DIR)
  .filter((name) => name.endsWith(".spec.ts"))
  .filter((name) => readFileSync(path.join(TEST_DIR, name), "utf8").includes("specServer({"))
  .map((name) => new RegExp(`(^|/)${name.replace(/[.]/g, "\\.")}$`));

export default defineConfig({
  testDir: TEST_DIR,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test's budget guards against a hang; it is not a speed check (speed is `npm run bench`).
  // On two busy cores a test does up to three times the work of a quiet run: the review-report
  // test took 10.5 s quiet and 29–30 s with both workers busy, and failed a CI run at 30 s.
  // 90 s leaves that room for every test; specs that start servers or import files set more.
  timeout: 90_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "es-MX",
    // Recording a trace for every test cost about 17 % of the browser step's time (78 against
    // 65 s for the search and accessibility specs). To debug a failure, run the spec again with
    // `npm run test:e2e -- <spec> --trace on`.
    trace: "off",
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...BROWSER_TEST_ARGS] },
  },
  projects: [
    {
      name: "escritorio",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [/mobile\.spec\.ts/, ...ownServerSpecs],
      workers: 1,
    },
    {
      // Two at a time: their servers, ports and folders are their own (scripts/e2e-ports.test.ts),
      // so once the shared server's specs are done, both workers take these.
      name: "escritorio-propio",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: ownServerSpecs,
      workers: 2,
    },
    {
      name: "movil",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
      workers: 1,
    },
  ],
  webServer: {
    command: `node ${serverBundleFor("tests/support/fixture-server.ts")}`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: ".tmp/e2e-db",
      SEED_PROVIDERS: SHARED_SEED_PROVIDERS,
      // Written as it starts, before any spec: spec servers of the same size copy it.
      E2E_DATABASE_TEMPLATE: databaseTemplateFor(SHARED_SEED_PROVIDERS),
      LOG_LEVEL: "warn",
      // No network here: tiles come from a path that does not exist, so the drawn map shows.
      MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
    },
  },
});
