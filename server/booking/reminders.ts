import { z } from "zod";
import { REMINDER_OFFSETS_MINUTES } from "../../common/booking/limits.ts";
import type { ReminderChannel } from "../db/schema/index.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { ClaimedJob } from "../jobs/repository.ts";
import type { Logger } from "../logger.ts";
import type { MailOutbox } from "../mail/service.ts";
import type { TextMessage, TextMessages } from "../mail/text-messages.ts";
import { locationOf } from "./ical.ts";
import type {
  NoticesRepository,
  NoticesUnit,
  NoticeView,
  ReminderRow,
} from "./notices-repository.ts";
import { PATIENT_APPOINTMENTS_PATH } from "./notices.ts";
import { APPOINTMENT_REMINDER_QUEUE } from "./service.ts";
import { visitWhen, visitWhenShort } from "./visit-time.ts";

const MINUTE_MS = 60_000;
/** An attempt only reads and writes rows (the message has its own retries): short waits. */
const REMINDER_RETRY_DELAYS_MS = [1 * MINUTE_MS, 2 * MINUTE_MS, 5 * MINUTE_MS, 10 * MINUTE_MS];
/** Longer than one attempt, which includes the first try at sending (SMTP or Twilio). */
const REMINDER_LEASE_MS = 5 * MINUTE_MS;

const payloadSchema = z.object({ reminderId: z.number().int().positive() });
const minutesBefore = (instant: Date, minutes: number) =>
  new Date(instant.getTime() - minutes * MINUTE_MS);

/** The one-tap pages of a reminder (app/routes/appointment-action.tsx). */
export const confirmPath = (token: string) => `/cita/${encodeURIComponent(token)}/confirmar`;
export const cancelPath = (token: string) => `/cita/${encodeURIComponent(token)}/cancelar`;

/**
 * The text channel reminders use when a patient left a phone: WhatsApp when its sender and
 * template are configured, otherwise SMS when Twilio's SMS is; none otherwise. One of them,
 * never both: the same reminder twice on one phone is noise.
 */
export function textReminderChannel(configured: {
  sms: boolean;
  whatsapp: boolean;
}): ReminderChannel | null {
  if (configured.whatsapp) return "whatsapp";
  return configured.sms ? "sms" : null;
}

/** Why a reminder was not sent (for the log; the ledger only says 'skipped'). */
type Verdict = { send: true } | { send: false; mark: "skipped" | null; why: string };

/**
 * The `appointment-reminder` handler (docs/booking.md). In one transaction it locks the
 * reminder's row, re-reads the appointment and sends only if the appointment is still
 * `booked`, the reminder still `scheduled` for exactly the appointment's start, and this job
 * is the reminder's current one; it then writes the message (the mail outbox, or the text
 * messages' outbox) and marks the reminder `sent` in that same transaction. Two workers on
 * one reminder queue behind the row lock and the second finds it sent; a worker that dies
 * after the commit leaves a reminder that is sent and a job whose next claim finds it so.
 * Nothing is sent after a cancellation (the row is `cancelled`) nor at the old time of a
 * rescheduled visit (the row's `dueFor` and job moved with it).
 */
