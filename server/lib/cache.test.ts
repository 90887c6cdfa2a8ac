import { describe, expect, it } from "vitest";
import { createCache, createLoadingCache, memoizeByKey } from "./cache.ts";
import { createChangeBus } from "./change-bus.ts";

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("cache", () => {
  it("computes once per key and returns the stored value after", () => {
    const cache = createCache<number>({ maxEntries: 10 });
    let computed = 0;
    expect(cache.getOrSet("a", () => ++computed)).toBe(1);
    expect(cache.getOrSet("a", () => ++computed)).toBe(1);
    expect(cache.getOrSet("b", () => ++computed)).toBe(2);
  });

  it("drops the least recently used entry past maxEntries", () => {
    const cache = createCache<string>({ maxEntries: 2 });
    cache.set("a", "A");
    cache.set("b", "B");
    cache.get("a"); // a is now more recent than b
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
    expect(cache.size).toBe(2);
  });

  it("loads again once an entry is older than ttlMs, and not before", () => {
    const time = clock();
    const cache = createCache<number>({ maxEntries: 10, ttlMs: 100, now: time.now });
    let computed = 0;
    cache.getOrSet("k", () => ++computed);
    time.advance(100);
    expect(cache.getOrSet("k", () => ++computed)).toBe(1);
    time.advance(1);
    expect(cache.getOrSet("k", () => ++computed)).toBe(2);
  });

  it("empties itself when a topic it depends on changes, and only then", () => {
    const changes = createChangeBus();
    const cache = createCache<number>({
      maxEntries: 10,
      invalidatedBy: { changes, topics: ["listings", "reviews"] },
    });
    cache.set("k", 1);
    changes.publish("blog");
    expect(cache.get("k")).toBe(1);
    changes.receive("reviews");
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", 2);
    cache.dispose();
    changes.publish("listings");
    expect(cache.get("k")).toBe(2);
  });
});

describe("loading cache", () => {
  it("shares one load between callers that ask while it runs", async () => {
    const cache = createLoadingCache<number>({ maxEntries: 10 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it("forgets a failed load so the next caller tries again", async () => {
    const cache = createLoadingCache<number>({ maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("caído")))).rejects.toThrow("caído");
    expect(await cache.get("k", () => Promise.resolve(7))).toBe(7);
  });

  it("keeps a newer load when an older one fails after a clear", async () => {
    const cache = createLoadingCache<number>({ maxEntries: 10 });
    let fail!: (error: Error) => void;
    const older = cache.get("k", () => new Promise<number>((_, reject) => (fail = reject)));
    cache.clear();
    expect(await cache.get("k", () => Promise.resolve(2))).toBe(2);
    fail(new Error("tarde"));
    await expect(older).rejects.toThrow("tarde");
    expect(await cache.get("k", () => Promise.resolve(3))).toBe(2);
  });

  it("does not hand out an answer loaded before an invalidation", async () => {
    const changes = createChangeBus();
    const cache = createLoadingCache<string>({
      maxEntries: 10,
      invalidatedBy: { changes, topics: ["listings"] },
    });
    await cache.get("k", () => Promise.resolve("antes"));
    changes.publish("listings");
    expect(await cache.get("k", () => Promise.resolve("después"))).toBe("después");
  });
});

describe("memoizeByKey", () => {
  it("computes once per distinct argument within its bound", () => {
    const calls: string[] = [];
    const upper = memoizeByKey(
      (s) => {
        calls.push(s);
        return s.toUpperCase();
      },
      { maxEntries: 2 },
    );
    expect([upper("a"), upper("a"), upper("b"), upper("c"), upper("a")]).toEqual([
      "A",
      "A",
      "B",
      "C",
      "A",
    ]);
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});
