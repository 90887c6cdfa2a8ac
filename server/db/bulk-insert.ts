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
