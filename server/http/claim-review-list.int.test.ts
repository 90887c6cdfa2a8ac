import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIM_LIST_MESSAGES, CLAIMS_PAGE_SIZE } from "../../common/doctors/claims.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { claimRequests, type ClaimStatus } from "../db/schema/index.ts";

/**
 * 'Solicitudes' under a flood: a page of CLAIMS_PAGE_SIZE requests and the count of all, so a
 * real request opened before a burst of fake ones is found on a later page, first when the
 * oldest go first, or at once by its listing or its claimant's email.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("the 'Solicitudes' pages on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let cookie: string;
  let sequence = 0;

  /** A request waiting for review (or decided), created `minutesAgo` before now. */
  async function request_(
    providerId: number,
    email: string,
    minutesAgo: number,
    status: ClaimStatus = "pending_review",
  ) {
    const [row] = await database.db
      .insert(claimRequests)
      .values({
        providerId,
        accessTokenHash: `hash-${++sequence}`,
        email,
        firstName: "Nombre",
        lastName: "Apellido",
        passwordHash: "x",
        enteredPhone: "5512345678",
        status,
        channel: "evidence",
        decidedAt: status === "pending_review" ? null : new Date(),
        createdAt: sql`now() - ${`${minutesAgo} minutes`}::interval` as never,
      })
      .returning({ id: claimRequests.id });
    return row!.id;
  }
  const list = (query = "") =>
    request(app).get(`/api/admin/claims${query}`).set("Cookie", cookie).expect(200);
  const ids = (body: { claims: { id: number }[] }) => body.claims.map((claim) => claim.id);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const created = createTestApp(database);
    app = created.app;
    const { services } = created;
    cookie = (await adminSession(app, services, `admin.solicitudes.${kind}`)).cookie;
  });
  afterAll(async () => {
    await database.close();
  });

  it(`lists ${CLAIMS_PAGE_SIZE} requests on one page and request ${CLAIMS_PAGE_SIZE + 1} on the next`, async () => {
    const real = await insertProvider(database.db, { name: "Dra. Real Auténtica" });
    const flooded = await insertProvider(database.db, { name: "Dr. Inundado Falso" });
    const realId = await request_(real.id, "medica.real@example.com", 120);
    const fakes: number[] = [];
    for (let i = 0; i < CLAIMS_PAGE_SIZE - 1; i++)
      fakes.push(await request_(flooded.id, `falso.${i}@example.com`, 60 - i));

    // N requests: one page holds them all, the real one last.
    const full = (await list()).body;
    expect(full).toMatchObject({
      totalCount: CLAIMS_PAGE_SIZE,
      page: 1,
      pageSize: CLAIMS_PAGE_SIZE,
    });
    expect(ids(full)).toHaveLength(CLAIMS_PAGE_SIZE);
    expect(ids(full).at(-1)).toBe(realId);
    expect(ids((await list("?page=2")).body)).toEqual([]);

    // N+1: the newest fake pushes the real one to page 2, never out of reach.
    fakes.push(await request_(flooded.id, "falso.ultimo@example.com", 1));
    const first = (await list()).body;
    expect(first.totalCount).toBe(CLAIMS_PAGE_SIZE + 1);
    expect(ids(first)).toEqual([...fakes].reverse());
    expect(ids((await list("?page=2")).body)).toEqual([realId]);

    // Oldest first, by listing, or by email: the real one at once.
    expect(ids((await list("?sortOrder=asc")).body)[0]).toBe(realId);
    const byListing = (await list(`?providerId=${real.id}`)).body;
    expect(byListing).toMatchObject({ totalCount: 1 });
    expect(ids(byListing)).toEqual([realId]);
    expect(ids((await list("?search=MEDICA.REAL")).body)).toEqual([realId]);
    expect(ids((await list("?search=auténtica")).body)).toEqual([realId]);
    // % and _ are literal, not wildcards.
    expect((await list("?search=%25")).body.totalCount).toBe(0);
  });

  it("filters by decision, and refuses unknown filters with a Spanish 400", async () => {
    const listing = await insertProvider(database.db, { name: "Dr. Decidido Ya" });
    const approved = await request_(listing.id, "aprobada@example.com", 5, "approved");
    const rejected = await request_(listing.id, "rechazada@example.com", 4, "rejected");
    const pending = await request_(listing.id, "pendiente@example.com", 3);
    const of = `&providerId=${listing.id}`;
    expect(ids((await list(`?status=approved${of}`)).body)).toEqual([approved]);
    expect(ids((await list(`?status=rejected${of}`)).body)).toEqual([rejected]);
    expect(ids((await list(`?status=pending_review${of}`)).body)).toEqual([pending]);
    expect(ids((await list(`?status=all${of}&sortOrder=asc`)).body)).toEqual([
      approved,
      rejected,
      pending,
    ]);
    for (const bad of ["?status=todo", "?page=0", "?page=abc", "?providerId=1e99", "?sortOrder=x"])
      await request(app)
        .get(`/api/admin/claims${bad}`)
        .set("Cookie", cookie)
        .expect(400, { error: CLAIM_LIST_MESSAGES.invalidFilter });
  });
});
