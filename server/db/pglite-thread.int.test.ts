import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pgliteTemplateDump } from "../../tests/support/database.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { PgliteThread } from "./pglite-thread-client.ts";

type Querier = Pick<PGlite, "query">;

/** The plan_cache_mode in force (inside a transaction: its own). */
async function planMode(pg: Querier): Promise<string> {
  const result = await pg.query<{ m: string }>("select current_setting('plan_cache_mode') as m");
  return result.rows[0]!.m;
}

/** Three runs of each: the marked statement planned once for all, the other one for each. */
async function expectPlans(pg: Querier, marked: string, plain: string): Promise<void> {
  const plans = await pg.query<{ statement: string; generic: number; custom: number }>(
    `select statement, generic_plans::int as generic, custom_plans::int as custom
     from pg_prepared_statements where statement in ($1, $2) order by statement`,
    [marked, plain],
  );
  expect(plans.rows).toEqual([
    { statement: marked, generic: 3, custom: 0 },
    { statement: plain, generic: 0, custom: 3 },
  ]);
}

// PGlite on its own thread (ADR 013): drizzle's calls behave as they do in PGlite itself, and
// a query no longer stops the main thread.
describe("PGlite on its own thread", () => {
  let database: DatabaseHandle;
  let thread: PgliteThread;

  beforeAll(async () => {
    // Every PGlite here starts from the run's migrated template: an empty one runs initdb first.
    database = await openDatabase({ kind: "pglite", loadDataDir: pgliteTemplateDump() });
    await database.db.execute(
      sql`create table notas (id int primary key, texto text not null unique, creada timestamptz)`,
    );
    thread = await PgliteThread.open({ loadDataDir: pgliteTemplateDump() });
    await thread.exec("create table notas (id int primary key, texto text not null)");
  });
  afterAll(async () => {
    await database.close();
    await thread.close();
  });

  it("sends parameters and brings back rows, with drizzle's own date mapping", async () => {
    const when = new Date("2026-11-24T10:30:00.000Z");
    await database.db.execute(sql`insert into notas values (1, ${"uno"}, ${when.toISOString()})`);
    const rows = await database.db.execute<{ texto: string; creada: string }>(
      sql`select texto, creada from notas where id = ${1}`,
    );
    expect(rows.rows).toEqual([{ texto: "uno", creada: "2026-11-24 10:30:00+00" }]);
    // Through drizzle's array mode the same types stay as PostgreSQL's text too.
    const raw = await thread.query<unknown[]>("select $1::int + 1, now()::date", [41], {
      rowMode: "array",
      parsers: { 1082: (value: string) => value },
    });
    expect(raw.rows[0]?.[0]).toBe(42);
    expect(raw.rows[0]?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps PostgreSQL's fields on an error: code, constraint and detail", async () => {
    const failure = (await database.db
      .execute(sql`insert into notas values (2, ${"uno"}, null)`)
      .then(
        () => undefined,
        (error: unknown) => error,
      )) as { cause?: Record<string, unknown> } | undefined;
    expect(failure?.cause?.code).toBe("23505");
    expect(failure?.cause?.constraint).toBe("notas_texto_key");
    expect(String(failure?.cause?.detail)).toContain("uno");
    expect(await thread.query("select 1 as n")).toMatchObject({ rows: [{ n: 1 }] });
  });

  it("refuses a parser that would change values: it could not run on the other thread", async () => {
    await expect(
      thread.query("select 1", [], { parsers: { 23: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow(/cannot cross threads/);
  });

  it("commits a transaction that returns and rolls back one that throws, savepoints included", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notas values (10, 'diez', null)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notas values (11, 'once', null)`);
          throw new Error("deshacer solo el punto de guardado");
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notas values (12, 'doce', null)`);
        await tx.execute(sql`insert into notas values (13, 'diez', null)`);
      }),
    ).rejects.toThrow();
    const ids = await database.db.execute<{ id: number }>(
      sql`select id from notas where id >= 10 order by id`,
    );
    expect(ids.rows.map((row) => row.id)).toEqual([10]);
  });

  it("makes a query from outside wait for an open transaction, as PGlite's one connection does", async () => {
    let outside: Promise<number> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("insert into notas values (20, 'veinte')");
      outside = thread
        .query<{ n: number }>("select count(*)::int as n from notas where id = 20")
        .then((result) => result.rows[0]!.n);
      // Give the outside query every chance to run inside the transaction if it could.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("update notas set texto = 'veinte bis' where id = 20");
    });
    expect(await outside).toBe(1);
    const rolledBack = thread.transaction(async (tx) => {
      await tx.query("delete from notas where id = 20");
      throw new Error("no borrar");
    });
    await expect(rolledBack).rejects.toThrow("no borrar");
    const row = await thread.query<{ texto: string }>("select texto from notas where id = 20");
    expect(row.rows).toEqual([{ texto: "veinte bis" }]);
  });

  it("runs a repeated query as one named statement, with the same answers as PGlite's own query", async () => {
    await thread.exec(`create table tipos (id int primary key, texto text, datos jsonb, activo boolean,
      cuando timestamptz, lista text[], monto numeric)`);
    const insert = "insert into tipos values ($1, $2, $3, $4, $5, $6, $7) returning id";
    const rows = [
      [
        1,
        "uno",
        JSON.stringify({ a: [1, "dos"] }),
        true,
        "2026-11-29T10:00:00.000Z",
        ["x", 'y"z'],
        "12.50",
      ],
      [2, null, null, null, null, null, null],
      [3, "l'apóstrofo \\ y ñ", "[]", false, new Date("2026-01-02T03:04:05.000Z"), [], 7],
    ];
    for (const row of rows) expect((await thread.query(insert, row)).rows).toHaveLength(1);
    const select = "select * from tipos where id = any($1::int[]) order by id";
    const named = await thread.query(select, [[1, 2, 3]]);
    const prepared = await thread.query<{ statement: string }>(
      "select statement from pg_prepared_statements",
    );
    expect(prepared.rows.map((row) => row.statement)).toEqual(
      expect.arrayContaining([insert, select]),
    );
    // PGlite's own unnamed path, as before: inside a transaction.
    const own = await thread.transaction((tx) => tx.query(select, [[1, 2, 3]]));
    expect(named.rows).toEqual(own.rows);
    expect(named.fields).toEqual(own.fields);
    expect(named.rows[0]).toMatchObject({ texto: "uno", datos: { a: [1, "dos"] }, activo: true });
    expect(named.rows[2]).toMatchObject({ texto: "l'apóstrofo \\ y ñ", lista: [] });
    // Array rows and drizzle's text parsers travel the same way.
    const array = await thread.query<unknown[]>("select id, cuando from tipos where id = $1", [1], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value },
    });
    expect(array.rows).toEqual([[1, "2026-11-29 10:00:00+00"]]);
    const updated = await thread.query("update tipos set activo = $1 where id > $2", [true, 1]);
    expect(updated.affectedRows).toBe(2);
  });

  it("answers errors of a named statement with their fields and stays usable", async () => {
    const insert = "insert into notas values ($1, $2)";
    await thread.query(insert, [30, "treinta"]);
    const duplicate = await thread.query(insert, [30, "otra"]).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "notas_pkey" });
    const badValue = await thread.query(insert, ["no es número", "x"]).catch((e: unknown) => e);
    expect(badValue).toMatchObject({ code: "22P02" });
    const syntax = await thread.query("selec 1").catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: "42601" });
    await thread.query(insert, [32, "treinta y dos"]);
    const count = await thread.query<{ n: number }>(
      "select count(*)::int as n from notas where id between $1 and $2",
      [30, 39],
    );
    expect(count.rows).toEqual([{ n: 2 }]);
    // A failed parse is not kept: the same text, once valid, is a new statement.
    await thread.exec("create table tarde (n int)");
    expect((await thread.query("select count(*)::int as n from tarde")).rows).toEqual([{ n: 0 }]);
    // A table whose columns change after a statement read it: prepared again, new columns.
    const all = "select * from tarde";
    await thread.query("insert into tarde values ($1)", [7]);
    expect((await thread.query(all)).rows).toEqual([{ n: 7 }]);
    await thread.exec("alter table tarde add column m text default 'nueva'");
    expect((await thread.query(all)).rows).toEqual([{ n: 7, m: "nueva" }]);
    expect((await thread.query(all)).rows).toEqual([{ n: 7, m: "nueva" }]);
  });

  it("keeps a query from outside out of an open transaction, named statements included", async () => {
    const read = "select texto from notas where id = $1";
    await thread.query("insert into notas values ($1, $2)", [40, "antes"]);
    expect((await thread.query(read, [40])).rows).toEqual([{ texto: "antes" }]);
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("update notas set texto = 'durante' where id = 40");
      // The same text the outside query has run as a named statement before.
      outside = thread.query<{ texto: string }>(read, [40]).then((result) => result.rows);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("update notas set texto = 'después' where id = 40");
    });
    // Run inside the transaction it would have read 'durante'.
    expect(await outside).toEqual([{ texto: "después" }]);
    // A transaction that begins while a named query waits for PGlite still runs after it.
    const [first, second] = await Promise.all([
      thread.query<{ texto: string }>(read, [40]).then((result) => result.rows),
      thread.transaction((tx) => tx.query("update notas set texto = 'luego' where id = 40")),
    ]);
    expect(first).toEqual([{ texto: "después" }]);
    expect(second).toMatchObject({ affectedRows: 1 });
  });

  it("keeps at most its limit of statements, closing the least recently used", async () => {
    const { createStatementCache } = await import("./pglite-statements.mjs");
    const { PGlite } = await import("@electric-sql/pglite");
    const pg = await PGlite.create({ loadDataDir: pgliteTemplateDump() });
    try {
      const cache = createStatementCache(pg, { max: 3 });
      for (let round = 0; round < 2; round++)
        for (let n = 1; n <= 5; n++)
          expect((await cache.query(`select $1::int + ${n} as r`, [round])).rows).toEqual([
            { r: round + n },
          ]);
      expect(cache.size).toBe(3);
      // A long list of values, built once, is not kept.
      const ids = Array.from({ length: 500 }, (_, i) => i);
      const long = `select count(*)::int as n from (values ${ids.map((i) => `($${i + 1}::int)`).join(", ")}) v`;
      expect((await cache.query(long, ids)).rows).toEqual([{ n: 500 }]);
      expect(cache.size).toBe(3);
      const kept = await pg.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements",
      );
      expect(kept.rows).toEqual([{ n: 3 }]);
      const plans = await pg.query<{ plan_cache_mode: string }>("show plan_cache_mode");
      expect(plans.rows).toEqual([{ plan_cache_mode: "force_custom_plan" }]);
    } finally {
      await pg.close();
    }
  });

  it("runs a transaction's statements as named ones, its errors and rollback intact", async () => {
    // The statements' plan mode is set by a query outside a transaction (done by now).
    await thread.query("select 1");
    const insert = "insert into notas values ($1, $2)";
    await thread.transaction(async (tx) => {
      await tx.query(insert, [60, "sesenta"]);
      await tx.query(insert, [61, "sesenta y uno"]);
    });
    const failure = (await thread
      .transaction(async (tx) => {
        await tx.query(insert, [62, "no queda"]);
        await tx.query(insert, [60, "repetida"]);
      })
      .catch((error: unknown) => error)) as { code?: string; constraint?: string };
    expect(failure).toMatchObject({ code: "23505", constraint: "notas_pkey" });
    const kept = await thread.query<{ id: number }>(
      "select id from notas where id >= 60 order by id",
    );
    expect(kept.rows).toEqual([{ id: 60 }, { id: 61 }]);
    // Parsed once, under a name, whichever transaction ran it.
    const named = await thread.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement = $1",
      [insert],
    );
    expect(named.rows).toEqual([{ n: 1 }]);
    // The session stays usable and in its plan mode after the rolled-back transaction.
    const mode = await thread.query<{ plan_cache_mode: string }>("show plan_cache_mode");
    expect(mode.rows).toEqual([{ plan_cache_mode: "force_custom_plan" }]);
  });

  it("plans a statement marked GENERIC_PLAN once, the others for their values, and restores the mode", async () => {
    const { createStatementCache, GENERIC_PLAN } = await import("./pglite-statements.mjs");
    const { PGlite } = await import("@electric-sql/pglite");
    const pg = await PGlite.create({ loadDataDir: pgliteTemplateDump() });
    try {
      const cache = createStatementCache(pg);
      const marked = `${GENERIC_PLAN} select $1::int * 2 as r`;
      const plain = "select $1::int * 3 as r";
      for (const n of [1, 2, 3]) {
        expect((await cache.query(marked, [n])).rows).toEqual([{ r: n * 2 }]);
        expect((await cache.query(plain, [n])).rows).toEqual([{ r: n * 3 }]);
      }
      // A marked statement that fails leaves the session's mode as it found it.
      await expect(cache.query(`${GENERIC_PLAN} select 1 / $1::int as r`, [0])).rejects.toThrow(
        "division by zero",
      );
      await expectPlans(pg, marked, plain);
      expect(await planMode(pg)).toBe("force_custom_plan");
    } finally {
      await pg.close();
    }
  });

  it("plans a marked statement of a transaction once too, and the transaction's end restores the mode", async () => {
    const { createStatementCache, GENERIC_PLAN } = await import("./pglite-statements.mjs");
    const { PGlite } = await import("@electric-sql/pglite");
    const pg = await PGlite.create();
    try {
      const cache = createStatementCache(pg);
      // The session's mode is set by a statement outside a transaction first.
      await cache.query("select 1");
      const marked = `${GENERIC_PLAN} select $1::int * 2 as r`;
      const plain = "select $1::int * 3 as r";
      const modes: string[] = [];
      const mode = async (tx: Querier) => modes.push(await planMode(tx));
      for (const n of [1, 2, 3])
        await pg.transaction(async (tx) => {
          expect((await cache.query(marked, [n], undefined, tx)).rows).toEqual([{ r: n * 2 }]);
          await mode(tx);
          // An unmarked statement after it gets its own custom plan again.
          expect((await cache.query(plain, [n], undefined, tx)).rows).toEqual([{ r: n * 3 }]);
          await mode(tx);
        });
      expect(modes).toEqual(Array(3).fill(["force_generic_plan", "force_custom_plan"]).flat());
      // A marked statement that fails: the rollback undoes its mode with everything else.
      await expect(
        pg.transaction((tx) =>
          cache.query(`${GENERIC_PLAN} select 1 / $1::int as r`, [0], undefined, tx),
        ),
      ).rejects.toThrow("division by zero");
      await expectPlans(pg, marked, plain);
      expect(await planMode(pg)).toBe("force_custom_plan");
    } finally {
      await pg.close();
    }
  });

  it("leaves the main thread free while a query runs", async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 10);
    const started = performance.now();
    await thread.query("select pg_sleep(0.6)");
    const took = performance.now() - started;
    clearInterval(timer);
    const gaps = ticks.slice(1).map((tick, index) => tick - ticks[index]!);
    expect(took).toBeGreaterThanOrEqual(550);
    // In-thread, PGlite would hold the loop for the whole 600 ms: one gap as long as the query.
    expect(Math.max(...gaps)).toBeLessThan(300);
    expect(ticks.length).toBeGreaterThan(10);
  });

  it("dumps its folder and another database starts from the dump", async () => {
    const dump = await thread.dumpDataDir();
    const copy = await PgliteThread.open({ loadDataDir: dump });
    try {
      const row = await copy.query<{ texto: string }>("select texto from notas where id = 20");
      expect(row.rows).toEqual([{ texto: "veinte bis" }]);
    } finally {
      await copy.close();
    }
  });

  it("rejects every call after close with a Spanish message", async () => {
    const closing = await PgliteThread.open({ loadDataDir: pgliteTemplateDump() });
    await closing.close();
    await expect(closing.query("select 1")).rejects.toThrow("La base de datos está cerrada.");
  });

  it("keeps its data in a folder across a close and reopen", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-hilo-"));
    try {
      const first = await PgliteThread.open({ dataDir, loadDataDir: pgliteTemplateDump() });
      await first.exec("create table t (x int); insert into t values (7)");
      await first.close();
      const second = await PgliteThread.open({ dataDir });
      expect((await second.query("select x from t")).rows).toEqual([{ x: 7 }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("does not keep a process alive once nothing waits for an answer", () => {
    const client = fileURLToPath(new URL("./pglite-thread-client.ts", import.meta.url));
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-hilo-proceso-"));
    const script = path.join(dir, "consulta.mts");
    // No close: the process must end on its own once the answer is in.
    writeFileSync(
      script,
      `import { readFileSync } from "node:fs";
import { PgliteThread } from ${JSON.stringify(client)};
const loadDataDir = new Blob([readFileSync(${JSON.stringify(inject("pgliteTemplatePath"))})]);
const thread = await PgliteThread.open({ loadDataDir });
console.log((await thread.query("select 5 as n")).rows[0].n);
`,
    );
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", script], {
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe("5");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
