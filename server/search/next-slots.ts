import type { NextSlotDto } from "../../common/booking/types.ts";
import { createCache, type CacheOptions } from "../lib/cache.ts";

/** How long a card's next slot is reused: as long as a results page stays in the HTML cache. */
export const CARD_SLOT_TTL_MS = 30_000;

/**
 * 'Próxima cita' of result cards: the next free slot of each listing of a page, asked for in
 * one batch (the availability service's nextSlotFor) and reused for CARD_SLOT_TTL_MS, so that
 * the pages of one search, its orders and the profiles' related cards share them. A slot
 * booked meanwhile may show on a card that long (plus the HTML cache's minute); the booking page
 * reads the agenda itself and offers the next one. Bookings do not empty this cache: doing so
 * through the change bus would empty every cached page on each booking. A change to an agenda
 * does (topic 'listings').
 */
export function createCardSlots(deps: {
  nextSlotFor: (providerIds: number[]) => Promise<Map<number, NextSlotDto>>;
  now?: () => Date;
  ttlMs?: number;
  invalidatedBy?: CacheOptions["invalidatedBy"];
}) {
  const clock = deps.now ?? (() => new Date());
  const slots = createCache<NextSlotDto | null>({
    maxEntries: 50_000,
    ttlMs: deps.ttlMs ?? CARD_SLOT_TTL_MS,
    now: () => clock().getTime(),
    ...(deps.invalidatedBy ? { invalidatedBy: deps.invalidatedBy } : {}),
  });

  /** A kept slot is reused only while it has not started (a page must not offer the past). */
  function kept(providerId: number): NextSlotDto | null | undefined {
    const slot = slots.get(String(providerId));
    if (slot && Date.parse(slot.start) <= clock().getTime()) return undefined;
    return slot;
  }

  return {
    /** The next free slot of each listing that has one within two weeks, keyed by listing id. */
    async forListings(providerIds: readonly number[]): Promise<Record<number, NextSlotDto>> {
      const found: Record<number, NextSlotDto> = {};
      const missing: number[] = [];
      for (const id of new Set(providerIds)) {
        const slot = kept(id);
        if (slot === undefined) missing.push(id);
        else if (slot) found[id] = slot;
      }
      if (missing.length > 0) {
        const loaded = await deps.nextSlotFor(missing);
        for (const id of missing) {
          const slot = loaded.get(id) ?? null;
          slots.set(String(id), slot);
          if (slot) found[id] = slot;
        }
      }
      return found;
    },
    clear: () => slots.clear(),
  };
}
export type CardSlots = ReturnType<typeof createCardSlots>;
