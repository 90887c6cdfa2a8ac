import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { insertDoctorAccount } from "../accounts/repository.ts";
import type { Database } from "../db/client.ts";
import { lockKey } from "../db/key-lock.ts";
import { containsPattern } from "../db/like.ts";
import {
  auditLog,
  claimCodes,
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

/** The limits the repository decides under its locks (the values live in the service). */
export interface ClaimLimits {
  claimsPerListingPerDay: number;
  claimsPerEmailPerDay: number;
  claimsPerAddressPerDay: number;
  codesPerListingPerDay: number;
  codesPerClaim: number;
  resendGapMs: number;
}

/** Why no code slot was reserved. */
export type CodeRefusal = "codes-for-claim" | "codes-for-listing" | "too-soon" | "already-claimed";
/** Why no request was opened. */
export type OpenRefusal = "claims-for-listing" | "claims-for-claimant" | CodeRefusal;

/** Thrown inside a limit's transaction to roll it back with its reason. */
class Refusal extends Error {
  constructor(readonly outcome: OpenRefusal | "not-open") {
    super(outcome);
  }
}

/** What 'Solicitudes' shows of a request's listing. */
const reviewListingColumns = {
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
};
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Locks a public listing's row until the transaction ends; answers whether it can still be
 * claimed. Every decision about one listing's requests and codes queues here (PGlite runs
 * transactions one at a time, with the same result).
 */
async function lockClaimableListing(tx: Transaction, providerId: number): Promise<boolean> {
  const [locked] = await tx
    .select({ userId: providers.userId })
    .from(providers)
    .where(and(eq(providers.id, providerId), isPublic))
    .for("update");
  return locked !== undefined && locked.userId === null;
}

/**
 * Takes one code slot of a request, inside a transaction that holds its listing's row lock:
 * counts the request's codes (all of them, and those within the resend gap) and the listing's
 * codes SENT since `since` (whatever day their request opened), then records this one.
 */
