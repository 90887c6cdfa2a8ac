import { DateTime, IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import type { MexicoTimeZone } from "../../common/time/zones.ts";
import {
  computeAvailability,
  createSlotCalendar,
  isoOf,
  plusZonedDays,
  type AvailabilityInput,
  type OpeningHours,
} from "./availability.ts";

/**
 * The slot computation on its own, with the clock given. Times in comments are wall times of
 * the office; the expectations are the UTC instants the API answers. In 2026 the northern
 * border (Tijuana, Ciudad Juárez) moves its clocks on 8 March (02:00 -> 03:00) and
 * 1 November (02:00 -> 01:00), the United States' dates; the rest of Mexico does not.
 */

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const SUNDAY = 7;

function everyDay(officeId: number, startMinute: number, endMinute: number): OpeningHours[] {
  return EVERY_DAY.map((weekday) => ({ officeId, weekday, startMinute, endMinute }));
}

const at = (hour: number, minute = 0) => hour * 60 + minute;

/** One office and one 30-minute in-person visit type in `zone`, open 09:00-14:00 daily. */
function agendaIn(
  zone: MexicoTimeZone,
  overrides: Partial<Omit<AvailabilityInput, "agenda">> & {
    agenda?: Partial<AvailabilityInput["agenda"]>;
  } = {},
): AvailabilityInput {
  const { agenda, ...rest } = overrides;
  return {
    offices: [{ id: 1, modality: "in_person", timeZone: zone, active: true }],
    visitTypes: [{ id: 10, durationMinutes: 30, modality: "in_person", active: true }],
    hours: everyDay(1, at(9), at(14)),
    exceptions: [],
    blocks: [],
    appointments: [],
    now: new Date("2026-01-01T00:00:00Z"),
    ...rest,
    agenda: { timeZone: zone, gapMinutes: 0, minNoticeMinutes: 0, horizonDays: 365, ...agenda },
  };
}

function startsBy(input: AvailabilityInput, from: string, days: number, visitTypeId?: number) {
  return Object.fromEntries(
    computeAvailability(input, {
      from,
      days,
      ...(visitTypeId !== undefined ? { visitTypeId } : {}),
    }).map((day) => [day.date, day.slots.map((slot) => slot.start)]),
  );
}

const startsOn = (input: AvailabilityInput, date: string) => startsBy(input, date, 1)[date]!;

const firstStarts = (input: AvailabilityInput, from: string, days: number) =>
  Object.values(startsBy(input, from, days)).map((starts) => starts[0]);

const range = (start: Date | string, end: Date | string) => ({
  start: new Date(start),
  end: new Date(end),
});

describe("a 09:00-14:00 schedule across the changes of time of 2026", () => {
  it.each([
    // Tijuana: -08:00 until 8 March, -07:00 until 1 November.
    ["America/Tijuana", "2026-03-07", ["2026-03-07T17:00:00.000Z", "2026-03-08T16:00:00.000Z"]],
    ["America/Tijuana", "2026-10-31", ["2026-10-31T16:00:00.000Z", "2026-11-01T17:00:00.000Z"]],
    // Ciudad Juárez: -07:00 and -06:00, the same dates.
    [
      "America/Ciudad_Juarez",
      "2026-03-07",
      ["2026-03-07T16:00:00.000Z", "2026-03-08T15:00:00.000Z"],
    ],
    [
      "America/Ciudad_Juarez",
      "2026-10-31",
      ["2026-10-31T15:00:00.000Z", "2026-11-01T16:00:00.000Z"],
    ],
    // No daylight saving since 2022: the same instant on both sides.
    ["America/Mexico_City", "2026-03-07", ["2026-03-07T15:00:00.000Z", "2026-03-08T15:00:00.000Z"]],
    ["America/Mexico_City", "2026-10-31", ["2026-10-31T15:00:00.000Z", "2026-11-01T15:00:00.000Z"]],
    ["America/Hermosillo", "2026-03-07", ["2026-03-07T16:00:00.000Z", "2026-03-08T16:00:00.000Z"]],
    ["America/Hermosillo", "2026-10-31", ["2026-10-31T16:00:00.000Z", "2026-11-01T16:00:00.000Z"]],
    ["America/Cancun", "2026-03-07", ["2026-03-07T14:00:00.000Z", "2026-03-08T14:00:00.000Z"]],
    ["America/Cancun", "2026-10-31", ["2026-10-31T14:00:00.000Z", "2026-11-01T14:00:00.000Z"]],
  ] as const)("%s from %s: the first slot is 09:00 local each day", (zone, from, expected) => {
    expect(firstStarts(agendaIn(zone), from, 2)).toEqual(expected);
  });

  it("keeps every slot of Tijuana's change days on the local half hours", () => {
    const input = agendaIn("America/Tijuana");
    const halfHours = (utcHourOfNine: number) =>
      Array.from({ length: 10 }, (_, i) => {
        const minutes = (utcHourOfNine * 60 + i * 30) % 1440;
        return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      });
    const times = (date: string) => startsOn(input, date).map((start) => start.slice(11, 16));
    expect(times("2026-03-08")).toEqual(halfHours(16));
    expect(times("2026-11-01")).toEqual(halfHours(17));
  });

  it("starts a 13:00 schedule at 13:00 local on the day of each change", () => {
    const input = agendaIn("America/Tijuana", { hours: everyDay(1, at(13), at(15)) });
    expect(firstStarts(input, "2026-03-07", 2)).toEqual([
      "2026-03-07T21:00:00.000Z",
      "2026-03-08T20:00:00.000Z",
    ]);
    expect(firstStarts(input, "2026-10-31", 2)).toEqual([
      "2026-10-31T20:00:00.000Z",
      "2026-11-01T21:00:00.000Z",
    ]);
    const juarez = agendaIn("America/Ciudad_Juarez", { hours: everyDay(1, at(13), at(15)) });
    expect(firstStarts(juarez, "2026-03-07", 2)).toEqual([
      "2026-03-07T20:00:00.000Z",
      "2026-03-08T19:00:00.000Z",
    ]);
  });
});

describe("wall times the clock skips or shows twice", () => {
  const sundayHours = (start: number, end: number): OpeningHours[] => [
    { officeId: 1, weekday: SUNDAY, startMinute: start, endMinute: end },
  ];

  it("offers nothing in Tijuana's skipped hour (02:00-03:00 on 2026-03-08)", () => {
    const input = agendaIn("America/Tijuana", { hours: sundayHours(at(2), at(3)) });
    expect(startsOn(input, "2026-03-08")).toEqual([]);
    // The Sunday before and after, the same hours are offered.
    expect(startsOn(input, "2026-03-01")).toEqual([
      "2026-03-01T10:00:00.000Z",
      "2026-03-01T10:30:00.000Z",
    ]);
    expect(startsOn(input, "2026-03-15")).toEqual([
      "2026-03-15T09:00:00.000Z",
      "2026-03-15T09:30:00.000Z",
    ]);
  });

  it("skips the missing hour inside a longer schedule and closes at the jump", () => {
    const hourly = [{ id: 10, durationMinutes: 60, modality: "in_person" as const, active: true }];
    // 01:00-04:00: 01:00 (-08:00), then 03:00 (-07:00); 02:00 does not exist.
    const through = agendaIn("America/Tijuana", {
      hours: sundayHours(at(1), at(4)),
      visitTypes: hourly,
    });
    expect(startsOn(through, "2026-03-08")).toEqual([
      "2026-03-08T09:00:00.000Z",
      "2026-03-08T10:00:00.000Z",
    ]);
    // Until 02:30, which never comes: the office closes when the clock jumps (10:00Z).
    const intoTheGap = agendaIn("America/Tijuana", {
      hours: sundayHours(at(0), at(2, 30)),
      visitTypes: hourly,
    });
    expect(startsOn(intoTheGap, "2026-03-08")).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-03-08T09:00:00.000Z",
    ]);
  });

  it("never lets the shortened night make two slots overlap", () => {
    // 90-minute visits from 00:00: 00:00 and 01:30 (-08:00) run until 03:00 (-07:00)
    // would start; that start gives way, 04:30 follows.
    const input = agendaIn("America/Tijuana", {
      hours: sundayHours(at(0), at(6)),
      visitTypes: [{ id: 10, durationMinutes: 90, modality: "in_person", active: true }],
    });
    expect(startsOn(input, "2026-03-08")).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-03-08T09:30:00.000Z",
      "2026-03-08T11:30:00.000Z",
    ]);
  });

  it("takes a repeated wall time once, at its first occurrence (2026-11-01)", () => {
    const input = agendaIn("America/Tijuana", {
      hours: sundayHours(at(0), at(3)),
      visitTypes: [{ id: 10, durationMinutes: 60, modality: "in_person", active: true }],
    });
    // 00:00 and 01:00 at -07:00, 02:00 at -08:00; 01:00 at -08:00 (09:00Z) is not offered.
    expect(startsOn(input, "2026-11-01")).toEqual([
      "2026-11-01T07:00:00.000Z",
      "2026-11-01T08:00:00.000Z",
      "2026-11-01T10:00:00.000Z",
    ]);
  });

  it("reads hours that end at midnight as the end of the local day", () => {
    const input = agendaIn("America/Mexico_City", { hours: everyDay(1, at(23), 1440) });
    expect(startsOn(input, "2026-06-10")).toEqual([
      "2026-06-11T05:00:00.000Z",
      "2026-06-11T05:30:00.000Z",
    ]);
  });
});

