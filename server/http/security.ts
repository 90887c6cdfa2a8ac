import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config.ts";
import { forbidden } from "../../common/errors.ts";

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = 0x3e; // ">"

/** A fresh secret for one render, which only the framework's own inline scripts carry. */
export function renderNonce(): string {
  return randomBytes(18).toString("base64url");
}

/** The page as sent, and the CSP sources of the inline scripts it may run. */
export interface FrameworkScripts {
  /** The page without the render's nonce attributes. */
  body: Buffer;
  /** `'sha256-…'` of each inline script that carried the render's nonce. */
  hashes: string[];
}

/**
 * The CSP sources of a page's own inline scripts: the SHA-256 of each inline script whose tag
 * carries this render's nonce, exactly as sent. React Router (context, route modules, scroll
 * restoration, the data it streams) and React write that nonce on the scripts they emit
 * (`app/entry.server.tsx` passes it to `ServerRouter` and `renderToPipeableStream`); a
 * `<script>` that reached the HTML any other way (through data) cannot know a value drawn
 * after its text was fixed, so it is not hashed and the browser refuses it.
 * The nonce attributes are then removed, in `html` itself (the result is a view of it): the
 * policy lists hashes, never the nonce (ADR 010), so the same bytes with the same header can
 * be kept by the HTML cache and by a CDN.
 * Scripts with a src are covered by 'self'; data blocks (JSON-LD) are never executed.
 * Works on the page's bytes: decoding a whole page to a string cost more than the hashes.
 */
export function frameworkScripts(html: Buffer, nonce: string): FrameworkScripts {
  const marker = Buffer.from(` nonce="${nonce}"`);
  const hashes = new Set<string>();
  let open = html.indexOf(SCRIPT_OPEN);
  while (open >= 0) {
    const nameEnd = open + SCRIPT_OPEN.length;
    const tagEnd = html.indexOf(TAG_END, nameEnd);
    const close = tagEnd < 0 ? -1 : html.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close < 0) break;
    // "<script" followed by a space, "/" or ">": not "<scripts…".
    const tag = html.subarray(nameEnd, tagEnd);
    const isScriptTag = nameEnd === tagEnd || /^[\s/]/.test(String.fromCharCode(html[nameEnd]!));
    const text = html.subarray(tagEnd + 1, close);
    if (isScriptTag && text.length > 0 && tag.indexOf(marker) >= 0) {
      const attributes = tag.toString("utf8");
      if (
        !/\ssrc\s*=/i.test(attributes) &&
        !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)
      )
        hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    open = html.indexOf(SCRIPT_OPEN, close + SCRIPT_CLOSE.length);
  }
  return { body: withoutMarker(html, marker), hashes: [...hashes] };
}

/**
 * The bytes without any occurrence of `marker`, moved down in place (the page's buffer is the
 * handler's own): no second copy of the page per render.
 */
function withoutMarker(html: Buffer, marker: Buffer): Buffer {
  let at = html.indexOf(marker);
  if (at < 0) return html;
  let written = at;
  let from = at + marker.length;
  for (at = html.indexOf(marker, from); at >= 0; at = html.indexOf(marker, from)) {
    written += html.copy(html, written, from, at);
    from = at + marker.length;
  }
  written += html.copy(html, written, from);
  return html.subarray(0, written);
}

function originOf(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
}

/** Builds the Content-Security-Policy header; `scriptHashes` allows a page's inline scripts. */
export type ContentSecurityPolicy = (scriptHashes?: readonly string[]) => string;

export function contentSecurityPolicy(
  config: Config,
  options: { dev: boolean },
): ContentSecurityPolicy {
  const tileOrigin = originOf(config.mapTileUrl);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
    ["script-src", ["'self'"]],
    ["script-src-attr", ["'none'"]],
    // Inline style attributes come from React components (positions, colours of tiles).
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])]],
    ["font-src", ["'self'", "data:"]],
    ["media-src", ["'self'", "blob:"]],
    ["connect-src", options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ...(config.publicUrl?.startsWith("https://")
      ? [["upgrade-insecure-requests", []] as [string, string[]]]
      : []),
  ];
  return (scriptHashes = []) =>
    directives
      .map(([name, sources]) =>
        [name, ...sources, ...(name === "script-src" ? scriptHashes : [])].join(" "),
      )
      .join(";");
}

/**
 * Helmet's headers plus the CSP without any inline script: pages replace it with their own
 * hashes when they are sent (server/http/pages.ts); every other answer runs no inline script.
 */
export function securityHeaders(config: Config, options: { dev: boolean }): RequestHandler {
  const policy = contentSecurityPolicy(config, options)();
  const helmetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl?.startsWith("https://")
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", policy);
    helmetHeaders(req, res, next);
  };
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing API calls sent by another site's page. Browsers always send Origin
 * on cross-site POSTs; clients without a browser (tests, curl, mobile apps) send none.
 */
function isCrossSite(origin: string | undefined, host: string | undefined, fetchSite?: string) {
  if (fetchSite === "cross-site") return true;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" (sandboxed or file pages) and garbage are never our own site
  }
}

export const sameOriginMutations: RequestHandler = (req, _res, next) => {
  if (
    UNSAFE_METHODS.has(req.method) &&
    isCrossSite(req.get("origin"), req.get("host"), req.get("sec-fetch-site"))
  ) {
    next(forbidden("Solicitud de otro sitio rechazada."));
    return;
  }
  next();
};