async function takeCodeSlot(
  tx: Transaction,
  claim: { id: number; providerId: number },
  channel: "sms" | "email",
  input: { at: Date; since: Date; limits: ClaimLimits },
): Promise<CodeRefusal | null> {
  const { at, since, limits } = input;
  const ofClaim = eq(claimCodes.claimId, claim.id);
  const sentToday = gte(claimCodes.sentAt, since);
  const gapStart = new Date(at.getTime() - limits.resendGapMs);
  const [counts] = await tx
    .select({
      forClaim: countWhere(ofClaim),
      recentForClaim: countWhere(and(ofClaim, gt(claimCodes.sentAt, gapStart))),
      forListing: countWhere(sentToday),
    })
    .from(claimCodes)
    .where(and(eq(claimCodes.providerId, claim.providerId), or(ofClaim, sentToday)));
  if ((counts?.forClaim ?? 0) >= limits.codesPerClaim) return "codes-for-claim";
  if ((counts?.recentForClaim ?? 0) > 0) return "too-soon";
  if ((counts?.forListing ?? 0) >= limits.codesPerListingPerDay) return "codes-for-listing";
  await tx
    .insert(claimCodes)
    .values({ claimId: claim.id, providerId: claim.providerId, channel, sentAt: at });
  await tx
    .update(claimRequests)
    .set({ codesSent: sql`${claimRequests.codesSent} + 1` })
    .where(eq(claimRequests.id, claim.id));
  return null;
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
     * Opens a request if the limits allow it, and reserves its first code when it needs one,
     * as ONE decision: the listing's row lock (and a transaction-scoped lock on the claimant's
     * email and on the client address, always taken in that order after the listing's, so two
     * requests never wait for each other in a circle) holds every other request for the same
     * keys until this one has been counted or refused. Nothing is written when one is refused.
     */
    async open(input: {
      claim: NewClaim;
      at: Date;
      since: Date;
      limits: ClaimLimits;
      /** The first code's channel; null for a request that waits for documents. */
      codeChannel: "sms" | "email" | null;
    }): Promise<{ outcome: "opened"; claim: ClaimRow } | { outcome: OpenRefusal }> {
      const { claim, since, limits } = input;
      const { ipHash } = claim;
      const byAddress = ipHash ? eq(claimRequests.ipHash, ipHash) : sql`false`;
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockClaimableListing(tx, claim.providerId)))
            throw new Refusal("already-claimed");
          await lockKey(tx, `claim-email:${claim.email}`);
          if (ipHash) await lockKey(tx, `claim-address:${ipHash}`);
          const byListing = eq(claimRequests.providerId, claim.providerId);
          const byEmail = eq(claimRequests.email, claim.email);
          const [counts] = await tx
            .select({
              listing: countWhere(byListing),
              email: countWhere(byEmail),
              address: countWhere(byAddress),
            })
            .from(claimRequests)
            .where(
              and(
                gte(claimRequests.createdAt, since),
                // A doctor's own registration review is not a claim of anybody's listing.
                ne(claimRequests.channel, "registration"),
                or(byListing, byEmail, byAddress),
              ),
            );
          if ((counts?.listing ?? 0) >= limits.claimsPerListingPerDay)
            throw new Refusal("claims-for-listing");
          if (
            (counts?.email ?? 0) >= limits.claimsPerEmailPerDay ||
            (counts?.address ?? 0) >= limits.claimsPerAddressPerDay
          )
            throw new Refusal("claims-for-claimant");
          const [row] = await tx
            .insert(claimRequests)
            .values({ ...claim, createdAt: input.at, updatedAt: input.at })
            .returning();
          if (!input.codeChannel) return { outcome: "opened" as const, claim: row! };
          const refused = await takeCodeSlot(tx, row!, input.codeChannel, input);
          if (refused) throw new Refusal(refused);
          return { outcome: "opened" as const, claim: { ...row!, codesSent: 1 } };
        });
      } catch (error) {
        if (error instanceof Refusal) return { outcome: error.outcome as OpenRefusal };
        throw error;
      }
    },

    /**
     * Reserves the slot of another code for an open request, under the listing's row lock:
     * simultaneous resends of one request, or of several requests of one listing, are counted
     * one after the other, and the slot is taken before the code goes out.
     */
    async reserveCode(input: {
      claimId: number;
      providerId: number;
      channel: "sms" | "email";
      at: Date;
      since: Date;
      limits: ClaimLimits;
    }): Promise<{ outcome: "reserved" } | { outcome: CodeRefusal | "not-open" }> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockClaimableListing(tx, input.providerId)))
            throw new Refusal("already-claimed");
          const [claim] = await tx
            .select({ id: claimRequests.id, providerId: claimRequests.providerId })
            .from(claimRequests)
            .where(
              and(
                eq(claimRequests.id, input.claimId),
                eq(claimRequests.providerId, input.providerId),
                inArray(claimRequests.status, ["code_sent", "awaiting_evidence"]),
              ),
            );
          if (!claim) throw new Refusal("not-open");
          const refused = await takeCodeSlot(tx, claim, input.channel, input);
          if (refused) throw new Refusal(refused);
          return { outcome: "reserved" as const };
        });
      } catch (error) {
        if (error instanceof Refusal) return { outcome: error.outcome as CodeRefusal | "not-open" };
        throw error;
      }
    },

    async find(id: number): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(claimRequests).where(eq(claimRequests.id, id)).limit(1);
      return row;
    },

    /**
     * The code that went out becomes the request's code (its slot was reserved before the
     * send): it replaces the last one and its tries start again.
     */
    async activateCode(
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

    /**
     * The documents of a claim (which stops waiting for a code) or of a registration review,
     * and the registry's answer beside them: the request now waits for an administrator.
     */
    async attachEvidence(
      id: number,
      evidence: ClaimEvidenceFile[],
      registryResult: unknown,
      kind: "claim" | "registration" = "claim",
    ): Promise<boolean> {
      const registration = kind === "registration";
      const rows = await db
        .update(claimRequests)
        .set({
          status: "pending_review",
          channel: registration ? "registration" : "evidence",
          evidence,
          registryResult,
          codeHash: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(claimRequests.id, id),
            registration
              ? and(
                  eq(claimRequests.channel, "registration"),
                  eq(claimRequests.status, "awaiting_evidence"),
                )
              : and(
                  ne(claimRequests.channel, "registration"),
                  inArray(claimRequests.status, ["awaiting_evidence", "code_sent"]),
                ),
          ),
        )
        .returning({ id: claimRequests.id });
      return rows.length > 0;
    },

    /** A listing's name, whatever its status (a registration's listing is not public yet). */
    async findListingName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: providers.name })
        .from(providers)
        .where(eq(providers.id, id))
        .limit(1);
      return row?.name;
    },

    /** The newest registration review of a doctor's listing. */
    async findRegistrationReview(providerId: number): Promise<ClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(claimRequests)
        .where(
          and(eq(claimRequests.providerId, providerId), eq(claimRequests.channel, "registration")),
        )
        .orderBy(desc(claimRequests.createdAt), desc(claimRequests.id))
        .limit(1);
      return row;
    },

    /**
     * An administrator's decision on a registration review, in ONE transaction with the
     * listing: approved publishes it with its cédula verified; rejected keeps it out of the
     * directory. Only a review still pending and a listing still owned by the doctor who
     * registered it change; answers false otherwise.
     */
    async decideRegistration(input: {
      claim: Pick<ClaimRow, "id" | "providerId" | "userId">;
      approved: boolean;
      adminId: number;
      note: string | null;
      at: Date;
    }): Promise<boolean> {
      const { claim, approved, at } = input;
      const decide = db.transaction(async (tx) => {
        const decided = await tx
          .update(claimRequests)
          .set({
            status: approved ? "approved" : "rejected",
            adminNote: input.note,
            decidedByAdminId: input.adminId,
            decidedAt: at,
            updatedAt: at,
          })
          .where(
            and(
              eq(claimRequests.id, claim.id),
              eq(claimRequests.channel, "registration"),
              eq(claimRequests.status, "pending_review"),
            ),
          )
          .returning({ id: claimRequests.id });
        if (decided.length === 0) return false;
        const owned = claim.userId ? eq(providers.userId, claim.userId) : sql`false`;
        const listing = await tx
          .update(providers)
          .set(
            approved
              ? {
                  approvalStatus: "approved",
                  licenseVerified: true,
                  licenseValidatedAt: at,
                  licenseIssue: null,
                  updatedAt: at,
                }
              : { approvalStatus: "rejected", licenseVerified: false, updatedAt: at },
          )
          .where(and(eq(providers.id, claim.providerId), owned))
          .returning({ id: providers.id });
        if (listing.length === 0) throw new Rollback("not-open");
        await tx.insert(auditLog).values({
          actorType: "admin",
          actorId: String(input.adminId),
          action: approved ? "provider.license_approved" : "provider.license_rejected",
          entityType: "provider",
          entityId: String(claim.providerId),
          details: { claimId: claim.id, ...(input.note ? { note: input.note } : {}) },
        });
        return true;
      });
      return decide.catch((error: unknown) => {
        if (error instanceof Rollback) return false;
        throw error;
      });
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

    /**
     * Requests whose documents may go (evidence-cleanup.ts): decided (approved, rejected, or
     * closed by another claimant's proof) before `before`, or left open without a decision to
     * wait for (a code never entered, documents never sent) and untouched since `before`. A
     * request waiting for an administrator keeps its documents whatever its age.
     */
    async evidenceToClear(before: Date, limit: number) {
      return db
        .select({
          id: claimRequests.id,
          providerId: claimRequests.providerId,
          status: claimRequests.status,
          evidence: claimRequests.evidence,
        })
        .from(claimRequests)
        .where(
          and(
            sql`jsonb_array_length(${claimRequests.evidence}) > 0`,
            or(
              and(
                inArray(claimRequests.status, ["approved", "rejected", "superseded"]),
                sql`coalesce(${claimRequests.decidedAt}, ${claimRequests.updatedAt}) < ${before}`,
              ),
              and(
                inArray(claimRequests.status, ["code_sent", "awaiting_evidence"]),
                sql`${claimRequests.updatedAt} < ${before}`,
              ),
            ),
          ),
        )
        .orderBy(claimRequests.id)
        .limit(limit);
    },

    /** Forgets a request's documents once their files are gone (the audit keeps their sha256). */
    async clearEvidence(id: number): Promise<void> {
      await db.update(claimRequests).set({ evidence: [] }).where(eq(claimRequests.id, id));
    },

    /** Every stored file some request still names. */
    async evidenceKeys(): Promise<Set<string>> {
      const rows = await db.execute<{ key: string }>(
        sql`select jsonb_array_elements(${claimRequests.evidence})->>'key' as key from ${claimRequests}`,
      );
      return new Set(rows.rows.map((row) => row.key));
    },

    /**
     * One page of the administrators' 'Solicitudes' view with its listing, and how many
     * requests the filters match: requests waiting for a decision, or decided ones of the
     * channels an administrator decides (documents, registrations). Ordered by arrival (and
     * id, so pages never share or skip a row), newest or oldest first.
     */
    async listForReview(query: {
      status: ClaimStatus | "all";
      providerId?: number;
      search?: string;
      sortOrder: "asc" | "desc";
      limit: number;
      offset: number;
    }) {
      const decided = and(
        inArray(claimRequests.status, ["approved", "rejected"]),
        inArray(claimRequests.channel, ["evidence", "registration"]),
      );
      const pending = eq(claimRequests.status, "pending_review");
      const byStatus =
        query.status === "all"
          ? or(pending, decided)
          : query.status === "pending_review"
            ? pending
            : and(eq(claimRequests.status, query.status), decided);
      const text = query.search ? containsPattern(query.search) : null;
      const where = and(
        byStatus,
        query.providerId === undefined ? undefined : eq(claimRequests.providerId, query.providerId),
        text === null
          ? undefined
          : or(
              sql`lower(${providers.name}) like ${text}`,
              sql`lower(${claimRequests.email}) like ${text}`,
            ),
      );
      const direction = query.sortOrder === "asc" ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ claim: claimRequests, listing: reviewListingColumns })
          .from(claimRequests)
          .innerJoin(providers, eq(providers.id, claimRequests.providerId))
          .where(where)
          .orderBy(direction(claimRequests.createdAt), direction(claimRequests.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(claimRequests)
          .innerJoin(providers, eq(providers.id, claimRequests.providerId))
          .where(where),
      ]);
      return { rows, totalCount: counted?.n ?? 0 };
    },
  };
}
export type ClaimRepository = ReturnType<typeof createClaimRepository>;
