import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { AppointmentStatus, VisitModality } from "../../common/booking/types.ts";

/**
 * iCalendar for booking (RFC 5545, sent as iMIP per RFC 6047): the invitation attached to each
 * notice. One visit is one event for its whole life: the UID never changes, SEQUENCE is the
 * appointment's (it grows with each reschedule and with the cancellation), so a calendar that
 * received the first invitation moves or removes that same entry instead of adding another.
 *
 * Health data stays out: neither the patient's nor the doctor's copy carries the visit reason
 * (nor the visit type, which can name a condition). Both copies end up in third-party
 * calendars (Google, Outlook, a phone's) whose syncing, sharing and previews we do not control;
 * the reason stays in the site, behind the patient's or the doctor's session.
 */

export type InvitationMethod = "REQUEST" | "CANCEL";

/** What an invitation shows of a visit. */
export interface InvitationAppointment {
  id: number;
  sequence: number;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  modality: VisitModality;
  doctorName: string;
  /** Null for a teleconsultation, or an office since removed. */
  office: { name: string; address: string | null } | null;
}

export interface Participant {
  name: string;
  email: string;
}

export interface InvitationOptions {
  method: InvitationMethod;
  /** Who sends it: the site's own address (the mail's From), never a person's. */
  organizer: Participant;
  /** The person whose calendar receives it. */
  attendee: Participant;
  /** The site's host name: the right-hand side of the UID. */
  host: string;
  /** 'Consulta con {doctor}' unless given (the doctor's copy names the patient). */
  summary?: string;
  /** Where the person manages the visit ('Mis citas', the doctor's agenda). */
  url?: string;
  /** DTSTAMP: when this version of the event was written. */
  stamp?: Date;
}

/** The event's identity across every notice about this visit, for every recipient. */
export const invitationUid = (appointmentId: number, host: string) =>
  `cita-${appointmentId}@${host}`;

export const VIDEO_LOCATION = "Videollamada";

export function locationOf(appointment: Pick<InvitationAppointment, "modality" | "office">) {
  if (appointment.modality === "online" || !appointment.office) return VIDEO_LOCATION;
  const { name, address } = appointment.office;
  return address ? `${name}, ${address}` : name;
}

/**
 * A name as a CN parameter may hold it: RFC 5545 allows no double quote and no control
 * character inside a quoted parameter (and clients disagree on RFC 6868's escapes).
 */
export function parameterSafe(name: string): string {
  return name
    .replace(/"/g, "'")
    .replace(/\p{Cc}+/gu, " ")
    .trim();
}

/** The .ics text of one invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL). */
export function invitation(appointment: InvitationAppointment, options: InvitationOptions): string {
  const cancelled = options.method === "CANCEL" || appointment.status === "cancelled";
  const calendar = ical({
    prodId: { company: options.host, product: "citas", language: "ES" },
    method: options.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitationUid(appointment.id, options.host),
    sequence: appointment.sequence,
    // No `timezone`: DTSTART/DTEND go out in UTC ("…Z"), which every client turns into the
    // reader's own clock; the mail around it names the office's zone.
    start: appointment.startsAt,
    end: appointment.endsAt,
    stamp: options.stamp ?? new Date(),
    summary: options.summary ?? `Consulta con ${appointment.doctorName}`,
    location: locationOf(appointment),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterSafe(options.organizer.name), email: options.organizer.email },
    attendees: [
      {
        name: parameterSafe(options.attendee.name),
        email: options.attendee.email,
        role: ICalAttendeeRole.REQ,
        // Booked on the site, not proposed: nothing for the person to accept, no reply to us.
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    ...(options.url ? { url: options.url } : {}),
  });
  return calendar.toString();
}

/** One visit in the doctor's private calendar feed (what agenda-service.ts chose to show). */
export interface FeedEvent {
  id: number;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  modality: VisitModality;
  office: { name: string; address: string | null } | null;
  description?: string;
}

/**
 * The doctor's subscription feed (GET /api/calendar/{token}.ics): a published calendar with no
 * METHOD, one event per visit with the same UID as its invitations, so a client that holds
 * both sees one visit. Calendar clients poll it; the refresh hint asks for hourly.
 */
export function calendarFeed(events: FeedEvent[], options: { name: string; host: string }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: options.host, product: "agenda", language: "ES" },
    ttl: 60 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: invitationUid(event.id, options.host),
      sequence: event.sequence,
      start: event.startsAt,
      end: event.endsAt,
      summary: event.summary,
      location: locationOf(event),
      status: ICalEventStatus.CONFIRMED,
      ...(event.description ? { description: event.description } : {}),
    });
  }
  return calendar.toString();
}
