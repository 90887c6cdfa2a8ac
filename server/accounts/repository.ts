import { and, eq, gt, like, lt, or } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client.ts";
import { sessions, users, verifications } from "../db/schema/index.ts";

const EMAIL_VERIFICATION = "email-verification:";

export function createAccountsRepository(db: Database) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findUserById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async updateProfileFields(
      userId: string,
      fields: { firstName: string; lastName: string; initialQuery?: string | null },
    ) {
      await db
        .update(users)
        .set({
          ...fields,
          name: `${fields.firstName} ${fields.lastName}`.trim(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
    /** One live verification token per user: a new one replaces the old. */
    async replaceEmailVerification(
      userId: string,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(verifications)
          .where(eq(verifications.identifier, `${EMAIL_VERIFICATION}${userId}`));
        await tx.insert(verifications).values({
          id: randomUUID(),
          identifier: `${EMAIL_VERIFICATION}${userId}`,
          value: tokenHash,
          expiresAt,
        });
      });
    },
    /** Consumes a token: returns its user when it was valid, and deletes it either way. */
    async consumeEmailVerification(tokenHash: string, now: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, tokenHash),
              like(verifications.identifier, `${EMAIL_VERIFICATION}%`),
            ),
          )
          .returning();
        if (!row || row.expiresAt <= now) return null;
        const userId = row.identifier.slice(EMAIL_VERIFICATION.length);
        await tx
          .update(users)
          .set({ emailVerified: true, updatedAt: now })
          .where(eq(users.id, userId));
        return userId;
      });
    },
    async deleteExpiredVerifications(now: Date): Promise<void> {
      await db.delete(verifications).where(lt(verifications.expiresAt, now));
    },
    async activeSessionCount(userId: string, now: Date): Promise<number> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
      return rows.length;
    },
    async deleteSessionsByToken(tokens: string[]): Promise<void> {
      if (tokens.length === 0) return;
      await db.delete(sessions).where(or(...tokens.map((t) => eq(sessions.token, t))));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
