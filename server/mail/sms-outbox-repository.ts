import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";

/**
 * Text messages kept in the mail outbox when no SMS provider is configured: one row per
 * message, `template` "sms", the text in `text`, already final ("stored"), never sent.
 */
export function createSmsOutboxRepository(db: Database) {
  return {
    async storeSms(to: string, body: string): Promise<string> {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to, subject: "SMS", text: body, html: "", template: "sms", status: "stored" })
        .returning({ id: emailOutbox.id });
      return String(row!.id);
    },
    async latestSmsTo(to: string): Promise<{ id: string; body: string; createdAt: Date } | null> {
      const [row] = await db
        .select({ id: emailOutbox.id, body: emailOutbox.text, createdAt: emailOutbox.createdAt })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, "sms")))
        .orderBy(sql`${emailOutbox.id} desc`)
        .limit(1);
      return row ? { ...row, id: String(row.id) } : null;
    },
  };
}
export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
