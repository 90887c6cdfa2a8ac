import { existsSync } from "node:fs";
import { ensureProductionBuild } from "../scripts/lib/build.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ImportProgress } from "../common/imports/types.ts";
import { generateBenchCsv } from "../scripts/bench/csv-import.ts";
import { openDatabase, type DatabaseHandle } from "../server/db/client.ts";
import { providers, users } from "../server/db/schema/index.ts";
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
/** Rows of the CSV imported while every process is asked its progress. */
const ROWS = 20_000;

type Answer = { status: number; upstream: string; body: unknown; cookie: string };

async function call(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    form?: FormData;
    cookie?: string;
    address?: string;
  } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers: {
      ...(options.body ? { "content-type": "application/json" } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.address ? { "x-forwarded-for": options.address } : {}),
    },
    body: options.form ?? (options.body ? JSON.stringify(options.body) : undefined),
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
const direct = (port: number) => `http://127.0.0.1:${port}`;

interface Cluster {
  nginx: RunningNginx;
  /** Each process's own port, to ask one of them directly. */
  ports: number[];
  stop(): Promise<void>;
}

/**
 * PROCESSES production servers on `databaseUrl` (with `env` on top), started together on a
 * fresh database with no SESSION_SECRET (they must agree on one), behind one nginx.
 */
