import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** Unit tests beside the code; the mutation runs (vitest.mutation.config.ts) use only these. */
export const unitProject = {
  test: {
    name: "unit",
    include: ["{app,common,server,scripts}/**/*.test.{ts,tsx}"],
    exclude: ["**/*.int.test.{ts,tsx}", "node_modules/**"],
    setupFiles: ["./tests/support/fail-on-console-error.ts"],
  },
} satisfies TestProjectInlineConfiguration;

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
        test: {
          name: "int",
          include: ["{app,common,server,scripts,tests}/**/*.int.test.{ts,tsx}"],
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
          globalSetup: ["./tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
