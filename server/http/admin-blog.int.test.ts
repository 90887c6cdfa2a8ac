import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDoctorPost } from "../../common/doctor-posts/types.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, doctorBlogPosts, providers, reviews, users } from "../db/schema/index.ts";
import type { OutgoingMail } from "../integrations/mail.ts";

const PASSWORD = "clave-de-administracion-segura";
const CONTENT =
  "El sol de mayo es intenso en todo México.\n\nUsa protector solar cada tres horas y no olvides las orejas.";

describe("admin moderation: doctors' blog posts and hidden reviews", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let agent: ReturnType<typeof request.agent>;
  let author: Awaited<ReturnType<typeof signedInAgent>>;
  let providerId: number;
  const sent: OutgoingMail[] = [];
  const postIds: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database, {}, undefined, {
      kind: "smtp",
      send: async (mail) => {
        sent.push(mail);
      },
    }));
    await services.adminAccounts.createAdmin("admin.prueba", PASSWORD);
    agent = request.agent(app);
    await agent
      .post("/api/admin/login")
      .send({ username: "admin.prueba", password: PASSWORD })
      .expect(200);
    providerId = (
      await insertProvider(database.db, {
        name: "Dra. Sofía Treviño",
        specialtySlug: "dermatologia",
        email: "consultorio@example.com",
      })
    ).id;
    author = await signedInAgent(app, database, { firstName: "Sofía" });
    await database.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, author.user.id));
    await database.db
      .update(providers)
      .set({ userId: author.user.id })
      .where(eq(providers.id, providerId));
    for (const [key, status] of [
      ["publish", "pending"],
      ["reject", "pending"],
      ["remove", "rejected"],
      ["draft", "draft"],
    ] as const) {
      const [post] = await database.db
        .insert(doctorBlogPosts)
        .values({
          providerId,
          slug: `articulo-${key}`,
          title: `Cuida tu piel: ${key}`,
          excerpt: "Consejos prácticos.",
          content: CONTENT,
          category: "Dermatología",
          status,
        })
        .returning();
      postIds[key] = post!.id;
    }
  });
  afterAll(() => database.close());

  const auditOf = (entityType: string, id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .then((rows) => rows.filter((row) => row.entityType === entityType));

  it("lists sent posts filtered by status, never drafts", async () => {
    const all = (await agent.get("/api/doctor-blog-posts").expect(200)).body as AdminDoctorPost[];
    expect(all.map((p) => p.id).sort()).toEqual(
      [postIds.publish, postIds.reject, postIds.remove].sort(),
    );
    expect(all[0]!.provider).toMatchObject({
      name: "Dra. Sofía Treviño",
      specialty: "Dermatología",
    });
    const pending = (await agent.get("/api/doctor-blog-posts?status=pending").expect(200))
      .body as AdminDoctorPost[];
    expect(pending.map((p) => p.status)).toEqual(["pending", "pending"]);
    const rejected = (await agent.get("/api/doctor-blog-posts?status=rejected").expect(200))
      .body as AdminDoctorPost[];
    expect(rejected.map((p) => p.id)).toEqual([postIds.remove]);
  });

  it("approves a post, which then appears in the public blog", async () => {
    const approved = await agent
      .put(`/api/doctor-blog-posts/${postIds.publish}/approve`)
      .send({ notes: "" })
      .expect(200);
    expect(approved.body.status).toBe("approved");
    expect((await services.blog.list()).map((item) => item.slug)).toContain("articulo-publish");
    const again = await agent
      .put(`/api/doctor-blog-posts/${postIds.publish}/approve`)
      .send({})
      .expect(409);
    expect(again.body.error).toBe("El artículo ya está aprobado.");
    const [audit] = await auditOf("doctor_post", postIds.publish!);
    expect(audit).toMatchObject({
      action: "doctor_post.approved",
      details: { before: { status: "pending" }, after: { status: "approved" } },
    });
  });

  it("needs notes to reject, and emails them to the author", async () => {
    sent.length = 0; // the author's own verification email
    for (const body of [{}, { notes: "   " }]) {
      const response = await agent
        .put(`/api/doctor-blog-posts/${postIds.reject}/reject`)
        .send(body)
        .expect(400);
      expect(response.body.error).toBe(
        "Por favor ingresa las notas de revisión para rechazar el artículo.",
      );
    }
    expect(sent).toEqual([]);
    const notes = "Cita las fuentes de las recomendaciones <y> revisa la ortografía.";
    const rejected = await agent
      .put(`/api/doctor-blog-posts/${postIds.reject}/reject`)
      .send({ notes })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: "rejected", reviewNotes: notes });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(author.email);
    expect(sent[0]!.subject).toContain("Cuida tu piel: reject");
    expect(sent[0]!.text).toContain(notes);
    expect(sent[0]!.html).toContain("&lt;y&gt;");
    const [audit] = await auditOf("doctor_post", postIds.reject!);
    expect(audit).toMatchObject({
      action: "doctor_post.rejected",
      details: { after: { status: "rejected", reviewNotes: notes } },
    });
  });

  it("deletes a post for good", async () => {
    await agent.delete(`/api/doctor-blog-posts/${postIds.remove}`).expect(200);
    expect(
      await database.db
        .select()
        .from(doctorBlogPosts)
        .where(eq(doctorBlogPosts.id, postIds.remove!)),
    ).toEqual([]);
    await agent.delete(`/api/doctor-blog-posts/${postIds.remove}`).expect(404);
    const [audit] = await auditOf("doctor_post", postIds.remove!);
    expect(audit).toMatchObject({
      action: "doctor_post.deleted",
      details: { before: { title: "Cuida tu piel: remove", status: "rejected" }, after: null },
    });
  });

  it("shows hidden and reported reviews to administrators, who can restore them", async () => {
    const patient = await signedInAgent(app, database, { firstName: "Rosa" });
    const [hidden] = await database.db
      .insert(reviews)
      .values({
        providerId,
        userId: patient.user.id,
        rating: 2,
        comment: "Me hizo esperar dos horas y no explicó nada.",
        approvalStatus: "rejected",
      })
      .returning();
    const listed = await agent.get("/api/admin/reviews?status=rejected").expect(200);
    expect(listed.body.map((r: { id: number }) => r.id)).toContain(hidden!.id);
    const publicBefore = await request(app).get(`/api/providers/${providerId}/reviews`).expect(200);
    expect(publicBefore.body.map((r: { id: number }) => r.id)).not.toContain(hidden!.id);

    const noNotes = await agent
      .put(`/api/admin/reviews/${hidden!.id}/restore`)
      .send({ notes: "" })
      .expect(400);
    expect(noNotes.body.error).toBe("Indica el motivo para restaurar la reseña");
    const restored = await agent
      .put(`/api/admin/reviews/${hidden!.id}/restore`)
      .send({ notes: "La crítica es legítima." })
      .expect(200);
    expect(restored.body).toEqual({ id: hidden!.id, approvalStatus: "approved" });
    const publicAfter = await request(app).get(`/api/providers/${providerId}/reviews`).expect(200);
    expect(publicAfter.body.map((r: { id: number }) => r.id)).toContain(hidden!.id);
    const [audit] = await auditOf("review", hidden!.id);
    expect(audit).toMatchObject({
      action: "review.restored",
      details: {
        before: { approvalStatus: "rejected" },
        after: { approvalStatus: "approved" },
        notes: "La crítica es legítima.",
      },
    });
  });

  it("shows the audit log newest first with who did it", async () => {
    const page = await agent.get("/api/admin/audit?limit=3").expect(200);
    expect(page.body.totalCount).toBeGreaterThanOrEqual(5);
    expect(page.body.entries).toHaveLength(3);
    expect(page.body.entries[0]).toMatchObject({
      action: "review.restored",
      actor: { type: "admin", username: "admin.prueba" },
    });
  });
});
