import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import LongFilesFirst from "./tests/support/long-files-first.ts";

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
    // fresh module registry goes in a project of its own.
    isolate: false,
  },
} satisfies TestProjectInlineConfiguration;

// Unit tests run beside the code; integration tests (*.int.test.ts) get a real database.
export default defineConfig({
  test: {
    // Vitest runs one file at a time on two cores (its default is the cores less one), but the
    // integration files spend much of their time waiting on PostgreSQL, PGlite's own thread
    // and child processes: two at a time took that step from 291 to 185 s on two cores, and
    // the unit step from 40 to 21 s; three at a time, one run after the other in the same hour,
    // 152 -> 136-139 s and 19.2 -> 16.6 s. Files share nothing (each makes its own databases
    // and picks free ports).
    maxWorkers: Math.max(3, availableParallelism() + 1),
    // The few long files first, also on a clean clone where Vitest has no timings yet.
    sequence: { sequencer: LongFilesFirst },
    projects: [
      unitProject,
      {
        // Integration files share a module registry per worker too. What broke that once was
        // state outside the modules: React Router's Vite plugin leaves its dev server in a
        // process-wide global, so pages rendered after the search evaluation's page reader
        // (a Vite server, since closed) answered 500; the reader now clears it. A file that
        // mocks a module drops the registry before and after itself (photo-limits).
        test: {
          name: "int",
          include: ["{app,common,server,scripts,tests}/**/*.int.test.{ts,tsx}"],
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
          globalSetup: ["./tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
    ],
  },
});