export function registerAppointmentReminders(deps: {
  jobs: JobQueue;
  mail: Pick<MailOutbox, "writeWithin">;
  /** SMS and WhatsApp; null when neither is configured. */
  texts: Pick<TextMessages, "writeWithin" | "canSend"> | null;
  /** The approved WhatsApp template of reminders (TWILIO_WHATSAPP_REMINDER_TEMPLATE_SID). */
  whatsappTemplateSid: string | null;
  repository: NoticesRepository;
  /** The token of an appointment's one-tap links (BookingService.actionTokenFor). */
  actionTokenFor: (appointment: { id: number }) => string;
  brandName: string;
  siteUrl: string;
  now?: () => Date;
  logger: Logger;
}) {
  const { repository, siteUrl, brandName, logger } = deps;
  const now = deps.now ?? (() => new Date());

  deps.jobs.register(APPOINTMENT_REMINDER_QUEUE, {
    backoffMs: REMINDER_RETRY_DELAYS_MS,
    maxAttempts: REMINDER_RETRY_DELAYS_MS.length + 1,
    leaseMs: REMINDER_LEASE_MS,
    run,
    // Expired (the visit began) or out of attempts: the ledger says it never went.
    async onGiveUp(job) {
      const reminderId = payloadSchema.safeParse(job.payload).data?.reminderId;
      if (reminderId === undefined) return;
      await repository.transaction(async (unit) => {
        const reminder = await unit.lockReminder(reminderId);
        if (reminder?.status === "scheduled" && reminder.jobId === job.id)
          await unit.markReminder(reminder.id, "skipped", now());
      });
    },
  });

  function verdictOf(
    reminder: ReminderRow | undefined,
    view: NoticeView | undefined,
    job: ClaimedJob,
    at: Date,
  ): Verdict {
    if (!reminder) return { send: false, mark: null, why: "no existe" };
    if (reminder.status !== "scheduled")
      return { send: false, mark: null, why: `ya está «${reminder.status}»` };
    // A reschedule gave the reminder a new job (this one was already running): that one sends it.
    if (reminder.jobId !== null && reminder.jobId !== job.id)
      return { send: false, mark: null, why: "otro trabajo lo envía" };
    if (!view) return { send: false, mark: "skipped", why: "la cita ya no existe" };
    if (view.status !== "booked")
      return { send: false, mark: "skipped", why: `la cita está «${view.status}»` };
    if (reminder.dueFor.getTime() !== view.startsAt.getTime() || reminder.dueAt > at)
      return { send: false, mark: null, why: "es para otro horario" };
    if (view.startsAt <= at) return { send: false, mark: "skipped", why: "la cita ya empezó" };
    // Late (the workers were down): once the 2 h reminder is due, 'es mañana' would be wrong.
    if (
      reminder.kind === "24h" &&
      at >= minutesBefore(view.startsAt, REMINDER_OFFSETS_MINUTES["2h"])
    )
      return { send: false, mark: "skipped", why: "ya toca el recordatorio de 2 h" };
    if (reminder.channel !== "email") {
      if (!view.patientPhone)
        return { send: false, mark: "skipped", why: "el paciente no dejó teléfono" };
      if (!deps.texts?.canSend(reminder.channel))
        return {
          send: false,
          mark: "skipped",
          why: `el canal ${reminder.channel} no está configurado`,
        };
      if (reminder.channel === "whatsapp" && !deps.whatsappTemplateSid)
        return { send: false, mark: "skipped", why: "falta la plantilla de WhatsApp" };
    }
    return { send: true };
  }

  /** The message of one reminder, written with the unit's transaction. */
  async function write(unit: NoticesUnit, reminder: ReminderRow, view: NoticeView) {
    const token = deps.actionTokenFor({ id: view.id });
    const confirmUrl = `${siteUrl}${confirmPath(token)}`;
    const place = locationOf(view);
    if (reminder.channel === "email") {
      const written = await deps.mail.writeWithin(
        unit.executor,
        view.patient.email,
        {
          kind: "appointment-reminder",
          brandName,
          firstName: view.patient.firstName,
          doctorName: view.doctor.name,
          when: visitWhen(view.startsAt, view.timeZone),
          place,
          online: view.modality === "online",
          url: `${siteUrl}${PATIENT_APPOINTMENTS_PATH}`,
          lead: reminder.kind,
          confirmed: view.confirmed,
          confirmUrl,
          cancelUrl: `${siteUrl}${cancelPath(token)}`,
        },
        // Fixed per reminder and visit version: a second write would be the same message.
        { messageIdKey: `recordatorio-${reminder.id}-${view.sequence}` },
      );
      return written;
    }
    const phone = view.patientPhone!;
    const message: TextMessage =
      reminder.channel === "whatsapp"
        ? {
            channel: "whatsapp",
            to: phone,
            contentSid: deps.whatsappTemplateSid!,
            variables: {
              "1": view.patient.firstName,
              "2": view.doctor.name,
              "3": visitWhen(view.startsAt, view.timeZone),
              "4": place,
              "5": confirmUrl,
            },
          }
        : {
            channel: "sms",
            to: phone,
            body: `${brandName}: tu cita con ${view.doctor.name} es el ${visitWhenShort(view.startsAt, view.timeZone)}. Confirma tu asistencia: ${confirmUrl}`,
          };
    return deps.texts!.writeWithin(unit.executor, message);
  }

  async function run(job: ClaimedJob): Promise<void> {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw Object.assign(new Error("Recordatorio con datos inválidos"), { permanent: true });
    const at = now();
    const written = await repository.transaction(async (unit) => {
      const reminder = await unit.lockReminder(parsed.data.reminderId);
      const view = reminder && (await unit.view(reminder.appointmentId));
      const verdict = verdictOf(reminder, view, job, at);
      if (!verdict.send) {
        if (verdict.mark) await unit.markReminder(reminder!.id, verdict.mark, at);
        logger.info(
          { reminderId: parsed.data.reminderId, jobId: job.id },
          `Recordatorio #${parsed.data.reminderId} no enviado: ${verdict.why}`,
        );
        return null;
      }
      const message = await write(unit, reminder!, view!);
      await unit.markReminder(reminder!.id, "sent", at);
      return message;
    });
    await written?.deliver();
  }
}
