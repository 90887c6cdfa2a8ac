import type { Readable } from "node:stream";
import { MAX_IMPORT_RECORDS } from "../../../common/imports/constants.ts";
import { IMPORT_MESSAGES } from "../../../common/imports/messages.ts";
import {
  importFieldsSchema,
  isCsvFileName,
  type ImportFields,
} from "../../../common/imports/schemas.ts";
import type { ImportResult } from "../../../common/imports/types.ts";
import { badRequest } from "../../../common/errors.ts";
import { readCsvRecords } from "./csv-reader.ts";
import type { RawProviderRecord } from "./normalize.ts";
import { runFromForm, type AdminRef, type ImportRunner } from "./run.ts";

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

function validFields(fields: unknown): ImportFields {
  const parsed = importFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(IMPORT_MESSAGES.requiredFields);
  return parsed.data;
}

/** `POST /api/admin/providers/import-csv` (admin-side 5): a file read while it uploads. */
export function createCsvImport(runner: ImportRunner) {
  return {
    /**
     * Reads a CSV file part while it uploads (call it from the multipart parser's file
     * event). Progress counts the bytes read against the request's announced length.
     */
    async readCsvUpload(
      file: Readable | AsyncIterable<Uint8Array>,
      options: { totalBytes: number | null; progressId?: string; adminId: number | null },
    ): Promise<CsvRecords> {
      const progress = runner.progressStore.reporter(options.progressId, options.adminId);
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

    /** Once the whole multipart body was read. */
    async importCsv(upload: CsvUpload, admin: AdminRef): Promise<ImportResult> {
      if (upload.fileName !== null && !isCsvFileName(upload.fileName)) {
        throw badRequest(IMPORT_MESSAGES.selectCsv);
      }
      const reading = upload.reading;
      if (!reading) throw badRequest(IMPORT_MESSAGES.requiredFields);
      const fields = validFields(upload.fields);
      runner.refuseWhileInBackground();
      const run = runFromForm("csv", fields, upload.fileName, admin);
      return runner.run(run, fields.progressId, async () => {
        const { records, extra } = await reading;
        if (records.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
        return {
          dataSource: fields.dataSource,
          dataSourceName: fields.dataSourceName,
          required: ["name", "specialty", "city", "state"],
          records,
          extra,
          profile: "rows",
        };
      });
    },
  };
}
