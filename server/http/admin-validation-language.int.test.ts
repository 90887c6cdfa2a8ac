import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { adminSession, apiRoutesOf } from "../../tests/support/attack-roles.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";

/** Words of zod's (and Express's) English answers that a Spanish message never contains. */
const ENGLISH = /\b(Unrecognized|Expected|Invalid|Required|received)\b/i;

/** Fields the admin routes read, each with a value of the wrong type. */
const WRONG_TYPES = {
  status: 123,
  name: 123,
  username: 1,
  password: 2,
  adminNotes: 5,
  note: [],
  reason: {},
  spreadsheetId: 3,
  range: 4,
  apiKey: 5,
  baseId: 6,
  tableName: 7,
  viewId: 8,
  fieldMapping: "nombre",
  dataSource: 8,
  dataSourceName: 9,
  importNotes: 10,
  progressId: 11,
  title: 1,
  content: 2,
  excerpt: 3,
  category: 3,
  licenseNumber: 4,
  specialty: 5,
  city: 6,
  email: 7,
  phone: 8,
  price: "mucho",
  approved: "sí",
  verified: "sí",
  ids: "todos",
  limit: "muchos",
};

const QUERY = "?campoDesconocido=1&limit=muchos&page=-3&status=zzz&months=abc&sort=zzz&q[]=x";

/**
 * Every administrator route answers a malformed request in Spanish: unknown keys, wrong
 * types, a body that is not an object, a non-numeric id. The routes are read from the
 * router, so a new admin route is checked without being listed here.
 */
describe("the admin API speaks Spanish to malformed requests", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let cookie: string;
  let listingId: number;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database, { TRUST_PROXY: "true" });
    cookie = (await adminSession(app.app, app.services, "admin.idioma")).cookie;
    listingId = (await insertProvider(database.db, { name: "Dra. Idioma Español" })).id;
  });
  afterAll(() => database.close());

  it("answers no English words on any /api/admin route", async () => {
    const routes = apiRoutesOf(app.app).filter((route) => route.includes(" /api/admin/"));
    expect(routes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(" ") as [string, string];
      const verb = method.toLowerCase() as "get" | "post" | "put" | "delete" | "patch";
      for (const id of [String(listingId), "abc"]) {
        const path = pattern.replace(/:(\w+)/g, (_, name: string) => (name === "index" ? "0" : id));
        const bodies: unknown[] =
          verb === "get" ? [undefined] : [{ campoDesconocido: "x" }, WRONG_TYPES, [1, 2]];
        for (const body of bodies) {
          const target = verb === "get" ? `${path}${QUERY}` : path;
          const agent = request(app.app);
          let call = agent[verb](target)
            .set("Cookie", cookie)
            .set("X-Forwarded-For", nextClientAddress());
          if (body !== undefined) call = call.send(body as object);
          const response = await call;
          for (const key of ["error", "message"] as const) {
            const text: unknown = response.body?.[key];
            if (typeof text === "string" && ENGLISH.test(text)) {
              leaks.push(`${method} ${path} ${JSON.stringify(body)} → ${response.status} ${text}`);
            }
          }
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
