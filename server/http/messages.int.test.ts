import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { THREAD_PAGE_SIZE } from "../../common/messages/schemas.ts";
import { emailOutbox, messages, providers, users } from "../db/schema/index.ts";

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

  it("pages a long thread from the newest message backwards, hiding nothing", async () => {
    const listing = await insertProvider(database.db, { name: "Dra. Conversación Larga" });
    await database.db
      .update(providers)
      .set({ userId: doctor.user.id })
      .where(eq(providers.id, listing.id));
    const started = await otherPatient.agent
      .post("/api/conversations")
      .send({ providerId: listing.id, body: "Mensaje 1" })
      .expect(201);
    const id = started.body.conversationId as number;
    const TOTAL = 650;
    await database.db.insert(messages).values(
      Array.from({ length: TOTAL - 2 }, (_, i) => ({
        conversationId: id,
        senderUserId: i % 2 ? otherPatient.user.id : doctor.user.id,
        senderRole: i % 2 ? ("patient" as const) : ("doctor" as const),
        body: `Mensaje ${i + 2}`,
      })),
    );
    // The new message in a long conversation, sent the usual way, is what both sides see first.
    await doctor.agent
      .post(`/api/conversations/${id}/messages`)
      .send({ body: `Mensaje ${TOTAL}` })
      .expect(201);

    for (const side of [otherPatient, doctor]) {
      const newest = await side.agent.get(`/api/conversations/${id}`).expect(200);
      expect(newest.body.messages).toHaveLength(THREAD_PAGE_SIZE);
      expect(newest.body.messages.at(-1).body).toBe(`Mensaje ${TOTAL}`);
      expect(newest.body.olderCursor).toBe(newest.body.messages[0].id);
    }

    const bodies: string[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const response = await otherPatient.agent
        .get(`/api/conversations/${id}`)
        .query(cursor === null ? { limit: 100 } : { before: cursor, limit: 100 })
        .expect(200);
      const page = response.body as {
        messages: { id: number; body: string }[];
        olderCursor: number | null;
      };
      const ids = page.messages.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      bodies.unshift(...page.messages.map((m) => m.body));
      cursor = page.olderCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(Math.ceil(TOTAL / 100));
    expect(bodies).toEqual(Array.from({ length: TOTAL }, (_, i) => `Mensaje ${i + 1}`));

    for (const query of ["before=0", "before=2147483648", "limit=0", "limit=101", "limit=abc"]) {
      const refused = await otherPatient.agent.get(`/api/conversations/${id}?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error, query).toBe("Página de mensajes no válida.");
    }
  });
});
