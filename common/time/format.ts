import { DEFAULT_TIME_ZONE } from "./zones.ts";

/*
 * The one place that builds date formatters. Every instant is printed in a named zone (Mexico
 * City unless the caller knows the office's), so the server's render, the hydrated page and a
 * mail read abroad all say the same time. Calendar days ("yyyy-mm-dd", no instant) are printed
 * at noon UTC, so no zone can move them to the day before. Formatters are cached: building one
 * costs far more than using it.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter; `timeZone` is required, so no caller falls back to the machine's zone. */
export function dateFormatter(
  options: Intl.DateTimeFormatOptions & { timeZone: string },
  locale: "es-MX" | "en-CA" = "es-MX",
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

type Parts = Record<Intl.DateTimeFormatPartTypes, string>;

/** The named parts of an instant in a zone (weekday, day, month, hour…), to compose phrases. */
export function partsIn(
  instant: Date | string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Parts {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return Object.fromEntries(
    dateFormatter({ ...options, timeZone })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Parts;
}

/** The calendar day ("yyyy-mm-dd") an instant falls on in a zone. */
export function calendarDayIn(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE) {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return dateFormatter({ timeZone, year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA")
    .format(date)
    .slice(0, 10);
}

/** The month ("yyyy-mm") an instant falls in, in a zone. */
export function monthIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return calendarDayIn(instant, timeZone).slice(0, 7);
}

/** "17:30": the wall-clock time of an instant in a zone, on a 24-hour clock. */
export function formatTime(instant: Date | string, timeZone: string): string {
  const p = partsIn(instant, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${p.hour}:${p.minute}`;
}

/** "5 mar 2026, 2:30 p.m.": a moment in tables and lists (Mexico City unless told). */
export function formatDateTime(
  instant: Date | string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return dateFormatter({ dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** "5 de marzo de 2026 a las 2:30 p.m.": a moment in a sentence, as mails say it. */
export function formatLongDateTime(
  instant: Date | string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return dateFormatter({ dateStyle: "long", timeStyle: "short", timeZone }).format(date);
}

/** Spec 'dd MMMM yyyy' in Spanish, on Mexico City's calendar: "05 marzo 2025". */
export function formatLongDate(instant: Date | string): string {
  const p = partsIn(instant, DEFAULT_TIME_ZONE, { day: "2-digit", month: "long", year: "numeric" });
  return `${p.day} ${p.month} ${p.year}`;
}

/**
 * A calendar day in es-MX, the same wherever it is rendered. The default style is "20 de mayo
 * de 2025"; `options` chooses others ({ month: "long", year: "numeric" }: "mayo de 2025").
 */
export function formatCalendarDay(
  isoDay: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  return dateFormatter({ ...options, timeZone: "UTC" }).format(calendarNoon(isoDay));
}

/** The named parts of a calendar day, to compose phrases ("lunes 2 de marzo"). */
export function calendarDayParts(isoDay: string, options: Intl.DateTimeFormatOptions): Parts {
  return partsIn(calendarNoon(isoDay), "UTC", options);
}

/** The day `days` after a calendar day ("yyyy-mm-dd"), across months and years. */
export function addCalendarDays(isoDay: string, days: number): string {
  const date = calendarNoon(isoDay);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function calendarNoon(isoDay: string): Date {
  return new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
}
