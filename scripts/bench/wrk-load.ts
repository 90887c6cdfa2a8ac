import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's wrk: an HTTP load generator in C, a fraction of autocannon's CPU per request. */
export const WRK_BINARY = "/usr/bin/wrk";

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Answers other than 2xx and 3xx. */
  non2xx: number;
  /** CPU the generator itself used (user + system), in milliseconds. */
  cpuMs: number;
}

/** The script: `paths` in turn on every connection, the figures as one JSON line at the end. */
function luaScript(paths: string[], headers: Record<string, string>): string {
  const list = paths.map((p) => JSON.stringify(p)).join(", ");
  const headerTable = Object.entries(headers)
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(", ");
  return `local paths = { ${list} }
local headers = { ${headerTable} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], headers)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nRESULTADO {"requests":%d,"durationUs":%d,"errors":%d,"non2xx":%d,"p50":%.3f,"p99":%.3f}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;
}

/**
 * Runs wrk (one thread: a core is what it may take at most) against `baseUrl` and reads, besides
 * its figures, the CPU it used: the shell that waited for it reports its children's times.
 */
export async function wrkLoad(options: {
  baseUrl: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "wrk-"));
  const script = path.join(dir, "carga.lua");
  writeFileSync(script, luaScript(options.paths, options.headers ?? {}));
  try {
    const args = [
      "-t1",
      `-c${options.connections}`,
      `-d${options.durationSeconds}s`,
      "-s",
      script,
      options.baseUrl,
    ];
    // Fields 16 and 17 of /proc/{shell}/stat: CPU of the children it waited for, in ticks.
    const shell = `"$@"; read -r stat < /proc/$$/stat; echo "CPU \${stat##*) } TICK $(getconf CLK_TCK)"`;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn("bash", ["-c", shell, "wrk", WRK_BINARY, ...args], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let text = "";
      child.stdout.on("data", (chunk) => (text += String(chunk)));
      child.stderr.on("data", (chunk) => (text += String(chunk)));
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk terminó con ${code}:\n${text}`)),
      );
    });
    const json = /RESULTADO (\{.*\})/.exec(output)?.[1];
    const cpu = /CPU (.*) TICK (\d+)/.exec(output);
    if (!json || !cpu) throw new Error(`Salida de wrk inesperada:\n${output}`);
    const figures = JSON.parse(json) as {
      requests: number;
      durationUs: number;
      errors: number;
      non2xx: number;
      p50: number;
      p99: number;
    };
    // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are 13 and 14 here.
    const fields = cpu[1]!.trim().split(/\s+/);
    const ticks = Number(fields[13]) + Number(fields[14]);
    return {
      requests: figures.requests,
      requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
      p50: figures.p50,
      p99: figures.p99,
      errors: figures.errors,
      non2xx: figures.non2xx,
      cpuMs: (ticks * 1000) / Number(cpu[2]),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
