import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import type { AvailabilityDto } from "../../common/booking/types.ts";
import { insertBookableListing, openEveryDay } from "../../tests/support/bookable-listing.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  agendaBlocks,
  agendaExceptions,
  agendaOffices,
  appointments,
  users,
  visitTypes,
} from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { createServices, type Services } from "../services.ts";
import { createAvailabilityRepository } from "./availability-repository.ts";
import { createAvailabilityService } from "./availability-service.ts";

/**
 * GET /api/providers/{id}/availability on both databases, with the clock fixed at Thursday
 * 2026-03-05 18:00 UTC (10:00 in Tijuana, 13:00 in Cancún): listings in Tijuana (daylight
 * saving from Sunday 2026-03-08) and Cancún (none), visits and blocks written straight into
 * their tables, and the listings patients must not see.
 */
const NOW = new Date("2026-03-05T18:00:00Z");

describe.each<DatabaseKind>(["pglite", "postgres"])("availability on %s", (kind) => {
  let database: DatabaseHandle;
  let app: Express;
  let services: Services;
  let tijuana: { providerId: number; officeId: number; visitTypeId: number };
  let cancun: { providerId: number; officeId: number; visitTypeId: number; onlineTypeId: number };
  const hidden: Record<"unpublished" | "unverified" | "pending", number> = {
    unpublished: 0,
    unverified: 0,
    pending: 0,
  };

  let token = 0;
  async function book(providerId: number, start: string, end: string, status = "booked") {
    token += 1;
    const [visit] = await database.db
      .insert(appointments)
      .values({
        providerId,
        patientId: "paciente-disponibilidad",
        startsAt: new Date(start),
        endsAt: new Date(end),
        timeZone: "America/Tijuana",
        visitTypeName: "Consulta general",
        price: 800,
        modality: "in_person",
        reason: "Revisión",
        status: status as "booked",
        actionTokenHash: `hash-${kind}-${token}`,
      })
      .returning({ id: appointments.id });
    return visit!.id;
  }

  const get = (path: string) => request(app).get(path);
  async function availability(providerId: number, query: string): Promise<AvailabilityDto> {
    const response = await get(`/api/providers/${providerId}/availability?${query}`).expect(200);
    return response.body as AvailabilityDto;
  }
  const startsOf = (dto: AvailabilityDto, date: string) =>
    dto.days.find((day) => day.date === date)!.slots.map((slot) => slot.start);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const logger = createLogger(config);
    services = createServices({
      database,
      config,
      logger,
      sessionSecret: "secreto-de-pruebas-con-longitud-suficiente-123",
      siteUrl: "http://localhost:3000",
      now: () => NOW,
    });
    app = createApp({ config, services, logger });
    await database.db.insert(users).values({
      id: "paciente-disponibilidad",
      name: "Ana",
      firstName: "Ana",
      email: `disponibilidad-${kind}@example.com`,
    });
    tijuana = await insertBookableListing(database.db, {
      name: "Dra. Agenda Tijuana",
      citySlug: "tijuana",
      timeZone: "America/Tijuana",
      gapMinutes: 10,
      horizonDays: 30,
    });
    const cancunListing = await insertBookableListing(database.db, {
      name: "Dr. Agenda Cancún",
      citySlug: "cancun",
      timeZone: "America/Cancun",
      durationMinutes: 60,
    });
    const [online] = await database.db
      .insert(agendaOffices)
      .values({
        providerId: cancunListing.providerId,
        name: "Videoconsulta",
        modality: "online",
        timeZone: "America/Cancun",
      })
      .returning();
    const [onlineType] = await database.db
      .insert(visitTypes)
      .values({
        providerId: cancunListing.providerId,
        name: "Videoconsulta de seguimiento",
        durationMinutes: 20,
        price: 500,
        modality: "online",
      })
      .returning();
    await openEveryDay(database.db, cancunListing.providerId, online!.id, 18 * 60, 19 * 60);
    cancun = { ...cancunListing, onlineTypeId: onlineType!.id };
    const base = { citySlug: "ciudad-de-mexico", timeZone: "America/Mexico_City" as const };
    hidden.unpublished = (
      await insertBookableListing(database.db, {
        ...base,
        name: "Dr. Sin Publicar",
        published: false,
      })
    ).providerId;
    hidden.unverified = (
      await insertBookableListing(database.db, {
        ...base,
        name: "Dr. Sin Cédula",
        licenseVerified: false,
      })
    ).providerId;
    hidden.pending = (
      await insertBookableListing(database.db, {
        ...base,
        name: "Dr. Pendiente",
        approvalStatus: "pending",
      })
    ).providerId;
  });
  afterAll(() => database.close());

  it("gives Tijuana's 09:00 at -08:00 before the change and at -07:00 after it", async () => {
    const dto = await availability(tijuana.providerId, "from=2026-03-07&days=3");
    expect(dto.timeZone).toBe("America/Tijuana");
    expect(dto.days.map((day) => day.date)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(startsOf(dto, "2026-03-07")[0]).toBe("2026-03-07T17:00:00.000Z");
    expect(startsOf(dto, "2026-03-08")[0]).toBe("2026-03-08T16:00:00.000Z");
    // 30-minute visits and a 10-minute gap: 09:00, 09:40 … 13:00 (13:40 would end at 14:10).
    expect(startsOf(dto, "2026-03-08")).toHaveLength(7);
    expect(dto.days[1]!.slots[1]).toEqual({
      start: "2026-03-08T16:40:00.000Z",
      end: "2026-03-08T17:10:00.000Z",
      visitTypeId: tijuana.visitTypeId,
      officeId: tijuana.officeId,
    });
    expect(dto.visitTypes).toEqual([
      {
        id: tijuana.visitTypeId,
        name: "Consulta general",
        durationMinutes: 30,
        price: 800,
        modality: "in_person",
      },
    ]);
    expect(dto.offices).toEqual([
      {
        id: tijuana.officeId,
        name: "Consultorio principal",
        address: "Av. Revolución 100",
        modality: "in_person",
        timeZone: "America/Tijuana",
      },
    ]);
  });

  it("keeps Cancún on -05:00 and offers online visit types only in the online room", async () => {
    const dto = await availability(cancun.providerId, "from=2026-03-07&days=2");
    for (const date of ["2026-03-07", "2026-03-08"]) {
      const slots = dto.days.find((day) => day.date === date)!.slots;
      const inPerson = slots.filter((slot) => slot.visitTypeId === cancun.visitTypeId);
      const online = slots.filter((slot) => slot.visitTypeId === cancun.onlineTypeId);
      expect(inPerson.map((slot) => slot.start.slice(11, 16))).toEqual([
        "14:00",
        "15:00",
        "16:00",
        "17:00",
        "18:00",
      ]);
      expect(inPerson.every((slot) => slot.officeId === cancun.officeId)).toBe(true);
      expect(online.map((slot) => slot.start.slice(11, 16))).toEqual(["23:00", "23:20", "23:40"]);
      expect(online.every((slot) => slot.officeId !== cancun.officeId)).toBe(true);
    }
    const onlyOnline = await availability(
      cancun.providerId,
      `from=2026-03-07&days=1&visitType=${cancun.onlineTypeId}`,
    );
    expect(onlyOnline.days[0]!.slots.map((slot) => slot.visitTypeId)).toEqual([
      cancun.onlineTypeId,
      cancun.onlineTypeId,
      cancun.onlineTypeId,
    ]);
  });

  it("answers 404 for an unpublished agenda, an unverified cédula, a pending listing or none", async () => {
    for (const providerId of [...Object.values(hidden), 999_999]) {
      const response = await get(`/api/providers/${providerId}/availability`).expect(404);
      expect(response.body).toEqual({ error: M.noAgenda });
    }
  });

  it("refuses a bad date, day count or visit type with a Spanish 400", async () => {
    const path = `/api/providers/${tijuana.providerId}/availability`;
    for (const [query, message] of [
      ["from=2026-02-30", M.fromDate],
      ["from=05-03-2026", M.fromDate],
      ["from=2030-01-01", M.fromDate],
      ["days=0", M.days],
      ["days=32", M.days],
      ["days=muchos", M.days],
      ["visitType=consulta", M.visitType],
      [`visitType=${cancun.visitTypeId}`, M.visitType],
    ] as const) {
      const response = await get(`${path}?${query}`);
      expect([query, response.status, response.body.error]).toEqual([query, 400, message]);
    }
  });

  it("starts today in the agenda's zone and respects the notice", async () => {
    const dto = await availability(tijuana.providerId, "days=2");
    expect(dto.days.map((day) => day.date)).toEqual(["2026-03-05", "2026-03-06"]);
    // 10:00 now + 120 minutes: 12:00 local; the grid's next start is 12:20.
    expect(startsOf(dto, "2026-03-05")).toEqual([
      "2026-03-05T20:20:00.000Z",
      "2026-03-05T21:00:00.000Z",
    ]);
  });

  it("stops at the horizon", async () => {
    // 30 days after 2026-03-05 10:00 Tijuana: 2026-04-04 10:00 local (-07:00), 17:00 UTC.
    const dto = await availability(tijuana.providerId, "from=2026-04-04&days=2");
    expect(startsOf(dto, "2026-04-04")).toEqual([
      "2026-04-04T16:00:00.000Z",
      "2026-04-04T16:40:00.000Z",
    ]);
    expect(startsOf(dto, "2026-04-05")).toEqual([]);
  });

  it("leaves out a booked visit with the gap after it, and a block", async () => {
    const before = startsOf(
      await availability(tijuana.providerId, "from=2026-03-10&days=1"),
      "2026-03-10",
    );
    expect(before[0]).toBe("2026-03-10T16:00:00.000Z");
    // A 45-minute visit booked at 09:40 local (16:40Z) by phone: 09:40 and 10:20 go (10:25
    // plus the gap is 10:35), 11:00 stays; a cancelled one frees nothing it never held.
    await book(tijuana.providerId, "2026-03-10T16:40:00Z", "2026-03-10T17:25:00Z");
    await book(tijuana.providerId, "2026-03-10T19:00:00Z", "2026-03-10T19:30:00Z", "cancelled");
    await database.db.insert(agendaBlocks).values({
      providerId: tijuana.providerId,
      startsAt: new Date("2026-03-10T19:30:00Z"),
      endsAt: new Date("2026-03-10T19:45:00Z"),
    });
    const after = startsOf(
      await availability(tijuana.providerId, "from=2026-03-10&days=1"),
      "2026-03-10",
    );
    // 12:20-12:50 (19:20Z) overlaps the block; 11:40 (18:40Z) ends before it.
    expect(before.filter((start) => !after.includes(start))).toEqual([
      "2026-03-10T16:40:00.000Z",
      "2026-03-10T17:20:00.000Z",
      "2026-03-10T19:20:00.000Z",
    ]);
    expect(after).toHaveLength(4);
  });

  it("closes whole local days of an exception, for one office or all", async () => {
    await database.db.insert(agendaExceptions).values([
      {
        providerId: cancun.providerId,
        officeId: cancun.officeId,
        startDate: "2026-03-16",
        endDate: "2026-03-16",
        label: "Congreso",
      },
      {
        providerId: cancun.providerId,
        officeId: null,
        startDate: "2026-03-17",
        endDate: "2026-03-18",
        label: "Vacaciones",
      },
    ]);
    const dto = await availability(cancun.providerId, "from=2026-03-15&days=5");
    const kinds = (date: string) =>
      [
        ...new Set(
          dto.days.find((day) => day.date === date)!.slots.map((slot) => slot.visitTypeId),
        ),
      ].sort();
    expect(kinds("2026-03-15")).toEqual([cancun.visitTypeId, cancun.onlineTypeId].sort());
    expect(kinds("2026-03-16")).toEqual([cancun.onlineTypeId]);
    expect(kinds("2026-03-17")).toEqual([]);
    expect(kinds("2026-03-18")).toEqual([]);
    expect(kinds("2026-03-19")).toEqual([cancun.visitTypeId, cancun.onlineTypeId].sort());
  });

  it("gives each listing's next free slot in one batch, in the office's zone", async () => {
    const next = await services.availability.nextSlotFor([
      tijuana.providerId,
      cancun.providerId,
      hidden.unpublished,
    ]);
    expect([...next.keys()].sort()).toEqual([tijuana.providerId, cancun.providerId].sort());
    expect(next.get(tijuana.providerId)).toEqual({
      start: "2026-03-05T20:20:00.000Z",
      timeZone: "America/Tijuana",
    });
    // 13:00 in Cancún now and two hours of notice: the office has closed (14:00), the online
    // room opens at 18:00 (23:00Z).
    expect(next.get(cancun.providerId)).toEqual({
      start: "2026-03-05T23:00:00.000Z",
      timeZone: "America/Cancun",
    });
  });

  it("reads a fortnight only for the listings without a slot in the first days", async () => {
    const later = await insertBookableListing(database.db, { name: "Dra. Congreso Corto" });
    const away = await insertBookableListing(database.db, { name: "Dr. Vacaciones Largas" });
    await database.db.insert(agendaExceptions).values([
      {
        providerId: later.providerId,
        startDate: "2026-03-05",
        endDate: "2026-03-08",
        label: "Congreso",
      },
      {
        providerId: away.providerId,
        startDate: "2026-03-01",
        endDate: "2026-03-31",
        label: "Vacaciones",
      },
    ]);
    const batches: number[] = [];
    const repository = createAvailabilityRepository(database.db);
    const service = createAvailabilityService({
      repository: {
        bookableAgendas: (ids, window) => {
          batches.push(ids.length);
          return repository.bookableAgendas(ids, window);
        },
      },
      now: () => NOW,
    });
    const next = await service.nextSlotFor([later.providerId, away.providerId, tijuana.providerId]);
    expect(batches).toEqual([3, 2]);
    expect(next.get(later.providerId)).toEqual({
      start: "2026-03-09T15:00:00.000Z",
      timeZone: "America/Mexico_City",
    });
    expect(next.has(away.providerId)).toBe(false);
    expect(next.get(tijuana.providerId)?.start).toBe("2026-03-05T20:20:00.000Z");
  });

  it("checks one start, says why not, and ignores the visit a reschedule moves", async () => {
    const service = services.availability;
    const slot = {
      providerId: tijuana.providerId,
      visitTypeId: tijuana.visitTypeId,
      officeId: tijuana.officeId,
    };
    const visit = await book(tijuana.providerId, "2026-03-12T16:00:00Z", "2026-03-12T16:30:00Z");
    const check = (
      start: string,
      more: { ignoreAppointmentId?: number; providerId?: number } = {},
    ) => service.checkSlot({ ...slot, ...more, start: new Date(start) });
    expect(await check("2026-03-12T16:00:00Z")).toEqual({ ok: false, reason: "taken" });
    expect(await check("2026-03-12T16:10:00Z")).toEqual({ ok: false, reason: "outside_hours" });
    expect(await check("2026-03-05T17:00:00Z")).toEqual({ ok: false, reason: "past" });
    expect(await check("2026-03-05T19:40:00Z")).toEqual({ ok: false, reason: "too_soon" });
    expect(await check("2026-04-05T16:00:00Z")).toEqual({ ok: false, reason: "too_far" });
    expect(await check("2026-03-12T16:00:00Z", { providerId: hidden.unverified })).toEqual({
      ok: false,
      reason: "no_agenda",
    });
    expect(await check("2026-03-12T16:00:00Z", { ignoreAppointmentId: visit })).toEqual({
      ok: true,
      slot: {
        start: new Date("2026-03-12T16:00:00Z"),
        end: new Date("2026-03-12T16:30:00Z"),
        timeZone: "America/Tijuana",
        visitType: {
          id: tijuana.visitTypeId,
          name: "Consulta general",
          durationMinutes: 30,
          price: 800,
          modality: "in_person",
        },
        office: {
          id: tijuana.officeId,
          name: "Consultorio principal",
          address: "Av. Revolución 100",
          modality: "in_person",
          timeZone: "America/Tijuana",
        },
      },
    });

    const starts = async (more: { ignoreAppointmentId?: number } = {}) =>
      (
        await service.nextSlots({
          ...slot,
          ...more,
          after: new Date("2026-03-12T15:00:00Z"),
          limit: 3,
        })
      ).map((next) => next.start);
    // The visit and its 10-minute gap hold 08:50-09:40 local.
    expect(await starts()).toEqual([
      "2026-03-12T16:40:00.000Z",
      "2026-03-12T17:20:00.000Z",
      "2026-03-12T18:00:00.000Z",
    ]);
    expect(await starts({ ignoreAppointmentId: visit })).toEqual([
      "2026-03-12T16:00:00.000Z",
      "2026-03-12T16:40:00.000Z",
      "2026-03-12T17:20:00.000Z",
    ]);
  });

  it("offers next slots month after month up to the horizon, once each", async () => {
    // Cancún: 60-day horizon, until 2026-05-04 13:00 local (18:00Z).
    const all = await services.availability.nextSlots({
      providerId: cancun.providerId,
      visitTypeId: cancun.visitTypeId,
      after: NOW,
      limit: 1_000,
    });
    const starts = all.map((slot) => slot.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect([...starts].sort()).toEqual(starts);
    expect(starts[0]).toBe("2026-03-06T14:00:00.000Z");
    expect(starts.at(-1)).toBe("2026-05-04T17:00:00.000Z");
    // Every day the office is open has its five visits, across the months read one at a time.
    const perDay = new Map<string, number>();
    for (const start of starts)
      perDay.set(start.slice(0, 10), (perDay.get(start.slice(0, 10)) ?? 0) + 1);
    expect(perDay.get("2026-04-05")).toBe(5);
    expect(perDay.get("2026-04-06")).toBe(5);
    expect(perDay.get("2026-03-16")).toBeUndefined();
    expect(perDay.size).toBe(60 - 3);
  });
});
