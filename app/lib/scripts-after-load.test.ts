import { describe, expect, it } from "vitest";
import { scriptsAfterLoad } from "./scripts-after-load.ts";

// The shape React Router's <Scripts> renders, once React has hoisted the preloads into the head.
// React Router spreads the nonce before the type: <script nonce="…" type="module" async="">.
const moduleScript = (nonce: string) =>
  `<script${nonce} type="module" async="">;\n` +
  'import * as route0 from "/assets/root-A.js";\n' +
  'import * as route1 from "/assets/home-B.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-C.js");</script>';

const page = (nonce = "") =>
  `<!DOCTYPE html><html lang="es-MX"><head><style>body{}</style>` +
  `<link rel="modulepreload" href="/assets/entry.client-C.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/framework-D.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/root-A.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/common-E.js"${nonce}/>` +
  `<link rel="icon" href="/favicon.svg"/></head><body><h1>Médicos</h1>` +
  `<script${nonce}>window.__reactRouterContext = {};</script>${moduleScript(nonce)}</body></html>`;

/** Runs the rewritten module script with stand-ins for the browser, as the page would. */
async function run(html: string, readyState: "loading" | "complete") {
  const body = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const imported: string[] = [];
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    readyState,
    head: { append: (link: { href: string }) => appended.push(link.href) },
    createElement: () => ({ rel: "", href: "" }),
  };
  const start = new Function(
    "document",
    "window",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "__import",
    body.replace(/\bimport\(/g, "__import("),
  );
  start(
    document,
    window,
    (type: string, listener: () => void) => (listeners[type] = listener),
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
  );
  return { imported, appended, listeners, frames, timers, window };
}

/** Runs queued timers (and the promises they settle) until none is left. */
async function drain(timers: (() => void)[]) {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const next = timers.shift();
    if (!next) return;
    next();
  }
}

/** The rewrite as text, from and to the bytes the server entry hands over. */
const after = (html: string) => scriptsAfterLoad(Buffer.from(html)).toString("utf8");

describe("scriptsAfterLoad", () => {
  it("takes the module preloads out of the head and keeps everything else", () => {
    const html = after(page());
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(head).toContain("<style>body{}</style>");
    expect(html).toContain("<h1>Médicos</h1>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    // No static import is left to start a download while the page is parsed.
    expect(html).not.toMatch(/^import \* as/m);
  });

  it("keeps the render's nonce on the module script, so the CSP hashes the rewritten one", () => {
    const html = after(page(' nonce="abc"'));
    expect(html).toContain('<script nonce="abc" type="module" async="">');
    expect(html).not.toMatch(/^import \* as/m);
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
  });

  it("starts nothing before the load event, then preloads, imports and boots after a paint", async () => {
    const booted = await run(after(page()), "loading");
    expect(booted.imported).toEqual([]);
    expect(booted.frames).toHaveLength(0);
    booted.listeners.load!();
    booted.frames.shift()!();
    expect(booted.imported).toEqual([]);
    // The first shared chunk starts, and the next waits for a task of its own.
    booted.timers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(booted.imported).toEqual(["/assets/framework-D.js"]);
    await drain(booted.timers);
    expect(booted.appended).toEqual([
      "/assets/entry.client-C.js",
      "/assets/framework-D.js",
      "/assets/root-A.js",
      "/assets/common-E.js",
    ]);
    // Shared chunks one at a time, then the route modules, then the entry that hydrates.
    expect(booted.imported).toEqual([
      "/assets/framework-D.js",
      "/assets/common-E.js",
      "/assets/root-A.js",
      "/assets/home-B.js",
      "/assets/entry.client-C.js",
    ]);
    expect(booted.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A.js" },
      "routes/home": { url: "/assets/home-B.js" },
    });
  });

  it("boots after the next paint when the page has already loaded", async () => {
    const booted = await run(after(page()), "complete");
    expect(booted.listeners.load).toBeUndefined();
    booted.frames.shift()!();
    await drain(booted.timers);
    expect(booted.imported).toContain("/assets/entry.client-C.js");
  });

  it("leaves a document without React Router's module script unchanged", () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    const bytes = Buffer.from(html);
    expect(scriptsAfterLoad(bytes)).toBe(bytes);
  });

  it("leaves the document unchanged when the last module type is not React Router's script", () => {
    // A module script of another shape (with a src) after React Router's: not rewritten.
    const html = page().replace("</body>", '<script type="module" src="/otro.js"></script></body>');
    const bytes = Buffer.from(html);
    expect(scriptsAfterLoad(bytes)).toBe(bytes);
  });

  it("keeps text in several bytes per character intact around what it rewrites", () => {
    const html = after(page().replace("<h1>Médicos</h1>", "<h1>Médicos en Mérida · 🩺</h1>"));
    expect(html).toContain("<h1>Médicos en Mérida · 🩺</h1>");
    expect(html).toContain("const preloads = [");
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });
});
