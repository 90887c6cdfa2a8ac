import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * The client build: files compressed once at build time (`.br` and `.gz` beside each file,
 * scripts/lib/precompress.ts) and sent as they are, so no request pays for compression.
 * Hashed files under /assets never change: a year, immutable. Other files (favicon, robots)
 * keep their names across releases: an hour.
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
  router.use(precompressed(clientDir, { maxAge: "1h" }));
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
