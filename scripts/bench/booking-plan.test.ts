import { describe, expect, it } from "vitest";
import { MAX_UPCOMING_PER_PATIENT } from "../../common/booking/limits.ts";
import type { SlotDto } from "../../common/booking/types.ts";
import { cpuRatio, planBookings, spacedSlots, type ListingSlots } from "./booking-plan.ts";

const slot = (hour: number, visitTypeId = 1): SlotDto => ({
  start: `2027-03-01T${String(hour).padStart(2, "0")}:00:00.000Z`,
  end: `2027-03-01T${String(hour).padStart(2, "0")}:30:00.000Z`,
  visitTypeId,
  officeId: 1,
});
const listing = (providerId: number, hours: number[]): ListingSlots => ({
  providerId,
  slots: hours.map((hour) => slot(hour)),
});

describe("planBookings", () => {
  it("gives every slot at most once and keeps the per-patient limits", () => {
    const listings = [1, 2, 3, 4, 5].map((id) => listing(id, [14, 15, 16, 17, 18, 19]));
    const plan = planBookings(listings, 8, 100);
    const slots = plan.map((b) => `${b.providerId}@${b.slot.start}`);
    expect(new Set(slots).size).toBe(slots.length);
    for (let patient = 0; patient < 8; patient++) {
      const own = plan.filter((b) => b.patient === patient);
      expect(own.length).toBeLessThanOrEqual(MAX_UPCOMING_PER_PATIENT);
      expect(new Set(own.map((b) => b.providerId)).size).toBe(own.length);
    }
    // 8 patients × 3 visits: the limit, not the 30 slots, ends the plan.
    expect(plan).toHaveLength(24);
  });

  it("stops at the wanted number", () => {
    expect(planBookings([listing(1, [14, 15, 16]), listing(2, [14, 15])], 10, 3)).toHaveLength(3);
  });

  it("books one listing once per patient even with many free slots", () => {
    const plan = planBookings([listing(7, [14, 15, 16, 17])], 2, 10);
    expect(plan.map((b) => b.patient)).toEqual([0, 1]);
  });

  it("keeps one visit type's slots, apart by a slot's length", () => {
    const at = (start: string, end: string, visitTypeId = 1): SlotDto => ({
      start: `2027-03-01T${start}:00.000Z`,
      end: `2027-03-01T${end}:00.000Z`,
      visitTypeId,
      officeId: 1,
    });
    const slots = [
      at("15:00", "15:30"),
      at("14:00", "14:30"),
      at("14:00", "15:00", 2),
      at("14:30", "15:00"),
      at("14:00", "14:30", 1),
      at("16:00", "16:30"),
    ];
    expect(spacedSlots(slots).map((s) => s.start.slice(11, 16))).toEqual([
      "14:00",
      "15:00",
      "16:00",
    ]);
    // The visit type is the first slot's: type 2 here, so type 1 is left out.
    expect(spacedSlots([at("14:00", "15:00", 2), at("15:00", "15:30")]).map((s) => s.visitTypeId)).toEqual([2]);
    expect(spacedSlots([])).toEqual([]);
  });

  it("takes the listings in turn", () => {
    const plan = planBookings([listing(1, [14, 15]), listing(2, [14, 15])], 4, 4);
    expect(plan.map((b) => b.providerId)).toEqual([1, 2, 1, 2]);
  });
});

describe("cpuRatio", () => {
  it("divides the means of the rounds", () => {
    expect(cpuRatio([12, 14], [10, 10])).toBe(1.3);
    expect(cpuRatio([], [10])).toBeNull();
    expect(cpuRatio([10], [0])).toBeNull();
  });
});
