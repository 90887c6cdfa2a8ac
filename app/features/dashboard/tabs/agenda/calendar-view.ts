import { addCalendarDays } from "../../../../../common/time/format.ts";

/** The day or week of appointments the 'Agenda' tab shows, from `?vista=` and `?fecha=`. */
export interface CalendarView {
  mode: "dia" | "semana";
  /** The day asked for (a week shows the Monday-to-Sunday week around it). */
  date: string;
  /** The first day shown and how many. */
  from: string;
  days: number;
  today: string;
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function weekdayOf(isoDay: string): number {
  return ((new Date(`${isoDay}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export function calendarViewOf(params: URLSearchParams, today: string): CalendarView {
  const mode = params.get("vista") === "dia" ? "dia" : "semana";
  const asked = params.get("fecha");
  const date =
    asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  return mode === "dia"
    ? { mode, date, from: date, days: 1, today }
    : { mode, date, from: addCalendarDays(date, 1 - weekdayOf(date)), days: 7, today };
}

/** The tab's address for a view; the first tab's links keep the rest of the address. */
export function calendarHref(mode: CalendarView["mode"], date: string): string {
  return `/dashboard?tab=agenda&vista=${mode}&fecha=${date}#citas`;
}

/** The views before and after this one (a day or a week away). */
export function neighbours(view: CalendarView): { previous: string; next: string } {
  const step = view.mode === "dia" ? 1 : 7;
  return { previous: addCalendarDays(view.date, -step), next: addCalendarDays(view.date, step) };
}
