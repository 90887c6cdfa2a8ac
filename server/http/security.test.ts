import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { frameworkScripts, renderNonce } from "./security.ts";

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("frameworkScripts: the CSP hashes of a page's own inline scripts", () => {
  const nonce = "n0nce-de-esta-pagina";
  const page = (body: string) => Buffer.from(`<!DOCTYPE html><html><body>${body}</body></html>`);

  it("hashes only the inline scripts that carry the render's nonce", () => {
    const { hashes } = frameworkScripts(
      page(
        `<p>Reseña</p><script>alert("inyectado")</script>` +
          `<script nonce="${nonce}">window.__ctx = {"a":1};</script>` +
          `<script type="module" async="" nonce="${nonce}">import "/assets/root.js";</script>`,
      ),
      nonce,
    );
    expect(hashes).toEqual([
      hashOf(`window.__ctx = {"a":1};`),
      hashOf(`import "/assets/root.js";`),
    ]);
    expect(hashes).not.toContain(hashOf(`alert("inyectado")`));
  });

  it("refuses a script with another render's nonce, or one that only mentions it", () => {
    const { hashes } = frameworkScripts(
      page(
        `<script nonce="otro-valor">a()</script>` +
          `<script data-x="nonce=${nonce}">b()</script>` +
          `<script>c(" nonce=\\"${nonce}\\"")</script>`,
      ),
      nonce,
    );
    expect(hashes).toEqual([]);
  });

  it("skips scripts with a src, JSON data blocks and empty scripts, even with the nonce", () => {
    const { hashes } = frameworkScripts(
      page(
        `<script nonce="${nonce}" src="/assets/a.js"></script>` +
          `<script nonce="${nonce}" type="application/ld+json">{"@type":"Thing"}</script>` +
          `<script nonce="${nonce}"></script><scripts nonce="${nonce}">d()</scripts>`,
      ),
      nonce,
    );
    expect(hashes).toEqual([]);
  });

  it("removes the nonce attributes, leaving the scripts' text (and so their hashes) as they were", () => {
    const html = page(
      `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>` +
        `<script nonce="${nonce}">run(1)</script>`,
    );
    const { body, hashes } = frameworkScripts(html, nonce);
    expect(body.toString()).toBe(
      page(`<link rel="modulepreload" href="/assets/a.js"/><script>run(1)</script>`).toString(),
    );
    expect(hashes).toEqual([hashOf("run(1)")]);
  });

  it("draws a different nonce for each render", () => {
    const drawn = new Set(Array.from({ length: 50 }, renderNonce));
    expect(drawn.size).toBe(50);
    for (const value of drawn) expect(value).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
