import { describe, expect, it } from "vitest";
import { createHtmlCache } from "./html-cache.ts";
import type { RenderedPage } from "./pages.ts";

const page = (bytes: number): RenderedPage => ({
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes, "a"),
  csp: "",
  cacheControl: "public",
  encoded: {},
  improved: {},
  hits: 0,
});
const SITE = "http://sitio.test";

describe("the HTML cache", () => {
  it("keeps the site's own addresses at once, and an address with a query from its second render", () => {
    const cache = createHtmlCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
    cache.set(`${SITE}/cardiologia`, page(100), cache.generation());
    expect(cache.get(`${SITE}/cardiologia`)).toBeDefined();
    const search = `${SITE}/cardiologia?q=arritmia`;
    cache.set(search, page(100), cache.generation());
    expect(cache.get(search)).toBeUndefined();
    cache.set(search, page(100), cache.generation());
    expect(cache.get(search)).toBeDefined();
  });

  it("is not emptied by a flood of addresses nobody asks for twice", () => {
    const cache = createHtmlCache({ maxBytes: 200_000, ttlMs: 60_000, seenQueries: 1_000 });
    cache.set(`${SITE}/`, page(50_000), cache.generation());
    const searched = `${SITE}/?q=repetida`;
    cache.set(searched, page(50_000), cache.generation());
    cache.set(searched, page(50_000), cache.generation());
    // Ten times what the cache holds, each address once.
    for (let i = 0; i < 40; i++) cache.set(`${SITE}/?x=${i}`, page(50_000), cache.generation());
    expect(cache.get(`${SITE}/`)).toBeDefined();
    expect(cache.get(searched)).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it("keeps nothing rendered before a change", () => {
    const cache = createHtmlCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
    const before = cache.generation();
    cache.clear();
    cache.set(`${SITE}/blog`, page(100), before);
    expect(cache.get(`${SITE}/blog`)).toBeUndefined();
  });
});
