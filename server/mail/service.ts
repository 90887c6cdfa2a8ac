import { randomUUID } from "node:crypto";
import type { MailTransport } from "../integrations/mail.ts";
import type { ClaimedJob } from "../jobs/repository.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import type { StoredCalendarEvent } from "../db/schema/index.ts";
import type { MailRepository, OutboxExecutor, StoredMail } from "./repository.ts";
import { renderMail, type MailTemplate } from "./templates.ts";

export const MAIL_QUEUE = "mail";
const MINUTE_MS = 60_000;
/** The waits after the 1st, 2nd… failed try: a short outage costs a minute, a long one hours. */
export const MAIL_RETRY_DELAYS_MS = [
  1 * MINUTE_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  120 * MINUTE_MS,
  360 * MINUTE_MS,
] as const;
/** The first try and one after each wait: about 8.6 hours before a message is given up. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/** Longer than one delivery can take (each SMTP step has its own limit of at most 60 s). */
const MAIL_LEASE_MS = 5 * MINUTE_MS;

/** How a message written within a caller's transaction is named and what it carries. */
export interface OutboxOptions {
  /** Names the message for good: writing the same one again stores nothing. */
  messageIdKey?: string;
  /** The invitation, kept with the message through every retry. */
  calendarEvent?: StoredCalendarEvent;
}

/** `Name <address@domain>` or a bare address: the domain that names our Message-IDs. */
function domainOf(from: string | undefined): string {
  return /@([^\s>]+)>?\s*$/.exec(from ?? "")?.[1] ?? "localhost";
}

/**
 * Every message is written to the outbox first. Without SMTP it stays there and its links
 * are printed in the log, so a fresh machine can still verify accounts. With SMTP it goes
 * through the durable `mail` queue (ADR 009): `send` makes the first attempt at once and
 * resolves whether it went out or stays queued for a retry with backoff (1 min, 5 min,
 * 30 min, 2 h, 6 h); after the last one the row becomes `failed` and the administrators'
 * activity log says so. `send` rejects only when the message could not be stored at all.
 */
export function createMailService(deps: {
  repository: MailRepository;
  transport: MailTransport;
  /** Required with SMTP; a transport that only keeps mail in the outbox needs no queue. */
  jobs?: JobQueue;
  logger: Logger;
  /** MAIL_FROM, whose domain names each message's Message-ID. */
  from?: string;
}) {
  const { repository, transport, logger } = deps;
  const messageIdDomain = domainOf(deps.from);
  const outboxIdOf = (job: ClaimedJob) => Number(job.payload.outboxId);
  const jobs = deps.jobs;
  if (!jobs && transport.kind === "smtp")
    throw new Error("El correo por SMTP necesita la cola de trabajos (createJobQueue)");

  jobs?.register(MAIL_QUEUE, {
    backoffMs: MAIL_RETRY_DELAYS_MS,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    leaseMs: MAIL_LEASE_MS,
    run: deliver,
    async onGiveUp(job, error) {
      await repository.markFailed(outboxIdOf(job), error);
    },
  });

  async function deliver(job: ClaimedJob): Promise<void> {
    const mail = await repository.find(outboxIdOf(job));
    // Sent by an earlier claim whose worker died before it could say so: nothing to repeat.
    if (!mail || mail.status !== "pending") return;
    // SMTP was switched off while the message waited: it stays in the outbox, as new ones do.
    if (transport.kind === "outbox") return repository.markStored(mail.id);
    try {
      await transport.send({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        ...(mail.calendarEvent ? { calendarEvent: mail.calendarEvent } : {}),
      });
    } catch (error) {
      await repository.recordFailedAttempt(
        mail.id,
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    }
    await repository.markSent(mail.id);
  }

  function rendered(to: string, template: MailTemplate, messageIdKey?: string) {
    const { links, ...content } = renderMail(template);
    const mail: StoredMail = {
      to,
      template: template.kind,
      ...content,
      messageId: `<${messageIdKey ?? randomUUID()}@${messageIdDomain}>`,
    };
    return { mail, links };
  }

  function logKept(to: string, template: MailTemplate, links: string[]) {
    logger.info(
      { to, template: template.kind, links },
      `Correo guardado en la bandeja de salida (sin SMTP): ${links.join(" ")}`,
    );
  }

  const keepsOnly = () => !jobs || transport.kind === "outbox";

  /** A code or link that expires is not worth delivering after it has. */
  const jobFor = (to: string, template: MailTemplate) => (outboxId: number) =>
    jobs!.newJob(
      MAIL_QUEUE,
      { outboxId, to, template: template.kind },
      { validForMs: "minutes" in template ? template.minutes * MINUTE_MS : undefined },
    );

  /**
   * Several messages written by the caller's transaction in one statement (their delivery
   * jobs in a second), as writeWithin writes one; answered in the order given.
   */
  async function writeManyWithin(
    executor: OutboxExecutor,
    messages: readonly { to: string; template: MailTemplate; options?: OutboxOptions }[],
  ): Promise<({ deliver(): Promise<void> } | null)[]> {
    const prepared = messages.map(({ to, template, options = {} }) => {
      const { mail, links } = rendered(to, template, options.messageIdKey);
      if (options.calendarEvent) mail.calendarEvent = options.calendarEvent;
      return { to, template, mail, links };
    });
    const kept = keepsOnly();
    const stored = await repository.storeManyWithin(
      executor,
      prepared.map(({ to, template, mail }) => ({
        mail,
        jobFor: kept ? undefined : jobFor(to, template),
      })),
      kept ? null : jobs!.leaseOf(MAIL_QUEUE),
    );
    return stored.map((entry, n) => {
      if (!entry) return null;
      const { job } = entry;
      const { to, template, links } = prepared[n]!;
      return {
        deliver: async () => {
          if (job) await jobs!.runClaimed(job);
          else logKept(to, template, links);
        },
      };
    });
  }

  return {
    async send(to: string, template: MailTemplate): Promise<void> {
      const { mail, links } = rendered(to, template);
      if (keepsOnly()) {
        await repository.storeKept(mail);
        logKept(to, template, links);
        return;
      }
      const job = await repository.storeQueued(
        mail,
        jobFor(to, template),
        jobs!.leaseOf(MAIL_QUEUE),
      );
      await jobs!.runClaimed(job);
    },

    /**
     * The message written by the caller's transaction (`executor`), so it exists exactly when
     * the caller's own change does (a reminder marked sent, a notice written once). Nothing
     * leaves before the caller calls `deliver`, once that transaction has committed; a process
     * that stops in between leaves the job to another worker when its lease runs out.
     * `messageIdKey` names the message for good: writing the same one again stores nothing
     * and answers null. `calendarEvent` travels with the message through every retry.
     */
    async writeWithin(
      executor: OutboxExecutor,
      to: string,
      template: MailTemplate,
      options: OutboxOptions = {},
    ): Promise<{ deliver(): Promise<void> } | null> {
      const [written] = await writeManyWithin(executor, [{ to, template, options }]);
      return written ?? null;
    },
    writeManyWithin,
  };
}
export type MailOutbox = ReturnType<typeof createMailService>;
/** What most callers need: send one message now (withRecipientLimit wraps this). */
export type MailService = Pick<MailOutbox, "send">;
