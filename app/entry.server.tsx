import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import stylesheet from "./app.css?inline";
import { InlineStylesheet } from "./lib/inline-stylesheet.ts";
import { scriptsAfterLoad } from "./lib/scripts-after-load.ts";

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, rendering each document completely before it is sent: no loader
 * defers data, so streaming the shell first gained nothing, and a whole page can be compressed
 * once, given a CSP of its inline scripts' hashes and kept in the HTML cache
 * (server/http/pages.ts, ADR 010). The bytes are gathered here and handed over as one buffer:
 * going through a web stream chunk by chunk cost more than it carried. The stylesheet is
 * written into the head (app/lib/inline-stylesheet.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Marks the inline scripts React Router and React write, the only ones the page's CSP
  // allows (server/http/security.ts, frameworkScripts); removed before the page is sent.
  const nonce = loadContext.inlineScriptNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesheet.Provider value={stylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheet.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(scriptsAfterLoad(Buffer.concat(chunks)), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
