/**
 * The numbers booking's rules use, in one place (docs/booking.md explains each).
 * Slot hoarding: a patient holds at most MAX_UPCOMING_PER_PATIENT future visits, and at most
 * MAX_UPCOMING_PER_DOCTOR with one listing. No-show farming: an account with
 * NO_SHOW_LIMIT no-shows within NO_SHOW_WINDOW_DAYS books by phone, not online.
 */
export const MAX_UPCOMING_PER_PATIENT = 3;
export const MAX_UPCOMING_PER_DOCTOR = 1;
export const NO_SHOW_LIMIT = 2;
export const NO_SHOW_WINDOW_DAYS = 90;

/** GET availability: at most this many days per request, starting at most this far ahead. */
export const MAX_AVAILABILITY_DAYS = 31;
export const MAX_AVAILABILITY_START_DAYS = 366;

/** A 409 offers this many other free slots. */
export const NEXT_SLOTS_ON_CONFLICT = 5;

export const MIN_REASON = 3;
export const MAX_REASON = 500;
export const MAX_CANCEL_MESSAGE = 500;

/** Reminders: this long before the visit. */
export const REMINDER_OFFSETS_MINUTES = { "24h": 24 * 60, "2h": 2 * 60 } as const;

/** Agenda settings' defaults for a new agenda. */
export const AGENDA_DEFAULTS = {
  gapMinutes: 0,
  minNoticeMinutes: 120,
  horizonDays: 60,
  cancellationWindowHours: 24,
} as const;
