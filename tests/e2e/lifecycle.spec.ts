import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { startServerProcess, waitUntilReady } from "../support/server-process.ts";

// The production server as an operator runs it: first start seeds, SIGTERM stops cleanly,
// and the next start on the same data folder is quick and does not seed again.
const PORT = 4190;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".tmp/e2e-lifecycle-db";
const ENV = { PORT: String(PORT), PGLITE_DATA_DIR: DATA_DIR, SEED_PROVIDERS: "120" };

test("first start seeds, SIGTERM shuts down cleanly, the next start reuses the data", async ({
  request,
}) => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });

  const first = startServerProcess(ENV);
  try {
    await waitUntilReady(request, BASE, first.output);
    expect(first.output()).toContain("Datos de demostración listos: 120 médicos ficticios");
    expect((await request.get(`${BASE}/`)).status()).toBe(200);
  } finally {
    first.child.kill("SIGTERM");
  }
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain("Servidor detenido.");

  const second = startServerProcess(ENV);
  try {
    await waitUntilReady(request, BASE, second.output);
    expect(second.output()).not.toContain("Datos de demostración listos");
    expect((await request.get(`${BASE}/`)).status()).toBe(200);
  } finally {
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
