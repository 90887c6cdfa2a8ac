import { z } from "zod";
import type { JobQueue } from "../jobs/queue.ts";
import type { ClaimedJob } from "../jobs/repository.ts";
import type { Logger } from "../logger.ts";
import type { MailOutbox } from "../mail/service.ts";
import type { AppointmentNoticeTemplate } from "../mail/templates.ts";
import { invitation, locationOf, type Participant } from "./ical.ts";
import type { NoticeView, NoticesRepository } from "./notices-repository.ts";
import { APPOINTMENT_NOTICE_QUEUE } from "./service.ts";
import { visitWhen } from "./visit-time.ts";

const MINUTE_MS = 60_000;
/** The handler only reads and writes rows (each mail has its own retries): short waits. */
const NOTICE_RETRY_DELAYS_MS = [1 * MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, 60 * MINUTE_MS];
/**
 * Longer than one attempt: it also makes the first delivery attempt of both mails, each SMTP
 * step bounded by SMTP_TIMEOUT_MS (at most 60 s). Should it still run out, a second run
 * writes nothing new (the messages' ids are fixed) and sends nothing twice.
 */
const NOTICE_LEASE_MS = 10 * MINUTE_MS;

const payloadSchema = z.object({
  appointmentId: z.number().int().positive(),
  event: z.enum(["booked", "cancelled", "rescheduled"]),
  sequence: z.number().int().min(0),
});

/** Where each side manages the visit. */
export const PATIENT_APPOINTMENTS_PATH = "/dashboard/paciente";
export const DOCTOR_AGENDA_PATH = "/dashboard?tab=agenda";

/** "Marca <citas@dominio>" or a bare address, as MAIL_FROM is written: the invitations' organizer. */
export function senderOf(from: string, brandName: string): Participant {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  if (named) return { name: named[1] || brandName, email: named[2]! };
  return { name: brandName, email: from.trim() };
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * The `appointment-notice` handler (docs/booking.md): after a booking, a cancellation or a
 * reschedule, the patient and the listing's doctor each get an email in Spanish with the
 * visit's date and time in the office's zone (the zone named) and the iCalendar invitation
 * (server/booking/ical.ts): METHOD:REQUEST, or METHOD:CANCEL for a cancellation.
 *
 * It re-reads the appointment rather than trusting the job: a notice whose sequence is older
 * than the appointment's is skipped, since a newer one (a later reschedule, the cancellation)
 * is queued behind it and carries the visit as it now is. Both messages are written in one
 * transaction with Message-IDs made of the appointment, its sequence, the event and the
 * recipient's side, so a job run twice (its worker died after writing) stores and sends them
 * once.
 */
export function registerAppointmentNotices(deps: {
  jobs: JobQueue;
  mail: Pick<MailOutbox, "writeManyWithin">;
  repository: NoticesRepository;
  brandName: string;
  /** Absolute origin of the site: links, and the host in each invitation's UID. */
  siteUrl: string;
  /** MAIL_FROM: the invitations' organizer. */
  mailFrom: string;
  logger: Logger;
}) {
  const { repository, mail, brandName, siteUrl } = deps;
  const host = new URL(siteUrl).hostname;
  const organizer = senderOf(deps.mailFrom, brandName);

  deps.jobs.register(APPOINTMENT_NOTICE_QUEUE, {
    backoffMs: NOTICE_RETRY_DELAYS_MS,
    maxAttempts: NOTICE_RETRY_DELAYS_MS.length + 1,
    leaseMs: NOTICE_LEASE_MS,
    run,
    runMany,
  });

  function messageOf(
    view: NoticeView,
    event: AppointmentNoticeTemplate["event"],
    audience: AppointmentNoticeTemplate["audience"],
  ) {
    const patientName = fullName(view.patient);
    const recipient: Participant =
      audience === "patient"
        ? { name: patientName, email: view.patient.email }
        : { name: view.doctor.name, email: view.doctor.email! };
    const url = `${siteUrl}${audience === "patient" ? PATIENT_APPOINTMENTS_PATH : DOCTOR_AGENDA_PATH}`;
    const template: AppointmentNoticeTemplate = {
      kind: "appointment-notice",
      brandName,
      audience,
      event,
      recipientName: audience === "patient" ? view.patient.firstName : view.doctor.name,
      doctorName: view.doctor.name,
      patientName,
      when: visitWhen(view.startsAt, view.timeZone),
      place: locationOf(view),
      online: view.modality === "online",
      visitTypeName: view.visitTypeName,
      cancelledBy: view.cancelledBy,
      cancelMessage: view.cancelMessage,
      url,
    };
    const method = event === "cancelled" ? "CANCEL" : "REQUEST";
    const content = invitation(
      { ...view, doctorName: view.doctor.name },
      {
        method,
        organizer,
        attendee: recipient,
        host,
        url,
        // The doctor's calendar lists visits by patient, the patient's by doctor.
        ...(audience === "doctor" ? { summary: `Consulta con ${patientName}` } : {}),
      },
    );
    return {
      to: recipient.email,
      template,
      options: {
        messageIdKey: `cita-${view.id}-${view.sequence}-${event}-${audience === "patient" ? "paciente" : "medico"}`,
        calendarEvent: { method, filename: "cita.ics", content } as const,
      },
    };
  }

  function noticeOf(job: ClaimedJob) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw Object.assign(new Error("Aviso de cita con datos inválidos"), { permanent: true });
    return parsed.data;
  }

  /** The messages a notice still has to send, or none (see the handler's description). */
  function messagesFor(
    notice: z.infer<typeof payloadSchema>,
    view: NoticeView | undefined,
  ): ReturnType<typeof messageOf>[] {
    // Deleted with its listing or its patient's account: nobody left to tell.
    if (!view) return [];
    if (view.sequence > notice.sequence) return [];
    const messages = [messageOf(view, notice.event, "patient")];
    if (view.doctor.email) messages.push(messageOf(view, notice.event, "doctor"));
    return messages;
  }

  /** Writes the messages in one transaction, then makes each one's first delivery attempt. */
  async function send(messages: ReturnType<typeof messageOf>[]) {
    if (messages.length === 0) return;
    const written = await repository.transaction((unit) =>
      mail.writeManyWithin(unit.executor, messages),
    );
    await Promise.all(written.map((message) => message?.deliver()));
  }

  async function run(job: ClaimedJob): Promise<void> {
    const notice = noticeOf(job);
    await send(messagesFor(notice, await repository.view(notice.appointmentId)));
  }

  /**
   * A busy queue's batch (a booking's rush): one read of every appointment, one statement for
   * every message, instead of four round trips a notice. Same messages, same Message-IDs.
   */
  async function runMany(batch: ClaimedJob[]): Promise<void> {
    const notices = batch.map(noticeOf);
    const views = new Map(
      (await repository.views(notices.map((notice) => notice.appointmentId))).map((view) => [
        view.id,
        view,
      ]),
    );
    await send(notices.flatMap((notice) => messagesFor(notice, views.get(notice.appointmentId))));
  }
}
