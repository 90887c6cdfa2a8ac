import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import { weeklyHoursSchema } from "../../common/booking/schemas.ts";
import type { SessionUser } from "../accounts/service.ts";
import type { AgendaRepository, AgendaRow } from "./agenda-repository.ts";
import {
  canPublish,
  createAgendaService,
  defaultTimeZoneOf,
  hasBookableCombination,
  hashFeedToken,
  localDaysRange,
  officesToImport,
  type AgendaListing,
} from "./agenda-service.ts";

const doctor = { id: "medica-1", emailVerified: true } as SessionUser;

const listing: AgendaListing = {
  id: 7,
  name: "Dra. Ana Ruiz",
  citySlug: "tijuana",
  approvalStatus: "approved",
  licenseVerified: true,
  telemedicine: true,
  locations: [{ name: "Consultorio Zona Río", address: "Paseo de los Héroes 10, Tijuana" }],
  location: "Paseo de los Héroes 10, Tijuana",
};

const inPerson = { id: 1, name: "Zona Río", address: "Paseo 10", modality: "in_person" as const };
const online = { id: 2, name: "Teleconsulta", address: null, modality: "online" as const };

/**
 * An agenda kept in memory behind the repository's interface: enough of it for the rules this
 * file tests (what is stored and which writes happen), none of the SQL.
 */
