import { pgliteHandle, type DatabaseHandle } from "../../server/db/client.ts";
import { PgliteThread } from "../../server/db/pglite-thread-client.ts";

/**
 * PGlite threads kept between the integration files of one Vitest worker. Opening one from the
 * migrated template costs about 1.5 s of CPU (unpacking 44 MB into its memory and starting
 * PostgreSQL); emptying a used one costs about 0.15 s. A file's close() hands its thread back:
 * the thread is emptied to the template's state and the next file's createTestDatabase takes it.
 *
 * "The template's state" is checked, not assumed: a thread whose schema, roles or extensions
 * differ from the template's after a file (a test altered a table, dropped an index) is closed,
 * never reused. The rows are the template's (every table emptied, identities restarted, the few
 * rows the migrations write put back), the planner's statistics are dropped (a file that seeded
 * and analysed would otherwise change the next file's plans), and the session's settings, locks,
 * listeners and temporary tables are reset.
 *
 * A lease refuses every call once closed, so work a file left running (a timer, a job worker)
 * fails as it did against a closed database instead of writing into the next file's data.
 */

/** Threads kept per worker; a file rarely holds more than two databases at once. */
const MAX_IDLE = 3;
/** A thread not emptied in this time (a transaction left open) is dropped. */
const RESET_TIMEOUT_MS = 10_000;

interface TemplateState {
  fingerprint: string;
  truncate: string;
  /** Rows the migrations write (JSON per table), put back after emptying. */
  rows: { table: string; json: string }[];
}

const idle: PgliteThread[] = [];
let opened = 0;
let template: Promise<TemplateState> | undefined;

/** Threads this worker has opened so far, and those waiting for a file (its own test reads them). */
export function pooledThreads(): { opened: number; idle: number } {
  return { opened, idle: idle.length };
}

const FINGERPRINT = `
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as fingerprint from (
    select format('rel %s.%s %s %s %s', n.nspname, c.relname, c.relkind, c.relnatts,
                  coalesce(pg_get_indexdef(c.oid), '')) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select format('col %s.%s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid::regtype,
                  a.attnotnull, coalesce(pg_get_expr(d.adbin, d.adrelid), ''))
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname in ('public', 'drizzle') and a.attnum > 0 and not a.attisdropped
    union all
    select format('con %s %s', conrelid::regclass, pg_get_constraintdef(oid))
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled)
      from pg_trigger where not tgisinternal
    union all
    select format('fn %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p where p.pronamespace = 'public'::regnamespace
    union all select format('ext %s %s', extname, extversion) from pg_extension
    union all select format('role %s', rolname) from pg_roles
    union all select format('ns %s', nspname) from pg_namespace
    union all select format('migrations %s', count(*)) from drizzle.__drizzle_migrations
  ) items`;

const PUBLIC_TABLES = `
  select format('%I.%I', schemaname, tablename) as name
    from pg_tables where schemaname = 'public' order by 1`;

async function rowsOf<T>(thread: PgliteThread, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await thread.query<T>(sql, params)).rows;
}

/** What a fresh thread holds, read once per worker from its first thread before any file. */
async function captureTemplate(thread: PgliteThread): Promise<TemplateState> {
  const [{ fingerprint }] = (await rowsOf<{ fingerprint: string }>(thread, FINGERPRINT)) as [
    { fingerprint: string },
  ];
  const tables = (await rowsOf<{ name: string }>(thread, PUBLIC_TABLES)).map((row) => row.name);
  const rows: TemplateState["rows"] = [];
  for (const table of tables) {
    const [{ json }] = (await rowsOf<{ json: string }>(
      thread,
      `select coalesce(json_agg(t), '[]')::text as json from ${table} t`,
    )) as [{ json: string }];
    if (json !== "[]") rows.push({ table, json });
  }
  return { fingerprint, truncate: `truncate ${tables.join(", ")} restart identity cascade`, rows };
}

/** Empties a used thread back to the template's state; false when it cannot be. */
async function reset(thread: PgliteThread, state: TemplateState): Promise<boolean> {
  // Session state first: a file that changed the search path would change what names resolve to.
  for (const statement of [
    "reset all",
    "unlisten *",
    "select pg_advisory_unlock_all()",
    "discard temp",
  ]) {
    await thread.query(statement);
  }
  const [{ fingerprint }] = (await rowsOf<{ fingerprint: string }>(thread, FINGERPRINT)) as [
    { fingerprint: string },
  ];
  if (fingerprint !== state.fingerprint) return false;
  await thread.transaction(async (tx) => {
    await tx.query(state.truncate);
    for (const { table, json } of state.rows) {
      await tx.query(
        `insert into ${table} overriding system value
           select * from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    }
    await tx.query(
      `delete from pg_statistic where starelid in
         (select oid from pg_class where relnamespace = 'public'::regnamespace)`,
    );
  });
  return true;
}

function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
      timer.unref();
    }),
  ]);
}

async function giveBack(thread: PgliteThread): Promise<void> {
  const state = await template!;
  const clean =
    idle.length < MAX_IDLE
      ? await withTimeout(
          reset(thread, state).catch(() => false),
          RESET_TIMEOUT_MS,
          false,
        )
      : false;
  if (clean) idle.push(thread);
  // Not awaited after a timeout: a thread stuck in a transaction may never answer.
  else void thread.close().catch(() => {});
}

/** A new thread from the template; the worker's first one is read as the template's state. */
async function openThread(templateDump: Blob): Promise<PgliteThread> {
  const thread = await PgliteThread.open({ loadDataDir: templateDump });
  opened += 1;
  template ??= captureTemplate(thread);
  await template;
  return thread;
}

/** A migrated PGlite database for one test file, on a thread kept from an earlier file if any. */
export async function leasePgliteDatabase(templateDump: Blob): Promise<DatabaseHandle> {
  const leased = idle.pop() ?? (await openThread(templateDump));
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await giveBack(leased);
  };
  const client = new Proxy(leased, {
    get(target, property) {
      if (property === "close") return release;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        released
          ? Promise.reject(new Error("La base de datos está cerrada."))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  return pgliteHandle(client);
}
