import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

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
