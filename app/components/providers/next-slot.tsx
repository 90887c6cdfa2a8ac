import { Link } from "react-router";
import type { CardSlot } from "../../../common/search/next-slot.ts";
import { CalendarCheck } from "../icons/icons.tsx";
import { bookingPath } from "../../lib/booking-links.ts";
import { shortDayLabel } from "../../lib/booking-time.ts";
import { addCalendarDays, calendarDayIn, formatTime } from "../../../common/time/format.ts";
import { ZoneName } from "../booking/zone-name.tsx";

/** "hoy 17:30", "mañana 09:00" or "lun 12 ene, 10:30": the office's clock and calendar. */
export function nextSlotLabel(slot: CardSlot): string {
  const day = calendarDayIn(slot.start, slot.timeZone);
  const time = formatTime(slot.start, slot.timeZone);
  if (day === slot.today) return `hoy ${time}`;
  if (day === addCalendarDays(slot.today, 1)) return `mañana ${time}`;
  return `${shortDayLabel(day, slot.today)}, ${time}`;
}

/**
 * 'Próxima cita: hoy 17:30, hora de Tijuana' on a card, leading to the booking page open on
 * that day. The zone is named on the server's render and, once hydrated, only when the
 * visitor's clock reads otherwise (ZoneName).
 */
export function NextSlotLink({
  slug,
  slot,
  describedBy,
}: {
  slug: string;
  slot: CardSlot;
  /** The card's heading: many cards say 'Próxima cita'. */
  describedBy: string;
}) {
  return (
    <p>
      <Link
        to={bookingPath(slug, { from: calendarDayIn(slot.start, slot.timeZone) })}
        aria-describedby={describedBy}
        className="inline-flex min-h-10 items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Próxima cita: {nextSlotLabel(slot)}
          <ZoneName timeZone={slot.timeZone} at={slot.start} />
        </span>
      </Link>
    </p>
  );
}
