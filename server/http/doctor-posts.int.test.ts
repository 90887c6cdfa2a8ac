import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { doctorBlogPosts } from "../db/schema/index.ts";
import type { Services } from "../services.ts";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const POST = {
  title: "Cómo cuidar tu piel en temporada de calor",
  category: "Dermatología",
  excerpt: "Protector solar, hidratación y cuándo consultar.",
  content:
    "El sol de mayo es intenso en todo México.\n\nUsa **protector solar** cada tres horas y *no olvides* las orejas y el cuello.",
  seoDescription: "Consejos de una dermatóloga para proteger la piel del sol.",
  seoKeywords: ["protector solar", "piel", "calor"],
};

describe("doctors' blog posts", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: Services;
  let listing: Awaited<ReturnType<typeof insertProvider>>;
  let owner: Agent;
  let patient: Agent;
  let otherDoctor: Agent;
  let unverifiedDoctor: Agent;
  let postId: number;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database));
    listing = await insertProvider(database.db, {
      name: "Dra. Sofía Treviño",
      specialtySlug: "dermatologia",
      citySlug: "monterrey",
    });
    owner = await signedInAgent(app, database);
    patient = await signedInAgent(app, database);
    otherDoctor = await signedInAgent(app, database);
    unverifiedDoctor = await signedInAgent(app, database, { verified: false });
    await giveListingTo(database, owner.user.id, listing.id);
    await giveListingTo(
      database,
      otherDoctor.user.id,
      (await insertProvider(database.db, { name: "Dr. Otro" })).id,
    );
    await giveListingTo(
      database,
      unverifiedDoctor.user.id,
      (await insertProvider(database.db, { name: "Dr. Nuevo" })).id,
    );
  });
  afterAll(() => database.close());

  const mine = "/api/providers/me/posts";

  it("lets only doctors with a listing write, each seeing their own posts", async () => {
    await request(app).get(mine).expect(401);
    await request(app).post(mine).send(POST).expect(401);
    expect((await patient.agent.get(mine).expect(403)).body.error).toBe("Acceso no autorizado");
    await patient.agent.post(mine).send(POST).expect(403);

    const created = await owner.agent.post(mine).send(POST).expect(201);
    postId = created.body.id;
    expect(created.body).toMatchObject({
      slug: "como-cuidar-tu-piel-en-temporada-de-calor",
      status: "draft",
      title: POST.title,
      category: "Dermatología",
      seoKeywords: POST.seoKeywords,
      reviewNotes: null,
      publicPath: null,
    });
    expect((await owner.agent.get(mine).expect(200)).body.map((p: { id: number }) => p.id)).toEqual(
      [postId],
    );
    expect((await otherDoctor.agent.get(mine).expect(200)).body).toEqual([]);
    await otherDoctor.agent.put(`${mine}/${postId}`).send(POST).expect(404);
    await otherDoctor.agent.post(`${mine}/${postId}/submit`).expect(404);
    await otherDoctor.agent.delete(`${mine}/${postId}`).expect(404);
    await patient.agent.put(`${mine}/${postId}`).send(POST).expect(403);
    await request(app).post(`${mine}/${postId}/submit`).expect(401);
  });

  it("validates posts with Spanish messages", async () => {
    const error = async (changes: object) =>
      (
        await owner.agent
          .post(mine)
          .send({ ...POST, ...changes })
          .expect(400)
      ).body.error;
    expect(await error({ title: "Piel" })).toBe("El título debe tener entre 5 y 160 caracteres");
    expect(await error({ title: "x".repeat(161) })).toBe(
      "El título debe tener entre 5 y 160 caracteres",
    );
    expect(await error({ category: "Cardio" })).toBe("Selecciona una categoría del blog");
    expect(await error({ excerpt: "x".repeat(301) })).toBe(
      "El resumen no puede tener más de 300 caracteres",
    );
    expect(await error({ content: "Muy corto." })).toBe(
      "El contenido debe tener al menos 50 caracteres",
    );
    expect(await error({ content: "x".repeat(20_001) })).toBe(
      "El contenido no puede tener más de 20000 caracteres",
    );
    expect(await error({ seoDescription: "x".repeat(161) })).toBe(
      "La descripción SEO no puede tener más de 160 caracteres",
    );
    expect(await error({ seoKeywords: Array.from({ length: 11 }, (_, i) => `clave ${i}`) })).toBe(
      "Usa como máximo 10 palabras clave",
    );
  });

  it("gives each post a unique slug, never an editorial article's", async () => {
    const second = await owner.agent.post(mine).send(POST).expect(201);
    expect(second.body.slug).toBe("como-cuidar-tu-piel-en-temporada-de-calor-2");
    const editorial = (await services.blog.list()).find((item) => item.doctor === null)!;
    const clash = await owner.agent
      .post(mine)
      .send({ ...POST, title: editorial.slug.replaceAll("-", " "), seoKeywords: "a b, piel, a b" })
      .expect(201);
    expect(clash.body.slug).toBe(`${editorial.slug}-2`);
    expect(clash.body.seoKeywords).toEqual(["a b", "piel"]);
    await owner.agent.delete(`${mine}/${second.body.id}`).expect(200);
    await owner.agent.delete(`${mine}/${clash.body.id}`).expect(200);
  });

  it("needs a verified email to send a post for review", async () => {
    const draft = await unverifiedDoctor.agent.post(mine).send(POST).expect(201);
    expect(
      (await unverifiedDoctor.agent.post(`${mine}/${draft.body.id}/submit`).expect(403)).body.error,
    ).toBe("Email no verificado - Funciones limitadas");
  });

  it("goes draft → pending → approved, and then appears in the blog", async () => {
    const edited = await owner.agent
      .put(`${mine}/${postId}`)
      .send({ ...POST, title: "Cuida tu piel del sol en temporada de calor" })
      .expect(200);
    expect(edited.body.slug).toBe("cuida-tu-piel-del-sol-en-temporada-de-calor");

    const submitted = await owner.agent.post(`${mine}/${postId}/submit`).expect(200);
    expect(submitted.body.status).toBe("pending");
    expect((await owner.agent.put(`${mine}/${postId}`).send(POST).expect(409)).body.error).toBe(
      "Solo puedes editar artículos en borrador o rechazados.",
    );
    await owner.agent.post(`${mine}/${postId}/submit`).expect(409);
    await owner.agent.delete(`${mine}/${postId}`).expect(409);
    expect((await services.blog.list()).map((item) => item.slug)).not.toContain(edited.body.slug);

    const pending = await services.doctorPosts.listForAdmin("pending");
    expect(pending.map((post) => post.id)).toEqual([postId]);
    expect(pending[0]!.provider).toEqual({
      id: listing.id,
      name: "Dra. Sofía Treviño",
      specialty: "Dermatología",
    });
    // The unverified doctor's draft was never sent: administrators do not see drafts.
    expect((await services.doctorPosts.listForAdmin()).map((post) => post.id)).toEqual([postId]);

    const approved = await services.doctorPosts.approve(postId, 1);
    expect(approved).toMatchObject({ status: "approved", publicPath: `/blog/${edited.body.slug}` });
    expect(approved.publishedAt).not.toBeNull();
    await expect(services.doctorPosts.approve(postId, 1)).rejects.toMatchObject({ status: 409 });

    const blog = await services.blog.list("Dermatología");
    expect(blog.find((item) => item.slug === edited.body.slug)).toMatchObject({
      title: "Cuida tu piel del sol en temporada de calor",
      author: "Dra. Sofía Treviño",
      doctor: { name: "Dra. Sofía Treviño" },
    });
    expect((await services.blog.article(edited.body.slug))?.kind).toBe("doctor");
    const [row] = await database.db
      .select()
      .from(doctorBlogPosts)
      .where(eq(doctorBlogPosts.id, postId));
    expect(row!.reviewedByAdminId).toBe(1);
  });

  it("rejects only with notes, which the author reads; the author fixes and resends", async () => {
    await expect(services.doctorPosts.reject(postId, 2, "   ")).rejects.toMatchObject({
      status: 400,
      message: "Por favor ingresa las notas de revisión para rechazar el artículo.",
    });
    const rejected = await services.doctorPosts.reject(
      postId,
      2,
      "Cita una fuente para la recomendación de cada tres horas.",
    );
    expect(rejected.status).toBe("rejected");
    await expect(services.doctorPosts.reject(postId, 2, "otra vez")).rejects.toMatchObject({
      status: 409,
    });
    expect((await services.blog.list()).map((item) => item.slug)).not.toContain(rejected.slug);

    const [own] = (await owner.agent.get(mine).expect(200)).body;
    expect(own).toMatchObject({
      status: "rejected",
      reviewNotes: "Cita una fuente para la recomendación de cada tres horas.",
    });
    await owner.agent
      .put(`${mine}/${postId}`)
      .send({ ...POST, content: `${POST.content}\n\nFuente: Secretaría de Salud.` })
      .expect(200);
    expect((await owner.agent.post(`${mine}/${postId}/submit`).expect(200)).body.status).toBe(
      "pending",
    );
  });

  it("lets administrators delete any post and authors delete their drafts", async () => {
    const draft = await owner.agent.post(mine).send(POST).expect(201);
    await expect(services.doctorPosts.approve(draft.body.id, 1)).rejects.toMatchObject({
      status: 409,
      message: "El artículo todavía es un borrador de su autor.",
    });
    await owner.agent.delete(`${mine}/${draft.body.id}`).expect(200);
    await owner.agent.delete(`${mine}/${draft.body.id}`).expect(404);

    await services.doctorPosts.remove(postId);
    await expect(services.doctorPosts.remove(postId)).rejects.toMatchObject({ status: 404 });
    expect((await owner.agent.get(mine).expect(200)).body).toEqual([]);
  });
});
