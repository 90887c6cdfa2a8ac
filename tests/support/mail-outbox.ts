import { and, desc, eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { emailOutbox } from "../../server/db/schema/index.ts";

/**
 * The newest message of a template to an address, waiting for mail sent after the answer (a
 * password reset mails in the background). Null when none arrives within the time given.
 */
export async function waitForMail(
  database: DatabaseHandle,
  to: string,
  template: string,
  options: { timeoutMs?: number; after?: number } = {},
) {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (row && row.id > (options.after ?? 0)) return row;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the first link to `page` in a message's text. */
export function tokenIn(text: string, page: string): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in the message`);
  return decodeURIComponent(match[1]!);
}
