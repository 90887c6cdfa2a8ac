import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { ImportProgress, ImportRunMessage } from "../../../common/imports/types.ts";
import type { Database } from "../../db/client.ts";
import { bulkInsert } from "../../db/bulk-insert.ts";
import {
  adminUsers,
  importProgress,
  importRunMessages,
  importRuns,
  providers,
} from "../../db/schema/index.ts";
import type { ProviderInsert } from "./normalize.ts";

type Executor = Pick<Database, "execute">;

const json = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`;

/** Rows per insert statement: each batch is one jsonb parameter, and one progress step. */
export const INSERT_BATCH_SIZE = 2_000;

export interface NewImportRun {
  kind: "csv" | "google_sheets" | "airtable";
  dataSource: string;
  dataSourceName: string | null;
  fileName: string | null;
  notes: string | null;
  adminUserId: number | null;
}

export interface FinishedRun {
  status: "completed" | "failed";
  imported: number;
  skipped: number;
  errors: string[];
}

// urlKeyOf (normalize.ts) in SQL, with plain string functions: a regular expression per row
// cost seconds on a 100,000-listing directory.
const lowerUrl = sql`rtrim(lower(trim(${providers.externalUrl})), '/')`;
const noScheme = sql`replace(replace(${lowerUrl}, 'https://', ''), 'http://', '')`;
const urlKey = sql`(case when ${noScheme} like 'www.%' then substr(${noScheme}, 5) else ${noScheme} end)`;

const RUN_SUMMARY = {
  id: importRuns.id,
  kind: importRuns.kind,
  dataSource: importRuns.dataSource,
  dataSourceName: importRuns.dataSourceName,
  fileName: importRuns.fileName,
  notes: importRuns.notes,
  status: importRuns.status,
  imported: importRuns.imported,
  skipped: importRuns.skipped,
  errorCount: sql<number>`jsonb_array_length(${importRuns.errors})`.mapWith(Number),
  messageCount:
    sql<number>`(select count(*) from ${importRunMessages} where ${importRunMessages.runId} = ${importRuns.id})`.mapWith(
      Number,
    ),
  adminUsername: adminUsers.username,
  startedAt: importRuns.startedAt,
  finishedAt: importRuns.finishedAt,
};

/** Messages per insert statement (one jsonb parameter each). */
const MESSAGE_BATCH_SIZE = 5_000;

export function createImportsRepository(db: Database) {
  const runSummaries = () =>
    db
      .select(RUN_SUMMARY)
      .from(importRuns)
      .leftJoin(adminUsers, eq(adminUsers.id, importRuns.adminUserId));

  return {
    ...createImportProgressRepository(db),

    async startRun(run: NewImportRun): Promise<number> {
      const [row] = await db.insert(importRuns).values(run).returning({ id: importRuns.id });
      return row!.id;
    },

    async finishRun(id: number, result: FinishedRun, executor: Database = db): Promise<void> {
      await executor
        .update(importRuns)
        .set({ ...result, finishedAt: new Date() })
        .where(eq(importRuns.id, id));
    },

    async listRuns(limit: number) {
      return runSummaries().orderBy(desc(importRuns.startedAt), desc(importRuns.id)).limit(limit);
    },

    async findRun(id: number) {
      const [row] = await runSummaries().where(eq(importRuns.id, id));
      return row ?? null;
    },

    /** A run's skipped rows and failures, in the order they were found (positions from 1). */
    async saveMessages(
      runId: number,
      messages: readonly ImportRunMessage[],
      executor: Executor = db,
    ): Promise<void> {
      for (let start = 0; start < messages.length; start += MESSAGE_BATCH_SIZE) {
        const batch = messages.slice(start, start + MESSAGE_BATCH_SIZE);
        await bulkInsert(
          executor,
          importRunMessages,
          batch.map((message, i) => ({ runId, position: start + i + 1, ...message })),
        );
      }
    },

    async listMessages(runId: number, page: { limit: number; offset: number }) {
      const where = eq(importRunMessages.runId, runId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            row: importRunMessages.row,
            kind: importRunMessages.kind,
            reason: importRunMessages.reason,
          })
          .from(importRunMessages)
          .where(where)
          .orderBy(asc(importRunMessages.position))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(importRunMessages)
          .where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /** Deletes the messages of runs that started before `cutoff`; answers how many went. */
    async deleteMessagesBefore(cutoff: Date): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`with gone as (delete from ${importRunMessages} where ${importRunMessages.runId} in (select ${importRuns.id} from ${importRuns} where ${importRuns.startedAt} < ${cutoff.toISOString()}) returning 1) select count(*)::int as n from gone`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    /** Which of these duplicate keys the directory already holds (see duplicates.ts). */
    async existingKeys(keys: {
      urls: string[];
      /** Lowercased addresses of the import's records. */
      locations: string[];
      externalIds: string[];
      dataSource: string;
    }) {
      const urls = new Set<string>();
      const candidates: { name: string; location: string }[] = [];
      const externalIds = new Set<string>();
      if (keys.urls.length > 0) {
        const rows = await db.execute<{ key: string }>(
          sql`select distinct ${urlKey} as key from ${providers} where ${providers.externalUrl} is not null and ${urlKey} in (select jsonb_array_elements_text(${json(keys.urls)}))`,
        );
        for (const row of rows.rows) urls.add(row.key);
      }
      if (keys.locations.length > 0) {
        // Same address (ignoring case) found in SQL; the name is compared by the caller.
        const rows = await db.execute<{ name: string; location: string }>(
          sql`select ${providers.name} as name, ${providers.location} as location from ${providers} where lower(${providers.location}) in (select jsonb_array_elements_text(${json(keys.locations)}))`,
        );
        for (const row of rows.rows) candidates.push(row);
      }
      if (keys.externalIds.length > 0) {
        const rows = await db.execute<{ key: string }>(
          sql`select distinct ${providers.externalId} as key from ${providers} where ${providers.dataSource} = ${keys.dataSource} and ${providers.externalId} in (select jsonb_array_elements_text(${json(keys.externalIds)}))`,
        );
        for (const row of rows.rows) externalIds.add(row.key);
      }
      return { urls, sameAddress: candidates, externalIds };
    },

    /**
     * Slugs in use whose key (the slug without trailing digits and hyphens: "juan-perez-2" ->
     * "juan-perez") is one of `keys`.
     */
    async slugsInUse(executor: Executor | undefined, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await (executor ?? db).execute<{ slug: string }>(
        sql`select ${providers.slug} as slug from ${providers} where rtrim(rtrim(${providers.slug}, '0123456789'), '-') in (select jsonb_array_elements_text(${json(keys)}))`,
      );
      return new Set(rows.rows.map((row) => row.slug));
    },

    /**
     * Runs `work` in ONE transaction: the listings of an import are saved together or not at
     * all (a failing batch rolls back the ones before it).
     */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    insertProviders(executor: Executor | undefined, rows: ProviderInsert[]): Promise<number[]> {
      return bulkInsert(executor ?? db, providers, rows);
    },

    /** Deletes up to `limit` listings of a run (undoing it a step at a time); answers how many. */
    async deleteRunListings(runId: number, limit: number): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`with gone as (delete from ${providers} where ${providers.id} in (select ${providers.id} from ${providers} where ${providers.importRunId} = ${runId} limit ${limit}) returning 1) select count(*)::int as n from gone`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    async deleteRunMessages(runId: number): Promise<void> {
      await db.delete(importRunMessages).where(eq(importRunMessages.runId, runId));
    },

    /** Runs still marked running: on a single-process database, ones a stop interrupted. */
    async runningRunIds(): Promise<number[]> {
      const rows = await db
        .select({ id: importRuns.id })
        .from(importRuns)
        .where(eq(importRuns.status, "running"));
      return rows.map((row) => row.id);
    },
  };
}
/** Progress entries of imports (progress.ts): one row per progressId, any process reads it. */
export function createImportProgressRepository(db: Database) {
  return {
    async saveProgress(
      progressId: string,
      adminUserId: number | null,
      progress: ImportProgress,
    ): Promise<void> {
      const values = { adminUserId, progress, updatedAt: sql`now()` };
      await db
        .insert(importProgress)
        .values({ progressId, ...values })
        .onConflictDoUpdate({ target: importProgress.progressId, set: values });
    },

    /** The entry if it belongs to this administrator and changed within `keepMs`. */
    async findProgress(
      progressId: string,
      adminUserId: number,
      keepMs: number,
    ): Promise<ImportProgress | null> {
      const [row] = await db
        .select({ progress: importProgress.progress })
        .from(importProgress)
        .where(
          and(
            eq(importProgress.progressId, progressId),
            eq(importProgress.adminUserId, adminUserId),
            gt(importProgress.updatedAt, sql`now() - make_interval(secs => ${keepMs / 1000})`),
          ),
        );
      return (row?.progress as ImportProgress | undefined) ?? null;
    },

    async deleteProgressOlderThan(keepMs: number): Promise<void> {
      await db
        .delete(importProgress)
        .where(lt(importProgress.updatedAt, sql`now() - make_interval(secs => ${keepMs / 1000})`));
    },
  };
}
export type ImportProgressRepository = ReturnType<typeof createImportProgressRepository>;

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
