import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/** See pglite-statements.mjs: a statement beginning with it keeps one generic plan. */
export const GENERIC_PLAN: "/* plan: generic */";

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
    transaction?: Pick<Transaction, "query">,
  ): Promise<Results<T>>;
};
