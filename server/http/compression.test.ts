import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { once } from "node:events";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import {
  STREAMED_BROTLI_WINDOW_BITS,
  brotliWindowBits,
  createTaskLimiter,
  compressPage,
  streamedCompression,
} from "./compression.ts";

/** A page-like body: repeated markup with varying text, like a results page. */
function page(bytes: number): Buffer {
  const cards: string[] = [];
  for (let i = 0; cards.join("").length < bytes; i++) {
    cards.push(
      `<article class="rounded-lg border p-4"><h2><a href="/medico/dr-${i}">Dr. Nombre ${i * 7919}</a></h2><p>Cardiología · Guadalajara · ${i % 40} años de experiencia</p></article>`,
    );
  }
  return Buffer.from(cards.join("").slice(0, bytes));
}

describe("brotliWindowBits", () => {
  it("is the smallest power of two that holds the body, within brotli's limits", () => {
    expect(brotliWindowBits(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(500)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(1024)).toBe(10);
    expect(brotliWindowBits(1025)).toBe(11);
    expect(brotliWindowBits(143_000)).toBe(18);
    expect(brotliWindowBits(262_144)).toBe(18);
    expect(brotliWindowBits(262_145)).toBe(19);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(constants.BROTLI_MAX_WINDOW_BITS);
  });
});

describe("compressPage", () => {
  it("gives the same bytes as brotli's default 4 MB window, and they decompress to the page", async () => {
    const body = page(143_000);
    const sizes: Record<string, number> = {};
    for (const [effort, quality] of [
      ["quick", 3],
      ["best", 5],
    ] as const) {
      const compressed = await compressPage("br", body, effort);
      const withDefaultWindow = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      expect(brotliDecompressSync(compressed).equals(body)).toBe(true);
      expect(compressed.length).toBeLessThanOrEqual(withDefaultWindow.length * 1.01);
      expect(compressed.length).toBeLessThan(body.length / 4);
      sizes[effort] = compressed.length;
    }
    expect(sizes.best).toBeLessThan(sizes.quick!);
  });

  it("compresses with gzip when that is what the client takes, smaller at the best level", async () => {
    const body = page(60_000);
    const quick = await compressPage("gzip", body, "quick");
    const best = await compressPage("gzip", body, "best");
    expect(gunzipSync(quick).equals(body)).toBe(true);
    expect(gunzipSync(best).equals(body)).toBe(true);
    expect(best.length).toBeLessThan(quick.length);
  });
});

describe("streamedCompression", () => {
  it("sends JSON larger than its window in brotli that decodes whole", async () => {
    const app = express();
    app.use(streamedCompression());
    const items = Array.from({ length: 12_000 }, (_, i) => ({ id: i, name: `Dra. ${i * 31}` }));
    app.get("/datos", (_req, res) => res.json({ items }));
    expect(JSON.stringify({ items }).length).toBeGreaterThan(2 ** STREAMED_BROTLI_WINDOW_BITS);
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      // Fetched raw: the test reads the bytes as sent, not as a client library decodes them.
      const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          get(
            { port, host: "127.0.0.1", path: "/datos", headers: { "accept-encoding": "br" } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          ).on("error", reject);
        },
      );
      expect(headers["content-encoding"]).toBe("br");
      expect(JSON.parse(brotliDecompressSync(body).toString()).items).toHaveLength(12_000);
    } finally {
      server.close();
    }
  });
});

describe("createTaskLimiter", () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("runs at most `limit` tasks at once and starts the others in arrival order", async () => {
    const limiter = createTaskLimiter(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const results = Array.from({ length: 5 }, (_, i) =>
      limiter.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting).toBe(3);
    finish[1]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (let i = 0; i < 5; i++) {
      finish[i === 1 ? 0 : i]?.();
      await tick();
    }
    finish.forEach((done) => done());
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(limiter.waiting).toBe(0);
  });

  it("frees the place of a task that fails", async () => {
    const limiter = createTaskLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error("falló")))).rejects.toThrow("falló");
    await expect(limiter.run(async () => "después")).resolves.toBe("después");
  });
});
