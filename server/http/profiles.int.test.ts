import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { reviews, users } from "../db/schema/index.ts";

describe("provider profiles and reviews (read)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let ana: Awaited<ReturnType<typeof insertProvider>>;
  let homonymPuebla: Awaited<ReturnType<typeof insertProvider>>;
  let hidden: Awaited<ReturnType<typeof insertProvider>>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const db = database.db;
    ana = await insertProvider(db, {
      name: "Dra. Ana Núñez Ávila",
      slug: "ana-nunez-avila",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
      licenseVerified: true,
      licenseValidationData: {
        degree: "ESPECIALIDAD EN CARDIOLOGÍA",
        institution: "UNIVERSIDAD DE GUADALAJARA",
        registrationYear: 2001,
      },
      locations: "esto no es JSON",
      socialLinks: { website: "https://ana.example.com", facebook: "javascript:alert(1)" },
      insuranceNetworks: '["GNP Seguros","Aseguradora Desconocida"]',
      adminNotes: "nota interna",
      externalDescription: "descripción interna",
    });
    homonymPuebla = await insertProvider(db, {
      name: "Dra. Ana Núñez Ávila",
      slug: "ana-nunez-avila-2",
      specialtySlug: "pediatria",
      citySlug: "puebla",
    });
    hidden = await insertProvider(db, { name: "Dr. Pendiente Oculto", approvalStatus: "pending" });
    const [author, other] = await db
      .insert(users)
      .values([
        {
          id: "paciente-1",
          name: "Luisa Gómez",
          firstName: "Luisa",
          lastName: "Gómez",
          email: "luisa@example.com",
          emailVerified: true,
        },
        {
          id: "paciente-2",
          name: "Raúl Peña",
          firstName: "Raúl",
          lastName: "Peña",
          email: "raul@example.com",
          emailVerified: true,
        },
      ])
      .returning();
    await db.insert(reviews).values([
      {
        providerId: ana.id,
        userId: author!.id,
        rating: 5,
        comment: "<script>alert('x')</script> Excelente atención",
        approvalStatus: "approved",
      },
      {
        providerId: ana.id,
        userId: other!.id,
        rating: 1,
        comment: "Reseña retenida para moderación",
        approvalStatus: "pending",
      },
    ]);
    app = createTestApp(database).app;
  });
  afterAll(() => database.close());

  it("finds a profile by slug, by name and by id, with one canonical path", async () => {
    const bySlug = await request(app).get("/api/provider/ana-nunez-avila").expect(200);
    const byName = await request(app)
      .get(`/api/provider/${encodeURIComponent("Dra. Ana Núñez Ávila")}`)
      .expect(200);
    const byId = await request(app).get(`/api/providers/${ana.id}`).expect(200);
    expect(bySlug.body.id).toBe(ana.id);
    expect(byName.body.id).toBe(ana.id);
    expect(byId.body.profilePath).toBe("/ana-nunez-avila/cardiologia/guadalajara");
    expect(bySlug.body.profilePath).toBe(byId.body.profilePath);
  });

  it("resolves homonyms deterministically by the path's specialty and city", async () => {
    const { services } = createTestApp(database);
    const inPuebla = await services.providers.profile({
      slugOrName: "Ana Nunez Avila",
      specialtySlug: "pediatria",
      citySlug: "puebla",
    });
    expect(inPuebla.id).toBe(homonymPuebla.id);
    const noHint = await services.providers
      .profile({ slugOrName: "ana-nunez-avila-x" })
      .catch(() => null);
    expect(noHint).toBeNull();
  });

  it("answers 404 for missing or unapproved listings and 400 for a bad id", async () => {
    expect((await request(app).get("/api/provider/nadie-se-llama-asi").expect(404)).body).toEqual({
      error: "Médico no encontrado",
    });
    await request(app).get(`/api/providers/${hidden.id}`).expect(404);
    await request(app).get(`/api/provider/${hidden.slug}`).expect(404);
    await request(app).get("/api/providers/abc").expect(400);
    await request(app).get("/api/providers/-3").expect(400);
  });

  it("hides unreadable JSON sections only, drops unsafe links and keeps internal fields out", async () => {
    const { body } = await request(app).get(`/api/providers/${ana.id}`).expect(200);
    expect(body.offices).toBeNull();
    expect(body.socialLinks).toEqual({ website: "https://ana.example.com/" });
    expect(body.insurers).toEqual(["GNP Seguros", "Aseguradora Desconocida"]);
    expect(body.training).toEqual({
      degree: "ESPECIALIDAD EN CARDIOLOGÍA",
      institution: "UNIVERSIDAD DE GUADALAJARA",
      registrationYear: 2001,
    });
    // Years of experience are the stored number (the factory's 10), as on the result cards,
    // not the license's age (2001 would say 25).
    expect(body.yearsOfPractice).toBe(body.experience);
    expect(body.yearsOfPractice).toBe(10);
    const json = JSON.stringify(body);
    expect(json).not.toContain("nota interna");
    expect(json).not.toContain("descripción interna");
    expect(json).not.toContain("adminNotes");
  });

  it("lists only published reviews, as text, with the author's first name and initial", async () => {
    const { body } = await request(app).get(`/api/providers/${ana.id}/reviews`).expect(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      rating: 5,
      comment: "<script>alert('x')</script> Excelente atención",
      user: { firstName: "Luisa", lastName: "G." },
    });
    const profile = await request(app).get(`/api/providers/${ana.id}`).expect(200);
    expect(profile.body.rating).toEqual({ average: 5, count: 1 });
  });
});

describe("text repair at display", () => {
  it("shows imported mojibake repaired", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const garbled = await insertProvider(database.db, {
        name: "Dra. SofÃ­a NÃºÃ±ez",
        specialty: "CardiologÃ­a",
        specialtySlug: "cardiologia",
        city: "Queretaro",
        citySlug: "queretaro",
        bio: "AtenciÃ³n en MÃ©xico",
      });
      const { app } = createTestApp(database);
      const { body } = await request(app).get(`/api/providers/${garbled.id}`).expect(200);
      expect(body).toMatchObject({
        name: "Dra. Sofía Núñez",
        specialty: "Cardiología",
        city: "Querétaro",
        bio: "Atención en México",
      });
    } finally {
      await database.close();
    }
  });
});
