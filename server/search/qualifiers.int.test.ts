import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { insertBookableListing } from "../../tests/support/bookable-listing.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { availableTodayChecks, providers, weeklyHours } from "../db/schema/index.ts";

interface Card {
  id: number;
  name: string;
  price: number | null;
}

const HOUR = 60 * 60_000;

/**
 * Qualifiers typed in a query and their URL parameters (docs/search.md, "Calificadores"),
 * through GET /api/providers: price range, the doctor's gender, home visits, tomorrow, the
 * weekend and the evening from the agendas, and Spanish 400s for bad values.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("search qualifiers on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  // Every listing of this file is in Tampico: no other listing shares the searches.
  const place = "city=tampico";

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = createTestApp(database));
    const db = database.db;
    const listing = (name: string, price: number, extra: Record<string, unknown> = {}) =>
      insertProvider(db, {
        name,
        citySlug: "tampico",
        specialtySlug: "odontologia",
        price,
        ...extra,
      });
    await listing("Dra. Ana Barata", 400);
    await listing("Dr. Bruno Medio", 700);
    await listing("Dra. Carla Cara", 1500);
    await listing("Dr. Diego Domicilio", 900, {
      servicesWithPricing: [{ name: "Consulta a domicilio", price: 1200 }],
    });
    await listing("Lic. Elena Sin Título", 600);
    // Bookable listings: every day 09:00-14:00 unless changed below.
    const early = await insertBookableListing(db, {
      name: "Dra. Fabiola Pronto",
      citySlug: "tampico",
    });
    const late = await insertBookableListing(db, {
      name: "Dr. Gerardo Nocturno",
      citySlug: "tampico",
      opens: 16 * 60,
      closes: 21 * 60,
    });
    // Fabiola sees no one on weekends; Gerardo's next free slot is next week.
    await db
      .delete(weeklyHours)
      .where(
        and(inArray(weeklyHours.weekday, [6, 7]), eq(weeklyHours.providerId, early.providerId)),
      );
    await db
      .update(providers)
      .set({ specialtySlug: "odontologia", specialty: "Odontología", price: 2000 })
      .where(inArray(providers.id, [early.providerId, late.providerId]));
    const far = new Date("9999-01-01T00:00:00Z");
    await db
      .update(availableTodayChecks)
      .set({
        nextSlotAt: new Date(Date.now() + HOUR),
        nextSlotTimeZone: "America/Monterrey",
        dueAt: far,
      })
      .where(eq(availableTodayChecks.providerId, early.providerId));
    await db
      .update(availableTodayChecks)
      .set({
        nextSlotAt: new Date(Date.now() + 6 * 24 * HOUR),
        nextSlotTimeZone: "America/Monterrey",
        dueAt: far,
      })
      .where(eq(availableTodayChecks.providerId, late.providerId));
  });
  afterAll(() => database.close());

  async function search(query: string): Promise<string[]> {
    const response = await request(app).get(`/api/providers?${place}&${query}`);
    expect(response.status).toBe(200);
    return (response.body as Card[]).map((card) => card.name).sort();
  }
  const typed = (text: string) => search(`q=${encodeURIComponent(text)}`);

  it("filters a price range given as parameters or typed in words", async () => {
    expect(await search("priceMin=500&priceMax=1000")).toEqual([
      "Dr. Bruno Medio",
      "Dr. Diego Domicilio",
      "Lic. Elena Sin Título",
    ]);
    expect(await typed("dentista entre quinientos y mil pesos")).toEqual([
      "Dr. Bruno Medio",
      "Dr. Diego Domicilio",
      "Lic. Elena Sin Título",
    ]);
    expect(await typed("dentista que cobre menos de 650 pesos")).toEqual([
      "Dra. Ana Barata",
      "Lic. Elena Sin Título",
    ]);
  });

  it("orders cheapest first for 'que cobre poco'", async () => {
    const response = await request(app).get(
      `/api/providers?${place}&q=${encodeURIComponent("dentista que cobre poco")}`,
    );
    const prices = (response.body as Card[]).map((card) => card.price);
    expect(prices[0]).toBe(400);
    expect(prices).toEqual([...prices].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
  });

  it("filters the doctor's gender by the title of the name", async () => {
    expect(await search("gender=F")).toEqual([
      "Dra. Ana Barata",
      "Dra. Carla Cara",
      "Dra. Fabiola Pronto",
    ]);
    expect(await search("gender=m")).toEqual([
      "Dr. Bruno Medio",
      "Dr. Diego Domicilio",
      "Dr. Gerardo Nocturno",
    ]);
    expect(await typed("doctora para mi hijo")).toEqual([]);
    expect(await typed("dentista doctora")).toEqual([
      "Dra. Ana Barata",
      "Dra. Carla Cara",
      "Dra. Fabiola Pronto",
    ]);
    // A feminine specialty name alone is no gender filter.
    expect((await typed("odontóloga")).length).toBe(7);
  });

  it("filters home visits by the listings' services", async () => {
    expect(await search("visit=home")).toEqual(["Dr. Diego Domicilio"]);
    expect(await typed("dentista a domicilio")).toEqual(["Dr. Diego Domicilio"]);
  });

  it("reads tomorrow, the weekend and the evening from the agendas", async () => {
    expect(await search("available=tomorrow")).toEqual(["Dra. Fabiola Pronto"]);
    expect(await typed("dentista para mañana")).toEqual(["Dra. Fabiola Pronto"]);
    expect(await search("available=weekend")).toEqual(["Dr. Gerardo Nocturno"]);
    expect(await typed("dentista en fin de semana")).toEqual(["Dr. Gerardo Nocturno"]);
    expect(await search("available=evening")).toEqual(["Dr. Gerardo Nocturno"]);
    expect(await typed("dentista en la noche")).toEqual(["Dr. Gerardo Nocturno"]);
  });

  it("answers English qualifiers as it answers their Spanish twins", async () => {
    const pairs: [es: string, en: string][] = [
      ["dentista entre quinientos y mil pesos", "dentist between 500 and 1000 pesos"],
      ["dentista que cobre menos de 650 pesos", "dentist under 650 pesos"],
      ["dentista menos de 650 mxn", "dentist less than 650 MXN"],
      ["dentista doctora", "female dentist"],
      ["dentista a domicilio", "dentist home visit"],
      ["dentista para mañana", "dentist available tomorrow"],
      ["dentista en fin de semana", "dentist this weekend"],
      ["dentista en la noche", "dentist tonight"],
    ];
    for (const [es, en] of pairs) {
      const spanish = await typed(es);
      expect(spanish.length, es).toBeGreaterThan(0);
      expect(await typed(en), en).toEqual(spanish);
    }
    const cheapFirst = await request(app).get(
      `/api/providers?${place}&q=${encodeURIComponent("affordable dentist")}`,
    );
    expect((cheapFirst.body as Card[])[0]?.price).toBe(400);
  });

  it.each([
    ["gender=X", "Género no válido"],
    ["available=someday", "Disponibilidad no válida"],
    ["age=teen", "Grupo de edad no válido"],
    ["visit=office", "Valor de visit no válido"],
    ["priceMin=0", "El precio mínimo debe ser"],
    ["priceMin=900&priceMax=500", "El precio mínimo no puede ser mayor"],
  ])("refuses %s in Spanish", async (query, message) => {
    const response = await request(app).get(`/api/providers?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(message);
  });
});
