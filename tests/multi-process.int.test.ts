import { existsSync } from "node:fs";
import { ensureProductionBuild, projectRoot } from "../scripts/lib/build.ts";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../server/db/client.ts";
import { createMailRepository } from "../server/mail/repository.ts";
import { insertProvider } from "./factories/providers.ts";
import { createEmptyPostgresDatabase } from "./support/database.ts";
import { freePort } from "./support/embedded-postgres.ts";
import { NGINX_BINARY, startNginx, type RunningNginx } from "./support/nginx.ts";
import { startServerProcess } from "./support/server-process.ts";

/**
 * Three production processes (server/index.ts) on one PostgreSQL behind a real nginx, round
 * robin, no sticky sessions: what one process learns, the others must know too.
 * Needs the production build (npm run build) and Debian's nginx.
 */
const ADMIN = { username: "admin.multi", password: "Admin-Multi-Proceso-2026!" };
const PROCESSES = 3;

type Answer = { status: number; upstream: string; body: unknown; cookie: string };

async function call(
  url: string,
  options: { method?: string; body?: unknown; cookie?: string; address?: string } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers: {
      ...(options.body ? { "content-type": "application/json" } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.address ? { "x-forwarded-for": options.address } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
    redirect: "manual",
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  return {
    status: response.status,
    upstream: response.headers.get("x-upstream") ?? "",
    body,
    cookie,
  };
}

let addressCounter = 0;
const nextAddress = () => `203.0.113.${++addressCounter}`;

describe.skipIf(!existsSync(NGINX_BINARY))("several stateless processes behind nginx", () => {
  let fresh: { url: string; drop: () => Promise<void> };
  let database: DatabaseHandle;
  let nginx: RunningNginx;
  let ports: number[];
  const children: ReturnType<typeof startServerProcess>[] = [];

  beforeAll(async () => {
    // npm test builds before the integration step; run alone, the build is made here.
    if (!existsSync(path.join(projectRoot, "build/server/index.js"))) ensureProductionBuild();
    fresh = await createEmptyPostgresDatabase(inject("postgresTemplate"));
    database = await openDatabase({ kind: "postgres", url: fresh.url });
    ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    // Started together on a fresh database with no SESSION_SECRET: they must agree on one.
    const { SESSION_SECRET: _none, ...env } = process.env;
    expect(_none).toBeUndefined();
    for (const port of ports) {
      children.push(
        startServerProcess({
          ...(env as Record<string, string>),
          PORT: String(port),
          DATABASE_URL: fresh.url,
          SEED_ON_START: "false",
          TRUST_PROXY: "true",
          LOG_LEVEL: "warn",
          ADMIN_INITIAL_USERNAME: ADMIN.username,
          ADMIN_INITIAL_PASSWORD: ADMIN.password,
        }),
      );
    }
    await Promise.all(
      ports.map(async (port, i) => {
        for (let attempt = 0; ; attempt++) {
          try {
            if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
          } catch {
            // not listening yet
          }
          if (attempt > 600) throw new Error(`process ${i} never ready:\n${children[i]!.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    nginx = await startNginx(ports);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const child of children) child.child.kill("SIGTERM");
    await Promise.all(children.map((c) => c.exited));
    await database?.close();
    await fresh?.drop();
  });

  it("keeps a session on every process, whichever answers", async () => {
    const email = `multi.${Date.now()}@example.com`;
    const password = "contraseña-multi-proceso";
    const registered = await call(`${nginx.url}/api/auth/register`, {
      method: "POST",
      address: nextAddress(),
      body: { email, password, firstName: "Rosa", lastName: "Proceso" },
    });
    expect(registered.status).toBe(201);
    const mail = await createMailRepository(database.db).latestTo(email);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
    expect(
      (await call(`${nginx.url}/api/auth/verify-email`, { method: "POST", body: { token } }))
        .status,
    ).toBe(200);
    const login = await call(`${nginx.url}/api/auth/login`, {
      method: "POST",
      address: nextAddress(),
      body: { email, password },
    });
    expect(login.status).toBe(200);
    const seen = new Set<string>();
    for (let i = 0; i < PROCESSES * 2; i++) {
      const me = await call(`${nginx.url}/api/auth/user`, { cookie: login.cookie });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email });
      seen.add(me.upstream);
    }
    expect(seen.size).toBe(PROCESSES);
  });

  it("drops a rejected listing from every process's public answers within a second", async () => {
    const listing = await insertProvider(database.db, {
      name: "Dra. Elena Multiproceso",
      specialtySlug: "cardiologia",
      citySlug: "monterrey",
    });
    const search = (port: number) =>
      call(`http://127.0.0.1:${port}/api/providers?specialty=cardiologia&city=monterrey`, {
        address: nextAddress(),
      });
    // The spec's contract: a JSON array of cards.
    const listed = (answer: Answer) =>
      Array.isArray(answer.body) &&
      (answer.body as { id: number }[]).some((p) => p.id === listing.id);
    // Every process answers, and so caches, the search and the profile first.
    for (const port of ports) {
      for (let i = 0; i < 2; i++) {
        expect(listed(await search(port))).toBe(true);
        expect((await call(`http://127.0.0.1:${port}/api/providers/${listing.id}`)).status).toBe(
          200,
        );
      }
    }
    const admin = await call(`${nginx.url}/api/admin/login`, {
      method: "POST",
      address: nextAddress(),
      body: ADMIN,
    });
    expect(admin.status).toBe(200);
    const rejected = await call(`${nginx.url}/api/admin/providers/${listing.id}/status`, {
      method: "PUT",
      cookie: admin.cookie,
      body: { status: "rejected", adminNotes: "Prueba de varios procesos" },
    });
    expect(rejected.status).toBe(200);
    const changedAt = Date.now();
    const elapsed = await Promise.all(
      ports.map(async (port) => {
        for (;;) {
          const [found, profile] = await Promise.all([
            search(port),
            call(`http://127.0.0.1:${port}/api/providers/${listing.id}`),
          ]);
          if (!listed(found) && profile.status === 404) return Date.now() - changedAt;
          if (Date.now() - changedAt > 5_000) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    for (const ms of elapsed) expect(ms).toBeLessThanOrEqual(1_000);
  });

  it("counts a rate limit once across processes", async () => {
    const email = `limite.${Date.now()}@example.com`;
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    // Wrong passwords for one account from ever-new addresses: only the account limit (10) applies.
    for (let i = 0; i < 11; i++) {
      const attempt = await call(`${nginx.url}/api/auth/login`, {
        method: "POST",
        address: nextAddress(),
        body: { email, password: "no-es-la-contraseña" },
      });
      statuses.push(attempt.status);
      upstreams.add(attempt.upstream);
    }
    expect(upstreams.size).toBe(PROCESSES);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});
