import { parse } from "csv-parse/sync";
import { z } from "zod";
import { createCharsetDecoder } from "../lib/charset.ts";

/**
 * Reads a range of a Google spreadsheet as rows of text. Two ways, chosen by configuration:
 *
 * - with an API key: the Sheets API v4 `values.get`,
 *   `GET {apiUrl}/v4/spreadsheets/{id}/values/{range}?key=…&majorDimension=ROWS`, answered by
 *   `{range, majorDimension: "ROWS", values: [[…], …]}` whose rows are ragged (trailing empty
 *   cells are left out, and an empty sheet has no `values` at all). Errors are
 *   `{error: {code, message, status, details?}}`: 400 INVALID_ARGUMENT (bad range), 403
 *   PERMISSION_DENIED, 404 NOT_FOUND, 429 RESOURCE_EXHAUSTED. A wrong, expired or
 *   restricted key is also a 400 INVALID_ARGUMENT (or a 403), told apart only by the
 *   `google.rpc.ErrorInfo` in `details` whose `reason` is API_KEY_INVALID, API_KEY_EXPIRED,
 *   API_KEY_SERVICE_BLOCKED…: without reading it, a bad key would pass for a bad range.
 * - without a key: the sheet's public CSV export, `GET {exportUrl}/spreadsheets/d/{id}/export
 *   ?format=csv[&gid=…]`; a sheet that is not shared publicly answers a sign-in page (HTML)
 *   instead of CSV.
 *
 * Each call has a time limit; 429, 5xx, timeouts and network errors are retried after each
 * delay of `retryDelaysMs` (exponential backoff, as Google asks), then reported.
 */
export interface GoogleSheetsOptions {
  apiUrl: string;
  exportUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export type SheetsFailureReason =
  | "bad-key"
  | "forbidden"
  | "not-found"
  | "bad-range"
  | "rate-limited"
  | "unavailable"
  | "not-public";

export class SheetsError extends Error {
  override name = "SheetsError";
  constructor(
    readonly reason: SheetsFailureReason,
    readonly httpStatus?: number,
  ) {
    super(`Google Sheets: ${reason}${httpStatus ? ` (${httpStatus})` : ""}`);
  }
}

export interface GoogleSheetsClient {
  mode: "api" | "public-csv";
  /** Rows of the range (or of the exported sheet), each a ragged list of cell texts. */
  readRows(request: {
    spreadsheetId: string;
    range: string;
    gid?: string | null;
  }): Promise<string[][]>;
}

const DEFAULT_RETRY_DELAYS = [1_000, 2_000];

const valuesAnswerSchema = z.object({
  range: z.string().optional(),
  majorDimension: z.string().optional(),
  values: z
    .array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])))
    .optional()
    .default([]),
});

const errorAnswerSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    status: z.string().optional(),
    details: z
      .array(z.object({ "@type": z.string().optional(), reason: z.string().optional() }))
      .optional()
      .default([]),
  }),
});

const ERROR_INFO_TYPE = "type.googleapis.com/google.rpc.ErrorInfo";

/** A failure worth another try: the same request may well succeed in a moment. */
class Retryable extends Error {
  constructor(readonly failure: SheetsError) {
    super(failure.message);
  }
}

export function createGoogleSheetsClient(options: GoogleSheetsOptions): GoogleSheetsClient {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));

  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 0; ; i++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof Retryable)) throw error;
        if (i >= delays.length) throw error.failure;
        await sleep(delays[i]!);
      }
    }
  }

  async function send(url: string): Promise<{ status: number; type: string; bytes: Uint8Array }> {
    try {
      const response = await fetch(url, {
        headers: { Accept: "application/json, text/csv" },
        redirect: "follow",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("content-type") ?? "", bytes };
    } catch {
      throw new Retryable(new SheetsError("unavailable"));
    }
  }

  function failureOf(status: number, body: Uint8Array): SheetsError | Retryable {
    if (status === 429) return new Retryable(new SheetsError("rate-limited", status));
    if (status >= 500) return new Retryable(new SheetsError("unavailable", status));
    let apiStatus: string | undefined;
    let reasons: string[] = [];
    try {
      const { error } = errorAnswerSchema.parse(JSON.parse(new TextDecoder().decode(body)));
      apiStatus = error.status;
      reasons = error.details.flatMap((detail) =>
        detail["@type"] === ERROR_INFO_TYPE && detail.reason ? [detail.reason] : [],
      );
    } catch {
      apiStatus = undefined;
    }
    if (reasons.some((reason) => reason.startsWith("API_KEY_"))) {
      return new SheetsError("bad-key", status);
    }
    if (apiStatus === "RESOURCE_EXHAUSTED") {
      return new Retryable(new SheetsError("rate-limited", status));
    }
    if (status === 403 || apiStatus === "PERMISSION_DENIED")
      return new SheetsError("forbidden", status);
    if (status === 404 || apiStatus === "NOT_FOUND") return new SheetsError("not-found", status);
    if (status === 400) return new SheetsError("bad-range", status);
    if (status === 401) return new SheetsError("forbidden", status);
    return new SheetsError("unavailable", status);
  }

  async function readWithKey(spreadsheetId: string, range: string, key: string) {
    const url = new URL(
      `v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}`,
      withSlash(options.apiUrl),
    );
    url.searchParams.set("key", key);
    url.searchParams.set("majorDimension", "ROWS");
    return withRetries(async () => {
      const answer = await send(url.toString());
      if (answer.status !== 200) throw failureOf(answer.status, answer.bytes);
      let parsed;
      try {
        parsed = valuesAnswerSchema.parse(JSON.parse(new TextDecoder().decode(answer.bytes)));
      } catch {
        throw new SheetsError("unavailable", answer.status);
      }
      return parsed.values.map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
    });
  }

  async function readPublicCsv(spreadsheetId: string, gid: string | null | undefined) {
    const url = new URL(
      `spreadsheets/d/${encodeURIComponent(spreadsheetId)}/export`,
      withSlash(options.exportUrl),
    );
    url.searchParams.set("format", "csv");
    if (gid) url.searchParams.set("gid", gid);
    return withRetries(async () => {
      const answer = await send(url.toString());
      if (answer.status === 401 || answer.status === 403)
        throw new SheetsError("not-public", answer.status);
      if (answer.status !== 200) throw failureOf(answer.status, answer.bytes);
      // A private sheet redirects to Google's sign-in page, which is HTML, not CSV.
      if (/text\/html/i.test(answer.type)) throw new SheetsError("not-public", answer.status);
      const decoder = createCharsetDecoder();
      const text = decoder.decode(answer.bytes) + decoder.end();
      return parse(text, { relax_column_count: true, relax_quotes: true }) as string[][];
    });
  }

  return {
    mode: options.apiKey ? "api" : "public-csv",
    readRows({ spreadsheetId, range, gid }) {
      return options.apiKey
        ? readWithKey(spreadsheetId, range, options.apiKey)
        : readPublicCsv(spreadsheetId, gid);
    },
  };
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
