import { count } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutesOf } from "../../tests/support/attack-roles.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { createAuth } from "../accounts/auth.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import type { createServices } from "../services.ts";

/*
 * better-auth is pinned at 1.7.25 (docs/decisions/007-better-auth-pinned.md). The advisories
 * published against earlier versions needed its own HTTP router (its /api/auth/* endpoints,
 * OAuth callbacks, plugins we do not use) or an unset baseURL that the first request would
 * fill in (GHSA-569q-mpph-wgww). These tests keep both doors shut: the app only calls better-auth's
 * server API from the spec's own routes, and every instance is created with a baseURL.
 */

const silent = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Parameters<
  typeof createAuth
>[0]["logger"];

// Type-level: neither the composition root nor the auth factory can be built without it.
type ServicesDeps = Parameters<typeof createServices>[0];
const siteUrlIsRequired: undefined extends ServicesDeps["siteUrl"] ? false : true = true;
const baseUrlIsRequired: undefined extends Parameters<typeof createAuth>[0]["baseURL"]
  ? false
  : true = true;

describe("better-auth's own surface is never exposed", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app } = createTestApp(database));
  });
  afterAll(() => database.close());

  it("answers the app's 404 to the paths better-auth's router would serve", async () => {
    const calls: [method: "get" | "post", path: string, body?: object][] = [
      [
        "post",
        "/api/auth/sign-up/email",
        { email: "intruso@example.com", password: "x".repeat(12), name: "I" },
      ],
      [
        "post",
        "/api/auth/sign-in/email",
        { email: "intruso@example.com", password: "x".repeat(12) },
      ],
      [
        "post",
        "/api/auth/sign-in/social",
        { provider: "google", callbackURL: "https://malicioso.example" },
      ],
      ["get", "/api/auth/callback/google?code=abc&state=xyz"],
      ["get", "/api/auth/callback/x"],
      ["get", "/api/auth/get-session"],
      ["post", "/api/auth/sign-out"],
      ["get", "/api/auth/ok"],
      ["get", "/api/auth/error"],
      ["post", "/api/auth/forget-password", { email: "intruso@example.com" }],
      ["post", "/api/auth/reset-password", { newPassword: "y".repeat(12), token: "t" }],
      ["get", "/api/auth/verify-email?token=t"],
      ["post", "/api/auth/change-password", { currentPassword: "a", newPassword: "b" }],
      ["post", "/api/auth/update-user", { name: "Otro" }],
      ["post", "/api/auth/delete-user", {}],
      ["get", "/api/auth/list-sessions"],
      ["post", "/api/auth/link-social", { provider: "google" }],
      // Our own plugin's endpoint is SERVER_ONLY and must stay unreachable over HTTP.
      ["post", "/api/auth/server-session/start", { userId: "cualquiera" }],
    ];
    for (const [method, path, body] of calls) {
      const call = request(app)[method](path).set("Host", "malicioso.example");
      const response = await (body ? call.send(body) : call);
      expect(response.status, `${method.toUpperCase()} ${path}`).toBe(404);
      expect(response.body, `${method.toUpperCase()} ${path}`).toEqual({
        error: "Ruta no encontrada.",
      });
      expect(response.headers["set-cookie"], path).toBeUndefined();
    }
    const [accounts] = await database.db.select({ value: count() }).from(users);
    expect(accounts?.value).toBe(0);
  });

  it("mounts no catch-all under /api/auth: every route there is one the spec names", () => {
    const authRoutes = apiRoutesOf(app).filter((route) => / \/api\/auth\//.test(route));
    expect(authRoutes.length).toBeGreaterThan(5);
    for (const route of authRoutes) {
      expect(route).not.toMatch(/[*:]|splat/);
    }
  });
});

describe("better-auth always has a baseURL", () => {
  it("is required by the composition root and the factory", () => {
    expect(siteUrlIsRequired).toBe(true);
    expect(baseUrlIsRequired).toBe(true);
  });

  it("keeps the configured baseURL whatever host a request claims", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const auth = createAuth({
        db: database.db,
        secret: "secreto-de-pruebas-con-longitud-suficiente-123",
        baseURL: "http://localhost:3000",
        secureCookies: false,
        logger: silent,
      });
      expect((await auth.$context).baseURL).toBe("http://localhost:3000/api/auth");
      // Even if its handler were ever reached, a forged host could not become its base.
      await auth.handler(
        new Request("http://malicioso.example/api/auth/ok", {
          headers: { "x-forwarded-host": "malicioso.example", "x-forwarded-proto": "https" },
        }),
      );
      expect((await auth.$context).baseURL).toBe("http://localhost:3000/api/auth");
    } finally {
      await database.close();
    }
  });
});
