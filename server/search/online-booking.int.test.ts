import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import {
  insertBookableListing,
  type BookableListingOptions,
} from "../../tests/support/bookable-listing.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { providerSearchQuerySchema } from "../../common/search/filters.ts";
import { createAvailabilityRepository } from "../booking/availability-repository.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { agendaExceptions, agendas, availableTodayChecks, providers } from "../db/schema/index.ts";
import { createAvailableTodayRepository } from "./available-today-repository.ts";
import { createAvailableTodayRefresher } from "./available-today.ts";
import { createSearchRepository } from "./repository.ts";
import { createSearchService } from "./service.ts";

interface Card {
  id: number;
  name: string;
  availableToday: boolean;
  onlineBooking: boolean;
}

/**
 * 'Con cita en línea' (booking=online) and 'Disponible hoy' from the agenda (docs/booking.md,
 * "Search"): the triggers of migration 0019 and the refresher, through GET /api/providers.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("online booking in search on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  // Monday 1 March 2027, 09:00 in Mexico City (UTC-6 all year).
  let clock = new Date("2027-03-01T15:00:00Z");
  let refresher: ReturnType<typeof createAvailableTodayRefresher>;
  // Every listing of this file is a dermatologist in Mérida: no other listing shares the search.
  const place = "specialty=dermatologia&city=merida";
  const ids = {} as Record<"open" | "draft" | "unverified" | "closed" | "plain", number>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app, services } = createTestApp(database));
    refresher = createAvailableTodayRefresher({
      repository: createAvailableTodayRepository(database.db),
      agendas: createAvailabilityRepository(database.db),
      now: () => clock,
    });
    const db = database.db;
    const bookable = async (name: string, options: Omit<BookableListingOptions, "name">) => {
      const listing = await insertBookableListing(db, { citySlug: "merida", ...options, name });
      await db
        .update(providers)
        .set({ specialtySlug: "dermatologia", specialty: "Dermatología" })
        .where(eq(providers.id, listing.providerId));
      return listing;
    };
    ids.open = (await bookable("Dra. Agenda Abierta", { timeZone: "America/Merida" })).providerId;
    ids.draft = (
      await bookable("Dr. Agenda Borrador", { timeZone: "America/Merida", published: false })
    ).providerId;
    ids.unverified = (
      await bookable("Dra. Cédula Pendiente", {
        timeZone: "America/Merida",
        licenseVerified: false,
      })
    ).providerId;
    ids.closed = (await bookable("Dr. De Vacaciones", { timeZone: "America/Merida" })).providerId;
    await db.insert(agendaExceptions).values({
      providerId: ids.closed,
      startDate: "2027-03-01",
      endDate: "2027-03-07",
      label: "Vacaciones",
    });
    ids.plain = (
      await insertProvider(db, {
        name: "Dra. Sin Agenda Disponible",
        specialtySlug: "dermatologia",
        citySlug: "merida",
        availableToday: true,
      })
    ).id;
    // The doctor's own switch says 'available' on every agenda listing: the agenda decides.
    await db
      .update(providers)
      .set({ availableToday: true })
      .where(sql`${providers.id} in (${ids.open}, ${ids.closed})`);
  });
  afterAll(() => database.close());

  async function search(query: string): Promise<Card[]> {
    const response = await request(app).get(`/api/providers?${place}&${query}`);
    expect(response.status).toBe(200);
    return response.body as Card[];
  }
  const names = (cards: Card[]) => cards.map((card) => card.name).sort();

  /** A refresher's pass, then the search forgets (its cached answers expire within a minute). */
  async function refresh() {
    const pass = await refresher.refreshDue();
    services.search.invalidate();
    return pass;
  }

  async function nextSlots() {
    const result = await services.search.search(
      providerSearchQuerySchema.parse({ specialty: "dermatologia", city: "merida" }),
    );
    return result.nextSlots;
  }

  it("lists only listings patients can book with booking=online", async () => {
    const cards = await search("booking=online");
    expect(names(cards)).toEqual(["Dr. De Vacaciones", "Dra. Agenda Abierta"]);
    expect(cards.every((card) => card.onlineBooking)).toBe(true);
    // Typed words say the same, and are not read as teleconsultation ("en línea").
    const typed = await search(`q=${encodeURIComponent("con cita en línea")}`);
    expect(names(typed)).toEqual(["Dr. De Vacaciones", "Dra. Agenda Abierta"]);
    const all = await search("");
    expect(all.find((card) => card.id === ids.unverified)?.onlineBooking).toBe(false);
    expect(all.find((card) => card.id === ids.draft)?.onlineBooking).toBe(false);
  });

  it("answers a Spanish 400 for another booking value", async () => {
    const response = await request(app).get(`/api/providers?${place}&booking=offline`);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Valor de booking no válido: usa online.");
  });

  it("follows publishing and unpublishing at once", async () => {
    await database.db
      .update(agendas)
      .set({ published: true })
      .where(eq(agendas.providerId, ids.draft));
    services.changes.publish("listings");
    expect(names(await search("booking=online"))).toContain("Dr. Agenda Borrador");
    await database.db
      .update(agendas)
      .set({ published: false })
      .where(eq(agendas.providerId, ids.draft));
    services.changes.publish("listings");
    expect(names(await search("booking=online"))).not.toContain("Dr. Agenda Borrador");
    const [check] = await database.db
      .select()
      .from(availableTodayChecks)
      .where(eq(availableTodayChecks.providerId, ids.draft));
    expect(check).toBeUndefined();
  });

  it("takes 'Disponible hoy' from the agenda where there is one", async () => {
    // Before the first look a published agenda counts as not available (never a false yes).
    expect(names(await search("available=today"))).toEqual(["Dra. Sin Agenda Disponible"]);
    const pass = await refresh();
    expect(pass.checked).toBe(3);
    const cards = await search("available=today");
    // Open today: yes. On vacation today (exception), or cédula unverified: no, whatever
    // the doctor's switch says; no agenda: the switch.
    expect(names(cards)).toEqual(["Dra. Agenda Abierta", "Dra. Sin Agenda Disponible"]);
    const sorted = await search("sort=availability");
    expect(sorted.slice(0, 2).map((card) => card.availableToday)).toEqual([true, true]);
    expect(sorted.find((card) => card.id === ids.closed)?.availableToday).toBe(false);
    // 'Próxima cita': two hours' notice from 09:00 in Mérida, and the Monday after the vacation.
    expect(await nextSlots()).toEqual({
      [ids.open]: { start: "2027-03-01T17:00:00.000Z", timeZone: "America/Merida" },
      [ids.closed]: { start: "2027-03-08T15:00:00.000Z", timeZone: "America/Merida" },
    });
  });

  it("leaves 'Próxima cita' out with the benchmark's switch (BENCH_OMIT_NEXT_SLOT)", async () => {
    const query = providerSearchQuerySchema.parse({ specialty: "dermatologia", city: "merida" });
    const searchWith = (omitNextSlot: boolean) =>
      createSearchService(createSearchRepository(database.db, { omitNextSlot }), {
        cacheTtlMs: -1,
      }).search(query);
    const [withSlot, withoutSlot] = [await searchWith(false), await searchWith(true)];
    expect(Object.keys(withSlot.nextSlots)).toHaveLength(2);
    expect(withoutSlot.nextSlots).toEqual({});
    // The same cards in the same order: only the next slot is missing.
    expect(withoutSlot.providers.map((card) => card.id)).toEqual(
      withSlot.providers.map((card) => card.id),
    );
  });

  it("turns it off when today's last free time is booked, and on at the next midnight", async () => {
    // 09:00-14:00 in Mérida with two hours' notice at 09:00: 11:00 to 13:30 are left today.
    await database.db.execute(sql`
      insert into users (id, name, first_name, email)
      values (${`paciente-${kind}`}, 'Ana', 'Ana', ${`busqueda-${kind}@example.com`})`);
    await database.db.execute(sql`
      insert into appointments (provider_id, patient_id, starts_at, ends_at, time_zone,
        visit_type_name, price, modality, reason, action_token_hash)
      values (${ids.open}, ${`paciente-${kind}`}, '2027-03-01T17:00:00Z', '2027-03-01T20:00:00Z',
        'America/Merida', 'Consulta', 800, 'in_person', 'Revisión', ${`busqueda-${kind}`})`);
    expect((await refresh()).checked).toBe(1);
    expect(names(await search("available=today"))).toEqual(["Dra. Sin Agenda Disponible"]);
    expect((await nextSlots())[ids.open]?.start).toBe("2027-03-02T15:00:00.000Z");
    // Nothing is due again before Mérida's midnight…
    clock = new Date("2027-03-02T05:59:00Z");
    expect((await refresh()).checked).toBe(0);
    // …and after it, Tuesday's hours are free.
    clock = new Date("2027-03-02T06:00:00Z");
    expect((await refresh()).checked).toBe(2);
    expect(names(await search("available=today"))).toEqual([
      "Dra. Agenda Abierta",
      "Dra. Sin Agenda Disponible",
    ]);
  });

  it("looks again once the next slot, and then today's last, stops being bookable", async () => {
    // Tuesday: the next slot is 09:00 (10:00 with the notice at 08:00)…
    expect((await nextSlots())[ids.open]?.start).toBe("2027-03-02T15:00:00.000Z");
    clock = new Date("2027-03-02T13:01:00Z");
    expect((await refresh()).checked).toBe(1);
    expect((await nextSlots())[ids.open]?.start).toBe("2027-03-02T15:30:00.000Z");
    // …and the last one, 13:30, stops being bookable at 11:30 (two hours' notice).
    clock = new Date("2027-03-02T17:31:00Z");
    await refresh();
    expect(names(await search("available=today"))).toEqual(["Dra. Sin Agenda Disponible"]);
    expect((await nextSlots())[ids.open]?.start).toBe("2027-03-03T15:00:00.000Z");
  });

  it("keeps a check due when a visit is booked while it is being computed", async () => {
    const repository = createAvailableTodayRepository(database.db);
    // Before Wednesday's midnight in Mérida, when the other agenda is due.
    clock = new Date("2027-03-03T05:00:00Z");
    await database.db
      .update(availableTodayChecks)
      .set({ dueAt: new Date("2027-03-01T00:00:00Z") })
      .where(eq(availableTodayChecks.providerId, ids.open));
    const claimUntil = new Date(clock.getTime() + 120_000);
    expect(await repository.claimDue(clock, claimUntil, 10)).toEqual([ids.open]);
    await database.db.execute(sql`
      insert into appointments (provider_id, patient_id, starts_at, ends_at, time_zone,
        visit_type_name, price, modality, reason, action_token_hash)
      values (${ids.open}, ${`paciente-${kind}`}, '2027-03-03T17:00:00Z', '2027-03-03T17:30:00Z',
        'America/Merida', 'Consulta', 800, 'in_person', 'Revisión', ${`busqueda-2-${kind}`})`);
    await repository.record(
      [
        {
          providerId: ids.open,
          availableToday: true,
          nextSlot: null,
          dueAt: new Date("2027-03-03T19:00:00Z"),
        },
      ],
      claimUntil,
    );
    // The answer computed before the booking does not push the next look away.
    expect(await repository.claimDue(clock, claimUntil, 10)).toEqual([ids.open]);
  });

  it("can vacuum the listings the flags rewrote (PGlite has no autovacuum)", async () => {
    await expect(
      createAvailableTodayRepository(database.db).vacuumListings(),
    ).resolves.toBeUndefined();
  });

  it("looks at a listing again when its cédula is verified", async () => {
    await database.db
      .update(providers)
      .set({ licenseVerified: true })
      .where(eq(providers.id, ids.unverified));
    // Wednesday 09:00 in Mérida.
    clock = new Date("2027-03-03T15:00:00Z");
    expect((await refresh()).checked).toBe(3);
    expect(names(await search("available=today"))).toEqual([
      "Dra. Agenda Abierta",
      "Dra. Cédula Pendiente",
      "Dra. Sin Agenda Disponible",
    ]);
    expect(names(await search("booking=online"))).toContain("Dra. Cédula Pendiente");
  });
});

