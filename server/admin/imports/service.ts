import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { AIRTABLE_MAX_ROW_ERRORS, MAX_IMPORT_RECORDS } from "../../../common/imports/constants.ts";
import { AIRTABLE_MESSAGES, IMPORT_MESSAGES } from "../../../common/imports/messages.ts";
import {
  airtableConnectionSchema,
  airtableImportSchema,
  importFieldsSchema,
  isCsvFileName,
  sheetGidOf,
  sheetsImportSchema,
  spreadsheetIdOf,
  type ImportFields,
} from "../../../common/imports/schemas.ts";
import type {
  AirtableTestResult,
  ImportContinuing,
  ImportProgress,
  ImportResult,
  ImportRunSummary,
} from "../../../common/imports/types.ts";
import { providerSlugFromName } from "../../../common/text/slug.ts";
import { AppError, badRequest, conflict, notFound } from "../../../common/errors.ts";
import type { AirtableClient, AirtableError } from "../../integrations/airtable.ts";
import { SheetsError, type GoogleSheetsClient } from "../../integrations/google-sheets.ts";
import type { Logger } from "../../logger.ts";
import { zodErrorMessage } from "../../validation-messages.ts";
import { airtableRecordToRaw } from "./airtable-mapping.ts";
import { readCsvRecords } from "./csv-reader.ts";
import { createDuplicateFilter, type DuplicateReason } from "./duplicates.ts";
import {
  nameLocationKeyOf,
  normalizeRecord,
  type ProviderDraft,
  type ProviderInsert,
  type RawProviderRecord,
  type RequiredField,
} from "./normalize.ts";
import { createProgressStore, type ProgressReporter, type ProgressStore } from "./progress.ts";
import { INSERT_BATCH_SIZE, type ImportsRepository } from "./repository.ts";
import { isHeaderRow, sheetRowToRecord } from "./sheet-columns.ts";

export interface AdminRef {
  id: number;
  username: string;
}

/** How row problems are worded: by row number for CSV and Sheets, by record id for Airtable. */
interface RowTexts {
  missing(label: number | string, field: RequiredField): string;
  duplicateInFile(label: number | string, firstLabel: number | string): string;
  duplicateInDirectory(label: number | string, reason: DuplicateReason): string;
  more(count: number): string;
  saveFailed: string;
}

const SPANISH_FIELDS: Record<RequiredField, string> = {
  name: "el nombre",
  specialty: "la especialidad",
  city: "la ciudad",
  state: "el estado",
};

const SPANISH_TEXTS: RowTexts = {
  missing: (label, field) => IMPORT_MESSAGES.missingValue(Number(label), SPANISH_FIELDS[field]),
  duplicateInFile: (label, first) => IMPORT_MESSAGES.duplicateInFile(Number(label), Number(first)),
  duplicateInDirectory: (label, reason) =>
    IMPORT_MESSAGES.duplicateInDirectory(Number(label), reason),
  more: (count) => `…y ${count.toLocaleString("es-MX")} avisos más.`,
  saveFailed: IMPORT_MESSAGES.saveFailed,
};

const AIRTABLE_TEXTS: RowTexts = {
  missing: (label, field) => AIRTABLE_MESSAGES.missingValue(String(label), SPANISH_FIELDS[field]),
  duplicateInFile: (label) => AIRTABLE_MESSAGES.duplicateInTable(String(label)),
  duplicateInDirectory: (label) => AIRTABLE_MESSAGES.duplicateInDirectory(String(label)),
  more: (count) => AIRTABLE_MESSAGES.moreErrors(count),
  saveFailed: AIRTABLE_MESSAGES.saveFailed,
};

/**
 * A rate-limit wait this long (Airtable's penalty is 30 s) sends the import to the
 * background: the request answers 202 at once and the import goes on, all or nothing.
 */
const BACKGROUND_AFTER_WAIT_MS = 1_000;

const UNEXPECTED_FAILURE = "La importación se detuvo por un error inesperado; no se guardó nada.";

/** From this many rows on, an import may rebuild the indexes instead of updating them. */
const LARGE_IMPORT_ROWS = 5_000;

