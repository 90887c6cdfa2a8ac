import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * The client build: files compressed once at build time (`.br` and `.gz` beside each file,
 * scripts/lib/precompress.ts) and sent as they are, so no request pays for compression.
 * Hashed files under /assets never change: a year, immutable. Other files (favicon, robots)
 * keep their names across releases: an hour. Only paths under the build's own top-level names
 * reach the disk: a page request (`/buscar`, `/doctor/…`) goes straight on, without a file
 * lookup per request (about a tenth of a cached page's CPU).
 */
export function staticFilesRouter(clientDir: string): Router {
  const router = express.Router();
  router.use(
    "/assets",
    precompressed(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      // A missing hashed file is a 404 here, never a page render.
      fallthrough: false,
    }),
  );
  const topLevel = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  const files = precompressed(clientDir, { maxAge: "1h" });
  router.use((req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    return topLevel.has(safelyDecoded(first)) ? files(req, res, next) : next();
  });
  return router;
}

function precompressed(
  dir: string,
  options: { immutable?: boolean; maxAge: string; fallthrough?: boolean },
): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    // Brotli is smaller than gzip at the same decoding cost: the server's choice when both fit.
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { ...options, index: false },
  }) as RequestHandler;
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}
