import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  type DatabaseKind,
} from "../../tests/support/database.ts";
import { createSettingsRepository } from "../settings/repository.ts";
import { bulkInsert } from "./bulk-insert.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { GENERIC_PLAN } from "./pglite-statements.mjs";
import { providers, reviews, users } from "./schema/index.ts";
import { seedDemoData } from "./seed/run.ts";

// The same behaviour on the embedded database and on a real PostgreSQL server.
describe.each<DatabaseKind>(["pglite", "postgres"])("database on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("applies the committed migrations, extensions included, and can apply them twice", async () => {
    await database.migrate();
    const extensions = await database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension`,
    );
    expect(extensions.rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(["unaccent", "pg_trgm"]),
    );
    const folded = await database.db.execute<{ v: string }>(
      sql`select f_unaccent('Querétaro Peña') as v`,
    );
    expect(folded.rows[0]?.v).toBe("Queretaro Pena");
  });

  it("stores and reads settings through the repository", async () => {
    const settings = createSettingsRepository(database.db);
    expect(await settings.get("clave")).toBeUndefined();
    await settings.set("clave", { valor: 1 });
    await settings.set("clave", { valor: 2 });
    expect(await settings.get("clave")).toEqual({ valor: 2 });
  });

  it("seeds a deterministic demo directory whose search index ignores accents", async () => {
    const summary = await seedDemoData(database.db, { providers: 300, seed: 7 });
    expect(summary.providers).toBe(300);
    const [counted] = await database.db.select({ n: sql<number>`count(*)::int` }).from(providers);
    expect(counted?.n).toBe(300);

    const cardiology = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from providers where search_vector @@ plainto_tsquery('es_unaccent', 'cardiologia')`,
    );
    const expected = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from providers where specialty_slug = 'cardiologia'`,
    );
    expect(cardiology.rows[0]?.n).toBeGreaterThan(0);
    expect(cardiology.rows[0]?.n).toBeGreaterThanOrEqual(expected.rows[0]!.n);

    // The trigram index finds a name typed without accents and with a typo.
    const [someone] = await database.db.select({ name: providers.name }).from(providers).limit(1);
    const surname = someone!.name.split(" ").at(-1)!;
    const typo = surname.slice(0, -1);
    const similar = await database.db.execute<{ name: string }>(
      sql`select name from providers where f_unaccent(lower(name)) % f_unaccent(lower(${typo})) or f_unaccent(lower(name)) like '%' || f_unaccent(lower(${typo})) || '%' limit 5`,
    );
    expect(similar.rows.length).toBeGreaterThan(0);

    const indexes = await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'providers'`,
    );
    expect(indexes.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        "providers_search_vector_idx",
        "providers_name_trgm_idx",
        "providers_specialty_slug_idx",
        "providers_city_slug_idx",
        "providers_approval_status_idx",
      ]),
    );
  });

  it("keeps the demo contact data fictional and ties reviews to real rows", async () => {
    const rows = await database.db
      .select({ email: providers.email, phone: providers.phone })
      .from(providers);
    for (const row of rows) {
      expect(row.email).toMatch(/@example\.(com|org|net)$/);
      expect(row.phone!.replace(/\D/g, "")).toHaveLength(10);
    }
    const orphanReviews = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reviews r left join users u on u.id = r.user_id where u.id is null`,
    );
    expect(orphanReviews.rows[0]?.n).toBe(0);
    const [demoDoctor] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "doctor.demo01@example.com"));
    expect(demoDoctor?.isProvider).toBe(true);
    const claimed = await database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.userId, demoDoctor!.id));
    expect(claimed).toHaveLength(1);
  });

  it("bulk-inserts rows and returns their ids in order", async () => {
    const [author] = await database.db.select({ id: users.id }).from(users).limit(1);
    // Listings this author has not reviewed yet (one review per patient and listing).
    const listings = await database.db.execute<{ id: number }>(
      sql`select id from providers p where not exists (select 1 from reviews r where r.provider_id = p.id and r.user_id = ${author!.id}) order by id limit 2`,
    );
    const [first, second] = listings.rows;
    const ids = await bulkInsert(database.db, reviews, [
      {
        providerId: first!.id,
        userId: author!.id,
        rating: 5,
        comment: "Excelente atención, muy puntual.",
      },
      {
        providerId: second!.id,
        userId: author!.id,
        rating: 3,
        comment: "Buena consulta, larga espera.",
      },
    ]);
    expect(ids).toHaveLength(2);
    const stored = await database.db
      .select({ id: reviews.id, rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.id, ids[1]!));
    expect(stored[0]?.rating).toBe(3);
  });

  it.runIf(kind === "postgres")(
    "prepares a statement marked GENERIC_PLAN once per connection and keeps its generic plan",
    async () => {
      const [kept, plain] = await database.db.transaction(async (tx) => {
        for (let n = 1; n <= 8; n++) {
          const marked = await tx.execute<{ id: number }>(
            sql`${sql.raw(GENERIC_PLAN)} select id from providers where id = ${n}::int`,
          );
          expect(marked.rows.length).toBeLessThanOrEqual(1);
          await tx.execute(sql`select id from providers where id = ${n}::int`);
        }
        const statements = await tx.execute<{ statement: string; generic: number; custom: number }>(
          sql`select statement, generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements`,
        );
        return [
          statements.rows.filter((row) => row.statement.startsWith(GENERIC_PLAN)),
          statements.rows.filter((row) => !row.statement.startsWith(GENERIC_PLAN)),
        ];
      });
      // One statement, parsed once: five custom plans, then its generic plan for the rest.
      expect(kept).toEqual([expect.objectContaining({ custom: 5, generic: 3 })]);
      expect(plain).toEqual([]);
    },
  );
});

describe("migrations on PostgreSQL with several app processes", () => {
  it("lets processes that start together migrate a fresh database once, without errors", async () => {
    const empty = await createEmptyPostgresDatabase();
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: empty.url })),
    );
    try {
      await Promise.all(processes.map((handle) => handle.migrate()));
      const applied = await processes[0]!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(
        readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"),
      ) as { entries: unknown[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(processes.map((handle) => handle.close()));
      await empty.drop();
    }
  });
});
