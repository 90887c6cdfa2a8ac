import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_SHEETS_API_KEY,
  FAKE_SHEETS_EXPIRED_KEY,
  FAKE_SPREADSHEETS,
  startFakeGoogleSheets,
  type FakeGoogleSheets,
} from "../../tests/fakes/google-sheets.ts";
import { createGoogleSheetsClient, SheetsError } from "./google-sheets.ts";

const SHEET_ID = "1HojaDePruebaHojaDePruebaHojaDePrueba01";

describe("Google Sheets adapter", () => {
  let fake: FakeGoogleSheets;
  const waits: number[] = [];
  const client = (apiKey: string | null = FAKE_SHEETS_API_KEY) =>
    createGoogleSheetsClient({
      apiUrl: fake.url,
      exportUrl: fake.url,
      apiKey: apiKey ?? undefined,
      timeoutMs: 2_000,
      retryDelaysMs: [10, 20],
      sleep: async (ms) => {
        waits.push(ms);
      },
    });

  beforeAll(async () => {
    fake = await startFakeGoogleSheets();
    fake.setSheet(SHEET_ID, {
      public: true,
      tabs: {
        Sheet1: [
          ["a", "b", "", ""],
          ["c", "", "d, con coma", ""],
          ["", "", "", ""],
        ],
      },
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    waits.length = 0;
  });

  it("reads values.get with the key and keeps the rows ragged", async () => {
    const rows = await client().readRows({ spreadsheetId: SHEET_ID, range: "Sheet1!A:AE" });
    expect(rows).toEqual([
      ["a", "b"],
      ["c", "", "d, con coma"],
    ]);
    expect(fake.requests[0]).toMatchObject({
      path: `/v4/spreadsheets/${SHEET_ID}/values/Sheet1!A%3AAE`,
      query: { key: FAKE_SHEETS_API_KEY, majorDimension: "ROWS" },
    });
  });

  it("reads the public CSV export without a key", async () => {
    const rows = await client(null).readRows({
      spreadsheetId: SHEET_ID,
      range: "Sheet1!A:AE",
      gid: "0",
    });
    expect(rows.slice(0, 2)).toEqual([
      ["a", "b", "", ""],
      ["c", "", "d, con coma", ""],
    ]);
    expect(fake.requests[0]).toMatchObject({
      path: `/spreadsheets/d/${SHEET_ID}/export`,
      query: { format: "csv", gid: "0" },
    });
  });

  it("reports 403 PERMISSION_DENIED at once, and a private sheet's sign-in page", async () => {
    await expect(
      client().readRows({ spreadsheetId: FAKE_SPREADSHEETS.forbidden, range: "Sheet1!A:AE" }),
    ).rejects.toMatchObject({ reason: "forbidden", httpStatus: 403 });
    await expect(
      client(null).readRows({ spreadsheetId: FAKE_SPREADSHEETS.forbidden, range: "A:AE" }),
    ).rejects.toMatchObject({ reason: "not-public" });
    expect(waits).toEqual([]);
  });

  it("retries 429 RESOURCE_EXHAUSTED with growing waits, then gives up", async () => {
    const error = await client()
      .readRows({ spreadsheetId: FAKE_SPREADSHEETS.exhausted, range: "Sheet1!A:AE" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetsError);
    expect(error).toMatchObject({ reason: "rate-limited", httpStatus: 429 });
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([10, 20]);
  });

  it("succeeds when a 429 clears on retry", async () => {
    fake.setSheet(FAKE_SPREADSHEETS.flaky, { public: true, tabs: { Sheet1: [["x"]] } });
    const rows = await client().readRows({
      spreadsheetId: FAKE_SPREADSHEETS.flaky,
      range: "Sheet1!A:AE",
    });
    expect(rows).toEqual([["x"]]);
    expect(fake.requests).toHaveLength(2);
  });

  it("tells a missing sheet and a bad range apart", async () => {
    await expect(
      client().readRows({ spreadsheetId: "1NoExisteNoExisteNoExiste000", range: "A:AE" }),
    ).rejects.toMatchObject({ reason: "not-found" });
    await expect(
      client().readRows({ spreadsheetId: SHEET_ID, range: "Hoja inexistente!A:AE" }),
    ).rejects.toMatchObject({ reason: "bad-range" });
  });

  it("tells a wrong or expired key (400 API_KEY_*) from a bad range, without retrying", async () => {
    for (const key of ["clave-equivocada", FAKE_SHEETS_EXPIRED_KEY]) {
      await expect(
        client(key).readRows({ spreadsheetId: SHEET_ID, range: "Sheet1!A:AE" }),
      ).rejects.toMatchObject({ reason: "bad-key", httpStatus: 400 });
    }
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([]);
  });
});
