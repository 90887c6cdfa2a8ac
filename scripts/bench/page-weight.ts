import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page asks for on first load: its module scripts and modulepreloads, whether
 * written as links or handed to the script that starts them after load
 * (app/lib/scripts-after-load.ts).
 */
export function scriptUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  const deferred = /const preloads = (\[[^\]]*\]);/.exec(html);
  if (deferred) for (const url of JSON.parse(deferred[1]!) as string[]) urls.add(url);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]!);
  return [...urls].filter((url) => url.startsWith("/assets/"));
}

export function gzipBytesOfAssets(clientDir: string, urls: string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = readFileSync(path.join(clientDir, url));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  return { raw, gzip };
}

export async function transferBytes(url: string): Promise<{ raw: number; gzip: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length, ms: Math.round(performance.now() - started) };
}

/** The bytes a page takes on the wire in one encoding, as the server sent them (not decoded). */
export function encodedBytes(url: string, encoding: "br" | "gzip" | "identity"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}
