import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { MAX_SEARCH_OFFSET } from "../../common/search/values.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { insertReview } from "../../tests/factories/reviews.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { bulkInsert, dropSecondaryIndexes } from "../db/bulk-insert.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { providerNames, providers, users } from "../db/schema/index.ts";
import { COUNT_CAP, createSearchRepository, type ProviderSearch } from "./repository.ts";
import { createSearchService } from "./service.ts";

type ProviderInsert = typeof providers.$inferInsert;

/** Listings as an import writes them: many rows in one statement. */
function listingRows(
  prefix: string,
  count: number,
  shape: (i: number) => Partial<ProviderInsert> = () => ({}),
): ProviderInsert[] {
  const city = findCityBySlug("morelia")!;
  return Array.from({ length: count }, (_, i) => ({
    name: `Dr. ${prefix} ${i}`,
    slug: `${prefix.toLowerCase().replace(/\W+/g, "-")}-${i}`,
    specialty: "Neumología",
    specialtySlug: "neumologia",
    city: city.name,
    citySlug: city.slug,
    state: city.state,
    approvalStatus: "approved" as const,
    experience: i % 7 === 0 ? null : i % 5,
    price: i % 4 === 0 ? null : 500 + (i % 3) * 100,
    availableToday: i % 2 === 0,
    telemedicine: true,
    ...shape(i),
  }));
}

const search = (overrides: Partial<ProviderSearch>): ProviderSearch => ({
  sort: "experience",
  limit: 10,
  offset: 0,
  ...overrides,
});

