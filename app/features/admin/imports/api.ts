import type {
  AirtableTestResult,
  ImportContinuing,
  ImportProgress,
  ImportResult,
  ImportRunSummary,
} from "../../../../common/imports/types.ts";
import { ApiError, apiRequest } from "../../dashboard/api.ts";

export { ApiError };

/** A token for this import's progress, made before the request so polling can start at once. */
export function newProgressId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** `POST /api/admin/providers/import-csv` (multipart); fields first, then the file. */
export async function importCsv(form: {
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
  const response = await fetch(
    `/api/admin/providers/import-csv?progressId=${encodeURIComponent(form.progressId)}`,
    { method: "POST", credentials: "include", body },
  );
  if (!response.ok) {
    const text = (await response.text().catch(() => "")) || response.statusText;
    let message: string | null = null;
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      message = typeof parsed.error === "string" ? parsed.error : null;
    } catch {
      message = null;
    }
    throw new ApiError(response.status, text, message, null);
  }
  return (await response.json()) as ImportResult;
}

export const importGoogleSheets = (body: Record<string, string>) =>
  apiRequest<ImportResult>("POST", "/api/admin/providers/import-google-sheets", body);

export const testAirtable = (body: Record<string, string>) =>
  apiRequest<AirtableTestResult>("POST", "/api/admin/providers/test-airtable", body);

/** A 202 ImportContinuing when Airtable's rate limit sent the import to the background. */
export const importAirtable = (body: Record<string, unknown>) =>
  apiRequest<ImportResult | ImportContinuing>("POST", "/api/admin/providers/import-airtable", body);

/** Null while the server has not heard of this import yet (or forgot it). */
export async function fetchProgress(progressId: string): Promise<ImportProgress | null> {
  const response = await fetch(`/api/admin/imports/progress/${encodeURIComponent(progressId)}`, {
    credentials: "include",
  });
  return response.ok ? ((await response.json()) as ImportProgress) : null;
}

export const fetchRuns = () => apiRequest<ImportRunSummary[]>("GET", "/api/admin/imports/runs");

/** The server's own words when it sent any, for the toast's description. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
}
