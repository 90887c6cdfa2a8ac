import { sql } from "drizzle-orm";
import type { NextSlotDto } from "../../common/booking/types.ts";
import type { Database } from "../db/client.ts";

/** What the refresher found for one listing, and when to look again. */
export interface AvailableTodayResult {
  providerId: number;
  /** Null: patients cannot book it now (cédula no longer verified, listing hidden). */
  availableToday: boolean | null;
  nextSlot: NextSlotDto | null;
  /** Null: not until the listing changes (a trigger makes it due then). */
  dueAt: Date | null;
}

/**
 * The bookkeeping of what the search shows of listings with a published agenda: which are due
 * for a look (available_today_checks, kept by the triggers of migration 0019) and the answers.
 */
export function createAvailableTodayRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due checks by moving them to `claimUntil`: another process skips
     * them (SKIP LOCKED now, not due afterwards), and a process that dies leaves them to come
     * due again then. A change made meanwhile moves a check back to '-infinity', which is how
     * `record` tells that its answer is already stale.
     */
    async claimDue(now: Date, claimUntil: Date, limit: number): Promise<number[]> {
      const result = await db.execute<{ providerId: number }>(sql`
        update available_today_checks c set due_at = ${claimUntil.toISOString()}::timestamptz
        where c.provider_id in (
          select provider_id from available_today_checks
          where due_at <= ${now.toISOString()}::timestamptz
          order by due_at limit ${limit}
          for update skip locked)
        returning c.provider_id as "providerId"`);
      return result.rows.map((row) => Number(row.providerId));
    },

    /**
     * Writes the answers of a claim: the next slot and the next look, unless a change made the
     * check due again meanwhile, and the listing's flag (only where it changed, and only while
     * its agenda is still published: a row of the listings table is rewritten only then).
     * Returns how many listings' flag changed.
     */
    async record(results: AvailableTodayResult[], claimUntil: Date): Promise<number> {
      if (results.length === 0) return 0;
      const rows = JSON.stringify(
        results.map((r) => ({
          id: r.providerId,
          today: r.availableToday,
          due: r.dueAt,
          slot: r.nextSlot?.start ?? null,
          zone: r.nextSlot?.timeZone ?? null,
        })),
      );
      const result = await db.execute<{ changed: number }>(sql`
        with answers as (
          select * from jsonb_to_recordset(${rows}::jsonb)
            as a(id int, today boolean, due timestamptz, slot timestamptz, zone text)
        ), next_look as (
          update available_today_checks c set due_at = coalesce(answers.due, 'infinity'),
            next_slot_at = answers.slot, next_slot_time_zone = answers.zone
          from answers
          where c.provider_id = answers.id and c.due_at = ${claimUntil.toISOString()}::timestamptz
        ), flags as (
          update providers p set agenda_available_today = answers.today from answers
          where p.id = answers.id and p.online_booking
            and p.agenda_available_today is distinct from answers.today
          returning p.id
        )
        select count(*)::int as changed from flags`);
      return Number(result.rows[0]?.changed ?? 0);
    },

    /**
     * Gives back the space of the listing rows the flags rewrote: PGlite has no autovacuum
     * (PostgreSQL's does this itself).
     */
    async vacuumListings(): Promise<void> {
      await db.execute(sql`vacuum (analyze) providers`);
    },
  };
}
export type AvailableTodayRepository = ReturnType<typeof createAvailableTodayRepository>;
