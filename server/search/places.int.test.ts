import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";

interface Card {
  name: string;
}

/**
 * Places beyond the catalogue's city names (docs/search.md, "Lugares"): a metro municipality
 * searches its city, another municipality its state, an unknown place all of Mexico, and an
 * insurer's name is never a city; through GET /api/providers?q=.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("places in a typed search on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = createTestApp(database));
    const db = database.db;
    const pediatrician = { specialtySlug: "pediatria" };
    await insertProvider(db, {
      ...pediatrician,
      name: "Dra. Tapatía Ríos",
      citySlug: "guadalajara",
    });
    await insertProvider(db, { ...pediatrician, name: "Dr. Regio Garza", citySlug: "monterrey" });
    await insertProvider(db, {
      ...pediatrician,
      name: "Dra. Chilanga Polanco Mora",
      citySlug: "ciudad-de-mexico",
      location: "Av. Presidente Masaryk 120, Polanco, Ciudad de México",
    });
    await insertProvider(db, {
      ...pediatrician,
      name: "Dr. Asegurado Vela",
      citySlug: "ciudad-de-mexico",
      location: "Insurgentes Sur 1000, Del Valle, Ciudad de México",
      insuranceNetworks: ["Seguros Monterrey New York Life"],
    });
  });
  afterAll(() => database.close());

  async function names(q: string): Promise<string[]> {
    const response = await request(app).get(`/api/providers?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return (response.body as Card[]).map((card) => card.name).sort();
  }

  it("reads districts and the DF's spoken names, and widens an empty neighbourhood", async () => {
    expect(await names("pediatra en lomas verdes")).toEqual([
      "Dr. Asegurado Vela",
      "Dra. Chilanga Polanco Mora",
    ]);
    expect(await names("pediatra en el de efe")).toEqual([
      "Dr. Asegurado Vela",
      "Dra. Chilanga Polanco Mora",
    ]);
    // No pediatrician in Chapalita: all of Guadalajara rather than nothing.
    expect(await names("pediatra en chapalita")).toEqual(["Dra. Tapatía Ríos"]);
    // An explicit zone parameter stays a strict filter: the API cannot say it widened.
    const strict = await request(app).get(
      "/api/providers?specialty=pediatria&city=guadalajara&zone=chapalita",
    );
    expect(strict.body).toEqual([]);
  });

  it("searches Guadalajara for a municipality of its metro area", async () => {
    expect(await names("pediatra en zapopan")).toEqual(["Dra. Tapatía Ríos"]);
    expect(await names("pediatra en tlaquepaqe")).toEqual(["Dra. Tapatía Ríos"]);
  });

  it("searches Monterrey for San Pedro Garza García and the state for a far municipality", async () => {
    expect(await names("pediatra en San Pedro Garza García")).toEqual(["Dr. Regio Garza"]);
    expect(await names("pediatra en Tepatitlán de Morelos")).toEqual(["Dra. Tapatía Ríos"]);
  });

  it("searches a catalogue neighbourhood as its city's zone", async () => {
    expect(await names("pediatra en polanco")).toEqual(["Dra. Chilanga Polanco Mora"]);
  });

  it("searches all of Mexico for a place it does not know", async () => {
    expect(await names("pediatra en villa de las flores")).toHaveLength(4);
  });

  it("reads 'Seguros Monterrey' as the insurer, never as the city", async () => {
    expect(await names("pediatra que acepte seguros monterrey")).toEqual(["Dr. Asegurado Vela"]);
  });
});
