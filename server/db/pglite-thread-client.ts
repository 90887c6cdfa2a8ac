// The embedded database seen from the main thread (ADR 013): the few calls drizzle's PGlite
// driver makes (query, transaction) and the data folder's dump, each sent to the worker that
// owns PGlite. Queries wait there as they would in PGlite itself: one at a time, and none
// from outside a transaction while it is open.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import {
  errorFromWire,
  identityTypes,
  type ThreadReply,
  type ThreadRequest,
  type PgliteArtifacts,
  type ThreadStart,
  type WireQueryOptions,
} from "./pglite-wire.ts";

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Outgoing = ThreadRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, "id">
    : never
  : never;

/** What a transaction's callback gets: drizzle calls query on it. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  closed: boolean;
}

function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    textTypes: identityTypes(options.parsers as Record<string, unknown> | undefined),
  };
}

let artifacts: Promise<PgliteArtifacts> | undefined;

/**
 * PGlite's WebAssembly and file-system bundle, once per process. Each thread used to read and
 * compile them itself: 2.1 s of CPU to open a database, most of the integration step's CPU.
 */
function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    const dist = new URL(".", pathToFileURL(entry));
    const [pglite, initdb, bundle] = await Promise.all(
      ["pglite.wasm", "initdb.wasm", "pglite.data"].map((name) => readFile(new URL(name, dist))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(pglite!),
      WebAssembly.compile(initdb!),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle!]) };
  })();
  return artifacts;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #nextTransaction = 1;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (reply: ThreadReply) => this.#settle(reply));
    worker.on("error", (error) => this.#fail(error));
    worker.on("exit", (code) =>
      this.#fail(new Error(`El hilo de la base de datos terminó (código ${code}).`)),
    );
  }

  /** Starts the worker and waits until PGlite has opened its folder (or memory). */
  static async open(start: ThreadStart): Promise<PgliteThread> {
    const worker = new Worker(new URL("./pglite-thread.mjs", import.meta.url), {
      workerData: { ...start, artifacts: await pgliteArtifacts() },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: ThreadReply) => {
        if (reply.id !== 0) return;
        worker.off("message", onMessage);
        worker.off("error", reject);
        if (reply.ok) resolve();
        else reject(errorFromWire(reply.error));
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
    });
    const thread = new PgliteThread(worker);
    worker.unref();
    return thread;
  }

  #settle(reply: ThreadReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    // An idle worker does not keep the process alive; one that owes an answer does.
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(errorFromWire(reply.error));
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #send<T>(request: Outgoing): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#send({ op: "query", sql, params, options: wireOptions(options) });
  }

  exec(sql: string): Promise<Results[]> {
    return this.#send({ op: "exec", sql });
  }

  /**
   * Runs `callback` inside one transaction: committed when it returns, rolled back when it
   * throws (PGlite's own transaction, held open in the worker while the callback runs here).
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextTransaction++;
    await this.#send({ op: "begin", tx: txId });
    const tx: ThreadTransaction = {
      closed: false,
      query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error("Transaction is closed");
        return this.#send<Results<R>>({
          op: "tx-query",
          tx: txId,
          sql,
          params,
          options: wireOptions(options),
        });
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.closed = true;
      // The callback's error is the one that matters; a worker that cannot roll back has died.
      await this.#send({ op: "rollback", tx: txId }).catch(() => {});
      throw error;
    }
    tx.closed = true;
    await this.#send({ op: "commit", tx: txId });
    return result;
  }

  /** The data folder as one archive (tests start their databases from one). */
  dumpDataDir(): Promise<Blob> {
    return this.#send({ op: "dump" });
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    await this.#send({ op: "close" });
    this.#failure = new Error("La base de datos está cerrada.");
    await this.#worker.terminate();
  }
}
