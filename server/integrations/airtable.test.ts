import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_AIRTABLE_TOKEN,
  FAKE_AIRTABLE_UNGRANTED_TOKEN,
  startFakeAirtable,
  type FakeAirtable,
  type FakeAirtableRecord,
} from "../../tests/fakes/airtable.ts";
import { createAirtableClient } from "./airtable.ts";

const BASE = "appPruebaBase01";
const records: FakeAirtableRecord[] = Array.from({ length: 1_050 }, (_, i) => ({
  id: `rec${String(i).padStart(6, "0")}`,
  fields: { Nombre: `Dr. Registro ${i}` },
}));

describe("Airtable adapter", () => {
  let fake: FakeAirtable;
  const connection = { apiKey: FAKE_AIRTABLE_TOKEN, baseId: BASE, tableName: "Médicos" };

  beforeAll(async () => {
    fake = await startFakeAirtable();
    fake.setTable(BASE, "Médicos", records, ["Grid view"]);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("pages with offset until it is absent, at most 5 requests per second per base", async () => {
    const client = createAirtableClient({ apiUrl: fake.url, timeoutMs: 2_000 });
    const pages: number[] = [];
    for await (const page of client.listAll(connection)) pages.push(page.length);
    expect(pages).toEqual([100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 50]);
    expect(fake.requests.every((r) => r.status === 200)).toBe(true);
    expect(fake.requests[0]!.query).toEqual({ pageSize: "100" });
    expect(fake.requests[1]!.query.offset).toBe("itr100/rec000100");
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${FAKE_AIRTABLE_TOKEN}`);
    // 11 requests: the sixth waited for the first to leave the one-second window.
    for (let i = 5; i < fake.requests.length; i++) {
      expect(fake.requests[i]!.at - fake.requests[i - 5]!.at).toBeGreaterThanOrEqual(990);
    }
  }, 30_000);

  it("waits out a 429 and retries, then gives up after the retries", async () => {
    const waits: number[] = [];
    const client = createAirtableClient({
      apiUrl: fake.url,
      timeoutMs: 2_000,
      maxRateLimitRetries: 2,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    fake.failNextRequests(2);
    const heard: number[] = [];
    const page = await client.listPage(connection, {
      pageSize: 10,
      onRateLimited: (ms) => heard.push(ms),
    });
    expect(page.records).toHaveLength(10);
    expect(waits).toEqual([30_000, 30_000]);
    // The caller hears of each wait before it starts (to move the work out of a request).
    expect(heard).toEqual([30_000, 30_000]);
    fake.failNextRequests(3);
    await expect(client.listPage(connection, {})).rejects.toMatchObject({
      reason: "rate-limited",
    });
  });

  it("honours Retry-After when Airtable sends it", async () => {
    const withHeader = await startFakeAirtable({ retryAfterSeconds: 2 });
    withHeader.setTable(BASE, "Médicos", records.slice(0, 3));
    const waits: number[] = [];
    const client = createAirtableClient({
      apiUrl: withHeader.url,
      timeoutMs: 2_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    withHeader.failNextRequests(1);
    await client.listPage(connection, {});
    expect(waits).toEqual([2_000]);
    await withHeader.close();
  });

  it("tells a bad token, a base or table it cannot see, and an unknown view apart", async () => {
    const client = createAirtableClient({ apiUrl: fake.url, timeoutMs: 2_000 });
    await expect(client.listPage({ ...connection, apiKey: "malo" }, {})).rejects.toMatchObject({
      reason: "unauthorized",
      httpStatus: 401,
      errorType: "AUTHENTICATION_REQUIRED",
    });
    // An unknown table, an unknown base and a base the token was not granted: one 403.
    for (const wrong of [
      { tableName: "Otra" },
      { baseId: "appNoExiste00000" },
      { apiKey: FAKE_AIRTABLE_UNGRANTED_TOKEN },
    ]) {
      await expect(client.listPage({ ...connection, ...wrong }, {})).rejects.toMatchObject({
        reason: "not-found-or-forbidden",
        httpStatus: 403,
        errorType: "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND",
      });
    }
    await expect(client.listPage({ ...connection, viewId: "Nada" }, {})).rejects.toMatchObject({
      reason: "invalid",
      errorType: "VIEW_NAME_NOT_FOUND",
    });
    await expect(client.listPage(connection, { pageSize: 500 })).rejects.toMatchObject({
      reason: "invalid",
      errorType: "INVALID_REQUEST_UNKNOWN",
    });
  });

  it("meets Airtable's penalty: past 5 requests a second, the base answers 429 for a while", async () => {
    const strict = await startFakeAirtable({ penaltyMs: 1_500 });
    strict.setTable(BASE, "Médicos", records.slice(0, 3));
    try {
      const get = () =>
        fetch(`${strict.url}/v0/${BASE}/${encodeURIComponent("Médicos")}`, {
          headers: { Authorization: `Bearer ${FAKE_AIRTABLE_TOKEN}` },
        });
      const burst = [];
      for (let i = 0; i < 6; i++) burst.push((await get()).status);
      expect(burst).toEqual([200, 200, 200, 200, 200, 429]);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      // Out of the one-second window, still inside the penalty.
      const during = await get();
      expect(during.status).toBe(429);
      expect(during.headers.get("retry-after")).toBeNull();
      expect((await during.json()).errors[0].type).toBe("RATE_LIMIT_REACHED");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await get()).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
