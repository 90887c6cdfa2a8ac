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

/**
 * The 202 answer of an import that had to wait on the source's rate limit (Airtable's 30 s
 * penalty): it goes on in the background; its progress (and, at the end, its result or its
 * error) is read at `GET /api/admin/imports/progress/{progressId}`.
 */
export interface ImportContinuing {
  success: true;
  status: "running";
  progressId: string;
  runId: number;
  message: string;
}

export type ImportPhase = "reading" | "waiting" | "checking" | "saving" | "done" | "failed";

/** `GET /api/admin/imports/progress/{progressId}` while an import runs, and after. */
export interface ImportProgress {
  phase: ImportPhase;
  /** Bytes read while reading a CSV, records otherwise. */
  processed: number;
  total: number | null;
  /** 0–100 over the whole import (reading is the first half, saving the second). */
  percent: number;
  /** While waiting: when the source allows the next request (ISO 8601). */
  waitingUntil?: string;
  /** Once done: what a synchronous answer would have said. */
  result?: ImportResult;
  /** Once failed: the Spanish explanation. */
  error?: string;
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
  /** Skipped rows and failures kept for this run (see GET …/runs/{id}/messages). */
  messageCount: number;
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

/** One skipped row or failure of an import run. */
export interface ImportRunMessage {
  /** Row number (CSV, Google Sheets) or Airtable record id; null when about the whole run. */
  row: string | null;
  kind: "skipped" | "failed";
  reason: string;
}

/** `GET /api/admin/imports/runs/{id}/messages`: one page of a run's messages. */
export interface ImportRunMessagesPage {
  run: ImportRunSummary;
  messages: ImportRunMessage[];
  totalCount: number;
}
