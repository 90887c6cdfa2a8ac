// What the main thread and the embedded database's thread (pglite-thread.mjs) say to each
// other (ADR 013).

/** What the worker opens. */
export interface ThreadStart {
  dataDir?: string;
  loadDataDir?: Blob;
}

/**
 * PGlite's own files, read and compiled once per process and handed to each of its threads:
 * a compiled WebAssembly module crosses to a worker without being compiled again.
 */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * Query options that can cross threads. Drizzle passes parsers that keep some types as
 * PostgreSQL's text (dates, intervals, numeric arrays): they travel as those types' ids.
 */
export interface WireQueryOptions {
  rowMode?: "array" | "object";
  textTypes: number[];
}

export type ThreadRequest =
  | { id: number; op: "query"; sql: string; params: unknown[]; options?: WireQueryOptions }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "begin"; tx: number }
  | {
      id: number;
      op: "tx-query";
      tx: number;
      sql: string;
      params: unknown[];
      options?: WireQueryOptions;
    }
  | { id: number; op: "commit" | "rollback"; tx: number }
  | { id: number; op: "dump" }
  | { id: number; op: "close" };

/** A failure as data: its message, its class name and every field PostgreSQL filled in. */
export interface WireError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, unknown>;
}

/** `id` 0 is the worker saying it opened the database (or could not). */
export type ThreadReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

/** The error again on this side, with PostgreSQL's fields (code, constraint, detail…). */
export function errorFromWire(wire: WireError): Error {
  const error = new Error(wire.message) as Error & Record<string, unknown>;
  Object.assign(error, wire.fields);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** A parser that returns what it gets: drizzle's, for the types it maps itself. */
export function identityTypes(parsers: Record<string, unknown> | undefined): number[] {
  if (!parsers) return [];
  return Object.entries(parsers).map(([oid, parse]) => {
    const probe = "2026-01-01 00:00:00";
    if (typeof parse !== "function" || parse(probe) !== probe)
      throw new Error(`A parser for type ${oid} that changes values cannot cross threads.`);
    return Number(oid);
  });
}