/** Row messages kept in an answer and in the run's record (a 50,000-row file could have 50,000). */
const LISTED_ERRORS = 100;

/** Every answer is Spanish; Airtable's lists at most 5 row errors (admin-side 8). */
const PROFILES = {
  rows: {
    texts: SPANISH_TEXTS,
    errorLimit: LISTED_ERRORS,
    extraNote: IMPORT_MESSAGES.recordLimit,
    message: IMPORT_MESSAGES.success,
  },
  airtable: {
    texts: AIRTABLE_TEXTS,
    errorLimit: AIRTABLE_MAX_ROW_ERRORS,
    extraNote: AIRTABLE_MESSAGES.recordLimit,
    message: AIRTABLE_MESSAGES.imported,
  },
} as const;

export interface CsvUpload {
  /** The multipart fields, whatever the client sent. */
  fields: Record<string, string>;
  fileName: string | null;
  /** The records read from the file part (see readCsvUpload), or null without a file. */
  reading: Promise<CsvRecords> | null;
}

export interface CsvRecords {
  records: RawProviderRecord[];
  /** Records past MAX_IMPORT_RECORDS, counted but not processed. */
  extra: number;
}

/** First sheet row of an A1 range ("Sheet1!A2:AE" -> 2), so messages name real row numbers. */
export function firstRowOf(range: string): number {
  const cells = range.includes("!") ? range.slice(range.lastIndexOf("!") + 1) : range;
  const row = Number(/^\$?[A-Za-z]{1,3}\$?(\d+)(?::|$)/.exec(cells)?.[1]);
  return Number.isInteger(row) && row > 0 ? row : 1;
}

/**
 * Bulk imports of listings (admin-side 5, 7, 8): a CSV upload, a Google spreadsheet or an
 * Airtable table. Every import reads and checks all its records first, then writes them in
 * ONE transaction (all or nothing) as pending listings, and leaves a record in import_runs.
 * Imports run one at a time.
 */
