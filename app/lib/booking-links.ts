import { searchHref } from "../../common/search/href.ts";

/**
 * The addresses of the booking page (/agendar/{slug}). Every step is its own GET address, so
 * choosing a visit type, an office, a week or a time is a plain link that works before the
 * page's scripts load, and the browser's back button walks the steps.
 */
export interface BookingStep {
  /** Visit type id (`tipo`). */
  visitType?: number | null;
  /** Office id (`consultorio`). */
  office?: number | null;
  /** First day shown, YYYY-MM-DD (`desde`). */
  from?: string | null;
  /** The chosen slot's start, an ISO instant (`horario`): the confirm step. */
  start?: string | null;
  /** The appointment being moved (`reprogramar`). */
  reschedule?: number | null;
}

export const BOOKING_PARAMS = {
  visitType: "tipo",
  office: "consultorio",
  from: "desde",
  start: "horario",
  reschedule: "reprogramar",
} as const satisfies Record<keyof BookingStep, string>;

export function bookingPath(slug: string, step: BookingStep = {}): string {
  const params = new URLSearchParams();
  for (const key of ["reschedule", "visitType", "office", "from", "start"] as const) {
    const value = step[key];
    if (value !== null && value !== undefined && value !== "") {
      params.set(BOOKING_PARAMS[key], String(value));
    }
  }
  const query = params.toString();
  return `/agendar/${encodeURIComponent(slug)}${query ? `?${query}` : ""}`;
}

/** What 'Mis citas' confirms at its top, and the address parameter that carries it. */
export const NOTICE_PARAMS = {
  booked: "agendada",
  moved: "reprogramada",
  cancelled: "cancelada",
} as const;
export type NoticeKind = keyof typeof NOTICE_PARAMS;

/**
 * Where 'Mis citas' lives; a notice names the appointment just booked, moved or cancelled, so
 * the page confirms it (also after a plain form post, with no script to show a toast).
 */
export function myAppointmentsPath(notice?: Partial<Record<NoticeKind, number>>): string {
  const params = new URLSearchParams();
  for (const kind of Object.keys(NOTICE_PARAMS) as NoticeKind[]) {
    const id = notice?.[kind];
    if (id) params.set(NOTICE_PARAMS[kind], String(id));
  }
  const query = params.toString();
  return `/dashboard/paciente${query ? `?${query}` : ""}#mis-citas`;
}

/** Where a patient finds doctors to book with: the results filtered to 'Con cita en línea'. */
export const FIND_BOOKABLE_DOCTORS_PATH = searchHref({ onlineBooking: true });
