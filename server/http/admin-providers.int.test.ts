import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProviderDetail, AdminProviderRow } from "../../common/admin/providers.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, licenseValidations, providers } from "../db/schema/index.ts";

const PASSWORD = "clave-de-administracion-segura";

describe.each<DatabaseKind>(["pglite", "postgres"])("admin providers panel on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let agent: ReturnType<typeof request.agent>;
  const ids: Record<string, number> = {};

  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const created = createTestApp(database);
    app = created.app;
    await created.services.adminAccounts.createAdmin("admin.prueba", PASSWORD);
    agent = request.agent(app);
    await agent
      .post("/api/admin/login")
      .send({ username: "admin.prueba", password: PASSWORD })
      .expect(200);

    const add = async (key: string, values: Parameters<typeof insertProvider>[1]) => {
      ids[key] = (await insertProvider(database.db, values)).id;
    };
    await add("ana", {
      name: "Dra. Ana Álvarez",
      email: "ana@clinica.example",
      phone: "(55) 1111-2222",
      approvalStatus: "pending",
      licenseNumber: "7000001",
      licenseVerified: false,
      dataSource: "google-sheets",
      dataSourceName: "Doctoralia",
      socialLinks: { instagram: "https://instagram.com/ana", website: "https://ana.example" },
      insuranceNetworks: ["GNP Seguros", "AXA México"],
      socialProfileImage: "https://cdn.example/ana.jpg",
      premium: true,
      specialtySlug: "dermatologia",
      citySlug: "monterrey",
      createdAt: day(1),
      updatedAt: day(20),
    });
    await add("beto", {
      name: "Dr. Beto Bravo",
      email: "beto@correo.example",
      phone: "33 3333 4444",
      approvalStatus: "approved",
      licenseNumber: "7000002",
      licenseVerified: true,
      dataSource: "google_sheets",
      // Imported as text: still readable.
      socialLinks: JSON.stringify({
        facebook: "https://facebook.com/beto",
        instagram: "https://instagram.com/beto",
        twitter: "https://x.com/beto",
        linkedin: "https://linkedin.com/in/beto",
        youtube: "https://youtube.com/@beto",
      }),
      insuranceNetworks: JSON.stringify(["MetLife México", "Plan Seguro"]),
      createdAt: day(2),
      updatedAt: day(2),
    });
    await add("carla", {
      name: "Dra. Carla Castro",
      email: null,
      phone: null,
      approvalStatus: "rejected",
      licenseNumber: null,
      dataSource: "insurance_directory",
      socialLinks: "{esto no es json",
      insuranceNetworks: "tampoco",
      locations: "[roto",
      licenseValidationData: "{roto",
      specialtySlug: "pediatria",
      citySlug: "guadalajara",
      createdAt: day(3),
      updatedAt: day(3),
    });
    await add("dario", {
      name: "Dr. Darío Díaz",
      approvalStatus: "needs_review",
      licenseNumber: "  ",
      dataSource: "csv_import",
      socialLinks: { facebook: "https://facebook.com/dario" },
      insuranceNetworks: ["Allianz México", "MAPFRE México"],
      createdAt: day(4),
      updatedAt: day(4),
    });
    await add("elena", {
      name: "Dra. Elena Estrada 100%_real",
      approvalStatus: "pending",
      licenseNumber: "7000005",
      dataSource: "airtable",
      socialLinks: { linkedin: "https://linkedin.com/in/elena", twitter: "" },
      insuranceNetworks: [],
      createdAt: day(5),
      updatedAt: day(5),
    });
  });
  afterAll(() => database.close());

  async function list(query: Record<string, string | number> = {}) {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)]),
    ).toString();
    const response = await agent.get(`/api/admin/providers?${params}`).expect(200);
    return response.body as { providers: AdminProviderRow[]; totalCount: number };
  }
  const names = async (query: Record<string, string | number>) =>
    (await list({ sortBy: "createdAt", sortOrder: "asc", ...query })).providers.map(
      (p) => p.name.split(" ")[1],
    );

  it("lists newest first with the total, and each row carries badges' data", async () => {
    const all = await list();
    expect(all.totalCount).toBe(5);
    expect(all.providers.map((p) => p.id)).toEqual(
      ["elena", "dario", "carla", "beto", "ana"].map((k) => ids[k]),
    );
    const ana = all.providers.find((p) => p.id === ids.ana)!;
    expect(ana).toMatchObject({
      approvalStatus: "pending",
      dataSource: "google-sheets",
      dataSourceName: "Doctoralia",
      licenseNumber: "7000001",
      licenseVerified: false,
    });
    expect(ana.insurers!.map((t) => [t.name, t.logo !== null])).toEqual([
      ["GNP Seguros", true],
      ["AXA México", true],
    ]);
    expect(all.providers.find((p) => p.id === ids.carla)!.insurers).toBeNull();
    expect(JSON.stringify(all)).not.toContain("externalDescription");
  });

  it("applies every filter on the server, each omitted at its 'all' value", async () => {
    expect(await names({ approvalStatus: "pending" })).toEqual(["Ana", "Elena"]);
    expect(await names({ approvalStatus: "needs_review" })).toEqual(["Darío"]);
    expect(await names({ approvalStatus: "todos" })).toHaveLength(5);
    expect(await names({ cedula: "validado" })).toEqual(["Beto"]);
    expect(await names({ cedula: "pendiente" })).toEqual(["Ana", "Elena"]);
    expect(await names({ cedula: "sin_cedula" })).toEqual(["Carla", "Darío"]);
    expect(await names({ cedula: "todas" })).toHaveLength(5);
    expect(await names({ dataSource: "google-sheets" })).toEqual(["Ana", "Beto"]);
    expect(await names({ dataSource: "insurance_directory" })).toEqual(["Carla"]);
    expect(await names({ dataSource: "todas" })).toHaveLength(5);
    expect(await names({ search: "alvarez" })).toEqual(["Ana"]);
    // Every word, in any order, accents and case folded.
    expect(await names({ search: "ALVAREZ ana" })).toEqual(["Ana"]);
    expect(await names({ search: "  diaz   dario " })).toEqual(["Darío"]);
    expect(await names({ search: "dario castro" })).toEqual([]);
    expect(await names({ search: "100%_" })).toEqual(["Elena"]);
    expect(await names({ search: "%" })).toEqual(["Elena"]);
    expect(await names({ search: "7000002" })).toEqual(["Beto"]);
    expect(await names({ search: "beto@correo" })).toEqual(["Beto"]);
    expect(await names({ phone: "3333-44" })).toEqual(["Beto"]);
    expect(await names({ email: "CLINICA" })).toEqual(["Ana"]);
    expect(await names({ city: "Monterrey" })).toEqual(["Ana"]);
    expect(await names({ specialty: "Pediatría" })).toEqual(["Carla"]);
    expect(await names({ city: "todas", specialty: "todas" })).toHaveLength(5);
    expect(await names({ socialMedia: "con_instagram" })).toEqual(["Ana", "Beto"]);
    expect(await names({ socialMedia: "con_facebook" })).toEqual(["Beto", "Darío"]);
    expect(await names({ socialMedia: "con_twitter" })).toEqual(["Beto"]);
    expect(await names({ socialMedia: "con_linkedin" })).toEqual(["Beto", "Elena"]);
    expect(await names({ socialMedia: "con_youtube" })).toEqual(["Beto"]);
    expect(await names({ socialMedia: "con_cualquier_red" })).toEqual([
      "Ana",
      "Beto",
      "Darío",
      "Elena",
    ]);
    expect(await names({ socialMedia: "con_todas" })).toEqual(["Beto"]);
    expect(await names({ socialMedia: "sin_redes" })).toEqual(["Carla"]);
    expect(await names({ website: "con_website" })).toEqual(["Ana"]);
    expect(await names({ website: "sin_website" })).toHaveLength(4);
    expect(await names({ premium: "destacados" })).toEqual(["Ana"]);
    expect(await names({ premium: "no_destacados" })).toHaveLength(4);
    expect(await names({ socialProfileImage: "con_imagen" })).toEqual(["Ana"]);
    expect(await names({ socialProfileImage: "sin_imagen" })).toHaveLength(4);
    expect(await names({ insuranceNetwork: "gnp" })).toEqual(["Ana"]);
    expect(await names({ insuranceNetwork: "axa" })).toEqual(["Ana"]);
    expect(await names({ insuranceNetwork: "metlife" })).toEqual(["Beto"]);
    expect(await names({ insuranceNetwork: "plan_seguro" })).toEqual(["Beto"]);
    expect(await names({ insuranceNetwork: "allianz" })).toEqual(["Darío"]);
    expect(await names({ insuranceNetwork: "mapfre" })).toEqual(["Darío"]);
    expect(await names({ insuranceNetwork: "sin_aseguradora" })).toEqual(["Carla", "Elena"]);
    // Filters combine.
    expect(
      await names({ approvalStatus: "pending", cedula: "pendiente", premium: "destacados" }),
    ).toEqual(["Ana"]);
  });

  it("refuses unknown filter values in Spanish", async () => {
    const bad = await agent.get("/api/admin/providers?cedula=quizas").expect(400);
    expect(bad.body.error).toBe("Parámetro de filtro no válido");
    await agent.get("/api/admin/providers?sortBy=password").expect(400);
    await agent.get("/api/admin/providers?limit=100000").expect(400);
  });

  it("sorts by each field both ways and pages with the total", async () => {
    // "Dr." sorts before "Dra.".
    expect(await names({ sortBy: "name", sortOrder: "asc" })).toEqual([
      "Beto",
      "Darío",
      "Ana",
      "Carla",
      "Elena",
    ]);
    expect(await names({ sortBy: "updatedAt", sortOrder: "desc" })).toEqual([
      "Ana",
      "Elena",
      "Darío",
      "Carla",
      "Beto",
    ]);
    expect((await names({ sortBy: "city", sortOrder: "desc" }))[0]).toBe("Ana"); // Monterrey
    expect((await names({ sortBy: "specialty", sortOrder: "desc" }))[0]).toBe("Carla"); // Pediatría
    const page2 = await list({ sortBy: "name", sortOrder: "asc", limit: 2, offset: 2 });
    expect(page2.totalCount).toBe(5);
    expect(page2.providers.map((p) => p.id)).toEqual([ids.ana, ids.carla]);
    const beyond = await list({ limit: 2, offset: 10 });
    expect(beyond).toEqual({ providers: [], totalCount: 5 });
  });

  it("counts stats and offers the distinct cities and specialties", async () => {
    const stats = await agent.get("/api/admin/providers/stats").expect(200);
    expect(stats.body).toEqual({ total: 5, pending: 2, approved: 1, rejected: 1, needsReview: 1 });
    const options = await agent.get("/api/admin/providers/filter-options").expect(200);
    expect(options.body.cities).toEqual(["Ciudad de México", "Guadalajara", "Monterrey"]);
    expect(options.body.specialties).toContain("Pediatría");
  });

  it("shows the detail with unreadable JSON sections marked, never the search vector", async () => {
    const carla = (await agent.get(`/api/admin/providers/${ids.carla}`).expect(200))
      .body as AdminProviderDetail;
    expect(carla.socialLinks).toEqual({ state: "unreadable" });
    expect(carla.insuranceNetworks).toEqual({ state: "unreadable" });
    expect(carla.offices).toEqual({ state: "unreadable" });
    expect(carla.licenseValidation).toEqual({ state: "unreadable" });
    expect(carla).not.toHaveProperty("searchVector");
    const beto = (await agent.get(`/api/admin/providers/${ids.beto}`).expect(200))
      .body as AdminProviderDetail;
    expect(beto.socialLinks).toMatchObject({
      state: "ok",
      value: { youtube: "https://youtube.com/@beto" },
    });
    expect(beto.insuranceNetworks).toEqual({
      state: "ok",
      value: ["MetLife México", "Plan Seguro"],
    });
    expect(beto.licenseValidation).toEqual({ state: "empty" });
    expect(beto.publicPath).toMatch(/^\/beto-bravo-\d+\/medicina-general\/ciudad-de-mexico$/);
    await agent.get("/api/admin/providers/999999").expect(404);
    await agent.get("/api/admin/providers/abc").expect(404);
  });

  it("approves and rejects through the status call, with notes and audit rows", async () => {
    // The total of her specialty and city page, read (and so kept) before the approval.
    const [place] = await database.db
      .select({ specialtySlug: providers.specialtySlug, citySlug: providers.citySlug })
      .from(providers)
      .where(eq(providers.id, ids.elena!));
    const placeTotal = async () =>
      Number(
        (
          await request(app)
            .get(`/api/providers?specialty=${place!.specialtySlug}&city=${place!.citySlug}`)
            .expect(200)
        ).headers["x-total-count"],
      );
    const before = await placeTotal();
    const approved = await agent
      .put(`/api/admin/providers/${ids.elena}/status`)
      .send({ status: "approved", adminNotes: "Datos completos" })
      .expect(200);
    expect(approved.body).toMatchObject({
      approvalStatus: "approved",
      adminNotes: "Datos completos",
    });
    await agent
      .put(`/api/admin/providers/${ids.elena}/status`)
      .send({ status: "todos" })
      .expect(400);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.elena)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorType: "admin",
      action: "provider.status_changed",
      entityType: "provider",
      details: {
        before: { approvalStatus: "pending", adminNotes: null },
        after: { approvalStatus: "approved", adminNotes: "Datos completos" },
      },
    });
    // The public profile answers now (it is approved and the cache was cleared).
    await request(app).get(`/api/providers/${ids.elena}`).expect(200);
    expect(await placeTotal()).toBe(before + 1);
    await agent
      .put(`/api/admin/providers/${ids.elena}/status`)
      .send({ status: "rejected", adminNotes: "Cédula dudosa" })
      .expect(200);
    await request(app).get(`/api/providers/${ids.elena}`).expect(404);
    expect(await placeTotal()).toBe(before);
  });

  it("edits only the fields sent, resolving catalogue specialty and city", async () => {
    const saved = await agent
      .put(`/api/admin/providers/${ids.dario}`)
      .send({
        name: "Dr. Darío Díaz Peña",
        specialty: "cardiologia",
        city: "Puebla",
        price: 1200,
        insuranceNetworks: ["GNP Seguros"],
        socialLinks: { facebook: "", website: "https://dario.example" },
        licenseNumber: "7000004",
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      name: "Dr. Darío Díaz Peña",
      specialty: "Cardiología",
      city: "Puebla",
      price: 1200,
      licenseNumber: "7000004",
      licenseVerified: false,
      insuranceNetworks: { state: "ok", value: ["GNP Seguros"] },
      socialLinks: { state: "ok", value: { website: "https://dario.example/" } },
    });
    const [row] = await database.db.select().from(providers).where(eq(providers.id, ids.dario!));
    expect(row!.specialtySlug).toBe("cardiologia");
    expect(row!.citySlug).toBe("puebla");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.dario)));
    expect(audit!.action).toBe("provider.updated");
    const details = audit!.details as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    expect(details.before).toMatchObject({ name: "Dr. Darío Díaz", price: 900 });
    expect(details.after).toMatchObject({ name: "Dr. Darío Díaz Peña", price: 1200 });
    expect(Object.keys(details.after)).not.toContain("bio");

    const invalid = await agent
      .put(`/api/admin/providers/${ids.dario}`)
      .send({ email: "no-es-email" })
      .expect(400);
    expect(invalid.body.error).toBe("Email inválido");
    await agent.put(`/api/admin/providers/${ids.dario}`).send({ slug: "otro" }).expect(400);
  });

  it("validates a license through the registry (offline) and stores its data", async () => {
    // An administrator's earlier confirmation, bound to no listing, makes the cédula known to
    // the offline registry (a listing holding it would be a conflict: see license-identity).
    await database.db.insert(licenseValidations).values({
      licenseNumber: "7000001",
      source: "admin",
      isValid: true,
      data: {
        name: "ANA ÁLVAREZ",
        degree: "MÉDICO CIRUJANO",
        institution: "UANL",
        registrationYear: 2010,
      },
    });
    const valid = await agent
      .post(`/api/admin/providers/${ids.ana}/validate-license`)
      .send({ licenseNumber: "7000001" })
      .expect(200);
    expect(valid.body).toMatchObject({
      isValid: true,
      message: "Cédula profesional validada exitosamente",
      provider: {
        licenseVerified: true,
        licenseValidation: {
          state: "ok",
          value: { name: "ANA ÁLVAREZ", degree: "MÉDICO CIRUJANO", registrationYear: 2010 },
        },
      },
    });
    const unknown = await agent
      .post(`/api/admin/providers/${ids.beto}/validate-license`)
      .send({ licenseNumber: "9999999" })
      .expect(200);
    expect(unknown.body).toMatchObject({ isValid: false, provider: { licenseVerified: true } });
    const missing = await agent
      .post(`/api/admin/providers/${ids.beto}/validate-license`)
      .send({})
      .expect(400);
    expect(missing.body.error).toBe("El número de cédula es obligatorio");
    const recorded = await database.db
      .select()
      .from(licenseValidations)
      .where(eq(licenseValidations.providerId, ids.ana!));
    expect(recorded).toHaveLength(1);
    const audit = await agent
      .get(`/api/admin/audit?entityType=provider&entityId=${ids.ana}`)
      .expect(200);
    expect(audit.body.entries[0]).toMatchObject({
      action: "provider.license_validated",
      actor: { type: "admin", username: "admin.prueba" },
      before: { licenseVerified: false },
      after: { licenseVerified: true },
    });
  });

  it("lets an administrator vouch for a cédula the registry does not know", async () => {
    const missing = await agent
      .post(`/api/admin/providers/${ids.carla}/confirm-license`)
      .send({ licenseNumber: "8000003", name: "", degree: "MÉDICO CIRUJANO", institution: "UNAM" })
      .expect(400);
    expect(missing.body.error).toBe("Escribe el nombre del titular de la cédula.");
    const confirmed = await agent
      .post(`/api/admin/providers/${ids.carla}/confirm-license`)
      .send({
        licenseNumber: "8000003",
        name: "Carla Castro",
        degree: "Médico Cirujano",
        institution: "UNAM",
        registrationYear: "2012",
      })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      isValid: true,
      source: "admin",
      provider: {
        licenseNumber: "8000003",
        licenseVerified: true,
        licenseValidation: {
          state: "ok",
          value: { name: "CARLA CASTRO", degree: "MÉDICO CIRUJANO", registrationYear: 2012 },
        },
      },
    });
    // From now on the offline registry vouches for it too.
    const again = await agent
      .post(`/api/admin/providers/${ids.carla}/validate-license`)
      .send({ licenseNumber: "8000003" })
      .expect(200);
    expect(again.body).toMatchObject({ isValid: true, source: "admin" });
  });

  it("draws providers by status and by source per month", async () => {
    await database.db
      .update(providers)
      .set({ createdAt: new Date() })
      .where(eq(providers.id, ids.ana!));
    const chart = await agent.get("/api/admin/providers/chart?months=3").expect(200);
    expect(chart.body.months).toHaveLength(3);
    const pending = chart.body.byStatus.find((s: { key: string }) => s.key === "pending");
    expect(pending.label).toBe("Pendiente");
    expect(pending.counts.at(-1)).toBeGreaterThanOrEqual(0);
    const sheets = chart.body.bySource.find((s: { key: string }) => s.key === "google-sheets");
    expect(sheets).toMatchObject({ label: "Doctoralia" });
    expect(sheets.counts.at(-1)).toBe(1);
  });
});
