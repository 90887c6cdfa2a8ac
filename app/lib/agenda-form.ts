/** Every form of the 'Agenda' tab, by the `intent` its submit button carries. */
export const AGENDA_INTENTS = [
  "agenda-publish",
  "agenda-unpublish",
  "agenda-settings",
  "agenda-office-import",
  "agenda-office-add",
  "agenda-office-update",
  "agenda-hours",
  "agenda-visit-type-add",
  "agenda-visit-type-update",
  "agenda-exception-add",
  "agenda-exception-remove",
  "agenda-block-add",
  "agenda-block-remove",
  "agenda-feed-create",
  "agenda-feed-revoke",
  "agenda-attendance",
  "agenda-cancel",
] as const;
export type AgendaIntent = (typeof AGENDA_INTENTS)[number];

/** What the dashboard's action answers to one of those forms. */
export interface AgendaOutcome {
  intent: AgendaIntent;
  /** The office, visit type, exception, block or appointment the form was about. */
  target: number | null;
  /** Said beside the form that was sent. */
  done?: string;
  error?: string;
  /** The input the error belongs to (its name in the form). */
  field?: string;
  /** What was typed, put back into a refused form. */
  values?: Record<string, string>;
  /** The private calendar's address: shown once, right after it is made. */
  feedUrl?: string;
}

/**
 * Weekly hours travel as minutes since midnight (the agenda's storage) and appear as "09:00"
 * in time fields. The end of a day is minute 1440: a time field cannot say "24:00", so an
 * end of "00:00" after a later start means midnight at the end of the day.
 */
export function clockOf(minutes: number): string {
  const clamped = Math.max(0, Math.min(1440, minutes)) % 1440;
  const hours = Math.floor(clamped / 60);
  return `${String(hours).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
}

/** "09:30" as 570; null for anything that is not a time of day. */
export function minutesOf(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/.exec(clock.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** An interval's end: "00:00" after a later start is the end of the day. */
export function endMinutesOf(clock: string, start: number | null): number | null {
  const minutes = minutesOf(clock);
  if (minutes === 0 && start !== null && start > 0) return 1440;
  return minutes;
}

export const WEEKDAYS = [
  { value: 1, label: "Lunes" },
  { value: 2, label: "Martes" },
  { value: 3, label: "Miércoles" },
  { value: 4, label: "Jueves" },
  { value: 5, label: "Viernes" },
  { value: 6, label: "Sábado" },
  { value: 7, label: "Domingo" },
] as const;
