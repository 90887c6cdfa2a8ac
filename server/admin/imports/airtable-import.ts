import { randomUUID } from "node:crypto";
import { MAX_IMPORT_RECORDS } from "../../../common/imports/constants.ts";
import { AIRTABLE_MESSAGES } from "../../../common/imports/messages.ts";
import { airtableConnectionSchema, airtableImportSchema } from "../../../common/imports/schemas.ts";
import type {
  AirtableTestResult,
  ImportContinuing,
  ImportResult,
} from "../../../common/imports/types.ts";
import { AppError } from "../../../common/errors.ts";
import type { AirtableClient, AirtableError } from "../../integrations/airtable.ts";
import type { Logger } from "../../logger.ts";
import { zodErrorMessage } from "../../validation-messages.ts";
import { airtableRecordToRaw } from "./airtable-mapping.ts";
import type { RawProviderRecord } from "./normalize.ts";
import type { AdminRef, ImportRunner } from "./run.ts";

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

/** A zod failure of an Airtable form, with the Spanish message in `message` too. */
function invalidInput(error: Parameters<typeof zodErrorMessage>[0], extra = {}): AppError {
  const message = zodErrorMessage(error);
  return new AppError("bad_request", message, { ...extra, message });
}

/**
 * `POST /api/admin/providers/test-airtable` and `…/import-airtable` (admin-side 4, 7): the
 * connection is tested first, then every page is read and saved in one transaction. When
 * Airtable's rate limit imposes a wait, the import answers 202 and goes on in the background.
 */
export function createAirtableImport(deps: {
  runner: ImportRunner;
  airtable: AirtableClient;
  logger: Logger;
}) {
  const { runner, airtable, logger } = deps;

  function logRefusal(error: AirtableError) {
    const { reason, httpStatus, errorType, detail } = error;
    logger.warn({ reason, httpStatus, errorType, detail }, "Airtable refused an import");
  }

  return {
    /** One small page, and the field names seen. */
    async testAirtable(body: unknown): Promise<AirtableTestResult> {
      const parsed = airtableConnectionSchema.safeParse(body);
      if (!parsed.success) throw invalidInput(parsed.error, { success: false });
      try {
        const page = await airtable.listPage(parsed.data, { pageSize: 100 });
        const fields = [...new Set(page.records.flatMap((record) => Object.keys(record.fields)))];
        return { success: true, message: AIRTABLE_MESSAGES.connected(fields), fields };
      } catch (error) {
        if (!isAirtableError(error)) throw error;
        logRefusal(error);
        return { success: false, message: airtableMessage(error, parsed.data.viewId), fields: [] };
      }
    },

    async importAirtable(body: unknown, admin: AdminRef): Promise<ImportResult | ImportContinuing> {
      const parsed = airtableImportSchema.safeParse(body);
      if (!parsed.success) throw invalidInput(parsed.error);
      const input = parsed.data;
      const dataSourceName = `Airtable: ${input.tableName}`;
      // A background import is polled by this token, so it needs one even if none was sent.
      const progressId = input.progressId ?? randomUUID();
      runner.refuseWhileInBackground();
      const run = {
        kind: "airtable" as const,
        dataSource: "airtable",
        dataSourceName,
        fileName: `${input.baseId}/${input.tableName}${input.viewId ? ` (${input.viewId})` : ""}`,
        notes: null,
        adminUserId: admin.id,
      };
      return runner.answerOrContinue(progressId, (onWait) =>
        runner.run(run, progressId, async ({ runId, progress }) => {
          const onRateLimited = (waitMs: number) => {
            progress.waiting(new Date(Date.now() + waitMs));
            onWait(waitMs, runId);
          };
          const records: RawProviderRecord[] = [];
          let extra = 0;
          try {
            for await (const page of airtable.listAll(input, { onRateLimited })) {
              for (const record of page) {
                if (records.length < MAX_IMPORT_RECORDS) {
                  records.push(airtableRecordToRaw(record, input.fieldMapping));
                } else extra += 1;
              }
              progress.reading(records.length, null);
            }
          } catch (error) {
            if (!isAirtableError(error)) throw error;
            logRefusal(error);
            const message = airtableMessage(error, input.viewId);
            const code = error.reason === "rate-limited" ? "too_many_requests" : "bad_request";
            throw new AppError(code, message, { message });
          }
          return {
            dataSource: "airtable",
            dataSourceName,
            required: ["name", "specialty"],
            records,
            extra,
            profile: "airtable",
          };
        }),
      );
    },
  };
}
