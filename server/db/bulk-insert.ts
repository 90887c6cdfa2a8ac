import { getTableColumns, getTableName, sql, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

type Executor = Pick<Database, "execute">;

/**
 * Inserts many rows as ONE jsonb parameter expanded by jsonb_populate_recordset. On PGlite
 * this is several times faster than a multi-row VALUES list with thousands of bound
 * parameters, and it is plain SQL that PostgreSQL runs just as well.
 * Returns the generated ids in input order.
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) =>
      rows.some((row) => (row as Record<string, unknown>)[key] !== undefined) && !column.generated,
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      record[column.name] = value instanceof Date ? value.toISOString() : value;
    }
    return record;
  });
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(", "));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const hasId = "id" in getTableColumns(table);
  const result = await db.execute<{ id: number }>(
    sql`insert into ${tableName} (${names}) select ${names} from jsonb_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::jsonb) ${hasId ? sql`returning id` : sql``}`,
  );
  return hasId ? result.rows.map((row) => Number(row.id)) : [];
}

/**
 * Building an index once over loaded rows is much cheaper than updating it row by row, so
 * bulk loads (the demo seed, imports on PGlite) drop the secondary indexes of their tables
 * and recreate them from their own definitions (read from pg_indexes, so the schema stays
 * the single source). Indexes behind constraints stay. Call inside the loading transaction;
 * the returned function rebuilds them.
 */
export async function dropSecondaryIndexes(
  executor: Executor,
  tables: string[],
): Promise<() => Promise<void>> {
  const result = await executor.execute<{ indexname: string; indexdef: string }>(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const { indexname } of result.rows) {
    await executor.execute(sql.raw(`drop index "${indexname.replace(/"/g, '""')}"`));
  }
  return async () => {
    await executor.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { indexdef } of result.rows) await executor.execute(sql.raw(indexdef));
  };
}