function memoryAgenda(contents: Partial<Awaited<ReturnType<AgendaRepository["load"]>>> = {}) {
  const writes: { action: string; details?: Record<string, unknown> }[] = [];
  let agenda: AgendaRow | undefined;
  const row = (providerId: number, timeZone: string): AgendaRow => ({
    providerId,
    published: false,
    timeZone,
    gapMinutes: 0,
    minNoticeMinutes: 120,
    horizonDays: 60,
    cancellationWindowHours: 24,
    feedTokenHash: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const repository = {
    settings: async () => agenda,
    load: async () => ({
      offices: [],
      visitTypes: [],
      hours: [],
      exceptions: [],
      ...contents,
    }),
    setPublished: async (
      scope: { providerId: number; defaultTimeZone: string },
      published: boolean,
      audit: (typeof writes)[number],
    ) => {
      agenda = { ...(agenda ?? row(scope.providerId, scope.defaultTimeZone)), published };
      writes.push(audit);
    },
    setFeedHash: async (
      scope: { providerId: number; defaultTimeZone: string },
      hash: string | null,
      audit: (typeof writes)[number],
    ) => {
      agenda = { ...(agenda ?? row(scope.providerId, scope.defaultTimeZone)), feedTokenHash: hash };
      writes.push(audit);
    },
  } as unknown as AgendaRepository;
  return { repository, writes, stored: () => agenda };
}

function serviceOn(
  repository: AgendaRepository,
  own: AgendaListing | null = listing,
  changes: string[] = [],
) {
  return createAgendaService({
    repository,
    findOwnListing: async () => own ?? undefined,
    publicUrl: "https://medicos.example.mx",
    holidays: () => [{ date: "2026-09-16", name: "Día de la Independencia" }],
    onChange: () => changes.push("listings"),
    now: () => new Date("2026-09-01T18:00:00Z"),
  });
}

const bookable = {
  offices: [
    { ...inPerson, timeZone: "America/Tijuana", active: true },
    { ...online, timeZone: "America/Tijuana", active: true },
  ],
  visitTypes: [
    {
      id: 3,
      name: "Primera vez",
      durationMinutes: 30,
      price: 800,
      kind: "first" as const,
      modality: "in_person" as const,
      active: true,
    },
  ],
  hours: [{ officeId: 1, weekday: 1, startMinute: 540, endMinute: 840 }],
};

describe("publishing", () => {
  it("needs an approved listing with a verified cédula", () => {
    expect(canPublish(listing)).toBe(true);
    expect(canPublish({ ...listing, licenseVerified: false })).toBe(false);
    expect(canPublish({ ...listing, approvalStatus: "pending" })).toBe(false);
  });

  it("needs an active visit type and hours at an active office of the same modality", () => {
    expect(hasBookableCombination(bookable)).toBe(true);
    // The only hours are at the in-person office; an online visit type has nowhere to happen.
    expect(
      hasBookableCombination({
        ...bookable,
        visitTypes: [{ ...bookable.visitTypes[0]!, modality: "online" }],
      }),
    ).toBe(false);
    expect(
      hasBookableCombination({
        ...bookable,
        visitTypes: [{ ...bookable.visitTypes[0]!, active: false }],
      }),
    ).toBe(false);
    expect(
      hasBookableCombination({
        ...bookable,
        offices: bookable.offices.map((office) => ({ ...office, active: false })),
      }),
    ).toBe(false);
    expect(hasBookableCombination({ ...bookable, hours: [] })).toBe(false);
  });

  it("refuses with a Spanish 403 without a verified cédula, before looking at the agenda", async () => {
    const memory = memoryAgenda(bookable);
    const service = serviceOn(memory.repository, { ...listing, licenseVerified: false });
    await expect(service.publish(doctor)).rejects.toMatchObject({
      status: 403,
      message: M.agendaNeedsVerifiedLicense,
    });
    expect(memory.writes).toEqual([]);
  });

  it("refuses with a Spanish 400 while nothing could be booked", async () => {
    const memory = memoryAgenda({ ...bookable, hours: [] });
    await expect(serviceOn(memory.repository).publish(doctor)).rejects.toMatchObject({
      status: 400,
      message: M.agendaNeedsVisitTypes,
    });
    expect(memory.stored()).toBeUndefined();
  });

  it("publishes a complete agenda, writes its audit row and tells the caches", async () => {
    const memory = memoryAgenda(bookable);
    const changes: string[] = [];
    const agenda = await serviceOn(memory.repository, listing, changes).publish(doctor);
    expect(agenda).toMatchObject({ published: true, canPublish: true });
    expect(memory.writes).toEqual([{ action: "agenda.publish" }]);
    expect(changes).toEqual(["listings"]);
  });

  it("answers 401 signed out and 403 to an account without a listing", async () => {
    const memory = memoryAgenda(bookable);
    await expect(serviceOn(memory.repository).publish(null)).rejects.toMatchObject({
      status: 401,
    });
    await expect(serviceOn(memory.repository, null).publish(doctor)).rejects.toMatchObject({
      status: 403,
      message: M.agendaNoListing,
    });
  });
});

describe("a new agenda", () => {
  it("starts in the zone of the listing's city, central Mexico when unknown", () => {
    expect(defaultTimeZoneOf("tijuana")).toBe("America/Tijuana");
    expect(defaultTimeZoneOf("ciudad-juarez")).toBe("America/Ciudad_Juarez");
    expect(defaultTimeZoneOf("cancun")).toBe("America/Cancun");
    expect(defaultTimeZoneOf("un-pueblo-sin-catalogo")).toBe("America/Mexico_City");
    expect(defaultTimeZoneOf(null)).toBe("America/Mexico_City");
  });

  it("answers the defaults without writing, with the profile's offices to import", async () => {
    const memory = memoryAgenda();
    const agenda = await serviceOn(memory.repository).getAgenda(doctor);
    expect(agenda).toEqual({
      canPublish: true,
      published: false,
      timeZone: "America/Tijuana",
      gapMinutes: 0,
      minNoticeMinutes: 120,
      horizonDays: 60,
      cancellationWindowHours: 24,
      offices: [],
      visitTypes: [],
      hours: [],
      exceptions: [],
      hasFeed: false,
      importableOffices: 2,
      suggestedHolidays: [{ date: "2026-09-16", name: "Día de la Independencia" }],
    });
    expect(memory.writes).toEqual([]);
  });

  it("imports each address of the profile once, and Teleconsulta once", () => {
    const zone = "America/Tijuana" as const;
    expect(officesToImport(listing, [], zone)).toEqual([
      {
        name: "Consultorio Zona Río",
        address: "Paseo de los Héroes 10, Tijuana",
        modality: "in_person",
        timeZone: zone,
        active: true,
      },
      {
        name: M.teleconsultationOffice,
        address: null,
        modality: "online",
        timeZone: zone,
        active: true,
      },
    ]);
    const existing = [
      {
        name: "consultorio zona río ",
        address: "Paseo de los Héroes 10, Tijuana",
        modality: "in_person" as const,
      },
      { name: "Videollamadas", address: null, modality: "online" as const },
    ];
    expect(officesToImport(listing, existing, zone)).toEqual([]);
    // A profile with only its address line, and no teleconsultation.
    expect(
      officesToImport({ locations: [], location: "Av. Juárez 5", telemedicine: false }, [], zone),
    ).toEqual([
      {
        name: M.listingOffice,
        address: "Av. Juárez 5",
        modality: "in_person",
        timeZone: zone,
        active: true,
      },
    ]);
  });
});

describe("weekly hours", () => {
  const parse = (hours: unknown) => weeklyHoursSchema.safeParse({ hours });

  it("accepts separate intervals of one day and the same times on other days", () => {
    expect(
      parse([
        { weekday: 1, startMinute: 540, endMinute: 840 },
        { weekday: 1, startMinute: 960, endMinute: 1140 },
        { weekday: 2, startMinute: 540, endMinute: 840 },
      ]).success,
    ).toBe(true);
    // Back to back is not an overlap.
    expect(
      parse([
        { weekday: 3, startMinute: 540, endMinute: 600 },
        { weekday: 3, startMinute: 600, endMinute: 660 },
      ]).success,
    ).toBe(true);
  });

  it("refuses overlapping intervals of one day with the Spanish message", () => {
    const result = parse([
      { weekday: 1, startMinute: 540, endMinute: 840 },
      { weekday: 1, startMinute: 800, endMinute: 900 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.hoursOverlap);
  });

  it("refuses an interval that ends before it starts, or outside the day", () => {
    expect(
      parse([{ weekday: 1, startMinute: 840, endMinute: 540 }]).error?.issues[0]?.message,
    ).toBe(M.hours);
    expect(parse([{ weekday: 1, startMinute: 0, endMinute: 1441 }]).error?.issues[0]?.message).toBe(
      M.hours,
    );
    expect(parse([{ weekday: 8, startMinute: 0, endMinute: 60 }]).error?.issues[0]?.message).toBe(
      M.weekday,
    );
  });
});

describe("the day and week views", () => {
  it("cover whole local days, 23 hours on the day Tijuana moves its clock forward", () => {
    const { start, end } = localDaysRange("America/Tijuana", "2026-03-08", 1);
    expect(start.toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-09T07:00:00.000Z");
    // Mexico City keeps -06:00 all year since 2022.
    const week = localDaysRange("America/Mexico_City", "2026-07-06", 7);
    expect(week.start.toISOString()).toBe("2026-07-06T06:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-07-13T06:00:00.000Z");
  });
});

describe("the private calendar feed", () => {
  it("gives the token once and stores only its sha256", async () => {
    const memory = memoryAgenda();
    const { url } = await serviceOn(memory.repository).createFeed(doctor);
    const token = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1];
    expect(url.startsWith("https://medicos.example.mx/api/calendar/")).toBe(true);
    expect(token).toBeDefined();
    const stored = memory.stored()?.feedTokenHash;
    expect(stored).toBe(createHash("sha256").update(token!).digest("hex"));
    expect(stored).toBe(hashFeedToken(token!));
    expect(stored).not.toContain(token!);
    expect(memory.writes).toEqual([{ action: "agenda.feed.create" }]);
  });

  it("replaces the stored hash with each new address, and forgets it on revoke", async () => {
    const memory = memoryAgenda();
    const service = serviceOn(memory.repository);
    const first = await service.createFeed(doctor);
    const firstHash = memory.stored()?.feedTokenHash;
    const second = await service.createFeed(doctor);
    expect(second.url).not.toBe(first.url);
    expect(memory.stored()?.feedTokenHash).not.toBe(firstHash);
    const agenda = await service.revokeFeed(doctor);
    expect(agenda.hasFeed).toBe(false);
    expect(memory.stored()?.feedTokenHash).toBeNull();
  });

  it("answers 404 to a token of the wrong shape without asking the database", async () => {
    const service = serviceOn({} as AgendaRepository);
    for (const token of ["", "corto", "a".repeat(44), `${"a".repeat(42)}!`]) {
      await expect(service.feedByToken(token)).rejects.toMatchObject({
        status: 404,
        message: M.feedNotFound,
      });
    }
  });
});
