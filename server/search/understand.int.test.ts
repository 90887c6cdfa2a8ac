import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { providerSearchQuerySchema } from "../../common/search/filters.ts";
import type { DatabaseHandle } from "../db/client.ts";

interface Card {
  name: string;
  specialtySlug: string;
  languages: string[];
  insuranceNetworks: string[];
}

/**
 * Search understanding (docs/search.md): English words, the language filter, expat insurers and
 * complaints several specialties treat, through GET /api/providers.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("search understanding on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app, services } = createTestApp(database));
    const db = database.db;
    const inOaxaca = { citySlug: "oaxaca" };
    // Traumatología leads "dolor de rodilla", rehabilitación follows: six and four of them.
    for (let i = 1; i <= 6; i++)
      await insertProvider(db, {
        ...inOaxaca,
        name: `Dr. Ortopedista Número ${i}`,
        specialtySlug: "traumatologia",
        languages: i === 1 ? ["Español", "Inglés"] : ["Español"],
      });
    for (let i = 1; i <= 4; i++)
      await insertProvider(db, {
        ...inOaxaca,
        name: `Dra. Fisiatra Número ${i}`,
        specialtySlug: "medicina-fisica-y-rehabilitacion",
      });
    await insertProvider(db, {
      ...inOaxaca,
      name: "Dra. Oídos Bilingüe",
      specialtySlug: "otorrinolaringologia",
      languages: ["Español", "English"],
    });
    await insertProvider(db, {
      ...inOaxaca,
      name: "Dr. Piel Con Bupa",
      specialtySlug: "dermatologia",
      insuranceNetworks: ["Bupa México"],
    });
    await insertProvider(db, {
      ...inOaxaca,
      name: "Dr. Piel Sin Seguro",
      specialtySlug: "dermatologia",
    });
    services.search.invalidate();
  });
  afterAll(() => database.close());

  async function search(query: string): Promise<Card[]> {
    const response = await request(app).get(`/api/providers?city=oaxaca&${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Card[];
  }

  it("finds the specialty an English complaint or name points to", async () => {
    expect((await search("q=ear%20infection"))[0]?.specialtySlug).toBe("otorrinolaringologia");
    expect((await search("q=sports%20injury"))[0]?.specialtySlug).toBe("traumatologia");
    const skin = await search("q=skin%20doctor");
    expect(new Set(skin.map((card) => card.specialtySlug))).toEqual(new Set(["dermatologia"]));
  });

  it("filters by a language the doctor speaks, and shows the languages on the card", async () => {
    const english = await search("language=en");
    expect(english.map((card) => card.name).sort()).toEqual([
      "Dr. Ortopedista Número 1",
      "Dra. Oídos Bilingüe",
    ]);
    expect(english.find((card) => card.name === "Dr. Ortopedista Número 1")?.languages).toEqual([
      "Español",
      "Inglés",
    ]);
    const typed = await search("q=English%20speaking%20orthopedist");
    expect(typed.map((card) => card.name)).toEqual(["Dr. Ortopedista Número 1"]);
    const spanglish = await search("q=traumatologo%20que%20hable%20ingles");
    expect(spanglish.map((card) => card.name)).toEqual(["Dr. Ortopedista Número 1"]);
  });

  it("answers a bad language with a Spanish 400", async () => {
    const response = await request(app).get("/api/providers?language=klingon");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.stringContaining("Idioma no válido") });
  });

  it("finds the doctors of an expat's international plan through its Mexican insurer", async () => {
    const found = await search("q=dermatologist%20that%20takes%20Bupa%20Global");
    expect(found.map((card) => card.name)).toEqual(["Dr. Piel Con Bupa"]);
  });

  it("mixes the specialties a complaint fits: three and two in the first five", async () => {
    const found = await search("q=dolor%20de%20rodilla&limit=10");
    expect(found.slice(0, 5).map((card) => card.specialtySlug)).toEqual([
      "traumatologia",
      "traumatologia",
      "traumatologia",
      "medicina-fisica-y-rehabilitacion",
      "medicina-fisica-y-rehabilitacion",
    ]);
    const result = await services.search.search(
      providerSearchQuerySchema.parse({ q: "dolor de rodilla", city: "oaxaca" }),
    );
    expect(result.understood.rankedSpecialties).toEqual([
      "traumatologia",
      "medicina-fisica-y-rehabilitacion",
    ]);
    // The second page goes on with the same mix.
    const second = await search("q=dolor%20de%20rodilla&limit=5&offset=5");
    expect(second.map((card) => card.specialtySlug)).toEqual([
      "traumatologia",
      "traumatologia",
      "traumatologia",
      "medicina-fisica-y-rehabilitacion",
      "medicina-fisica-y-rehabilitacion",
    ]);
  });
});
