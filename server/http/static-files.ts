import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type Request, type RequestHandler, type Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { AppError, notFound } from "../../common/errors.ts";

/**
 * The client build: files compressed once at build time (`.br` and `.gz` beside each file,
 * scripts/lib/precompress.ts) and sent as they are, so no request pays for compression.
 * Hashed files under /assets never change: a year, immutable. Other files (favicon, robots)
 * keep their names across releases: an hour. Only paths under the build's own top-level names
 * reach the disk: a page request (`/buscar`, `/doctor/…`) goes straight on, without a file
 * lookup per request (about a tenth of a cached page's CPU). The hashed files are read into
 * memory once at start (about 2.6 MB with their compressed copies, see immutableAssets).
 */
export function staticFilesRouter(clientDir: string): Router {
  const router = express.Router();
  router.use("/assets", immutableAssets(path.join(clientDir, "assets")));
  const topLevel = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  const files = precompressed(clientDir, { maxAge: "1h" });
  router.use((req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    return topLevel.has(safelyDecoded(first)) ? files(req, res, next) : next();
  });
  return router;
}

/**
 * What a browser or a bot asks for as a file (an image, a script, a font, a probe for `.php`)
 * and nothing above served: a plain 404, never a rendered page. An unreachable map tile, a
 * deleted blog image or a scanner's guesses each cost a full 404 page before (about 80 KB
 * rendered and compressed, 17–45 ms of the process, and a page render of the client's budget).
 * Goes after every router that serves files (the build, the photos) and before the pages; the
 * app's own routes with extensions (sitemap.xml, robots.txt, the blog's rss.xml) are not files
 * by this list.
 */
const FILE_EXTENSION =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|js|mjs|map|woff2?|ttf|otf|eot|mp3|mp4|webm|wav|ogg|pdf|zip|gz|br|php|aspx?|env)$/i;

export const missingFilesNotRendered: RequestHandler = (req, _res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && FILE_EXTENSION.test(req.path)) {
    next(notFound());
    return;
  }
  next();
};

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

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

interface Representation {
  body: Buffer;
  etag: string;
}

interface Asset {
  extension: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

function representation(body: Buffer): Representation {
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"` };
}

/** Every file under `dir` with its precompressed copies, by URL path ("/app-abc.js"). */
function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const names = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const present = new Set(names);
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const file = path.join(dir, name);
    const copy = (suffix: string) =>
      present.has(name + suffix) ? representation(readFileSync(file + suffix)) : undefined;
    const br = copy(".br");
    const gzip = copy(".gz");
    assets.set(`/${name.split(path.sep).join("/")}`, {
      extension: path.extname(name),
      identity: representation(readFileSync(file)),
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
    });
  }
  return assets;
}

/** The copy to send: brotli, then gzip, when the browser accepts it; otherwise the file. */
function chosen(asset: Asset, req: Request): [Representation, string | undefined] {
  if (asset.br && req.acceptsEncodings("br") === "br") return [asset.br, "br"];
  if (asset.gzip && req.acceptsEncodings("gzip") === "gzip") return [asset.gzip, "gzip"];
  return [asset.identity, undefined];
}

/**
 * The hashed build files, from memory. They never change while the process runs (a release is
 * a new process), so each is read once at start, with its `.br` and `.gz` copies. Sending one
 * is a single write: on a busy process, a file read from disk waited for several turns of the
 * event loop (stat, open, read, close), each behind the pages being rendered, and the assets
 * were the slowest answers of the mixed load (bench/report.md). Conditional requests get 304
 * by ETag (one per copy); ranges are not served (the whole file is a valid answer).
 */
export function immutableAssets(dir: string): RequestHandler {
  const assets = readAssets(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      next(new AppError("method_not_allowed", "Método no permitido."));
      return;
    }
    const asset = assets.get(safelyDecoded(req.path));
    // A missing hashed file is a 404 here, never a page render.
    if (!asset) {
      next(notFound());
      return;
    }
    const [chosenCopy, encoding] = chosen(asset, req);
    res.setHeader("Cache-Control", YEAR_IMMUTABLE);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", chosenCopy.etag);
    res.type(asset.extension);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", chosenCopy.body.length);
    res.end(chosenCopy.body);
  };
}