describe("what takes slots away", () => {
  it("removes whole local days of an exception, for one office or for all", () => {
    const input = agendaIn("America/Tijuana", {
      offices: [
        { id: 1, modality: "in_person", timeZone: "America/Tijuana", active: true },
        { id: 2, modality: "in_person", timeZone: "America/Tijuana", active: true },
      ],
      hours: [...everyDay(1, at(9), at(10)), ...everyDay(2, at(16), at(17))],
      exceptions: [
        { officeId: 1, startDate: "2026-03-08", endDate: "2026-03-08" },
        { officeId: null, startDate: "2026-03-09", endDate: "2026-03-10" },
      ],
    });
    const offices = computeAvailability(input, { from: "2026-03-07", days: 5 }).map((day) => [
      day.date,
      [...new Set(day.slots.map((slot) => slot.officeId))],
    ]);
    expect(offices).toEqual([
      ["2026-03-07", [1, 2]],
      ["2026-03-08", [2]],
      ["2026-03-09", []],
      ["2026-03-10", []],
      ["2026-03-11", [1, 2]],
    ]);
  });

  it("removes slots that overlap a block, and keeps those that only touch it", () => {
    // 09:00-14:00 in Mexico City is 15:00-20:00Z; a block from 10:10 to 11:00.
    const input = agendaIn("America/Mexico_City", {
      blocks: [range("2026-06-10T16:10:00Z", "2026-06-10T17:00:00Z")],
    });
    const starts = startsOn(input, "2026-06-10").map((start) => start.slice(11, 16));
    expect(starts.slice(0, 4)).toEqual(["15:00", "15:30", "17:00", "17:30"]);
  });

  it("keeps the gap after a booked visit and before the next one, whatever their lengths", () => {
    const withVisit = (gapMinutes: number) =>
      agendaIn("America/Mexico_City", {
        agenda: { gapMinutes },
        // A 45-minute visit from 10:00 (16:00Z), booked as another visit type.
        appointments: [range("2026-06-10T16:00:00Z", "2026-06-10T16:45:00Z")],
      });
    // No gap: 09:30-10:00 touches the visit, 10:45 would be the next start but the grid of
    // 30-minute slots has 11:00.
    expect(startsOn(withVisit(0), "2026-06-10").slice(0, 4)).toEqual([
      "2026-06-10T15:00:00.000Z",
      "2026-06-10T15:30:00.000Z",
      "2026-06-10T17:00:00.000Z",
      "2026-06-10T17:30:00.000Z",
    ]);
    // A 15-minute gap: the grid is 09:00, 09:45, 10:30, 11:15 …; 09:45 would end at 10:15
    // and 10:30 starts before 10:45 + 15.
    expect(startsOn(withVisit(15), "2026-06-10").slice(0, 3)).toEqual([
      "2026-06-10T15:00:00.000Z",
      "2026-06-10T17:15:00.000Z",
      "2026-06-10T18:00:00.000Z",
    ]);
  });

  it("lets a slot end exactly where the next visit's gap allows, and no minute later", () => {
    // A 10-minute gap; a visit at 10:40 (16:40Z). 10:00-10:30 plus its gap ends at 10:40.
    const bookedAt = (start: string) =>
      agendaIn("America/Mexico_City", {
        agenda: { gapMinutes: 10 },
        hours: everyDay(1, at(10), at(10, 30)),
        appointments: [range(start, new Date(Date.parse(start) + 30 * 60_000))],
      });
    expect(startsOn(bookedAt("2026-06-10T16:40:00Z"), "2026-06-10")).toEqual([
      "2026-06-10T16:00:00.000Z",
    ]);
    expect(startsOn(bookedAt("2026-06-10T16:39:00Z"), "2026-06-10")).toEqual([]);
    // And a visit that ended at 09:50 plus its gap frees 10:00 exactly.
    expect(startsOn(bookedAt("2026-06-10T15:20:00Z"), "2026-06-10")).toEqual([
      "2026-06-10T16:00:00.000Z",
    ]);
    expect(startsOn(bookedAt("2026-06-10T15:21:00Z"), "2026-06-10")).toEqual([]);
  });
});

