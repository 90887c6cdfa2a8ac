import { IMPORT_MESSAGES } from "../../../common/imports/messages.ts";
import type { ImportProgress } from "../../../common/imports/types.ts";
import { notFound } from "../../../common/errors.ts";
import type { AirtableClient } from "../../integrations/airtable.ts";
import type { GoogleSheetsClient } from "../../integrations/google-sheets.ts";
import { createAirtableImport } from "./airtable-import.ts";
import { createCsvImport } from "./csv-import.ts";
import { createImportHistory } from "./history.ts";
import { createImportRunner, type RunDeps } from "./run.ts";
import { createSheetsImport } from "./sheets-import.ts";

export type { AdminRef } from "./run.ts";
export type { CsvRecords, CsvUpload } from "./csv-import.ts";

/**
 * Bulk imports of listings (admin-side 5, 7, 8): a CSV upload, a Google spreadsheet or an
 * Airtable table. Every import reads and checks all its records first, then writes them in
 * ONE transaction (all or nothing; on PGlite in short steps undone on failure, see save.ts) as pending listings, and leaves a record in import_runs
 * with every row it skipped. Imports run one at a time.
 */
export function createImportsService(
  deps: RunDeps & { sheets: GoogleSheetsClient; airtable: AirtableClient },
) {
  const history = createImportHistory({ repository: deps.repository });
  // Messages older than the history keeps go as each new import starts.
  const runner = createImportRunner({ ...deps, beforeRun: history.removeOldMessages });
  const { logger } = deps;
  return {
    ...createCsvImport(runner),
    ...createSheetsImport({ runner, sheets: deps.sheets, logger }),
    ...createAirtableImport({ runner, airtable: deps.airtable, logger }),
    ...history,

    async progress(progressId: string, adminId: number): Promise<ImportProgress> {
      const found = await runner.progressStore.get(progressId, adminId);
      if (!found) throw notFound(IMPORT_MESSAGES.progressNotFound);
      return found;
    },

    undoInterruptedRuns: runner.undoInterruptedRuns,
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
