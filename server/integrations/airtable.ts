import { z } from "zod";

/**
 * Airtable's REST API, read only: `GET {apiUrl}/v0/{baseId}/{table}?pageSize=100[&view=…]
 * [&offset=…]` with `Authorization: Bearer {token}`, answered by `{records: [{id, fields,
 * createdTime}], offset?}`; the next page is asked with the `offset` of the previous answer
 * until an answer has none. Airtable allows 5 requests per second per base: a client-side
 * limiter keeps to that, and a 429 (`RATE_LIMIT_REACHED`) is waited out (Retry-After when
 * sent, otherwise the 30 s Airtable asks for) and retried a few times.
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
  "unauthorized" | "forbidden" | "not-found" | "invalid" | "rate-limited" | "unavailable";

export class AirtableError extends Error {
  override name = "AirtableError";
  constructor(
    readonly reason: AirtableFailureReason,
    readonly httpStatus?: number,
    /** Airtable's own words for a 422, in English like the rest of its answers. */
    readonly detail?: string,
  ) {
    super(`Airtable: ${reason}${httpStatus ? ` (${httpStatus})` : ""}`);
  }
}

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
    page: { pageSize?: number; offset?: string },
  ): Promise<{ records: AirtableRecord[]; offset?: string }>;
  /** Every record of the table (or view), page after page. */
  listAll(connection: AirtableConnection): AsyncGenerator<AirtableRecord[]>;
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
    let detail: string | undefined;
    try {
      const parsed = errorSchema.parse(JSON.parse(body)).error;
      detail = typeof parsed === "string" ? parsed : (parsed?.message ?? parsed?.type);
    } catch {
      detail = undefined;
    }
    if (status === 401) return new AirtableError("unauthorized", status);
    if (status === 403) return new AirtableError("forbidden", status);
    if (status === 404) return new AirtableError("not-found", status);
    if (status === 422 || status === 400) return new AirtableError("invalid", status, detail);
    return new AirtableError("unavailable", status);
  }

  async function listPage(
    connection: AirtableConnection,
    page: { pageSize?: number; offset?: string },
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
        await sleep(
          Number.isFinite(seconds) && answer.retryAfter ? seconds * 1_000 : rateLimitWait,
        );
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
    async *listAll(connection) {
      let offset: string | undefined;
      do {
        const page = await listPage(connection, { offset });
        yield page.records;
        offset = page.offset;
      } while (offset);
    },
  };
}
