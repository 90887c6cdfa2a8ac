import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";

export function createMailRepository(db: Database) {
  return {
    async store(mail: {
      to: string;
      subject: string;
      html: string;
      text: string;
      template: string;
    }): Promise<number> {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...mail, status: "pending" })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },
    async markSent(id: number): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
    },
    async markStored(id: number): Promise<void> {
      await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, id));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          status: "failed",
          lastError: error.slice(0, 500),
          attempts: sql`${emailOutbox.attempts} + 1`,
        })
        .where(eq(emailOutbox.id, id));
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
