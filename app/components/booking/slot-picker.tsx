import { Link } from "react-router";
import type { AvailabilityDto, OfficeDto, SlotDto } from "../../../common/booking/types.ts";
import { ChevronLeft, ChevronRight } from "../icons/icons.tsx";
import { dayHeading } from "../../lib/booking-time.ts";
import { formatTime } from "../../../common/time/format.ts";
import { ZoneNote } from "./zone-name.tsx";

/** How many days open at once: the first ones with free times; the rest one tap away. */
const DAYS_OPEN = 2;

export function officeZoneOf(
  offices: readonly Pick<OfficeDto, "id" | "timeZone">[],
  officeId: number,
  fallback: string,
): string {
  return offices.find((office) => office.id === officeId)?.timeZone ?? fallback;
}

/** The days with the slots of one visit type (and office, when one was chosen). */
export function slotsByDay(
  availability: Pick<AvailabilityDto, "days">,
  visitTypeId: number,
  officeId: number | null,
): { date: string; slots: SlotDto[] }[] {
  return availability.days.map((day) => ({
    date: day.date,
    slots: day.slots.filter(
      (slot) =>
        slot.visitTypeId === visitTypeId && (officeId === null || slot.officeId === officeId),
    ),
  }));
}

const slotLink =
  "flex min-h-11 items-center justify-center rounded-md border border-brand-600 px-2 font-semibold text-brand-700 tabular-nums hover:bg-brand-50";

/**
 * The free times grouped by day, each time a link to the confirm step. Days are disclosures
 * (`<details>`): on a phone two weeks of times would be several screens long.
 */
export function SlotPicker({
  availability,
  today,
  visitTypeId,
  officeId,
  hrefOf,
  pages,
}: {
  availability: AvailabilityDto;
  /** Today in the agenda's zone, for 'Hoy' and 'Mañana'. */
  today: string;
  visitTypeId: number;
  officeId: number | null;
  hrefOf: (slot: SlotDto) => string;
  pages: { previous: string | null; next: string | null };
}) {
  const days = slotsByDay(availability, visitTypeId, officeId);
  const withSlots = days.filter((day) => day.slots.length > 0);
  const zoneOf = (slot: SlotDto) =>
    officeZoneOf(availability.offices, slot.officeId, availability.timeZone);
  const first = withSlots[0]?.slots[0];
  const showOffice = new Set(withSlots.flatMap((d) => d.slots.map((s) => s.officeId))).size > 1;
  const officeName = (id: number) => availability.offices.find((o) => o.id === id)?.name ?? "";

  return (
    <section aria-labelledby="horarios-titulo" className="mt-6">
      <h2 id="horarios-titulo" className="text-xl font-bold text-gray-900">
        Elige un horario
      </h2>
      {first ? <ZoneNote timeZone={zoneOf(first)} at={first.start} /> : null}
      {withSlots.length === 0 ? (
        <p className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4 text-gray-700">
          No hay horarios disponibles en estas fechas.
          {pages.next ? " Revisa las fechas siguientes." : ""}
        </p>
      ) : (
        <div className="mt-4 space-y-3">
          {withSlots.map((day, index) => (
            <details
              key={day.date}
              open={index < DAYS_OPEN}
              className="group rounded-lg border border-gray-200"
            >
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 font-semibold text-gray-900">
                <span>{dayHeading(day.date, today)}</span>
                <span className="text-sm font-normal text-gray-600">
                  {day.slots.length === 1 ? "1 horario" : `${day.slots.length} horarios`}
                </span>
              </summary>
              <ul className="grid grid-cols-3 gap-2 px-4 pb-4 sm:grid-cols-5">
                {day.slots.map((slot) => (
                  <li key={`${slot.start}-${slot.officeId}`}>
                    <Link to={hrefOf(slot)} className={slotLink}>
                      {formatTime(slot.start, zoneOf(slot))}
                      {showOffice ? (
                        <span className="sr-only"> en {officeName(slot.officeId)}</span>
                      ) : null}
                    </Link>
                    {showOffice ? (
                      <span
                        aria-hidden="true"
                        className="mt-0.5 block truncate text-xs text-gray-600"
                      >
                        {officeName(slot.officeId)}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      )}
      <nav aria-label="Otras fechas" className="mt-4 flex justify-between gap-2">
        {pages.previous ? (
          <Link
            to={pages.previous}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 underline"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Fechas anteriores
          </Link>
        ) : (
          <span />
        )}
        {pages.next ? (
          <Link
            to={pages.next}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 underline"
          >
            Fechas siguientes
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
