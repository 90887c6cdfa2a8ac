import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;

/**
 * CPU (user + system) a process has used so far, in milliseconds: every thread of it (the main
 * thread, PGlite's, libuv's compression threads), read from `/proc`; with `thread`, that thread's
 * alone (a process's main thread has the process's id). 0 when it has gone.
 */
export function cpuMsOf(pid: number, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  if (!existsSync(file)) return 0;
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  const stat = readFileSync(file, "utf8");
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The parent's process id in `/proc/{pid}/stat`, or null when the process has gone. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/**
 * CPU of a process and of its children still running, in milliseconds: a PostgreSQL server
 * (the postmaster) and its backends, one per connection, each its own process.
 */
export function cpuMsOfWithChildren(pid: number): number {
  let total = cpuMsOf(pid);
  for (const entry of readdirSync("/proc")) {
    const child = Number(entry);
    if (Number.isInteger(child) && child !== pid && parentOf(child) === pid) total += cpuMsOf(child);
  }
  return total;
}
