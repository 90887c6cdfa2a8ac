import { calendarDayIn } from "../time/format.ts";
import { DEFAULT_TIME_ZONE } from "../time/zones.ts";

/**
 * Profile analytics in calendar terms: days are Mexico City days, weeks are ISO weeks
 * (Monday to Sunday). Pure functions on "yyyy-mm-dd" strings, so the server, the tests and
 * the dashboard agree on which week a click belongs to.
 */
export const ANALYTICS_TIME_ZONE = DEFAULT_TIME_ZONE;

/** What a profile counts: a view of the page and clicks on its contact links. */
export const PROFILE_EVENT_KINDS = ["view", "call", "whatsapp", "booking"] as const;
export type ProfileEventKind = (typeof PROFILE_EVENT_KINDS)[number];

export const DEFAULT_ANALYTICS_WEEKS = 12;
export const MAX_ANALYTICS_WEEKS = 52;

export interface DailyCounts {
  day: string;
  views: number;
  calls: number;
  whatsapp: number;
  bookings: number;
}

export interface WeeklyStats {
  /** Monday, yyyy-mm-dd. */
  weekStart: string;
  /** Sunday, yyyy-mm-dd. */
  weekEnd: string;
  /** ISO 8601 week, e.g. "2026-W02". */
  isoWeek: string;
  views: number;
  calls: number;
  whatsapp: number;
  bookings: number;
}

/** `GET /api/providers/me/analytics`: weeks oldest first, the current one last. */
export interface ProfileAnalytics {
  providerId: number;
  timeZone: typeof ANALYTICS_TIME_ZONE;
  weeks: WeeklyStats[];
}

/** The calendar day an instant falls on in Mexico City. */
export function dayInMexicoCity(instant: Date): string {
  return calendarDayIn(instant, ANALYTICS_TIME_ZONE);
}

function toDate(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The Monday of the ISO week a day belongs to. */
export function mondayOf(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** ISO 8601 week label: the week belongs to the year of its Thursday. */
export function isoWeekOf(day: string): string {
  const thursday = toDate(addDays(mondayOf(day), 3));
  const year = thursday.getUTCFullYear();
  const firstThursday = toDate(addDays(mondayOf(`${year}-01-04`), 3));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The first day of the oldest of `weeks` weeks ending with the week of `today`. */
export function firstDayOfWeeks(today: string, weeks: number): string {
  return addDays(mondayOf(today), -7 * (weeks - 1));
}

/** Sums daily rows into `weeks` ISO weeks ending with the week of `today`; empty weeks are zero. */
export function weeklyTotals(rows: DailyCounts[], today: string, weeks: number): WeeklyStats[] {
  const first = firstDayOfWeeks(today, weeks);
  const result: WeeklyStats[] = Array.from({ length: weeks }, (_, index) => {
    const weekStart = addDays(first, index * 7);
    return {
      weekStart,
      weekEnd: addDays(weekStart, 6),
      isoWeek: isoWeekOf(weekStart),
      views: 0,
      calls: 0,
      whatsapp: 0,
      bookings: 0,
    };
  });
  const byStart = new Map(result.map((week) => [week.weekStart, week]));
  for (const row of rows) {
    const week = byStart.get(mondayOf(row.day));
    if (!week) continue;
    week.views += row.views;
    week.calls += row.calls;
    week.whatsapp += row.whatsapp;
    week.bookings += row.bookings;
  }
  return result;
}
