import type { DatabaseHandle } from "../../server/db/client.ts";
import { createSmsOutboxRepository } from "../../server/mail/sms-outbox-repository.ts";

/**
 * The last SMS the outbox transport kept for a phone (E.164, as the claim flow sends it), and
 * the six-digit code in it: what a claimant would read on the listing's phone in demo mode.
 */
export async function latestSmsTo(database: DatabaseHandle, phone: string) {
  const sms = await createSmsOutboxRepository(database.db).latestSmsTo(phone);
  if (!sms) return null;
  return { ...sms, code: /\b(\d{6})\b/.exec(sms.body)?.[1] ?? null };
}
