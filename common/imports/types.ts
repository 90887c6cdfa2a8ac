/** Answers of the import endpoints (admin-side 3, "Import result"), plus the run's id. */
export interface ImportResult {
  success: true;
  imported: number;
  skipped: number;
  /** Row errors and notes; Airtable lists at most the first five. */
  errors: string[];
  message: string;
  runId: number;
}

export type ImportPhase = "reading" | "checking" | "saving" | "done" | "failed";

/** `GET /api/admin/imports/progress/{progressId}` while an import runs. */
export interface ImportProgress {
  phase: ImportPhase;
  /** Bytes read while reading a CSV, records otherwise. */
  processed: number;
  total: number | null;
  /** 0–100 over the whole import (reading is the first half, saving the second). */
  percent: number;
}

export interface ImportRunSummary {
  id: number;
  kind: "csv" | "google_sheets" | "airtable";
  dataSource: string;
  dataSourceName: string | null;
  fileName: string | null;
  notes: string | null;
  status: "running" | "completed" | "failed";
  imported: number;
  skipped: number;
  errorCount: number;
  adminUsername: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface AirtableTestResult {
  success: boolean;
  message: string;
  /** Field names seen in the table's first records, for the mapping step. */
  fields: string[];
}
