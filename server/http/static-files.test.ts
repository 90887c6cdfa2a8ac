import express from "express";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFilesRouter } from "./static-files.ts";

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
    app = express();
    app.use(staticFilesRouter(dir));
    app.use((req, res) => {
      res.status(200).send(`página ${req.path}`);
    });
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
