import { describe, expect, it } from "vitest";
import { dayHeading, formatWhen, shortDayLabel, zoneDiffers } from "./booking-time.ts";
import { addCalendarDays, calendarDayIn, formatTime } from "../../common/time/format.ts";
import { zoneName } from "../../common/time/zones.ts";

describe("booking's clock", () => {
  it("prints an instant on the office's clock, on both sides of Tijuana's change of time", () => {
    // 2026-03-08: Tijuana moves from UTC-8 to UTC-7; Mexico City stays at UTC-6.
    expect(formatTime("2026-03-07T17:30:00.000Z", "America/Tijuana")).toBe("09:30");
    expect(formatTime("2026-03-09T17:30:00.000Z", "America/Tijuana")).toBe("10:30");
    expect(formatTime("2026-03-09T17:30:00.000Z", "America/Mexico_City")).toBe("11:30");
    expect(formatTime("2026-03-09T17:30:00.000Z", "America/Cancun")).toBe("12:30");
  });

  it("names the day an instant falls on in a zone, which may be another day in UTC", () => {
    expect(calendarDayIn("2026-03-10T05:30:00.000Z", "America/Mexico_City")).toBe("2026-03-09");
    expect(calendarDayIn("2026-03-10T05:30:00.000Z", "America/Cancun")).toBe("2026-03-10");
    expect(formatWhen("2026-03-10T05:30:00.000Z", "America/Mexico_City")).toBe(
      "lunes 9 de marzo de 2026, 23:30",
    );
  });

  it("says Hoy and Mañana, then the weekday, and counts days across months", () => {
    expect(addCalendarDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(dayHeading("2026-03-09", "2026-03-09")).toBe("Hoy, lunes 9 de marzo");
    expect(dayHeading("2026-03-10", "2026-03-09")).toBe("Mañana, martes 10 de marzo");
    expect(dayHeading("2026-03-11", "2026-03-09")).toBe("Miércoles 11 de marzo");
    expect(shortDayLabel("2026-03-09", "2026-03-09")).toBe("Hoy");
    expect(shortDayLabel("2026-03-12", "2026-03-09")).toBe("jue 12 mar");
  });

  it("names the zone before hydration, and afterwards only where the visitor's clock differs", () => {
    const at = "2026-07-01T18:00:00.000Z";
    expect(zoneName("America/Tijuana")).toBe("hora de Tijuana");
    expect(zoneDiffers("America/Tijuana", null, at)).toBe(true);
    expect(zoneDiffers("America/Tijuana", "America/Tijuana", at)).toBe(false);
    // Monterrey's clock reads as Mexico City's: nothing to say.
    expect(zoneDiffers("America/Monterrey", "America/Mexico_City", at)).toBe(false);
    expect(zoneDiffers("America/Tijuana", "America/Mexico_City", at)).toBe(true);
    // Hermosillo and Tijuana agree in summer (UTC-7) and differ in winter.
    expect(zoneDiffers("America/Hermosillo", "America/Tijuana", at)).toBe(false);
    expect(zoneDiffers("America/Hermosillo", "America/Tijuana", "2026-01-10T18:00:00Z")).toBe(true);
  });
});
