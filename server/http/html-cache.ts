import { LRUCache } from "lru-cache";
import type { Request } from "express";
import { isPrivateRequest } from "./private-pages.ts";
import type { RenderedPage } from "./pages.ts";

export interface HtmlCacheOptions {
  /** Bytes of HTML kept (uncompressed and compressed copies together). */
  maxBytes: number;
  /** How long an entry may serve, as long as the pages' public max-age. */
  ttlMs: number;
}

export interface HtmlCache {
  /** The page stored for this key, if still fresh. */
  get(key: string): RenderedPage | undefined;
  /**
   * Stores a page rendered from the state of `generation` (see `generation()`): a change that
   * happened while it rendered makes it stale already, so it is not kept.
   */
  set(key: string, page: RenderedPage, generation: number): void;
  /** Counts the changes seen; read it before rendering a page that may be stored. */
  generation(): number;
  /** Forgets every page: something they show changed. */
  clear(): void;
  readonly size: number;
}

/**
 * Anonymous GET pages, rendered once and served from memory to everyone else until a change
 * (a listing, a review, an article, a setting) or their 60 s are up. Bounded in bytes with
 * least-recently-used eviction, so random query strings cannot grow it.
 */
export function createHtmlCache(options: HtmlCacheOptions): HtmlCache {
  let generation = 0;
  const entries = new LRUCache<string, RenderedPage>({
    maxSize: options.maxBytes,
    // A page's compressed copies are made lazily and are a fraction of it: counted up front.
    sizeCalculation: (page) => Math.max(1, Math.ceil(page.body.length * 1.5)),
    ttl: options.ttlMs,
  });
  return {
    get: (key) => entries.get(key),
    set(key, page, renderedAt) {
      if (renderedAt !== generation) return;
      entries.set(key, page);
    },
    generation: () => generation,
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The key of a request whose page may come from (and go to) the cache, or null: only GET
 * documents asked without a session (any session cookie, valid or not, bypasses the cache)
 * and outside the private areas. The host is part of the key, so a forged Host header can
 * never place a page under the real one; the encoding is not (one entry holds each encoding).
 * `pathAndQuery` is the address the page is rendered for (without tracking parameters).
 */
export function htmlCacheKey(req: Request, pathAndQuery: string): string | null {
  if (req.method !== "GET") return null;
  if (req.path.endsWith(".data")) return null;
  if (isPrivateRequest(pathAndQuery, req.headers.cookie)) return null;
  return `${req.protocol}://${req.get("host") ?? ""}${pathAndQuery}`;
}
