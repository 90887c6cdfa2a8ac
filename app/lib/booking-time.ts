import { useSyncExternalStore } from "react";
import {
  addCalendarDays,
  calendarDayParts,
  formatTime,
  partsIn,
} from "../../common/time/format.ts";

/*
 * How booking pages print instants: always in the office's zone (where the patient has to be
 * on time), with Intl so that the server's render and the hydrated page agree to the letter.
 */

/** "lunes 2 de marzo de 2026, 17:30": when a visit is, in its office's zone. */
export function formatWhen(instant: string, timeZone: string): string {
  const parts = partsIn(instant, timeZone, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return `${parts.weekday} ${parts.day} de ${parts.month} de ${parts.year}, ${formatTime(instant, timeZone)}`;
}

/** A calendar day with its weekday: "lunes 2 de marzo". */
export function formatDay(isoDay: string): string {
  const parts = calendarDayParts(isoDay, { weekday: "long", day: "numeric", month: "long" });
  return `${parts.weekday} ${parts.day} de ${parts.month}`;
}

/** "Hoy", "Mañana" or the weekday and date, for a day heading; `today` is in the same zone. */
export function dayHeading(isoDay: string, today: string): string {
  const label = formatDay(isoDay);
  if (isoDay === today) return `Hoy, ${label}`;
  if (isoDay === addCalendarDays(today, 1)) return `Mañana, ${label}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "Hoy", "Mañana" or "lun 2 mar": a day in a few letters, for compact lists of times. */
export function shortDayLabel(isoDay: string, today: string): string {
  if (isoDay === today) return "Hoy";
  if (isoDay === addCalendarDays(today, 1)) return "Mañana";
  const parts = calendarDayParts(isoDay, { weekday: "short", day: "numeric", month: "short" });
  return `${parts.weekday} ${parts.day} ${parts.month}`.replaceAll(".", "");
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
