// Named prepared statements for PGlite's thread (ADR 013). PGlite's own `query` sends each
// query as an unnamed statement in five exchanges with the WebAssembly backend: parse, describe
// (for the parameters' types), bind, describe, execute, then sync. The site asks the same few
// hundred queries over and over with other values, so each SQL text is parsed and described
// once under a name, and then every run is one exchange: bind, describe, execute and sync
// together. Plans stay custom (`plan_cache_mode = force_custom_plan`): a plan made for one
// value each time, as before, because a generic plan cannot use the partial indexes whose
// condition is a parameter (`approval_status = $1`). Measured on a results page's query of the
// 50,000-listing demo: 2.1 against 1.55 ms.
// Plain JavaScript: loaded by the worker without the TypeScript loader.
import { parse, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

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
 * The caller runs it only while no transaction is open or beginning: it takes PGlite's query
 * lock, not its transaction lock, so inside someone else's transaction it would run in it.
 * At most `max` statements are kept; the least recently used is closed to make room.
 */
export function createStatementCache(pg, { max = 200 } = {}) {
  /** SQL text -> { name, parameterTypes }, in order of last use (a Map keeps insertion order). */
  const statements = new Map();
  let counter = 0;
  let configured = false;

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
    async query(sql, params = [], options) {
      if (sql.length > MAX_TEXT || params.length > MAX_PARAMS || options?.blob)
        return pg.query(sql, params, options);
      return pg.runExclusive(async () => {
        if (!configured) {
          await pg.execProtocol(serialize.query("set plan_cache_mode = force_custom_plan"), {
            syncToFs: false,
          });
          await pg.execProtocol(serialize.sync(), { syncToFs: false });
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
        try {
          ({ messages } = await run(statement.name));
        } catch (error) {
          if (!isStaleResultType(error)) throw withQuery(error, sql, params, options);
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
        }
        await pg.syncToFs();
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
