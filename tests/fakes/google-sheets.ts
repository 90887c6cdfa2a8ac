import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on loopback that speaks the two ways the import adapter
 * (server/integrations/google-sheets.ts) reads a Google spreadsheet:
 *
 * - Sheets API v4 `values.get`: `GET /v4/spreadsheets/{id}/values/{range}?key=…` answers
 *   `{range, majorDimension: "ROWS", values}` with ragged rows (trailing empty cells left
 *   out, and no `values` at all for an empty range), or Google's error shape
 *   `{error: {code, message, status, details?}}`: 400 INVALID_ARGUMENT with a
 *   `google.rpc.ErrorInfo` detail whose reason is API_KEY_INVALID (a wrong key) or
 *   API_KEY_EXPIRED, 400 INVALID_ARGUMENT "Unable to parse range" (unknown tab or bad A1),
 *   403 PERMISSION_DENIED, 404 NOT_FOUND, 429 RESOURCE_EXHAUSTED (ErrorInfo
 *   RATE_LIMIT_EXCEEDED).
 * - the public CSV export: `GET /spreadsheets/d/{id}/export?format=csv` answers text/csv for
 *   a sheet shared by link, and redirects a private one to an HTML sign-in page.
 *
 * Behaviour is scripted per spreadsheet id (FAKE_SPREADSHEETS); tests add sheets with
 * setSheet(). Every request is recorded.
 */
export const FAKE_SPREADSHEETS = {
  /** Always 403 PERMISSION_DENIED (API) and a sign-in page (export). */
  forbidden: "1PrivadaPrivadaPrivadaPrivadaPrivada0000",
  /** Always 429 RESOURCE_EXHAUSTED. */
  exhausted: "1AgotadaAgotadaAgotadaAgotadaAgotada00000",
  /** 429 on the first request, then the sheet set for it. */
  flaky: "1InestableInestableInestableInestable0000",
} as const;

export const FAKE_SHEETS_API_KEY = "clave-de-prueba-sheets";
/** A key Google knows but that has expired. */
export const FAKE_SHEETS_EXPIRED_KEY = "clave-vencida-sheets";

export interface FakeSheet {
  /** Tab name → rows; the first tab is the one the CSV export gives. */
  tabs: Record<string, string[][]>;
  public: boolean;
}

export interface RecordedSheetsRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface FakeGoogleSheets {
  url: string;
  requests: RecordedSheetsRequest[];
  setSheet(id: string, sheet: FakeSheet): void;
  reset(): void;
  close(): Promise<void>;
}

/** "A" -> 0, "AE" -> 30. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const char of letters.toUpperCase()) n = n * 26 + (char.charCodeAt(0) - 64);
  return n - 1;
}

/** Google drops trailing empty cells of each row and trailing empty rows. */
function ragged(rows: string[][]): string[][] {
  const trimmed = rows.map((row) => {
    let end = row.length;
    while (end > 0 && (row[end - 1] ?? "") === "") end--;
    return row.slice(0, end);
  });
  let last = trimmed.length;
  while (last > 0 && trimmed[last - 1]!.length === 0) last--;
  return trimmed.slice(0, last);
}

function toCsv(rows: string[][]): string {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const cell = (value: string) =>
    /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  // The export pads every row to the sheet's width, unlike the API.
  return rows
    .map((row) => Array.from({ length: width }, (_, i) => cell(row[i] ?? "")).join(","))
    .join("\r\n");
}

