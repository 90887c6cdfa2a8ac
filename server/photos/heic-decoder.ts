import { Worker } from "node:worker_threads";

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, four bytes a pixel. */
  pixels: Buffer;
}

/**
 * A decode past this is given up. The header check already bounds the work; this only ends a
 * decoder that hangs. A 23.5-megapixel grid took 8-13 s on a busy two-core machine.
 */
const DECODE_TIMEOUT_MS = 60_000;
/**
 * The decoder's JavaScript heap. libheif's own WebAssembly memory lies outside V8's heap and
 * is not bounded by these limits: the header check before decoding bounds it (about four
 * bytes a declared pixel), and ending the thread gives it back.
 */
const RESOURCE_LIMITS = {
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 16,
  stackSizeMb: 4,
};
/** Decodes at once in one process; the rest wait their turn (each may hold 100-200 MB). */
const MAX_PARALLEL = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

type Reply =
  { ok: true; width: number; height: number; pixels: Uint8Array } | { ok: false; message: string };

function decodeInThread(bytes: Buffer): Promise<DecodedHeic> {
  const worker = new Worker(new URL("./heic-thread.mjs", import.meta.url), {
    workerData: { bytes },
    resourceLimits: RESOURCE_LIMITS,
  });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<DecodedHeic>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`HEIC decode took over ${DECODE_TIMEOUT_MS} ms`)),
      DECODE_TIMEOUT_MS,
    );
    worker.once("message", (reply: Reply) => {
      if (!reply.ok) return reject(new Error(reply.message));
      const { buffer, byteOffset, byteLength } = reply.pixels;
      resolve({
        width: reply.width,
        height: reply.height,
        pixels: Buffer.from(buffer, byteOffset, byteLength),
      });
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash in the decoder.
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`HEIC decoder thread exited (${code})`)));
  }).finally(() => {
    clearTimeout(timer);
    // Ended whatever happened: its WebAssembly memory goes with it.
    void worker.terminate();
  });
}

/**
 * Decodes an HEIC/HEIF picture on a thread of its own, started for this picture and ended
 * afterwards, with a bounded heap and a time limit. The caller has already checked the sizes
 * the file declares (dimensions.ts): nothing larger than the limit reaches the decoder.
 */
export function decodeHeic(bytes: Buffer): Promise<DecodedHeic> {
  return turn(() => decodeInThread(bytes));
}
