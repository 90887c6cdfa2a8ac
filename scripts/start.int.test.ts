import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/embedded-postgres.ts";
import { projectRoot } from "./lib/build.ts";

/**
 * `npm start` as an operator runs it: a SIGTERM sent to npm (what a process manager sends)
 * must reach the server, which stops cleanly and frees its port. Before, npm's shell and
 * tsx's launcher stood in between and the server kept serving, orphaned.
 * Needs the production build (the integration step builds it first).
 */
describe("npm start", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "npm-start-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function answers(url: string): Promise<boolean> {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false;
    }
  }

  /** A GET through `agent`: its status, and whether it went on a connection already open. */
  function getThrough(
    agent: http.Agent,
    url: string,
  ): Promise<{ status: number; reusedSocket: boolean }> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
        );
      });
      request.on("error", reject);
    });
  }

  it(
    "keeps an idle connection past 5 s, and SIGTERM still stops the server cleanly",
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
      const npm = spawn("npm", ["start"], {
        cwd: projectRoot,
        env: {
          ...inherited,
          PORT: String(port),
          HOST: "127.0.0.1",
          PGLITE_DATA_DIR: dataDir,
          SEED_PROVIDERS: "50",
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      npm.stdout.on("data", (chunk) => (output += String(chunk)));
      npm.stderr.on("data", (chunk) => (output += String(chunk)));
      const exited = new Promise<number | null>((resolve) => npm.once("exit", resolve));

      const ready = `http://127.0.0.1:${port}/readyz`;
      const started = Date.now();
      while (!(await answers(ready))) {
        if (Date.now() - started > 150_000) throw new Error(`never ready:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      // A keep-alive connection left idle past Node's default 5 s is still there to reuse (a
      // client that sent on it as the server closed it got ECONNRESET), and it does not hold up
      // the stop below.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const first = await getThrough(agent, ready);
      expect(first.reusedSocket).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await getThrough(agent, ready);
      expect(second).toEqual({ status: 200, reusedSocket: true });

      npm.kill("SIGTERM");
      expect(await exited, output).toBe(0);
      expect(output).toContain("Servidor detenido.");
      // Nothing was left behind serving the port.
      expect(await answers(ready)).toBe(false);
    },
  );
});