describe("notice, horizon and durations at their edges", () => {
  // 10:00 in Mexico City on 2026-06-10 is 16:00Z.
  const TEN = Date.parse("2026-06-10T16:00:00Z");
  const minute = 60_000;

  it("offers a start exactly at now + notice, not one a minute earlier", () => {
    const withNow = (now: number) =>
      agendaIn("America/Mexico_City", {
        agenda: { minNoticeMinutes: 120 },
        hours: everyDay(1, at(10), at(10, 30)),
        now: new Date(now),
      });
    expect(startsOn(withNow(TEN - 120 * minute), "2026-06-10")).toEqual([
      "2026-06-10T16:00:00.000Z",
    ]);
    expect(startsOn(withNow(TEN - 119 * minute), "2026-06-10")).toEqual([]);
  });

  it("offers a start before now + horizon, not one at it", () => {
    const withNow = (now: number) =>
      agendaIn("America/Mexico_City", {
        agenda: { horizonDays: 7 },
        hours: everyDay(1, at(10), at(10, 30)),
        now: new Date(now),
      });
    const weekBefore = TEN - 7 * 86_400_000;
    expect(startsOn(withNow(weekBefore), "2026-06-10")).toEqual([]);
    expect(startsOn(withNow(weekBefore + minute), "2026-06-10")).toEqual([
      "2026-06-10T16:00:00.000Z",
    ]);
  });

  it("counts the horizon in the agenda's calendar days across a change of time", () => {
    // Now: 2026-03-01 10:00 in Tijuana (-08:00); seven days later is 2026-03-08 10:00 (-07:00),
    // 17:00Z, one hour less than seven times 24 hours.
    const input = agendaIn("America/Tijuana", {
      agenda: { horizonDays: 7 },
      hours: everyDay(1, at(9), at(11)),
      now: new Date("2026-03-01T18:00:00Z"),
    });
    expect(startsOn(input, "2026-03-08").at(-1)).toBe("2026-03-08T16:30:00.000Z");
  });

  it("fits a visit of exactly the interval's length, not one a minute longer", () => {
    const input = agendaIn("America/Mexico_City", {
      hours: everyDay(1, at(9), at(10)),
      visitTypes: [
        { id: 60, durationMinutes: 60, modality: "in_person", active: true },
        { id: 61, durationMinutes: 61, modality: "in_person", active: true },
        { id: 20, durationMinutes: 20, modality: "in_person", active: true },
      ],
    });
    const day = computeAvailability(input, { from: "2026-06-10", days: 1 })[0]!;
    expect(day.slots.map((slot) => [slot.visitTypeId, slot.start.slice(11, 16)])).toEqual([
      [20, "15:00"],
      [60, "15:00"],
      [20, "15:20"],
      [20, "15:40"],
    ]);
    expect(startsBy(input, "2026-06-10", 1, 61)).toEqual({ "2026-06-10": [] });
  });
});

