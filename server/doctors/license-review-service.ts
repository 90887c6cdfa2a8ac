import { CLAIM_MESSAGES as CM } from "../../common/doctors/claims.ts";
import {
  LICENSE_REVIEW_MESSAGES as LRM,
  type LicenseReviewState,
} from "../../common/doctors/license-review.ts";
import { DOCTOR_MESSAGES } from "../../common/doctors/schemas.ts";
import { badRequest, conflict } from "../../common/errors.ts";
import { requireOwnListing, type FindOwnListing } from "../access/rules.ts";
import type { SessionUser } from "../accounts/service.ts";
import type { ClaimEvidenceFile } from "../db/schema/index.ts";
import { saveEvidenceSet, type EvidenceQuota, type EvidenceStore } from "../lib/evidence-store.ts";
import type { LicensesService } from "../licenses/service.ts";
import type { Logger } from "../logger.ts";
import type { ClaimRepository, ClaimRow } from "./claim-repository.ts";
import { askRegistry } from "./registry-answer.ts";

const MESSAGE_OF: Record<LicenseReviewState["status"], string> = {
  none: LRM.none,
  awaiting_evidence: LRM.awaitingEvidence,
  pending_review: LRM.pendingReview,
  approved: LRM.approved,
  rejected: LRM.rejected,
};

function stateOf(review: ClaimRow | undefined): LicenseReviewState {
  const status =
    review && review.status in MESSAGE_OF
      ? (review.status as LicenseReviewState["status"])
      : "none";
  return {
    status,
    message: MESSAGE_OF[status],
    adminNote: status === "rejected" ? (review?.adminNote ?? null) : null,
  };
}

/**
 * The doctor's side of a registration whose cédula the registry did not confirm: from their
 * own session, they see where the review stands and send their cédula and an official ID,
 * checked and stored like a claim's documents. The decision is claim-review-service.ts's.
 */
export function createLicenseReviewService(deps: {
  repository: ClaimRepository;
  findOwnListing: FindOwnListing<{ id: number }>;
  evidence: EvidenceStore;
  /** The per-address daily quota of documents, taken before any file is stored. */
  chargeEvidence: EvidenceQuota;
  licenses: Pick<LicensesService, "validateLicense">;
  logger: Logger;
}) {
  const { repository, logger } = deps;

  async function ownReview(user: SessionUser | null) {
    const { listing } = await requireOwnListing(user, deps.findOwnListing, {
      noListing: DOCTOR_MESSAGES.notAuthorized,
    });
    return { listing, review: await repository.findRegistrationReview(listing.id) };
  }

  return {
    async state(user: SessionUser | null): Promise<LicenseReviewState> {
      return stateOf((await ownReview(user)).review);
    },

    async submitEvidence(
      user: SessionUser | null,
      files: { cedula?: Buffer; identificacion?: Buffer },
      meta: { ip?: string } = {},
    ): Promise<LicenseReviewState> {
      const { review } = await ownReview(user);
      if (!review || review.status !== "awaiting_evidence") throw conflict(LRM.notWaiting);
      if (!files.cedula || !files.identificacion) throw badRequest(CM.evidenceMissing);
      await deps.chargeEvidence(meta.ip, files.cedula.length + files.identificacion.length);
      const saved: ClaimEvidenceFile[] = await saveEvidenceSet(deps.evidence, [
        { label: "cedula", bytes: files.cedula },
        { label: "identificacion", bytes: files.identificacion },
      ]);
      // Asked again: a registry that was down at registration may answer now.
      const registry = review.enteredLicense
        ? await askRegistry(deps.licenses.validateLicense, review.enteredLicense, (error) =>
            logger.warn({ err: error }, "no se pudo consultar la cédula del registro"),
          )
        : review.registryResult;
      if (!(await repository.attachEvidence(review.id, saved, registry, "registration"))) {
        await Promise.all(saved.map((file) => deps.evidence.remove(file.key)));
        throw conflict(LRM.notWaiting);
      }
      await repository.audit({
        actorType: "user",
        actorId: user!.id,
        action: "claim.evidence_submitted",
        claim: review,
        details: {
          kind: "registration",
          files: saved.map(({ label, contentType, size, sha256 }) => ({
            label,
            contentType,
            size,
            sha256,
          })),
        },
      });
      logger.info(
        { claimId: review.id, providerId: review.providerId },
        "documentos de cédula recibidos",
      );
      return stateOf(await repository.find(review.id));
    },
  };
}
export type LicenseReviewService = ReturnType<typeof createLicenseReviewService>;
