import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { compressPage, type Encoding } from "./compression.ts";
import { htmlCacheKey, type HtmlCache } from "./html-cache.ts";
import { PRIVATE_NO_STORE } from "./private-pages.ts";
import { sendTooManyRenders, type RenderBudget } from "./render-budget.ts";
import { frameworkScripts, renderNonce, type ContentSecurityPolicy } from "./security.ts";
import { withoutTrackingParams } from "./tracking-params.ts";

/** Anonymous public pages: shared caches keep them a minute and may serve them stale for ten. */
export const PUBLIC_PAGE = "public, max-age=60, stale-while-revalidate=600";
/** Permanent redirects (old addresses, spellings) rarely change. */
const PERMANENT_REDIRECT = "public, max-age=3600";
/** Not-found pages: short, so a listing that appears is found soon. */
const NOT_FOUND = "public, max-age=60";

/** A page rendered completely, with what it needs to be sent again (from the HTML cache). */
export interface RenderedPage {
  status: number;
  /** The route's headers, without the ones this module decides. */
  headers: [string, string][];
  body: Buffer;
  /** The CSP that allows exactly this page's inline scripts. */
  csp: string;
  cacheControl: string;
  /**
   * Compressed copies, made quickly on the first request in each encoding; a page the HTML
   * cache sends again gets a smaller copy once (see copyFor).
   */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Encodings whose copy is at the best level, or being made at it. */
  improved: Partial<Record<Encoding, true>>;
  /** Times the HTML cache has sent it. */
  hits: number;
}

/**
 * What shared caches may do with a page answer. A session (cookie or private area) is made
 * `private, no-store` by privatePagesNotStored; so is any answer that sets a cookie.
 */
export function cacheControlFor(method: string, status: number, setsCookie: boolean): string {
  if (setsCookie || (method !== "GET" && method !== "HEAD")) return PRIVATE_NO_STORE;
  if (status === 200) return PUBLIC_PAGE;
  if (status === 301 || status === 308) return PERMANENT_REDIRECT;
  if (status === 404 || status === 410) return NOT_FOUND;
  if (status >= 300 && status < 400) return "public, max-age=60";
  // Refusals and faults depend on the moment: never kept.
  return "no-store";
}

/**
 * A public answer was made for a visitor without a session: `Vary: Cookie` keeps a browser
 * from reusing it once the person signs in (or out), e.g. an anonymous header or a route's
 * `.data` cached 60 s before the login that redirects back to the same page.
 */
function varyOnSession(res: ExpressResponse, cacheControl: string): void {
  if (cacheControl.startsWith("public")) res.vary("Cookie");
}

/** The request as React Router reads it: the adapter's conversion, without its streaming send. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, pathAndQuery: string): Request {
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${pathAndQuery}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

function isDocument(response: Response): boolean {
  return response.body !== null && /^text\/html/i.test(response.headers.get("content-type") ?? "");
}

async function renderedPage(
  response: Response,
  method: string,
  csp: ContentSecurityPolicy,
  nonce: string,
): Promise<RenderedPage> {
  const { body, hashes } = frameworkScripts(Buffer.from(await response.arrayBuffer()), nonce);
  const headers = [...response.headers.entries()].filter(
    ([name]) => !/^(content-length|content-encoding|content-security-policy)$/i.test(name),
  );
  return {
    status: response.status,
    headers,
    body,
    csp: csp(hashes),
    cacheControl:
      response.headers.get("cache-control") ??
      cacheControlFor(method, response.status, response.headers.has("set-cookie")),
    encoded: {},
    improved: {},
    hits: 0,
  };
}

/** Sends from the HTML cache after which a page's copies are remade at the best level. */
export const BEST_COPY_AFTER_HITS = 3;

/**
 * The page compressed for `encoding`. The first request gets a quick copy: most rendered pages
 * serve one visitor or a few (a search nobody repeats, a session). Once the HTML cache has sent
 * the page BEST_COPY_AFTER_HITS times, a best-level copy is made in the background and
 * replaces it for the visitors after (21.1 KB instead of 23.5 for a results page).
 */
