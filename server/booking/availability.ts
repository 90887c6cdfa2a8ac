import { IANAZone } from "luxon";
import type { AvailabilityDayDto, SlotDto, VisitModality } from "../../common/booking/types.ts";

/**
 * Free slots, computed and never stored (docs/booking.md, "Availability"). Pure: the caller
 * passes the agenda, the busy times and the clock. Weekly hours and exception dates are wall
 * clock values in each office's zone; Luxon's zone data turns them into instants, so a 09:00
 * opening stays at 09:00 local on the day a northern-border clock changes.
 *
 * Wall times follow two rules. A wall time the clock skips (02:00-02:59 in Tijuana on
 * 2026-03-08) is never offered. A wall time the clock shows twice (01:00-01:59 on 2026-11-01)
 * is taken once, at its first occurrence. Slots start on a grid of wall times (the interval's
 * start, then every duration + gap) and last `durationMinutes` of real time.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface AgendaRules {
  /** The agenda's zone (the listing's city): days are grouped by its calendar date. */
  timeZone: string;
  gapMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

export interface AgendaOffice {
  id: number;
  modality: VisitModality;
  timeZone: string;
  active: boolean;
}

export interface AgendaVisitType {
  id: number;
  durationMinutes: number;
  modality: VisitModality;
  active: boolean;
}