/** 'Today' is the office's day: a Tijuana evening is still today there after Mexico City's midnight. */
describe.each<DatabaseKind>(["pglite", "postgres"])("'Disponible hoy' in Tijuana on %s", (kind) => {
  let database: DatabaseHandle;
  let providerId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ providerId } = await insertBookableListing(database.db, {
      name: "Dr. Frontera Norte",
      citySlug: "tijuana",
      timeZone: "America/Tijuana",
      minNoticeMinutes: 0,
      opens: 20 * 60,
      closes: 23 * 60 + 30,
    }));
  });
  afterAll(() => database.close());

  async function lookAt(instant: string): Promise<boolean | null> {
    const refresher = createAvailableTodayRefresher({
      repository: createAvailableTodayRepository(database.db),
      agendas: createAvailabilityRepository(database.db),
      now: () => new Date(instant),
    });
    await refresher.refreshDue();
    const [row] = await database.db
      .select({ today: providers.agendaAvailableToday, due: availableTodayChecks.dueAt })
      .from(providers)
      .innerJoin(availableTodayChecks, eq(availableTodayChecks.providerId, providers.id))
      .where(eq(providers.id, providerId));
    return row!.today;
  }

  it("counts the evening's slots of Tijuana's own day", async () => {
    // 22:40 on Monday 1 March in Tijuana (UTC-8), 00:40 on Tuesday in Mexico City.
    expect(await lookAt("2027-03-02T06:40:00Z")).toBe(true);
    const [check] = await database.db.select().from(availableTodayChecks);
    // The 23:00 slot is the last of the day: the answer holds until it starts.
    expect(check!.dueAt.toISOString()).toBe("2027-03-02T07:00:00.000Z");
    // 23:10 in Tijuana: nothing left today, until Tijuana's midnight.
    expect(await lookAt("2027-03-02T07:10:00Z")).toBe(false);
    const [after] = await database.db.select().from(availableTodayChecks);
    expect(after!.dueAt.toISOString()).toBe("2027-03-02T08:00:00.000Z");
  });
});
