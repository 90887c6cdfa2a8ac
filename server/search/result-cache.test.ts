import { afterEach, describe, expect, it, vi } from "vitest";
import { createResultCache } from "./result-cache.ts";

describe("search result cache", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a repeated key from memory until it expires", async () => {
    vi.useFakeTimers();
    const cache = createResultCache<number>({ maxEntries: 10, ttlMs: 1000 });
    const load = vi.fn(async () => 42);
    expect(await cache.get("a", load)).toBe(42);
    expect(await cache.get("a", load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("evicts the least recently used entry and forgets failures", async () => {
    const cache = createResultCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "otra");
    await cache.get("c", async () => "c");
    expect(await cache.get("a", async () => "nueva")).toBe("a");
    expect(await cache.get("b", async () => "nueva b")).toBe("nueva b");
    await expect(cache.get("x", async () => Promise.reject(new Error("falla")))).rejects.toThrow(
      "falla",
    );
    expect(await cache.get("x", async () => "recuperada")).toBe("recuperada");
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
