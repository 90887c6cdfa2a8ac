import { describe, expect, it } from "vitest";
import {
  addDays,
  dayInMexicoCity,
  firstDayOfWeeks,
  isoWeekOf,
  mondayOf,
  weeklyTotals,
} from "./weeks.ts";

describe("analytics calendar", () => {
  it("counts days in Mexico City, not in UTC", () => {
    // 03:00 UTC on 6 January is still 5 January (21:00) in Mexico City (UTC-6, no DST).
    expect(dayInMexicoCity(new Date("2026-01-06T03:00:00Z"))).toBe("2026-01-05");
    expect(dayInMexicoCity(new Date("2026-01-06T06:00:00Z"))).toBe("2026-01-06");
    expect(dayInMexicoCity(new Date("2026-07-01T05:59:00Z"))).toBe("2026-06-30");
  });

  it("starts weeks on Monday and labels them as ISO weeks", () => {
    expect(mondayOf("2026-01-05")).toBe("2026-01-05"); // a Monday
    expect(mondayOf("2026-01-11")).toBe("2026-01-05"); // its Sunday
    expect(mondayOf("2026-01-01")).toBe("2025-12-29"); // a Thursday
    expect(isoWeekOf("2026-01-01")).toBe("2026-W01");
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53"); // 2026 has 53 ISO weeks
    expect(isoWeekOf("2021-01-03")).toBe("2020-W53");
    expect(isoWeekOf("2026-03-02")).toBe("2026-W10");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("sums days into zero-filled weeks ending with the current one", () => {
    const weeks = weeklyTotals(
      [
        { day: "2026-01-05", views: 3, calls: 1, whatsapp: 0, bookings: 0 },
        { day: "2026-01-11", views: 2, calls: 0, whatsapp: 1, bookings: 1 },
        { day: "2026-01-14", views: 7, calls: 2, whatsapp: 0, bookings: 0 },
        { day: "2025-11-01", views: 99, calls: 9, whatsapp: 9, bookings: 9 }, // too old
      ],
      "2026-01-15",
      3,
    );
    expect(firstDayOfWeeks("2026-01-15", 3)).toBe("2025-12-29");
    expect(weeks).toEqual([
      {
        weekStart: "2025-12-29",
        weekEnd: "2026-01-04",
        isoWeek: "2026-W01",
        views: 0,
        calls: 0,
        whatsapp: 0,
        bookings: 0,
      },
      {
        weekStart: "2026-01-05",
        weekEnd: "2026-01-11",
        isoWeek: "2026-W02",
        views: 5,
        calls: 1,
        whatsapp: 1,
        bookings: 1,
      },
      {
        weekStart: "2026-01-12",
        weekEnd: "2026-01-18",
        isoWeek: "2026-W03",
        views: 7,
        calls: 2,
        whatsapp: 0,
        bookings: 0,
      },
    ]);
  });
});
