import { eq, like, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { action as adminLoginAction } from "../../app/routes/admin-login.tsx";
import { action as loginAction } from "../../app/routes/login.tsx";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { startScriptProcess } from "../../tests/support/child-process.ts";
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  type DatabaseKind,
} from "../../tests/support/database.ts";
import { ACCOUNT_ERRORS } from "../accounts/service.ts";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { emailOutbox, rateLimitHits } from "../db/schema/index.ts";
import { LIMIT_RULES } from "../rate-limits/service.ts";

type App = ReturnType<typeof createTestApp>;

/** What a React Router action answered: a `data()` value or a thrown redirect. */
async function callAction(
  run: (args: never) => Promise<unknown>,
  app: App,
  url: string,
  form: Record<string, string>,
  clientIp: string,
) {
  const body = new URLSearchParams(form);
  const args = {
    request: new Request(`http://sitio.test${url}`, { method: "POST", body }),
    params: {},
    context: { services: app.services, clientIp, viewer: async () => null },
  };
  try {
    const answer = await run(args as never);
    if (answer instanceof Response) return { status: answer.status, message: undefined };
    const result = answer as {
      data?: { formError?: string; error?: string };
      init?: { status?: number };
    };
    return {
      status: result.init?.status ?? 200,
      message: result.data?.formError ?? result.data?.error,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, message: undefined };
    throw thrown;
  }
}

describe.each<DatabaseKind>(["pglite", "postgres"])("limits nobody can side-step on %s", (kind) => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = createTestApp(database);
  });
  afterAll(() => database.close());

  it("counts wrong passwords per account through the API and the login page, however the email is padded", async () => {
    const { email, password } = await signedInAgent(app.app, database);
    const variants = [email, ` ${email}`, `${email.toUpperCase()} `, `\t${email}`];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const typed = variants[attempt % variants.length]!;
      if (attempt % 2 === 0) {
        const answer = await request(app.app)
          .post("/api/auth/login")
          .set("X-Forwarded-For", nextClientAddress())
          .send({ email: typed, password: "equivocada" });
        statuses.push(answer.status);
      } else {
        const answer = await callAction(
          loginAction,
          app,
          "/login.data",
          { intent: "login", email: typed, password: "equivocada" },
          nextClientAddress(),
        );
        statuses.push(answer.status);
      }
    }
    const max = LIMIT_RULES.loginAccount.max;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array(15 - max).fill(429));
    // The right password does not get through either until the window ends.
    const right = await request(app.app)
      .post("/api/auth/login")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email, password });
    expect(right.status).toBe(429);
    expect(right.body.error).toBe(LIMIT_RULES.loginAccount.message);
  });

  it("counts guesses per address across many accounts", async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT_RULES.loginAddress.max; i++) {
      const answer = await callAction(
        loginAction,
        app,
        "/login.data",
        { intent: "login", email: `nadie${i}@example.com`, password: "equivocada" },
        address,
      );
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  });

  it("does not reset a signed-in person's limits when junk is added to the cookie", async () => {
    const patient = await signedInAgent(app.app, database);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT_RULES.review.max; i++) {
      const listing = await insertProvider(database.db, { name: `Dra. Límite ${kind} ${i}` });
      const answer = await request(app.app)
        .post(`/api/providers/${listing.id}/reviews`)
        .set("Cookie", `${patient.sessionCookie}; x=${i}; junk${i}=1`)
        .set("X-Forwarded-For", nextClientAddress())
        .send({ rating: 5, comment: "Muy buena atención, explicó todo con calma." });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits sign-ups per address through the login page's register tab too, and mail per recipient", async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT_RULES.registerAddress.max; i++) {
      const answer = await callAction(
        loginAction,
        app,
        "/login.data",
        {
          intent: "register",
          email: `alta${i}.${kind}@example.com`,
          password: "secreta-123",
          confirmPassword: "secreta-123",
          firstName: "Alta",
          lastName: "Prueba",
        },
        address,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(LIMIT_RULES.registerAddress.max).fill(200));
    expect(statuses.at(-1)).toBe(429);
    // Resend through the page from many addresses: the recipient gets a handful of emails, no more.
    const target = `buzon.${kind}@example.com`;
    await request(app.app)
      .post("/api/auth/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email: target, password: "secreta-123", firstName: "Buzón", lastName: "Lleno" })
      .expect(201);
    const answers = new Set<string | undefined>();
    for (let i = 0; i < 12; i++) {
      const answer = await callAction(
        loginAction,
        app,
        "/login.data",
        { intent: "resend", email: target },
        nextClientAddress(),
      );
      answers.add(`${answer.status}`);
    }
    // The same answer every time (no hint about the address), and at most the rule's emails.
    expect([...answers]).toEqual(["200"]);
    const [sent] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, target));
    expect(sent!.n).toBeLessThanOrEqual(LIMIT_RULES.mailRecipient.max);
  });

  it("keeps the administrator able to sign in while an outsider fails from elsewhere", async () => {
    await app.services.adminAccounts.createAdmin(`jefa.${kind}`, "clave-de-la-administradora");
    const outsider = nextClientAddress();
    const attempt = (i: number) =>
      request(app.app)
        .post("/api/admin/login")
        .set("X-Forwarded-For", outsider)
        .send({ username: `jefa.${kind}`, password: `intento-${i}` })
        .then((answer) => answer.status);
    // The address's allowance all at once: each guess is counted before it waits out the
    // account's delay, so they wait side by side (1.6 s) rather than one after another (3.1 s).
    const max = LIMIT_RULES.adminLoginAddress.max;
    const statuses = await Promise.all(Array.from({ length: max }, (_, i) => attempt(i)));
    statuses.push(await attempt(max));
    expect(statuses.at(-1)).toBe(429);
    // Through the page's form as well: the outsider's address stays blocked.
    const page = await callAction(
      adminLoginAction,
      app,
      "/admin/login.data",
      { username: `jefa.${kind}`, password: "otra" },
      outsider,
    );
    expect(page.status).toBe(429);
    // The real administrator, from her own address, is only slowed down.
    const started = Date.now();
    const own = await callAction(
      adminLoginAction,
      app,
      "/admin/login.data",
      { username: `jefa.${kind}`, password: "clave-de-la-administradora" },
      nextClientAddress(),
    );
    expect(own.status).toBe(302);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });
});