function copyFor(page: RenderedPage, encoding: Encoding, fromCache: boolean): Promise<Buffer> {
  if (fromCache) page.hits += 1;
  const current = page.encoded[encoding];
  if (!current) return (page.encoded[encoding] = compressPage(encoding, page.body, "quick"));
  if (page.hits >= BEST_COPY_AFTER_HITS && !page.improved[encoding]) {
    page.improved[encoding] = true;
    compressPage(encoding, page.body, "best").then(
      (better) => {
        page.encoded[encoding] = Promise.resolve(better);
      },
      // The quick copy keeps serving.
      () => undefined,
    );
  }
  return current;
}

/** Sends a whole page in one write, compressed once for the encoding the client prefers. */
async function sendPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: RenderedPage,
  cacheState?: "HIT" | "MISS",
): Promise<void> {
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
  const encoding: Encoding | null = accepted === "br" || accepted === "gzip" ? accepted : null;
  const body = encoding ? await copyFor(page, encoding, cacheState === "HIT") : page.body;
  if (res.headersSent || res.destroyed) return;
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", page.cacheControl);
  res.vary("Accept-Encoding");
  varyOnSession(res, page.cacheControl);
  if (cacheState) res.setHeader("X-Cache", cacheState);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Anything else (client navigations' data, resource routes, bodiless answers): streamed. */
async function sendStreamed(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!res.hasHeader("Cache-Control"))
    res.setHeader(
      "Cache-Control",
      cacheControlFor(req.method, response.status, response.headers.has("set-cookie")),
    );
  varyOnSession(res, String(res.getHeader("Cache-Control") ?? ""));
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  csp: ContentSecurityPolicy;
  /** Omitted in development, where every request must show the current sources. */
  cache?: HtmlCache;
  /** Renders each client may have a minute (server/http/render-budget.ts); none when omitted. */
  renderBudget?: RenderBudget;
}

/**
 * React Router's pages. The server entry renders each document completely (nothing in these
 * pages streams), so a page is sent in one write: compressed once instead of once per chunk,
 * with a CSP made of the hashes of the framework's inline scripts (those carrying the render's
 * nonce, see frameworkScripts), a Cache-Control for its kind, and, when it
 * is an anonymous public page, kept in the HTML cache for the next visitors. A page that has
 * to be rendered first counts against the client's render budget.
 */
export function pageHandler(options: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      // A page is rendered, and kept, for its address without campaign tags and click ids.
      const pathAndQuery =
        req.method === "GET" || req.method === "HEAD"
          ? withoutTrackingParams(req.originalUrl)
          : req.originalUrl;
      const key = options.cache ? htmlCacheKey(req, pathAndQuery) : null;
      const cached = key ? options.cache!.get(key) : undefined;
      if (cached) {
        await sendPage(req, res, cached, "HIT");
        return;
      }
      // Past this point the page costs a render: it counts against the client's budget.
      const wait = options.renderBudget ? await options.renderBudget(req) : null;
      if (wait !== null) {
        sendTooManyRenders(req, res, wait);
        return;
      }
      const generation = options.cache?.generation() ?? 0;
      // New for each render: text stored before it (anything shown as data) cannot carry it.
      const inlineScriptNonce = renderNonce();
      const response = await handle(toFetchRequest(req, res, pathAndQuery), {
        ...options.getLoadContext(req, res),
        inlineScriptNonce,
      });
      if (!isDocument(response) || req.method === "HEAD") {
        await sendStreamed(req, res, response);
        return;
      }
      const page = await renderedPage(response, req.method, options.csp, inlineScriptNonce);
      const storable =
        key !== null &&
        page.status === 200 &&
        page.cacheControl.startsWith("public") &&
        !res.hasHeader("set-cookie");
      if (storable) options.cache!.set(key, page, generation);
      await sendPage(req, res, page, key ? "MISS" : undefined);
    } catch (error) {
      next(error);
    }
  };
}
