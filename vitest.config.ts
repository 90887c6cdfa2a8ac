import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const INTEGRATION_FILES = "{app,common,server,scripts,tests}/**/*.int.test.{ts,tsx}";

/**
 * Integration files that replace a module with vi.mock: without isolation a module one file
 * already imported would stay the real one in the next, so these run in a fresh module
 * registry each (the "int-aislado" project).
 */
const mockingIntegrationFiles = ["app", "common", "server", "scripts", "tests"]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)),
  )
  .filter((file) => /\.int\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, "utf8")));

/** Unit tests beside the code; the mutation runs (vitest.mutation.config.ts) use only these. */
export const unitProject = {
  test: {
    name: "unit",
    include: ["{app,common,server,scripts}/**/*.test.{ts,tsx}"],
    exclude: ["**/*.int.test.{ts,tsx}", "node_modules/**"],
    setupFiles: ["./tests/support/fail-on-console-error.ts"],
    // Files share one module registry per worker: importing the app's modules once per worker
    // instead of once per file took the unit step from 218 to 81 s on a loaded 2-core machine.
    // Tests keep no state in modules between files (none uses vi.mock); a test that needs a
    // fresh module registry goes in a project of its own, as the integration step does.
    isolate: false,
  },
} satisfies TestProjectInlineConfiguration;

const integrationTest = {
  setupFiles: ["./tests/support/fail-on-console-error.ts"],
  globalSetup: ["./tests/support/postgres-global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

// Unit tests run beside the code; integration tests (*.int.test.ts) get a real database.
export default defineConfig({
  test: {
    // Vitest runs one file at a time on two cores (its default is the cores less one), but the
    // integration files spend much of their time waiting on PostgreSQL, PGlite's own thread
    // and child processes: two at a time took that step from 291 to 185 s on two cores, and
    // the unit step from 40 to 21 s. Files share nothing (each makes its own databases and
    // picks free ports).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      unitProject,
      {
        // One module registry per worker, as the unit step (each file still makes its own
        // databases, ports and servers).
        test: {
          ...integrationTest,
          name: "int",
          include: [INTEGRATION_FILES],
          exclude: ["node_modules/**", ...mockingIntegrationFiles],
          isolate: false,
        },
      },
      { test: { ...integrationTest, name: "int-aislado", include: mockingIntegrationFiles } },
    ],
  },
});
