import { and, count, eq, gte } from "drizzle-orm";
import type { ResetAudience } from "../../common/accounts/password-reset.ts";
import type { Database } from "../db/client.ts";
import { lockKey } from "../db/key-lock.ts";
import { adminSessions, adminUsers, auditLog, sessions, users } from "../db/schema/index.ts";
import { liveLinkOwner, replaceLink, spendLink } from "./one-time-links-repository.ts";
import { setPasswordCredential } from "./repository.ts";

/** verifications.identifier of a reset link: `password-reset:<audience>:<id>`, one per person. */
const PREFIX = "password-reset:";
export const PASSWORD_RESET_TEMPLATE = "password-reset";

/** Whose password a link resets: an account (users.id) or an administrator (admin_users.id). */
export interface ResetSubject {
  audience: ResetAudience;
  id: string;
}

export interface ResetRecipient extends ResetSubject {
  email: string;
  /** The first name of an account, the username of an administrator. */
  name: string;
}

/** The audit action of a link mailed: what the per-person limit counts. */
const LINK_MAILED = "password_reset.link_mailed";

const identifierOf = (subject: ResetSubject) => `${PREFIX}${subject.audience}:${subject.id}`;

/** Whose link it is, from the identifier after its prefix (`<audience>:<id>`). */
function subjectOf(owner: string): ResetSubject | null {
  const [audience, ...rest] = owner.split(":");
  const id = rest.join(":");
  if ((audience !== "account" && audience !== "admin") || !id) return null;
  return { audience, id };
}

export function createPasswordResetRepository(db: Database) {
  async function setAccountPassword(
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    userId: string,
    passwordHash: string,
    now: Date,
  ): Promise<ResetRecipient | null> {
    const [user] = await tx
      .update(users)
      // Only the owner of the address could open the link: it is proven.
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ email: users.email, firstName: users.firstName });
    if (!user) return null;
    await setPasswordCredential(tx, userId, passwordHash, now);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.insert(auditLog).values({
      actorType: "user",
      actorId: userId,
      action: "account.password_reset",
      entityType: "user",
      entityId: userId,
    });
    return { audience: "account", id: userId, email: user.email, name: user.firstName };
  }

  async function setAdminPassword(
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    adminId: number,
    passwordHash: string,
  ): Promise<ResetRecipient | null> {
    const [admin] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.id, adminId))
      .returning({ email: adminUsers.email, username: adminUsers.username });
    if (!admin?.email) return null;
    await tx.delete(adminSessions).where(eq(adminSessions.adminUserId, adminId));
    await tx.insert(auditLog).values({
      actorType: "admin",
      actorId: String(adminId),
      action: "admin.password_reset",
      entityType: "admin_user",
      entityId: String(adminId),
    });
    return { audience: "admin", id: String(adminId), email: admin.email, name: admin.username };
  }

  return {
    async findRecipient(audience: ResetAudience, email: string): Promise<ResetRecipient | null> {
      if (audience === "admin") {
        const [row] = await db
          .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.username })
          .from(adminUsers)
          .where(eq(adminUsers.email, email))
          .limit(1);
        return row?.email
          ? { audience, id: String(row.id), email: row.email, name: row.name }
          : null;
      }
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.firstName })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ? { audience, ...row } : null;
    },

    /**
     * A new link for a person, if fewer than `max` were mailed to them since `since`: the count,
     * the record of this one (an audit row) and the replaced link are ONE decision under a lock
     * on the person, so simultaneous requests for one address are counted one after the other.
     * Answers false, writing nothing, when the limit is reached.
     */
    async replaceTokenWithinLimit(
      subject: ResetSubject,
      link: { tokenHash: string; expiresAt: Date },
      limit: { max: number; since: Date; at: Date },
    ): Promise<boolean> {
      const identifier = identifierOf(subject);
      const entity = {
        entityType: subject.audience === "admin" ? "admin_user" : "user",
        entityId: subject.id,
      };
      return db.transaction(async (tx) => {
        await lockKey(tx, identifier);
        const [row] = await tx
          .select({ n: count() })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entityType, entity.entityType),
              eq(auditLog.entityId, entity.entityId),
              eq(auditLog.action, LINK_MAILED),
              gte(auditLog.createdAt, limit.since),
            ),
          );
        if ((row?.n ?? 0) >= limit.max) return false;
        await tx.insert(auditLog).values({
          actorType: "system",
          actorId: null,
          action: LINK_MAILED,
          ...entity,
          createdAt: limit.at,
        });
        await replaceLink(tx, identifier, link.tokenHash, link.expiresAt);
        return true;
      });
    },

    /** Whose link this is while it can still be used, without spending it. */
    async liveSubject(tokenHash: string, now: Date): Promise<ResetSubject | null> {
      const owner = await liveLinkOwner(db, PREFIX, tokenHash, now);
      return owner === null ? null : subjectOf(owner);
    },

    /**
     * Spends a link and, when it was live, sets the new password and ends every session of
     * its owner, in one transaction. The link goes either way. Returns who was reset, or null.
     */
    async consume(
      tokenHash: string,
      passwordHash: string,
      now: Date,
    ): Promise<ResetRecipient | null> {
      return db.transaction(async (tx) => {
        const owner = await spendLink(tx, PREFIX, tokenHash, now);
        const subject = owner === null ? null : subjectOf(owner);
        if (!subject) return null;
        return subject.audience === "admin"
          ? setAdminPassword(tx, Number(subject.id), passwordHash)
          : setAccountPassword(tx, subject.id, passwordHash, now);
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
