import { describe, expect, it } from "vitest";
import { cpuMsOf } from "./cpu.ts";

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
