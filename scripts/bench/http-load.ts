import autocannon from "autocannon";
import { cpuMsOf } from "./cpu.ts";

export interface LoadResult {
  name: string;
  path: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  total: number;
  errors: number;
  non2xx: number;
  /** With `sequence`: requests sent after the list ran out (they repeat earlier paths). */
  repeated?: number;
  /**
   * With `serverPid`: the server's CPU (all its threads) per answered request, in ms. Unlike
   * req/s it does not depend on what else shares the cores (the generator, other programs), so
   * two rows compare by it even on a loaded machine.
   */
  serverCpuMs?: number;
  /**
   * With `serverPid`: the CPU of the server's main thread per answered request, in ms. It runs
   * the routes and renders the pages, so 1,000 / this is the most requests a second one process
   * can answer whatever the machine's other cores do.
   */
  mainThreadCpuMs?: number;
}

/** What a browser sends that changes the answer's cost: it takes brotli (or gzip). */
export const BROWSER_HEADERS: Record<string, string> = { "Accept-Encoding": "br, gzip" };

/**
 * Waits until the server has finished the previous run's work. A load generator that stops
 * leaves up to one request per connection rendering, and a busy Node.js accepts one new
 * connection per event-loop turn (libuv 1.45+), so a run started at once would open its
 * connections one by one and count those waits in its tail: a few seconds at 50 connections.
 */
export async function settle(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const started = performance.now();
    const response = await fetch(`${baseUrl}/healthz`).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok && performance.now() - started < 20) return;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

/**
 * Drives one route (or several paths in turn) with autocannon and keeps every response time,
 * because autocannon's own summary has no p95.
 */
export async function loadTest(options: {
  baseUrl: string;
  name: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
  /** Adds a never-repeated query parameter to each request, so no cache holds its answer. */
  unique?: boolean;
  /**
   * Paths taken in turn by all connections together (each request the next one), instead of
   * `paths`, which every connection walks from its start.
   */
  sequence?: readonly string[];
  headers?: Record<string, string>;
  /** The server's process: its CPU per request is measured (`serverCpuMs`). */
  serverPid?: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let sent = 0;
  const sequence = options.sequence;
  const { serverPid } = options;
  await settle(options.baseUrl);
  const cpuBefore = serverPid ? cpuMsOf(serverPid) : 0;
  const mainBefore = serverPid ? cpuMsOf(serverPid, serverPid) : 0;
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
    requests: sequence
      ? [
          {
            method: "GET",
            setupRequest: (request) => ({ ...request, path: sequence[sent++ % sequence.length]! }),
          },
        ]
      : options.paths.map((path) =>
          options.unique
            ? {
                method: "GET",
                setupRequest: (request) => ({
                  ...request,
                  path: `${path}${path.includes("?") ? "&" : "?"}sin-cache=${++sent}`,
                }),
              }
            : { method: "GET", path },
        ),
    setupClient: (client) => {
      client.on("response", (_status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    },
  });
  // Requests still being answered when the generator stopped are finished before reading.
  if (serverPid) await settle(options.baseUrl);
  const serverCpu = serverPid ? cpuMsOf(serverPid) - cpuBefore : 0;
  const mainCpu = serverPid ? cpuMsOf(serverPid, serverPid) - mainBefore : 0;
  latencies.sort((a, b) => a - b);
  return {
    name: options.name,
    path: options.paths.join(" | "),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(sequence ? { repeated: Math.max(0, sent - sequence.length) } : {}),
    ...(serverPid && latencies.length > 0
      ? {
          serverCpuMs: Math.round((serverCpu / latencies.length) * 1000) / 1000,
          mainThreadCpuMs: Math.round((mainCpu / latencies.length) * 1000) / 1000,
        }
      : {}),
  };
}