describe("offices, modalities and days", () => {
  const twoRooms = (zone: MexicoTimeZone = "America/Cancun") =>
    agendaIn(zone, {
      offices: [
        { id: 1, modality: "in_person", timeZone: "America/Cancun", active: true },
        { id: 2, modality: "online", timeZone: "America/Cancun", active: true },
        { id: 3, modality: "in_person", timeZone: "America/Cancun", active: false },
      ],
      visitTypes: [
        { id: 10, durationMinutes: 60, modality: "in_person", active: true },
        { id: 11, durationMinutes: 60, modality: "online", active: true },
        { id: 12, durationMinutes: 60, modality: "online", active: false },
      ],
      hours: [
        ...everyDay(1, at(9), at(10)),
        ...everyDay(2, at(9), at(10)),
        ...everyDay(3, at(9), at(10)),
      ],
    });

  it("offers each visit type only at active offices of its modality", () => {
    const [day] = computeAvailability(twoRooms(), { from: "2026-06-10", days: 1 });
    expect(day!.slots).toEqual([
      {
        start: "2026-06-10T14:00:00.000Z",
        end: "2026-06-10T15:00:00.000Z",
        visitTypeId: 10,
        officeId: 1,
      },
      {
        start: "2026-06-10T14:00:00.000Z",
        end: "2026-06-10T15:00:00.000Z",
        visitTypeId: 11,
        officeId: 2,
      },
    ]);
  });

  it("lists the agenda zone's dates, slots under the date their start has there", () => {
    // Agenda in Tijuana, office in Cancún open 01:00-02:00 Cancún time: in Tijuana (-07:00
    // in June) that is 23:00 of the day before.
    const input = twoRooms("America/Tijuana");
    input.hours = [{ officeId: 1, weekday: 3, startMinute: at(1), endMinute: at(2) }];
    const days = computeAvailability(input, { from: "2026-06-09", days: 3 });
    expect(days.map((day) => [day.date, day.slots.map((slot) => slot.start)])).toEqual([
      ["2026-06-09", ["2026-06-10T06:00:00.000Z"]],
      ["2026-06-10", []],
      ["2026-06-11", []],
    ]);
  });

  it("gives the next free slots across days and weeks, and explains refusals", () => {
    const input = agendaIn("America/Mexico_City", {
      now: new Date("2026-06-10T15:00:00Z"),
      agenda: { minNoticeMinutes: 60, horizonDays: 30 },
      hours: [{ officeId: 1, weekday: 3, startMinute: at(10), endMinute: at(11) }],
      appointments: [range("2026-06-17T16:00:00Z", "2026-06-17T16:30:00Z")],
    });
    const calendar = createSlotCalendar(input);
    const after = new Date("2026-06-10T15:00:00Z");
    const next = calendar.nextSlots(after, new Date("2026-08-01T00:00:00Z"), 4);
    expect(next.map((slot) => slot.start.toISOString())).toEqual([
      "2026-06-10T16:00:00.000Z",
      "2026-06-10T16:30:00.000Z",
      "2026-06-17T16:30:00.000Z",
      "2026-06-24T16:00:00.000Z",
    ]);
    // Only what the caller read busy times for.
    expect(calendar.nextSlots(after, new Date("2026-06-17T00:00:00Z"), 4)).toHaveLength(2);
    // The horizon (2026-07-10 09:00 local) ends the search.
    expect(calendar.nextSlots(new Date("2026-07-02T00:00:00Z"), after, 4)).toEqual([]);
    expect(
      calendar
        .nextSlots(new Date("2026-07-02T00:00:00Z"), new Date("2026-09-01T00:00:00Z"), 4)
        .map((slot) => slot.start.toISOString()),
    ).toEqual(["2026-07-08T16:00:00.000Z", "2026-07-08T16:30:00.000Z"]);

    const check = (start: string, visitTypeId = 10, officeId = 1) =>
      calendar.check({ visitTypeId, officeId, start: new Date(start) });
    expect(check("2026-06-10T14:30:00Z")).toEqual({ ok: false, reason: "past" });
    expect(check("2026-06-10T15:30:00Z")).toEqual({ ok: false, reason: "too_soon" });
    expect(check("2026-07-15T16:00:00Z")).toEqual({ ok: false, reason: "too_far" });
    expect(check("2026-06-17T16:10:00Z")).toEqual({ ok: false, reason: "outside_hours" });
    expect(check("2026-06-18T16:00:00Z")).toEqual({ ok: false, reason: "outside_hours" });
    expect(check("2026-06-17T16:00:00Z", 99)).toEqual({ ok: false, reason: "outside_hours" });
    expect(check("2026-06-17T16:00:00Z", 10, 2)).toEqual({ ok: false, reason: "outside_hours" });
    expect(check("2026-06-17T16:00:00Z")).toEqual({ ok: false, reason: "taken" });
    expect(check("2026-06-17T16:30:00Z")).toEqual({
      ok: true,
      slot: {
        start: new Date("2026-06-17T16:30:00Z"),
        end: new Date("2026-06-17T17:00:00Z"),
        visitTypeId: 10,
        officeId: 1,
      },
    });
    expect(calendar.today()).toBe("2026-06-10");
  });
});

