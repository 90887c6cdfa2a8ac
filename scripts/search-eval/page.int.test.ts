import path from "node:path";
import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { createPageReader } from "./page.ts";

const DEV_SERVER_HOOKS = "__reactRouterDevServerHooks";

it("leaves no closed dev server behind for the process's page handlers", async () => {
  const reader = await createPageReader({
    projectRoot: path.resolve(import.meta.dirname, "../.."),
    context: {} as AppLoadContext,
  });
  // React Router's own global, read by createRequestHandler in development mode.
  expect((globalThis as Record<string, unknown>)[DEV_SERVER_HOOKS]).toBeDefined();
  await reader.close();
  expect((globalThis as Record<string, unknown>)[DEV_SERVER_HOOKS]).toBeUndefined();
});
