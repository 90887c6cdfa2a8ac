import { eq, inArray, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileCompleteness, type CompletenessFields } from "../../common/doctors/completeness.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { insertReview } from "../../tests/factories/reviews.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { providers, reviews, users } from "../db/schema/index.ts";

interface Card {
  name: string;
  specialtySlug: string;
  citySlug: string;
  licenseVerified: boolean;
}

const PATIENTS = ["paciente-a", "paciente-b", "paciente-c"];

describe.each<DatabaseKind>(["pglite", "postgres"])("recommended order on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  const ids: Record<string, number> = {};

  const counts = async (providerId: number) => {
    const [row] = await database.db
      .select({ n: providers.approvedReviewCount, sum: providers.approvedRatingSum })
      .from(providers)
      .where(eq(providers.id, providerId));
    return row;
  };
  const names = async (query: string) =>
    ((await request(app).get(`/api/providers${query}`).expect(200)).body as Card[]).map(
      (card) => card.name,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    await db.insert(users).values(
      PATIENTS.map((id) => ({
        id,
        name: `Paciente ${id}`,
        firstName: "Paciente",
        lastName: id,
        email: `${id}@example.com`,
        emailVerified: true,
      })),
    );
    const listing = (
      name: string,
      overrides: Omit<
        Partial<typeof providers.$inferInsert>,
        "name" | "specialtySlug" | "citySlug"
      > = {},
    ) =>
      insertProvider(db, {
        specialtySlug: "neumologia",
        citySlug: "morelia",
        experience: 30,
        ...overrides,
        name,
      });
    // Experience alone would put them in the reverse order.
    ids.bare = (
      await listing("Dr. Sin Nada Bare", {
        experience: 60,
        bio: null,
        servicesWithPricing: [],
        schedule: null,
      })
    ).id;
    ids.reviewed = (await listing("Dra. Con Resenas Nada Mas", { experience: 50 })).id;
    ids.verifiedSparse = (
      await listing("Dr. Verificado Escaso", {
        experience: 40,
        licenseVerified: true,
        bio: null,
        servicesWithPricing: [],
      })
    ).id;
    ids.verifiedFull = (
      await listing("Dra. Verificada Completa", {
        experience: 5,
        licenseVerified: true,
        avatar: "/fotos/completa.webp",
        schedule: "Lun - Vie: 9:00 AM - 6:00 PM",
        insuranceNetworks: ["AXA México"],
        locations: [{ name: "Consultorio", address: "Av. Madero 1, Morelia" }],
      })
    ).id;
    ids.verifiedReviewed = (
      await listing("Dr. Verificado Con Resenas", { experience: 1, licenseVerified: true })
    ).id;
    await insertProvider(db, {
      name: "Dra. Piel Moreliana",
      specialtySlug: "dermatologia",
      citySlug: "morelia",
    });
    await insertProvider(db, {
      name: "Dr. Pulmón Toluqueño",
      specialtySlug: "neumologia",
      citySlug: "toluca",
    });
    await insertReview(database, { providerId: ids.reviewed!, userId: "paciente-a", rating: 4 });
    await insertReview(database, {
      providerId: ids.verifiedReviewed!,
      userId: "paciente-a",
      rating: 5,
    });
    app = createTestApp(database).app;
  });
  afterAll(() => database.close());

  it("lists verified and reviewed first, then verified by completeness, then reviewed, then the rest", async () => {
    expect(await names("?specialty=neumologia&city=morelia")).toEqual([
      "Dr. Verificado Con Resenas",
      "Dra. Verificada Completa",
      "Dr. Verificado Escaso",
      "Dra. Con Resenas Nada Mas",
      "Dr. Sin Nada Bare",
    ]);
    // The same with sort=recommended, and the spec's orders stay selectable.
    expect(await names("?specialty=neumologia&city=morelia&sort=recommended")).toEqual(
      await names("?specialty=neumologia&city=morelia"),
    );
    expect((await names("?specialty=neumologia&city=morelia&sort=experience"))[0]).toBe(
      "Dr. Sin Nada Bare",
    );
  });

  it("keeps the approved-review count and rating sum right as reviews are approved, hidden and deleted", async () => {
    const id = ids.bare!;
    expect(await counts(id)).toEqual({ n: 0, sum: 0 });
    const pending = await insertReview(database, {
      providerId: id,
      userId: "paciente-a",
      rating: 2,
      approvalStatus: "pending",
    });
    expect(await counts(id)).toEqual({ n: 0, sum: 0 });
    await database.db
      .update(reviews)
      .set({ approvalStatus: "approved" })
      .where(eq(reviews.id, pending));
    expect(await counts(id)).toEqual({ n: 1, sum: 2 });
    // Several rows in one statement (the seed's bulk loads).
    await database.db.insert(reviews).values([
      { providerId: id, userId: "paciente-b", rating: 5, comment: "Excelente atención." },
      {
        providerId: id,
        userId: "paciente-c",
        rating: 4,
        comment: "Muy bien.",
        approvalStatus: "pending",
      },
    ]);
    expect(await counts(id)).toEqual({ n: 2, sum: 7 });
    // Editing a rating and hiding a review.
    await database.db.update(reviews).set({ rating: 3 }).where(eq(reviews.userId, "paciente-b"));
    expect(await counts(id)).toEqual({ n: 2, sum: 5 });
    await database.db
      .update(reviews)
      .set({ approvalStatus: "rejected" })
      .where(eq(reviews.id, pending));
    expect(await counts(id)).toEqual({ n: 1, sum: 3 });
    await database.db.delete(reviews).where(eq(reviews.userId, "paciente-b"));
    expect(await counts(id)).toEqual({ n: 0, sum: 0 });
    await database.db.delete(reviews).where(eq(reviews.providerId, id));

    // The stored figures equal a recount for every listing.
    const recount = await database.db.execute<{ mismatches: number }>(sql`
      select count(*)::int as mismatches from providers p
      where p.approved_review_count <> (select count(*) from reviews r where r.provider_id = p.id and r.approval_status = 'approved')
         or p.approved_rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.provider_id = p.id and r.approval_status = 'approved')`);
    expect(Number(recount.rows[0]!.mismatches)).toBe(0);
  });

  it("lets a typed q replace the specialty or city it names and keep the others", async () => {
    const cards = async (query: string) =>
      (await request(app).get(`/api/providers${query}`).expect(200)).body as Card[];
    const place = (list: Card[]) => [
      ...new Set(list.map((card) => `${card.specialtySlug}/${card.citySlug}`)),
    ];
    expect(place(await cards("?specialty=neumologia&city=morelia&q=dermatologo"))).toEqual([
      "dermatologia/morelia",
    ]);
    expect(place(await cards("?specialty=neumologia&city=morelia&q=en%20toluca"))).toEqual([
      "neumologia/toluca",
    ]);
    expect(
      place(await cards("?specialty=dermatologia&city=toluca&q=neumologo%20en%20morelia")),
    ).toEqual(["neumologia/morelia"]);
    // A name keeps both filters: the search looks for it inside them.
    expect(
      (await cards("?specialty=neumologia&city=morelia&q=Verificada%20Completa")).map(
        (card) => card.name,
      ),
    ).toEqual(["Dra. Verificada Completa"]);
    expect(await cards("?specialty=dermatologia&city=morelia&q=Verificada%20Completa")).toEqual([]);
  });

  it("filters by minimum rating from the stored figures", async () => {
    const rated = await names("?specialty=neumologia&city=morelia&minRating=4.5");
    expect(rated).toEqual(["Dr. Verificado Con Resenas"]);
    expect(await names("?specialty=neumologia&city=morelia&minRating=4")).toEqual([
      "Dr. Verificado Con Resenas",
      "Dra. Con Resenas Nada Mas",
    ]);
  });

  it("computes in SQL the completeness common/doctors/completeness.ts computes", async () => {
    const samples: CompletenessFields[] = [
      {},
      { avatar: "/fotos/a.webp", bio: "Cardióloga.", licenseVerified: true },
      { avatar: "", bio: "   ", schedule: " ", servicesWithPricing: [], locations: [] },
      { bio: "\tTexto con tabulador", schedule: "Lun - Vie", insuranceNetworks: ["GNP Seguros"] },
      {
        servicesWithPricing: { name: "no es lista" },
        locations: "Consultorio",
        insuranceNetworks: 3,
      },
      {
        servicesWithPricing: [{}],
        locations: [null],
        insuranceNetworks: [""],
        licenseVerified: false,
      },
      {
        avatar: "/fotos/b.webp",
        bio: "Completo.",
        servicesWithPricing: [{ name: "Consulta", price: 800 }],
        locations: [{ name: "Consultorio", address: "Centro" }],
        schedule: "Lun - Vie: 9:00 AM - 6:00 PM",
        insuranceNetworks: ["AXA México"],
        licenseVerified: true,
      },
    ];
    for (const [i, fields] of samples.entries()) {
      const { id } = await insertProvider(database.db, {
        name: `Dr. Muestra Completitud ${i}`,
        avatar: null,
        bio: null,
        schedule: null,
        servicesWithPricing: null,
        locations: null,
        insuranceNetworks: null,
        ...fields,
        licenseVerified: fields.licenseVerified === true,
      });
      const [row] = await database.db
        .select({ value: providers.profileCompleteness })
        .from(providers)
        .where(eq(providers.id, id));
      expect({ sample: i, value: row!.value }).toEqual({
        sample: i,
        value: profileCompleteness({ licenseVerified: false, ...fields }),
      });
    }
  });

  it("stores a completeness that follows every write of the listing", async () => {
    const completeness = async (id: number) =>
      (
        await database.db
          .select({ value: providers.profileCompleteness })
          .from(providers)
          .where(inArray(providers.id, [id]))
      )[0]!.value;
    const before = await completeness(ids.verifiedSparse!);
    await database.db
      .update(providers)
      .set({ bio: "Neumólogo con experiencia en asma." })
      .where(eq(providers.id, ids.verifiedSparse!));
    expect((await completeness(ids.verifiedSparse!))! - before!).toBeGreaterThan(0);
  });
});
