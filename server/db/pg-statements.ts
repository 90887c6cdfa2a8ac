import { createHash } from "node:crypto";
import pg from "pg";
import { GENERIC_PLAN } from "./pglite-statements.mjs";

// Named prepared statements on PostgreSQL for the hot statements marked GENERIC_PLAN (a
// booking's locks, reads and insert; a listing's agenda). node-postgres sends every other query
// as an unnamed statement, which PostgreSQL parses, analyses and plans on each run. A named one
// is parsed once per connection, and after five runs PostgreSQL keeps its generic plan when that
// costs no more than the custom ones (plan_cache_mode auto): the marked statements' conditions
// are ids and time ranges on their indexes, whatever the values. Only marked statements get a
// name here: a connection keeps a named statement until it closes, and the site's other texts
// are many (lists of ids of any length, bulk writes). A query built with drizzle names itself
// with `.prepare(name)` (the appointment notices' read). Measured on the booking benchmark
// (PostgreSQL, 10 connections): PostgreSQL's CPU per booking 11.5-12.1 ms without names,
// 8.6-8.9 with them.

/** A statement's name by its text: the same text, the same name, on every connection. */
const names = new Map<string, string>();

export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `g_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/** The query's config with a name when its text is marked GENERIC_PLAN (and has none yet). */
export function withStatementName<T>(config: T): T {
  if (typeof config !== "object" || config === null) return config;
  const { text, name } = config as QueryConfig;
  if (typeof text !== "string" || name !== undefined || !text.startsWith(GENERIC_PLAN))
    return config;
  return { ...config, name: statementName(text) };
}

/** node-postgres's client, naming the marked statements (the pool's `Client` option). */
export class NamingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    return (super.query as (...a: unknown[]) => never)(withStatementName(config), ...rest);
  }
}
