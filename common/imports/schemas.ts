import { z } from "zod";
import {
  AIRTABLE_REQUIRED_FIELDS,
  AIRTABLE_TARGET_FIELDS,
  DEFAULT_SHEETS_RANGE,
  IMPORT_DATA_SOURCES,
  type AirtableTargetField,
} from "./constants.ts";
import { AIRTABLE_MESSAGES, IMPORT_HISTORY, IMPORT_MESSAGES } from "./messages.ts";

const SPREADSHEET_URL_ID = /\/spreadsheets\/d\/([A-Za-z0-9_-]{10,})/;
const BARE_SPREADSHEET_ID = /^[A-Za-z0-9_-]{20,}$/;

/** The spreadsheet id of a Google Sheets URL (…/spreadsheets/d/{id}/…) or of a bare id; null otherwise. */
export function spreadsheetIdOf(input: string): string | null {
  const text = input.trim();
  if (BARE_SPREADSHEET_ID.test(text)) return text;
  return SPREADSHEET_URL_ID.exec(text)?.[1] ?? null;
}

/** The sheet (tab) id of a URL's `#gid=` or `?gid=`, used by the public CSV export. */
export function sheetGidOf(input: string): string | null {
  return /[#?&]gid=(\d+)/.exec(input)?.[1] ?? null;
}

/** Admin-side 5: the file name must end in .csv. */
export function isCsvFileName(name: string | null | undefined): boolean {
  return Boolean(name && /\.csv$/i.test(name.trim()));
}

/** Progress tokens are made by the browser so it can poll while its own request runs. */
export const progressIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message);

export const importFieldsSchema = z.object({
  dataSource: z.enum(IMPORT_DATA_SOURCES, { error: IMPORT_MESSAGES.requiredFields }),
  dataSourceName: requiredText(IMPORT_MESSAGES.requiredFields),
  importNotes: z.string().trim().max(2_000).optional().default(""),
  progressId: progressIdSchema.optional(),
});
export type ImportFields = z.infer<typeof importFieldsSchema>;

export const sheetsImportSchema = importFieldsSchema.extend({
  // A URL or a bare id; the service reads the id (and a #gid=) from what was typed.
  spreadsheetId: z
    .string({ error: IMPORT_MESSAGES.invalidSheetsUrl })
    .trim()
    .max(500, IMPORT_MESSAGES.invalidSheetsUrl)
    .refine((value) => spreadsheetIdOf(value) !== null, IMPORT_MESSAGES.invalidSheetsUrl),
  range: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || DEFAULT_SHEETS_RANGE),
});
export type SheetsImportInput = z.input<typeof sheetsImportSchema>;

const airtableText = (max: number) =>
  z
    .string({ error: AIRTABLE_MESSAGES.requiredConnection })
    .trim()
    .min(1, AIRTABLE_MESSAGES.requiredConnection)
    .max(max, AIRTABLE_MESSAGES.requiredConnection);

export const airtableConnectionSchema = z.object({
  apiKey: airtableText(500),
  baseId: airtableText(100).regex(/^app[A-Za-z0-9]{3,}$/, "The base ID starts with 'app'."),
  tableName: airtableText(200),
  viewId: z.string().trim().max(200).optional().default(""),
});
export type AirtableConnectionInput = z.input<typeof airtableConnectionSchema>;

export const airtableFieldMappingSchema = z
  .partialRecord(z.enum(AIRTABLE_TARGET_FIELDS), z.string().trim().max(200))
  .refine(
    (mapping) => AIRTABLE_REQUIRED_FIELDS.every((field) => Boolean(mapping[field])),
    AIRTABLE_MESSAGES.requiredMapping,
  );
export type AirtableFieldMapping = Partial<Record<AirtableTargetField, string>>;

export const airtableImportSchema = airtableConnectionSchema.extend({
  fieldMapping: airtableFieldMappingSchema,
  progressId: progressIdSchema.optional(),
});
export type AirtableImportInput = z.input<typeof airtableImportSchema>;

/** Messages listed per page in the import history. */
export const RUN_MESSAGES_PAGE_SIZE = 100;

const notFoundRun = IMPORT_HISTORY.runNotFound;
const badPage = "La página pedida no es válida.";

/** `GET /api/admin/imports/runs/{id}/messages` and `…/messages.csv`. */
export const runIdSchema = z.coerce
  .number({ error: notFoundRun })
  .int(notFoundRun)
  .positive(notFoundRun)
  .max(2_147_483_647, notFoundRun);

export const runMessagesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: badPage })
    .int(badPage)
    .min(1, badPage)
    .max(500, badPage)
    .default(RUN_MESSAGES_PAGE_SIZE),
  offset: z.coerce
    .number({ error: badPage })
    .int(badPage)
    .min(0, badPage)
    .max(1_000_000, badPage)
    .default(0),
});
