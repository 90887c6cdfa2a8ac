import { and, desc, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { insertDoctorAccount } from "../accounts/repository.ts";
import type { Database } from "../db/client.ts";
import {
  auditLog,
  claimRequests,
  providers,
  type ClaimChannel,
  type ClaimEvidenceFile,
  type ClaimStatus,
} from "../db/schema/index.ts";

const isPublic = eq(providers.approvalStatus, "approved");

/** What the claim rules read of a listing; its phone and email never leave the server. */
export interface ClaimListing {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  licenseNumber: string | null;
  claimed: boolean;
}

export type ClaimRow = typeof claimRequests.$inferSelect;
export type NewClaim = Omit<
  typeof claimRequests.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "codeAttempts" | "codesSent" | "evidence"
>;

/** Statuses from which a claim can still become the listing's owner. */
export const OPEN_CLAIM_STATUSES: ClaimStatus[] = [
  "code_sent",
  "awaiting_evidence",
  "pending_review",
];

export type CompleteClaimResult =
  | {
      outcome: "claimed";
      userId: string;
      superseded: { id: number; email: string; firstName: string }[];
    }
  | { outcome: "already-claimed" }
  | { outcome: "email-taken" }
  | { outcome: "not-open" };

/** Thrown inside the transaction to roll it back. */
class Rollback extends Error {
  constructor(readonly outcome: "already-claimed" | "not-open") {
    super(outcome);
  }
}

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
          name: providers.name,
          phone: providers.phone,
          email: providers.email,
          licenseNumber: providers.licenseNumber,
          userId: providers.userId,
        })
        .from(providers)
        .where(and(isPublic, eq(providers.id, id)))
        .limit(1);
      return row ? { ...row, claimed: row.userId !== null } : undefined;
    },

    /**
     * Claims made since `since` for a listing, by an email or from a client address. The
     * counts live in the table itself, so they hold across restarts and processes.
     */
    async recentClaims(
      by: { providerId: number } | { email: string } | { ipHash: string },
      since: Date,
    ): Promise<{ claims: number; codes: number }> {
      const who =
        "providerId" in by
          ? eq(claimRequests.providerId, by.providerId)
          : "email" in by
            ? eq(claimRequests.email, by.email)
            : eq(claimRequests.ipHash, by.ipHash);
      const [row] = await db
        .select({
          claims: sql<number>`count(*)::int`,
          codes: sql<number>`coalesce(sum(${claimRequests.codesSent}), 0)::int`,
        })
        .from(claimRequests)
        .where(and(who, gte(claimRequests.createdAt, since)));
      return { claims: row?.claims ?? 0, codes: row?.codes ?? 0 };
    },

    async create(claim: NewClaim): Promise<ClaimRow> {
      const [row] = await db.insert(claimRequests).values(claim).returning();
      return row!;
    },

    async find(id: number): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(claimRequests).where(eq(claimRequests.id, id)).limit(1);
      return row;
    },

    /** A fresh code replaces the last one: its tries start again. */
    async storeCode(
      id: number,
      input: { channel: ClaimChannel; codeHash: string; expiresAt: Date },
    ): Promise<void> {
      await db
        .update(claimRequests)
        .set({
          channel: input.channel,
          status: "code_sent",
          codeHash: input.codeHash,
          codeExpiresAt: input.expiresAt,
          codeAttempts: 0,
          codesSent: sql`${claimRequests.codesSent} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(claimRequests.id, id), inArray(claimRequests.status, OPEN_CLAIM_STATUSES)));
    },

    /**
     * Spends one try of the current code BEFORE it is compared, in one conditional update:
     * simultaneous guesses cannot share a try, and the fifth is the last.
     */
    async spendCodeAttempt(
      id: number,
      maxAttempts: number,
    ): Promise<{ codeHash: string | null; codeExpiresAt: Date | null } | null> {
      const [row] = await db
        .update(claimRequests)
        .set({ codeAttempts: sql`${claimRequests.codeAttempts} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(claimRequests.id, id),
            eq(claimRequests.status, "code_sent"),
            sql`${claimRequests.codeAttempts} < ${maxAttempts}`,
          ),
        )
        .returning({
          codeHash: claimRequests.codeHash,
          codeExpiresAt: claimRequests.codeExpiresAt,
        });
      return row ?? null;
    },

    async setStatus(
      id: number,
      from: ClaimStatus[],
      to: ClaimStatus,
      extra: Partial<
        Pick<ClaimRow, "adminNote" | "decidedByAdminId" | "decidedAt" | "channel">
      > = {},
    ): Promise<boolean> {
      const rows = await db
        .update(claimRequests)
        .set({ status: to, ...extra, updatedAt: new Date() })
        .where(and(eq(claimRequests.id, id), inArray(claimRequests.status, from)))
        .returning({ id: claimRequests.id });
      return rows.length > 0;
    },

    async attachEvidence(
      id: number,
      evidence: ClaimEvidenceFile[],
      registryResult: unknown,
    ): Promise<boolean> {
      const rows = await db
        .update(claimRequests)
        .set({
          status: "pending_review",
          channel: "evidence",
          evidence,
          registryResult,
          codeHash: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(claimRequests.id, id),
            inArray(claimRequests.status, ["awaiting_evidence", "code_sent"]),
          ),
        )
        .returning({ id: claimRequests.id });
      return rows.length > 0;
    },

    /**
     * The proven claim wins: the claimant's account is created and takes the listing in ONE
     * transaction. The listing's row lock is the arbiter between claimants proving at the same
     * moment: on PostgreSQL the second waits for it, then finds the listing owned (or its own
     * claim superseded) and rolls back; PGlite runs transactions one at a time, with the same
     * result. The conditional update (`… WHERE user_id IS NULL`) stays as a second guard.
     * Every other open claim of the listing is superseded in the same transaction.
     */
    async complete(input: {
      claim: ClaimRow;
      decidedByAdminId?: number;
      adminNote?: string | null;
      audit: {
        actorType: "user" | "admin";
        actorId: string | null;
        details: Record<string, unknown>;
      };
    }): Promise<CompleteClaimResult> {
      const { claim } = input;
      try {
        return await db.transaction(async (tx) => {
          const now = new Date();
          // The listing's row lock first: every claimant of one listing queues here, in the
          // same order, so two proofs never hold each other's claim rows (no deadlock).
          const [locked] = await tx
            .select({ userId: providers.userId })
            .from(providers)
            .where(and(eq(providers.id, claim.providerId), isPublic))
            .for("update");
          if (!locked || locked.userId !== null) throw new Rollback("already-claimed");
          const won = await tx
            .update(claimRequests)
            .set({
              status: "approved",
              codeHash: null,
              decidedAt: now,
              updatedAt: now,
              ...(input.decidedByAdminId ? { decidedByAdminId: input.decidedByAdminId } : {}),
              ...(input.adminNote ? { adminNote: input.adminNote } : {}),
            })
            .where(
              and(
                eq(claimRequests.id, claim.id),
                inArray(claimRequests.status, OPEN_CLAIM_STATUSES),
              ),
            )
            .returning({ id: claimRequests.id });
          if (won.length === 0) throw new Rollback("not-open");
          const ownerId = await insertDoctorAccount(
            tx,
            {
              email: claim.email,
              firstName: claim.firstName,
              lastName: claim.lastName,
              passwordHash: claim.passwordHash,
            },
            now,
          );
          const taken = await tx
            .update(providers)
            .set({
              userId: ownerId,
              // The listing keeps its own contact email; an empty one gets the owner's.
              email: sql`coalesce(nullif(trim(${providers.email}), ''), ${claim.email})`,
              updatedAt: now,
            })
            .where(and(eq(providers.id, claim.providerId), isNull(providers.userId), isPublic))
            .returning({ id: providers.id });
          if (taken.length === 0) throw new Rollback("already-claimed");
          await tx
            .update(claimRequests)
            .set({ userId: ownerId })
            .where(eq(claimRequests.id, claim.id));
          const superseded = await tx
            .update(claimRequests)
            .set({ status: "superseded", codeHash: null, updatedAt: now })
            .where(
              and(
                eq(claimRequests.providerId, claim.providerId),
                ne(claimRequests.id, claim.id),
                inArray(claimRequests.status, OPEN_CLAIM_STATUSES),
              ),
            )
            .returning({
              id: claimRequests.id,
              email: claimRequests.email,
              firstName: claimRequests.firstName,
            });
          await tx.insert(auditLog).values({
            actorType: input.audit.actorType,
            actorId: input.audit.actorType === "user" ? ownerId : input.audit.actorId,
            action: "provider.claimed",
            entityType: "provider",
            entityId: String(claim.providerId),
            details: {
              ...input.audit.details,
              claimId: claim.id,
              supersededClaims: superseded.map((s) => s.id),
            },
          });
          return { outcome: "claimed" as const, userId: ownerId, superseded };
        });
      } catch (error) {
        if (error instanceof Rollback) return { outcome: error.outcome };
        // Someone registered the same email between the claim and its proof.
        if (isUniqueViolation(error)) return { outcome: "email-taken" };
        throw error;
      }
    },

    async audit(entry: {
      actorType: "user" | "admin" | "system";
      actorId: string | null;
      action: string;
      claim: Pick<ClaimRow, "id" | "providerId">;
      details?: Record<string, unknown>;
    }): Promise<void> {
      await db.insert(auditLog).values({
        actorType: entry.actorType,
        actorId: entry.actorId,
        action: entry.action,
        entityType: "claim_request",
        entityId: String(entry.claim.id),
        details: { providerId: entry.claim.providerId, ...entry.details },
      });
    },

    /** Claims for the administrators' 'Solicitudes' view, newest first, with their listing. */
    async listForReview(statuses: ClaimStatus[], limit: number) {
      return db
        .select({
          claim: claimRequests,
          listing: {
            id: providers.id,
            name: providers.name,
            slug: providers.slug,
            specialty: providers.specialty,
            specialtySlug: providers.specialtySlug,
            citySlug: providers.citySlug,
            city: providers.city,
            phone: providers.phone,
            email: providers.email,
            licenseNumber: providers.licenseNumber,
            licenseVerified: providers.licenseVerified,
            licenseValidationData: providers.licenseValidationData,
            userId: providers.userId,
          },
        })
        .from(claimRequests)
        .innerJoin(providers, eq(providers.id, claimRequests.providerId))
        .where(
          or(
            inArray(claimRequests.status, statuses),
            // Decided in the last week: the view shows what just happened too.
            and(
              inArray(claimRequests.status, ["approved", "rejected"]),
              eq(claimRequests.channel, "evidence"),
              gte(claimRequests.decidedAt, new Date(Date.now() - 7 * 24 * 3600_000)),
            ),
          ),
        )
        .orderBy(desc(claimRequests.createdAt))
        .limit(limit);
    },
  };
}
export type ClaimRepository = ReturnType<typeof createClaimRepository>;
