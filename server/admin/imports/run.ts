import { AIRTABLE_MESSAGES, IMPORT_MESSAGES } from "../../../common/imports/messages.ts";
import type {
  ImportContinuing,
  ImportResult,
  ImportRunMessage,
} from "../../../common/imports/types.ts";
import { AppError, conflict } from "../../../common/errors.ts";
import type { Logger } from "../../logger.ts";
import { createDuplicateFilter } from "./duplicates.ts";
import {
  nameLocationKeyOf,
  normalizeRecord,
  type ProviderDraft,
  type RawProviderRecord,
  type RequiredField,
} from "./normalize.ts";
import { createProgressStore, type ProgressReporter, type ProgressStore } from "./progress.ts";
import type { ImportsRepository, NewImportRun } from "./repository.ts";
import {
  answerLines,
  duplicate,
  missingField,
  PROFILES,
  type MessageProfile,
} from "./row-messages.ts";
import { saveListings, undoRun, yieldToOthers, type SaveDeps } from "./save.ts";

export interface AdminRef {
  id: number;
  username: string;
}

/**
 * A rate-limit wait this long (Airtable's penalty is 30 s) sends the import to the
 * background: the request answers 202 at once and the import goes on, all or nothing.
 */
const BACKGROUND_AFTER_WAIT_MS = 1_000;

const INTERRUPTED = "La importación se interrumpió (el servidor se detuvo); no se guardó nada.";

const UNEXPECTED_FAILURE = "La importación se detuvo por un error inesperado; no se guardó nada.";

export interface RunDeps extends SaveDeps {
  repository: ImportsRepository;
  logger: Logger;
  /** Called after listings were added: caches must forget their answers. */
  onImported: () => void;
  progress?: ProgressStore;
}

/** Records checked between two yields: 50,000 at once would hold the event loop ~1 s. */
const CHECK_STEP = 1_000;

/** Run before every import (the history's cleanup of old messages); failures are logged. */
type BeforeRun = () => Promise<unknown>;

/** The import_runs record of an import from a form with source, name and notes. */
export function runFromForm(
  kind: NewImportRun["kind"],
  fields: { dataSource: string; dataSourceName: string; importNotes?: string },
  fileName: string | null,
  admin: AdminRef,
): NewImportRun {
  return {
    kind,
    dataSource: fields.dataSource,
    dataSourceName: fields.dataSourceName,
    fileName,
    notes: fields.importNotes || null,
    adminUserId: admin.id,
  };
}

/** What one import read, ready to be checked and saved. */
export interface ReadRecords {
  dataSource: string;
  dataSourceName: string;
  required: readonly RequiredField[];
  records: RawProviderRecord[];
  /** Records past MAX_IMPORT_RECORDS: skipped unread, with a note saying so. */
  extra: number;
  profile: MessageProfile;
}

/**
 * The run of an import, whatever its source: one at a time, recorded in import_runs with
 * every skipped row, checked for duplicates, saved all or nothing (save.ts).
 */
