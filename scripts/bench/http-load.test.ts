import { describe, expect, it } from "vitest";
import { percentile } from "./http-load.ts";

describe("percentile", () => {
  it("takes the nearest rank of sorted times, to 0.1 ms", () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(times, 95)).toBe(95);
    expect(percentile(times, 50)).toBe(50);
    expect(percentile(times, 100)).toBe(100);
    expect(percentile([1, 2, 3], 95)).toBe(3);
    expect(percentile([3.14159], 95)).toBe(3.1);
    expect(percentile([], 95)).toBe(0);
  });
});
