import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog, emailOutbox, type StoredCalendarEvent } from "../db/schema/index.ts";
import {
  insertJob,
  insertJobs,
  type ClaimedJob,
  type Lease,
  type NewJob,
} from "../jobs/repository.ts";

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

/**
 * Several messages written by a caller's transaction in one statement, and, with `lease`,
 * their delivery jobs in a second (each claimed by `lease`). Each answer is in the order
 * given: null for a message whose Message-ID the outbox already holds.
 */
async function storeManyWithin(
  executor: OutboxExecutor,
  items: readonly { mail: StoredMail; jobFor?: ((outboxId: number) => NewJob) | undefined }[],
  lease: Lease | null,
): Promise<({ outboxId: number; job: ClaimedJob | null } | null)[]> {
  if (items.length === 0) return [];
  const rows = await executor
    .insert(emailOutbox)
    .values(
      items.map(({ mail }) => ({
        ...mail,
        status: lease ? ("pending" as const) : ("stored" as const),
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.messageId })
    .returning({ id: emailOutbox.id, messageId: emailOutbox.messageId });
  // Matched by Message-ID (a duplicate comes back as no row); a text message has none and
  // never conflicts, so those rows are taken in the order they were inserted.
  const idOf = new Map(
    rows.flatMap((row) => (row.messageId === null ? [] : [[row.messageId, row.id]])),
  );
  const unnamed = rows.filter((row) => row.messageId === null).map((row) => row.id);
  const written = items.map((item) => {
    const id = item.mail.messageId === null ? unnamed.shift() : idOf.get(item.mail.messageId);
    // A Message-ID given twice in one call is one row: only its first item is written.
    if (item.mail.messageId !== null) idOf.delete(item.mail.messageId);
    return id === undefined ? null : { item, id };
  });
  const toQueue = lease ? written.filter((entry) => entry !== null) : [];
  const jobsOf = new Map<number, ClaimedJob>();
  if (lease && toQueue.length > 0) {
    const queued = await insertJobs(
      executor,
      toQueue.map(({ item, id }) => item.jobFor!(id)),
      lease,
    );
    toQueue.forEach(({ id }, n) => jobsOf.set(id, queued[n]!));
  }
  return written.map((entry) =>
    entry === null ? null : { outboxId: entry.id, job: jobsOf.get(entry.id) ?? null },
  );
}

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
      const [stored] = await storeManyWithin(
        executor,
        [{ mail, jobFor: delivery?.jobFor }],
        delivery?.lease ?? null,
      );
      return stored ?? null;
    },
    storeManyWithin,
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
