import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { ReminderChannel } from "../db/schema/index.ts";
import { createTwilioWhatsAppTransport, type SmsTransport } from "../integrations/sms.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import type { MailRepository } from "../mail/repository.ts";
import type { MailOutbox } from "../mail/service.ts";
import { createTextMessages } from "../mail/text-messages.ts";
import { createNoticesRepository } from "./notices-repository.ts";
import { registerAppointmentNotices } from "./notices.ts";
import { registerAppointmentReminders, textReminderChannel } from "./reminders.ts";

/**
 * What goes out after a booking change, put together for the composition root: the notices'
 * and reminders' handlers on the durable queue, and the text channel reminders use (WhatsApp
 * when configured, else SMS through Twilio, else none). The booking service is made after
 * this (it needs `reminderChannels`), and this needs its one-tap tokens: `connect` closes the
 * loop before any job runs.
 */
export function createBookingMessaging(deps: {
  db: Database;
  jobs: JobQueue;
  mail: Pick<MailOutbox, "writeWithin" | "writeManyWithin">;
  mailRepository: MailRepository;
  /** The app's SMS transport: used for reminders only when it is Twilio's. */
  sms: SmsTransport;
  config: Pick<Config, "brandName" | "whatsapp"> & { mail: Pick<Config["mail"], "from"> };
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
}) {
  const { config, logger } = deps;
  const whatsapp = config.whatsapp;
  const sms = deps.sms.kind === "twilio" ? deps.sms : null;
  const textChannel = textReminderChannel({ sms: sms !== null, whatsapp: whatsapp !== null });
  const texts = textChannel
    ? createTextMessages({
        repository: deps.mailRepository,
        jobs: deps.jobs,
        sms,
        whatsapp: whatsapp
          ? createTwilioWhatsAppTransport({
              baseUrl: whatsapp.apiUrl,
              accountSid: whatsapp.accountSid,
              authToken: whatsapp.authToken,
              from: whatsapp.from,
              timeoutMs: whatsapp.timeoutMs,
              logger,
            })
          : null,
        logger,
      })
    : null;
  const repository = createNoticesRepository(deps.db);
  registerAppointmentNotices({
    jobs: deps.jobs,
    mail: deps.mail,
    repository,
    brandName: config.brandName,
    siteUrl: deps.siteUrl,
    mailFrom: config.mail.from,
    logger,
  });
  let actionTokenFor: ((appointment: { id: number }) => string) | null = null;
  registerAppointmentReminders({
    jobs: deps.jobs,
    mail: deps.mail,
    texts,
    whatsappTemplateSid: whatsapp?.reminderTemplateSid ?? null,
    repository,
    actionTokenFor: (appointment) => {
      if (!actionTokenFor) throw new Error("Los recordatorios no tienen el servicio de citas");
      return actionTokenFor(appointment);
    },
    brandName: config.brandName,
    siteUrl: deps.siteUrl,
    ...(deps.now ? { now: deps.now } : {}),
    logger,
  });
  return {
    /** The channels the booking service schedules reminders on besides email. */
    reminderChannels: (textChannel ? [textChannel] : []) as ReminderChannel[],
    /** The booking service's one-tap tokens, for the reminders' links. */
    connect(booking: { actionTokenFor(appointment: { id: number }): string }) {
      actionTokenFor = (appointment) => booking.actionTokenFor(appointment);
    },
  };
}
