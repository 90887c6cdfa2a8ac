import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on loopback that speaks Airtable's list-records call as Airtable's
 * documentation and its users' reports describe it (not as the adapter happens to call it):
 *
 * `GET /v0/{baseId}/{tableIdOrName}?pageSize=…[&view=…][&offset=…]` with
 * `Authorization: Bearer {token}` answers `{records: [{id, fields, createdTime}], offset?}`
 * (pageSize 1–100; `offset` only while more records follow). Errors as Airtable sends them:
 * - 401 AUTHENTICATION_REQUIRED without a known token;
 * - 403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND for an unknown base, an unknown table, or a
 *   base the token was not granted: a personal access token cannot tell those apart;
 * - 404 `{error: "NOT_FOUND"}` for a path that is not an API route;
 * - 422 VIEW_NAME_NOT_FOUND, LIST_RECORDS_ITERATOR_NOT_AVAILABLE, INVALID_REQUEST_UNKNOWN
 *   (a pageSize out of range);
 * - 429 `{errors: [{type: "RATE_LIMIT_REACHED", …}]}` past 5 requests per second per base,
 *   and then for every request to that base during the penalty (30 s, as Airtable
 *   documents; shorter in tests), or when scripted with failNextRequests(). Airtable sends
 *   no Retry-After; `retryAfterSeconds` adds one for clients of proxies that do.
 *
 * Every request is recorded.
 */
export const FAKE_AIRTABLE_TOKEN = "patPruebaToken.1234567890";
/** A real token that was granted no base of this fake. */
export const FAKE_AIRTABLE_UNGRANTED_TOKEN = "patSinBases.0987654321";

export interface FakeAirtableRecord {
  id: string;
  fields: Record<string, unknown>;
  createdTime?: string;
}

export interface RecordedAirtableRequest {
  at: number;
  path: string;
  baseId: string;
  query: Record<string, string>;
  authorization: string | undefined;
  status: number;
}

export interface FakeAirtable {
  url: string;
  requests: RecordedAirtableRequest[];
  setTable(baseId: string, table: string, records: FakeAirtableRecord[], views?: string[]): void;
  /** The next `count` list requests answer 429 RATE_LIMIT_REACHED. */
  failNextRequests(count: number): void;
  reset(): void;
  close(): Promise<void>;
}

const PERMISSION_MESSAGE =
  "Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.";

export async function startFakeAirtable(
  options: { retryAfterSeconds?: number; penaltyMs?: number } = {},
): Promise<FakeAirtable> {
  const requests: RecordedAirtableRequest[] = [];
  const bases = new Map<string, Map<string, { records: FakeAirtableRecord[]; views: string[] }>>();
  const penaltyMs = options.penaltyMs ?? 30_000;
  const penalisedUntil = new Map<string, number>();
  let scripted429 = 0;

  function handle(req: IncomingMessage, res: ServerResponse, record: RecordedAirtableRequest) {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
      res.end(JSON.stringify(body));
    };
    const match = /^\/v0\/([^/]+)\/([^/]+)$/.exec(record.path);
    if (req.method !== "GET" || !match) return send(404, { error: "NOT_FOUND" });
    const token = /^Bearer (.+)$/.exec(record.authorization ?? "")?.[1];
    if (token !== FAKE_AIRTABLE_TOKEN && token !== FAKE_AIRTABLE_UNGRANTED_TOKEN) {
      return send(401, {
        error: { type: "AUTHENTICATION_REQUIRED", message: "Authentication required" },
      });
    }
    const baseId = decodeURIComponent(match[1]!);
    const tableName = decodeURIComponent(match[2]!);
    const recentOfBase = requests.filter(
      (r) => r.baseId === baseId && r !== record && record.at - r.at < 1_000 && r.status !== 429,
    );
    if (recentOfBase.length >= 5) penalisedUntil.set(baseId, record.at + penaltyMs);
    if (scripted429 > 0 || (penalisedUntil.get(baseId) ?? 0) > record.at) {
      scripted429 = Math.max(0, scripted429 - 1);
      return send(
        429,
        {
          errors: [
            {
              type: "RATE_LIMIT_REACHED",
              message: "Rate limit exceeded. Please try again later",
            },
          ],
        },
        options.retryAfterSeconds === undefined
          ? {}
          : { "Retry-After": String(options.retryAfterSeconds) },
      );
    }
    const table = bases.get(baseId)?.get(tableName);
    if (!table || token !== FAKE_AIRTABLE_TOKEN) {
      return send(403, {
        error: { type: "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND", message: PERMISSION_MESSAGE },
      });
    }
    const pageSize = Number(record.query.pageSize ?? 100);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      return send(422, {
        error: {
          type: "INVALID_REQUEST_UNKNOWN",
          message: "Invalid request: parameter validation failed. Check your request data.",
        },
      });
    }
    const view = record.query.view;
    if (view && !table.views.includes(view)) {
      return send(422, {
        error: { type: "VIEW_NAME_NOT_FOUND", message: `Could not find view ${view}` },
      });
    }
    let start = 0;
    if (record.query.offset) {
      const parsed = /^itr(\d+)\/rec/.exec(record.query.offset);
      if (!parsed) {
        return send(422, {
          error: {
            type: "LIST_RECORDS_ITERATOR_NOT_AVAILABLE",
            message: "The offset is no longer valid.",
          },
        });
      }
      start = Number(parsed[1]);
    }
    const page = table.records.slice(start, start + pageSize);
    const next = start + pageSize;
    send(200, {
      records: page.map((r) => ({ createdTime: "2025-01-15T10:00:00.000Z", ...r })),
      ...(next < table.records.length ? { offset: `itr${next}/${table.records[next]!.id}` } : {}),
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake-airtable");
    const baseId = decodeURIComponent(/^\/v0\/([^/]+)/.exec(url.pathname)?.[1] ?? "");
    const record: RecordedAirtableRequest = {
      at: Date.now(),
      path: url.pathname,
      baseId,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      status: 0,
    };
    requests.push(record);
    handle(req, res, record);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setTable(baseId, table, records, views = []) {
      if (!bases.has(baseId)) bases.set(baseId, new Map());
      bases.get(baseId)!.set(table, { records, views });
    },
    failNextRequests(count) {
      scripted429 = count;
    },
    reset() {
      requests.length = 0;
      scripted429 = 0;
      penalisedUntil.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
