import { and, eq, isNull, sql } from "drizzle-orm";
import { insertDoctorAccount } from "../accounts/repository.ts";
import type { Database } from "../db/client.ts";
import { auditLog, providers, users } from "../db/schema/index.ts";

const isPublic = eq(providers.approvalStatus, "approved");

/** What the claim rules read of a listing; the stored phone never leaves the server. */
export interface ClaimListing {
  id: number;
  phone: string | null;
  licenseNumber: string | null;
  claimed: boolean;
}

export interface NewOwner {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

export type TakeListingResult =
  | { outcome: "claimed"; userId: string }
  | { outcome: "already-claimed" }
  | { outcome: "email-taken" };

/** Thrown inside the transaction to roll it back when another claim won the listing. */
class ListingTaken extends Error {}

/** A unique violation (PostgreSQL 23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === "23505") return true;
  }
  return false;
}

export function createClaimRepository(db: Database) {
  return {
    /** A public listing (approved), claimed or not; pending and rejected ones do not exist here. */
    async findPublicListing(id: number): Promise<ClaimListing | undefined> {
      const [row] = await db
        .select({
          id: providers.id,
          phone: providers.phone,
          licenseNumber: providers.licenseNumber,
          userId: providers.userId,
        })
        .from(providers)
        .where(and(isPublic, eq(providers.id, id)))
        .limit(1);
      return row
        ? {
            id: row.id,
            phone: row.phone,
            licenseNumber: row.licenseNumber,
            claimed: row.userId !== null,
          }
        : undefined;
    },

    async emailInUse(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Creates the doctor's account (user + password credential, the rows better-auth's
     * signUpEmail writes) and takes the listing in ONE transaction. The conditional update
     * (`… WHERE user_id IS NULL`) is the arbiter between simultaneous claims: on PostgreSQL
     * the loser waits on the row lock, re-reads `user_id`, updates nothing and rolls back its
     * new user; PGlite runs transactions one at a time, with the same result.
     */
    async createOwnerAndTakeListing(input: {
      providerId: number;
      owner: NewOwner;
      audit: Record<string, unknown>;
    }): Promise<TakeListingResult> {
      const { owner } = input;
      try {
        const userId = await db.transaction(async (tx) => {
          const now = new Date();
          const ownerId = await insertDoctorAccount(tx, owner, now);
          const taken = await tx
            .update(providers)
            .set({
              userId: ownerId,
              // The listing keeps its own contact email; an empty one gets the owner's.
              email: sql`coalesce(nullif(trim(${providers.email}), ''), ${owner.email})`,
              updatedAt: now,
            })
            .where(and(eq(providers.id, input.providerId), isNull(providers.userId), isPublic))
            .returning({ id: providers.id });
          if (taken.length === 0) throw new ListingTaken();
          await tx.insert(auditLog).values({
            actorType: "user",
            actorId: ownerId,
            action: "provider.claimed",
            entityType: "provider",
            entityId: String(input.providerId),
            details: input.audit,
          });
          return ownerId;
        });
        return { outcome: "claimed", userId };
      } catch (error) {
        if (error instanceof ListingTaken) return { outcome: "already-claimed" };
        // Someone registered the same email between our check and the insert.
        if (isUniqueViolation(error)) return { outcome: "email-taken" };
        throw error;
      }
    },
  };
}
export type ClaimRepository = ReturnType<typeof createClaimRepository>;
