import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema/index.ts";
import { replaceLink, spendLink } from "./one-time-links-repository.ts";

const EMAIL_VERIFICATION = "email-verification:";
const OAUTH_STATE = "oauth-state:";
/** better-auth's provider id for email + password credentials. */
export const PASSWORD_PROVIDER = "credential";

/**
 * A doctor's account as better-auth's signUpEmail writes it (user plus password
 * credential, hashed with the same argon2id function), inside the caller's transaction so
 * registration and claiming can create it together with the listing change.
 */
export async function insertDoctorAccount(
  tx: Pick<Database, "insert">,
  account: { email: string; firstName: string; lastName: string; passwordHash: string },
  now: Date,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      id: randomUUID(),
      email: account.email,
      name: `${account.firstName} ${account.lastName}`.trim(),
      firstName: account.firstName,
      lastName: account.lastName,
      emailVerified: false,
      isProvider: true,
      userType: "doctor",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await tx.insert(accounts).values({
    id: randomUUID(),
    userId: user!.id,
    providerId: PASSWORD_PROVIDER,
    accountId: user!.id,
    password: account.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  return user!.id;
}

/**
 * Gives an account this password hash: its password credential is updated, or created for
 * an account that so far signed in only with Google or was registered without a password.
 */
export async function setPasswordCredential(
  tx: Pick<Database, "insert" | "update">,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const updated = await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, PASSWORD_PROVIDER)))
    .returning({ id: accounts.id });
  if (updated.length > 0) return;
  await tx.insert(accounts).values({
    id: randomUUID(),
    userId,
    providerId: PASSWORD_PROVIDER,
    accountId: userId,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
}

export function createAccountsRepository(db: Database) {
  // Built once (drizzle's placeholder), named on the server: every signed-in request runs it.
  const sessionUser = db
    .select({
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        emailVerified: users.emailVerified,
        isProvider: users.isProvider,
        userType: users.userType,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_user_by_token");
  return {
    /** A session's expiry and its account, in one statement (server/accounts/sessions.ts). */
    async sessionUserByToken(token: string) {
      const [row] = await sessionUser.execute({ token });
      return row;
    },
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
      await db.transaction((tx) =>
        replaceLink(tx, `${EMAIL_VERIFICATION}${userId}`, tokenHash, expiresAt),
      );
    },
    /** Consumes a token: returns its user when it was valid, and deletes it either way. */
    async consumeEmailVerification(tokenHash: string, now: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const userId = await spendLink(tx, EMAIL_VERIFICATION, tokenHash, now);
        if (!userId) return null;
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
    /** A pending OAuth sign-in, found again by the hash of its state (never the state itself). */
    async saveOAuthState(stateHash: string, value: string, expiresAt: Date): Promise<void> {
      await db.insert(verifications).values({
        id: randomUUID(),
        identifier: `${OAUTH_STATE}${stateHash}`,
        value,
        expiresAt,
      });
    },
    /** Single use: the row goes whether or not it is still valid. */
    async consumeOAuthState(stateHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .delete(verifications)
        .where(eq(verifications.identifier, `${OAUTH_STATE}${stateHash}`))
        .returning();
      return row && row.expiresAt > now ? row.value : null;
    },
    async findUserByProviderAccount(providerId: string, accountId: string) {
      const [row] = await db
        .select({ user: users })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)))
        .limit(1);
      return row?.user;
    },
    async createUserWithProviderAccount(input: {
      email: string;
      firstName: string;
      lastName: string;
      emailVerified: boolean;
      providerId: string;
      accountId: string;
    }) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            id: randomUUID(),
            email: input.email,
            name: `${input.firstName} ${input.lastName}`.trim(),
            firstName: input.firstName,
            lastName: input.lastName,
            emailVerified: input.emailVerified,
          })
          .returning();
        await tx.insert(accounts).values({
          id: randomUUID(),
          userId: user!.id,
          providerId: input.providerId,
          accountId: input.accountId,
        });
        return user!;
      });
    },
    /**
     * Adds an outside identity to an existing user. `emailProven` marks the email verified;
     * `dropPassword` removes a password nobody proved to own the address with.
     */
    async linkProviderAccount(input: {
      userId: string;
      providerId: string;
      accountId: string;
      emailProven: boolean;
      dropPassword: boolean;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(accounts).values({
          id: randomUUID(),
          userId: input.userId,
          providerId: input.providerId,
          accountId: input.accountId,
        });
        if (input.dropPassword)
          await tx
            .delete(accounts)
            .where(
              and(eq(accounts.userId, input.userId), eq(accounts.providerId, PASSWORD_PROVIDER)),
            );
        if (input.emailProven)
          await tx
            .update(users)
            .set({ emailVerified: true, updatedAt: new Date() })
            .where(eq(users.id, input.userId));
      });
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
