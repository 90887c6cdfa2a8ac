import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { and, avg, count, eq, inArray } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import { reviews } from "../db/schema/index.ts";
import { seedDemoData } from "../db/seed/run.ts";

interface Card {
  id: number;
  name: string;
  specialtySlug: string;
  citySlug: string;
  price: number | null;
  experience: number | null;
  availableToday: boolean;
  telemedicine: boolean;
  licenseVerified: boolean;
  profilePath: string;
}

describe("GET /api/providers", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await seedDemoData(database.db, { providers: 600, seed: 11 });
    const db = database.db;
    await insertProvider(db, {
      name: "Dra. María Núñez Ávila",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
      experience: 60,
    });
    await insertProvider(db, {
      name: "Dr. Oculto Pendiente",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
      approvalStatus: "pending",
      experience: 70,
    });
    await insertProvider(db, {
      name: "Dr. Rechazado Total",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
      approvalStatus: "rejected",
      experience: 70,
    });
    await insertProvider(db, {
      name: "Dra. Rosa Puebla Martínez",
      specialtySlug: "dermatologia",
      citySlug: "guadalajara",
    });
    await insertProvider(db, {
      name: "Dr. Ulises Zona Prueba",
      specialtySlug: "cardiologia",
      citySlug: "guadalajara",
      location: "Calle Vallarta 10, Col. Providencia Sur Zeta, Guadalajara",
    });
    await insertProvider(db, {
      name: "Dr. Tomás Ecografía Ruiz",
      specialtySlug: "reumatologia",
      citySlug: "puebla",
      servicesWithPricing: [{ name: "Capilaroscopía periungueal", price: 1800 }],
    });
    app = createTestApp(database).app;
  });
  afterAll(() => database.close());

  const get = (query: string) => request(app).get(`/api/providers${query}`);

  it("answers a JSON array of 10 by default, with the total in X-Total-Count", async () => {
    const response = await get("").expect(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body).toHaveLength(10);
    const total = Number(response.headers["x-total-count"]);
    expect(total).toBeGreaterThan(500);
    expect(total).toBeLessThan(610);
  });

  it("never shows listings that are not approved, and keeps internal fields out", async () => {
    const response = await get("?specialty=cardiologia&city=guadalajara&limit=100").expect(200);
    const names = response.body.map((card: Card) => card.name);
    expect(names).toContain("Dra. María Núñez Ávila");
    expect(names).not.toContain("Dr. Oculto Pendiente");
    expect(names).not.toContain("Dr. Rechazado Total");
    const json = JSON.stringify(response.body);
    for (const field of [
      "adminNotes",
      "externalDescription",
      "dataSource",
      "userId",
      "approvalStatus",
      "licenseNumber",
      "email",
    ]) {
      expect(json).not.toContain(`"${field}"`);
    }
  });

  it("filters by specialty and city, with 'todas' and 'todas-ciudades' meaning no filter", async () => {
    const both = await get("?specialty=cardiologia&city=guadalajara&limit=100").expect(200);
    for (const card of both.body as Card[]) {
      expect(card.specialtySlug).toBe("cardiologia");
      expect(card.citySlug).toBe("guadalajara");
    }
    const all = await get("?specialty=todas&city=todas-ciudades").expect(200);
    const none = await get("").expect(200);
    expect(all.headers["x-total-count"]).toBe(none.headers["x-total-count"]);
  });

  it("filters by availability and by online consultation", async () => {
    const today = await get("?available=true&limit=50").expect(200);
    expect((today.body as Card[]).every((card) => card.availableToday)).toBe(true);
    const online = await get("?city=online&limit=50").expect(200);
    expect((online.body as Card[]).every((card) => card.telemedicine)).toBe(true);
  });

  it("sorts by experience, price and availability", async () => {
    const byExperience = (await get("?sort=experience&limit=50").expect(200)).body as Card[];
    expect(byExperience[0]!.name).toBe("Dra. María Núñez Ávila");
    const experiences = byExperience.map((c) => c.experience ?? -1);
    expect(experiences).toEqual([...experiences].sort((a, b) => b - a));

    const byPrice = (await get("?sort=price&limit=50").expect(200)).body as Card[];
    const prices = byPrice.map((c) => c.price ?? Number.MAX_SAFE_INTEGER);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const byAvailability = (await get("?sort=availability&limit=50").expect(200)).body as Card[];
    const flags = byAvailability.map((c) => (c.availableToday ? 1 : 0));
    expect(flags).toEqual([...flags].sort((a, b) => b - a));
  });

  it("pages with limit and offset without overlap", async () => {
    const first = (await get("?limit=5&offset=0").expect(200)).body as Card[];
    const second = (await get("?limit=5&offset=5").expect(200)).body as Card[];
    const ten = (await get("?limit=10&offset=0").expect(200)).body as Card[];
    expect([...first, ...second].map((c) => c.id)).toEqual(ten.map((c) => c.id));
  });

  it("finds names without accents, specialty words and services in free text", async () => {
    const nunez = (await get("?q=Nunez").expect(200)).body as Card[];
    expect(nunez.map((c) => c.name)).toContain("Dra. María Núñez Ávila");

    const cardioGdl = await get("?q=cardiologo%20guadalajara&limit=100").expect(200);
    expect(Number(cardioGdl.headers["x-total-count"])).toBeGreaterThan(0);
    for (const card of cardioGdl.body as Card[]) {
      expect(card.specialtySlug).toBe("cardiologia");
      expect(card.citySlug).toBe("guadalajara");
    }

    const dermatologist = (await get("?q=dermat%C3%B3loga&limit=20").expect(200)).body as Card[];
    expect(dermatologist.length).toBeGreaterThan(0);
    expect(dermatologist.every((c) => c.specialtySlug === "dermatologia")).toBe(true);

    for (const [query, slug] of [
      ["pediatra", "pediatria"],
      ["ginecologo", "ginecologia"],
    ] as const) {
      const cards = (await get(`?q=${query}&limit=20`).expect(200)).body as Card[];
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((c) => c.specialtySlug === slug)).toBe(true);
    }

    const service = (await get("?q=capilaroscopia").expect(200)).body as Card[];
    expect(service.map((c) => c.name)).toContain("Dr. Tomás Ecografía Ruiz");
  });

  it("tolerates a typo in a name", async () => {
    const cards = (await get("?q=Nu%C3%B1es%20Avila").expect(200)).body as Card[];
    expect(cards.map((c) => c.name)).toContain("Dra. María Núñez Ávila");
  });

  it("maps symptoms to specialties with Búsqueda Inteligente", async () => {
    const chest = (
      await get("?q=me%20duele%20el%20pecho%20al%20subir%20escaleras&semanticSearch=true").expect(
        200,
      )
    ).body as Card[];
    expect(chest.length).toBeGreaterThan(0);
    expect(chest[0]!.specialtySlug).toBe("cardiologia");
    const acne = (await get("?q=granos%20en%20la%20cara&semanticSearch=true").expect(200))
      .body as Card[];
    expect(acne[0]!.specialtySlug).toBe("dermatologia");
    const child = (await get("?q=mi%20hijo%20tiene%20fiebre&semanticSearch=true").expect(200))
      .body as Card[];
    expect(child[0]!.specialtySlug).toBe("pediatria");
  });

  it("filters by zone (a neighbourhood in the address)", async () => {
    const zone = (await get("?city=guadalajara&zone=providencia-sur-zeta").expect(200))
      .body as Card[];
    expect(zone.map((card) => card.name)).toEqual(["Dr. Ulises Zona Prueba"]);
  });

  it("maps symptoms to specialties without Búsqueda Inteligente", async () => {
    const ear = (await get("?q=me%20duele%20el%20o%C3%ADdo").expect(200)).body as Card[];
    expect(ear[0]?.specialtySlug).toBe("otorrinolaringologia");
    const gums = (await get("?q=me%20sangran%20las%20enc%C3%ADas").expect(200)).body as Card[];
    expect(gums[0]?.specialtySlug).toBe("odontologia");
  });

  it("reads misspelled specialties, states and filter words in q", async () => {
    const typo = (await get("?q=cardiolgo&limit=20").expect(200)).body as Card[];
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((card) => card.specialtySlug === "cardiologia")).toBe(true);
    const today = (await get("?q=pediatra%20disponible%20hoy&limit=20").expect(200)).body as Card[];
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((card) => card.specialtySlug === "pediatria" && card.availableToday)).toBe(
      true,
    );
    const online = (await get("?q=psicologo%20en%20linea&limit=20").expect(200)).body as Card[];
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((card) => card.telemedicine)).toBe(true);
    const state = (await get("?q=medico%20general%20en%20jalisco&limit=20").expect(200))
      .body as Card[];
    expect(state.length).toBeGreaterThan(0);
    expect(state.every((card) => card.citySlug === "guadalajara")).toBe(true);
    const verified = (await get("?q=cardiologo%20con%20cedula%20verificada&limit=20").expect(200))
      .body as Card[];
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((card) => card.licenseVerified)).toBe(true);
  });

  it("gives each card the average and number of its approved reviews only", async () => {
    type Rated = Card & { rating: { average: number | null; count: number } };
    // A page in an order (index walk) and a page of text candidates: both read the rating
    // with the row.
    const ordered = (await get("?specialty=cardiologia&limit=50").expect(200)).body as Rated[];
    const text = (await get("?q=diabetes&limit=50").expect(200)).body as Rated[];
    // A listing without reviews (inserted above): no average, none counted.
    const unreviewed = (await get(`?q=${encodeURIComponent("Ulises Zona Prueba")}`).expect(200))
      .body as Rated[];
    const cards = [...ordered, ...text, ...unreviewed];
    expect(unreviewed.find((card) => card.name === "Dr. Ulises Zona Prueba")?.rating).toEqual({
      average: null,
      count: 0,
    });
    expect(cards.some((card) => card.rating.count > 0)).toBe(true);
    const truth = await database.db
      .select({ providerId: reviews.providerId, average: avg(reviews.rating), n: count() })
      .from(reviews)
      .where(
        and(
          inArray(
            reviews.providerId,
            cards.map((card) => card.id),
          ),
          eq(reviews.approvalStatus, "approved"),
        ),
      )
      .groupBy(reviews.providerId);
    const byId = new Map(truth.map((row) => [row.providerId, row]));
    for (const card of cards) {
      const expected = byId.get(card.id);
      expect(card.rating.count).toBe(expected?.n ?? 0);
      expect(card.rating.average).toBe(
        expected ? Math.round(Number(expected.average) * 10) / 10 : null,
      );
    }
  });

  it("filters by insurer, highest price, teleconsultation, verified cédula and rating", async () => {
    const insured = (await get("?insurer=axa-mexico&limit=50").expect(200)).body as (Card & {
      insuranceNetworks: string[];
    })[];
    expect(insured.length).toBeGreaterThan(0);
    expect(insured.every((card) => card.insuranceNetworks.includes("AXA México"))).toBe(true);
    const cheap = (await get("?priceMax=600&limit=50").expect(200)).body as Card[];
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((card) => card.price !== null && card.price <= 600)).toBe(true);
    const online = (await get("?telemedicine=true&limit=50").expect(200)).body as Card[];
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((card) => card.telemedicine)).toBe(true);
    const verified = (await get("?verified=true&limit=50").expect(200)).body as Card[];
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((card) => card.licenseVerified)).toBe(true);
    const rated = (await get("?minRating=4.5&limit=50").expect(200)).body as (Card & {
      rating: { average: number | null };
    })[];
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((card) => (card.rating.average ?? 0) >= 4.5)).toBe(true);
    const all = Number((await get("").expect(200)).headers["x-total-count"]);
    expect(Number((await get("?minRating=4.5").expect(200)).headers["x-total-count"])).toBeLessThan(
      all,
    );
  });

  it("keeps a name a name when its words also read as a symptom or a city", async () => {
    const name = (await get("?q=Nunez%20Avila").expect(200)).body as Card[];
    expect(name[0]?.name).toBe("Dra. María Núñez Ávila");
    const surname = (await get("?q=rosa%20puebla").expect(200)).body as Card[];
    expect(surname[0]?.name).toBe("Dra. Rosa Puebla Martínez");
    const city = (await get("?q=reumatologo%20en%20puebla&limit=20").expect(200)).body as Card[];
    expect(city.length).toBeGreaterThan(0);
    expect(city.every((card) => card.citySlug === "puebla")).toBe(true);
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=abc", "limit"],
    ["?limit=10001", "limit"],
    ["?offset=-1", "offset"],
    ["?sort=name", "Orden no válido"],
    ["?specialty=astrologia", "Especialidad no válida."],
    ["?city=atlantida", "Ciudad no válida."],
    ["?available=maybe", "Disponibilidad no válida"],
    ["?insurer=seguros-patito", "Aseguradora no válida."],
    ["?priceMax=0", "precio máximo"],
    ["?minRating=6", "calificación mínima"],
    ["?language=klingon", "Idioma no válido"],
    ["?language=en&language=fr", "Idioma no válido"],
    ["?verified=quizas", "Valor no válido"],
    [`?q=${"a".repeat(201)}`, "200 caracteres"],
    ["?q=a&q=b", ""],
  ])("answers %s with 400 and a Spanish message", async (query, fragment) => {
    const response = await get(query).expect(400);
    expect(typeof response.body.error).toBe("string");
    expect(response.body.error).toContain(fragment);
  });

  it("is harmless with SQL metacharacters and odd text", async () => {
    for (const q of [
      "' or 1=1 --",
      '"; drop table providers; --',
      "%_\\",
      "a:* & !b | (c",
      "<script>alert(1)</script>",
      "🙂🙂",
      "'''",
    ]) {
      const response = await get(`?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    }
    const stillThere = await get("").expect(200);
    expect(Number(stillThere.headers["x-total-count"])).toBeGreaterThan(500);
  });

  it("counts public listings per specialty", async () => {
    const response = await request(app).get("/api/providers/specialty-counts").expect(200);
    const cardiology = response.body.find(
      (row: { specialty: string }) => row.specialty === "cardiologia",
    );
    expect(cardiology).toMatchObject({ name: "Cardiología", count: expect.any(Number) });
    const viaSearch = await get("?specialty=cardiologia").expect(200);
    expect(String(cardiology.count)).toBe(viaSearch.headers["x-total-count"]);
  });
});
