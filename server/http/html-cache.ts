import { LRUCache } from "lru-cache";
import type { Request } from "express";
import { isPrivateRequest } from "./private-pages.ts";
import type { RenderedPage } from "./pages.ts";

export interface HtmlCacheOptions {
  /** Bytes of HTML kept (uncompressed and compressed copies together). */
  maxBytes: number;
  /** How long an entry may serve, as long as the pages' public max-age. */
  ttlMs: number;
  /** Addresses with a query string remembered as seen once (see createHtmlCache). */
  seenQueries?: number;
}

export interface HtmlCache {
  /** The page stored for this key, if still fresh. */
  get(key: string): RenderedPage | undefined;
  /**
   * Stores a page rendered from the state of `generation` (see `generation()`): a change that
   * happened while it rendered makes it stale already, so it is not kept. An address with a
   * query string is kept from its second render only.
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
 *
 * A page whose address has a query string is kept only when it is asked for the second time
 * within the TTL. Anyone can make new addresses at will with a query (new search words, a
 * parameter nobody reads), and each page stored pushes older ones out: 600 such pages a minute
 * (one address's render budget) are about 90 MB, more than the whole cache. Addresses without a
 * query are the site's own pages (an unknown path is a 404, never kept) and are kept at once.
 * A search that is repeated, such as a link shared many times, is kept from its second visit.
 */
export function createHtmlCache(options: HtmlCacheOptions): HtmlCache {
  let generation = 0;
  // Only keys, no pages: flooding it costs the next visitors of a searched page one render more.
  const seenOnce = new LRUCache<string, true>({
    max: options.seenQueries ?? 20_000,
    ttl: options.ttlMs,
  });
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
      if (key.includes("?") && !seenOnce.delete(key)) {
        seenOnce.set(key, true);
        return;
      }
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
