import { DateTime } from "luxon";
import type { Logger } from "../logger.ts";
import { addDays, createSlotCalendar } from "../booking/availability.ts";
import type { AvailabilityRepository, BookableAgenda } from "../booking/availability-repository.ts";
import { NEXT_SLOT_DAYS } from "../booking/availability-service.ts";
import type { NextSlotDto } from "../../common/booking/types.ts";
import type {
  AvailableTodayRepository,
  AvailableTodayResult,
} from "./available-today-repository.ts";

/*
 * What the search shows of listings that take bookings here (docs/booking.md, "Search"),
 * computed with the booking page's own slot calendar: the next free slot within two weeks
 * (result cards' 'Próxima cita') and whether one is free today in its office's zone ('Disponible
 * hoy', stored on the listing so that the filter and the 'availability' order stay one indexed
 * column whatever the directory's size). An answer holds until the moment it can change by
 * itself: the next slot, or today's last one, stops being bookable (its start minus the minimum
 * notice), or the office's day ends (time only takes slots away within a day). Anything that
 * frees or takes time makes it due at once (database triggers, migration 0019), so what the
 * search shows trails a booking by one pass.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How often each process looks for due checks. */
export const AVAILABLE_TODAY_INTERVAL_MS = 30_000;
/** Listings read and computed together (one query for their agendas). */
const BATCH_SIZE = 200;
/** A claim left by a process that stopped comes due again after this. */
const CLAIM_MS = 2 * 60_000;
/** More slots than any office offers in one day, for "the last free slot of today". */
const MAX_SLOTS_OF_A_DAY = 2_000;

/** The next local midnight of `zone` after `now`, as an instant. */
function nextMidnight(now: Date, zone: string): number {
  return DateTime.fromJSDate(now, { zone }).plus({ days: 1 }).startOf("day").toMillis();
}

export interface SearchState {
  availableToday: boolean;
  /** The first free slot within NEXT_SLOT_DAYS, any visit type and office; null: none. */
  nextSlot: NextSlotDto | null;
  /** Until when this answer holds without a change to the agenda or its visits. */
  until: Date;
}

/**
 * The agenda's next free slot and whether it has one today (in each office's own zone), and
 * until when that holds.
 */
export function searchStateOf(agenda: BookableAgenda, now: Date): SearchState {
  const calendar = createSlotCalendar({
    agenda,
    offices: agenda.offices.map((office) => ({ ...office, active: true })),
    visitTypes: agenda.visitTypes.map((type) => ({ ...type, active: true })),
    hours: agenda.hours,
    exceptions: agenda.exceptions,
    blocks: agenda.blocks,
    appointments: agenda.appointments,
    now,
  });
  const notice = agenda.minNoticeMinutes * MINUTE;
  let lastBookable = -Infinity;
  let firstMidnight = nextMidnight(now, agenda.timeZone);
  for (const office of agenda.offices) {
    const midnight = nextMidnight(now, office.timeZone);
    firstMidnight = Math.min(firstMidnight, midnight);
    const today = calendar.nextSlots(now, new Date(midnight), MAX_SLOTS_OF_A_DAY, {
      officeId: office.id,
    });
    for (const slot of today) lastBookable = Math.max(lastBookable, slot.start.getTime() - notice);
  }
  const availableToday = lastBookable > -Infinity;
  const [next] = calendar.nextSlots(now, new Date(now.getTime() + NEXT_SLOT_DAYS * DAY), 1);
  const office = next && agenda.offices.find((candidate) => candidate.id === next.officeId);
  const nextSlot =
    next && office ? { start: next.start.toISOString(), timeZone: office.timeZone } : null;
  // A yes holds until today's last slot goes, a no until the day ends; the next slot until it
  // goes. Never sooner than a minute: a slot on the edge of the notice must not make a busy loop.
  const changes = Math.min(
    availableToday ? lastBookable : firstMidnight,
    next ? next.start.getTime() - notice : Infinity,
  );
  return { availableToday, nextSlot, until: new Date(Math.max(changes, now.getTime() + MINUTE)) };
}

/**
 * Claims due checks, computes them in batches and records the answers; `start()` does it every
 * AVAILABLE_TODAY_INTERVAL_MS in each process (claims keep two processes off the same listing).
 * Cached search answers are not emptied on each pass (one would pass every 30 s all day): they
 * expire within their minute.
 */
export function createAvailableTodayRefresher(deps: {
  repository: AvailableTodayRepository;
  agendas: Pick<AvailabilityRepository, "bookableAgendas">;
  now?: () => Date;
  /**
   * PGlite: vacuum the listings table once this many flags have changed (each change rewrote a
   * row, and PGlite has no autovacuum). Unset on PostgreSQL.
   */
  vacuumAfterChanges?: number;
  logger?: Pick<Logger, "error">;
  batchSize?: number;
  intervalMs?: number;
}) {
  const clock = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  let changedSinceVacuum = 0;

  async function refreshBatch(now: Date): Promise<{ checked: number; changed: number }> {
    const claimUntil = new Date(now.getTime() + CLAIM_MS);
    const ids = await deps.repository.claimDue(now, claimUntil, batchSize);
    if (ids.length === 0) return { checked: 0, changed: 0 };
    // Visits, blocks and exceptions are read from the day before (UTC) to a day past the two
    // weeks of next slots: today in any Mexican zone lies within that window.
    const today = now.toISOString().slice(0, 10);
    const fromDate = addDays(today, -1);
    const toDate = addDays(today, NEXT_SLOT_DAYS + 2);
    const agendas = await deps.agendas.bookableAgendas(ids, {
      from: new Date(`${fromDate}T00:00:00Z`),
      to: new Date(`${toDate}T00:00:00Z`),
      fromDate,
      toDate,
    });
    const results: AvailableTodayResult[] = ids.map((providerId) => {
      const agenda = agendas.get(providerId);
      // Patients cannot book it now (cédula not verified, listing hidden): nothing to look
      // at until that changes, which a trigger on the listing makes due.
      if (!agenda) return { providerId, availableToday: null, nextSlot: null, dueAt: null };
      const { availableToday, nextSlot, until } = searchStateOf(agenda, now);
      return { providerId, availableToday, nextSlot, dueAt: until };
    });
    const changed = await deps.repository.record(results, claimUntil);
    return { checked: ids.length, changed };
  }

  /** Every due check, batch after batch (the first pass after a seed may find thousands). */
  async function refreshDue(): Promise<{ checked: number; changed: number }> {
    const total = { checked: 0, changed: 0 };
    for (;;) {
      const batch = await refreshBatch(clock());
      total.checked += batch.checked;
      total.changed += batch.changed;
      if (batch.checked < batchSize) break;
    }
    changedSinceVacuum += total.changed;
    if (deps.vacuumAfterChanges !== undefined && changedSinceVacuum >= deps.vacuumAfterChanges) {
      changedSinceVacuum = 0;
      await deps.repository.vacuumListings();
    }
    return total;
  }

  function runPass() {
    if (pass) return;
    pass = refreshDue()
      .catch((error: unknown) =>
        deps.logger?.error({ err: error }, "Error al actualizar «Disponible hoy» de las agendas"),
      )
      .finally(() => (pass = undefined));
  }

  return {
    refreshDue,
    start() {
      if (timer) return;
      runPass();
      timer = setInterval(runPass, deps.intervalMs ?? AVAILABLE_TODAY_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await pass;
    },
  };
}
export type AvailableTodayRefresher = ReturnType<typeof createAvailableTodayRefresher>;
