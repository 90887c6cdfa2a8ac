import type { Express } from "express";
import request from "supertest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { Services } from "../../server/services.ts";
import { cookieHeader, signedInAgent } from "./accounts.ts";
import { nextClientAddress } from "./client-address.ts";

/** The six kinds of caller the authorization matrix tries on every endpoint. */
export const ROLES = ["anonymous", "unverified", "patient", "doctor", "owner", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface RoleSession {
  /** The Cookie header a browser of that role sends; empty for anonymous. */
  cookie: string;
  userId: string | null;
}

/** A real account (tests/support/accounts.ts) as a bare session cookie: requests made with it never pick up other cookies. */
export async function accountSession(
  app: Express,
  database: DatabaseHandle,
  options: { verified: boolean },
): Promise<RoleSession & { email: string; password: string }> {
  const account = await signedInAgent(app, database, { verified: options.verified });
  return {
    cookie: account.sessionCookie,
    userId: account.user.id,
    email: account.email,
    password: account.password,
  };
}

/** An administrator created in the database and signed in through /api/admin/login. */
export async function adminSession(
  app: Express,
  services: Services,
  username = "admin.ataque",
): Promise<RoleSession & { username: string; password: string }> {
  const password = "Admin-Ataque-2026!";
  await services.adminAccounts.createAdmin(username, password);
  const login = await request(app)
    .post("/api/admin/login")
    .set("X-Forwarded-For", nextClientAddress())
    .send({ username, password })
    .expect(200);
  return { cookie: cookieHeader(login), userId: null, username, password };
}

/** Every route Express knows under /api, as "METHOD /api/path", read from the router stack. */
export function apiRoutesOf(app: Express): string[] {
  type Layer = {
    name?: string;
    route?: { path: string | string[]; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
    slash?: boolean;
    matchers?: ((path: string) => unknown)[];
    match?: (path: string) => boolean;
  };
  const root = (app as unknown as { router: { stack: Layer[] } }).router;
  const apiLayers = root.stack.filter(
    (layer) => layer.handle?.stack && layer.match?.("/api/__route-enumeration__") && !layer.slash,
  );
  if (apiLayers.length !== 1) throw new Error("No encuentro el router montado en /api");
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods)) {
          if (method === "_all") continue;
          for (const path of paths) found.push(`${method.toUpperCase()} ${prefix}${path}`);
        }
      } else if (layer.handle?.stack) {
        // Sub-routers are mounted without a path in server/http/api.ts; a prefixed one would
        // hide its prefix from this walk, so it must be taught here first.
        if (!layer.slash) throw new Error("Un router montado con prefijo bajo /api");
        walk(layer.handle.stack, prefix);
      }
    }
  };
  walk(apiLayers[0]!.handle!.stack!, "/api");
  return [...new Set(found)].sort();
}
