import { sql } from "drizzle-orm";
import type { OfficeDto, VisitTypeDto } from "../../common/booking/types.ts";
import type { MexicoTimeZone } from "../../common/time/zones.ts";
import type { Database } from "../db/client.ts";
import { GENERIC_PLAN } from "../db/pglite-statements.mjs";
import type { ClosedDays, OpeningHours, TimeRange } from "./availability.ts";

/**
 * What free slots are computed from, for one listing or a page of them, in one round trip:
 * the agenda's rules and, as JSON arrays beside them, its active offices and visit types,
 * weekly hours, the exceptions, blocks and visits that touch the window (starts and ends only:
 * who booked and why never leave the appointments table here). Only agendas patients may see:
 * published, on an approved listing whose cédula is verified.
 */

export interface BookableAgenda {
  providerId: number;
  /** Zones are written through the agenda's schemas, which accept Mexico's zones only. */
  timeZone: MexicoTimeZone;
  gapMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  offices: OfficeDto[];
  visitTypes: VisitTypeDto[];
  hours: OpeningHours[];
  exceptions: ClosedDays[];
  blocks: TimeRange[];
  /** With their ids, so that a reschedule can leave out the visit it moves. */
  appointments: (TimeRange & { id: number })[];
}

/** Instants and local dates that bound what is read of blocks, visits and exceptions. */
export interface AgendaWindow {
  from: Date;
  to: Date;
  fromDate: string;
  toDate: string;
}

/** A visit lasts at most 480 minutes (visit_types_duration_range): bounds the index scan. */
const LONGEST_VISIT_MINUTES = 480;

type AgendaRow = Omit<BookableAgenda, "hours" | "exceptions" | "blocks" | "appointments"> & {
  hours: [number, number, number, number][];
  exceptions: [number | null, string, string][];
  blocks: [number, number][];
  appointments: [number, number, number][];
};

export function createAvailabilityRepository(db: Database) {
  return {
    /** The bookable agendas among these listings, keyed by listing id (absent: none). */
    async bookableAgendas(
      providerIds: readonly number[],
      window: AgendaWindow,
    ): Promise<Map<number, BookableAgenda>> {
      const agendas = new Map<number, BookableAgenda>();
      if (providerIds.length === 0) return agendas;
      const from = window.from.toISOString();
      const to = window.to.toISOString();
      const earliestStart = new Date(
        window.from.getTime() - LONGEST_VISIT_MINUTES * 60_000,
      ).toISOString();
      // Instants travel as epoch seconds (double precision, JSON numbers): no timestamp text to
      // parse per row, and cheaper to build than extract()'s numeric. Every condition on a value
      // is a listing id or a time range on that listing's index, the same plan for any values:
      // on PGlite it is made once (GENERIC_PLAN), which took 5.4 of this query's 6.2 ms there.
      const result = await db.execute<AgendaRow>(sql`${sql.raw(GENERIC_PLAN)}
        select a.provider_id as "providerId", a.time_zone as "timeZone",
          a.gap_minutes as "gapMinutes", a.min_notice_minutes as "minNoticeMinutes",
          a.horizon_days as "horizonDays",
          coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name,
              'address', o.address, 'modality', o.modality, 'timeZone', o.time_zone) order by o.id)
            from agenda_offices o where o.provider_id = a.provider_id and o.active), '[]') as "offices",
          coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name,
              'durationMinutes', v.duration_minutes, 'price', v.price, 'modality', v.modality,
              'kind', v.kind) order by v.position, v.id)
            from visit_types v where v.provider_id = a.provider_id and v.active), '[]') as "visitTypes",
          coalesce((select json_agg(json_build_array(h.office_id, h.weekday, h.start_minute, h.end_minute))
            from weekly_hours h where h.provider_id = a.provider_id), '[]') as "hours",
          coalesce((select json_agg(json_build_array(e.office_id, e.start_date, e.end_date))
            from agenda_exceptions e where e.provider_id = a.provider_id
              and e.end_date >= ${window.fromDate}::date and e.start_date <= ${window.toDate}::date), '[]') as "exceptions",
          coalesce((select json_agg(json_build_array(
              date_part('epoch', b.starts_at), date_part('epoch', b.ends_at)))
            from agenda_blocks b where b.provider_id = a.provider_id
              and b.ends_at > ${from}::timestamptz and b.starts_at < ${to}::timestamptz), '[]') as "blocks",
          coalesce((select json_agg(json_build_array(ap.id,
              date_part('epoch', ap.starts_at), date_part('epoch', ap.ends_at)))
            from appointments ap where ap.provider_id = a.provider_id and ap.status <> 'cancelled'
              and ap.starts_at > ${earliestStart}::timestamptz and ap.starts_at < ${to}::timestamptz
              and ap.ends_at > ${from}::timestamptz), '[]') as "appointments"
        from agendas a
        join providers p on p.id = a.provider_id
        where ${
          // One listing (a profile, a booking's slot check) by equality: PostgreSQL then keeps
          // one generic plan for the named statement; with `any` of a list it planned each time
          // (1.9 ms, most of the query's cost there).
          providerIds.length === 1
            ? sql`a.provider_id = ${providerIds[0]}::int`
            : sql`a.provider_id = any(${`{${providerIds.join(",")}}`}::int[])`
        }
          and a.published and p.approval_status = 'approved' and p.license_verified`);
      for (const row of result.rows) agendas.set(Number(row.providerId), agendaOf(row));
      return agendas;
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;

function agendaOf(row: AgendaRow): BookableAgenda {
  return {
    ...row,
    providerId: Number(row.providerId),
    hours: row.hours.map(([officeId, weekday, startMinute, endMinute]) => ({
      officeId,
      weekday,
      startMinute,
      endMinute,
    })),
    exceptions: row.exceptions.map(([officeId, startDate, endDate]) => ({
      officeId,
      startDate,
      endDate,
    })),
    blocks: row.blocks.map(([start, end]) => ({ start: instant(start), end: instant(end) })),
    appointments: row.appointments.map(([id, start, end]) => ({
      id,
      start: instant(start),
      end: instant(end),
    })),
  };
}

/** Epoch seconds as PostgreSQL's date_part gives them (with fractions of a second). */
function instant(seconds: number): Date {
  return new Date(Math.round(seconds * 1000));
}
