import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../common/imports/messages.ts";
import { CSV_MAX_BYTES } from "../../common/imports/constants.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import {
  DEFAULT_GOOGLE_USER,
  startFakeGoogle,
  type FakeGoogle,
} from "../../tests/fakes/google-oauth.ts";
import { accountSession, adminSession } from "../../tests/support/attack-roles.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  adminSessions,
  messages,
  providers,
  reviews,
  sessions as accountSessions,
  users,
} from "../db/schema/index.ts";
import { VOICE_MESSAGES } from "../voice/messages.ts";

/** What an attacker types into every parameter: SQL, LIKE wildcards, escapes, NUL, long, unicode. */
const HOSTILE = [
  "'",
  '"',
  ";",
  "--",
  "/*",
  "\\",
  "%",
  "_",
  "' OR '1'='1",
  "1 OR 1=1",
  "1; DROP TABLE providers;--",
  "'); DELETE FROM providers; --",
  "1' AND pg_sleep(3)--",
  "a\u0000b",
  "\u0000",
  "x".repeat(5000),
  "Ñandú 😷 中文 \u202e \ud83d",
];

/** What UTF-8 can carry of a string: a lone surrogate becomes U+FFFD. */
const wellFormed = (text: string) => Buffer.from(text, "utf8").toString("utf8");

/** Each payload as it goes in a URL, plus broken percent-encodings only a URL can carry. */
const IN_URLS: [payload: string, inUrl: string][] = [
  ...HOSTILE.map((payload): [string, string] => [payload, encodeURIComponent(wellFormed(payload))]),
  ...["%", "%E0%A4%A", "%C0%AF", "%ZZ", "%00", "%FF%FE", "%25%32%35"].map(
    (raw): [string, string] => [raw, raw],
  ),
];

const TOO_LARGE = "La solicitud es demasiado grande.";
const CROSS_SITE = "Solicitud de otro sitio rechazada.";
const SITE = "http://localhost:3000";
const EVIL = "https://evil.example";

type Response = Awaited<ReturnType<ReturnType<typeof request>["get"]>>;

