import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config.ts";
import { forbidden } from "../../common/errors.ts";

/** A fresh nonce per response: the only inline scripts allowed are the ones React Router emits. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export function getCspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? "");
}

function originOf(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
}

export function securityHeaders(config: Config, options: { dev: boolean }): RequestHandler {
  const tileOrigin = originOf(config.mapTileUrl);
  const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${getCspNonce(res as unknown as Response)}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        scriptSrcAttr: ["'none'"],
        // Inline style attributes come from React components (positions, colours of tiles).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        ...(config.publicUrl?.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl?.startsWith("https://")
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
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
