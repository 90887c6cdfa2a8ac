import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { cpuMsOf, cpuMsOfWithChildren } from "./cpu.ts";

const nodeCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

describe("cpuMsOf", () => {
  it("counts the CPU a process spends as Node itself counts it, and 0 for a process that is gone", () => {
    const before = cpuMsOf(process.pid);
    const nodeBefore = nodeCpuMs();
    // Busy until Node says 200 ms of CPU went by, however much the machine is shared.
    let spin = 0;
    while (nodeCpuMs() - nodeBefore < 200) spin++;
    const used = cpuMsOf(process.pid) - before;
    const nodeUsed = nodeCpuMs() - nodeBefore;
    expect(spin).toBeGreaterThan(0);
    // /proc counts in clock ticks (10 ms): within two ticks of Node's own figure.
    expect(Math.abs(used - nodeUsed)).toBeLessThanOrEqual(20);
    expect(cpuMsOf(2 ** 22 + 1)).toBe(0);
  });

  it("reads one thread: the main thread's share is at most the whole process's", () => {
    const process_ = cpuMsOf(process.pid);
    const main = cpuMsOf(process.pid, process.pid);
    expect(main).toBeGreaterThan(0);
    expect(main).toBeLessThanOrEqual(process_ + 10);
    expect(cpuMsOf(process.pid, 2 ** 22 + 1)).toBe(0);
  });
});

describe("cpuMsOfWithChildren", () => {
  it("adds the CPU of the process's running children to its own", async () => {
    const child = spawn(process.execPath, [
      "-e",
      "const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) < 300000); process.stdout.write('listo'); setTimeout(() => {}, 60000);",
    ]);
    try {
      // Until the child has spent its 300 ms of CPU and says so, then until /proc shows it idle:
      // read while it still spun, the two figures below were 290 and 300 ms (run 21).
      await new Promise((resolve) => child.stdout.once("data", resolve));
      let last = -1;
      for (let waited = 0; waited < 50 && cpuMsOf(child.pid!) !== last; waited++) {
        last = cpuMsOf(child.pid!);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const own = cpuMsOf(process.pid);
      const withChildren = cpuMsOfWithChildren(process.pid);
      expect(withChildren - own).toBeGreaterThanOrEqual(280);
      expect(cpuMsOfWithChildren(child.pid!)).toBe(cpuMsOf(child.pid!));
    } finally {
      child.kill();
    }
  });
});
