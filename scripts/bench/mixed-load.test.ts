import { describe, expect, it } from "vitest";
import { rssGrowth } from "./mixed-load.ts";

const MB = 1024;
/** 61 one-second samples (MB): a collector's sawtooth between `low` and `high`, `period` s long. */
function sawtooth(low: number, high: number, period: number, climbPerSecond = 0): number[] {
  return Array.from({ length: 61 }, (_, second) => {
    const phase = (second % period) / period;
    return Math.round((low + (high - low) * phase + climbPerSecond * second) * MB);
  });
}

describe("the load test's memory growth", () => {
  it("reads a steady sawtooth as no growth, wherever its teeth fall at each end", () => {
    for (let shift = 0; shift < 20; shift++) {
      const samples = sawtooth(1100, 1270, 20).slice(shift).concat(sawtooth(1100, 1270, 20));
      expect(Math.abs(rssGrowth(samples.slice(0, 61)).percent)).toBeLessThan(10);
    }
  });

  it("would have passed the run whose 5-sample ends called a sawtooth 11 % growth", () => {
    // Starts in a trough and ends on a crest, as that run did (1,102 → 1,223 MB at the ends).
    const samples = [
      ...[1102, 1098, 1105, 1101, 1104, 1150, 1190, 1212, 1240, 1262],
      ...[1270, 1268, 1266, 1270, 1269, 1180, 1175, 1174, 1176, 1174],
      ...[1269, 1270, 1268, 1271, 1269, 1180, 1178, 1174, 1175, 1174],
      ...[1174, 1176, 1180, 1200, 1230, 1245, 1250, 1190, 1180, 1174],
      ...[1174, 1175, 1176, 1174, 1180, 1200, 1210, 1220, 1223, 1225],
      ...[1235, 1220, 1223, 1224, 1223, 1222, 1223, 1221, 1225, 1223],
    ].map((mb) => mb * MB);
    expect(rssGrowth(samples).percent).toBeLessThan(10);
  });

  it("sees a leak that lifts the whole run by a fifth", () => {
    const leak = rssGrowth(sawtooth(1000, 1080, 15, 1000 * 0.2 / 60));
    expect(leak.percent).toBeGreaterThanOrEqual(10);
    expect(leak.endKb).toBeGreaterThan(leak.startKb);
  });

  it("compares the first and last quarter, at least 5 samples each", () => {
    expect(rssGrowth([100, 100, 100, 100, 100, 110, 110, 110, 110, 110])).toEqual({
      startKb: 100,
      endKb: 110,
      percent: 10,
    });
    expect(rssGrowth([])).toEqual({ startKb: 0, endKb: 0, percent: 0 });
  });
});
