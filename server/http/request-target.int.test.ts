import { request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { productionSsr } from "../../tests/support/ssr-build.ts";
import type { DatabaseHandle } from "../db/client.ts";

/** A raw request: supertest would fix the Host header and the request target for us. */
function raw(server: Server, target: string, host: string | null) {
  const { port } = server.address() as { port: number };
  return new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (host !== null) headers.host = host;
    const req = httpRequest(
      { host: "127.0.0.1", port, method: "GET", path: target, headers, setHost: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"]) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("a malformed Host header or request target", () => {
  let database: DatabaseHandle;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const { app } = createTestApp(database, {}, undefined, undefined, await productionSsr());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it.each([
    ["/", "bad host:99999"],
    ["/", "exa mple.com"],
    ["/", "[::1"],
    ["/cardiologia", "%%%"],
    ["/api/specialties", "exa mple.com"],
  ])("%s with Host %j answers 400, not 500", async (target, host) => {
    const answer = await raw(server, target, host);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each([
    "http://127.0.0.1/",
    "http://evil.example/cardiologia",
    "https://127.0.0.1/api/specialties",
    "//evil.example/cardiologia",
    "*",
  ])("absolute or asterisk target %s answers 400, not 500", async (target) => {
    const answer = await raw(server, target, "127.0.0.1");
    expect(answer.status).toBe(400);
  });

  it("still serves normal requests, a forwarded host and an IPv6 host included", async () => {
    expect((await raw(server, "/", "localhost:3000")).status).toBe(200);
    expect((await raw(server, "/api/specialties", "[::1]:3000")).status).toBe(200);
    expect((await raw(server, "/api/specialties", "directorio.example.mx")).status).toBe(200);
  });

  it("answers the API's refusal as JSON with a Spanish error", async () => {
    const answer = await raw(server, "/api/specialties", "exa mple.com");
    expect(answer.type).toMatch(/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/no válida/) });
  });
});
