import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createTestDatabase } from "./database.ts";
import { pooledThreads } from "./pglite-pool.ts";

async function rows<T>(database: DatabaseHandle, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function firstCity(database: DatabaseHandle): Promise<number> {
  const [city] = await rows<{ id: number }>(
    database,
    `insert into cities (slug, name, state, latitude, longitude, population)
       values ('prueba', 'Prueba', 'Jalisco', 20.6, -103.3, 1000) returning id`,
  );
  return city!.id;
}

describe("PGlite threads kept between integration files", () => {
  it("hands the next file a thread holding only what the template holds", async () => {
    const first = await createTestDatabase("pglite");
    const [template] = await rows<{ totals: string }>(
      first,
      "select coalesce(json_agg(t), '[]')::text as totals from review_totals t",
    );
    expect(await firstCity(first)).toBe(1);
    await first.db.execute(sql.raw("update review_totals set approved = approved + 7"));
    await first.db.execute(sql.raw("analyze cities"));
    await first.db.execute(sql.raw("set search_path to pg_catalog"));
    // Other files of this worker may have left threads waiting (at most 3, one now leased).
    const before = pooledThreads();
    await first.close();
    // Emptied and kept; the next lease takes the thread given back last: this one.
    expect(pooledThreads().idle).toBe(before.idle + 1);

    const second = await createTestDatabase("pglite");
    expect(pooledThreads()).toEqual(before);
    expect(await rows(second, "select * from public.cities")).toEqual([]);
    // Identities start again, the migrations' rows are back, the statistics are gone.
    expect(await firstCity(second)).toBe(1);
    expect(
      await rows(second, "select coalesce(json_agg(t), '[]')::text as totals from review_totals t"),
    ).toEqual([template]);
    expect(
      await rows(
        second,
        "select 1 from pg_statistic where starelid = 'public.cities'::regclass limit 1",
      ),
    ).toEqual([]);
    await second.close();
  });

  it("refuses queries through a closed lease", async () => {
    const database = await createTestDatabase("pglite");
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it("closes a thread whose schema a file changed instead of handing it on", async () => {
    // Two leases leave room among the waiting threads (at most 3) for both to come back.
    const altered = await createTestDatabase("pglite");
    const untouched = await createTestDatabase("pglite");
    await altered.db.execute(sql.raw("create index prueba_cities_name on cities (name)"));
    await untouched.close();
    const waiting = pooledThreads().idle;
    await altered.close();
    expect(pooledThreads().idle).toBe(waiting);

    const next = await createTestDatabase("pglite");
    expect(
      await rows(next, "select 1 from pg_indexes where indexname = 'prueba_cities_name'"),
    ).toEqual([]);
    await next.close();
  });
});
