// Which free slot each benchmark patient books (`npm run bench -- --booking-only`): every
// booking must succeed, so the plan keeps booking's limits (common/booking/limits.ts) and never
// gives one slot twice.
import { MAX_UPCOMING_PER_DOCTOR, MAX_UPCOMING_PER_PATIENT } from "../../common/booking/limits.ts";
import type { SlotDto } from "../../common/booking/types.ts";

export interface ListingSlots {
  providerId: number;
  slots: SlotDto[];
}

export interface PlannedBooking {
  /** Index into the patients the plan was made for. */
  patient: number;
  providerId: number;
  slot: SlotDto;
}

/**
 * Slots of one listing that can all be booked: one visit type's (the first slot's), since
 * visit types of other lengths overlap on their own grids, and apart by at least a slot's
 * length, so the agenda's gap after a booked visit (not in the availability answer) never
 * reaches the next one.
 */
export function spacedSlots(slots: readonly SlotDto[]): SlotDto[] {
  const visitTypeId = slots[0]?.visitTypeId;
  const kept: SlotDto[] = [];
  let freeFrom = -Infinity;
  for (const slot of [...slots]
    .filter((s) => s.visitTypeId === visitTypeId)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    if (start < freeFrom) continue;
    kept.push(slot);
    freeFrom = end + (end - start);
  }
  return kept;
}

/**
 * Up to `wanted` bookings, each on a distinct free slot (spacedSlots). Listings are taken in
 * turn (the first slot of each, then the second of each…), so a patient's next booking falls on
 * another listing; each goes to the next patient in turn who holds fewer than
 * MAX_UPCOMING_PER_PATIENT planned visits and fewer than MAX_UPCOMING_PER_DOCTOR with that
 * listing.
 */
export function planBookings(listings: ListingSlots[], patients: number, wanted: number): PlannedBooking[] {
  const free = listings.map((listing) => spacedSlots(listing.slots));
  const upcoming = new Array<number>(patients).fill(0);
  const withListing = new Map<string, number>();
  const plan: PlannedBooking[] = [];
  let next = 0;
  const deepest = Math.max(0, ...free.map((slots) => slots.length));
  for (let depth = 0; depth < deepest; depth++) {
    for (const [n, listing] of listings.entries()) {
      const slot = free[n]![depth];
      if (!slot) continue;
      if (plan.length >= wanted) return plan;
      for (let tried = 0; tried < patients; tried++) {
        const patient = (next + tried) % patients;
        const key = `${patient}:${listing.providerId}`;
        if (upcoming[patient]! >= MAX_UPCOMING_PER_PATIENT) continue;
        if ((withListing.get(key) ?? 0) >= MAX_UPCOMING_PER_DOCTOR) continue;
        upcoming[patient]! += 1;
        withListing.set(key, (withListing.get(key) ?? 0) + 1);
        plan.push({ patient, providerId: listing.providerId, slot });
        next = (patient + 1) % patients;
        break;
      }
    }
  }
  return plan;
}

/** Server CPU per request of the page with the next slot over the page without it, from alternated rounds. */
export function cpuRatio(withSlot: readonly number[], withoutSlot: readonly number[]): number | null {
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  if (withSlot.length === 0 || withoutSlot.length === 0 || mean(withoutSlot) <= 0) return null;
  return Math.round((mean(withSlot) / mean(withoutSlot)) * 100) / 100;
}
