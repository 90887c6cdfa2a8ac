// The HEIC decoder's own thread (see heic-decoder.ts): libheif compiled to WebAssembly decodes
// the picture here, so a slow decode never holds the main thread, and the thread is ended
// afterwards so the WebAssembly memory it grew goes back to the system.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

try {
  const image = await decode({ buffer: workerData.bytes });
  const { buffer, byteOffset, byteLength } = image.data;
  const pixels = new Uint8Array(buffer, byteOffset, byteLength);
  // Moved, not copied: the pixels belong to the main thread from here on.
  parentPort.postMessage({ ok: true, width: image.width, height: image.height, pixels }, [
    pixels.buffer,
  ]);
} catch (error) {
  parentPort.postMessage({
    ok: false,
    message: error instanceof Error ? error.message : String(error),
  });
}
