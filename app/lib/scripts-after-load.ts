/**
 * Keeps the page's JavaScript out of its first paint (issue #19 item 5).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every chunk the page
 * needs (React hoists them into the head) and a module script whose static imports start the
 * route modules at once. Both compete with the document and its main image for the first
 * bytes of a slow connection, and on a fast one the scripts arrive and hydrate before the
 * browser has painted. Every page is whole, working HTML before hydration (links and GET forms
 * work without JavaScript), so the scripts can wait: this rewrites the rendered document so
 * the preloads leave the head and the module script starts them, then imports the route
 * modules and the client entry, only once the page has loaded (its eager images included) and
 * painted. The rewritten script is still the page's own inline script, so its hash enters the
 * page's CSP like before (ADR 010), and the preloads it adds are same-origin files
 * (`script-src 'self'`).
 */

// Either may carry the render's nonce (server/http/security.ts), which marks the script for
// the CSP hash and is removed afterwards.
const MODULE_SCRIPT_OPEN =
  /^<script(?: nonce="[^"]*")? type="module" async=""(?: nonce="[^"]*")?>$/;
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const STATIC_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;

/** The modules the script imports dynamically: React Router's client entry. */
function entryImports(script: string): string[] {
  return [...script.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]!);
}

/**
 * The module script's body, to run after load and paint. `imports` are the static imports the
 * original script opened with; `rest` is what followed them (the manifest, the route module
 * table and the dynamic import of the client entry), which uses those names.
 */
function deferredBody(preloads: string[], imports: [string, string][], rest: string): string {
  const names = imports.map(([name]) => name).join(", ");
  const urls = imports.map(([, url]) => `import(${JSON.stringify(url)})`).join(", ");
  // The chunks the route modules and the entry share, evaluated one per task: evaluating the
  // whole graph at once was one long task (about 200 ms on a loaded two-core machine) that
  // blocks input. The route modules and the entry (which hydrates) come last, as before.
  const last = new Set([...imports.map(([, url]) => url), ...entryImports(rest)]);
  const shared = preloads.filter((url) => !last.has(url));
  return [
    `const preloads = ${JSON.stringify(preloads)};`,
    "const start = async () => {",
    "for (const href of preloads) {",
    'const link = document.createElement("link");',
    'link.rel = "modulepreload";',
    "link.href = href;",
    "document.head.append(link);",
    "}",
    `for (const href of ${JSON.stringify(shared)}) {`,
    "await import(href);",
    "await new Promise((resolve) => setTimeout(resolve));",
    "}",
    `const [${names}] = await Promise.all([${urls}]);`,
    rest,
    "};",
    // After the load event and the paint that follows it.
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(start));",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");
}

const MODULE_TYPE = Buffer.from('type="module"');
const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const HEAD_CLOSE = Buffer.from("</head>");
const PRELOAD_START = Buffer.from('<link rel="modulepreload"');

/**
 * The document with its module preloads removed and its module script deferred to after load
 * and paint. A document without React Router's module script (or in a shape this does not
 * recognise) comes back unchanged. It works on the rendered bytes and decodes only the head's
 * links and the module script: decoding and encoding a whole results page again cost about
 * 0.4 ms of a render's 4–5.
 */
export function scriptsAfterLoad(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  // React Router writes its module script last; user text cannot carry a bare
  // `type="module"` (React escapes quotes in text and attributes), and the tag is checked below.
  const typeAt = html.lastIndexOf(MODULE_TYPE);
  if (typeAt === -1) return html;
  const openStart = html.lastIndexOf(SCRIPT_OPEN, typeAt);
  const openEnd = html.indexOf(">", typeAt) + 1;
  if (openStart === -1 || openEnd === 0) return html;
  const openTag = html.toString("utf8", openStart, openEnd);
  if (!MODULE_SCRIPT_OPEN.test(openTag)) return html;
  const bodyEnd = html.indexOf(SCRIPT_CLOSE, openEnd);
  if (bodyEnd === -1) return html;
  const body = html.toString("utf8", openEnd, bodyEnd);
  const imports = [...body.matchAll(STATIC_IMPORT)].map(
    (match) => [match[1]!, match[2]!] as [string, string],
  );
  if (imports.length === 0) return html;
  const rest = body.replace(STATIC_IMPORT, "");
  const headEnd = html.indexOf(HEAD_CLOSE);
  if (headEnd === -1 || headEnd > openStart) return html;
  // React hoists the preloads after the inlined stylesheet: only that tail of the head is read.
  const firstPreload = html.indexOf(PRELOAD_START);
  const linksStart = firstPreload === -1 || firstPreload > headEnd ? headEnd : firstPreload;
  const links = html.toString("utf8", linksStart, headEnd);
  const preloads = [...links.matchAll(PRELOAD_LINK)].map((match) => match[1]!);
  return Buffer.concat([
    html.subarray(0, linksStart),
    Buffer.from(links.replace(PRELOAD_LINK, "")),
    html.subarray(headEnd, openEnd),
    Buffer.from(deferredBody(preloads, imports, rest)),
    html.subarray(bodyEnd),
  ]);
}
