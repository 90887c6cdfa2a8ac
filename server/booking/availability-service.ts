import { MAX_AVAILABILITY_START_DAYS } from "../../common/booking/limits.ts";
import { BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import type { AvailabilityQuery } from "../../common/booking/schemas.ts";
import type {
  AvailabilityDto,
  NextSlotDto,
  OfficeDto,
  SlotDto,
  VisitTypeDto,
} from "../../common/booking/types.ts";
import { badRequest, notFound } from "../../common/errors.ts";
import type { MexicoTimeZone } from "../../common/time/zones.ts";
import {
  addDays,
  createSlotCalendar,
  toSlotDto,
  type SlotCalendar,
  type SlotRefusal,
} from "./availability.ts";
import type {
  AgendaWindow,
  AvailabilityRepository,
  BookableAgenda,
} from "./availability-repository.ts";

const DAY = 86_400_000;
/** Result cards look this far ahead for a listing's next free slot. */
export const NEXT_SLOT_DAYS = 14;
/** Days of visits the cards' first query reads (the rest only for listings still without). */
const NEXT_SLOT_FIRST_DAYS = 2;
/** A 409's other slots are searched this many days at a time, up to the horizon. */
const NEXT_SLOTS_CHUNK_DAYS = 31;

export interface SlotRequest {
  providerId: number;
  visitTypeId: number;
  officeId: number;
  start: Date;
  /** A reschedule: the visit being moved does not hold its own time. */
  ignoreAppointmentId?: number;
}

export interface CheckedSlot {
  start: Date;
  end: Date;
  /** The office's zone: what the patient and the doctor are shown. */
  timeZone: MexicoTimeZone;
  visitType: Pick<VisitTypeDto, "id" | "name" | "durationMinutes" | "price" | "modality">;
  office: OfficeDto;
}

type VisitTypeSummary = CheckedSlot["visitType"];

/** What a patient is shown of a visit type (its kind stays in the doctor's agenda). */
function summaryOf({ id, name, durationMinutes, price, modality }: VisitTypeDto): VisitTypeSummary {
  return { id, name, durationMinutes, price, modality };
}

export type SlotCheckResult =
  { ok: true; slot: CheckedSlot } | { ok: false; reason: "no_agenda" | SlotRefusal };

export interface NextSlotsRequest {
  providerId: number;
  visitTypeId: number;
  officeId?: number;
  after: Date;
  limit: number;
  ignoreAppointmentId?: number;
}

/** The slot calendar of a bookable agenda (its offices and visit types are the active ones). */
export function slotCalendarOf(agenda: BookableAgenda, now: Date): SlotCalendar {
  return createSlotCalendar({
    agenda,
    offices: agenda.offices.map((office) => ({ ...office, active: true })),
    visitTypes: agenda.visitTypes.map((type) => ({ ...type, active: true })),
    hours: agenda.hours,
    exceptions: agenda.exceptions,
    blocks: agenda.blocks,
    appointments: agenda.appointments,
    now,
  });
}

/**
 * Read side of booking: the free slots of a listing (the API and the slot picker), whether
 * one start is bookable (the booking service asks before inserting), other free slots for a
 * 409, and the next free slot of many listings at once (result cards).
 */
export function createAvailabilityService(deps: {
  repository: AvailabilityRepository;
  now?: () => Date;
}) {
  const { repository } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Blocks, visits and exceptions are read for these days, a day wider on each side. */
  function windowOf(firstDate: string, days: number): AgendaWindow {
    // UTC dates: every Mexican zone is within a day of them, so one day of margin covers it.
    const fromDate = addDays(firstDate, -1);
    const toDate = addDays(firstDate, days + 1);
    return {
      from: new Date(`${fromDate}T00:00:00Z`),
      to: new Date(`${toDate}T00:00:00Z`),
      fromDate,
      toDate,
    };
  }

  /**
   * Slots starting before this instant have every busy time that could touch them inside
   * the window: a visit lasts at most 8 hours and the gap 2, well within the day of margin.
   */
  function coveredUntil(window: AgendaWindow): number {
    return window.to.getTime() - DAY;
  }

  function utcDate(instant: Date): string {
    return instant.toISOString().slice(0, 10);
  }

  async function load(
    providerId: number,
    window: AgendaWindow,
    ignoreAppointmentId?: number,
  ): Promise<BookableAgenda | null> {
    const agenda = (await repository.bookableAgendas([providerId], window)).get(providerId);
    if (!agenda || ignoreAppointmentId === undefined) return agenda ?? null;
    return {
      ...agenda,
      appointments: agenda.appointments.filter((visit) => visit.id !== ignoreAppointmentId),
    };
  }

  return {
    async getAvailability(providerId: number, query: AvailabilityQuery): Promise<AvailabilityDto> {
      const now = clock();
      const today = utcDate(now);
      const first = query.from ?? today;
      const daysAhead = (Date.parse(first) - Date.parse(today)) / DAY;
      if (Math.abs(daysAhead) > MAX_AVAILABILITY_START_DAYS) throw badRequest(M.fromDate);
      const agenda = await load(providerId, windowOf(first, query.days));
      if (!agenda) throw notFound(M.noAgenda);
      if (
        query.visitType !== undefined &&
        !agenda.visitTypes.some((type) => type.id === query.visitType)
      )
        throw badRequest(M.visitType);
      const calendar = slotCalendarOf(agenda, now);
      return {
        timeZone: agenda.timeZone,
        visitTypes: agenda.visitTypes.map(summaryOf),
        offices: agenda.offices,
        days: calendar.days(query.from ?? calendar.today(), query.days, {
          ...(query.visitType !== undefined ? { visitTypeId: query.visitType } : {}),
        }),
      };
    },

    /** Whether `start` is a free slot now; if not, why (the booking service's 400 or 409). */
    async checkSlot(request: SlotRequest): Promise<SlotCheckResult> {
      const now = clock();
      const agenda = await load(
        request.providerId,
        windowOf(utcDate(request.start), 1),
        request.ignoreAppointmentId,
      );
      if (!agenda) return { ok: false, reason: "no_agenda" };
      const checked = slotCalendarOf(agenda, now).check(request);
      if (!checked.ok) return checked;
      const visitType = agenda.visitTypes.find((type) => type.id === request.visitTypeId)!;
      const office = agenda.offices.find((candidate) => candidate.id === request.officeId)!;
      return {
        ok: true,
        slot: {
          start: checked.slot.start,
          end: checked.slot.end,
          timeZone: office.timeZone,
          visitType: summaryOf(visitType),
          office,
        },
      };
    },

    /** Up to `limit` free slots of the visit type from `after` on (a 409's `nextSlots`). */
    async nextSlots(request: NextSlotsRequest): Promise<SlotDto[]> {
      const now = clock();
      const filter = {
        visitTypeId: request.visitTypeId,
        ...(request.officeId !== undefined ? { officeId: request.officeId } : {}),
      };
      const found: SlotDto[] = [];
      let after = new Date(Math.max(request.after.getTime(), now.getTime()));
      // Read a month of busy times at a time until enough slots turn up or the horizon ends.
      for (;;) {
        const window = windowOf(utcDate(after), NEXT_SLOTS_CHUNK_DAYS);
        const agenda = await load(request.providerId, window, request.ignoreAppointmentId);
        if (!agenda) return [];
        const calendar = slotCalendarOf(agenda, now);
        const before = new Date(coveredUntil(window));
        const slots = calendar.nextSlots(after, before, request.limit - found.length, filter);
        found.push(...slots.map(toSlotDto));
        if (found.length >= request.limit || before >= calendar.horizon()) return found;
        after = before;
      }
    },

    /**
     * The earliest free slot of each listing within NEXT_SLOT_DAYS (any visit type), for
     * result cards; listings without one are absent. Most listings have one within a day or
     * two: the first query reads only those days' visits, a second one the whole fortnight
     * for the listings still without a slot.
     */
    async nextSlotFor(providerIds: number[]): Promise<Map<number, NextSlotDto>> {
      const now = clock();
      const until = now.getTime() + NEXT_SLOT_DAYS * DAY;
      const next = new Map<number, NextSlotDto>();
      let pending = [...new Set(providerIds)];
      for (const days of [NEXT_SLOT_FIRST_DAYS, NEXT_SLOT_DAYS + 1]) {
        if (pending.length === 0) break;
        const window = windowOf(utcDate(now), days);
        const before = Math.min(until, coveredUntil(window));
        const agendas = await repository.bookableAgendas(pending, window);
        pending = [];
        for (const agenda of agendas.values()) {
          const [slot] = slotCalendarOf(agenda, now).nextSlots(now, new Date(before), 1);
          if (slot) {
            const office = agenda.offices.find((candidate) => candidate.id === slot.officeId)!;
            next.set(agenda.providerId, {
              start: slot.start.toISOString(),
              timeZone: office.timeZone,
            });
          } else if (before < until) pending.push(agenda.providerId);
        }
      }
      return next;
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
