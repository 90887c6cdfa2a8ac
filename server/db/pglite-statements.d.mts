import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/** See pglite-statements.mjs: named prepared statements for PGlite's thread. */
export function createStatementCache(
  pg: PGlite,
  options?: { max?: number },
): {
  readonly size: number;
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
};
