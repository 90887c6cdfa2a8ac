import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProviderDetail } from "../../common/admin/providers.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, providers } from "../db/schema/index.ts";

const PASSWORD = "clave-de-administracion-segura";

/**
 * The doctor's WhatsApp mobile as an administrator sees and edits it: the same rule and
 * Spanish message as the doctor's dashboard, stored as its 10 digits, shown on the profile.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("admin edits a WhatsApp on %s", (kind) => {
  let database: DatabaseHandle;
  let agent: ReturnType<typeof request.agent>;
  let app: ReturnType<typeof createTestApp>["app"];
  let id: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const created = createTestApp(database);
    app = created.app;
    await created.services.adminAccounts.createAdmin("admin.whatsapp", PASSWORD);
    agent = request.agent(app);
    await agent
      .post("/api/admin/login")
      .send({ username: "admin.whatsapp", password: PASSWORD })
      .expect(200);
    id = (
      await insertProvider(database.db, {
        name: "Dra. Wendy Whatsapp",
        phone: "(33) 3630 1000",
        approvalStatus: "approved",
      })
    ).id;
  });
  afterAll(() => database.close());

  const stored = async () =>
    (await database.db.select().from(providers).where(eq(providers.id, id)))[0]!.whatsapp;

  it("shows none, saves a typed mobile as its 10 digits, and the profile offers it", async () => {
    const before = await agent.get(`/api/admin/providers/${id}`).expect(200);
    expect((before.body as AdminProviderDetail).whatsapp).toBeNull();

    const saved = await agent
      .put(`/api/admin/providers/${id}`)
      .send({ whatsapp: "+52 1 (33) 1234-5678" })
      .expect(200);
    expect((saved.body as AdminProviderDetail).whatsapp).toBe("3312345678");
    expect(await stored()).toBe("3312345678");

    const profile = await request(app).get(`/api/providers/${id}`).expect(200);
    expect(profile.body.whatsapp).toBe("3312345678");

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "provider.updated")));
    expect(audit!.details).toMatchObject({
      before: { whatsapp: null },
      after: { whatsapp: "3312345678" },
    });
  });

  it("refuses what is not a Mexican mobile with the dashboard's Spanish message", async () => {
    for (const whatsapp of ["123", "33 1234 5678 ext. 4", "+1 212 555 0100", 3312345678]) {
      const refused = await agent.put(`/api/admin/providers/${id}`).send({ whatsapp }).expect(400);
      expect(refused.body.error, String(whatsapp)).toBe(DOCTOR_MESSAGES.whatsapp);
    }
    expect(await stored()).toBe("3312345678");
  });

  it("clears it with an empty field, which hides the button", async () => {
    const cleared = await agent
      .put(`/api/admin/providers/${id}`)
      .send({ whatsapp: "" })
      .expect(200);
    expect((cleared.body as AdminProviderDetail).whatsapp).toBeNull();
    expect(await stored()).toBeNull();
    const profile = await request(app).get(`/api/providers/${id}`).expect(200);
    expect(profile.body.whatsapp).toBeNull();
  });
});