export function createImportsService(deps: {
  repository: ImportsRepository;
  sheets: GoogleSheetsClient;
  airtable: AirtableClient;
  logger: Logger;
  /** Called after listings were added: public caches must forget their answers. */
  onImported: () => void;
  progress?: ProgressStore;
  /** PGlite only (see ImportsRepository.withIndexesRebuilt). */
  rebuildIndexesForLargeImports?: boolean;
}) {
  const { repository, logger } = deps;
  const progressStore = deps.progress ?? createProgressStore();
  let queue: Promise<unknown> = Promise.resolve();
  /** An import answered with 202 still runs: others are refused until it ends. */
  let inBackground = false;

  function refuseWhileInBackground() {
    if (inBackground) throw conflict(IMPORT_MESSAGES.busy);
  }

  /**
   * Runs an import; the first time it must sit out a long rate-limit wait, the caller gets
   * an ImportContinuing at once instead of holding the administrator's request, and the
   * import finishes in the background (its outcome lands in the progress entry and the run).
   */
  function answerOrContinue(
    progressId: string,
    work: (onWait: (waitMs: number, runId: number) => void) => Promise<ImportResult>,
  ): Promise<ImportResult | ImportContinuing> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const onWait = (waitMs: number, runId: number) => {
        if (answered || waitMs < BACKGROUND_AFTER_WAIT_MS) return;
        answered = true;
        inBackground = true;
        const message = AIRTABLE_MESSAGES.continuing;
        resolve({ success: true, status: "running", progressId, runId, message });
      };
      work(onWait).then(
        (result) => {
          inBackground = false;
          if (!answered) resolve(result);
          answered = true;
        },
        (error: unknown) => {
          if (answered && inBackground) {
            logger.warn({ err: error, progressId }, "background import failed");
          }
          inBackground = false;
          if (!answered) reject(error);
          answered = true;
        },
      );
    });
  }

  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work, work);
    queue = result.catch(() => {});
    return result;
  }

  async function saveAll(
    runId: number,
    drafts: ProviderDraft[],
    progress: ProgressReporter,
    outcome: { skipped: number; errors: string[] },
  ): Promise<void> {
    await repository.transaction(async (tx) => {
      const bases = [...new Set(drafts.map((d) => baseSlugOf(d.row.name)))];
      // Every slug this import may give ("juan-perez", "juan-perez-2"…) has the key
      // slugKeyOf(base) or base itself; slugs already in use are read by those keys.
      const used = await repository.slugsInUse(tx, [
        ...new Set(bases.flatMap((base) => [base, slugKeyOf(base)])),
      ]);
      const next = new Map<string, number>();
      const rows: ProviderInsert[] = drafts.map((draft) => {
        const base = baseSlugOf(draft.row.name);
        let slug = base;
        let n = next.get(base) ?? 2;
        while (used.has(slug)) slug = `${base}-${n++}`;
        next.set(base, n);
        used.add(slug);
        return { ...draft.row, slug };
      });
      progress.saving(0, rows.length);
      const insertAll = async () => {
        for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
          await repository.insertProviders(tx, rows.slice(start, start + INSERT_BATCH_SIZE));
          progress.saving(Math.min(start + INSERT_BATCH_SIZE, rows.length), rows.length);
        }
      };
      // Measured on PGlite: index upkeep is most of an insert's cost, and rebuilding once is
      // cheaper as soon as the import is a sizeable share of the table.
      const rebuild =
        deps.rebuildIndexesForLargeImports === true &&
        rows.length >= LARGE_IMPORT_ROWS &&
        rows.length * 4 >= (await repository.countProviders(tx));
      if (rebuild) await repository.withIndexesRebuilt(tx, insertAll);
      else await insertAll();
      await repository.finishRun(
        runId,
        { status: "completed", imported: rows.length, ...outcome },
        tx,
      );
    });
  }

  /** Normalises, removes duplicates and saves; answers the counts and the listed messages. */
  async function runImport(input: {
    runId: number;
    dataSource: string;
    dataSourceName: string;
    required: readonly RequiredField[];
    records: RawProviderRecord[];
    /** Records past MAX_IMPORT_RECORDS: skipped unread, with a note saying so. */
    extra: number;
    profile: keyof typeof PROFILES;
    progress: ProgressReporter;
  }): Promise<ImportResult> {
    const { texts, errorLimit, extraNote, message } = PROFILES[input.profile];
    const messages: string[] = input.extra > 0 ? [extraNote(input.extra)] : [];
    let skipped = input.extra;
    const drafts: ProviderDraft[] = [];
    for (const raw of input.records) {
      const outcome = normalizeRecord(raw, {
        dataSource: input.dataSource,
        dataSourceName: input.dataSourceName,
        importRunId: input.runId,
        required: input.required,
      });
      if (outcome.ok) drafts.push(outcome.draft);
      else {
        skipped += 1;
        messages.push(texts.missing(raw.label, outcome.missing));
      }
    }

    input.progress.checking();
    const found = await repository.existingKeys({
      urls: uniqueKeys(drafts.map((d) => d.keys.url)),
      locations: uniqueKeys(drafts.map((d) => d.row.location?.toLowerCase() ?? null)),
      externalIds: uniqueKeys(drafts.map((d) => d.keys.externalId)),
      dataSource: input.dataSource,
    });
    const judge = createDuplicateFilter({
      urls: found.urls,
      externalIds: found.externalIds,
      nameLocations: new Set(
        found.sameAddress.map((row) => nameLocationKeyOf(row.name, row.location)!),
      ),
    });
    const fresh = drafts.filter((draft) => {
      const verdict = judge(draft);
      if (verdict.kind === "new") return true;
      skipped += 1;
      messages.push(
        verdict.kind === "in-file"
          ? texts.duplicateInFile(draft.label, verdict.firstLabel)
          : texts.duplicateInDirectory(draft.label, verdict.reason),
      );
      return false;
    });

    const errors =
      messages.length > errorLimit
        ? [...messages.slice(0, errorLimit), texts.more(messages.length - errorLimit)]
        : messages;
    try {
      await saveAll(input.runId, fresh, input.progress, { skipped, errors });
    } catch (error) {
      logger.error({ err: error, runId: input.runId }, "import failed while saving; rolled back");
      throw new AppError("internal", texts.saveFailed);
    }
    if (fresh.length > 0) deps.onImported();
    const imported = fresh.length;
    return {
      success: true,
      imported,
      skipped,
      errors,
      message: message(imported, skipped),
      runId: input.runId,
    };
  }

  /** Any failure after the run started is written on the run before it reaches the caller. */
  async function recordingFailure(
    runId: number,
    progress: ProgressReporter,
    work: () => Promise<ImportResult>,
  ): Promise<ImportResult> {
    try {
      const result = await work();
      progress.done(result);
      return result;
    } catch (error) {
      const message = error instanceof AppError ? error.message : UNEXPECTED_FAILURE;
      progress.failed(message);
      await repository
        .finishRun(runId, { status: "failed", imported: 0, skipped: 0, errors: [message] })
        .catch((finishError: unknown) =>
          logger.error({ err: finishError, runId }, "could not record a failed import"),
        );
      throw error;
    }
  }

  function validFields(fields: unknown): ImportFields {
    const parsed = importFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(IMPORT_MESSAGES.requiredFields);
    return parsed.data;
  }

  return {
    /**
     * Reads a CSV file part while it uploads (call it from the multipart parser's file
     * event). Progress counts the bytes read against the request's announced length.
     */
    async readCsvUpload(
      file: Readable | AsyncIterable<Uint8Array>,
      options: { totalBytes: number | null; progressId?: string; adminId: number | null },
    ): Promise<CsvRecords> {
      const progress = progressStore.reporter(options.progressId, options.adminId);
      const records: RawProviderRecord[] = [];
      let extra = 0;
      let lastReport = 0;
      for await (const record of readCsvRecords(file, {
        onBytes: (bytes) => {
          // Reporting every chunk is wasteful; every 256 kB is smooth enough.
          if (bytes - lastReport >= 262_144) {
            lastReport = bytes;
            progress.reading(bytes, options.totalBytes);
          }
        },
      })) {
        if (records.length < MAX_IMPORT_RECORDS) records.push(record);
        else extra += 1;
      }
      progress.reading(options.totalBytes ?? 1, options.totalBytes ?? 1);
      return { records, extra };
    },

    /** `POST /api/admin/providers/import-csv` once the whole multipart body was read. */
    async importCsv(upload: CsvUpload, admin: AdminRef): Promise<ImportResult> {
      if (upload.fileName !== null && !isCsvFileName(upload.fileName)) {
        throw badRequest(IMPORT_MESSAGES.selectCsv);
      }
      if (!upload.reading) throw badRequest(IMPORT_MESSAGES.requiredFields);
      const fields = validFields(upload.fields);
      refuseWhileInBackground();
      return oneAtATime(async () => {
        const runId = await repository.startRun({
          kind: "csv",
          dataSource: fields.dataSource,
          dataSourceName: fields.dataSourceName,
          fileName: upload.fileName,
          notes: fields.importNotes || null,
          adminUserId: admin.id,
        });
        const progress = progressStore.reporter(fields.progressId, admin.id);
        return recordingFailure(runId, progress, async () => {
          const { records, extra } = await upload.reading!;
          if (records.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
          return runImport({
            runId,
            dataSource: fields.dataSource,
            dataSourceName: fields.dataSourceName,
            required: ["name", "specialty", "city", "state"],
            records,
            extra,
            profile: "rows",
            progress,
          });
        });
      });
    },

    /** `POST /api/admin/providers/import-google-sheets`. */
    async importGoogleSheets(body: unknown, admin: AdminRef): Promise<ImportResult> {
      const input = sheetsImportSchema.parse(body);
      const spreadsheetId = spreadsheetIdOf(input.spreadsheetId)!;
      const gid = sheetGidOf(input.spreadsheetId);
      refuseWhileInBackground();
      return oneAtATime(async () => {
        const runId = await repository.startRun({
          kind: "google_sheets",
          dataSource: input.dataSource,
          dataSourceName: input.dataSourceName,
          fileName: `${spreadsheetId} (${deps.sheets.mode === "api" ? input.range : "CSV"})`,
          notes: input.importNotes || null,
          adminUserId: admin.id,
        });
        const progress = progressStore.reporter(input.progressId, admin.id);
        return recordingFailure(runId, progress, async () => {
          progress.reading(0, 1);
          const rows = await readSheet(spreadsheetId, input.range, gid);
          progress.reading(1, 1);
          const firstRow = deps.sheets.mode === "api" ? firstRowOf(input.range) : 1;
          const records = rows
            .map((row, i) => ({ row, number: firstRow + i }))
            .filter(({ row, number }) => !(number === firstRow && isHeaderRow(row)))
            .filter(({ row }) => row.some((cell) => cell.trim() !== ""))
            .map(({ row, number }) => sheetRowToRecord(row, number));
          if (records.length === 0) throw badRequest(IMPORT_MESSAGES.sheetsEmpty);
          const extra = Math.max(0, records.length - MAX_IMPORT_RECORDS);
          return runImport({
            runId,
            dataSource: input.dataSource,
            dataSourceName: input.dataSourceName,
            required: ["name", "specialty", "city"],
            records: records.slice(0, MAX_IMPORT_RECORDS),
            extra,
            profile: "rows",
            progress,
          });
        });
      });
    },

    /** `POST /api/admin/providers/test-airtable`: one small page, and the field names seen. */
    async testAirtable(body: unknown): Promise<AirtableTestResult> {
      const parsed = airtableConnectionSchema.safeParse(body);
      if (!parsed.success) {
        const message = zodErrorMessage(parsed.error);
        throw new AppError("bad_request", message, { success: false, message });
      }
      try {
        const page = await deps.airtable.listPage(parsed.data, { pageSize: 100 });
        const fields = [...new Set(page.records.flatMap((record) => Object.keys(record.fields)))];
        return { success: true, message: AIRTABLE_MESSAGES.connected(fields), fields };
      } catch (error) {
        if (!isAirtableError(error)) throw error;
        logAirtableRefusal(error);
        return {
          success: false,
          message: airtableMessage(error, parsed.data.viewId),
          fields: [],
        };
      }
    },

    /**
     * `POST /api/admin/providers/import-airtable`: every page, then one transaction. When
     * Airtable's rate limit imposes a wait, the answer is an ImportContinuing (HTTP 202).
     */
    async importAirtable(body: unknown, admin: AdminRef): Promise<ImportResult | ImportContinuing> {
      const parsed = airtableImportSchema.safeParse(body);
      if (!parsed.success) {
        const message = zodErrorMessage(parsed.error);
        throw new AppError("bad_request", message, { message });
      }
      const input = parsed.data;
      const dataSourceName = `Airtable: ${input.tableName}`;
      // A background import is polled by this token, so it needs one even if none was sent.
      const progressId = input.progressId ?? randomUUID();
      refuseWhileInBackground();
      return answerOrContinue(progressId, (onWait) =>
        oneAtATime(async () => {
          const runId = await repository.startRun({
            kind: "airtable",
            dataSource: "airtable",
            dataSourceName,
            fileName: `${input.baseId}/${input.tableName}${input.viewId ? ` (${input.viewId})` : ""}`,
            notes: null,
            adminUserId: admin.id,
          });
          const progress = progressStore.reporter(progressId, admin.id);
          const onRateLimited = (waitMs: number) => {
            progress.waiting(new Date(Date.now() + waitMs));
            onWait(waitMs, runId);
          };
          return recordingFailure(runId, progress, async () => {
            const records: RawProviderRecord[] = [];
            let extra = 0;
            try {
              for await (const page of deps.airtable.listAll(input, { onRateLimited })) {
                for (const record of page) {
                  if (records.length < MAX_IMPORT_RECORDS) {
                    records.push(airtableRecordToRaw(record, input.fieldMapping));
                  } else extra += 1;
                }
                progress.reading(records.length, null);
              }
            } catch (error) {
              if (!isAirtableError(error)) throw error;
              logAirtableRefusal(error);
              const message = airtableMessage(error, input.viewId);
              throw new AppError(
                error.reason === "rate-limited" ? "too_many_requests" : "bad_request",
                message,
                {
                  message,
                },
              );
            }
            return runImport({
              runId,
              dataSource: "airtable",
              dataSourceName,
              required: ["name", "specialty"],
              records,
              extra,
              profile: "airtable",
              progress,
            });
          });
        }),
      );
    },

    progress(progressId: string, adminId: number): ImportProgress {
      const found = progressStore.get(progressId, adminId);
      if (!found) throw notFound(IMPORT_MESSAGES.progressNotFound);
      return found;
    },

    async recentRuns(limit = 20): Promise<ImportRunSummary[]> {
      const rows = await repository.listRuns(limit);
      return rows.map((row) => ({
        ...row,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
      }));
    },
  };

  function logAirtableRefusal(error: AirtableError) {
    const { reason, httpStatus, errorType, detail } = error;
    logger.warn({ reason, httpStatus, errorType, detail }, "Airtable refused an import");
  }

  async function readSheet(spreadsheetId: string, range: string, gid: string | null) {
    try {
      return await deps.sheets.readRows({ spreadsheetId, range, gid });
    } catch (error) {
      if (!(error instanceof SheetsError)) throw error;
      logger.warn(
        { reason: error.reason, status: error.httpStatus },
        "Google Sheets refused an import",
      );
      switch (error.reason) {
        case "bad-key":
          throw badRequest(IMPORT_MESSAGES.sheetsApiKey);
        case "forbidden":
          throw badRequest(IMPORT_MESSAGES.sheetsForbidden);
        case "not-public":
          throw badRequest(IMPORT_MESSAGES.sheetsNotPublic);
        case "not-found":
          throw badRequest(IMPORT_MESSAGES.sheetsNotFound);
        case "bad-range":
          throw badRequest(IMPORT_MESSAGES.sheetsBadRange(range));
        case "rate-limited":
          throw new AppError("too_many_requests", IMPORT_MESSAGES.sheetsRateLimited);
        case "unavailable":
          throw new AppError("unavailable", IMPORT_MESSAGES.sheetsUnavailable);
      }
    }
  }
}
export type ImportsService = ReturnType<typeof createImportsService>;

