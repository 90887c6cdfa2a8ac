import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * The brotli window of the API's answers and client navigations' data, which are streamed
 * (their size is not known up front): 256 KB, while they are a few KB to tens of KB.
 */
export const STREAMED_BROTLI_WINDOW_BITS = 18;

/**
 * The smallest brotli window that holds the whole body (2^10 to 2^24 bytes, brotli's limits).
 * Node counts an encoder's memory as the heap's external memory, and the default window
 * (4 MB, with hash tables to match) made every compression report megabytes: with the dozens
 * of pages compressing at once under load, V8 ran a full collection about ten times a second
 * and the uncached results pages served half as many pages to visitors sending
 * `Accept-Encoding: br` as to those sending nothing (125 against 280 a second). A window as
 * large as the body compresses to the same bytes.
 */
export function brotliWindowBits(bytes: number): number {
  const needed = Math.ceil(Math.log2(Math.max(1, bytes)));
  return Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, needed),
  );
}

/** How hard a page is compressed: quickly for its first visitor, best for a page sent again. */
export type Effort = "quick" | "best";

/**
 * Levels per effort. On a 143 KB results page: brotli 3 takes 0.60 ms for 23.5 KB, brotli 5
 * 1.40 ms for 21.1 KB; gzip 4 0.75 ms for 24.8 KB, gzip 6 1.18 ms for 23.5 KB. A page rendered
 * for one visitor (a session, a search nobody repeats) saves 0.8 ms of CPU for 11 % more bytes;
 * a page the HTML cache serves again gets the smaller copy once (see pages.ts).
 */
const LEVELS: Record<Effort, { brotli: number; gzip: number }> = {
  quick: { brotli: 3, gzip: 4 },
  best: { brotli: 5, gzip: 6 },
};

/** Output buffers as large as the page (zlib's default is 16 KB): one pass through the pool. */
const outputChunkSize = (bytes: number) => Math.max(16 * 1024, Math.min(bytes + 1024, 1024 * 1024));

/** A whole page compressed for one encoding, at most PAGE_COMPRESSIONS_AT_ONCE at a time. */
export function compressPage(encoding: Encoding, body: Buffer, effort: Effort): Promise<Buffer> {
  return pageCompressions.run(() => encode(encoding, body, LEVELS[effort]));
}

function encode(
  encoding: Encoding,
  body: Buffer,
  levels: { brotli: number; gzip: number },
): Promise<Buffer> {
  const chunkSize = outputChunkSize(body.length);
  return encoding === "br"
    ? brotli(body, {
        chunkSize,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
        },
      })
    : gzipAsync(body, { level: levels.gzip, chunkSize });
}

/**
 * Runs at most `limit` tasks at once, the others waiting in arrival order.
 */
export function createTaskLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its place to the first one waiting, if any.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Page compressions in flight at once, per process. Each brotli encoder's memory counts as
 * external memory from its start to its end. Fifty pages of fifty connections compressing at
 * once held 50 to 100 MB of it, and V8 collected its whole heap four times a second: 42 full
 * collections in a 10-s run of uncached results pages with `Accept-Encoding: br` (7 without
 * compression), 189-197 pages a second. Eight at a time: 8-11 full collections in 10 s,
 * 236-305 pages a second. Fewer starve the pages under a mixed load: on two busy cores a
 * compression's threads get a small share of the CPU and each takes 20 ms or more from start
 * to end, so two at a time made results pages wait 300 ms for their turn (mixed load p99
 * 408 ms; 180 ms at eight).
 */
export const PAGE_COMPRESSIONS_AT_ONCE = 8;
const pageCompressions = createTaskLimiter(PAGE_COMPRESSIONS_AT_ONCE);

/** The `compression` middleware for everything that streams (pages compress themselves). */
export function streamedCompression(): RequestHandler {
  return compression({
    brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW_BITS } },
  });
}
