import { IMPORT_HISTORY } from "../../../common/imports/messages.ts";
import type { ImportRunMessagesPage, ImportRunSummary } from "../../../common/imports/types.ts";
import { notFound } from "../../../common/errors.ts";
import { spreadsheetCsv } from "./export-csv.ts";
import type { ImportsRepository } from "./repository.ts";

type RunRow = NonNullable<Awaited<ReturnType<ImportsRepository["findRun"]>>>;

const DAY_MS = 86_400_000;
/** Every message of a run fits in one download: 50,000 records plus a few notes. */
const CSV_MAX_MESSAGES = 60_000;

function toSummary(row: RunRow): ImportRunSummary {
  return {
    ...row,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The record of past imports (import_runs) and of every row each one skipped or failed on:
 * listed in the panel, downloadable as CSV, kept IMPORT_HISTORY.keptDays days.
 */
export function createImportHistory(deps: { repository: ImportsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function existingRun(runId: number): Promise<RunRow> {
    const run = await repository.findRun(runId);
    if (!run) throw notFound(IMPORT_HISTORY.runNotFound);
    return run;
  }

  return {
    async recentRuns(limit = 20): Promise<ImportRunSummary[]> {
      return (await repository.listRuns(limit)).map(toSummary);
    },

    async runMessages(
      runId: number,
      page: { limit: number; offset: number },
    ): Promise<ImportRunMessagesPage> {
      const run = await existingRun(runId);
      const { rows, totalCount } = await repository.listMessages(runId, page);
      return { run: toSummary(run), messages: rows, totalCount };
    },

    /** The run's messages as a spreadsheet: file name and content. */
    async runMessagesCsv(runId: number): Promise<{ fileName: string; content: string }> {
      const run = await existingRun(runId);
      const { rows } = await repository.listMessages(runId, {
        limit: CSV_MAX_MESSAGES,
        offset: 0,
      });
      const header = [IMPORT_HISTORY.rowHeader[run.kind], ...IMPORT_HISTORY.csvHeaders];
      const content = spreadsheetCsv(
        header,
        rows.map((row) => [
          row.row ?? IMPORT_HISTORY.wholeRun,
          IMPORT_HISTORY.kindLabels[row.kind],
          row.reason,
        ]),
      );
      const day = run.startedAt.toISOString().slice(0, 10);
      return { fileName: `importacion-${run.id}-${day}-avisos.csv`, content };
    },

    /** Deletes the messages of imports older than IMPORT_HISTORY.keptDays days. */
    removeOldMessages(): Promise<number> {
      return repository.deleteMessagesBefore(
        new Date(now().getTime() - IMPORT_HISTORY.keptDays * DAY_MS),
      );
    },
  };
}