describe("the arithmetic kept for speed", () => {
  const HOUR = 3_600_000;

  it("adds calendar days to an instant as Luxon's plus does, across the changes of time", () => {
    // Every 7 minutes over the northern border's spring and autumn changes, and a zone that
    // changed its offset on a half hour of UTC (Kathmandu, 1986: +05:30 to +05:45), whose
    // hour of the change is never kept.
    const cases: [string, string, number][] = [
      ["America/Tijuana", "2026-03-06T00:00:00Z", 4],
      ["America/Tijuana", "2026-10-30T00:00:00Z", 4],
      ["America/Ciudad_Juarez", "2026-10-30T00:00:00Z", 4],
      ["America/Mexico_City", "2026-06-01T00:00:00Z", 2],
      ["Asia/Kathmandu", "1985-12-30T12:00:00Z", 2],
    ];
    for (const [name, from, days] of cases) {
      const zone = IANAZone.create(name);
      for (let instant = Date.parse(from); instant < Date.parse(from) + days * 24 * HOUR;) {
        for (const add of [1, 2, 60]) {
          const luxon = DateTime.fromMillis(instant, { zone }).plus({ days: add }).toMillis();
          expect(plusZonedDays(zone, instant, add), `${name} ${instant} +${add}`).toBe(luxon);
        }
        instant += 7 * 60_000 + 13_000;
      }
    }
  });

  it("writes instants exactly as toISOString", () => {
    const instants = [
      0,
      Date.parse("2026-03-08T10:00:00Z"),
      Date.parse("2026-12-31T23:59:00Z"),
      Date.parse("2028-02-29T00:01:00Z"),
      Date.parse("2026-06-10T15:30:00.500Z"),
      Date.parse("2026-06-10T15:30:07Z"),
      -60_000,
      Date.UTC(10_000, 0, 1),
    ];
    for (const instant of instants) expect(isoOf(instant)).toBe(new Date(instant).toISOString());
  });
});
