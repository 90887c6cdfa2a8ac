import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type DatabaseKind } from "../../../tests/support/database.ts";
import { createAvailabilityRepository } from "../../booking/availability-repository.ts";
import { createAvailabilityService } from "../../booking/availability-service.ts";
import { createAvailableTodayRepository } from "../../search/available-today-repository.ts";
import { createAvailableTodayRefresher } from "../../search/available-today.ts";
import { createSearchRepository } from "../../search/repository.ts";
import type { DatabaseHandle } from "../client.ts";
import {
  agendaOffices,
  agendas,
  appointments,
  availableTodayChecks,
  providers,
  reviews,
  users,
} from "../schema/index.ts";
import { seedDemoData } from "./run.ts";

const LISTINGS = 600;
// A Wednesday morning in Mexico City.
const SEEDED_AT = new Date("2027-03-03T16:00:00Z");

/** The demo's online booking (issue #34, item 11), as `npm start` seeds it. */
describe.each<DatabaseKind>(["pglite", "postgres"])("the demo agendas on %s", (kind) => {
  let database: DatabaseHandle;
  let summary: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    summary = await seedDemoData(database.db, { providers: LISTINGS, now: SEEDED_AT });
  });
  afterAll(() => database.close());

  it("gives every demo doctor an agenda, published only with a verified cédula", async () => {
    const rows = await database.db
      .select({
        email: users.email,
        verified: providers.licenseVerified,
        published: agendas.published,
        onlineBooking: providers.onlineBooking,
      })
      .from(users)
      .innerJoin(providers, eq(providers.userId, users.id))
      .leftJoin(agendas, eq(agendas.providerId, providers.id))
      .where(sql`${users.email} like 'doctor.demo%'`);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.published).toBe(row.verified);
      expect(row.onlineBooking).toBe(row.verified);
    }
  });

  it("lets patients book at least 10 % of all listings, in their own zones", async () => {
    const [counted] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agendas)
      .innerJoin(providers, eq(providers.id, agendas.providerId))
      .where(and(eq(agendas.published, true), eq(providers.licenseVerified, true)));
    expect(counted!.n).toBe(summary.agendas);
    expect(summary.agendas).toBeGreaterThanOrEqual(LISTINGS * 0.1);
    const zones = await database.db
      .selectDistinct({ zone: agendaOffices.timeZone })
      .from(agendaOffices)
      .innerJoin(agendas, eq(agendas.providerId, agendaOffices.providerId))
      .where(eq(agendas.published, true));
    expect(zones.map((row) => row.zone)).toEqual(
      expect.arrayContaining(["America/Mexico_City", "America/Tijuana", "America/Hermosillo"]),
    );
    // Each published agenda has its check, for 'Disponible hoy'.
    const [checks] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(availableTodayChecks);
    expect(checks!.n).toBe(summary.agendas);
  });

  it("offers free slots in the coming weeks on every published agenda", async () => {
    const availability = createAvailabilityService({
      repository: createAvailabilityRepository(database.db),
      now: () => SEEDED_AT,
    });
    const published = await database.db
      .select({ id: agendas.providerId })
      .from(agendas)
      .where(eq(agendas.published, true));
    const next = await availability.nextSlotFor(published.map((row) => row.id));
    expect(next.size).toBe(published.length);
    for (const slot of next.values())
      expect(Date.parse(slot.start)).toBeGreaterThan(SEEDED_AT.getTime());
    // And months later: hours repeat every week, nothing of them is dated.
    const later = createAvailabilityService({
      repository: createAvailabilityRepository(database.db),
      now: () => new Date(SEEDED_AT.getTime() + 200 * 86_400_000),
    });
    expect((await later.nextSlotFor(published.map((row) => row.id))).size).toBeGreaterThan(
      published.length * 0.9,
    );
  });

  it("marks the reviews of attended visits before the seed as 'Cita verificada'", async () => {
    const verified = await database.db
      .select({
        reviewer: reviews.userId,
        patient: appointments.patientId,
        listing: reviews.providerId,
        visitListing: appointments.providerId,
        status: appointments.status,
        endsAt: appointments.endsAt,
        reviewedAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
      .where(isNotNull(reviews.appointmentId));
    expect(verified.length).toBeGreaterThanOrEqual(5);
    for (const review of verified) {
      expect(review.reviewer).toBe(review.patient);
      expect(review.listing).toBe(review.visitListing);
      expect(review.status).toBe("attended");
      expect(review.endsAt.getTime()).toBeLessThan(review.reviewedAt.getTime());
      expect(review.reviewedAt.getTime()).toBeLessThan(SEEDED_AT.getTime());
    }
    // The demo patient has one visit reviewed and one still to review.
    const demoVisits = await database.db
      .select({ review: reviews.id })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
      .where(eq(users.email, "paciente.demo@example.com"));
    expect(demoVisits.map((visit) => visit.review !== null).sort()).toEqual([false, true]);
  });

  it("works out 'Disponible hoy' for every published agenda on the first pass", async () => {
    const refresher = createAvailableTodayRefresher({
      repository: createAvailableTodayRepository(database.db),
      agendas: createAvailabilityRepository(database.db),
      now: () => SEEDED_AT,
      batchSize: 50,
    });
    const pass = await refresher.refreshDue();
    expect(pass.checked).toBe(summary.agendas);
    const [today] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(providers)
      .where(eq(providers.agendaAvailableToday, true));
    // A Wednesday morning: most agendas open today; a day's notice or a vacation closes some.
    expect(today!.n).toBeGreaterThan(summary.agendas / 2);
    expect((await refresher.refreshDue()).checked).toBe(0);
  });

  it("names each demo doctor's account after the listing it owns", async () => {
    const rows = await database.db
      .select({ firstName: users.firstName, name: users.name, listing: providers.name })
      .from(users)
      .innerJoin(providers, eq(providers.userId, users.id))
      .where(sql`${users.email} like 'doctor.demo%'`);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.firstName).not.toMatch(/Médico|Demo/);
      // "Dra. Ana Sofía López Pérez" owns the account of "Ana Sofía López Pérez".
      expect(row.listing.replace(/^(Dra?|Lic)\. /, "")).toBe(row.name);
      expect(row.name.startsWith(`${row.firstName} `)).toBe(true);
    }
  });

  it("never shows the same review text twice on one profile", async () => {
    const repeated = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select provider_id, comment from reviews group by provider_id, comment having count(*) > 1) repeated`,
    );
    expect(repeated.rows[0]!.n).toBe(0);
    const [texts] = await database.db
      .select({
        all: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct comment)::int`,
      })
      .from(reviews);
    expect(texts!.distinct / texts!.all).toBeGreaterThanOrEqual(0.9);
  });

  it("promises online booking in a bio only where the agenda is published", async () => {
    const [promising] = await database.db
      .select({
        all: sql<number>`count(*)::int`,
        without: sql<number>`count(*) filter (where not ${providers.onlineBooking})::int`,
      })
      .from(providers)
      .where(sql`${providers.bio} ~* 'en línea|horarios libres'`);
    expect(promising!.all).toBeGreaterThan(0);
    expect(promising!.without).toBe(0);
  });

  it("features the most reviewed of the well rated, not the longest careers", async () => {
    const featured = await createSearchRepository(database.db).featured(6);
    expect(featured.length).toBe(6);
    expect(new Set(featured.map((card) => card.experience)).size).toBeGreaterThan(1);
    // Premium listings first (as before), then by their number of reviews.
    const premium = await database.db
      .select({ id: providers.id, premium: providers.premium })
      .from(providers)
      .where(
        inArray(
          providers.id,
          featured.map((card) => card.id),
        ),
      );
    const keys = featured.map(
      (card) => (premium.find((row) => row.id === card.id)!.premium ? 1_000 : 0) + card.ratingCount,
    );
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
  });
});
