import type { JobQueue } from "../jobs/queue.ts";
import type { ClaimedJob } from "../jobs/repository.ts";
import type { Logger } from "../logger.ts";
import {
  maskPhone,
  SmsError,
  type SmsTransport,
  type WhatsAppTransport,
} from "../integrations/sms.ts";
import type { MailRepository, OutboxExecutor } from "./repository.ts";

export const TEXT_MESSAGE_QUEUE = "text-message";
const MINUTE_MS = 60_000;
/** A text is worth little hours late (a reminder): a few quick retries, then given up. */
const TEXT_RETRY_DELAYS_MS = [1 * MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS] as const;
/** Longer than one send can take: two attempts of at most SMS_TIMEOUT_MS (60 s) each. */
const TEXT_LEASE_MS = 3 * MINUTE_MS;

/**
 * A text message to a phone (E.164). WhatsApp only accepts an approved template to start a
 * conversation: its Content SID and the values of its {{1}}, {{2}}….
 */
export type TextMessage =
  | { channel: "sms"; to: string; body: string }
  | {
      channel: "whatsapp";
      to: string;
      contentSid: string;
      variables: Record<string, string>;
    };

/** Refusals a retry cannot change: the number cannot receive it, or Twilio refused the content. */
const permanent = (error: SmsError) =>
  error.reason === "invalid-number" || error.reason === "rejected";

/**
 * Text messages through the durable queue (ADR 009), the way mail goes: each is a row of the
 * outbox (`template` "sms" or "whatsapp") written by the caller's transaction, and a job of
 * the `text-message` queue sends it through Twilio, retrying a failure a few times. A WhatsApp
 * row keeps its template's Content SID as its subject and the template's values (JSON) as its
 * text, so a retry sends exactly what was written, whatever the configuration says by then.
 */
export function createTextMessages(deps: {
  repository: MailRepository;
  jobs: JobQueue;
  /** Twilio's SMS, or null when it is not configured. */
  sms: SmsTransport | null;
  /** Twilio's WhatsApp, or null when it is not configured. */
  whatsapp: WhatsAppTransport | null;
  logger: Logger;
}) {
  const { repository, jobs, logger } = deps;
  const outboxIdOf = (job: ClaimedJob) => Number(job.payload.outboxId);

  jobs.register(TEXT_MESSAGE_QUEUE, {
    backoffMs: TEXT_RETRY_DELAYS_MS,
    maxAttempts: TEXT_RETRY_DELAYS_MS.length + 1,
    leaseMs: TEXT_LEASE_MS,
    run: deliver,
    async onGiveUp(job, error) {
      await repository.markFailed(outboxIdOf(job), error);
    },
  });

  async function send(row: { to: string; template: string; subject: string; text: string }) {
    if (row.template === "whatsapp") {
      if (!deps.whatsapp) throw new Error("WhatsApp ya no está configurado (TWILIO_WHATSAPP_FROM)");
      const variables = JSON.parse(row.text) as Record<string, string>;
      return deps.whatsapp.send({ to: row.to, contentSid: row.subject, variables });
    }
    if (!deps.sms) throw new Error("El SMS ya no está configurado (TWILIO_FROM_NUMBER)");
    return deps.sms.send({ to: row.to, body: row.text });
  }

  async function deliver(job: ClaimedJob): Promise<void> {
    const row = await repository.find(outboxIdOf(job));
    // Sent by an earlier claim whose worker died before the job could say so.
    if (!row || row.status !== "pending") return;
    try {
      await send(row);
    } catch (error) {
      // Accepted with an answer we could not read: it may be on its way; never send it twice.
      if (error instanceof SmsError && error.status !== undefined && error.status < 300) {
        logger.warn(
          { outboxId: row.id, to: maskPhone(row.to) },
          `Mensaje de texto #${row.id}: Twilio lo aceptó con una respuesta ilegible; no se reenvía`,
        );
        return repository.markSent(row.id);
      }
      const message = error instanceof Error ? error.message : String(error);
      await repository.recordFailedAttempt(row.id, message);
      if (error instanceof SmsError && permanent(error))
        throw Object.assign(new Error(message), { permanent: true });
      throw error;
    }
    await repository.markSent(row.id);
  }

  /** Whether a channel can send (its Twilio sender is configured). */
  const canSend = (channel: TextMessage["channel"]) =>
    channel === "sms" ? deps.sms !== null : deps.whatsapp !== null;

  return {
    canSend,

    /**
     * The message written by the caller's transaction, with its job claimed by this process;
     * `deliver` makes the first attempt once that transaction has committed.
     */
    async writeWithin(
      executor: OutboxExecutor,
      message: TextMessage,
    ): Promise<{ deliver(): Promise<void> }> {
      if (!canSend(message.channel))
        throw new Error(`El canal «${message.channel}» no está configurado`);
      const row =
        message.channel === "whatsapp"
          ? {
              template: "whatsapp",
              subject: message.contentSid,
              text: JSON.stringify(message.variables),
              html: "",
            }
          : { template: "sms", subject: "SMS", text: message.body, html: "" };
      const stored = await repository.storeWithin(
        executor,
        { to: message.to, messageId: null, ...row },
        {
          jobFor: (outboxId) =>
            jobs.newJob(TEXT_MESSAGE_QUEUE, { outboxId, channel: message.channel }),
          lease: jobs.leaseOf(TEXT_MESSAGE_QUEUE),
        },
      );
      const job = stored!.job!;
      return { deliver: () => jobs.runClaimed(job).then(() => undefined) };
    },
  };
}
export type TextMessages = ReturnType<typeof createTextMessages>;
