import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox, providers, users } from "../db/schema/index.ts";

describe("messages between patients and doctors", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let claimed: Awaited<ReturnType<typeof insertProvider>>;
  let unclaimed: Awaited<ReturnType<typeof insertProvider>>;
  let patient: Awaited<ReturnType<typeof signedInAgent>>;
  let otherPatient: Awaited<ReturnType<typeof signedInAgent>>;
  let doctor: Awaited<ReturnType<typeof signedInAgent>>;
  let otherDoctor: Awaited<ReturnType<typeof signedInAgent>>;
  let unverified: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database).app;
    claimed = await insertProvider(database.db, { name: "Dra. Responde Siempre" });
    unclaimed = await insertProvider(database.db, { name: "Dr. Sin Cuenta" });
    patient = await signedInAgent(app, database, { firstName: "Paula" });
    otherPatient = await signedInAgent(app, database, { firstName: "Otra" });
    doctor = await signedInAgent(app, database, { firstName: "Responde" });
    otherDoctor = await signedInAgent(app, database, { firstName: "Ajeno" });
    unverified = await signedInAgent(app, database, { verified: false });
    await database.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, doctor.user.id));
    await database.db
      .update(providers)
      .set({ userId: doctor.user.id })
      .where(eq(providers.id, claimed.id));
  });
  afterAll(() => database.close());

  it("lets a verified patient write to a claimed listing, and the doctor answer", async () => {
    await request(app)
      .post("/api/conversations")
      .send({ providerId: claimed.id, body: "Hola" })
      .expect(401);
    await unverified.agent
      .post("/api/conversations")
      .send({ providerId: claimed.id, body: "Hola" })
      .expect(403);
    expect(
      (
        await patient.agent
          .post("/api/conversations")
          .send({ providerId: unclaimed.id, body: "Hola" })
          .expect(409)
      ).body.error,
    ).toBe("Este médico todavía no recibe mensajes en el directorio.");
    await doctor.agent
      .post("/api/conversations")
      .send({ providerId: claimed.id, body: "Hola" })
      .expect(403);
    expect(
      (
        await patient.agent
          .post("/api/conversations")
          .send({ providerId: claimed.id, body: "   " })
          .expect(400)
      ).body.error,
    ).toBe("Escribe un mensaje.");
    await patient.agent
      .post("/api/conversations")
      .send({ providerId: claimed.id, body: "x".repeat(2001) })
      .expect(400);

    const started = await patient.agent
      .post("/api/conversations")
      .send({ providerId: claimed.id, body: "<b>¿Atiende los sábados?</b>" })
      .expect(201);
    const id = started.body.conversationId;
    const notice = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, doctor.email));
    expect(notice.at(-1)?.subject).toContain("Tienes un mensaje nuevo");

    const inbox = await doctor.agent.get("/api/conversations").expect(200);
    expect(inbox.body[0]).toMatchObject({ id, role: "doctor", unread: 1 });
    const thread = await doctor.agent.get(`/api/conversations/${id}`).expect(200);
    expect(thread.body.messages[0]).toMatchObject({
      body: "<b>¿Atiende los sábados?</b>",
      mine: false,
      senderRole: "patient",
    });
    expect((await doctor.agent.get("/api/conversations").expect(200)).body[0].unread).toBe(0);

    await doctor.agent
      .post(`/api/conversations/${id}/messages`)
      .send({ body: "Sí, de 9 a 14 h." })
      .expect(201);
    const patientThread = await patient.agent.get(`/api/conversations/${id}`).expect(200);
    expect(
      patientThread.body.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine]),
    ).toEqual([
      ["<b>¿Atiende los sábados?</b>", true],
      ["Sí, de 9 a 14 h.", false],
    ]);

    // Writing again from the profile continues the same thread.
    const again = await patient.agent
      .post("/api/conversations")
      .send({ providerId: claimed.id, body: "Gracias" })
      .expect(201);
    expect(again.body.conversationId).toBe(id);
  });

  it("keeps threads closed to anyone outside them", async () => {
    const { body } = await patient.agent.get("/api/conversations").expect(200);
    const id = body[0].id;
    await request(app).get(`/api/conversations/${id}`).expect(401);
    await otherPatient.agent.get(`/api/conversations/${id}`).expect(403);
    await otherDoctor.agent.get(`/api/conversations/${id}`).expect(403);
    await otherPatient.agent
      .post(`/api/conversations/${id}/messages`)
      .send({ body: "Me meto" })
      .expect(403);
    await otherDoctor.agent
      .post(`/api/conversations/${id}/messages`)
      .send({ body: "Me meto" })
      .expect(403);
    expect((await otherPatient.agent.get("/api/conversations").expect(200)).body).toEqual([]);
    await patient.agent.get("/api/conversations/999999").expect(404);
    await patient.agent.get("/api/conversations/abc").expect(400);
  });
});
