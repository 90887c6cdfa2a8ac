import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;

/**
 * The fields of a `/proc/…/stat` file after the command name, or null when the process (or
 * thread) has gone. The command name may hold spaces and parentheses: the fields start after
 * its last ')'. Field 1 is the parent's id, 11 and 12 the user and system clock ticks.
 */
function statFields(file: string): string[] | null {
  try {
    const stat = readFileSync(file, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/**
 * CPU (user + system) a process has used so far, in milliseconds: every thread of it (the main
 * thread, PGlite's, libuv's compression threads), read from `/proc`; with `thread`, that thread's
 * alone (a process's main thread has the process's id). 0 when it has gone.
 */
export function cpuMsOf(pid: number, thread?: number): number {
  const fields = statFields(
    thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
  );
  if (fields === null) return 0;
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * CPU of a process and of its children still running, in milliseconds: a PostgreSQL server
 * (the postmaster) and its backends, one per connection, each its own process.
 */
export function cpuMsOfWithChildren(pid: number): number {
  let total = cpuMsOf(pid);
  for (const entry of readdirSync("/proc")) {
    const child = Number(entry);
    if (!Number.isInteger(child) || child === pid) continue;
    if (Number(statFields(`/proc/${child}/stat`)?.[1]) === pid) total += cpuMsOf(child);
  }
  return total;
}