export async function startFakeGoogleSheets(): Promise<FakeGoogleSheets> {
  const requests: RecordedSheetsRequest[] = [];
  const sheets = new Map<string, FakeSheet>();
  let flakyFailed = false;

  function sendError(
    res: ServerResponse,
    code: number,
    status: string,
    message: string,
    reason?: string,
  ) {
    const details = reason
      ? [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason,
            domain: "googleapis.com",
            metadata: { service: "sheets.googleapis.com" },
          },
        ]
      : undefined;
    sendJson(res, code, { error: { code, message, status, ...(details ? { details } : {}) } });
  }

  function valuesGet(res: ServerResponse, id: string, range: string, key: string | null) {
    if (key === FAKE_SHEETS_EXPIRED_KEY) {
      return sendError(
        res,
        400,
        "INVALID_ARGUMENT",
        "API key expired. Please renew the API key.",
        "API_KEY_EXPIRED",
      );
    }
    if (key !== FAKE_SHEETS_API_KEY) {
      return sendError(
        res,
        400,
        "INVALID_ARGUMENT",
        "API key not valid. Please pass a valid API key.",
        "API_KEY_INVALID",
      );
    }
    if (id === FAKE_SPREADSHEETS.forbidden) {
      return sendError(res, 403, "PERMISSION_DENIED", "The caller does not have permission");
    }
    if (id === FAKE_SPREADSHEETS.exhausted || (id === FAKE_SPREADSHEETS.flaky && !flakyFailed)) {
      flakyFailed = true;
      return sendError(
        res,
        429,
        "RESOURCE_EXHAUSTED",
        "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'.",
        "RATE_LIMIT_EXCEEDED",
      );
    }
    const sheet = sheets.get(id);
    if (!sheet) return sendError(res, 404, "NOT_FOUND", "Requested entity was not found.");
    const match = /^(?:'?([^'!]+)'?!)?([A-Z]+)(\d+)?(?::([A-Z]+)(\d+)?)?$/i.exec(range);
    const tabName = match?.[1] ?? Object.keys(sheet.tabs)[0]!;
    const rows = sheet.tabs[tabName];
    if (!match || !rows) {
      return sendError(res, 400, "INVALID_ARGUMENT", `Unable to parse range: ${range}`);
    }
    const fromCol = columnIndex(match[2]!);
    const toCol = match[4] ? columnIndex(match[4]) : fromCol;
    const fromRow = match[3] ? Number(match[3]) - 1 : 0;
    const toRow = match[5] ? Number(match[5]) : rows.length;
    const values = ragged(rows.slice(fromRow, toRow).map((row) => row.slice(fromCol, toCol + 1)));
    sendJson(res, 200, {
      range: `${tabName}!${match[2]}${fromRow + 1}:${match[4] ?? match[2]}${fromRow + values.length}`,
      majorDimension: "ROWS",
      ...(values.length > 0 ? { values } : {}),
    });
  }

  function exportCsv(res: ServerResponse, id: string, origin: string) {
    const sheet = sheets.get(id);
    if (id === FAKE_SPREADSHEETS.forbidden || (sheet && !sheet.public)) {
      res.writeHead(302, { Location: `${origin}/ServiceLogin?continue=${id}` });
      res.end();
      return;
    }
    if (!sheet) {
      res.writeHead(404, { "Content-Type": "text/html; charset=UTF-8" });
      res.end("<html><body>No encontrado</body></html>");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/csv; charset=utf-8" });
    res.end(toCsv(Object.values(sheet.tabs)[0] ?? []));
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake-sheets");
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    const values = /^\/v4\/spreadsheets\/([^/]+)\/values\/(.+)$/.exec(url.pathname);
    if (req.method === "GET" && values) {
      return valuesGet(
        res,
        decodeURIComponent(values[1]!),
        decodeURIComponent(values[2]!),
        url.searchParams.get("key"),
      );
    }
    const exported = /^\/spreadsheets\/d\/([^/]+)\/export$/.exec(url.pathname);
    if (req.method === "GET" && exported && url.searchParams.get("format") === "csv") {
      return exportCsv(res, decodeURIComponent(exported[1]!), `http://${req.headers.host}`);
    }
    if (req.method === "GET" && url.pathname === "/ServiceLogin") {
      res.writeHead(200, { "Content-Type": "text/html; charset=UTF-8" });
      res.end("<!doctype html><html><body>Inicia sesión</body></html>");
      return;
    }
    sendError(res, 404, "NOT_FOUND", "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setSheet: (id, sheet) => void sheets.set(id, sheet),
    reset() {
      requests.length = 0;
      flakyFailed = false;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(value));
}
