import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";

// The production server as an operator runs it: first start seeds, SIGTERM stops cleanly,
// and the next start on the same data folder is quick and does not seed again.
const PORT = 4190;
const DATA_DIR = ".tmp/e2e-lifecycle-db";

function startServer(): { child: ChildProcess; output: () => string } {
  let output = "";
  // The test runner's own loader hooks (NODE_OPTIONS) must not leak into the server.
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child = spawn("node_modules/.bin/tsx", ["server/index.ts"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: DATA_DIR,
      SEED_PROVIDERS: "120",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  return { child, output: () => output };
}

async function waitUntilReady(request: APIRequestContext, output: () => string): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await request.get(`http://127.0.0.1:${PORT}/readyz`)).ok()) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`server did not become ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("first start seeds, SIGTERM shuts down cleanly, the next start reuses the data", async ({
  request,
}) => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });

  const first = startServer();
  const stopped = exitCode(first.child);
  try {
    await waitUntilReady(request, first.output);
    expect(first.output()).toContain("Datos de demostración listos: 120 médicos ficticios");
    expect((await request.get(`http://127.0.0.1:${PORT}/`)).status()).toBe(200);
  } finally {
    first.child.kill("SIGTERM");
  }
  expect(await stopped).toBe(0);
  expect(first.output()).toContain("Servidor detenido.");

  const second = startServer();
  try {
    await waitUntilReady(request, second.output);
    expect(second.output()).not.toContain("Datos de demostración listos");
    expect((await request.get(`http://127.0.0.1:${PORT}/`)).status()).toBe(200);
  } finally {
    const done = exitCode(second.child);
    second.child.kill("SIGTERM");
    expect(await done).toBe(0);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