/** One opening interval of an office: ISO weekday, minutes since local midnight. */
export interface OpeningHours {
  officeId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Whole local days without visits, inclusive; `officeId` null closes every office. */
export interface ClosedDays {
  officeId: number | null;
  startDate: string;
  endDate: string;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface AvailabilityInput {
  agenda: AgendaRules;
  offices: readonly AgendaOffice[];
  visitTypes: readonly AgendaVisitType[];
  hours: readonly OpeningHours[];
  exceptions: readonly ClosedDays[];
  /** Time the doctor blocked: no slot overlaps it. */
  blocks: readonly TimeRange[];
  /** Booked visits: each also keeps `gapMinutes` free after it. */
  appointments: readonly TimeRange[];
  now: Date;
}

export interface SlotFilter {
  visitTypeId?: number;
  officeId?: number;
}

export interface Slot {
  start: Date;
  end: Date;
  visitTypeId: number;
  officeId: number;
}

/** Why a requested start is not a free slot (what a booking answers with a 400 or a 409). */
export type SlotRefusal = "past" | "too_soon" | "too_far" | "outside_hours" | "taken";

export type SlotCheck = { ok: true; slot: Slot } | { ok: false; reason: SlotRefusal };

interface Span {
  start: number;
  end: number;
}

// ---------------------------------------------------------------- calendar dates (no zone)

function dateParts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** Milliseconds of the date's midnight read as if it were UTC: the base of wall-time maths. */
function naiveMidnight(date: string): number {
  const [year, month, day] = dateParts(date);
  return Date.UTC(year, month - 1, day);
}

/**
 * "YYYY-MM-DD" of a UTC day (days since 1970-01-01), kept: every request turns the same few
 * hundred days into text, and toISOString with a slice was a visible share of a request.
 */
const dayTexts = new Map<number, string>();
const DAY_TEXTS_KEPT = 50_000;

function textOfDay(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    if (dayTexts.size >= DAY_TEXTS_KEPT) dayTexts.clear();
    text = new Date(day * DAY).toISOString().slice(0, 10);
    dayTexts.set(day, text);
  }
  return text;
}

function dateOfNaive(naive: number): string {
  return textOfDay(Math.floor(naive / DAY));
}

export function addDays(date: string, days: number): string {
  return dateOfNaive(naiveMidnight(date) + days * DAY);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
function isoWeekday(date: string): number {
  return new Date(naiveMidnight(date)).getUTCDay() || 7;
}

// ---------------------------------------------------------------- wall clock of one zone and day

/**
 * The wall clock of one zone on one local date. Most days keep one offset all day, so a wall
 * minute is one subtraction; the day of a change (and its neighbours) asks the zone per minute.
 */
interface WallDay {
  /** The instant the clock shows this minute, the first time; null when the clock skips it. */
  instantOf(minute: number): number | null;
  /** The first instant the clock shows this minute or a later one (a skipped minute: the jump). */
  reached(minute: number): number;
}

const HOUR = 3_600_000;

/**
 * Offsets (minutes east of UTC) of each zone by UTC hour, kept for the process: asking Luxon
 * (Intl underneath) cost more than the rest of a request's arithmetic. Mexico's zones change
 * their offset on whole hours; an hour whose first and last millisecond disagree (a change
 * within it, which no zone of the country has) is never kept and is asked per instant.
 */
const offsetsByHour = new Map<string, Map<number, number>>();
const HOURS_KEPT = 100_000;
let hoursKept = 0;
/** Marks an hour with a change of offset inside it. */
const MIXED = Number.NaN;

/** Offsets (minutes east of UTC) are Luxon's, from the runtime's time-zone data. */
function offsetAt(zone: IANAZone, instant: number): number {
  let hours = offsetsByHour.get(zone.name);
  if (!hours) offsetsByHour.set(zone.name, (hours = new Map()));
  const hour = Math.floor(instant / HOUR);
  let offset = hours.get(hour);
  if (offset === undefined) {
    if (hoursKept >= HOURS_KEPT) {
      for (const kept of offsetsByHour.values()) kept.clear();
      hoursKept = 0;
    }
    const first = zone.offset(hour * HOUR);
    offset = first === zone.offset(hour * HOUR + HOUR - 1) ? first : MIXED;
    hours.set(hour, offset);
    hoursKept += 1;
  }
  return Number.isNaN(offset) ? zone.offset(instant) : offset;
}

/**
 * The instant `days` calendar days after `instant` at the same wall time of the zone, as
 * Luxon's `plus({ days })` gives it (its fixOffset): a wall time the clock skips moves past
 * the jump, one it shows twice is taken at the offset the start had when that is one of them.
 */
export function plusZonedDays(zone: IANAZone, instant: number, days: number): number {
  const offset = offsetAt(zone, instant);
  const local = instant + offset * MINUTE + days * DAY;
  let guess = local - offset * MINUTE;
  const second = offsetAt(zone, guess);
  if (second === offset) return guess;
  guess -= (second - offset) * MINUTE;
  const third = offsetAt(zone, guess);
  if (second === third) return guess;
  return local - Math.min(second, third) * MINUTE;
}

/** Every instant at which the clock shows the naive wall time: none, one or two (sorted). */
function instantsOfWallTime(zone: IANAZone, naive: number): number[] {
  const offsets = new Set([offsetAt(zone, naive - DAY), offsetAt(zone, naive + DAY)]);
  const found: number[] = [];
  for (const offset of offsets) {
    const instant = naive - offset * MINUTE;
    if (offsetAt(zone, instant) === offset) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/**
 * The instant a skipped wall time falls into: the moment of the jump. Read in the offset
 * before the change the wall time lies after the jump, read in the offset after it lies
 * before; the jump is between, found to the minute.
 */
function jumpOver(zone: IANAZone, naive: number): number {
  let before = naive - offsetAt(zone, naive + DAY) * MINUTE;
  let after = naive - offsetAt(zone, naive - DAY) * MINUTE;
  const offsetBefore = offsetAt(zone, before);
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (offsetAt(zone, middle) === offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}

function wallDay(zone: IANAZone, date: string): WallDay {
  const midnight = naiveMidnight(date);
  // One offset from the day before to the day after: no change of time can touch this day
  // (Mexico's zones change at most twice a year, months apart).
  const steady = offsetAt(zone, midnight - DAY);
  if (offsetAt(zone, midnight + 2 * DAY) === steady && offsetAt(zone, midnight) === steady) {
    const base = midnight - steady * MINUTE;
    return { instantOf: (minute) => base + minute * MINUTE, reached: (m) => base + m * MINUTE };
  }
  return {
    instantOf(minute) {
      return instantsOfWallTime(zone, midnight + minute * MINUTE)[0] ?? null;
    },
    reached(minute) {
      const naive = midnight + minute * MINUTE;
      return instantsOfWallTime(zone, naive)[0] ?? jumpOver(zone, naive);
    },
  };
}

/**
 * Wall clocks of zone and date, shared by every computation: they follow from the runtime's
 * zone data alone, and asking the zone (Intl, through Luxon) was the largest cost of a
 * request. A few years of Mexico's twelve zones fit; past that the cache starts over.
 */
const wallDays = new Map<string, WallDay>();
const WALL_DAYS_KEPT = 20_000;

function wallDayOf(zone: IANAZone, date: string): WallDay {
  const key = `${zone.name}|${date}`;
  let day = wallDays.get(key);
  if (!day) {
    if (wallDays.size >= WALL_DAYS_KEPT) wallDays.clear();
    wallDays.set(key, (day = wallDay(zone, date)));
  }
  return day;
}

/** The local date of an instant in a zone. */
function dateIn(zone: IANAZone, instant: number): string {
  return dateOfNaive(instant + offsetAt(zone, instant) * MINUTE);
}

const zones = new Map<string, IANAZone | null>();

function zoneOf(name: string): IANAZone | null {
  let zone = zones.get(name);
  if (zone === undefined) {
    const created = IANAZone.create(name);
    zone = created.isValid ? created : null;
    // Names come from the agenda's schemas (Mexico's zones): a handful, kept for the process.
    if (zones.size < 1_000) zones.set(name, zone);
  }
  return zone;
}

// ---------------------------------------------------------------- the slot calendar

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Busy ranges as disjoint ranges in order, so that one look tells whether a span is free. */
function mergeRanges(ranges: Span[]): Span[] {
  const merged: Span[] = [];
  for (const range of ranges.sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** A free slot as instants: Dates and text are made only for what is answered. */
interface FreeSpan extends Span {
  visitTypeId: number;
  officeId: number;
}

function compareSpans(a: FreeSpan, b: FreeSpan): number {
  return a.start - b.start || a.visitTypeId - b.visitTypeId || a.officeId - b.officeId;
}

function slotOf(span: FreeSpan): Slot {
  return {
    start: new Date(span.start),
    end: new Date(span.end),
    visitTypeId: span.visitTypeId,
    officeId: span.officeId,
  };
}

/**
 * Free slots of one agenda at one moment. Grids of an office's local day are computed once
 * and reused, so asking day after day (the next free slot) costs no more than one range.
 */
export function createSlotCalendar(input: AvailabilityInput) {
  const { agenda } = input;
  const agendaZone = zoneOf(agenda.timeZone);
  if (!agendaZone) throw new Error(`Zona horaria desconocida: ${agenda.timeZone}`);
  const now = input.now.getTime();
  const gap = agenda.gapMinutes * MINUTE;
  const earliest = now + agenda.minNoticeMinutes * MINUTE;
  // Calendar days in the agenda's zone: "60 days ahead" keeps its hour across a change of time.
  const horizon = plusZonedDays(agendaZone, now, agenda.horizonDays);

  const offices = input.offices.flatMap((office) => {
    const zone = office.active ? zoneOf(office.timeZone) : null;
    return zone ? [{ ...office, zone }] : [];
  });
  const visitTypes = input.visitTypes.filter((type) => type.active);
  // A booked visit keeps the gap after it free; a new visit keeps its own gap before the next
  // booked one, so each visit is followed by `gapMinutes` whichever was booked first.
  const busy = mergeRanges([
    ...input.blocks.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
    ...input.appointments.map((a) => ({
      start: a.start.getTime() - gap,
      end: a.end.getTime() + gap,
    })),
  ]);

  function isClosed(officeId: number, date: string): boolean {
    return input.exceptions.some(
      (e) =>
        (e.officeId === null || e.officeId === officeId) &&
        e.startDate <= date &&
        date <= e.endDate,
    );
  }

  const grids = new Map<string, Span[]>();
  /** Every start of the visit type's grid on the office's local date, busy or not. */
  function gridOf(office: (typeof offices)[number], type: AgendaVisitType, date: string): Span[] {
    const key = `${office.id}|${type.id}|${date}`;
    const cached = grids.get(key);
    if (cached) return cached;
    const grid: Span[] = [];
    if (!isClosed(office.id, date)) {
      const clock = wallDayOf(office.zone, date);
      const weekday = isoWeekday(date);
      const duration = type.durationMinutes * MINUTE;
      const step = type.durationMinutes + agenda.gapMinutes;
      const intervals = input.hours
        .filter((h) => h.officeId === office.id && h.weekday === weekday)
        .sort((a, b) => a.startMinute - b.startMinute);
      for (const interval of intervals) {
        const closes = clock.reached(interval.endMinute);
        let free = -Infinity;
        for (let minute = interval.startMinute; minute < interval.endMinute; minute += step) {
          const start = clock.instantOf(minute);
          // A skipped wall time is not offered; on the day the clock jumps forward the wall
          // grid can also come closer than a visit and its gap: the later start gives way.
          if (start === null || start < free) continue;
          if (start + duration > closes) continue;
          grid.push({ start, end: start + duration });
          free = start + duration + gap;
        }
      }
    }
    grids.set(key, grid);
    return grid;
  }

  function isFree(span: Span): boolean {
    // The last busy range starting before the span ends is the only one that can overlap it.
    let low = 0;
    let high = busy.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (busy[middle]!.start < span.end) low = middle + 1;
      else high = middle;
    }
    return low === 0 || !overlaps(span, busy[low - 1]!);
  }

  function pairs(filter: SlotFilter) {
    return offices.flatMap((office) =>
      filter.officeId !== undefined && office.id !== filter.officeId
        ? []
        : visitTypes
            .filter(
              (type) =>
                type.modality === office.modality &&
                (filter.visitTypeId === undefined || type.id === filter.visitTypeId),
            )
            .map((type) => ({ office, type })),
    );
  }

  /** Free slots starting in [from, to), sorted by start, visit type and office. */
  function spansBetween(from: number, to: number, filter: SlotFilter = {}): FreeSpan[] {
    const lower = Math.max(from, earliest);
    const upper = Math.min(to, horizon);
    if (lower >= upper) return [];
    const slots: FreeSpan[] = [];
    for (const { office, type } of pairs(filter)) {
      const last = dateIn(office.zone, upper - 1);
      for (let date = dateIn(office.zone, lower); date <= last; date = addDays(date, 1)) {
        for (const span of gridOf(office, type, date)) {
          if (span.start < lower || span.start >= upper || !isFree(span)) continue;
          slots.push({
            start: span.start,
            end: span.end,
            visitTypeId: type.id,
            officeId: office.id,
          });
        }
      }
    }
    return slots.sort(compareSpans);
  }

  /** The instant the agenda's local date begins. */
  function dayStart(date: string): number {
    return wallDayOf(agendaZone!, date).reached(0);
  }

  return {
    /** The agenda's local date of today. */
    today(): string {
      return dateIn(agendaZone, now);
    },

    /**
     * One entry per date of the agenda's zone, each with the free slots starting that day.
     * Offices in another zone keep their own hours and exceptions, but a slot is listed under
     * the agenda zone's date of its start: the API has one `timeZone` and its `days[].date`
     * are dates of that zone, so an 23:30 visit in Cancún appears under the day it is in
     * Mexico City when the agenda is there.
     */
    days(from: string, count: number, filter: SlotFilter = {}): AvailabilityDayDto[] {
      const bounds = Array.from({ length: count + 1 }, (_, i) => dayStart(addDays(from, i)));
      const slots = spansBetween(bounds[0]!, bounds[count]!, filter);
      const days: AvailabilityDayDto[] = [];
      let next = 0;
      for (let i = 0; i < count; i++) {
        const day: SlotDto[] = [];
        while (next < slots.length && slots[next]!.start < bounds[i + 1]!) {
          const slot = slots[next]!;
          day.push({
            start: isoOf(slot.start),
            end: isoOf(slot.end),
            visitTypeId: slot.visitTypeId,
            officeId: slot.officeId,
          });
          next += 1;
        }
        days.push({ date: addDays(from, i), slots: day });
      }
      return days;
    },

    /**
     * The first `limit` free slots starting at or after `after` and before `before` (the end
     * of the busy times the caller read), up to the horizon.
     */
    nextSlots(after: Date, before: Date, limit: number, filter: SlotFilter = {}): Slot[] {
      const found: Slot[] = [];
      const end = Math.min(before.getTime(), horizon);
      // A week at a time: the first free slot is usually close, the horizon may be a year.
      for (let from = Math.max(after.getTime(), earliest); from < end; from += 7 * DAY) {
        found.push(...spansBetween(from, Math.min(from + 7 * DAY, end), filter).map(slotOf));
        if (found.length >= limit) break;
      }
      return found.slice(0, limit);
    },

    /** The end of the horizon: no slot starts at or after it. */
    horizon(): Date {
      return new Date(horizon);
    },

    /** Whether this exact start is free for the visit type at the office, and if not why. */
    check(request: { visitTypeId: number; officeId: number; start: Date }): SlotCheck {
      const start = request.start.getTime();
      if (start < now) return { ok: false, reason: "past" };
      if (start < earliest) return { ok: false, reason: "too_soon" };
      if (start >= horizon) return { ok: false, reason: "too_far" };
      const [pair] = pairs({ visitTypeId: request.visitTypeId, officeId: request.officeId });
      const span = pair
        ? gridOf(pair.office, pair.type, dateIn(pair.office.zone, start)).find(
            (candidate) => candidate.start === start,
          )
        : undefined;
      if (!span) return { ok: false, reason: "outside_hours" };
      if (!isFree(span)) return { ok: false, reason: "taken" };
      return {
        ok: true,
        slot: {
          start: new Date(span.start),
          end: new Date(span.end),
          visitTypeId: request.visitTypeId,
          officeId: request.officeId,
        },
      };
    },
  };
}
export type SlotCalendar = ReturnType<typeof createSlotCalendar>;

/** The end of year 9999: later instants are written with a sign and six digits. */
const LAST_FOUR_DIGIT_YEAR = Date.UTC(10_000, 0, 1);
const twoDigits = (n: number) => String(n).padStart(2, "0");
/** "THH:MM:00.000Z" of each minute of a day. */
const MINUTE_TEXTS = Array.from(
  { length: 1440 },
  (_, m) => `T${twoDigits(Math.floor(m / 60))}:${twoDigits(m % 60)}:00.000Z`,
);

/**
 * `toISOString()` of an instant, from kept texts when it falls on a whole minute (every slot
 * does): a request answers hundreds of them.
 */
export function isoOf(instant: number): string {
  if (instant % MINUTE !== 0 || instant < 0 || instant >= LAST_FOUR_DIGIT_YEAR)
    return new Date(instant).toISOString();
  const day = Math.floor(instant / DAY);
  return textOfDay(day) + MINUTE_TEXTS[(instant - day * DAY) / MINUTE]!;
}

export function toSlotDto(slot: Slot): SlotDto {
  return {
    start: isoOf(slot.start.getTime()),
    end: isoOf(slot.end.getTime()),
    visitTypeId: slot.visitTypeId,
    officeId: slot.officeId,
  };
}

/** Days of free slots from `from` (the agenda zone's date), `days` long. */
export function computeAvailability(
  input: AvailabilityInput,
  range: { from: string; days: number } & SlotFilter,
): AvailabilityDayDto[] {
  const { from, days, ...filter } = range;
  return createSlotCalendar(input).days(from, days, filter);
}
