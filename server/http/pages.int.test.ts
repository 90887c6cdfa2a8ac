import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { productionSsr } from "../../tests/support/ssr-build.ts";
import { SESSION_COOKIE_PREFIX } from "../accounts/auth.ts";
import type { ServerBuild } from "react-router";
import type { AppOptions } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { BEST_COPY_AFTER_HITS, PUBLIC_PAGE } from "./pages.ts";

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still compressed (supertest and fetch would decode them). */
  body: Buffer;
}

/** A GET through a real socket, reading the bytes exactly as the server sent them. */
function rawGet(server: Server, url: string, headers: Record<string, string>) {
  const { port } = server.address() as AddressInfo;
  return new Promise<RawResponse>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

function decoded(response: RawResponse): string {
  const body = response.body;
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

async function withStatus(response: Promise<RawResponse>, status: number) {
  const answer = await response;
  expect(answer.status).toBe(status);
  return answer;
}

const scriptSrcOf = (response: { headers: Record<string, unknown> }) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(
    String(response.headers["content-security-policy"] ?? ""),
  )?.[1] ?? "";

describe("pages: Cache-Control, the HTML cache, compression and the CSP", () => {
  let database: DatabaseHandle;
  let ssr: NonNullable<AppOptions["ssr"]>;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let profilePath: string;
  let listingId: number;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ssr = await productionSsr();
    ({ app, services } = createTestApp(database, {}, undefined, undefined, ssr));
    const listing = await insertProvider(database.db, {
      name: "Dra. Lucía Caché Fernández",
      specialtySlug: "cardiologia",
      citySlug: "puebla",
    });
    listingId = listing.id;
    profilePath = `/${listing.slug}/cardiologia/puebla`;
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    rawGet(server, url, { "accept-encoding": "gzip", ...headers });
  const anonymous = (url: string, encoding = "gzip") => get(url, { "accept-encoding": encoding });

  it("sends anonymous pages as public for a minute, and session pages as private", async () => {
    const home = await withStatus(anonymous("/"), 200);
    expect(home.headers["cache-control"]).toBe(PUBLIC_PAGE);
    expect(home.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(home.headers.vary).toMatch(/Accept-Encoding/i);
    // A browser must not reuse the anonymous page (or a route's data) once someone signs in.
    expect(home.headers.vary).toMatch(/Cookie/i);
    const homeData = await withStatus(anonymous(`${profilePath}.data`), 200);
    expect(homeData.headers["cache-control"]).toBe(PUBLIC_PAGE);
    expect(homeData.headers.vary).toMatch(/Cookie/i);

    const patient = await signedInAgent(app, database);
    const signedIn = await get("/", { cookie: patient.sessionCookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(signedIn.headers["x-cache"]).toBeUndefined();

    // A private area asked without a session: its redirect to the login is not stored either.
    const dashboard = await anonymous("/dashboard");
    expect(dashboard.status).toBeGreaterThanOrEqual(300);
    expect(dashboard.headers["cache-control"]).toBe("private, no-store");

    const missing = await withStatus(anonymous("/no-existe-esta-pagina/ni-esta"), 404);
    expect(missing.headers["cache-control"]).toBe("public, max-age=60");
    expect(missing.headers["x-cache"]).toBe("MISS");
  });

  it("never caches a secret-link page, however its address is spelt", async () => {
    // Routing ignores case, so '/Restablecer-Contrasena?token=…' is the reset page: before, such
    // spellings were served public and the third request was a HIT for anyone.
    for (const path of [
      "/Restablecer-Contrasena",
      "/RESTABLECER-CONTRASENA",
      "/restablecer-contrasena/",
      "/restablecer%2Dcontrasena",
      "/Crear-Contrasena",
      "/Verify-Email",
      "/Reclamar-Perfil/1",
      "/Dashboard/",
    ]) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await anonymous(`${path}?token=secreto-${attempt % 2}`);
        expect(answer.headers["cache-control"], path).toBe("private, no-store");
        expect(answer.headers["x-cache"], path).toBeUndefined();
      }
    }
  });

  it("serves the second anonymous request from the cache, with the same bytes and policy", async () => {
    const first = await withStatus(anonymous(profilePath), 200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await withStatus(anonymous(profilePath), 200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(decoded(second)).toBe(decoded(first));
    expect(second.headers["content-security-policy"]).toBe(
      first.headers["content-security-policy"],
    );
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    // Another query string is another page, kept only once it is asked for again: anyone can
    // make new query strings, and keeping each would push the site's pages out.
    for (const state of ["MISS", "MISS", "HIT"]) {
      const answer = await withStatus(anonymous(`${profilePath}?a=1`), 200);
      expect(answer.headers["x-cache"]).toBe(state);
    }
  });

  it("keeps the site's pages while addresses nobody repeats flood in", async () => {
    const page = "/todas-las-especialidades";
    await withStatus(anonymous(page), 200);
    for (let i = 0; i < 30; i++) {
      const once = await withStatus(anonymous(`${page}?relleno=${i}`), 200);
      expect(once.headers["x-cache"]).toBe("MISS");
    }
    expect((await withStatus(anonymous(page), 200)).headers["x-cache"]).toBe("HIT");
    // Each of them, asked for again, is kept from then on.
    expect((await withStatus(anonymous(`${page}?relleno=7`), 200)).headers["x-cache"]).toBe("MISS");
    expect((await withStatus(anonymous(`${page}?relleno=7`), 200)).headers["x-cache"]).toBe("HIT");
  });

  it("renders and keeps a page for its address without campaign tags and click ids", async () => {
    const shared = "/cardiologia/monterrey";
    const first = await withStatus(anonymous(`${shared}?fbclid=ClicUno&utm_source=facebook`), 200);
    expect(first.headers["x-cache"]).toBe("MISS");
    // Nobody's click id is written into the page (the login link's returnUrl included).
    expect(decoded(first)).not.toContain("ClicUno");
    expect(decoded(first)).not.toContain("utm_source");
    const second = await withStatus(anonymous(`${shared}?utm_campaign=boletin&gclid=ClicDos`), 200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(decoded(second)).toBe(decoded(first));
    expect((await withStatus(anonymous(shared), 200)).headers["x-cache"]).toBe("HIT");
    // The parameters a page reads still make another page, with the tags dropped beside them.
    const pageTwo = await withStatus(anonymous(`${shared}?page=2&fbclid=ClicTres`), 200);
    expect(pageTwo.headers["x-cache"]).toBe("MISS");
    expect(decoded(pageTwo)).not.toContain("ClicTres");
    // An address with a query string is kept from its second visit (the tags do not count).
    expect((await withStatus(anonymous(`${shared}?page=2`), 200)).headers["x-cache"]).toBe("MISS");
    expect(
      (await withStatus(anonymous(`${shared}?page=2&gclid=Otro`), 200)).headers["x-cache"],
    ).toBe("HIT");
  });

  it("never answers a request with a session cookie from the cache, valid or not", async () => {
    await withStatus(anonymous("/cardiologia/puebla"), 200);
    expect((await anonymous("/cardiologia/puebla")).headers["x-cache"]).toBe("HIT");
    const forged = await get("/cardiologia/puebla", {
      cookie: `${SESSION_COOKIE_PREFIX}.session_token=cualquier-cosa`,
    });
    expect(forged.headers["x-cache"]).toBeUndefined();
    expect(forged.headers["cache-control"]).toBe("private, no-store");
  });

  it("drops a cached profile when an administrator rejects the listing", async () => {
    await anonymous(profilePath);
    expect((await anonymous(profilePath)).headers["x-cache"]).toBe("HIT");
    const admin = await adminSession(app, services, "admin.cache");
    await request(app)
      .put(`/api/admin/providers/${listingId}/status`)
      .set("Cookie", admin.cookie)
      .send({ status: "rejected", adminNotes: "Cédula dudosa" })
      .expect(200);
    const after = await anonymous(profilePath);
    expect(after.status).toBe(404);
    expect(after.headers["x-cache"]).toBe("MISS");
    await request(app)
      .put(`/api/admin/providers/${listingId}/status`)
      .set("Cookie", admin.cookie)
      .send({ status: "approved", adminNotes: "Revisada" })
      .expect(200);
    expect((await anonymous(profilePath)).status).toBe(200);
  });

  it("shows a new review at once, not the cached page without it", async () => {
    await anonymous(profilePath);
    const before = await anonymous(profilePath);
    expect(before.headers["x-cache"]).toBe("HIT");
    const comment = "Me explicó todo con paciencia y claridad, muy recomendable.";
    expect(decoded(before)).not.toContain(comment);
    const patient = await signedInAgent(app, database);
    await patient.agent
      .post(`/api/providers/${listingId}/reviews`)
      .send({ rating: 5, comment })
      .expect(201);
    const after = await withStatus(anonymous(profilePath), 200);
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(decoded(after)).toContain(comment);
  });

  it("allows exactly the page's inline scripts by hash, with no nonce", async () => {
    const page = await withStatus(anonymous("/"), 200);
    const html = decoded(page);
    const scriptSrc = scriptSrcOf(page);
    expect(scriptSrc).not.toMatch(/nonce-|unsafe-inline|unsafe-eval/);
    expect(html).not.toContain("nonce=");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, text]) => !/src=|ld\+json/.test(attributes!) && text!.length > 0,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) {
      const hash = createHash("sha256").update(text!, "utf8").digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    // API answers run no inline script at all.
    const api = await request(app).get("/api/providers?limit=1").expect(200);
    expect(scriptSrcOf(api)).toBe("'self'");
  });

  it("leaves out of the CSP an inline script that reached the HTML without the render's nonce", async () => {
    // A raw insertion bug, simulated: the entry's document gains a script in the page's
    // content, after React rendered it, as stored text would if some component wrote it raw.
    const injected = "window.inyectado = document.cookie";
    const original = ssr.build as ServerBuild;
    const render = original.entry.module.default;
    const leaky: typeof render = async (...args: Parameters<typeof render>) => {
      const response = await render(...args);
      const html = (await response.text()).replace(
        '<main id="contenido"',
        `<script>${injected}</script><main id="contenido"`,
      );
      return new Response(html, { status: response.status, headers: response.headers });
    };
    const build: ServerBuild = {
      ...original,
      entry: { module: { ...original.entry.module, default: leaky } },
    };
    const leakyApp = createTestApp(database, {}, undefined, undefined, { ...ssr, build }).app;
    const page = await request(leakyApp).get("/").expect(200);
    const scriptSrc = scriptSrcOf(page);
    expect(page.text).toContain(`<script>${injected}</script>`);
    expect(scriptSrc).not.toContain(
      `'sha256-${createHash("sha256").update(injected, "utf8").digest("base64")}'`,
    );
    // The framework's own scripts are still allowed, and no nonce is left in the page.
    const own = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, text]) =>
        !/src=|ld\+json/.test(attributes!) && text!.length > 0 && text !== injected,
    );
    expect(own.length).toBeGreaterThan(2);
    for (const [, , text] of own) {
      const hash = createHash("sha256").update(text!, "utf8").digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(new Set(own.map(([, , t]) => t)).size);
    expect(page.text).not.toContain("nonce=");
  });

  it("inlines the whole stylesheet first in the head, allowed by the CSP, with no stylesheet to fetch", async () => {
    const page = await withStatus(anonymous("/cardiologia/puebla", "br"), 200);
    const html = decoded(page);
    const head = html.slice(0, html.indexOf("</head>"));
    const style = /<style data-precedence="default" data-href="app-css">([\s\S]*?)<\/style>/.exec(
      head,
    );
    expect(style).not.toBeNull();
    // The stylesheet Tailwind built, whole: base styles, the theme's colours and utilities.
    expect(style![1]).toContain("--color-brand-600");
    expect(style![1]).toContain(".flex{display:flex}");
    expect(style![1]!.length).toBeGreaterThan(20_000);
    // Nothing render-blocking to fetch: no external stylesheet, the styles come before every
    // script, and no module is preloaded from the head (the scripts start after load and
    // paint, app/lib/scripts-after-load.ts).
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).not.toContain('rel="modulepreload"');
    expect(html).toContain("const preloads = [");
    expect(head.indexOf("<style")).toBeLessThan(head.indexOf("<script"));
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(
      String(page.headers["content-security-policy"]),
    )?.[1];
    expect(styleSrc?.split(" ")).toContain("'unsafe-inline'");
  });

  it("compresses a page once in the encoding asked for, the same page in each", async () => {
    const asBrotli = await withStatus(anonymous("/especialidades", "br, gzip"), 200);
    const asGzip = await withStatus(anonymous("/especialidades", "gzip"), 200);
    const plain = await withStatus(anonymous("/especialidades", "identity"), 200);
    expect(asBrotli.headers["content-encoding"]).toBe("br");
    expect(asGzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decoded(asBrotli)).toBe(decoded(plain));
    expect(decoded(asGzip)).toBe(decoded(plain));
    expect(Number(asGzip.headers["content-length"])).toBe(asGzip.body.length);
    // One gzip stream (at the quick level): compressed again whole, it is no larger
    // (per-chunk flushes made 2x).
    const once = gzipSync(Buffer.from(decoded(plain)), { level: 4 });
    expect(asGzip.body.length).toBeLessThanOrEqual(once.length * 1.05);
  });

  it("sends a page the cache keeps serving in a smaller copy, made once in the background", async () => {
    const url = "/especialidades?copia=mejor";
    // Its first visit is not kept (an address with a query string, see the HTML cache).
    await withStatus(anonymous(url, "br"), 200);
    const first = await withStatus(anonymous(url, "br"), 200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const plain = Buffer.from(decoded(first));
    const best = brotliCompressSync(plain, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
    expect(best.length).toBeLessThan(first.body.length);
    for (let hit = 1; hit < BEST_COPY_AFTER_HITS; hit++) {
      const again = await withStatus(anonymous(url, "br"), 200);
      expect(again.body.equals(first.body)).toBe(true);
    }
    // The hit that reaches the threshold still gets the quick copy; the better one follows.
    let later = await withStatus(anonymous(url, "br"), 200);
    for (let attempt = 0; attempt < 50 && later.body.equals(first.body); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await withStatus(anonymous(url, "br"), 200);
    }
    expect(later.headers["x-cache"]).toBe("HIT");
    expect(later.body.length).toBeLessThanOrEqual(best.length * 1.01);
    expect(brotliDecompressSync(later.body).equals(plain)).toBe(true);
    expect(Number(later.headers["content-length"])).toBe(later.body.length);
  });

  it("sends the build's files precompressed, with Vary and a year's immutable cache", async () => {
    const assets = path.join(ssr.clientDir!, "assets");
    const script = readdirSync(assets).find(
      (name) => name.endsWith(".js") && readdirSync(assets).includes(`${name}.br`),
    )!;
    const url = `/assets/${script}`;
    const original = readFileSync(path.join(assets, script));
    const asBrotli = await anonymous(url, "gzip, br");
    expect(asBrotli.status).toBe(200);
    expect(asBrotli.headers["content-encoding"]).toBe("br");
    expect(asBrotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(asBrotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asBrotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(asBrotli.body).equals(original)).toBe(true);
    const asGzip = await anonymous(url, "gzip");
    expect(asGzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(asGzip.body).equals(original)).toBe(true);
    const plain = await anonymous(url, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    await request(app).get("/assets/no-existe-123.js").expect(404);
  });
});

describe("request logs", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.close());

  it("write refused requests without their headers", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const { app } = createTestApp(database, {}, pino({ level: "info" }, sink));
    await request(app)
      .get("/api/no-existe")
      .set("Cookie", `${SESSION_COOKIE_PREFIX}.session_token=secreto`)
      .set("User-Agent", "Navegador de prueba")
      .expect(404);
    const line = lines.find(
      (entry) => (entry.req as { url?: string } | undefined)?.url === "/api/no-existe",
    )!;
    expect(line).toBeDefined();
    expect(line.level).toBe(40);
    expect(line.req).toEqual({ id: expect.any(String), method: "GET", url: "/api/no-existe" });
    expect(line.res).toEqual({ statusCode: 404 });
    expect(JSON.stringify(line)).not.toMatch(/secreto|Navegador de prueba|headers/);
  });
});
