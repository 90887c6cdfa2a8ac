import { MAX_IMPORT_RECORDS } from "../../../common/imports/constants.ts";
import { IMPORT_MESSAGES } from "../../../common/imports/messages.ts";
import {
  sheetGidOf,
  sheetsImportSchema,
  spreadsheetIdOf,
} from "../../../common/imports/schemas.ts";
import type { ImportResult } from "../../../common/imports/types.ts";
import { AppError, badRequest } from "../../../common/errors.ts";
import { SheetsError, type GoogleSheetsClient } from "../../integrations/google-sheets.ts";
import type { Logger } from "../../logger.ts";
import { runFromForm, type AdminRef, type ImportRunner } from "./run.ts";
import { isHeaderRow, sheetRowToRecord } from "./sheet-columns.ts";

/** First sheet row of an A1 range ("Sheet1!A2:AE" -> 2), so messages name real row numbers. */
export function firstRowOf(range: string): number {
  const cells = range.includes("!") ? range.slice(range.lastIndexOf("!") + 1) : range;
  const row = Number(/^\$?[A-Za-z]{1,3}\$?(\d+)(?::|$)/.exec(cells)?.[1]);
  return Number.isInteger(row) && row > 0 ? row : 1;
}

/** Google Sheets' refusals, in Spanish for the administrator. */
function sheetsFailure(error: SheetsError, range: string): AppError {
  switch (error.reason) {
    case "bad-key":
      return badRequest(IMPORT_MESSAGES.sheetsApiKey);
    case "forbidden":
      return badRequest(IMPORT_MESSAGES.sheetsForbidden);
    case "not-public":
      return badRequest(IMPORT_MESSAGES.sheetsNotPublic);
    case "not-found":
      return badRequest(IMPORT_MESSAGES.sheetsNotFound);
    case "bad-range":
      return badRequest(IMPORT_MESSAGES.sheetsBadRange(range));
    case "rate-limited":
      return new AppError("too_many_requests", IMPORT_MESSAGES.sheetsRateLimited);
    case "unavailable":
      return new AppError("unavailable", IMPORT_MESSAGES.sheetsUnavailable);
  }
}

/** `POST /api/admin/providers/import-google-sheets` (admin-side 5): columns by position. */
export function createSheetsImport(deps: {
  runner: ImportRunner;
  sheets: GoogleSheetsClient;
  logger: Logger;
}) {
  const { runner, sheets, logger } = deps;

  async function readSheet(spreadsheetId: string, range: string, gid: string | null) {
    try {
      return await sheets.readRows({ spreadsheetId, range, gid });
    } catch (error) {
      if (!(error instanceof SheetsError)) throw error;
      logger.warn(
        { reason: error.reason, status: error.httpStatus },
        "Google Sheets refused an import",
      );
      throw sheetsFailure(error, range);
    }
  }

  return {
    async importGoogleSheets(body: unknown, admin: AdminRef): Promise<ImportResult> {
      const input = sheetsImportSchema.parse(body);
      const spreadsheetId = spreadsheetIdOf(input.spreadsheetId)!;
      const gid = sheetGidOf(input.spreadsheetId);
      runner.refuseWhileInBackground();
      const fileName = `${spreadsheetId} (${sheets.mode === "api" ? input.range : "CSV"})`;
      const run = runFromForm("google_sheets", input, fileName, admin);
      return runner.run(run, input.progressId, async ({ progress }) => {
        progress.reading(0, 1);
        const rows = await readSheet(spreadsheetId, input.range, gid);
        progress.reading(1, 1);
        const firstRow = sheets.mode === "api" ? firstRowOf(input.range) : 1;
        const records = rows
          .map((row, i) => ({ row, number: firstRow + i }))
          .filter(({ row, number }) => !(number === firstRow && isHeaderRow(row)))
          .filter(({ row }) => row.some((cell) => cell.trim() !== ""))
          .map(({ row, number }) => sheetRowToRecord(row, number));
        if (records.length === 0) throw badRequest(IMPORT_MESSAGES.sheetsEmpty);
        return {
          dataSource: input.dataSource,
          dataSourceName: input.dataSourceName,
          required: ["name", "specialty", "city"],
          records: records.slice(0, MAX_IMPORT_RECORDS),
          extra: Math.max(0, records.length - MAX_IMPORT_RECORDS),
          profile: "rows",
        };
      });
    },
  };
}
