import type { NextSlotDto } from "../booking/types.ts";

/**
 * A result card's next free slot ('Próxima cita'), with the date it was 'today' in the
 * office's zone when the page was loaded: the server's render and the hydrated page then say
 * 'hoy' or 'mañana' alike, whatever the visitor's clock.
 */
export interface CardSlot extends NextSlotDto {
  /** YYYY-MM-DD */
  today: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
function dateIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The cards' slots of a page as of `now`: a slot that has begun is dropped (an answer the
 * search kept for a minute must not offer the past), each other gets the office's date.
 */
export function cardSlotsOf(
  slots: Record<number, NextSlotDto>,
  now: Date,
): Record<number, CardSlot> {
  const cards: Record<number, CardSlot> = {};
  for (const [id, slot] of Object.entries(slots))
    if (Date.parse(slot.start) > now.getTime())
      cards[Number(id)] = { ...slot, today: dateIn(now, slot.timeZone) };
  return cards;
}