async function startCluster(databaseUrl: string, env: Record<string, string> = {}) {
  // npm test builds before the integration step; run alone, the build is made here.
  // The server bundle too (startServerProcess runs it): cheap when the build is current.
  ensureProductionBuild();
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  const { SESSION_SECRET: none, ...inherited } = process.env;
  expect(none).toBeUndefined();
  const children = ports.map((port) =>
    startServerProcess({
      ...(inherited as Record<string, string>),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_ON_START: "false",
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      ADMIN_INITIAL_USERNAME: ADMIN.username,
      ADMIN_INITIAL_PASSWORD: ADMIN.password,
      ...env,
    }),
  );
  const stopProcesses = async () => {
    for (const child of children) child.child.kill("SIGTERM");
    await Promise.all(children.map((c) => c.exited));
  };
  try {
    await Promise.all(
      ports.map(async (port, i) => {
        // A process that exits fails at once; one still starting gets 3 minutes, since a
        // loaded two-core machine took over 60 s to start three (tsx compiles every file).
        const giveUpAt = Date.now() + 180_000;
        for (;;) {
          try {
            if ((await fetch(`${direct(port)}/readyz`)).ok) return;
          } catch {
            // not listening yet
          }
          const child = children[i]!;
          if (child.child.exitCode !== null || Date.now() > giveUpAt)
            throw new Error(`process ${i} never ready:\n${child.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    const nginx = await startNginx(ports);
    return {
      nginx,
      ports,
      stop: async () => {
        await nginx.stop();
        await stopProcesses();
      },
    } satisfies Cluster;
  } catch (error) {
    await stopProcesses();
    throw error;
  }
}

/** A new account, its email verified through the link mailed, signed in: its session cookie. */
async function signUp(
  cluster: Cluster,
  database: DatabaseHandle,
  person: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const password = "contraseña-multi-proceso";
  const registered = await call(`${cluster.nginx.url}/api/auth/register`, {
    method: "POST",
    address: nextAddress(),
    body: { ...person, password },
  });
  expect(registered.status).toBe(201);
  const mail = await createMailRepository(database.db).latestTo(person.email);
  const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
  const verified = await call(`${cluster.nginx.url}/api/auth/verify-email`, {
    method: "POST",
    body: { token },
  });
  expect(verified.status).toBe(200);
  const login = await call(`${cluster.nginx.url}/api/auth/login`, {
    method: "POST",
    address: nextAddress(),
    body: { email: person.email, password },
  });
  expect(login.status).toBe(200);
  return login.cookie;
}

async function adminCookie(cluster: Cluster): Promise<string> {
  const admin = await call(`${cluster.nginx.url}/api/admin/login`, {
    method: "POST",
    address: nextAddress(),
    body: ADMIN,
  });
  expect(admin.status).toBe(200);
  return admin.cookie;
}

describe.skipIf(!existsSync(NGINX_BINARY))("several stateless processes behind nginx", () => {
  let fresh: { url: string; drop: () => Promise<void> };
  let database: DatabaseHandle;
  let cluster: Cluster;

  beforeAll(async () => {
    fresh = await createEmptyPostgresDatabase(inject("postgresTemplate"));
    database = await openDatabase({ kind: "postgres", url: fresh.url });
    cluster = await startCluster(fresh.url);
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.close();
    await fresh?.drop();
  });

  it("keeps a session on every process, whichever answers", async () => {
    const email = `multi.${Date.now()}@example.com`;
    const cookie = await signUp(cluster, database, {
      email,
      firstName: "Rosa",
      lastName: "Proceso",
    });
    const seen = new Set<string>();
    for (let i = 0; i < PROCESSES * 2; i++) {
      const me = await call(`${cluster.nginx.url}/api/auth/user`, { cookie });
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
      call(`${direct(port)}/api/providers?specialty=cardiologia&city=monterrey`, {
        address: nextAddress(),
      });
    // The spec's contract: a JSON array of cards.
    const listed = (answer: Answer) =>
      Array.isArray(answer.body) &&
      (answer.body as { id: number }[]).some((p) => p.id === listing.id);
    // Every process answers, and so caches, the search and the profile first.
    for (const port of cluster.ports) {
      for (let i = 0; i < 2; i++) {
        expect(listed(await search(port))).toBe(true);
        expect((await call(`${direct(port)}/api/providers/${listing.id}`)).status).toBe(200);
        // The profile by slug is cached like the profile page (server/providers/service.ts).
        expect((await call(`${direct(port)}/api/provider/${listing.slug}`)).status).toBe(200);
      }
    }
    const rejected = await call(`${cluster.nginx.url}/api/admin/providers/${listing.id}/status`, {
      method: "PUT",
      cookie: await adminCookie(cluster),
      body: { status: "rejected", adminNotes: "Prueba de varios procesos" },
    });
    expect(rejected.status).toBe(200);
    const changedAt = Date.now();
    const elapsed = await Promise.all(
      cluster.ports.map(async (port) => {
        for (;;) {
          const [found, profile, bySlug] = await Promise.all([
            search(port),
            call(`${direct(port)}/api/providers/${listing.id}`),
            call(`${direct(port)}/api/provider/${listing.slug}`),
          ]);
          if (!listed(found) && profile.status === 404 && bySlug.status === 404)
            return Date.now() - changedAt;
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
      const attempt = await call(`${cluster.nginx.url}/api/auth/login`, {
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

  it("reads an import's progress the same from every process, while it runs and at the end", async () => {
    const cookie = await adminCookie(cluster);
    const progressId = `multiproceso-${Date.now()}`;
    const form = new FormData();
    form.set("dataSource", "csv_import");
    form.set("dataSourceName", "Prueba de varios procesos");
    form.set(
      "file",
      new Blob([new Uint8Array(generateBenchCsv(ROWS))], { type: "text/csv" }),
      "varios.csv",
    );
    // Sent through nginx: whichever process takes it, the others are asked directly below.
    const importing = call(
      `${cluster.nginx.url}/api/admin/providers/import-csv?progressId=${progressId}`,
      { method: "POST", form, cookie },
    );
    let finished = false;
    void importing.finally(() => (finished = true));
    const progressOn = async (port: number) => {
      const answer = await call(`${direct(port)}/api/admin/imports/progress/${progressId}`, {
        cookie,
      });
      return answer.status === 200 ? (answer.body as ImportProgress) : null;
    };
    // Each round asks the first process, every other one, then the first again: when the two
    // readings of the first agree, nothing was written between them, so all must agree.
    const agreedWhileRunning: ImportProgress[] = [];
    while (!finished) {
      const first = await progressOn(cluster.ports[0]!);
      const others = [];
      for (const port of cluster.ports.slice(1)) others.push(await progressOn(port));
      const again = await progressOn(cluster.ports[0]!);
      if (first && again && JSON.stringify(first) === JSON.stringify(again)) {
        for (const other of others) expect(other).toEqual(first);
        if (first.phase !== "done") agreedWhileRunning.push(first);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answer = await importing;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ imported: ROWS, skipped: 0 });
    // At least one reading of the import under way that every process agreed on, in order.
    expect(agreedWhileRunning.some((p) => p.percent > 0 && p.percent < 100)).toBe(true);
    const percents = agreedWhileRunning.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const final = await Promise.all(cluster.ports.map(progressOn));
    for (const progress of final) {
      expect(progress).toMatchObject({ phase: "done", percent: 100, result: answer.body });
    }
  }, 120_000);
});

/**
 * DATABASE_READ_URL: a second database of the same PostgreSQL stands for a replica that trails
 * the primary (as in server/db/read-replica.int.test.ts). It holds an older copy of a doctor's
 * listing, so every answer shows which server gave it.
 */
describe.skipIf(!existsSync(NGINX_BINARY))("several processes with a read replica", () => {
  const OLD_BIO = "Versión de la réplica, todavía sin la edición.";
  let primaryDb: { url: string; drop: () => Promise<void> };
  let replicaDb: { url: string; drop: () => Promise<void> };
  let primary: DatabaseHandle;
  let replica: DatabaseHandle;
  let cluster: Cluster;

  beforeAll(async () => {
    primaryDb = await createEmptyPostgresDatabase(inject("postgresTemplate"));
    replicaDb = await createEmptyPostgresDatabase(inject("postgresTemplate"));
    primary = await openDatabase({ kind: "postgres", url: primaryDb.url });
    replica = await openDatabase({ kind: "postgres", url: replicaDb.url });
    cluster = await startCluster(primaryDb.url, { DATABASE_READ_URL: replicaDb.url });
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await primary?.close();
    await replica?.close();
    await primaryDb?.drop();
    await replicaDb?.drop();
  });

  it("shows a doctor's own edit at once on every process, and the public the replica's copy", async () => {
    const email = `replica.${Date.now()}@example.com`;
    const listing = await insertProvider(primary.db, {
      name: "Dra. Inés Primario Réplica",
      specialtySlug: "neumologia",
      citySlug: "puebla",
      bio: "Versión del primario.",
    });
    // The replica is behind: the same listing (same id) as it was before.
    await insertProvider(replica.db, {
      id: listing.id,
      name: "Dra. Inés (copia atrasada)",
      slug: listing.slug,
      specialtySlug: "neumologia",
      citySlug: "puebla",
      bio: OLD_BIO,
    });
    // The account exists only on the primary: its session is read there by every process.
    const cookie = await signUp(cluster, primary, {
      email,
      firstName: "Inés",
      lastName: "Réplica",
    });
    const [account] = await primary.db.select().from(users).where(eq(users.email, email));
    await primary.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, account!.id));
    await primary.db
      .update(providers)
      .set({ userId: account!.id })
      .where(eq(providers.id, listing.id));

    for (const [i, writer] of cluster.ports.entries()) {
      const bio = `Edición guardada en el proceso ${i + 1}.`;
      const saved = await call(`${direct(writer)}/api/providers/${listing.id}/self`, {
        method: "PUT",
        cookie,
        body: { bio },
      });
      expect(saved.status).toBe(200);
      // At once, on every other process: the dashboard reads its own writes from the primary.
      for (const reader of cluster.ports.filter((port) => port !== writer)) {
        const own = await call(`${direct(reader)}/api/providers/me`, { cookie });
        expect(own.status).toBe(200);
        expect(own.body).toMatchObject({ id: listing.id, bio });
      }
    }

    // Public reads and search come from the replica, on every process.
    for (const port of cluster.ports) {
      const profile = await call(`${direct(port)}/api/providers/${listing.id}`);
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ name: "Dra. Inés (copia atrasada)", bio: OLD_BIO });
      const found = await call(`${direct(port)}/api/providers?specialty=neumologia&city=puebla`, {
        address: nextAddress(),
      });
      expect((found.body as { name: string }[]).map((p) => p.name)).toEqual([
        "Dra. Inés (copia atrasada)",
      ]);
    }
  }, 60_000);
});
