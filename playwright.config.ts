import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { BROWSER_TEST_ARGS, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium.ts";
import { serverBundleFor } from "./scripts/lib/server-bundle.ts";
import { databaseTemplateFor } from "./tests/support/database-templates.ts";
import {
  SHARED_PORT,
  SHARED_SEED_PROVIDERS,
  startsOwnServer,
} from "./tests/support/shared-server.ts";

// Browser tests run against the production build on a small seeded database (see scripts/e2e.ts)
// that already holds the fixtures of tests/support/fixtures.ts (a patient, a doctor with a
// listing, an administrator): one shared server for every spec that needs no settings of its own.
const PORT = SHARED_PORT;

const TEST_DIR = "tests/e2e";

/**
 * Specs that start servers of their own (tests/support/spec-server.ts, server-with-mail.ts or
 * server-process.ts) talk only to those servers and share no data with the others, so they run
 * beside the shared server's specs: the shared server's specs one at a time in one worker, as
 * they were written to (within a spec, tests run in order), the others in the two more workers
 * from the start, and in all three once the shared ones are done. Their ports and folders are
 * their own (scripts/e2e-ports.test.ts), and their project's base URL is no server at all.
 */
const specPattern = (name: string) => new RegExp(`(^|/)${name.replace(/[.]/g, "\\.")}$`);
const ownServerNames = readdirSync(TEST_DIR)
  .filter((name) => name.endsWith(".spec.ts"))
  .filter((name) => startsOwnServer(readFileSync(path.join(TEST_DIR, name), "utf8")));
/**
 * The longest of them (30–100 s each in the last runs) start first: a run's queue follows the
 * projects' order, then the files' names, and the voice spec, last by name, once ran alone for
 * the last 34 s of the step.
 */
const LONGEST = new Set(["accessibility.spec.ts", "no-sideways-scroll.spec.ts", "voice.spec.ts"]);
const longestOwnServerSpecs = ownServerNames.filter((name) => LONGEST.has(name)).map(specPattern);
const ownServerSpecs = ownServerNames.map(specPattern);
const ownServerUse = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  // Not the shared server: a path opened without the spec's own base URL fails at once (Chromium
  // refuses port 9 as unsafe, and nothing listens there) instead of reaching others' data.
  baseURL: "http://127.0.0.1:9",
};

export default defineConfig({
  testDir: TEST_DIR,
  fullyParallel: false,
  // Three workers on two cores: while one waits for its server or its page, the others compute.
  // The whole step one run after the other on the same code: 266 s with two workers, 243 s with
  // three (CPU of the step read from /proc: 392 and 423 s; 1.51 and 1.74 cores busy).
  workers: 3,
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
      // Their servers, ports and folders are their own (scripts/e2e-ports.test.ts): once the
      // shared server's specs are done, every worker takes these.
      name: "escritorio-propio-primero",
      use: ownServerUse,
      testMatch: longestOwnServerSpecs,
      workers: 3,
    },
    {
      name: "escritorio-propio",
      use: ownServerUse,
      testMatch: ownServerSpecs,
      testIgnore: longestOwnServerSpecs,
      workers: 3,
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
