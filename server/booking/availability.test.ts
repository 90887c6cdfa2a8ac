import { describe, expect, it } from "vitest";
import type { MexicoTimeZone } from "../../common/time/zones.ts";
import {
  computeAvailability,
  createSlotCalendar,
  type AvailabilityInput,
  type OpeningHours,
} from "./availability.ts";

/**
 * The slot computation on its own, with the clock given. Times in comments are local wall
 * times of the office; the expectations are the UTC instants the API answers.
 */

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

function everyDay(officeId: number, startMinute: number, endMinute: number): OpeningHours[] {
  return EVERY_DAY.map((weekday) => ({ officeId, weekday, startMinute, endMinute }));
}

/** One office and one 30-minute in-person visit type in `zone`, open 09:00-14:00 daily. */
function agendaIn(zone: MexicoTimeZone, overrides: Partial<AvailabilityInput> = {}) {
  const input: AvailabilityInput = {
    agenda: { timeZone: zone, gapMinutes: 0, minNoticeMinutes: 0, horizonDays: 365 },
    offices: [{ id: 1, modality: "in_person", timeZone: zone, active: true }],
    visitTypes: [{ id: 10, durationMinutes: 30, modality: "in_person", active: true }],
    hours: everyDay(1, 9 * 60, 14 * 60),
    exceptions: [],
    blocks: [],
    appointments: [],
    now: new Date("2026-01-01T00:00:00Z"),
    ...overrides,
  };
  return input;
}

const startsBy = (input: AvailabilityInput, from: string, days: number) =>
  Object.fromEntries(
    computeAvailability(input, { from, days }).map((day) => [
      day.date,
      day.slots.map((slot) => slot.start),
    ]),
  );

const firstStarts = (input: AvailabilityInput, from: string, days: number) =>
  Object.values(startsBy(input, from, days)).map((starts) => starts[0]);

describe("the northern border's changes of time in 2026", () => {
  it.each([
    ["America/Tijuana", "2026-03-07", ["2026-03-07T17:00:00.000Z", "2026-03-08T16:00:00.000Z"]],
    ["America/Tijuana", "2026-10-31", ["2026-10-31T16:00:00.000Z", "2026-11-01T17:00:00.000Z"]],
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
    ["America/Mexico_City", "2026-03-07", ["2026-03-07T15:00:00.000Z", "2026-03-08T15:00:00.000Z"]],
    ["America/Mexico_City", "2026-10-31", ["2026-10-31T15:00:00.000Z", "2026-11-01T15:00:00.000Z"]],
    ["America/Hermosillo", "2026-03-07", ["2026-03-07T16:00:00.000Z", "2026-03-08T16:00:00.000Z"]],
    ["America/Cancun", "2026-10-31", ["2026-10-31T14:00:00.000Z", "2026-11-01T14:00:00.000Z"]],
  ] as const)("%s from %s: 09:00 local each day", (zone, from, expected) => {
    expect(firstStarts(agendaIn(zone), from, 2)).toEqual(expected);
  });
});

describe("createSlotCalendar", () => {
  it("explains why a start is not bookable", () => {
    const calendar = createSlotCalendar(
      agendaIn("America/Mexico_City", {
        now: new Date("2026-05-04T15:00:00Z"),
        agenda: {
          timeZone: "America/Mexico_City",
          gapMinutes: 0,
          minNoticeMinutes: 60,
          horizonDays: 10,
        },
        appointments: [
          { start: new Date("2026-05-05T15:00:00Z"), end: new Date("2026-05-05T15:30:00Z") },
        ],
      }),
    );
    const check = (start: string) =>
      calendar.check({ visitTypeId: 10, officeId: 1, start: new Date(start) });
    expect(check("2026-05-04T14:30:00Z")).toEqual({ ok: false, reason: "past" });
    expect(check("2026-05-04T15:30:00Z")).toEqual({ ok: false, reason: "too_soon" });
    expect(check("2026-05-14T15:00:00Z")).toEqual({ ok: false, reason: "too_far" });
    expect(check("2026-05-05T15:10:00Z")).toEqual({ ok: false, reason: "outside_hours" });
    expect(check("2026-05-05T15:00:00Z")).toEqual({ ok: false, reason: "taken" });
    expect(check("2026-05-05T15:30:00Z")).toEqual({
      ok: true,
      slot: {
        start: new Date("2026-05-05T15:30:00Z"),
        end: new Date("2026-05-05T16:00:00Z"),
        visitTypeId: 10,
        officeId: 1,
      },
    });
  });
});