export function createImportRunner(deps: RunDeps & { beforeRun?: BeforeRun }) {
  const { repository, logger } = deps;
  const progressStore = deps.progress ?? createProgressStore(repository, logger);
  let queue: Promise<unknown> = Promise.resolve();
  /** An import answered with 202 still runs: others are refused until it ends. */
  let inBackground = false;

  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work, work);
    queue = result.catch(() => {});
    return result;
  }

  /** Normalises, removes duplicates and saves; answers the counts and the listed messages. */
  async function checkAndSave(
    runId: number,
    input: ReadRecords,
    progress: ProgressReporter,
  ): Promise<ImportResult> {
    const texts = PROFILES[input.profile];
    const messages: ImportRunMessage[] =
      input.extra > 0 ? [{ row: null, kind: "skipped", reason: texts.extraNote(input.extra) }] : [];
    const drafts: ProviderDraft[] = [];
    for (const [i, raw] of input.records.entries()) {
      if (i % CHECK_STEP === CHECK_STEP - 1) await yieldToOthers();
      const outcome = normalizeRecord(raw, {
        dataSource: input.dataSource,
        dataSourceName: input.dataSourceName,
        importRunId: runId,
        required: input.required,
      });
      if (outcome.ok) drafts.push(outcome.draft);
      else messages.push(missingField(raw.label, outcome.missing));
    }

    progress.checking();
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
    const fresh: ProviderDraft[] = [];
    for (const [i, draft] of drafts.entries()) {
      if (i % CHECK_STEP === CHECK_STEP - 1) await yieldToOthers();
      const verdict = judge(draft);
      if (verdict.kind === "new") fresh.push(draft);
      else messages.push(duplicate(input.profile, draft.label, verdict));
    }

    const skipped = input.extra + input.records.length - fresh.length;
    const errors = answerLines(input.profile, messages);
    try {
      await saveListings(deps, { runId, drafts: fresh, progress, skipped, errors, messages });
    } catch (error) {
      logger.error({ err: error, runId }, "import failed while saving; rolled back");
      throw new AppError("internal", texts.saveFailed);
    }
    if (fresh.length > 0) deps.onImported();
    const imported = fresh.length;
    return {
      success: true,
      imported,
      skipped,
      errors,
      message: texts.message(imported, skipped),
      runId,
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
      await progress.done(result);
      return result;
    } catch (error) {
      const message = error instanceof AppError ? error.message : UNEXPECTED_FAILURE;
      await Promise.all([
        progress.failed(message),
        repository.finishRun(runId, {
          status: "failed",
          imported: 0,
          skipped: 0,
          errors: [message],
        }),
        repository.saveMessages(runId, [{ row: null, kind: "failed", reason: message }]),
      ]).catch((finishError: unknown) =>
        logger.error({ err: finishError, runId }, "could not record a failed import"),
      );
      throw error;
    }
  }

  return {
    progressStore,

    /**
     * Single-process databases (PGlite) only, at start: a run still marked running was cut
     * off by a stop (its listings were saved in steps); what it saved goes, the run is failed.
     */
    async undoInterruptedRuns(): Promise<number> {
      const ids = await repository.runningRunIds();
      for (const runId of ids) {
        await undoRun(repository, runId);
        await repository.finishRun(runId, {
          status: "failed",
          imported: 0,
          skipped: 0,
          errors: [INTERRUPTED],
        });
        await repository.saveMessages(runId, [{ row: null, kind: "failed", reason: INTERRUPTED }]);
      }
      return ids.length;
    },

    /** While an import answered with 202 goes on, others are refused (409). */
    refuseWhileInBackground() {
      if (inBackground) throw conflict(IMPORT_MESSAGES.busy);
    },

    /**
     * Starts a run once the imports before it ended: `read` gathers the records (its
     * failures are recorded on the run too), then they are checked and saved.
     */
    run(
      newRun: NewImportRun,
      progressId: string | undefined,
      read: (context: { runId: number; progress: ProgressReporter }) => Promise<ReadRecords>,
    ): Promise<ImportResult> {
      return oneAtATime(async () => {
        await deps
          .beforeRun?.()
          .catch((error: unknown) =>
            logger.warn({ err: error }, "could not clean the import history"),
          );
        const runId = await repository.startRun(newRun);
        const progress = progressStore.reporter(progressId, newRun.adminUserId);
        return recordingFailure(runId, progress, async () =>
          checkAndSave(runId, await read({ runId, progress }), progress),
        );
      });
    },

    /**
     * Runs an import; the first time it must sit out a long rate-limit wait, the caller gets
     * an ImportContinuing at once instead of holding the administrator's request, and the
     * import finishes in the background (its outcome lands in the progress entry and the run).
     */
    answerOrContinue(
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
    },
  };
}
export type ImportRunner = ReturnType<typeof createImportRunner>;

function uniqueKeys(keys: (string | null)[]): string[] {
  return [...new Set(keys.filter((key): key is string => key !== null))];
}
