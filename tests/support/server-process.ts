import { spawn, type ChildProcess } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { serverBundleFor, type ServerEntry } from "../../scripts/lib/server-bundle.ts";

/**
 * The production server as its own process, for tests that need their own configuration: its
 * bundle from the production build (scripts/lib/server-bundle.ts; deploy/Dockerfile runs the
 * same), with no TypeScript loader. `entry`: tests/support/fixture-server.ts starts it with the
 * browser fixtures in its database.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry: ServerEntry = "server/index.ts",
): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = "";
  // The test runner's own loader hooks (NODE_OPTIONS) must not leak into the server.
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  // Node itself, no launcher: the child is the server, so a SIGKILL (which a launcher cannot
  // relay) reaches it instead of leaving it orphaned.
  const child = spawn(process.execPath, [serverBundleFor(entry)], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      // Production requires PUBLIC_URL; tests that link to themselves give their own.
      ...(env.PORT ? { PUBLIC_URL: `http://127.0.0.1:${env.PORT}` } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

export async function waitUntilReady(
  request: APIRequestContext,
  baseUrl: string,
  output: () => string,
  /** How long a start may take: a busy machine takes a minute or more to seed and migrate. */
  timeoutMs = 90_000,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await request.get(`${baseUrl}/readyz`)).ok()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`server did not become ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
