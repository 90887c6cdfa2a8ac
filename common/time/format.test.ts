import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  calendarDayIn,
  calendarDayParts,
  dateFormatter,
  formatCalendarDay,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatTime,
  monthIn,
  partsIn,
} from "./format.ts";

describe("instants, printed in a named zone", () => {
  it("prints dd MMMM yyyy in Spanish, in Mexico City's calendar", () => {
    expect(formatLongDate("2025-03-05T18:00:00Z")).toBe("05 marzo 2025");
    // 02:00 UTC on 1 January is still 31 December in Mexico City.
    expect(formatLongDate("2025-01-01T02:00:00Z")).toBe("31 diciembre 2024");
  });

  it("says a mail's moment in Mexico City unless told another zone", () => {
    const at = new Date("2026-07-15T18:05:00Z");
    expect(formatLongDateTime(at)).toBe("15 de julio de 2026 a las 12:05 p.m.");
    expect(formatLongDateTime(at, "America/Tijuana")).toBe("15 de julio de 2026 a las 11:05 a.m.");
    expect(formatDateTime(at)).toBe("15 jul 2026, 12:05 p.m.");
  });

  it("gives the calendar day and month of an instant in each zone", () => {
    // 05:30 UTC on 1 March: 23:30 on 28 February in Mexico City (UTC-6), 00:30 on 1 March in
    // Cancún (UTC-5).
    const at = "2026-03-01T05:30:00Z";
    expect(calendarDayIn(at)).toBe("2026-02-28");
    expect(calendarDayIn(at, "America/Cancun")).toBe("2026-03-01");
    expect(monthIn(new Date(at))).toBe("2026-02");
    expect(monthIn(new Date(at), "America/Cancun")).toBe("2026-03");
  });

  it("follows the border's daylight saving and not the centre's (2026)", () => {
    // 8 March 2026: Tijuana moves to UTC-7; Mexico City stays at UTC-6.
    expect(formatTime("2026-03-09T18:00:00Z", "America/Tijuana")).toBe("11:00");
    expect(formatTime("2026-03-07T18:00:00Z", "America/Tijuana")).toBe("10:00");
    expect(formatTime("2026-03-09T18:00:00Z", "America/Mexico_City")).toBe("12:00");
    expect(formatTime("2026-07-01T18:00:00Z", "America/Ciudad_Juarez")).toBe("12:00");
  });

  it("builds each formatter once", () => {
    const options = { timeZone: "America/Merida", hour: "2-digit" } as const;
    expect(dateFormatter(options)).toBe(dateFormatter({ ...options }));
    expect(partsIn("2026-01-01T12:00:00Z", "America/Merida", { hour: "2-digit" }).hour).toBe("06");
  });
});

describe("calendar days, the same wherever they are printed", () => {
  it("prints a day in es-MX in any style", () => {
    expect(formatCalendarDay("2025-05-20")).toBe("20 de mayo de 2025");
    expect(formatCalendarDay("2025-01-15", { month: "long", year: "numeric" })).toBe(
      "enero de 2025",
    );
    expect(calendarDayParts("2026-03-02", { weekday: "long" }).weekday).toBe("lunes");
  });

  it("adds days across months and years", () => {
    expect(addCalendarDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
