import { BOOKING_MESSAGES } from "../../../common/booking/messages.ts";
import type { AvailabilityDto, SlotDto } from "../../../common/booking/types.ts";
import type { BookingViewer } from "./booking-form.tsx";
import { BOOKING_PARAMS, type BookingStep } from "../../lib/booking-links.ts";
import { calendarDayIn } from "../../../common/time/format.ts";

const positiveId = (value: string | null): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * The step a booking address asks for. Values that do not parse are dropped (the page falls
 * back to its first step) rather than refused: they come from links, and a stale or edited one
 * should still lead somewhere useful.
 */
export function parseBookingStep(params: URLSearchParams): Required<BookingStep> {
  const from = params.get(BOOKING_PARAMS.from);
  const start = params.get(BOOKING_PARAMS.start);
  return {
    visitType: positiveId(params.get(BOOKING_PARAMS.visitType)),
    office: positiveId(params.get(BOOKING_PARAMS.office)),
    from: from && /^\d{4}-\d{2}-\d{2}$/.test(from) && !Number.isNaN(Date.parse(from)) ? from : null,
    start: start && !Number.isNaN(Date.parse(start)) && start.length <= 40 ? start : null,
    reschedule: positiveId(params.get(BOOKING_PARAMS.reschedule)),
  };
}

/**
 * The first day to ask availability for when a slot was chosen: its calendar day on Tijuana's
 * clock, the westernmost of Mexico's, so that the slot's own day in any office's zone is that
 * day or the next. Never before today (the page does not page into the past).
 */
export function firstDayForSlot(start: string, now: Date): string {
  const slotDay = calendarDayIn(start, "America/Tijuana");
  const today = calendarDayIn(now.toISOString(), "America/Tijuana");
  return slotDay < today ? today : slotDay;
}

/** The free slot a confirm address names, if it is still free. */
export function findSlot(
  availability: Pick<AvailabilityDto, "days">,
  wanted: { start: string; visitTypeId: number; officeId: number | null },
): SlotDto | null {
  const at = Date.parse(wanted.start);
  for (const day of availability.days) {
    const slot = day.slots.find(
      (candidate) =>
        Date.parse(candidate.start) === at &&
        candidate.visitTypeId === wanted.visitTypeId &&
        (wanted.officeId === null || candidate.officeId === wanted.officeId),
    );
    if (slot) return slot;
  }
  return null;
}

/** The account fields booking's page reads (SessionUser's). */
export interface BookingAccount {
  id: string;
  emailVerified: boolean;
  isProvider: boolean;
  userType: "patient" | "doctor";
}

/**
 * What the confirm step offers this visitor. The booking service decides for real; this only
 * spares a person a form that would be refused (a doctor's account, an unverified email).
 */
export function bookingViewerOf(
  account: BookingAccount | null,
  ownerUserId: string | null,
  loginHref: string,
): BookingViewer {
  if (!account) return { state: "anonymous", loginHref };
  if (account.id === ownerUserId)
    return { state: "own-listing", message: BOOKING_MESSAGES.ownListing };
  if (account.userType !== "patient" || account.isProvider)
    return { state: "not-patient", message: BOOKING_MESSAGES.patientsOnly };
  if (!account.emailVerified)
    return { state: "unverified", message: BOOKING_MESSAGES.emailNotVerified };
  return { state: "ready" };
}
