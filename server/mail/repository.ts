import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog, emailOutbox, type StoredCalendarEvent } from "../db/schema/index.ts";
import { insertJob, type ClaimedJob, type Lease, type NewJob } from "../jobs/repository.ts";

export interface StoredMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  /** Null for a text message (SMS, WhatsApp), which has no Message-ID. */
  messageId: string | null;
  calendarEvent?: StoredCalendarEvent | null;
}

/** A caller's transaction (or the database): the message is written with the caller's rows. */
export type OutboxExecutor = Pick<Database, "insert">;

const errorColumn = (error: string) => error.slice(0, 500);

export function createMailRepository(db: Database) {
  return {
    /**
     * The message and the job that delivers it, written together: a message is never
     * without its job, nor a job without its message. The job comes back claimed by `lease`,
     * so its first attempt runs at once in the caller and no worker takes it meanwhile.
     */
    async storeQueued(
      mail: StoredMail,
      jobFor: (outboxId: number) => NewJob,
      lease: Lease,
    ): Promise<ClaimedJob> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailOutbox)
          .values({ ...mail, status: "pending" })
          .returning({ id: emailOutbox.id });
        return insertJob(tx, jobFor(row!.id), lease);
      });
    },
    /**
     * The message written by a caller's transaction, with its job (claimed by `lease`) when
     * it is to be delivered, or kept (`stored`) when `delivery` is null. Null when a message
     * with this Message-ID already exists: the same notice, written again by a retried job.
     */
    async storeWithin(
      executor: OutboxExecutor,
      mail: StoredMail,
      delivery: { jobFor: (outboxId: number) => NewJob; lease: Lease } | null,
    ): Promise<{ outboxId: number; job: ClaimedJob | null } | null> {
      const [row] = await executor
        .insert(emailOutbox)
        .values({ ...mail, status: delivery ? "pending" : "stored" })
        .onConflictDoNothing({ target: emailOutbox.messageId })
        .returning({ id: emailOutbox.id });
      if (!row) return null;
      const job = delivery
        ? await insertJob(executor, delivery.jobFor(row.id), delivery.lease)
        : null;
      return { outboxId: row.id, job };
    },
    /** A message kept only here (no SMTP): final at once. */
    async storeKept(mail: StoredMail): Promise<number> {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...mail, status: "stored" })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },
    async find(id: number) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },
    async markSent(id: number): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          lastError: null,
          attempts: sql`${emailOutbox.attempts} + 1`,
        })
        .where(eq(emailOutbox.id, id));
    },
    async markStored(id: number): Promise<void> {
      await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, id));
    },
    /** One more failed try; the message stays pending for the next one. */
    async recordFailedAttempt(id: number, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ lastError: errorColumn(error), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
    },
    /**
     * Given up: the message becomes `failed` and the administrators' activity log says so,
     * once (a second call for the same message changes nothing).
     */
    async markFailed(id: number, error: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailOutbox)
          .set({ status: "failed", lastError: errorColumn(error) })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")))
          .returning();
        if (!row) return;
        await tx.insert(auditLog).values({
          actorType: "system",
          actorId: null,
          action: "email.failed",
          entityType: "email",
          entityId: String(id),
          details: {
            before: null,
            after: {
              para: row.to,
              plantilla: row.template,
              asunto: row.subject,
              intentos: row.attempts,
              error: row.lastError,
            },
          },
        });
      });
    },
    async latestTo(to: string) {
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, to))
        .orderBy(sql`${emailOutbox.id} desc`)
        .limit(1);
      return row;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
