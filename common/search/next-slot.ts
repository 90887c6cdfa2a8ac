import type { NextSlotDto } from "../booking/types.ts";
import { calendarDayIn as dateIn } from "../time/format.ts";

/**
 * A result card's next free slot ('Próxima cita'), with the date it was 'today' in the
 * office's zone when the page was loaded: the server's render and the hydrated page then say
 * 'hoy' or 'mañana' alike, whatever the visitor's clock.
 */
export interface CardSlot extends NextSlotDto {
  /** YYYY-MM-DD */
  today: string;
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
