import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { profileDailyStats } from "../db/schema/index.ts";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("profile view de-duplication across app processes", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database.close();
  });

  it("counts a visit once when its reloads land on different processes", async () => {
    // Two service graphs on one database: nothing in memory is shared between them.
    const first = createTestApp(database).app;
    const second = createTestApp(database).app;
    const listing = await insertProvider(database.db, { name: "Dra. Lucía Herrera" });
    const view = (app: typeof first, address: string) =>
      request(app)
        .post(`/api/providers/${listing.id}/events`)
        .set("User-Agent", BROWSER)
        .set("X-Forwarded-For", address)
        .send({ kind: "view" })
        .expect(204);
    await view(first, "198.51.100.7");
    await view(second, "198.51.100.7");
    await view(first, "198.51.100.7");
    await view(second, "198.51.100.8"); // another visitor
    const rows = await database.db
      .select({ views: profileDailyStats.views })
      .from(profileDailyStats)
      .where(eq(profileDailyStats.providerId, listing.id));
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(2);
  });
});
