import { createHash, randomBytes } from "node:crypto";
import { DateTime } from "luxon";
import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { AGENDA_DEFAULTS } from "../../common/booking/limits.ts";
import { bookingMessage, BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import {
  officeSchema,
  type AgendaBlockInput,
  type AgendaExceptionInput,
  type AgendaSettingsInput,
  type DoctorCalendarQuery,
  type OfficeInput,
  type VisitTypeInput,
  type WeeklyHoursInput,
} from "../../common/booking/schemas.ts";
import type {
  AgendaBlockDto,
  AgendaDto,
  DoctorAppointmentDto,
} from "../../common/booking/types.ts";
import { badRequest, conflict, forbidden, notFound } from "../../common/errors.ts";
import {
  DEFAULT_TIME_ZONE,
  isMexicoTimeZone,
  type MexicoTimeZone,
} from "../../common/time/zones.ts";
import type { SessionUser } from "../accounts/service.ts";
import { requireOwnListing, type FindOwnListing } from "../access/rules.ts";
import { readOffices } from "../providers/dto.ts";
import type {
  AgendaAudit,
  AgendaBlockRow,
  AgendaOfficeRow,
  AgendaRepository,
  AgendaScope,
  AgendaVisitTypeRow,
  HoursValues,
  OfficeValues,
} from "./agenda-repository.ts";
import { BlockOverlapsVisitError } from "./agenda-repository.ts";
import { calendarFeed, type FeedEvent } from "./ical.ts";

/** What the agenda needs to know of the signed-in doctor's listing. */
export interface AgendaListing {
  id: number;
  name: string;
  citySlug: string | null;
  approvalStatus: string;
  licenseVerified: boolean;
  telemedicine: boolean;
  /** The public profile's offices (jsonb: [{ name, address, … }]). */
  locations: unknown;
  /** The profile's single address line, for listings without `locations`. */
  location: string | null;
}

const OWNER_MESSAGES = { signIn: M.agendaSignIn, noListing: M.agendaNoListing };

/** The feed shows the last month (for the notes of recent visits) and everything ahead. */
const FEED_DAYS_BEHIND = 30;
/**
 * Ahead: the longest horizon an agenda may have. Not the agenda's own horizon: shortening it
 * later must not hide visits already booked beyond the new one.
 */
const FEED_DAYS_AHEAD = 366;

/** 32 random bytes in base64url: 43 characters. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

// ---------------------------------------------------------------- rules (pure)

/** A listing's agenda starts in its city's zone; central Mexico when the city is unknown. */
export function defaultTimeZoneOf(citySlug: string | null): MexicoTimeZone {
  return (citySlug ? findCityBySlug(citySlug)?.timeZone : undefined) ?? DEFAULT_TIME_ZONE;
}

/** Only a published listing whose cédula the registry confirmed takes bookings. */
export const canPublish = (listing: Pick<AgendaListing, "approvalStatus" | "licenseVerified">) =>
  listing.approvalStatus === "approved" && listing.licenseVerified;

/**
 * Whether a patient could book anything: an active visit type whose modality an active office
 * shares, and that office has at least one opening interval.
 */
export function hasBookableCombination(agenda: {
  offices: Pick<AgendaOfficeRow, "id" | "modality" | "active">[];
  visitTypes: Pick<AgendaVisitTypeRow, "modality" | "active">[];
  hours: Pick<HoursValues & { officeId: number }, "officeId">[];
}): boolean {
  const openOffices = agenda.offices.filter(
    (office) => office.active && agenda.hours.some((h) => h.officeId === office.id),
  );
  return agenda.visitTypes.some(
    (type) => type.active && openOffices.some((office) => office.modality === type.modality),
  );
}

const sameOffice = (a: { name: string; address: string | null }, b: typeof a) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() &&
  (a.address ?? "").trim().toLowerCase() === (b.address ?? "").trim().toLowerCase();

/**
 * The offices the public profile has and the agenda lacks: each of its addresses (or its one
 * address line), in the listing city's zone, and 'Teleconsulta' when the listing offers it and
 * the agenda has no online office yet. Entries the agenda's rules refuse are left out.
 */
export function officesToImport(
  listing: Pick<AgendaListing, "locations" | "location" | "telemedicine">,
  existing: Pick<AgendaOfficeRow, "name" | "address" | "modality">[],
  timeZone: MexicoTimeZone,
): OfficeValues[] {
  const listed = readOffices(listing.locations) ?? [];
  const addresses =
    listed.length > 0
      ? listed.map(({ name, address }) => ({ name, address }))
      : listing.location?.trim()
        ? [{ name: M.listingOffice, address: listing.location.trim() }]
        : [];
  const found: OfficeValues[] = [];
  for (const candidate of addresses) {
    const parsed = officeSchema.safeParse({ ...candidate, modality: "in_person", timeZone });
    if (!parsed.success) continue;
    const office: OfficeValues = { ...parsed.data, address: parsed.data.address || null };
    if ([...existing, ...found].some((other) => sameOffice(other, office))) continue;
    found.push(office);
  }
  if (listing.telemedicine && !existing.some((office) => office.modality === "online")) {
    found.push({
      name: M.teleconsultationOffice,
      address: null,
      modality: "online",
      timeZone,
      active: true,
    });
  }
  return found;
}

/** Only the hash of a feed token is stored: a leaked database does not open anyone's feed. */
export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const newFeedToken = () => randomBytes(32).toString("base64url");

const zoneOf = (value: string): MexicoTimeZone =>
  isMexicoTimeZone(value) ? value : DEFAULT_TIME_ZONE;

/** Today's calendar date in a zone. */
export const todayIn = (zone: string, now: Date) => DateTime.fromJSDate(now, { zone }).toISODate()!;

/** [from, from + days) as instants: local midnights of the zone, whatever its clock changes. */
export function localDaysRange(zone: string, from: string, days: number) {
  const start = DateTime.fromISO(from, { zone }).startOf("day");
  return { start: start.toJSDate(), end: start.plus({ days }).toJSDate() };
}

// ---------------------------------------------------------------- DTOs

const office = (row: AgendaOfficeRow) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  modality: row.modality,
  timeZone: zoneOf(row.timeZone),
  active: row.active,
});

