import { defineConfig } from "vitest/config";

// Unit tests run beside the code; integration tests (*.int.test.ts) get a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,common,server,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.{ts,tsx}", "node_modules/**"],
          setupFiles: ["./tests/support/fail-on-console-error.ts"],
        },
      },
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
