import { Link } from "react-router";
import type { AvailabilityDto } from "../../../common/booking/types.ts";
import { CalendarCheck } from "../icons/icons.tsx";
import { bookingPath } from "../../lib/booking-links.ts";
import { officeZoneOf, slotsByDay } from "./slot-picker.tsx";
import { shortDayLabel } from "../../lib/booking-time.ts";
import { calendarDayIn, formatTime } from "../../../common/time/format.ts";
import { ZoneNote } from "./zone-name.tsx";

/** How many times the profile offers before 'Ver todos los horarios'. */
export const STRIP_SLOTS = 6;

/** The profile's booking data: the first free times of its first visit type that has any. */
export interface ProfileBooking {
  slug: string;
  today: string;
  visitType: { id: number; name: string } | null;
  slots: { start: string; officeId: number; timeZone: string }[];
}

/** Picks the strip's times from two weeks of availability (done in the profile's loader). */
export function profileBookingOf(
  slug: string,
  availability: AvailabilityDto,
  now: Date,
): ProfileBooking {
  const today = calendarDayIn(now.toISOString(), availability.timeZone);
  for (const visitType of availability.visitTypes) {
    const slots = slotsByDay(availability, visitType.id, null)
      .flatMap((day) => day.slots)
      .slice(0, STRIP_SLOTS);
    if (slots.length > 0) {
      return {
        slug,
        today,
        visitType: { id: visitType.id, name: visitType.name },
        slots: slots.map((slot) => ({
          start: slot.start,
          officeId: slot.officeId,
          timeZone: officeZoneOf(availability.offices, slot.officeId, availability.timeZone),
        })),
      };
    }
  }
  return { slug, today, visitType: null, slots: [] };
}

/**
 * 'Próximos horarios' on the profile of a doctor who books online: the next free times, each
 * a link straight to the confirm step, and the whole picker one link away.
 */
export function NextSlotsStrip({ booking }: { booking: ProfileBooking }) {
  const first = booking.slots[0];
  return (
    <section
      aria-labelledby="proximos-horarios"
      className="rounded-xl border border-brand-100 bg-brand-50/40 p-5"
    >
      <h2
        id="proximos-horarios"
        className="flex items-center gap-2 text-lg font-bold text-gray-900"
      >
        <CalendarCheck aria-hidden="true" className="size-5 text-brand-700" />
        Próximos horarios
      </h2>
      {first && booking.visitType ? (
        <>
          <p className="mt-1 text-sm text-gray-700">{booking.visitType.name}</p>
          <ZoneNote timeZone={first.timeZone} at={first.start} />
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {booking.slots.map((slot) => (
              <li key={`${slot.start}-${slot.officeId}`}>
                <Link
                  to={bookingPath(booking.slug, {
                    visitType: booking.visitType!.id,
                    office: slot.officeId,
                    start: slot.start,
                  })}
                  className="flex min-h-11 flex-col items-center justify-center rounded-md border border-brand-600 bg-white px-2 py-1 text-center text-brand-800 hover:bg-brand-50"
                >
                  <span className="text-xs text-gray-700">
                    {shortDayLabel(calendarDayIn(slot.start, slot.timeZone), booking.today)}
                  </span>
                  <span className="font-semibold tabular-nums">
                    {formatTime(slot.start, slot.timeZone)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-gray-700">No hay horarios libres en las próximas dos semanas.</p>
      )}
      <Link
        to={bookingPath(booking.slug)}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Ver todos los horarios
      </Link>
    </section>
  );
}
