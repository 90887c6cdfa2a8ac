import express from "express";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMiddleware } from "./errors.ts";
import { missingFilesNotRendered, staticFilesRouter } from "./static-files.ts";

describe("the build's static files", () => {
  let dir: string;
  let app: express.Express;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "estaticos-"));
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "images"));
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(dir, "favicon.svg.br"), brotliCompressSync("<svg/>"));
    writeFileSync(path.join(dir, "images", "portada.webp"), "imagen");
    writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1)");
    writeFileSync(
      path.join(dir, "assets", "app-abc123.js.br"),
      brotliCompressSync("console.log(1)"),
    );
    writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), gzipSync("console.log(1)"));
    writeFileSync(path.join(dir, "assets", "estilo-def456.css"), "body{color:red}");
    mkdirSync(path.join(dir, "assets", "fuentes"));
    writeFileSync(path.join(dir, "assets", "fuentes", "letra-789.woff2"), "fuente");
    app = express();
    app.use(staticFilesRouter(dir));
    app.use(missingFilesNotRendered);
    app.use((req, res) => {
      res.status(200).send(`página ${req.path}`);
    });
    app.use(errorMiddleware);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("sends the build's top-level files and folders, precompressed when asked", async () => {
    const favicon = await request(app).get("/favicon.svg").set("Accept-Encoding", "br");
    expect(favicon.headers["content-encoding"]).toBe("br");
    expect(favicon.body.toString()).toBe("<svg/>");
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
    const image = await request(app).get("/images/portada.webp");
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });

  it("answers hashed assets for a year and a missing one with 404, never a page", async () => {
    const asset = await request(app).get("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await request(app).get("/assets/no-existe.js");
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain("página");
  });

  it("answers a missing file anywhere with 404, never a page; pages and their routes go on", async () => {
    for (const file of [
      "/mapa-sin-conexion/13/1843/3424.png",
      "/images/no-existe.webp",
      "/wp-login.php",
      "/favicon.ICO",
    ]) {
      const missing = await request(app).get(file);
      expect(missing.status, file).toBe(404);
      expect(missing.text, file).not.toContain("página");
    }
    for (const page of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/doctor/ana.png-lopez"]) {
      const rendered = await request(app).get(page);
      expect(rendered.text, page).toBe(`página ${page}`);
    }
    // A form post to a file-like address is not a file request.
    expect((await request(app).post("/subir.png")).text).toBe("página /subir.png");
  });

  it("sends each hashed asset from memory in the encoding the browser prefers, brotli first", async () => {
    const brotli = await request(app)
      .get("/assets/app-abc123.js")
      .set("Accept-Encoding", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.text).toBe("console.log(1)");
    const gzip = await request(app)
      .get("/assets/app-abc123.js")
      .set("Accept-Encoding", "gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe("console.log(1)");
    const plain = await request(app)
      .get("/assets/app-abc123.js")
      .set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String("console.log(1)".length));
    expect(plain.text).toBe("console.log(1)");
    // A file without compressed copies, and one in a folder.
    const css = await request(app).get("/assets/estilo-def456.css").set("Accept-Encoding", "br");
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    const font = await request(app).get("/assets/fuentes/letra-789.woff2");
    expect(font.status).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
  });

  it("answers a conditional request with 304 per copy, and HEAD without a body", async () => {
    const first = await request(app).get("/assets/app-abc123.js").set("Accept-Encoding", "br");
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(app)
      .get("/assets/app-abc123.js")
      .set("Accept-Encoding", "br")
      .set("If-None-Match", etag);
    expect(again.status).toBe(304);
    // The gzip copy is another representation: the brotli ETag does not match it.
    const otherCopy = await request(app)
      .get("/assets/app-abc123.js")
      .set("Accept-Encoding", "gzip")
      .set("If-None-Match", etag);
    expect(otherCopy.status).toBe(200);
    const head = await request(app).head("/assets/app-abc123.js").set("Accept-Encoding", "br");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("refuses other methods on assets with 405 and a Spanish error, and bad paths with 404", async () => {
    const post = await request(app).post("/assets/app-abc123.js").send("x");
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(post.body).toEqual({ error: "Método no permitido." });
    expect((await request(app).get("/assets/../favicon.svg")).status).not.toBe(200);
    expect((await request(app).get("/assets/%E0%A4%A")).status).toBe(404);
    expect((await request(app).get("/assets/app-abc123.js.br")).status).toBe(404);
  });

  it("lets page paths go on without looking at the disk", async () => {
    // A file that appears after the start is not served: page paths are decided by the names
    // read once, so no request for a page pays for a file lookup.
    writeFileSync(path.join(dir, "buscar"), "archivo");
    const page = await request(app).get("/buscar");
    expect(page.text).toBe("página /buscar");
    const broken = await request(app).get("/%E0%A4%A");
    expect(broken.text).toBe("página /%E0%A4%A");
  });
});
