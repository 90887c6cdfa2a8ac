import { DateTime } from "luxon";
import type { Logger } from "../logger.ts";
import { addDays, createSlotCalendar } from "../booking/availability.ts";
import type { AvailabilityRepository, BookableAgenda } from "../booking/availability-repository.ts";
import type {
  AvailableTodayRepository,
  AvailableTodayResult,
} from "./available-today-repository.ts";

/*
 * 'Disponible hoy' for listings that take bookings here (docs/booking.md, "Search"): a free
 * slot today in its office's zone, computed with the same slot calendar as the booking page
 * and stored on the listing (providers.agenda_available_today), so that the filter and the
 * 'availability' order stay one indexed column whatever the directory's size. An answer holds
 * until the moment it can change by itself: true until the last free slot of today stops being
 * bookable (its start minus the minimum notice), false until the office's next midnight (time
 * only takes slots away within a day). Anything that frees or takes time makes it due at once
 * (database triggers, migration 0019), so the stored answer trails a booking by one pass.
 */

const MINUTE = 60_000;
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

/**
 * Whether the agenda has a free slot today (in each office's own zone) and until when that
 * answer holds without a change to the agenda or its visits.
 */
export function availableTodayOf(
  agenda: BookableAgenda,
  now: Date,
): { availableToday: boolean; until: Date } {
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
  // Never sooner than a minute: a slot on the edge of the notice must not make a busy loop.
  const until = Math.max(availableToday ? lastBookable : firstMidnight, now.getTime() + MINUTE);
  return { availableToday, until: new Date(until) };
}

/**
 * Claims due checks, computes them in batches and records the answers; `start()` does it every
 * AVAILABLE_TODAY_INTERVAL_MS in each process (claims keep two processes off the same listing).
 * `onChange` hears of passes that changed some listing's flag (cached answers must go).
 */
export function createAvailableTodayRefresher(deps: {
  repository: AvailableTodayRepository;
  agendas: Pick<AvailabilityRepository, "bookableAgendas">;
  now?: () => Date;
  onChange?: () => void;
  logger?: Pick<Logger, "error">;
  batchSize?: number;
  intervalMs?: number;
}) {
  const clock = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;

  async function refreshBatch(now: Date): Promise<{ checked: number; changed: number }> {
    const claimUntil = new Date(now.getTime() + CLAIM_MS);
    const ids = await deps.repository.claimDue(now, claimUntil, batchSize);
    if (ids.length === 0) return { checked: 0, changed: 0 };
    // Visits and blocks are read from the day before (UTC) to two days on: today in any
    // Mexican zone lies within that window.
    const today = now.toISOString().slice(0, 10);
    const fromDate = addDays(today, -1);
    const toDate = addDays(today, 2);
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
      if (!agenda) return { providerId, availableToday: null, dueAt: null };
      const { availableToday, until } = availableTodayOf(agenda, now);
      return { providerId, availableToday, dueAt: until };
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
    if (total.changed > 0) deps.onChange?.();
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
