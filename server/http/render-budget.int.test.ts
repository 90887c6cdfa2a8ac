import type { Server } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { productionSsr } from "../../tests/support/ssr-build.ts";
import { SESSION_COOKIE_PREFIX } from "../accounts/auth.ts";
import { createRateLimitRepository } from "../rate-limits/repository.ts";
import type { AppOptions } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { TOO_MANY_RENDERS_MESSAGE, TOO_MANY_RENDERS_TITLE } from "./render-budget.ts";

type App = Server;
const BUDGET = 3;

/**
 * The app on a port of its own, listening before the first request: supertest would start
 * each request on a new port, and the HTML cache keys pages by their host, port included.
 */
const servers: Server[] = [];
async function listening(app: ReturnType<typeof createTestApp>["app"]): Promise<Server> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  servers.push(server);
  return server;
}
afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
});

const get = (app: Server, url: string, address: string, headers: Record<string, string> = {}) =>
  request(app).get(url).set("X-Forwarded-For", address).set(headers);

/** `count` pages nobody asked for before (each a render), all answered. */
async function spend(app: App, address: string, count: number, headers = {}) {
  for (let i = 0; i < count; i++) {
    const page = await get(app, `/blog?gasto=${nextClientAddress()}`, address, headers);
    expect(page.status).toBe(200);
  }
}

function expectRefusedPage(answer: request.Response) {
  expect(answer.status).toBe(429);
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  const wait = Number(answer.headers["retry-after"]);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(answer.text).toContain(`<h1>${TOO_MANY_RENDERS_TITLE}</h1>`);
  expect(answer.text).toContain(TOO_MANY_RENDERS_MESSAGE);
  expect(answer.text).toContain('<html lang="es">');
  // Nothing was rendered: no script, no page data.
  expect(answer.text).not.toMatch(/<script/i);
}

describe.each<DatabaseKind>(["pglite", "postgres"])("the page render budget on %s", (kind) => {
  let database: DatabaseHandle;
  let ssr: NonNullable<AppOptions["ssr"]>;
  let site: ReturnType<typeof createTestApp>["app"];
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ssr = await productionSsr();
    site = createTestApp(
      database,
      { PAGE_RENDERS_PER_MINUTE: String(BUDGET) },
      undefined,
      undefined,
      ssr,
    ).app;
    app = await listening(site);
  });
  afterAll(() => database.close());

  it("refuses an address's renders past the budget with a plain Spanish page; other addresses go on", async () => {
    const address = nextClientAddress();
    await spend(app, address, BUDGET);
    expectRefusedPage(await get(app, "/?otra=1", address));
    // A query parameter nobody reads, a new search, a page that does not exist: all renders.
    expectRefusedPage(await get(app, "/cardiologia?q=palabras-nuevas", address));
    expect((await get(app, "/no-existe/de-verdad", address)).status).toBe(429);
    expect((await request(app).head("/?otra=2").set("X-Forwarded-For", address)).status).toBe(429);
    // Form posts render too (the login page's action answers the form).
    expect(
      (
        await request(app)
          .post("/login")
          .set("X-Forwarded-For", address)
          .type("form")
          .send({ intent: "login", email: "nadie@example.com", password: "x" })
      ).status,
    ).toBe(429);
    expect((await get(app, "/?otra=1", nextClientAddress())).status).toBe(200);
  });

  it("never counts pages sent from the HTML cache", async () => {
    const address = nextClientAddress();
    const first = await get(app, "/especialidades", address);
    expect(first.headers["x-cache"]).toBe("MISS");
    for (let i = 0; i < 2 * BUDGET; i++) {
      const again = await get(app, "/especialidades", address);
      expect(again.status).toBe(200);
      expect(again.headers["x-cache"]).toBe("HIT");
    }
    await spend(app, address, BUDGET - 1);
    expectRefusedPage(await get(app, "/?despues=1", address));
    // Out of renders, the address still gets the cached page.
    const cached = await get(app, "/especialidades", address);
    expect(cached.status).toBe(200);
    expect(cached.headers["x-cache"]).toBe("HIT");
  });

  it("counts client navigations' data, refused as a JSON error", async () => {
    const address = nextClientAddress();
    for (let i = 0; i < BUDGET; i++) {
      expect((await get(app, `/blog.data?n=${i}`, address)).status).toBe(200);
    }
    const refused = await get(app, "/blog.data?n=otra", address);
    expect(refused.status).toBe(429);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toEqual({ error: TOO_MANY_RENDERS_MESSAGE });
  });

  it("is not reset by an invented session cookie", async () => {
    const address = nextClientAddress();
    await spend(app, address, BUDGET);
    for (const cookie of [
      `${SESSION_COOKIE_PREFIX}.session_token=inventada`,
      `${SESSION_COOKIE_PREFIX}.session_token=otra.firma; x=1`,
      "cualquiera=1",
    ]) {
      expect((await get(app, "/?con-cookie=1", address, { cookie })).status).toBe(429);
    }
  });

  it("keeps a signed-in account's budget on the account, wherever it signs in from", async () => {
    const patient = await signedInAgent(site, database);
    const cookie = { cookie: patient.sessionCookie };
    const addresses = Array.from({ length: BUDGET + 1 }, nextClientAddress);
    for (const address of addresses.slice(0, BUDGET)) {
      expect((await get(app, "/?cuenta=1", address, cookie)).status).toBe(200);
    }
    expect((await get(app, "/?cuenta=1", addresses[BUDGET]!, cookie)).status).toBe(429);
    // The account's renders did not spend the addresses' budgets: people behind one shared
    // address keep their own.
    expect((await get(app, "/?sin-cuenta=1", addresses[0]!)).status).toBe(200);
  });
});

describe("the page render budget across processes", () => {
  it("is one budget for every app instance on one PostgreSQL, each hearing of the others' renders within a flush", async () => {
    const database = await createTestDatabase("postgres");
    try {
      const ssr = await productionSsr();
      const env = { PAGE_RENDERS_PER_MINUTE: String(BUDGET) };
      const one = await listening(createTestApp(database, env, undefined, undefined, ssr).app);
      const two = await listening(createTestApp(database, env, undefined, undefined, ssr).app);
      const repository = createRateLimitRepository(database.db);
      const address = nextClientAddress();
      /** Waits until the processes have written this many renders of the address. */
      const counted = async (renders: number) => {
        const deadline = Date.now() + 5_000;
        for (;;) {
          const window = await repository.peek(`http-paginas-renderizadas:direccion:${address}`);
          if ((window?.hits ?? 0) >= renders) return;
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await spend(one, address, BUDGET - 1);
      await counted(BUDGET - 1);
      await spend(two, address, 1);
      await counted(BUDGET);
      expect((await get(two, "/?segunda=1", address)).status).toBe(429);
      // The first instance hears of the second one's render when it next writes its own: one
      // more render may get through there first (at most what arrives within BATCH_FLUSH_MS).
      const first = await get(one, "/?primera=1", address);
      if (first.status === 200) await counted(BUDGET + 2);
      else expect(first.status).toBe(429);
      expect((await get(one, "/?primera=2", address)).status).toBe(429);
    } finally {
      await database.close();
    }
  });

  it("has no budget at 0 (single-address load tests only)", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const ssr = await productionSsr();
      const app = await listening(
        createTestApp(database, { PAGE_RENDERS_PER_MINUTE: "0" }, undefined, undefined, ssr).app,
      );
      await spend(app, nextClientAddress(), 3 * BUDGET);
    } finally {
      await database.close();
    }
  });
});