describe("the public search API's limits", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.close());

  it("caps a page at 100 and gives each address a budget with RateLimit headers", async () => {
    const { app } = createTestApp(database, { API_REQUESTS_PER_MINUTE: "3" });
    const tooBig = await request(app)
      .get("/api/providers?limit=101")
      .set("X-Forwarded-For", "10.9.9.9");
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toBe("El parámetro limit debe ser un número entero entre 1 y 100.");
    const address = nextClientAddress();
    const first = await request(app)
      .get("/api/providers?limit=100")
      .set("X-Forwarded-For", address);
    expect(first.status).toBe(200);
    expect(first.headers["ratelimit-policy"]).toContain("q=3");
    await request(app).get("/api/providers").set("X-Forwarded-For", address).expect(200);
    await request(app).get("/api/providers").set("X-Forwarded-For", address).expect(200);
    const limited = await request(app).get("/api/providers").set("X-Forwarded-For", address);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Demasiadas consultas a la API/);
    // Another process on the same database counts the same budget, once the first one has
    // written its hits (within BATCH_FLUSH_MS; the budget is counted in batches).
    const deadline = Date.now() + 5_000;
    for (;;) {
      const [written] = await database.db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(like(rateLimitHits.key, `%:${address}`));
      if ((written?.hits ?? 0) >= 4) break;
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { app: other } = createTestApp(database, { API_REQUESTS_PER_MINUTE: "3" });
    await request(other).get("/api/providers").set("X-Forwarded-For", address).expect(429);
    await request(other)
      .get("/api/providers")
      .set("X-Forwarded-For", nextClientAddress())
      .expect(200);
  });
});

describe("counters shared by two app instances on one PostgreSQL", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(() => database.close());

  it("refuses on the second instance what the first one counted", async () => {
    const first = createTestApp(database);
    const second = createTestApp(database);
    const { email } = await signedInAgent(first.app, database);
    for (let i = 0; i < LIMIT_RULES.loginAccount.max; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      await request(app)
        .post("/api/auth/login")
        .set("X-Forwarded-For", nextClientAddress())
        .send({ email, password: "equivocada" })
        .expect(401);
    }
    const refused = await request(second.app)
      .post("/api/auth/login")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email, password: "equivocada" });
    expect(refused.status).toBe(429);
    expect(ACCOUNT_ERRORS.badCredentials).not.toBe(refused.body.error);
  });
});

describe("counters shared by two server processes on one PostgreSQL", () => {
  let database: DatabaseHandle;
  let url: string;
  const processes: ReturnType<typeof startScriptProcess>[] = [];
  beforeAll(async () => {
    const created = await createEmptyPostgresDatabase(inject("postgresTemplate"));
    url = created.url;
    database = await openDatabase({ kind: "postgres", url });
    const close = database.close;
    database.close = async () => {
      await close();
      await created.drop();
    };
  });
  afterAll(async () => {
    for (const child of processes) child.process.kill("SIGTERM");
    await Promise.all(processes.map((child) => child.exited));
    await database.close();
  });

  it("refuses on the second process the guesses the first one counted", async () => {
    for (const name of ["uno", "dos"])
      processes.push(
        startScriptProcess(
          "tests/support/api-process.ts",
          { DATABASE_URL: url, TRUST_PROXY: "true", SEED_ON_START: "false" },
          /^escuchando (\d+)$/m,
          name,
        ),
      );
    const [portA, portB] = await Promise.all(processes.map((child) => child.ready));
    const [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const email = `dos.procesos.${Date.now()}@example.com`;
    await request(a)
      .post("/api/auth/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email, password: "secreta-123", firstName: "Dos", lastName: "Procesos" })
      .expect(201);
    for (let i = 0; i < LIMIT_RULES.loginAccount.max; i++) {
      await request(i % 2 === 0 ? a : b)
        .post("/api/auth/login")
        .set("X-Forwarded-For", nextClientAddress())
        .send({ email, password: "equivocada" })
        .expect(401);
    }
    for (const server of [a, b]) {
      const refused = await request(server)
        .post("/api/auth/login")
        .set("X-Forwarded-For", nextClientAddress())
        .send({ email, password: "equivocada" });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(LIMIT_RULES.loginAccount.message);
    }
  });
});
