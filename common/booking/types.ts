import type { MexicoTimeZone } from "../time/zones.ts";

/**
 * What booking's API answers (docs/booking.md). Instants are ISO 8601 strings in UTC
 * ("2027-03-01T16:00:00.000Z"); every answer that shows times also gives the zone to show
 * them in, the office's.
 */

export type VisitModality = "in_person" | "online";
export type VisitKind = "first" | "follow_up" | "any";
export type AppointmentStatus = "booked" | "attended" | "no_show" | "cancelled";

export interface VisitTypeDto {
  id: number;
  name: string;
  durationMinutes: number;
  /** MXN */
  price: number;
  modality: VisitModality;
  kind: VisitKind;
}

export interface OfficeDto {
  id: number;
  name: string;
  address: string | null;
  modality: VisitModality;
  timeZone: MexicoTimeZone;
}

export interface SlotDto {
  start: string;
  end: string;
  visitTypeId: number;
  officeId: number;
}

export interface AvailabilityDayDto {
  /** The calendar day in the agenda's zone, YYYY-MM-DD. */
  date: string;
  slots: SlotDto[];
}

/** GET /api/providers/{id}/availability */
export interface AvailabilityDto {
  /** The agenda's zone (the listing's city); each office's own zone is in `offices`. */
  timeZone: MexicoTimeZone;
  visitTypes: (Pick<VisitTypeDto, "id" | "name" | "durationMinutes" | "price"> & {
    modality: VisitModality;
  })[];
  offices: OfficeDto[];
  days: AvailabilityDayDto[];
}

/** The next free slot of a listing, for cards ('Próxima cita: hoy 17:30'). */
export interface NextSlotDto {
  start: string;
  timeZone: MexicoTimeZone;
}

/** What patient and doctor both see of a visit. */
interface AppointmentBaseDto {
  id: number;
  status: AppointmentStatus;
  start: string;
  end: string;
  timeZone: MexicoTimeZone;
  visitTypeName: string;
  price: number;
  modality: VisitModality;
  reason: string;
  confirmed: boolean;
}

/** An appointment as its patient sees it (GET /api/appointments, POST answers). */
export interface PatientAppointmentDto extends AppointmentBaseDto {
  /** The visit type booked, while the agenda still has it (null once deleted). */
  visitTypeId: number | null;
  provider: { id: number; name: string; slug: string; specialty: string; avatar: string | null };
  office: { id: number; name: string; address: string | null } | null;
  /** Until when the patient may cancel or reschedule online (null: no longer). */
  changeableUntil: string | null;
  cancelledBy: "patient" | "doctor" | "system" | null;
  /** The doctor's words when the doctor cancelled. */
  cancelMessage: string | null;
  /** After an attended visit with no review yet: the patient is invited to write one. */
  canReview: boolean;
}

/**
 * What a reminder's one-tap link (/cita/{token}/…) shows: no reason, since whoever holds a
 * forwarded message holds the link.
 */
export type AppointmentLinkDto = Omit<PatientAppointmentDto, "reason" | "canReview">;

/** An appointment as the listing's doctor sees it (day and week views). */
export interface DoctorAppointmentDto extends AppointmentBaseDto {
  patient: { name: string; email: string };
  office: { id: number; name: string } | null;
}

export interface AgendaBlockDto {
  id: number;
  start: string;
  end: string;
  note: string | null;
}

export interface AgendaExceptionDto {
  id: number;
  startDate: string;
  endDate: string;
  label: string;
  officeId: number | null;
}

export interface WeeklyHoursDto {
  officeId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** GET /api/providers/me/agenda: everything the 'Agenda' tab edits. */
export interface AgendaDto {
  /** False when the listing's cédula is not verified: the tab explains why. */
  canPublish: boolean;
  published: boolean;
  timeZone: MexicoTimeZone;
  gapMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  cancellationWindowHours: number;
  /** Inactive offices too (with their hours kept), so one can be opened again. */
  offices: (OfficeDto & { active: boolean })[];
  visitTypes: (VisitTypeDto & { active: boolean })[];
  hours: WeeklyHoursDto[];
  exceptions: AgendaExceptionDto[];
  /** Whether a private calendar feed exists (its address is shown only when created). */
  hasFeed: boolean;
  /**
   * How many offices POST …/agenda/offices/import would add from the public profile (its
   * addresses, and 'Teleconsulta' when it offers teleconsultation) that the agenda lacks.
   */
  importableOffices: number;
  /** Mexico's official holidays of the coming year, to add as exceptions in one click. */
  suggestedHolidays: { date: string; name: string }[];
}
