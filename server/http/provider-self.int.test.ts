import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { providers, users } from "../db/schema/index.ts";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe.each<DatabaseKind>(["pglite", "postgres"])("the doctor's own listing on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let listing: Awaited<ReturnType<typeof insertProvider>>;
  let otherListing: Awaited<ReturnType<typeof insertProvider>>;
  let pendingListing: Awaited<ReturnType<typeof insertProvider>>;
  let owner: Agent;
  let otherDoctor: Agent;
  let pendingDoctor: Agent;
  let patient: Agent;

  async function makeDoctor(agent: Agent, providerId: number) {
    await database.db
      .update(users)
      .set({ isProvider: true, userType: "doctor" })
      .where(eq(users.id, agent.user.id));
    await database.db
      .update(providers)
      .set({ userId: agent.user.id })
      .where(eq(providers.id, providerId));
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = createTestApp(database).app;
    listing = await insertProvider(database.db, {
      name: "Dra. Elena Ramírez Ortiz",
      adminNotes: "nota interna que nunca sale",
      externalDescription: "texto importado interno",
      socialLinks: { youtube: "https://www.youtube.com/@elena" },
      locations: [
        {
          name: "Consultorio Roma",
          address: "Av. Álvaro Obregón 100, Roma Norte",
          latitude: 19.41,
          longitude: -99.16,
        },
      ],
    });
    otherListing = await insertProvider(database.db, { name: "Dr. Ajeno Torres" });
    pendingListing = await insertProvider(database.db, {
      name: "Dr. Recién Registrado",
      approvalStatus: "pending",
    });
    owner = await signedInAgent(app, database, { firstName: "Elena" });
    otherDoctor = await signedInAgent(app, database, { firstName: "Ajeno" });
    pendingDoctor = await signedInAgent(app, database, { firstName: "Nuevo", verified: false });
    patient = await signedInAgent(app, database, { firstName: "Paula" });
    await makeDoctor(owner, listing.id);
    await makeDoctor(otherDoctor, otherListing.id);
    await makeDoctor(pendingDoctor, pendingListing.id);
  });
  afterAll(() => database.close());

  describe("GET /api/providers/me", () => {
    it("answers 401 signed out and 404 'Acceso no autorizado' without a listing", async () => {
      const anonymous = await request(app).get("/api/providers/me").expect(401);
      expect(anonymous.body.error).toEqual(expect.any(String));
      const noListing = await patient.agent.get("/api/providers/me").expect(404);
      expect(noListing.body).toEqual({ error: "Acceso no autorizado" });
    });

    it("gives the owner their listing as the dashboard edits it, and nothing internal", async () => {
      const { body } = await owner.agent.get("/api/providers/me").expect(200);
      expect(body).toMatchObject({
        id: listing.id,
        name: "Dra. Elena Ramírez Ortiz",
        slug: listing.slug,
        profilePath: `/${listing.slug}/medicina-general/ciudad-de-mexico`,
        approvalStatus: "approved",
        emailVerified: true,
        experience: 10,
        price: 900,
        servicesWithPricing: [{ name: "Consulta de primera vez", price: 900 }],
        locations: [{ name: "Consultorio Roma", address: "Av. Álvaro Obregón 100, Roma Norte" }],
        socialLinks: { youtube: "https://www.youtube.com/@elena" },
      });
      const text = JSON.stringify(body);
      for (const secret of ["nota interna", "texto importado", owner.user.id, "userId"]) {
        expect(text).not.toContain(secret);
      }
      expect((await otherDoctor.agent.get("/api/providers/me").expect(200)).body.id).toBe(
        otherListing.id,
      );
    });

    it("shows a pending listing to its doctor, with the account's unverified email", async () => {
      const { body } = await pendingDoctor.agent.get("/api/providers/me").expect(200);
      expect(body).toMatchObject({
        id: pendingListing.id,
        approvalStatus: "pending",
        emailVerified: false,
      });
    });

    it("reads unreadable JSON fields as empty lists and no links", async () => {
      await database.db.execute(
        sql`update providers set services_with_pricing = '"no es una lista"'::jsonb, locations = '42'::jsonb, social_links = '["x"]'::jsonb where id = ${otherListing.id}`,
      );
      const { body } = await otherDoctor.agent.get("/api/providers/me").expect(200);
      expect(body).toMatchObject({ servicesWithPricing: [], locations: [], socialLinks: {} });
    });
  });

  describe("PUT /api/providers/{id}/self", () => {
    const change = { bio: "Cambio de prueba con suficiente texto." };

    it("lets only the owner save: anonymous 401, patient and another doctor 403", async () => {
      await request(app).put(`/api/providers/${listing.id}/self`).send(change).expect(401);
      const patientAnswer = await patient.agent
        .put(`/api/providers/${listing.id}/self`)
        .send(change)
        .expect(403);
      expect(patientAnswer.body.error).toBe("Solo el titular del perfil puede modificarlo.");
      await otherDoctor.agent.put(`/api/providers/${listing.id}/self`).send(change).expect(403);
      // A doctor cannot save an unclaimed listing either, nor reach a missing one.
      const unclaimed = await insertProvider(database.db, { name: "Dr. Sin Dueño" });
      await owner.agent.put(`/api/providers/${unclaimed.id}/self`).send(change).expect(403);
      expect(
        (await owner.agent.put("/api/providers/999999/self").send(change).expect(404)).body.error,
      ).toBe("Médico no encontrado");
      await owner.agent.put("/api/providers/abc/self").send(change).expect(400);

      const [unchanged] = await database.db
        .select({ bio: providers.bio })
        .from(providers)
        .where(eq(providers.id, listing.id));
      expect(unchanged?.bio).toBe(listing.bio);

      const saved = await owner.agent
        .put(`/api/providers/${listing.id}/self`)
        .send(change)
        .expect(200);
      expect(saved.body).toMatchObject({ id: listing.id, bio: change.bio });
    });

    it("saves a WhatsApp mobile of the owner's only, shown on the profile until emptied", async () => {
      const url = `/api/providers/${listing.id}/self`;
      const whatsapp = { whatsapp: "+52 1 (33) 1234-5678" };
      await request(app).put(url).send(whatsapp).expect(401);
      await patient.agent.put(url).send(whatsapp).expect(403);
      await otherDoctor.agent.put(url).send(whatsapp).expect(403);
      const before = await request(app).get(`/api/providers/${listing.id}`).expect(200);
      expect(before.body.whatsapp).toBeNull();

      const bad = await owner.agent.put(url).send({ whatsapp: "33 1234 567" }).expect(400);
      expect(bad.body).toEqual({
        error:
          "Escribe un celular de México de 10 dígitos para WhatsApp, por ejemplo 33 1234 5678 o +52 33 1234 5678.",
        field: "whatsapp",
      });
      const saved = await owner.agent.put(url).send(whatsapp).expect(200);
      expect(saved.body.whatsapp).toBe("3312345678");
      const shown = await request(app).get(`/api/providers/${listing.id}`).expect(200);
      expect(shown.body.whatsapp).toBe("3312345678");

      await owner.agent.put(url).send({ whatsapp: "" }).expect(200);
      const [stored] = await database.db
        .select({ whatsapp: providers.whatsapp })
        .from(providers)
        .where(eq(providers.id, listing.id));
      expect(stored?.whatsapp).toBeNull();
    });

    it("rejects bad fields with the first Spanish message and saves nothing", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ bio: "a".repeat(501) }, "La biografía no puede tener más de 500 caracteres"],
        [{ bio: "a".repeat(900) }, "La biografía no puede tener más de 500 caracteres"],
        [
          { socialLinks: { website: "javascript:alert(1)" } },
          "Ingresa una dirección web completa (https://…)",
        ],
        [
          { servicesWithPricing: [{ name: " ", price: 100 }] },
          "El nombre del servicio es requerido",
        ],
        [{ locations: [{ name: "Consultorio", address: "" }] }, "La dirección es requerida"],
        [{ name: "A" }, "El nombre debe tener al menos 2 caracteres"],
        [{ email: "no-es-email" }, "Ingresa una dirección de correo válida"],
        [
          { servicesWithPricing: "Consulta" },
          "Revisa la lista de servicios: el valor no es válido.",
        ],
        [{ availableToday: "sí" }, "Revisa la disponibilidad: el valor no es válido."],
        [{ phone: "5".repeat(31) }, "El teléfono no puede tener más de 30 caracteres."],
      ];
      for (const [body, message] of cases) {
        const answer = await owner.agent
          .put(`/api/providers/${listing.id}/self`)
          .send(body)
          .expect(400);
        expect(answer.body.error, JSON.stringify(body)).toBe(message);
      }
      const { body } = await owner.agent.get("/api/providers/me").expect(200);
      expect(body.bio).toBe(change.bio);
      expect(body.name).toBe("Dra. Elena Ramírez Ortiz");
    });

    it("parses experience and prices to integers, 0 when they are not numbers", async () => {
      const { body } = await owner.agent
        .put(`/api/providers/${listing.id}/self`)
        .send({
          experience: "15",
          price: "abc",
          servicesWithPricing: [
            { name: "Consulta general", price: "750" },
            { name: "Certificado médico", price: -20 },
          ],
        })
        .expect(200);
      expect(body).toMatchObject({
        experience: 15,
        price: 0,
        servicesWithPricing: [
          { name: "Consulta general", price: 750 },
          { name: "Certificado médico", price: 0 },
        ],
      });
    });

    it("stores the JSON fields as jsonb and reads them back; only given fields change", async () => {
      const save = {
        specialty: "cardiologia",
        servicesWithPricing: [
          { name: "Electrocardiograma en reposo", price: 1200, description: "Con interpretación" },
          { name: "Consulta de seguimiento", price: 800, description: "" },
        ],
        locations: [
          {
            name: "Consultorio Roma",
            address: "Av. Álvaro Obregón 100, Roma Norte",
            phone: "55 0123 9876",
            hours: "",
          },
          { name: "Hospital Ángeles", address: "Camino a Sta. Teresa 1055" },
        ],
        socialLinks: {
          facebook: "https://facebook.com/draelena",
          instagram: "",
          website: "https://draelena.example.com",
        },
      };
      const { body } = await owner.agent
        .put(`/api/providers/${listing.id}/self`)
        .send(save)
        .expect(200);
      expect(body).toMatchObject({
        specialty: "Cardiología",
        profilePath: `/${listing.slug}/cardiologia/ciudad-de-mexico`,
        servicesWithPricing: [
          { name: "Electrocardiograma en reposo", price: 1200, description: "Con interpretación" },
          { name: "Consulta de seguimiento", price: 800 },
        ],
        locations: [
          {
            name: "Consultorio Roma",
            address: "Av. Álvaro Obregón 100, Roma Norte",
            phone: "55 0123 9876",
          },
          { name: "Hospital Ángeles", address: "Camino a Sta. Teresa 1055" },
        ],
        // Empty fields dropped; the YouTube link the dashboard does not edit stays.
        socialLinks: {
          facebook: "https://facebook.com/draelena",
          website: "https://draelena.example.com/",
          youtube: "https://www.youtube.com/@elena",
        },
        // Untouched by this save.
        bio: change.bio,
        name: "Dra. Elena Ramírez Ortiz",
        experience: 15,
      });
      expect(body.servicesWithPricing[1]).not.toHaveProperty("description");
      expect(body.socialLinks).not.toHaveProperty("instagram");

      const stored = await database.db.execute<{
        services: string;
        offices: string;
        links: string;
        slug: string;
      }>(
        sql`select jsonb_typeof(services_with_pricing) as services, jsonb_typeof(locations) as offices, jsonb_typeof(social_links) as links, specialty_slug as slug from providers where id = ${listing.id}`,
      );
      expect(stored.rows[0]).toEqual({
        services: "array",
        offices: "array",
        links: "object",
        slug: "cardiologia",
      });
      // The unchanged office keeps the map position an import gave it.
      const [row] = await database.db
        .select({ locations: providers.locations })
        .from(providers)
        .where(eq(providers.id, listing.id));
      expect((row?.locations as { latitude?: number }[])[0]?.latitude).toBe(19.41);
      expect((row?.locations as { latitude?: number }[])[1]?.latitude).toBeUndefined();
    });

    it("shows a save on the public profile and in search at once (caches invalidated)", async () => {
      // Warm the caches first: the save must not wait for them to expire.
      await request(app).get(`/api/provider/${listing.slug}`).expect(200);
      await request(app).get("/api/providers").query({ q: "ecocardiograma" }).expect(200);

      await owner.agent
        .put(`/api/providers/${listing.id}/self`)
        .send({
          servicesWithPricing: [{ name: "Ecocardiograma Doppler", price: 2300 }],
          price: 950,
        })
        .expect(200);

      const profile = await request(app).get(`/api/provider/${listing.slug}`).expect(200);
      expect(profile.body.servicesWithPricing).toEqual([
        { name: "Ecocardiograma Doppler", price: 2300 },
      ]);
      expect(profile.body.price).toBe(950);
      const byId = await request(app).get(`/api/providers/${listing.id}`).expect(200);
      expect(byId.body.servicesWithPricing[0].name).toBe("Ecocardiograma Doppler");
      const search = await request(app)
        .get("/api/providers")
        .query({ q: "ecocardiograma" })
        .expect(200);
      expect(search.body.map((p: { id: number }) => p.id)).toContain(listing.id);
    });

    it("lets a doctor edit a pending listing without publishing it", async () => {
      await pendingDoctor.agent
        .put(`/api/providers/${pendingListing.id}/self`)
        .send({ bio: "Aún en revisión." })
        .expect(200);
      await request(app).get(`/api/provider/${pendingListing.slug}`).expect(404);
    });
  });

  describe("owner-only review list", () => {
    it("answers 401, 403, 403 and 200 to anonymous, patient, another doctor and the owner", async () => {
      const path = `/api/providers/${listing.id}/reviews/all`;
      await request(app).get(path).expect(401);
      await patient.agent.get(path).expect(403);
      await otherDoctor.agent.get(path).expect(403);
      expect((await owner.agent.get(path).expect(200)).body).toEqual([]);
    });
  });
});