const blockDto = (row: AgendaBlockRow): AgendaBlockDto => ({
  id: row.id,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  note: row.note,
});

type CalendarVisit = Awaited<ReturnType<AgendaRepository["calendar"]>>["visits"][number];

const doctorAppointment = (row: CalendarVisit): DoctorAppointmentDto => ({
  id: row.id,
  status: row.status,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  timeZone: zoneOf(row.timeZone),
  visitTypeName: row.visitTypeName,
  price: row.price,
  modality: row.modality,
  reason: row.reason,
  confirmed: row.confirmedAt !== null,
  patient: { name: row.patientName, email: row.patientEmail },
  office: row.officeId !== null ? { id: row.officeId, name: row.officeName ?? "" } : null,
});

// ---------------------------------------------------------------- the service

/**
 * The doctor's agenda (docs/booking.md, the 'Agenda' tab): settings, offices, weekly hours,
 * visit types, exceptions, blocks, publishing, the day and week views and the private
 * calendar feed. Only the account that owns the listing reaches any of it (401 signed out,
 * 403 for an account without a listing); ids of another listing's rows answer 404.
 */
export function createAgendaService(deps: {
  repository: AgendaRepository;
  findOwnListing: FindOwnListing<AgendaListing>;
  /** The site's origin: the feed's address and the link inside its events. */
  publicUrl: string;
  /** Mexico's holidays between two dates (inclusive), suggested as exceptions. */
  holidays: (from: string, to: string) => { date: string; name: string }[];
  /** Cards, filters and free slots read the agenda: cached answers forget after a change. */
  onChange?: () => void;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.publicUrl).host;

  const owner = (viewer: SessionUser | null) =>
    requireOwnListing(viewer, deps.findOwnListing, OWNER_MESSAGES);

  async function scopeOf(viewer: SessionUser | null): Promise<{
    listing: AgendaListing;
    scope: AgendaScope;
  }> {
    const { user, listing } = await owner(viewer);
    return {
      listing,
      scope: {
        providerId: listing.id,
        actorId: user.id,
        defaultTimeZone: defaultTimeZoneOf(listing.citySlug),
      },
    };
  }

  /** The agenda's row (undefined before its first write) and the zone its views use. */
  async function settingsOf(listing: AgendaListing) {
    const agenda = await repository.settings(listing.id);
    const zone = agenda ? zoneOf(agenda.timeZone) : defaultTimeZoneOf(listing.citySlug);
    return { agenda, zone };
  }

  /** The agenda's offices, visit types, hours and the exceptions not over yet. */
  async function contentsOf(listing: AgendaListing) {
    const { agenda, zone } = await settingsOf(listing);
    const today = todayIn(zone, now());
    return { agenda, zone, today, ...(await repository.load(listing.id, today)) };
  }

  async function answer(listing: AgendaListing): Promise<AgendaDto> {
    const state = await contentsOf(listing);
    const { agenda, zone, today } = state;
    const closedOn = (date: string) =>
      state.exceptions.some(
        (exception) =>
          exception.officeId === null && exception.startDate <= date && date <= exception.endDate,
      );
    const nextYear = DateTime.fromISO(today).plus({ years: 1 }).toISODate()!;
    return {
      canPublish: canPublish(listing),
      published: agenda?.published ?? false,
      timeZone: zone,
      gapMinutes: agenda?.gapMinutes ?? AGENDA_DEFAULTS.gapMinutes,
      minNoticeMinutes: agenda?.minNoticeMinutes ?? AGENDA_DEFAULTS.minNoticeMinutes,
      horizonDays: agenda?.horizonDays ?? AGENDA_DEFAULTS.horizonDays,
      cancellationWindowHours:
        agenda?.cancellationWindowHours ?? AGENDA_DEFAULTS.cancellationWindowHours,
      offices: state.offices.map(office),
      visitTypes: state.visitTypes,
      hours: state.hours,
      exceptions: state.exceptions,
      hasFeed: Boolean(agenda?.feedTokenHash),
      importableOffices: officesToImport(listing, state.offices, zone).length,
      suggestedHolidays: deps
        .holidays(today, nextYear)
        .filter((holiday) => !closedOn(holiday.date)),
    };
  }

  /**
   * After a change that can leave nothing to book (an office closed, its hours cleared, the
   * last visit type deactivated), a published agenda stops being published: patients would
   * otherwise find a doctor 'con cita en línea' with no time to offer.
   */
  async function answerAfterChange(listing: AgendaListing, scope: AgendaScope) {
    const state = await contentsOf(listing);
    if (state.agenda?.published && !hasBookableCombination(state)) {
      await repository.setPublished(scope, false, {
        action: "agenda.unpublish",
        details: { cause: "nothing_to_book" },
      });
    }
    return changed(listing);
  }

  /** What patients see of the listing may have changed: caches forget, the tab reloads. */
  function changed(listing: AgendaListing): Promise<AgendaDto> {
    deps.onChange?.();
    return answer(listing);
  }

  /** The listing's office, or a 404 (another listing's id reads as unknown). */
  async function requireOffice(providerId: number, officeId: number) {
    if (!(await repository.hasOffice(providerId, officeId))) throw notFound(M.officeNotFound);
  }

  const officeValues = (input: OfficeInput): OfficeValues => ({
    name: input.name,
    // A teleconsultation has no street address.
    address: input.modality === "online" ? null : input.address || null,
    modality: input.modality,
    timeZone: input.timeZone,
    active: input.active,
  });

  const audit = (action: string, details?: Record<string, unknown>): AgendaAudit => ({
    action,
    ...(details ? { details } : {}),
  });

  return {
    /** The 'Agenda' tab; a listing without an agenda yet gets the defaults, nothing written. */
    async getAgenda(viewer: SessionUser | null): Promise<AgendaDto> {
      return answer((await owner(viewer)).listing);
    },

    async updateSettings(viewer: SessionUser | null, input: AgendaSettingsInput) {
      const { listing, scope } = await scopeOf(viewer);
      await repository.saveSettings(scope, input, audit("agenda.settings.update", { ...input }));
      return changed(listing);
    },

    async publish(viewer: SessionUser | null): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      if (!canPublish(listing)) throw forbidden(M.agendaNeedsVerifiedLicense);
      if (!hasBookableCombination(await contentsOf(listing)))
        throw badRequest(M.agendaNeedsVisitTypes);
      await repository.setPublished(scope, true, audit("agenda.publish"));
      return changed(listing);
    },

    async unpublish(viewer: SessionUser | null): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      await repository.setPublished(scope, false, audit("agenda.unpublish"));
      return changed(listing);
    },

    async addOffice(viewer: SessionUser | null, input: OfficeInput): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      const values = officeValues(input);
      await repository.addOffices(
        scope,
        [values],
        audit("agenda.office.add", { modality: values.modality, timeZone: values.timeZone }),
      );
      return changed(listing);
    },

    async updateOffice(
      viewer: SessionUser | null,
      officeId: number,
      input: OfficeInput,
    ): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      const values = officeValues(input);
      const updated = await repository.updateOffice(
        scope,
        officeId,
        values,
        audit("agenda.office.update", {
          officeId,
          active: values.active,
          timeZone: values.timeZone,
        }),
      );
      if (!updated) throw notFound(M.officeNotFound);
      return answerAfterChange(listing, scope);
    },

    /** First use: the public profile's offices (and Teleconsulta) become agenda offices. */
    async importListingOffices(viewer: SessionUser | null): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      const state = await contentsOf(listing);
      const offices = officesToImport(listing, state.offices, state.zone);
      if (offices.length > 0) {
        await repository.addOffices(
          scope,
          offices,
          audit("agenda.offices.import", { count: offices.length }),
        );
      }
      return changed(listing);
    },

    /** The office's whole week at once (overlaps within a day were refused by the schema). */
    async replaceHours(
      viewer: SessionUser | null,
      officeId: number,
      input: WeeklyHoursInput,
    ): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      await requireOffice(listing.id, officeId);
      await repository.replaceHours(
        scope,
        officeId,
        input.hours,
        audit("agenda.hours.replace", { officeId, intervals: input.hours.length }),
      );
      return answerAfterChange(listing, scope);
    },

    async addVisitType(viewer: SessionUser | null, input: VisitTypeInput): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      await repository.addVisitType(
        scope,
        input,
        audit("agenda.visit_type.add", { modality: input.modality, active: input.active }),
      );
      return changed(listing);
    },

    /** Visit types are deactivated, never deleted: booked visits keep pointing at them. */
    async updateVisitType(
      viewer: SessionUser | null,
      id: number,
      input: VisitTypeInput,
    ): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      const updated = await repository.updateVisitType(
        scope,
        id,
        input,
        audit("agenda.visit_type.update", { visitTypeId: id, active: input.active }),
      );
      if (!updated) throw notFound(M.visitTypeNotFound);
      return answerAfterChange(listing, scope);
    },

    async addException(
      viewer: SessionUser | null,
      input: AgendaExceptionInput,
    ): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      const officeId = input.officeId ?? null;
      if (officeId !== null) await requireOffice(listing.id, officeId);
      await repository.addException(
        scope,
        { startDate: input.startDate, endDate: input.endDate, label: input.label, officeId },
        audit("agenda.exception.add", {
          startDate: input.startDate,
          endDate: input.endDate,
          officeId,
        }),
      );
      return changed(listing);
    },

    async removeException(viewer: SessionUser | null, id: number): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      const removed = await repository.removeException(
        scope,
        id,
        audit("agenda.exception.remove", { exceptionId: id }),
      );
      if (!removed) throw notFound(M.exceptionNotFound);
      return changed(listing);
    },

    /**
     * Time the doctor keeps free by hand. A block over a booked visit is refused: the patient
     * would keep an appointment the doctor believes cancelled; the doctor cancels it first.
     */
    async addBlock(viewer: SessionUser | null, input: AgendaBlockInput): Promise<AgendaBlockDto> {
      const { scope } = await scopeOf(viewer);
      const row = await repository
        .addBlockIfFree(
          scope,
          { startsAt: input.start, endsAt: input.end, note: input.note || null },
          // The note stays out of the audit row: it may name a patient or a condition.
          audit("agenda.block.add", {
            start: input.start.toISOString(),
            end: input.end.toISOString(),
          }),
        )
        .catch((error: unknown) => {
          if (error instanceof BlockOverlapsVisitError) throw conflict(M.blockOverlapsAppointment);
          throw error;
        });
      deps.onChange?.();
      return blockDto(row);
    },

    async removeBlock(
      viewer: SessionUser | null,
      id: number,
    ): Promise<{ id: number; removed: true }> {
      const { scope } = await scopeOf(viewer);
      const removed = await repository.removeBlock(
        scope,
        id,
        audit("agenda.block.remove", { blockId: id }),
      );
      if (!removed) throw notFound(M.blockNotFound);
      deps.onChange?.();
      return { id, removed: true };
    },

    /**
     * The day and week views: `days` local days from `from` (today by default) in the agenda's
     * zone, with every visit overlapping them (reason included, for the listing's doctor).
     */
    async calendar(
      viewer: SessionUser | null,
      query: DoctorCalendarQuery,
    ): Promise<{
      timeZone: MexicoTimeZone;
      appointments: DoctorAppointmentDto[];
      blocks: AgendaBlockDto[];
    }> {
      const { listing } = await owner(viewer);
      const { zone } = await settingsOf(listing);
      const { start, end } = localDaysRange(zone, query.from ?? todayIn(zone, now()), query.days);
      const { visits, blocks } = await repository.calendar(listing.id, start, end);
      return {
        timeZone: zone,
        appointments: visits.map(doctorAppointment),
        blocks: blocks.map(blockDto),
      };
    },

    /**
     * A new private feed address (shown once). Creating another replaces the stored hash, which
     * revokes the address given before.
     */
    async createFeed(viewer: SessionUser | null): Promise<{ url: string }> {
      const { scope } = await scopeOf(viewer);
      const token = newFeedToken();
      await repository.setFeedHash(scope, hashFeedToken(token), audit("agenda.feed.create"));
      return { url: `${deps.publicUrl}/api/calendar/${token}.ics` };
    },

    async revokeFeed(viewer: SessionUser | null): Promise<AgendaDto> {
      const { listing, scope } = await scopeOf(viewer);
      await repository.setFeedHash(scope, null, audit("agenda.feed.revoke"));
      return answer(listing);
    },

    /**
     * The feed behind a token, as iCalendar text; a 404 for an unknown or revoked token.
     *
     * The address travels: the doctor pastes it into Google or Outlook, which fetch it from
     * their servers and may show it to whoever the calendar is shared with, and a leaked URL
     * opens the feed to anyone. So each event carries the least a doctor needs to plan the
     * day: the time, the place, the visit type (a label of the doctor's own public catalogue)
     * and the patient's first name. Never the reason for the visit, the patient's last name,
     * email or phone: those stay behind the doctor's session (docs/security.md).
     */
    async feedByToken(token: string): Promise<string> {
      if (!FEED_TOKEN.test(token)) throw notFound(M.feedNotFound);
      const feed = await repository.feedOwner(hashFeedToken(token));
      if (!feed) throw notFound(M.feedNotFound);
      const at = DateTime.fromJSDate(now());
      const visits = await repository.feedVisits(
        feed.providerId,
        at.minus({ days: FEED_DAYS_BEHIND }).toJSDate(),
        at.plus({ days: FEED_DAYS_AHEAD }).toJSDate(),
      );
      const events: FeedEvent[] = visits.map((visit) => ({
        id: visit.id,
        sequence: visit.sequence,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        summary: bookingMessage("feedSummary", {
          visitType: visit.visitTypeName,
          patient: visit.patientFirstName,
        }),
        modality: visit.modality,
        office:
          visit.officeName !== null
            ? { name: visit.officeName, address: visit.officeAddress }
            : null,
        description: bookingMessage("feedDescription", { url: `${deps.publicUrl}/dashboard` }),
      }));
      return calendarFeed(events, {
        name: bookingMessage("feedName", { name: feed.listingName }),
        host,
      });
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
