import { z } from "zod";

/**
 * Airtable's REST API, read only: `GET {apiUrl}/v0/{baseId}/{table}?pageSize=100[&view=…]
 * [&offset=…]` with `Authorization: Bearer {token}`, answered by `{records: [{id, fields,
 * createdTime}], offset?}`; the next page is asked with the `offset` of the previous answer
 * until an answer has none. Airtable allows 5 requests per second per base: a client-side
 * limiter keeps to that, and a 429 (`RATE_LIMIT_REACHED`) is waited out (Retry-After when
 * sent, otherwise the 30 s penalty Airtable documents) and retried a few times; callers hear
 * of each such wait before it starts, so a person need not sit through it.
 *
 * Errors are `{error: {type, message}}` (sometimes `{error: "NOT_FOUND"}`). With a personal
 * access token, an unknown base, an unknown table and a base the token may not read all
 * answer the same 403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND: Airtable does not say which.
 */
export interface AirtableOptions {
  apiUrl: string;
  timeoutMs: number;
  requestsPerSecond?: number;
  /** Wait after a 429 without Retry-After (Airtable documents 30 seconds). */
  rateLimitWaitMs?: number;
  maxRateLimitRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface AirtableConnection {
  apiKey: string;
  baseId: string;
  tableName: string;
  viewId?: string;
}

export interface AirtableRecord {
  id: string;
  fields: Record<string, unknown>;
  createdTime?: string;
}

export type AirtableFailureReason =
  | "unauthorized"
  | "not-found-or-forbidden"
  | "forbidden"
  | "not-found"
  | "invalid"
  | "rate-limited"
  | "unavailable";

export class AirtableError extends Error {
  override name = "AirtableError";
  constructor(
    readonly reason: AirtableFailureReason,
    readonly httpStatus?: number,
    /** Airtable's error type (VIEW_NAME_NOT_FOUND…), for the caller's own wording. */
    readonly errorType?: string,
    /** Airtable's English words, for the log only. */
    readonly detail?: string,
  ) {
    super(`Airtable: ${reason}${httpStatus ? ` (${httpStatus})` : ""}`);
  }
}

/** Told before the client sits out a rate-limit wait of `waitMs`. */
export type RateLimitListener = (waitMs: number) => void;

const pageSchema = z.object({
  records: z.array(
    z.object({
      id: z.string(),
      fields: z.record(z.string(), z.unknown()).default({}),
      createdTime: z.string().optional(),
    }),
  ),
  offset: z.string().optional(),
});

const errorSchema = z.object({
  error: z
    .union([z.string(), z.object({ type: z.string().optional(), message: z.string().optional() })])
    .optional(),
});

export interface AirtableClient {
  listPage(
    connection: AirtableConnection,
    page: { pageSize?: number; offset?: string; onRateLimited?: RateLimitListener },
  ): Promise<{ records: AirtableRecord[]; offset?: string }>;
  /** Every record of the table (or view), page after page. */
  listAll(
    connection: AirtableConnection,
    hooks?: { onRateLimited?: RateLimitListener },
  ): AsyncGenerator<AirtableRecord[]>;
}

const PAGE_SIZE = 100;

export function createAirtableClient(options: AirtableOptions): AirtableClient {
  const perSecond = options.requestsPerSecond ?? 5;
  const rateLimitWait = options.rateLimitWaitMs ?? 30_000;
  const maxRetries = options.maxRateLimitRetries ?? 3;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => Date.now());
  // The last requests per base: at most `perSecond` in any second. A request holds its slot
  // while in flight and for a second after its answer, because Airtable counts arrivals and
  // a request's arrival is only known to have happened once it was answered.
  const recent = new Map<string, { doneAt: number | null }[]>();

  async function takeTurn(baseId: string): Promise<{ doneAt: number | null }> {
    for (;;) {
      const slots = (recent.get(baseId) ?? []).filter(
        (slot) => slot.doneAt === null || now() - slot.doneAt < 1_000,
      );
      recent.set(baseId, slots);
      if (slots.length < perSecond) {
        const slot = { doneAt: null };
        slots.push(slot);
        return slot;
      }
      const settled = slots.filter((slot) => slot.doneAt !== null).map((slot) => slot.doneAt!);
      await sleep(settled.length > 0 ? Math.max(1, Math.min(...settled) + 1_000 - now()) : 20);
    }
  }

  async function request(url: URL, connection: AirtableConnection) {
    const slot = await takeTurn(connection.baseId);
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${connection.apiKey}`, Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return {
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: await response.text(),
      };
    } catch {
      throw new AirtableError("unavailable");
    } finally {
      slot.doneAt = now();
    }
  }

  function failureOf(status: number, body: string): AirtableError {
    let type: string | undefined;
    let detail: string | undefined;
    try {
      const parsed = errorSchema.parse(JSON.parse(body)).error;
      type = typeof parsed === "string" ? parsed : parsed?.type;
      detail = typeof parsed === "string" ? undefined : parsed?.message;
    } catch {
      type = undefined;
    }
    const failure = (reason: AirtableFailureReason) =>
      new AirtableError(reason, status, type, detail);
    if (status === 401) return failure("unauthorized");
    if (status === 403) {
      return failure(
        type === "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND" ? "not-found-or-forbidden" : "forbidden",
      );
    }
    if (status === 404) return failure("not-found");
    if (status === 422 || status === 400) return failure("invalid");
    return failure("unavailable");
  }

  async function listPage(
    connection: AirtableConnection,
    page: { pageSize?: number; offset?: string; onRateLimited?: RateLimitListener },
  ) {
    const url = new URL(
      `v0/${encodeURIComponent(connection.baseId)}/${encodeURIComponent(connection.tableName)}`,
      options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`,
    );
    url.searchParams.set("pageSize", String(page.pageSize ?? PAGE_SIZE));
    if (connection.viewId) url.searchParams.set("view", connection.viewId);
    if (page.offset) url.searchParams.set("offset", page.offset);

    for (let attempt = 0; ; attempt++) {
      const answer = await request(url, connection);
      if (answer.status === 429) {
        if (attempt >= maxRetries) throw new AirtableError("rate-limited", 429);
        const seconds = Number(answer.retryAfter);
        const wait =
          Number.isFinite(seconds) && answer.retryAfter ? seconds * 1_000 : rateLimitWait;
        page.onRateLimited?.(wait);
        await sleep(wait);
        continue;
      }
      if (answer.status >= 500 && attempt === 0) continue; // one more try for a server hiccup
      if (answer.status !== 200) throw failureOf(answer.status, answer.body);
      try {
        return pageSchema.parse(JSON.parse(answer.body));
      } catch {
        throw new AirtableError("unavailable", answer.status);
      }
    }
  }

  return {
    listPage,
    async *listAll(connection, hooks = {}) {
      let offset: string | undefined;
      do {
        const page = await listPage(connection, { offset, onRateLimited: hooks.onRateLimited });
        yield page.records;
        offset = page.offset;
      } while (offset);
    },
  };
}
