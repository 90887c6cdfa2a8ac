import type { Express } from "express";
import request from "supertest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/index.ts";
import { createMailRepository } from "../../server/mail/repository.ts";
import type { Services } from "../../server/services.ts";

/** The six kinds of caller the authorization matrix tries on every endpoint. */
export const ROLES = ["anonymous", "unverified", "patient", "doctor", "owner", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface RoleSession {
  /** The Cookie header a browser of that role sends; empty for anonymous. */
  cookie: string;
  userId: string | null;
}

let counter = 0;
let address = 0;

/**
 * A distinct client address per request, for an app built with TRUST_PROXY=true: the
 * per-connection rate limits are not what these tests are about.
 */
export function nextClientAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function cookieHeader(setCookie: unknown): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
  return list
    .map((cookie: string) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * A real account made through the API (register, emailed link, login); returns the session
 * cookie instead of an agent, so requests made with it never pick up other cookies.
 */
export async function accountSession(
  app: Express,
  database: DatabaseHandle,
  options: { verified: boolean },
): Promise<RoleSession & { email: string; password: string }> {
  counter += 1;
  const email = `rol${counter}.${Date.now()}@example.com`;
  const password = "contraseña-de-prueba";
  await request(app)
    .post("/api/auth/register")
    .set("X-Forwarded-For", nextClientAddress())
    .send({ email, password, firstName: `Rol${counter}`, lastName: "Prueba" })
    .expect(201);
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (options.verified) {
    const mail = await createMailRepository(database.db).latestTo(email);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
    await request(app).post("/api/auth/verify-email").send({ token }).expect(200);
  } else {
    // Unverified accounts cannot log in; give them a session the way a verified one gets it.
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user!.id));
  }
  const login = await request(app)
    .post("/api/auth/login")
    .set("X-Forwarded-For", nextClientAddress())
    .send({ email, password })
    .expect(200);
  if (!options.verified) {
    await database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user!.id));
  }
  return { cookie: cookieHeader(login.headers["set-cookie"]), userId: user!.id, email, password };
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
  return { cookie: cookieHeader(login.headers["set-cookie"]), userId: null, username, password };
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
