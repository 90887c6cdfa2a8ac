import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";

describe("favourites", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database).app;
  });
  afterAll(() => database.close());

  it("are private to each signed-in person and only hold public listings", async () => {
    const listing = await insertProvider(database.db, { name: "Dr. Favorito Uno" });
    const hidden = await insertProvider(database.db, {
      name: "Dr. Pendiente",
      approvalStatus: "pending",
    });
    const ana = await signedInAgent(app, database);
    const beto = await signedInAgent(app, database);

    await request(app).get("/api/favourites").expect(401);
    await request(app).post(`/api/favourites/${listing.id}`).expect(401);
    await request(app).delete(`/api/favourites/${listing.id}`).expect(401);

    await ana.agent.post(`/api/favourites/${listing.id}`).expect(201, { saved: true });
    await ana.agent.post(`/api/favourites/${listing.id}`).expect(201, { saved: true });
    await ana.agent.post(`/api/favourites/${hidden.id}`).expect(404);
    await ana.agent.post("/api/favourites/abc").expect(400);

    const mine = await ana.agent.get("/api/favourites").expect(200);
    expect(mine.body.map((card: { id: number }) => card.id)).toEqual([listing.id]);
    expect((await beto.agent.get("/api/favourites").expect(200)).body).toEqual([]);

    // Another person removing "my" favourite only touches their own list.
    await beto.agent.delete(`/api/favourites/${listing.id}`).expect(200);
    expect((await ana.agent.get("/api/favourites").expect(200)).body).toHaveLength(1);
    await ana.agent.delete(`/api/favourites/${listing.id}`).expect(200, { saved: false });
    expect((await ana.agent.get("/api/favourites").expect(200)).body).toEqual([]);
  });
});
