import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { providers, reviews, users } from "../db/schema/index.ts";

const PASSWORD = "Admin-Prueba-2026!";

/*
 * The fifth role of the provider endpoints' matrix: an administrator. Administrators work
 * through /api/admin with their own session; on a doctor's endpoints that session counts
 * for nothing, so it can neither read nor change a listing as if it owned it.
 */
describe("an administrator's session on the doctors' endpoints", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let admin: ReturnType<typeof request.agent>;
  let providerId: number;
  let reviewId: number;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const created = createTestApp(database);
    app = created.app;
    await created.services.adminAccounts.createAdmin("admin.matriz", PASSWORD);
    const listing = await insertProvider(database.db, { name: "Dra. Marta Ibáñez" });
    providerId = listing.id;
    const owner = await signedInAgent(app, database);
    await database.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, owner.user.id));
    await database.db
      .update(providers)
      .set({ userId: owner.user.id })
      .where(eq(providers.id, providerId));
    const patient = await signedInAgent(app, database);
    const [review] = await database.db
      .insert(reviews)
      .values({
        providerId,
        userId: patient.user.id,
        rating: 5,
        comment: "Muy amable y puntual en la consulta.",
        approvalStatus: "approved",
      })
      .returning();
    reviewId = review!.id;
    admin = request.agent(app);
    await admin
      .post("/api/admin/login")
      .send({ username: "admin.matriz", password: PASSWORD })
      .expect(200);
  });
  afterAll(() => database.close());

  it("answers 401 on every owner-only endpoint and changes nothing", async () => {
    const calls = [
      admin.get("/api/providers/me"),
      admin.put(`/api/providers/${providerId}/self`).send({ bio: "Cambiada por otro" }),
      admin.get(`/api/providers/${providerId}/reviews/all`),
      admin.put(`/api/reviews/${reviewId}/status`).send({ status: "rejected", reason: "Prueba" }),
      admin.put(`/api/reviews/${reviewId}/reply`).send({ reply: "Respuesta ajena" }),
      admin.get("/api/providers/me/analytics"),
      admin.get("/api/providers/me/posts"),
    ];
    for (const call of calls) {
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual(expect.any(String));
    }
    const [row] = await database.db
      .select({ bio: providers.bio })
      .from(providers)
      .where(eq(providers.id, providerId));
    expect(row!.bio).not.toBe("Cambiada por otro");
    const [stored] = await database.db
      .select({ status: reviews.approvalStatus, reply: reviews.replyText })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    expect(stored).toEqual({ status: "approved", reply: null });
  });
});
