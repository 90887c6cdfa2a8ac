import { and, eq, or, sql } from "drizzle-orm";
import { liveLinkOwner, replaceLink, spendLink } from "../accounts/one-time-links-repository.ts";
import { insertDoctorAccount, setPasswordCredential } from "../accounts/repository.ts";
import type { Database } from "../db/client.ts";
import { listingsWithLicense } from "../licenses/repository.ts";
import { newToken } from "../accounts/tokens.ts";
import { auditLog, claimRequests, providers, sessions, users } from "../db/schema/index.ts";

/** verifications.identifier of a "create your password" link: one live link per user. */
const SET_PASSWORD = "set-password:";

type ProviderInsert = typeof providers.$inferInsert;

export interface NewDoctorAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** The listing's own fields; the repository adds the owner, the slug and the status. */
export type NewListing = Omit<
  ProviderInsert,
  "id" | "userId" | "slug" | "approvalStatus" | "dataSource" | "createdAt" | "updatedAt"
>;

export type CreateDoctorResult =
  | {
      outcome: "created";
      userId: string;
      providerId: number;
      slug: string;
      /** Another registration took the cédula while this one was checked: not verified. */
      lostLicenseRace: boolean;
    }
  | { outcome: "email-taken" };

/**
 * A verified listing's cédula is checked again under a lock on its digits, inside the
 * insert's transaction: two registrations with one cédula at the same moment cannot both
 * pass the service's earlier check.
 */
async function claimLicense(
  tx: Pick<Database, "select" | "execute">,
  listing: NewListing,
): Promise<{ listing: NewListing; lost: boolean }> {
  if (!listing.licenseVerified || !listing.licenseNumber) return { listing, lost: false };
  const digits = listing.licenseNumber.replace(/\D/g, "");
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cedula:${digits}`}))`);
  const [holder] = await listingsWithLicense(tx, digits, { limit: 1 });
  if (!holder) return { listing, lost: false };
  return {
    lost: true,
    listing: {
      ...listing,
      licenseVerified: false,
      licenseValidatedAt: null,
      licenseIssue: "conflict",
      licenseConflictProviderId: holder.providerId,
    },
  };
}

/** A unique violation (PostgreSQL 23505) on the given constraint, however the driver wraps it. */
function uniqueViolationOn(error: unknown): string | null {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : "";
  }
  return null;
}

/** `base`, or `base-2`, `base-3`… : the first one no listing holds. */
function firstFreeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export function createRegistrationRepository(db: Database) {
  async function takenSlugs(base: string): Promise<Set<string>> {
    // base is a slug (a-z, 0-9, hyphens): safe inside the pattern.
    const rows = await db
      .select({ slug: providers.slug })
      .from(providers)
      .where(or(eq(providers.slug, base), sql`${providers.slug} ~ ${`^${base}-[0-9]+$`}`));
    return new Set(rows.map((row) => row.slug));
  }

  async function emailInUse(email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row !== undefined;
  }

  return {
    emailInUse,

    /**
     * The doctor's account (user + password credential, the rows better-auth's signUpEmail
     * writes, plus isProvider), the pending listing and the audit row in ONE transaction:
     * a failure leaves neither an account without a listing nor a listing without an owner.
     * A slug taken by a simultaneous registration is retried with the next free one.
     */
    async createDoctorWithListing(input: {
      account: NewDoctorAccount;
      listing: NewListing;
      slugBase: string;
      audit: { details: Record<string, unknown> };
      /** The registry did not confirm the cédula: a review waits for the doctor's documents. */
      licenseReview?: { registryResult: unknown; ipHash: string | null } | null;
    }): Promise<CreateDoctorResult> {
      for (let attempt = 0; ; attempt++) {
        const slug = firstFreeSlug(input.slugBase, await takenSlugs(input.slugBase));
        try {
          return await db.transaction(async (tx) => {
            const now = new Date();
            const { account } = input;
            const userId = await insertDoctorAccount(tx, account, now);
            const license = await claimLicense(tx, input.listing);
            const [listing] = await tx
              .insert(providers)
              .values({
                ...license.listing,
                userId,
                slug,
                approvalStatus: "pending",
                dataSource: "self_registration",
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: providers.id, slug: providers.slug });
            if (input.licenseReview)
              await tx.insert(claimRequests).values({
                providerId: listing!.id,
                userId,
                channel: "registration",
                status: "awaiting_evidence",
                // Continued from the doctor's session: this secret is thrown away unread.
                accessTokenHash: newToken().hash,
                email: account.email,
                firstName: account.firstName,
                lastName: account.lastName,
                passwordHash: "",
                enteredPhone: input.listing.phone ?? "",
                enteredLicense: input.listing.licenseNumber ?? null,
                registryResult: input.licenseReview.registryResult,
                ipHash: input.licenseReview.ipHash,
                createdAt: now,
                updatedAt: now,
              });
            await tx.insert(auditLog).values({
              actorType: "user",
              actorId: userId,
              action: "provider.registered",
              entityType: "provider",
              entityId: String(listing!.id),
              details: license.lost
                ? {
                    ...input.audit.details,
                    licenseVerified: false,
                    licenseIssue: "conflict",
                    conflictProviderId: license.listing.licenseConflictProviderId,
                  }
                : input.audit.details,
            });
            return {
              outcome: "created" as const,
              userId,
              providerId: listing!.id,
              slug: listing!.slug,
              lostLicenseRace: license.lost,
            };
          });
        } catch (error) {
          const constraint = uniqueViolationOn(error);
          if (constraint === null) throw error;
          if (constraint.includes("email")) return { outcome: "email-taken" };
          // Another registration took the slug between our read and our insert.
          if (constraint.includes("slug") && attempt < 3) continue;
          // PGlite may not name the constraint: tell the two apart by asking.
          if (constraint === "" && (await emailInUse(input.account.email)))
            return { outcome: "email-taken" };
          if (constraint === "" && attempt < 3) continue;
          throw error;
        }
      }
    },

    /** One live "create your password" link per user: a new one replaces the old. */
    async replacePasswordToken(userId: string, tokenHash: string, expiresAt: Date) {
      await db.transaction((tx) =>
        replaceLink(tx, `${SET_PASSWORD}${userId}`, tokenHash, expiresAt),
      );
    },

    /** Whether a link is still usable, without spending it (the page shows the right state). */
    async passwordTokenIsLive(tokenHash: string, now: Date): Promise<boolean> {
      return (await liveLinkOwner(db, SET_PASSWORD, tokenHash, now)) !== null;
    },

    /**
     * Spends a link and, when it was live, sets the password, marks the email verified (the
     * person read the message) and ends every open session of the account, in one
     * transaction. The link goes either way. Returns the user's id, or null.
     */
    async consumePasswordToken(
      tokenHash: string,
      passwordHash: string,
      now: Date,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const userId = await spendLink(tx, SET_PASSWORD, tokenHash, now);
        if (!userId) return null;
        await setPasswordCredential(tx, userId, passwordHash, now);
        await tx
          .update(users)
          .set({ emailVerified: true, updatedAt: now })
          .where(eq(users.id, userId));
        await tx
          .update(providers)
          .set({ emailVerified: true, updatedAt: now })
          .where(eq(providers.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.insert(auditLog).values({
          actorType: "user",
          actorId: userId,
          action: "account.password-set",
          entityType: "user",
          entityId: userId,
        });
        return userId;
      });
    },

    /** A doctor account that never proved its email (who may ask for a new link). */
    async pendingDoctorByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          and(eq(users.email, email), eq(users.isProvider, true), eq(users.emailVerified, false)),
        )
        .limit(1);
      return row;
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
