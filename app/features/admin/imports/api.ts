import type {
  AirtableTestResult,
  ImportContinuing,
  ImportProgress,
  ImportResult,
  ImportRunMessagesPage,
  ImportRunSummary,
} from "../../../../common/imports/types.ts";
import { ApiError, adminMutation, adminRead } from "../api.ts";

/** A token for this import's progress, made before the request so polling can start at once. */
export function newProgressId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** `POST /api/admin/providers/import-csv` (multipart); fields first, then the file. */
export function importCsv(form: {
  file: File;
  dataSource: string;
  dataSourceName: string;
  importNotes: string;
  progressId: string;
}): Promise<ImportResult> {
  const body = new FormData();
  body.append("dataSource", form.dataSource);
  body.append("dataSourceName", form.dataSourceName);
  body.append("importNotes", form.importNotes);
  body.append("file", form.file, form.file.name);
  const query = `progressId=${encodeURIComponent(form.progressId)}`;
  return adminMutation<ImportResult>("POST", `/api/admin/providers/import-csv?${query}`, body);
}

export const importGoogleSheets = (body: Record<string, string>) =>
  adminMutation<ImportResult>("POST", "/api/admin/providers/import-google-sheets", body);

export const testAirtable = (body: Record<string, string>) =>
  adminMutation<AirtableTestResult>("POST", "/api/admin/providers/test-airtable", body);

/** A 202 ImportContinuing when Airtable's rate limit sent the import to the background. */
export const importAirtable = (body: Record<string, unknown>) =>
  adminMutation<ImportResult | ImportContinuing>(
    "POST",
    "/api/admin/providers/import-airtable",
    body,
  );

/** Null while the server has not heard of this import yet (or forgot it). */
export function fetchProgress(progressId: string): Promise<ImportProgress | null> {
  return adminRead<ImportProgress>(
    `/api/admin/imports/progress/${encodeURIComponent(progressId)}`,
  ).catch(() => null);
}

export const fetchRuns = () => adminRead<ImportRunSummary[]>("/api/admin/imports/runs");

/** Where a run's messages are listed, a page at a time, and downloaded as CSV. */
export const runMessagesPath = (runId: number, offset = 0) =>
  `/api/admin/imports/runs/${runId}/messages?offset=${offset}`;
export const runMessagesCsvPath = (runId: number) =>
  `/api/admin/imports/runs/${runId}/messages.csv`;

export const fetchRunMessages = (runId: number, offset: number) =>
  adminRead<ImportRunMessagesPage>(runMessagesPath(runId, offset));

/** The server's own words when it sent any, for the toast's description. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
}