function isAirtableError(error: unknown): error is AirtableError {
  return (error as { name?: unknown } | null)?.name === "AirtableError";
}

/** Spanish for the administrator; Airtable's own English words go to the log only. */
function airtableMessage(error: AirtableError, view?: string): string {
  switch (error.reason) {
    case "unauthorized":
      return AIRTABLE_MESSAGES.unauthorized;
    case "not-found-or-forbidden":
      return AIRTABLE_MESSAGES.notFoundOrForbidden;
    case "forbidden":
      return AIRTABLE_MESSAGES.forbidden;
    case "not-found":
      return AIRTABLE_MESSAGES.notFound;
    case "invalid":
      if (error.errorType === "VIEW_NAME_NOT_FOUND") {
        return AIRTABLE_MESSAGES.viewNotFound(view ?? "");
      }
      if (error.errorType === "LIST_RECORDS_ITERATOR_NOT_AVAILABLE") {
        return AIRTABLE_MESSAGES.offsetExpired;
      }
      return AIRTABLE_MESSAGES.invalidRequest(error.errorType ?? "INVALID_REQUEST");
    case "rate-limited":
      return AIRTABLE_MESSAGES.rateLimited;
    case "unavailable":
      return AIRTABLE_MESSAGES.unavailable;
  }
}

function uniqueKeys(keys: (string | null)[]): string[] {
  return [...new Set(keys.filter((key): key is string => key !== null))];
}

function baseSlugOf(name: string): string {
  return providerSlugFromName(name) || "medico";
}

/** The repository's slug key: trailing digits, then trailing hyphens, removed. */
function slugKeyOf(slug: string): string {
  return slug.replace(/[0-9]+$/, "").replace(/-+$/, "");
}
