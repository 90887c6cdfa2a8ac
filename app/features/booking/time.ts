import { useSyncExternalStore } from "react";
import { TIME_ZONE_LABELS, isMexicoTimeZone } from "../../../common/time/zones.ts";

/*
 * How booking pages print instants: always in the office's zone (where the patient has to be
 * on time), with Intl so that the server's render and the hydrated page agree to the letter.
 */

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(
  store: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let formatter = store.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("es-MX", { ...options, timeZone });
    store.set(timeZone, formatter);
  }
  return formatter;
}

/** "17:30": the wall-clock time of an instant in a zone, on a 24-hour clock. */
export function formatTime(instant: string, timeZone: string): string {
  return cached(timeFormatters, timeZone, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayOf(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    cached(dayFormatters, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "lunes 2 de marzo de 2026, 17:30": when a visit is, in its office's zone. */
export function formatWhen(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    cached(dateTimeFormatters, timeZone, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} de ${parts.month} de ${parts.year}, ${formatTime(instant, timeZone)}`;
}

const CALENDAR_DAY = new Intl.DateTimeFormat("es-MX", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** A calendar day with its weekday: "lunes 2 de marzo". */
export function formatDay(isoDay: string): string {
  const parts = Object.fromEntries(
    CALENDAR_DAY.formatToParts(new Date(`${isoDay}T12:00:00Z`)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} de ${parts.month}`;
}

/** The day after (or `days` after) a calendar day, as YYYY-MM-DD. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Hoy", "Mañana" or the weekday and date, for a day heading; `today` is in the same zone. */
export function dayHeading(isoDay: string, today: string): string {
  const label = formatDay(isoDay);
  if (isoDay === today) return `Hoy, ${label}`;
  if (isoDay === addDays(today, 1)) return `Mañana, ${label}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const SHORT_DAY = new Intl.DateTimeFormat("es-MX", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Hoy", "Mañana" or "lun 2 mar": a day in a few letters, for compact lists of times. */
export function shortDayLabel(isoDay: string, today: string): string {
  if (isoDay === today) return "Hoy";
  if (isoDay === addDays(today, 1)) return "Mañana";
  const parts = Object.fromEntries(
    SHORT_DAY.formatToParts(new Date(`${isoDay}T12:00:00Z`)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}`.replaceAll(".", "");
}

/** How a person in Mexico names a zone's clock: "hora de Tijuana". */
export function zoneLabel(timeZone: string): string {
  return isMexicoTimeZone(timeZone) ? TIME_ZONE_LABELS[timeZone] : timeZone;
}

const subscribeNever = () => () => {};

/**
 * The visitor's own zone once the page has hydrated, null before (and on the server), so that
 * the first client render matches the server's HTML.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(
    subscribeNever,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/**
 * Whether the zone must be named beside a time: always before hydration (the server does not
 * know where the visitor is), and afterwards only when the visitor's clock says otherwise.
 * Zones with the same rules (Monterrey and Mexico City) tell the same time: compared by offset
 * at the instant shown.
 */
export function zoneDiffers(timeZone: string, visitorZone: string | null, at: string): boolean {
  if (visitorZone === null) return true;
  if (visitorZone === timeZone) return false;
  try {
    return formatTime(at, timeZone) !== formatTime(at, visitorZone);
  } catch {
    return true;
  }
}
