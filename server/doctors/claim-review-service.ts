import {
  CLAIM_MESSAGES as CM,
  CLAIMS_PAGE_SIZE,
  type AdminClaim,
  type AdminClaimPage,
  type AdminClaimQuery,
} from "../../common/doctors/claims.ts";
import { LICENSE_REVIEW_MESSAGES as LRM } from "../../common/doctors/license-review.ts";
import { profilePath } from "../../common/providers/paths.ts";
import { conflict, notFound } from "../../common/errors.ts";
import type { EvidenceStore } from "../lib/evidence-store.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { ClaimRepository, ClaimRow } from "./claim-repository.ts";
import type { ClaimService } from "./claim-service.ts";
import { offsetOf } from "../../common/pagination.ts";

/**
 * The administrators' side of evidence claims ('Solicitudes' in /admin): the claimant's
 * documents, the listing and the registry's answer side by side, and a decision with a note.
 * Approving goes through the same atomic take as a proven code.
 */
export function createClaimReviewService(deps: {
  repository: ClaimRepository;
  claims: Pick<ClaimService, "finish">;
  evidence: EvidenceStore;
  mail: MailService;
  logger: Logger;
  brandName: string;
  siteUrl: string;
  /** A registration approved: a listing appears in the directory (caches must go). */
  onListingPublished: () => void;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function reviewable(claimId: number) {
    const claim = await repository.find(claimId);
    if (!claim) throw notFound("No se encontró la solicitud.");
    if (claim.status !== "pending_review") throw conflict(CM.notReviewable);
    return claim;
  }

  async function tellClaimant(
    claim: { email: string; firstName: string; providerId: number },
    approved: boolean,
    notes: string | null,
  ) {
    const listing = await repository.findPublicListing(claim.providerId);
    try {
      await deps.mail.send(claim.email, {
        kind: "claim-decided",
        brandName: deps.brandName,
        firstName: claim.firstName,
        listingName: listing?.name ?? "",
        approved,
        notes,
        url: approved
          ? `${deps.siteUrl}/login`
          : `${deps.siteUrl}/reclamar-perfil/${claim.providerId}`,
      });
    } catch (error) {
      deps.logger.error({ err: error }, "no se pudo avisar al solicitante de la decisión");
    }
  }

  /** A registration review decided: the listing follows in the same transaction. */
  async function decideRegistration(
    claim: ClaimRow,
    admin: { id: number },
    approved: boolean,
    note: string | null,
  ) {
    const decided = await repository.decideRegistration({
      claim,
      approved,
      adminId: admin.id,
      note,
      at: now(),
    });
    if (!decided) throw conflict(CM.notReviewable);
    if (approved) deps.onListingPublished();
    const listing = await repository.findListingName(claim.providerId);
    try {
      await deps.mail.send(claim.email, {
        kind: "license-review-decided",
        brandName: deps.brandName,
        firstName: claim.firstName,
        listingName: listing ?? "",
        approved,
        notes: note,
        url: `${deps.siteUrl}${approved ? "/dashboard" : "/ayuda"}`,
      });
    } catch (error) {
      deps.logger.error({ err: error }, "no se pudo avisar al médico de la decisión");
    }
  }

  return {
    /**
     * One page of 'Solicitudes' (CLAIMS_PAGE_SIZE requests) and the count of all that match,
     * so no request hides behind a flood of newer ones: page on, go oldest first, or narrow to
     * one listing or a name or email.
     */
    async list(query: AdminClaimQuery): Promise<AdminClaimPage> {
      const { rows, totalCount } = await repository.listForReview({
        status: query.status,
        providerId: query.providerId,
        search: query.search || undefined,
        sortOrder: query.sortOrder,
        limit: CLAIMS_PAGE_SIZE,
        offset: offsetOf(query.page, CLAIMS_PAGE_SIZE),
      });
      const claims = rows.map(({ claim, listing }): AdminClaim => ({
        id: claim.id,
        kind: claim.channel === "registration" ? ("registration" as const) : ("claim" as const),
        status: claim.status,
        channel: claim.channel,
        createdAt: claim.createdAt.toISOString(),
        decidedAt: claim.decidedAt?.toISOString() ?? null,
        adminNote: claim.adminNote,
        claimant: {
          firstName: claim.firstName,
          lastName: claim.lastName,
          email: claim.email,
          enteredPhone: claim.enteredPhone,
          enteredLicense: claim.enteredLicense,
        },
        listing: {
          id: listing.id,
          name: listing.name,
          profilePath: profilePath(listing),
          specialty: listing.specialty,
          city: listing.city,
          phone: listing.phone,
          email: listing.email,
          licenseNumber: listing.licenseNumber,
          licenseVerified: listing.licenseVerified,
          claimed: listing.userId !== null,
        },
        registry: (claim.registryResult ?? null) as AdminClaim["registry"],
        evidence: claim.evidence.map((file, index) => ({
          index,
          label: file.label,
          contentType: file.contentType,
          size: file.size,
        })),
      }));
      return { claims, totalCount, page: query.page, pageSize: CLAIMS_PAGE_SIZE };
    },

    /** One document of a claim, for the administrator only; never a public URL. */
    async evidenceFile(claimId: number, index: number) {
      const claim = await repository.find(claimId);
      const file = claim?.evidence[index];
      if (!claim || !file) throw notFound("No se encontró el documento.");
      const stored = await deps.evidence.read(file.key);
      if (!stored) throw notFound("No se encontró el documento.");
      return { ...stored, label: file.label };
    },

    async approve(claimId: number, admin: { id: number }, note: string | undefined) {
      const claim = await reviewable(claimId);
      if (claim.channel === "registration") {
        await decideRegistration(claim, admin, true, note || null);
        return { success: true as const, message: LRM.approvedByAdmin };
      }
      await deps.claims.finish(
        claim,
        { actorType: "admin", actorId: String(admin.id), details: { verifiedBy: "evidence" } },
        { adminId: admin.id, note: note || null },
      );
      await tellClaimant(claim, true, note || null);
      return { success: true as const, message: CM.approved };
    },

    async reject(claimId: number, admin: { id: number }, note: string) {
      const claim = await reviewable(claimId);
      if (claim.channel === "registration") {
        await decideRegistration(claim, admin, false, note);
        return { success: true as const, message: LRM.rejectedByAdmin };
      }
      const changed = await repository.setStatus(claim.id, ["pending_review"], "rejected", {
        adminNote: note,
        decidedByAdminId: admin.id,
        decidedAt: new Date(),
      });
      if (!changed) throw conflict(CM.notReviewable);
      await repository.audit({
        actorType: "admin",
        actorId: String(admin.id),
        action: "claim.rejected",
        claim,
        details: { note },
      });
      await tellClaimant(claim, false, note);
      return { success: true as const, message: CM.rejectedByAdmin };
    },
  };
}
export type ClaimReviewService = ReturnType<typeof createClaimReviewService>;
