// The production server as a child process for the benchmark and the load test.
import { spawn, type ChildProcess } from "node:child_process";
import { projectRoot } from "./build.ts";
import { serverBundleFor } from "./server-bundle.ts";

export interface ProductionServer {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves once /readyz answers 200; throws if the process ends or time runs out. */
  ready(timeoutMs: number): Promise<void>;
  /** SIGTERM, then waits (at most 10 s) for the graceful stop. */
  stop(): Promise<void>;
}

/**
 * Starts the server (its bundle, `build/node/server.mjs`) in production mode on 127.0.0.1.
 * `env` (the command) adds the given variables to the inherited environment, which only
 * server/config.ts reads. `nodeFlags`: Node's own flags for the server (`--cpu-prof` for a
 * profile, which NODE_OPTIONS refuses).
 */
export function startProductionServer(
  port: number,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): ProductionServer {
  const variables = {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The benchmark and the load test drive thousands of API requests and page renders from one
    // address: the per-client budgets would measure themselves, not the site.
    API_REQUESTS_PER_MINUTE: "0",
    PAGE_RENDERS_PER_MINUTE: "0",
    ...env,
  };
  const child = spawn(
    "env",
    [
      ...Object.entries(variables).map(([name, value]) => `${name}=${value}`),
      // The production build's bundle (deploy/Dockerfile runs the same), through no launcher: the
      // child is the server itself, so its pid is the one whose memory the load test samples
      // and that signals reach.
      process.execPath,
      ...nodeFlags,
      serverBundleFor("server/index.ts"),
    ],
    { cwd: projectRoot, stdio: ["ignore", "inherit", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    child,
    baseUrl,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error("El servidor terminó antes de estar listo.");
        try {
          if ((await fetch(`${baseUrl}/readyz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error("El servidor no estuvo listo a tiempo.");
    },
    async stop() {
      // Until it has exited: a server still shutting down keeps its port and, on PGlite, its data
      // folder, which the next server or the benchmark itself would then open beside it. On a
      // busy machine that can take more than 10 s; after 2 min it is killed.
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
