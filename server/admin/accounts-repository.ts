import { and, count, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminSessions, adminUsers } from "../db/schema/index.ts";

export interface AdminUserRow {
  id: number;
  username: string;
  passwordHash: string;
}

/** Administrators and their sessions: a table apart from patients and doctors. */
export function createAdminAccountsRepository(db: Database) {
  return {
    async findByUsername(username: string): Promise<AdminUserRow | null> {
      const [row] = await db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          passwordHash: adminUsers.passwordHash,
        })
        .from(adminUsers)
        .where(eq(adminUsers.username, username))
        .limit(1);
      return row ?? null;
    },
    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(adminUsers);
      return row?.n ?? 0;
    },
    /** Null when the username is taken. */
    async insertAdmin(
      username: string,
      passwordHash: string,
      email?: string,
    ): Promise<{ id: number } | null> {
      const [row] = await db
        .insert(adminUsers)
        .values({ username, passwordHash, ...(email ? { email } : {}) })
        .onConflictDoNothing({ target: adminUsers.username })
        .returning({ id: adminUsers.id });
      return row ?? null;
    },
    /** Whether another administrator already receives mail at this address. */
    async emailTakenByOther(email: string, username: string): Promise<boolean> {
      const [row] = await db
        .select({ username: adminUsers.username })
        .from(adminUsers)
        .where(eq(adminUsers.email, email))
        .limit(1);
      return row !== undefined && row.username !== username;
    },
    async updatePassword(id: number, passwordHash: string, email?: string): Promise<void> {
      await db
        .update(adminUsers)
        .set({ passwordHash, ...(email ? { email } : {}) })
        .where(eq(adminUsers.id, id));
    },
    async insertSession(session: {
      tokenHash: string;
      adminUserId: number;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(adminSessions).values(session);
        await tx
          .update(adminUsers)
          .set({ lastLoginAt: new Date() })
          .where(eq(adminUsers.id, session.adminUserId));
        // Expired sessions go away on each login instead of by a timer.
        await tx.delete(adminSessions).where(lte(adminSessions.expiresAt, new Date()));
      });
    },
    async findLiveSession(
      tokenHash: string,
      now: Date,
    ): Promise<{ id: number; username: string; expiresAt: Date } | null> {
      const [row] = await db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          expiresAt: adminSessions.expiresAt,
        })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
        .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },
    async extendSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(adminSessions)
        .set({ expiresAt })
        .where(eq(adminSessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },
    async deleteSessionsOf(adminUserId: number): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.adminUserId, adminUserId));
    },
  };
}
export type AdminAccountsRepository = ReturnType<typeof createAdminAccountsRepository>;
