import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { doctorBlogPosts } from "../db/schema/index.ts";
import { createBlogRepository } from "./repository.ts";
import { createBlogService, type BlogService } from "./service.ts";

describe("the blog with doctors' posts", () => {
  let database: DatabaseHandle;
  let blog: BlogService;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    blog = createBlogService({ repository: createBlogRepository(database.db) });
  });
  afterAll(() => database.close());

  it("lists an approved post beside the twelve, with the doctor linked to their profile", async () => {
    const doctor = await insertProvider(database.db, {
      name: "Dra. Lucía Herrera",
      specialty: "Cardiología",
      specialtySlug: "cardiologia",
      citySlug: "puebla",
    });
    const hiddenDoctor = await insertProvider(database.db, {
      name: "Dr. Pendiente",
      approvalStatus: "pending",
    });
    await database.db.insert(doctorBlogPosts).values([
      {
        providerId: doctor.id,
        slug: "mi-corazon-en-invierno",
        title: "Cuida tu corazón en invierno",
        excerpt: "",
        content:
          "El frío eleva la presión arterial.\n\nAbrígate, **no suspendas tu tratamiento** y <b>consulta</b> a tu cardiólogo.",
        category: "Cardiología",
        status: "approved",
        publishedAt: new Date("2026-11-01T10:00:00Z"),
      },
      {
        providerId: doctor.id,
        slug: "borrador-sin-publicar",
        title: "Borrador",
        content: "Todavía no.",
        category: "Cardiología",
        status: "pending",
      },
      {
        providerId: hiddenDoctor.id,
        slug: "de-un-perfil-no-publico",
        title: "De un perfil no publicado",
        content: "No debe verse.",
        category: "Diabetes",
        status: "approved",
        publishedAt: new Date("2026-11-02T10:00:00Z"),
      },
    ]);

    const all = await blog.list();
    expect(all).toHaveLength(13);
    expect(all[0]).toMatchObject({
      slug: "mi-corazon-en-invierno",
      category: "Cardiología",
      categorySlug: "cardiologia",
      date: "2026-11-01",
      author: "Dra. Lucía Herrera",
      doctor: { name: "Dra. Lucía Herrera", profilePath: `/${doctor.slug}/cardiologia/puebla` },
      excerpt:
        "El frío eleva la presión arterial. Abrígate, no suspendas tu tratamiento y <b>consulta</b> a tu cardiólogo.",
      readMinutes: 1,
    });
    expect(all.map((item) => item.slug)).not.toContain("borrador-sin-publicar");
    expect(all.map((item) => item.slug)).not.toContain("de-un-perfil-no-publico");

    const cardiology = await blog.list("Cardiología");
    expect(cardiology.map((item) => item.slug)).toContain("mi-corazon-en-invierno");
    expect(cardiology.every((item) => item.category === "Cardiología")).toBe(true);
    expect(await blog.list("Diabetes")).toHaveLength(2);
  });

  it("opens a doctor's post as paragraphs, with at most two related articles of its category", async () => {
    const page = await blog.article("mi-corazon-en-invierno");
    expect(page?.kind).toBe("doctor");
    if (page?.kind !== "doctor") return;
    expect(page.paragraphs).toEqual([
      "El frío eleva la presión arterial.",
      "Abrígate, **no suspendas tu tratamiento** y <b>consulta</b> a tu cardiólogo.",
    ]);
    expect(page.related).toHaveLength(2);
    expect(page.related.every((item) => item.category === "Cardiología")).toBe(true);
    expect(await blog.article("borrador-sin-publicar")).toBeNull();
    expect(await blog.article("no-existe")).toBeNull();
  });

  it("relates an editorial article to those it lists, never to itself", async () => {
    const page = await blog.article("infarto-senales-de-alarma-y-que-hacer");
    expect(page?.kind).toBe("editorial");
    expect(page!.related.length).toBeLessThanOrEqual(2);
    expect(page!.related.map((item) => item.slug)).not.toContain(
      "infarto-senales-de-alarma-y-que-hacer",
    );
  });
});
