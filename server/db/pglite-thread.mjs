// The embedded database's own thread (ADR 013). PGlite runs PostgreSQL compiled to
// WebAssembly: every query runs synchronously on the thread that owns it. Here that is this
// worker, so pages render on the main thread while a query runs on the other core.
// The main thread (pglite-thread-client.ts) sends each query or step of a transaction and
// pglite-wire.ts describes the messages; this side only runs PGlite's own API and answers.
// Plain JavaScript: a worker's entry file is loaded without the TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { createStatementCache } from "./pglite-statements.mjs";

const port = parentPort;
if (!port) throw new Error("pglite-thread.mjs runs only as a worker thread");

/** @type {import("./pglite-wire.ts").ThreadStart & { artifacts: import("./pglite-wire.ts").PgliteArtifacts }} */
const start = workerData;

/** Open transactions by the id the main thread gave them, and how each one ends. */
const transactions = new Map();
/** Whoever asked to commit or roll back, told once PGlite is done. */
const ending = new Map();
/**
 * Transactions asked for and not yet ended. A query outside them goes through the named
 * statements only while there are none: those take PGlite's query lock but not its transaction
 * lock, and must not run inside someone else's transaction.
 */
let openTransactions = 0;
/** Marks a transaction ended by the main thread's rollback, not by a failure. */
const ROLLED_BACK = Symbol("rolled back");

/** Drizzle's parsers leave the listed types as PostgreSQL wrote them (it maps them itself). */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries(options.textTypes.map((oid) => [oid, (value) => value]));
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.textTypes.length > 0 ? { parsers } : {}),
  };
}

/** Structured cloning keeps an error's message but drops `code`, `constraint`, `detail`… */
function errorToWire(error) {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function") continue;
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {
      // A field that cannot cross threads (none of PostgreSQL's) stays behind.
    }
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

function finish(tx, error) {
  openTransactions--;
  transactions.delete(tx);
  const waiter = ending.get(tx);
  ending.delete(tx);
  if (!waiter) return;
  if (error === undefined) waiter.resolve();
  else waiter.reject(error);
}

function openTransaction(id) {
  const open = transactions.get(id);
  if (!open) throw new Error("La transacción ya terminó.");
  return open;
}

async function main() {
  const pg = await PGlite.create({
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    extensions: { btree_gist, pg_trgm, unaccent },
    ...(start.loadDataDir ? { loadDataDir: start.loadDataDir } : {}),
    // Compiled once by the main thread (pglite-thread-client.ts), not once per thread.
    ...start.artifacts,
  });

  const statements = createStatementCache(pg);

  async function handle(request) {
    switch (request.op) {
      case "query":
        return openTransactions === 0
          ? statements.query(request.sql, request.params, queryOptions(request.options))
          : pg.query(request.sql, request.params, queryOptions(request.options));
      case "exec":
        return pg.exec(request.sql);
      case "tx-query":
        // Named statements too: a booking's statements run inside its transaction.
        return statements.query(
          request.sql,
          request.params,
          queryOptions(request.options),
          openTransaction(request.tx).tx,
        );
      case "begin":
        // PGlite's own transaction, held open until the main thread commits or rolls back:
        // other queries wait for it here exactly as they would in PGlite.
        return new Promise((begun, failedToBegin) => {
          pg.transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                transactions.set(request.tx, {
                  tx,
                  end: (shouldCommit) => (shouldCommit ? commit() : rollback(ROLLED_BACK)),
                });
                begun();
              }),
          ).then(
            () => finish(request.tx, undefined),
            (error) => {
              if (!transactions.has(request.tx)) {
                openTransactions--;
                return failedToBegin(error);
              }
              finish(request.tx, error === ROLLED_BACK ? undefined : error);
            },
          );
        });
      case "commit":
      case "rollback": {
        const open = openTransaction(request.tx);
        return new Promise((resolve, reject) => {
          ending.set(request.tx, { resolve, reject });
          open.end(request.op === "commit");
        });
      }
      case "dump":
        return pg.dumpDataDir("none");
      case "close":
        await pg.close();
        return undefined;
      default:
        throw new Error(`Unknown request ${request.op}`);
    }
  }

  port.on("message", (request) => {
    // Counted as it arrives: a query that comes after it must not slip into it.
    if (request.op === "begin") openTransactions++;
    handle(request).then(
      (result) => {
        port.postMessage({ id: request.id, ok: true, result });
        if (request.op === "close") port.close();
      },
      (error) => port.postMessage({ id: request.id, ok: false, error: errorToWire(error) }),
    );
  });
  port.postMessage({ id: 0, ok: true, result: "ready" });
}

main().catch((error) => port.postMessage({ id: 0, ok: false, error: errorToWire(error) }));
