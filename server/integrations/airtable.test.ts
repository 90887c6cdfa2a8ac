import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_AIRTABLE_TOKEN,
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
    const page = await client.listPage(connection, { pageSize: 10 });
    expect(page.records).toHaveLength(10);
    expect(waits).toEqual([30_000, 30_000]);
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

  it("tells a bad token, an unknown table and an unknown view apart", async () => {
    const client = createAirtableClient({ apiUrl: fake.url, timeoutMs: 2_000 });
    await expect(client.listPage({ ...connection, apiKey: "malo" }, {})).rejects.toMatchObject({
      reason: "unauthorized",
      httpStatus: 401,
    });
    await expect(client.listPage({ ...connection, tableName: "Otra" }, {})).rejects.toMatchObject({
      reason: "not-found",
      httpStatus: 404,
    });
    await expect(client.listPage({ ...connection, viewId: "Nada" }, {})).rejects.toMatchObject({
      reason: "invalid",
      detail: "Could not find view Nada",
    });
  });
});
