// Named prepared statements for PGlite's thread (ADR 013). PGlite's own `query` sends each
// query as an unnamed statement in five exchanges with the WebAssembly backend: parse, describe
// (for the parameters' types), bind, describe, execute, then sync. The site asks the same few
// hundred queries over and over with other values, so each SQL text is parsed and described
// once under a name, and then every run is one exchange: bind, describe, execute and sync
// together. Plans stay custom (`plan_cache_mode = force_custom_plan`): a plan made for one
// value each time, as before, because a generic plan cannot use the partial indexes whose
// condition is a parameter (`approval_status = $1`). Measured on a results page's query of the
// 50,000-listing demo: 2.1 against 1.55 ms. A statement whose text begins with GENERIC_PLAN
// keeps one generic plan instead: for a query whose custom plan would be the same for every
// value, planning is most of its cost in WebAssembly (a listing's agenda, availability-
// repository.ts: 5.4 ms of planning for 0.75 ms of execution). Inside a transaction a marked
// statement gets its generic plan through SET LOCAL, which the transaction's end (commit or
// rollback, whatever failed) undoes: a booking's statements were 1.5 ms of planning.
// Plain JavaScript: loaded by the worker without the TypeScript loader.
import { parse, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

/**
 * The opening comment of a statement planned once for any values (plan_cache_mode
 * force_generic_plan while it runs). Only for queries whose every condition on a parameter
 * can use the same index whatever the value (no partial index with a parameter in it).
 */
export const GENERIC_PLAN = "/* plan: generic */";

/** One buffer for several protocol messages: the backend answers them in one exchange. */
function joined(messages) {
  const buffer = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

/**
 * A statement is kept in the backend's memory (its text and parse tree) until it is closed:
 * long texts and long parameter lists, which a program builds once (a list of ids, a bulk
 * write), go through PGlite's own `query` instead.
 */
const MAX_TEXT = 16_000;
const MAX_PARAMS = 200;

/**
 * `query(sql, params, options)` with PGlite's answers and errors, through named statements.
 * The caller runs it only while no transaction is open or beginning, or for the open
 * transaction's own statements (`transaction`): it takes PGlite's query lock, not its
 * transaction lock, so inside someone else's transaction it would run in it.
 * At most `max` statements are kept; the least recently used is closed to make room.
 */
export function createStatementCache(pg, { max = 200 } = {}) {
  /** SQL text -> { name, parameterTypes }, in order of last use (a Map keeps insertion order). */
  const statements = new Map();
  let counter = 0;
  let configured = false;

  /** Only inside runExclusive: nothing else runs between the switch and its undoing. */
  async function planMode(mode) {
    await pg.execProtocol(serialize.query(`set plan_cache_mode = ${mode}`), { syncToFs: false });
    await pg.execProtocol(serialize.sync(), { syncToFs: false });
  }

  /**
   * The plan mode each open transaction set for itself (SET LOCAL: its end, commit or
   * rollback, restores the session's custom plans, whatever failed in between).
   */
  const transactionModes = new WeakMap();

  /** Only inside runExclusive, with `transaction` open. */
  async function transactionPlanMode(transaction, wanted) {
    if ((transactionModes.get(transaction) ?? "force_custom_plan") === wanted) return;
    await pg.execProtocol(
      joined([serialize.query(`set local plan_cache_mode = ${wanted}`), serialize.sync()]),
      { syncToFs: false },
    );
    transactionModes.set(transaction, wanted);
  }

  async function prepared(sql, options) {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const closing = [];
    while (statements.size >= max) {
      const [oldest, statement] = statements.entries().next().value;
      statements.delete(oldest);
      closing.push(serialize.close({ type: "S", name: statement.name }));
    }
    const name = `sentencia_${++counter}`;
    const { messages } = await pg.execProtocol(
      joined([
        ...closing,
        serialize.parse({ name, text: sql, types: options?.paramTypes }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  return {
    get size() {
      return statements.size;
    },
    /**
     * With `transaction`, a statement of the transaction that is open (PGlite's own
     * transaction query takes the same query lock, and nothing else runs in it meanwhile): its
     * `query` is the way for what is not kept, and for everything until the session's plan
     * mode has been set outside a transaction (a SET inside one is undone by its rollback). A
     * marked statement gets its generic plan there with SET LOCAL, and the next unmarked one
     * custom plans again; the transaction's end restores the session's mode in any case, so a
     * failed statement cannot leave it switched.
     */
    async query(sql, params = [], options, transaction) {
      if (sql.length > MAX_TEXT || params.length > MAX_PARAMS || options?.blob)
        return transaction
          ? transaction.query(sql, params, options)
          : pg.query(sql, params, options);
      if (transaction && !configured) return transaction.query(sql, params, options);
      return pg.runExclusive(async () => {
        if (!configured) {
          await planMode("force_custom_plan");
          configured = true;
        }
        let statement;
        try {
          statement = await prepared(sql, options);
        } catch (error) {
          // The backend skipped to the sync sent with the parse: it is ready again.
          throw withQuery(error, sql, params, options);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.parameterTypes[i];
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : value.toString();
        });
        const run = (name) =>
          pg.execProtocol(
            joined([
              serialize.bind({ statement: name, values }),
              serialize.describe({ type: "P" }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
        let messages;
        const marked = sql.startsWith(GENERIC_PLAN);
        const generic = !transaction && marked;
        if (transaction) {
          try {
            await transactionPlanMode(
              transaction,
              marked ? "force_generic_plan" : "force_custom_plan",
            );
          } catch (error) {
            // An aborted transaction refuses the SET as it would refuse the statement.
            throw withQuery(error, sql, params, options);
          }
        }
        if (generic) await planMode("force_generic_plan");
        try {
          ({ messages } = await run(statement.name));
        } catch (error) {
          if (!isStaleResultType(error)) throw withQuery(error, sql, params, options);
          // In a transaction the error aborted it: prepared again on its next run, after the
          // rollback (the old one stays unused under its name).
          if (transaction) {
            statements.delete(sql);
            throw withQuery(error, sql, params, options);
          }
          // A table it reads changed its columns since it was prepared ("select *" after an
          // ALTER TABLE): PostgreSQL refuses to answer with other columns under the old
          // name. Prepared again, once.
          statements.delete(sql);
          await pg.execProtocol(
            joined([serialize.close({ type: "S", name: statement.name }), serialize.sync()]),
            { syncToFs: false },
          );
          try {
            ({ messages } = await run((await prepared(sql, options)).name));
          } catch (again) {
            throw withQuery(again, sql, params, options);
          }
        } finally {
          if (generic) await planMode("force_custom_plan");
        }
        // A transaction's statements are written out with its commit, as PGlite's own are.
        if (!transaction) await pg.syncToFs();
        return parse.parseResults(messages, pg.parsers, options)[0];
      });
    },
  };
}

/** "cached plan must not change result type" (feature_not_supported). */
function isStaleResultType(error) {
  return error?.code === "0A000" && /result type/.test(String(error.message));
}

/** PGlite's own `query` adds these to a database error; callers may read them. */
function withQuery(error, query, params, queryOptions) {
  if (error && typeof error === "object" && "code" in error) {
    Object.assign(error, { query, params, queryOptions });
  }
  return error;
}
