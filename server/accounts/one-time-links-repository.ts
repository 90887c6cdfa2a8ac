import { and, eq, like } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client.ts";
import { verifications } from "../db/schema/index.ts";

/**
 * The links sent by email (verify the address, create a password, reset it) are rows of
 * `verifications`: `identifier` is `<kind prefix><whose>`, `value` the token's hash. One live
 * link per person and kind; spending a link deletes it whether or not it was still valid.
 */
type Writer = Pick<Database, "delete" | "insert">;

/** Replaces the person's link of this kind by a new one (inside the caller's transaction). */
export async function replaceLink(
  tx: Writer,
  identifier: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await tx.delete(verifications).where(eq(verifications.identifier, identifier));
  await tx
    .insert(verifications)
    .values({ id: randomUUID(), identifier, value: tokenHash, expiresAt });
}

const linkOf = (prefix: string, tokenHash: string) =>
  and(eq(verifications.value, tokenHash), like(verifications.identifier, `${prefix}%`));

/**
 * Spends a link of this kind: deletes it and answers whose it was (the identifier after the
 * prefix) when it had not expired, or null.
 */
export async function spendLink(
  tx: Pick<Database, "delete">,
  prefix: string,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await tx.delete(verifications).where(linkOf(prefix, tokenHash)).returning();
  return row && row.expiresAt > now ? row.identifier.slice(prefix.length) : null;
}

/** Whose live link of this kind this is, without spending it, or null. */
export async function liveLinkOwner(
  db: Pick<Database, "select">,
  prefix: string,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ identifier: verifications.identifier, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(linkOf(prefix, tokenHash))
    .limit(1);
  return row && row.expiresAt > now ? row.identifier.slice(prefix.length) : null;
}