/** Never a server error; a refusal is JSON with a Spanish `error`. */
function expectHandled(response: Response, where: string) {
  expect(response.status, `${where}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
  // 204: no body. 431: Node's HTTP parser refuses a request line over 16 kB before the app.
  if (response.status === 204 || response.status === 431) return;
  expect(response.headers["content-type"] ?? "", where).toMatch(/^application\/json/);
  if (response.status >= 400) expect(response.body.error, where).toEqual(expect.any(String));
}

/** A redirect target a browser would keep on this site. */
function expectSameSite(location: string | undefined, where: string) {
  expect(location, where).toBeDefined();
  expect(location!, where).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, SITE).origin, where).toBe(SITE);
  const inner = new URL(location!, SITE).searchParams.get("returnUrl");
  if (inner !== null) {
    expect(inner, where).toMatch(/^\/(?![/\\])/);
    expect(new URL(inner, SITE).origin, where).toBe(SITE);
  }
}

describe("hostile input against the API", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let patient: Awaited<ReturnType<typeof accountSession>>;
  let owner: Awaited<ReturnType<typeof accountSession>>;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let target: { id: number; slug: string };
  let conversationId: number;

  const from = (call: request.Test, cookie = "") => {
    const withAddress = call.set("X-Forwarded-For", nextClientAddress());
    return cookie ? withAddress.set("Cookie", cookie) : withAddress;
  };
  const countOf = async (
    table:
      | typeof providers
      | typeof users
      | typeof reviews
      | typeof messages
      | typeof adminSessions
      | typeof accountSessions,
  ) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table);
    return row!.n;
  };
  const everyCount = async () => ({
    providers: await countOf(providers),
    users: await countOf(users),
    reviews: await countOf(reviews),
    messages: await countOf(messages),
    adminSessions: await countOf(adminSessions),
    sessions: await countOf(accountSessions),
  });

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database, { TRUST_PROXY: "true" }));
    const listing = await insertProvider(database.db, {
      name: "Dra. Paz Objetivo",
      location: "Av. Reforma 100, Col. Juárez",
    });
    target = { id: listing.id, slug: listing.slug };
    for (let i = 0; i < 4; i++) {
      await insertProvider(database.db, {
        name: `Dr. Relleno Número ${i}`,
        location: `Calle Morelos ${i}, Col. Centro`,
      });
    }
    patient = await accountSession(app, database, { verified: true });
    owner = await accountSession(app, database, { verified: true });
    await giveListingTo(database, owner.userId!, target.id);
    admin = await adminSession(app, services, "admin.hostil");
    const started = await from(request(app).post("/api/conversations"), patient.cookie).send({
      providerId: target.id,
      body: "Hola, ¿atiende los sábados?",
    });
    expect(started.status).toBe(201);
    conversationId = started.body.conversationId;
  });
  afterAll(() => database.close());

  describe("SQL metacharacters", () => {
    it("never break the public search, profile and catalogue endpoints, and change nothing", async () => {
      const before = await countOf(providers);
      const searchParams = [
        "q",
        "specialty",
        "city",
        "available",
        "limit",
        "offset",
        "sort",
        "zone",
        "semanticSearch",
      ];
      for (const [payload, value] of IN_URLS) {
        for (const param of searchParams) {
          const extra = param === "semanticSearch" ? `&q=${value}` : "";
          const path = `/api/providers?${param}=${value}${extra}`;
          expectHandled(await from(request(app).get(path)), path);
        }
        const everyParam = searchParams.map((param) => `${param}=${value}`).join("&");
        expectHandled(await from(request(app).get(`/api/providers?${everyParam}`)), everyParam);
        for (const path of [
          `/api/provider/${value}`,
          `/api/providers/${value}`,
          `/api/providers/${value}/reviews`,
          `/api/public/validate-license?license=${value}`,
          `/api/specialties?q=${value}`,
          `/api/cities?q=${value}`,
          `/api/providers/specialty-counts?specialty=${value}`,
        ]) {
          expectHandled(await from(request(app).get(path)), path);
        }
        for (const [path, body] of [
          [`/api/providers/${value}/events`, { kind: "view" }],
          [`/api/providers/${target.id}/events`, { kind: payload }],
          ["/api/public/validate-license", { licenseNumber: payload }],
          ["/api/voice/intent", { transcript: payload }],
          ["/api/ai/analyze-symptoms", { query: payload }],
          ["/api/providers/claim/verify-phone", { providerId: payload, phone: payload }],
          ["/api/providers/claim/verify-phone", { providerId: target.id, phone: payload }],
        ] as const) {
          expectHandled(await from(request(app).post(path)).send(body), `${path} ${payload}`);
        }
      }
      expect(await countOf(providers)).toBe(before);
      // The table is still there and still answers the plain search.
      const plain = await request(app).get("/api/providers?q=Objetivo").expect(200);
      expect(plain.body.map((card: { id: number }) => card.id)).toContain(target.id);
    });

    it("treats % and _ literally in free text: they do not match everything", async () => {
      const all = Number(
        (await request(app).get("/api/providers?limit=50")).headers["x-total-count"],
      );
      expect(all).toBe(5);
      for (const wildcard of ["%", "_", "%%", "%_%", "\\%", "'%'"]) {
        const response = await request(app)
          .get(`/api/providers?q=${encodeURIComponent(wildcard)}&limit=50`)
          .expect(200);
        expect(Number(response.headers["x-total-count"]), `q=${wildcard}`).toBe(0);
        expect(response.body, `q=${wildcard}`).toEqual([]);
        // The zone of the city pages' neighbourhood links is matched in the address.
        const zone = await services.search.search({
          zone: wildcard,
          onlineOnly: false,
          availableToday: false,
          semantic: false,
          limit: 50,
          offset: 0,
        });
        expect(zone.total, `zone ${wildcard}`).toBe(0);
      }
      const zone = await services.search.search({
        zone: "Juárez",
        onlineOnly: false,
        availableToday: false,
        semantic: false,
        limit: 50,
        offset: 0,
      });
      expect(zone.providers.map((card) => card.id)).toEqual([target.id]);
      // The administrators' search takes them literally too.
      for (const wildcard of ["%", "_"]) {
        for (const param of ["search", "phone", "email", "city", "specialty"]) {
          const response = await from(
            request(app).get(`/api/admin/providers?${param}=${encodeURIComponent(wildcard)}`),
            admin.cookie,
          ).expect(200);
          expect(response.body.totalCount, `${param}=${wildcard}`).toBe(0);
        }
      }
    });

    it("never break the signed-in bodies, and what is stored is the text as typed", async () => {
      for (const [payload, value] of IN_URLS) {
        const calls: [string, request.Test][] = [
          [
            "login",
            from(request(app).post("/api/auth/login")).send({ email: payload, password: payload }),
          ],
          [
            "register",
            from(request(app).post("/api/auth/register")).send({
              email: payload,
              password: payload,
              firstName: payload,
              lastName: payload,
            }),
          ],
          [
            "admin login",
            from(request(app).post("/api/admin/login")).send({
              username: payload,
              password: payload,
            }),
          ],
          [
            "verify email",
            from(request(app).post("/api/auth/verify-email")).send({ token: payload }),
          ],
          [
            "review",
            from(request(app).post(`/api/providers/${target.id}/reviews`), patient.cookie).send({
              rating: payload,
              comment: payload,
            }),
          ],
          [
            "conversation id",
            from(request(app).get(`/api/conversations/${value}`), patient.cookie),
          ],
          ["favourite id", from(request(app).post(`/api/favourites/${value}`), patient.cookie)],
          [
            "own listing",
            from(request(app).put(`/api/providers/${target.id}/self`), owner.cookie).send({
              bio: payload,
              location: payload,
              phone: payload,
            }),
          ],
          [
            "own post",
            from(request(app).post("/api/providers/me/posts"), owner.cookie).send({
              title: payload,
              category: payload,
              content: payload,
            }),
          ],
          [
            "admin list",
            from(
              request(app).get(
                `/api/admin/providers?search=${value}&sortBy=${value}&sortOrder=${value}&limit=${value}`,
              ),
              admin.cookie,
            ),
          ],
          [
            "admin audit",
            from(
              request(app).get(`/api/admin/audit?entityType=${value}&entityId=${value}`),
              admin.cookie,
            ),
          ],
        ];
        for (const [what, call] of calls)
          expectHandled(await call, `${what}: ${payload.slice(0, 40)}`);

        // Free text that passes validation is stored exactly as typed (or refused), never run.
        const sent = await from(
          request(app).post(`/api/conversations/${conversationId}/messages`),
          patient.cookie,
        ).send({ body: `Mensaje: ${payload}` });
        expectHandled(sent, `message ${payload.slice(0, 40)}`);
        if (sent.status === 201) {
          const [last] = await database.db
            .select({ body: messages.body })
            .from(messages)
            .where(eq(messages.conversationId, conversationId))
            .orderBy(sql`${messages.id} desc`)
            .limit(1);
          // A lone surrogate cannot be stored as UTF-8: it becomes U+FFFD, nothing else changes.
          expect(last!.body).toBe(wellFormed(`Mensaje: ${payload}`.trim()));
        }
      }
      expect(await countOf(providers)).toBe(5);
    });
  });

  describe("bodies over the limits", () => {
    const bigJson = (bytes: number) =>
      JSON.stringify({ email: "a@example.com", relleno: "x".repeat(bytes) });

    it("answer 413 with the Spanish error on JSON and form bodies, auth endpoints included", async () => {
      for (const path of [
        "/api/auth/login",
        "/api/auth/register",
        "/api/auth/register-patient",
        "/api/providers/register",
        "/api/admin/login",
        `/api/providers/${target.id}/reviews`,
        "/api/conversations",
        "/api/no-existe",
      ]) {
        const json = await from(request(app).post(path), patient.cookie)
          .set("Content-Type", "application/json")
          .send(bigJson(150_000));
        expect(json.status, path).toBe(413);
        expect(json.body, path).toEqual({ error: TOO_LARGE });
        const form = await from(request(app).post(path), patient.cookie)
          .set("Content-Type", "application/x-www-form-urlencoded")
          .send(`email=a%40example.com&relleno=${"x".repeat(150_000)}`);
        expect(form.status, path).toBe(413);
        expect(form.body, path).toEqual({ error: TOO_LARGE });
      }
    });

    it("answer 413 with the voice wording on a recording over its limit", async () => {
      const transcribe = await from(request(app).post("/api/voice/transcribe"))
        .set("Content-Type", "application/json")
        .send(JSON.stringify({ audio: "A".repeat(3 * 1024 * 1024 + 1000) }));
      expect(transcribe.status).toBe(413);
      expect(transcribe.body).toEqual({ error: VOICE_MESSAGES.tooLarge });
      const intent = await from(request(app).post("/api/voice/intent"))
        .set("Content-Type", "application/json")
        .send(JSON.stringify({ transcript: "x".repeat(20_000) }));
      expect(intent.status).toBe(413);
      expect(intent.body).toEqual({ error: VOICE_MESSAGES.tooLarge });
    });

    it("answers 413 on a CSV upload over 100 MB and imports nothing", async () => {
      const before = await countOf(providers);
      const server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const boundary = "----frontera-de-prueba";
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="dataSource"\r\n\r\ncsv_import\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="dataSourceName"\r\n\r\nGrande\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.csv"\r\n` +
            "Content-Type: text/csv\r\n\r\n" +
            "columna\n",
        );
        const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
        // Filler far past the limit, never held in memory whole. The header names no column the
        // import knows, so the file is refused at once and the rest only streams through.
        const chunk = Buffer.alloc(1_048_576, "relleno,");
        const chunks = Math.ceil(CSV_MAX_BYTES / chunk.length) + 1;
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request(
            {
              host: "127.0.0.1",
              port,
              method: "POST",
              path: "/api/admin/providers/import-csv",
              headers: {
                "Content-Type": `multipart/form-data; boundary=${boundary}`,
                "Content-Length": head.length + chunks * chunk.length + tail.length,
                Cookie: admin.cookie,
                "X-Forwarded-For": nextClientAddress(),
              },
            },
            (res) => {
              let body = "";
              res.setEncoding("utf8");
              res.on("data", (part: string) => (body += part));
              res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on("error", reject);
          req.write(head);
          let sent = 0;
          const pump = () => {
            while (sent < chunks) {
              sent += 1;
              if (!req.write(chunk)) {
                req.once("drain", pump);
                return;
              }
            }
            req.end(tail);
          };
          pump();
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ error: IMPORT_MESSAGES.tooLarge });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      expect(await countOf(providers)).toBe(before);
    });
  });

  describe("cross-site form posts", () => {
    const FORMS = {
      "application/x-www-form-urlencoded": (fields: Record<string, string>) =>
        new URLSearchParams(fields).toString(),
      "multipart/form-data; boundary=XYZ": (fields: Record<string, string>) =>
        Object.entries(fields)
          .map(([k, v]) => `--XYZ\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join("") + "--XYZ--\r\n",
      "text/plain": (fields: Record<string, string>) =>
        Object.entries(fields)
          .map(([k, v]) => `${k}=${v}`)
          .join("\r\n"),
    };

    it("are refused with 403 and write nothing, on the API and on the pages' form actions", async () => {
      const before = await everyCount();
      const targets: [string, Record<string, string>, string][] = [
        ["/api/auth/login", { email: patient.email, password: patient.password }, ""],
        [
          "/api/auth/register",
          {
            email: "cruzado@example.com",
            password: "contraseña-larga",
            firstName: "Cruz",
            lastName: "Ado",
          },
          "",
        ],
        [
          `/api/providers/${target.id}/reviews`,
          { rating: "5", comment: "Reseña enviada desde otro sitio." },
          patient.cookie,
        ],
        [
          "/api/conversations",
          { providerId: String(target.id), body: "Mensaje desde otro sitio" },
          patient.cookie,
        ],
        [
          `/api/conversations/${conversationId}/messages`,
          { body: "Mensaje desde otro sitio" },
          patient.cookie,
        ],
        ["/api/admin/login", { username: admin.username, password: admin.password }, ""],
        [`/api/providers/${target.id}/self`, { bio: "Cambiada desde otro sitio" }, owner.cookie],
        // React Router form actions (app/routes: login, admin login, dashboards, messages,
        // set password, verify email), with and without JavaScript (".data").
        ["/login", { email: patient.email, password: patient.password }, ""],
        ["/login.data", { email: patient.email, password: patient.password }, ""],
        ["/admin/login", { username: admin.username, password: admin.password }, ""],
        ["/admin/login.data", { username: admin.username, password: admin.password }, ""],
        ["/dashboard", { intent: "save", bio: "Cambiada" }, owner.cookie],
        ["/dashboard/paciente", { intent: "remove" }, patient.cookie],
        [`/mensajes/${conversationId}`, { body: "Mensaje desde otro sitio" }, patient.cookie],
        ["/crear-contrasena", { token: "x".repeat(20), password: "contraseña-larga" }, ""],
        ["/verify-email", { token: "x".repeat(20) }, ""],
      ];
      for (const [path, fields, cookie] of targets) {
        for (const [type, encode] of Object.entries(FORMS)) {
          const method = path.endsWith("/self") ? "put" : "post";
          for (const headers of [
            { Origin: EVIL },
            { Origin: "null" },
            { "Sec-Fetch-Site": "cross-site" },
            { Origin: `${EVIL}`, Referer: `${SITE}/login` },
          ]) {
            const response = await from(request(app)[method](path), cookie)
              .set(headers)
              .set("Content-Type", type)
              .send(encode(fields));
            const where = `${method.toUpperCase()} ${path} ${type} ${JSON.stringify(headers)}`;
            expect(response.status, where).toBe(403);
            expect(response.body, where).toEqual({ error: CROSS_SITE });
            expect(response.headers["set-cookie"], where).toBeUndefined();
          }
        }
      }
      expect(await everyCount()).toEqual(before);
      const [listing] = await database.db
        .select({ bio: providers.bio })
        .from(providers)
        .where(eq(providers.id, target.id));
      expect(listing!.bio).not.toBe("Cambiada desde otro sitio");
    });
  });

  describe("returnUrl open redirects", () => {
    const ATTEMPTS = [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "%2F%2Fevil.example",
      "/%09/evil.example",
      "/\t/evil.example",
      "http:evil.example",
      "///evil.example",
      "/\\/evil.example",
      " //evil.example",
      "/%5Cevil.example",
      "//evil.example/%2F..",
      "https:/\\evil.example",
      "/.//evil.example",
    ];
    let google: FakeGoogle;

    beforeAll(async () => {
      google = await startFakeGoogle();
    });
    afterAll(() => google.close());

    it("keep Google sign-in on this site when it is not configured", async () => {
      for (const attempt of ATTEMPTS) {
        for (const query of [`returnUrl=${encodeURIComponent(attempt)}`, `returnUrl=${attempt}`]) {
          let response: Response;
          try {
            response = await from(request(app).get(`/api/auth/google?${query}`));
          } catch {
            continue; // a URL the HTTP client itself refuses to send
          }
          expect(response.status, query).toBe(302);
          expectSameSite(response.headers.location, query);
        }
      }
    });

    it("bring a Google sign-in back to a same-site path whatever returnUrl said", async () => {
      const { app: googleApp } = createTestApp(database, { ...google.env(), TRUST_PROXY: "true" });
      google.user = { ...DEFAULT_GOOGLE_USER };
      for (const attempt of ATTEMPTS) {
        for (const query of [`returnUrl=${encodeURIComponent(attempt)}`, `returnUrl=${attempt}`]) {
          const agent = request.agent(googleApp);
          let start: Response;
          try {
            start = await agent
              .get(`/api/auth/google?${query}`)
              .set("X-Forwarded-For", nextClientAddress());
          } catch {
            continue;
          }
          expect(start.status, query).toBe(302);
          const consent = await fetch(start.headers.location!, { redirect: "manual" });
          const callback = new URL(consent.headers.get("location")!);
          const done = await agent
            .get(`${callback.pathname}${callback.search}`)
            .set("X-Forwarded-For", nextClientAddress())
            .expect(302);
          expectSameSite(done.headers.location, `callback for ${query}`);
          expect(done.headers.location, query).toContain("login=success");
        }
      }
      // A same-site path is still honoured.
      const agent = request.agent(googleApp);
      const start = await agent
        .get("/api/auth/google?returnUrl=%2Fcardiologia%2Fpuebla")
        .expect(302);
      const consent = await fetch(start.headers.location!, { redirect: "manual" });
      const callback = new URL(consent.headers.get("location")!);
      const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
      expect(done.headers.location).toBe("/cardiologia/puebla?login=success&method=google");
    });
  });

  describe("security headers", () => {
    it("are sent on API answers of every kind", async () => {
      const answers = [
        await request(app).get("/api/providers?limit=1"),
        await request(app).get("/api/auth/user"),
        await request(app).get("/api/no-existe"),
        await from(request(app).post("/api/auth/login")).send({}),
        await from(request(app).get("/api/admin/session"), admin.cookie),
      ];
      for (const response of answers) {
        const where = `${response.status} ${response.request?.url ?? ""}`;
        const csp = response.headers["content-security-policy"] ?? "";
        const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
        // No inline script runs in an API answer; pages list theirs by hash (ADR 010).
        expect(scriptSrc, where).toBe("'self'");
        expect(scriptSrc, where).not.toContain("unsafe-inline");
        expect(scriptSrc, where).not.toContain("unsafe-eval");
        expect(csp, where).toContain("frame-ancestors 'none'");
        expect(csp, where).toContain("object-src 'none'");
        expect(csp, where).toContain("base-uri 'self'");
        expect(csp, where).toContain("form-action 'self'");
        expect(response.headers["x-content-type-options"], where).toBe("nosniff");
        expect(response.headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
        expect(response.headers["x-frame-options"], where).toBeDefined();
        expect(response.headers["x-powered-by"], where).toBeUndefined();
      }
      // Signed-in answers are never stored by shared caches.
      expect(answers[4]!.headers["cache-control"]).toBe("no-store");
    });
  });
});