describe.each<DatabaseKind>(["pglite", "postgres"])("search at scale on %s", (kind) => {
  let database: DatabaseHandle;
  let repository: ReturnType<typeof createSearchRepository>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    repository = createSearchRepository(database.db);
    // Past the cap in pulmonology in Morelia; a few elsewhere.
    await bulkInsert(database.db, providers, listingRows("Capado", COUNT_CAP + 2));
    await bulkInsert(
      database.db,
      providers,
      listingRows("Otro", 3, () => ({ specialtySlug: "cardiologia", specialty: "Cardiología" })),
    );
    // Statistics of the rows just written, before any plan is made: left to autovacuum, they
    // arrived in the middle of the file at times, and a plan made before them read the text
    // search's candidates twice (2,052 entries where the test allows 1,500).
    await database.db.execute(sql`analyze providers`);
  });
  afterAll(() => database.close());

  it("counts a specialty page exactly and a filtered search only up to the cap", async () => {
    expect(await repository.search(search({ specialtySlugs: ["neumologia"] }))).toMatchObject({
      total: COUNT_CAP + 2,
      totalCapped: false,
    });
    const filtered = await repository.search(
      search({ specialtySlugs: ["neumologia"], availableToday: true }),
    );
    // 501 of the 1,002 are available today: under the cap, counted exactly.
    expect(filtered).toMatchObject({ total: 501, totalCapped: false });
    const capped = await repository.search(search({ citySlug: "morelia", onlineOnly: true }));
    expect(capped).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(capped.rows).toHaveLength(10);
    const text = await repository.search(search({ text: "Capado", sort: "relevance" }));
    expect(text).toMatchObject({ total: COUNT_CAP, totalCapped: true });
  });

  it.each(["experience", "price", "availability", "recommended"] as const)(
    "pages in %s order with no gaps or repeats, by specialty and by city",
    async (sort) => {
      for (const place of [{ specialtySlugs: ["neumologia"] }, { citySlug: "morelia" }]) {
        const whole = await repository.search(search({ ...place, sort, limit: 100 }));
        const paged: number[] = [];
        for (let offset = 0; offset < 100; offset += 7) {
          const page = await repository.search(search({ ...place, sort, limit: 7, offset }));
          paged.push(...page.rows.slice(0, Math.min(7, 100 - offset)).map((row) => row.id));
        }
        expect(paged).toEqual(whole.rows.map((row) => row.id));
        expect(new Set(paged).size).toBe(100);
      }
    },
  );

  it("keeps the experience order along the index, nulls last", async () => {
    const { rows } = await repository.search(
      search({ specialtySlugs: ["neumologia"], limit: 100, offset: COUNT_CAP - 98 }),
    );
    const experience = rows.map((row) => row.experience ?? -1);
    expect(experience).toEqual([...experience].sort((a, b) => b - a));
    expect(experience.at(-1)).toBe(-1);
  });

  it("ranks several specialties in turn across pages", async () => {
    const order = {
      specialtySlugs: ["cardiologia", "neumologia"],
      sort: "specialty-rank" as const,
    };
    const first = await repository.search(search({ ...order, limit: 5 }));
    expect(first.rows.map((row) => row.specialtySlug)).toEqual([
      "cardiologia",
      "cardiologia",
      "cardiologia",
      "neumologia",
      "neumologia",
    ]);
    const second = await repository.search(search({ ...order, limit: 5, offset: 5 }));
    expect(second.rows.map((row) => row.specialtySlug)).toEqual(Array(5).fill("neumologia"));
    const seen = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(seen).size).toBe(10);
  });

  /** Entries of the listings' table and indexes that `run` made the database read. */
  async function listingEntriesRead(run: (db: Database) => Promise<unknown>): Promise<number> {
    return database.db.transaction(async (tx) => {
      // This connection's counters, read before and after on the same transaction: counts
      // not yet flushed to the shared statistics are kept per connection across transactions.
      const counted = async () => {
        const { rows } = await tx.execute<{ n: number }>(
          sql`select (pg_stat_get_xact_tuples_returned('providers'::regclass) + coalesce((select sum(pg_stat_get_xact_tuples_returned(indexrelid)) from pg_index where indrelid = 'providers'::regclass), 0))::int as n`,
        );
        return Number(rows[0]!.n);
      };
      const before = await counted();
      await run(tx as unknown as Database);
      return (await counted()) - before;
    });
  }

  it("reads no deeper than the first 1,000 results, however deep the page asked", async () => {
    const criteria = (offset: number) => ({
      specialtySlug: "neumologia",
      onlineOnly: false,
      availableToday: false,
      semantic: false,
      limit: 10,
      offset,
    });
    const answers: Awaited<ReturnType<ReturnType<typeof createSearchService>["search"]>>[] = [];
    const read = (offset: number) =>
      listingEntriesRead(async (db) => {
        answers.push(
          await createSearchService(createSearchRepository(db)).search(criteria(offset)),
        );
      });
    const first = await read(0);
    const deepest = await read(MAX_SEARCH_OFFSET - 10);
    const beyond = await read(100_000);
    expect(answers.map((a) => a.providers.length)).toEqual([10, 10, 0]);
    // The count is still exact past the deepest page, so a page can say how many there are.
    expect(answers.map((a) => a.total)).toEqual([COUNT_CAP + 2, COUNT_CAP + 2, COUNT_CAP + 2]);
    // How the first and the deepest page are read is the planner's choice at this size (a
    // whole scan of 1,002 rows is cheap); page 10,001 reads no listing at all, where walking
    // to it would pass every one of them.
    expect(first).toBeGreaterThan(0);
    expect(deepest).toBeGreaterThan(0);
    expect(beyond).toBe(0);
    // Several specialties in turn (symptoms) are bounded the same way.
    const ranked = await listingEntriesRead((db) =>
      createSearchRepository(db).search(
        search({
          specialtySlugs: ["cardiologia", "neumologia"],
          sort: "specialty-rank",
          offset: 100_000,
        }),
      ),
    );
    expect(ranked).toBe(0);
  });

  it("keeps counts per specialty and the trust figures right through approval and rejection", async () => {
    const before = await repository.specialtyCounts();
    const pulmonology = () =>
      repository
        .specialtyCounts()
        .then((rows) => rows.find((r) => r.specialtySlug === "neumologia")?.count);
    expect(await pulmonology()).toBe(COUNT_CAP + 2);
    expect(before.find((r) => r.specialtySlug === "cardiologia")?.count).toBe(3);

    const pending = await insertProvider(database.db, {
      name: "Dra. Pendiente Nueva",
      specialtySlug: "neumologia",
      citySlug: "oaxaca",
      approvalStatus: "pending",
      licenseVerified: true,
    });
    expect(await pulmonology()).toBe(COUNT_CAP + 2);
    const trustBefore = await repository.trustStats();

    await database.db
      .update(providers)
      .set({ approvalStatus: "approved" })
      .where(eq(providers.id, pending.id));
    expect(await pulmonology()).toBe(COUNT_CAP + 3);
    const trustAfter = await repository.trustStats();
    expect(trustAfter.verifiedDoctors).toBe(trustBefore.verifiedDoctors + 1);
    expect(trustAfter.cities).toBe(trustBefore.cities + 1);
    expect(await repository.citySpecialtyCounts()).toContainEqual({
      citySlug: "oaxaca",
      specialtySlug: "neumologia",
      count: 1,
    });

    await database.db
      .update(providers)
      .set({ approvalStatus: "rejected" })
      .where(eq(providers.id, pending.id));
    expect(await pulmonology()).toBe(COUNT_CAP + 2);
    expect(await repository.trustStats()).toEqual(trustBefore);
    expect((await repository.citySpecialtyCounts()).some((row) => row.citySlug === "oaxaca")).toBe(
      false,
    );
    // Everything the counters say, recounted from the listings.
    const recount = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from providers where approval_status = 'approved'`,
    );
    const counted = await database.db.execute<{ n: number }>(
      sql`select coalesce(sum(listings), 0)::int as n from public_listing_counts`,
    );
    expect(Number(counted.rows[0]!.n)).toBe(Number(recount.rows[0]!.n));
  });

  it("counts the share of positive reviews as they are published and hidden", async () => {
    const listing = await insertProvider(database.db, { name: "Dr. Con Opiniones" });
    await database.db.insert(users).values(
      ["a", "b"].map((id) => ({
        id: `opina-${id}`,
        name: `Paciente ${id}`,
        firstName: "Paciente",
        lastName: id,
        email: `opina-${id}@example.com`,
        emailVerified: true,
      })),
    );
    await insertReview(database, { providerId: listing.id, userId: "opina-a", rating: 5 });
    await insertReview(database, { providerId: listing.id, userId: "opina-b", rating: 2 });
    expect((await repository.trustStats()).positiveShare).toBe(0.5);
    await database.db.execute(
      sql`update reviews set approval_status = 'rejected' where user_id = 'opina-b'`,
    );
    expect((await repository.trustStats()).positiveShare).toBe(1);
  });

  it("fills the name table in an import, follows renames and hides what is not public", async () => {
    const imported = await database.db.transaction(async (tx) => {
      // As the CSV import loads: secondary indexes dropped, rows in bulk, indexes rebuilt.
      const restore = await dropSecondaryIndexes(tx, ["providers"]);
      const ids = await bulkInsert(
        tx,
        providers,
        listingRows("Importado", 3, (i) => ({
          name: ["Dra. Lucía Hernández Ruiz", "Dr. Óscar Núñez Villalobos", "Dr. Oculto Pérez"][i],
          approvalStatus: i === 2 ? "pending" : "approved",
          specialtySlug: "pediatria",
          specialty: "Pediatría",
        })),
      );
      await restore();
      return ids;
    });
    const names = await database.db
      .select({ name: providerNames.name })
      .from(providerNames)
      .where(inArray(providerNames.providerId, imported));
    expect(names.map((row) => row.name).sort()).toEqual([
      "dr. oscar nunez villalobos",
      "dra. lucia hernandez ruiz",
    ]);

    const typo = await repository.search(search({ text: "Hernandes Ruis", sort: "relevance" }));
    expect(typo.rows.map((row) => row.name)).toEqual(["Dra. Lucía Hernández Ruiz"]);
    expect(typo).toMatchObject({ total: 1, totalCapped: false });
    // Filters still apply to the names found.
    expect(
      (await repository.search(search({ text: "Hernandes Ruis", citySlug: "oaxaca" }))).total,
    ).toBe(0);
    // Not public: not found, however close the name.
    expect((await repository.search(search({ text: "Oculto Peres" }))).total).toBe(0);

    await database.db
      .update(providers)
      .set({ name: "Dra. Lucía Hernández Ortega" })
      .where(eq(providers.id, imported[0]!));
    expect(
      (await repository.search(search({ text: "Hernandes Ortegga" }))).rows.map((r) => r.name),
    ).toEqual(["Dra. Lucía Hernández Ortega"]);
    await database.db.delete(providers).where(eq(providers.id, imported[1]!));
    expect((await repository.search(search({ text: "Nunes Villalovos" }))).total).toBe(0);
  });

  it("ranks the candidates of a text exactly as ranking every match's whole row would", async () => {
    // 40 listings whose names share a surname, written with and without accents, of different
    // lengths (closeness to the text), with ties broken by the public order.
    const ids = await bulkInsert(
      database.db,
      providers,
      listingRows("Ballesteros", 40, (i) => ({
        name: [
          `Dr. Ballesteros ${i}`,
          `Dra. Ana Ballésteros Ruiz ${i}`,
          `Dr. José Luis Ballesteros de la Peña ${i}`,
          `Dra. Ballesteros Ballesteros`,
        ][i % 4],
        licenseVerified: i % 3 === 0,
        price: 400 + (i % 6) * 150,
      })),
    );
    const tail = "recommended_score desc nulls last, experience desc nulls last, id";
    // A misspelt name (no full-text match) is ranked by word similarity the same way.
    const typo = await repository.search(
      search({ text: "Balesteros", sort: "relevance", limit: 40 }),
    );
    const { rows: expectedTypo } = await database.db.execute<{ id: number }>(
      sql.raw(
        `select id from providers where approval_status = 'approved' and f_unaccent(lower(name)) like '%ballesteros%' order by word_similarity('balesteros', f_unaccent(lower(name))) desc, ${tail}`,
      ),
    );
    expect(typo.rows.map((row) => row.id)).toEqual(expectedTypo.map((row) => Number(row.id)));
    const straightforward = async (text: string, order: string) => {
      const { rows } = await database.db.execute<{ id: number }>(
        sql.raw(
          `select id from providers where approval_status = 'approved' and search_vector @@ websearch_to_tsquery('es_unaccent', '${text}') order by ${order}`,
        ),
      );
      return rows.map((row) => Number(row.id));
    };
    const orders = {
      relevance: `similarity(f_unaccent(lower('ballésteros')), f_unaccent(lower(name))) desc, ${tail}`,
      recommended: tail,
      experience: "experience desc nulls last, id",
      price: "price asc nulls last, experience desc nulls last, id",
      availability: "available_today desc, experience desc nulls last, id",
    } as const;
    for (const [sort, order] of Object.entries(orders)) {
      const expected = await straightforward("ballésteros", order);
      expect(expected).toHaveLength(40);
      const paged: number[] = [];
      for (let offset = 0; offset < 40; offset += 7) {
        const page = await repository.search(
          search({ text: "ballésteros", sort: sort as ProviderSearch["sort"], limit: 7, offset }),
        );
        expect(page).toMatchObject({ total: 40, totalCapped: false });
        paged.push(...page.rows.map((row) => row.id));
      }
      expect(paged, sort).toEqual(expected);
    }
    await database.db.delete(providers).where(inArray(providers.id, ids));
  });

  it("reads whole rows for a page of a text search, not for all its candidates", async () => {
    // 1,002 listings match 'Capado': the first 1,001 are candidates, ranked by the columns they
    // carry. Ranking the candidates' whole rows read each of them a second time (2,050 entries).
    // At 1,005 rows a whole scan of the table is as cheap as ten lookups by id, and which
    // one the planner takes turns on its statistics (it read 2,052 entries once they were
    // fresh). At a directory's size the lookups win: the test asks for them, as they would be.
    const read = await listingEntriesRead(async (db) => {
      await db.execute(sql`set local enable_seqscan = off`);
      await createSearchRepository(db).search(search({ text: "Capado", sort: "relevance" }));
    });
    expect(read).toBeGreaterThanOrEqual(COUNT_CAP);
    expect(read).toBeLessThan(COUNT_CAP * 1.5);
  });
});
