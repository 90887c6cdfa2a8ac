import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import {
  CLAIM_CODE_MAX_ATTEMPTS,
  CLAIM_CODE_TTL_MINUTES,
  CLAIM_MESSAGES as CM,
  maskEmail,
  maskPhone,
  type ClaimChannels,
  type ClaimCodeInput,
  type ClaimMethod,
  type ClaimProgress,
  type ClaimStarted,
} from "../../common/doctors/claims.ts";
import { DOCTOR_MESSAGES, phonesMatch, type ClaimInput } from "../../common/doctors/schemas.ts";
import type { AccountsService } from "../accounts/service.ts";
import { hashToken, newToken } from "../accounts/tokens.ts";
import type { ClaimEvidenceFile } from "../db/schema/index.ts";
import { AppError, badRequest, conflict, notFound } from "../../common/errors.ts";
import { SmsError, toE164Mexico, type SmsTransport } from "../integrations/sms.ts";
import type { LicensesService } from "../licenses/service.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { ProvidersService } from "../providers/service.ts";
import type { ClaimListing, ClaimRepository, ClaimRow, OpenRefusal } from "./claim-repository.ts";
import { saveEvidenceSet, type EvidenceQuota, type EvidenceStore } from "../lib/evidence-store.ts";
import { askRegistry } from "./registry-answer.ts";

/** What the claim page shows of a listing: the public profile's own facts, nothing more. */
export interface ClaimTarget {
  id: number;
  name: string;
  specialty: string;
  city: string;
  avatar: string | null;
  licenseVerified: boolean;
  /** The form asks for the cédula only when the listing has one (spec section 5). */
  hasLicenseNumber: boolean;
  claimed: boolean;
  profilePath: string;
  /** Where a code can go, masked; null where it cannot. */
  channels: ClaimChannels;
}

/**
 * Limits of the claim flow, counted in the claim table itself (so they hold across restarts
 * and processes): per listing (its doctor's phone and mailbox), per claimant email and per
 * client address.
 */
export const CLAIM_LIMITS = {
  claimsPerListingPerDay: 5,
  codesPerListingPerDay: 6,
  claimsPerEmailPerDay: 3,
  claimsPerAddressPerDay: 20,
  codesPerClaim: 3,
  resendGapMs: 60_000,
} as const;

const DAY_MS = 24 * 3600_000;
const tooMany = (message: string) => new AppError("too_many_requests", message);

/** Cédulas are compared without spaces or dashes and without case ("12 345-678" = "12345678"). */
function sameLicense(entered: string | undefined, onListing: string): boolean {
  const normal = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();
  return normal(entered ?? "") !== "" && normal(entered ?? "") === normal(onListing);
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type ClaimDeps = {
  repository: ClaimRepository;
  providers: ProvidersService;
  accounts: Pick<AccountsService, "sendVerificationEmail">;
  licenses: Pick<LicensesService, "validateLicense">;
  mail: MailService;
  sms: SmsTransport;
  evidence: EvidenceStore;
  /** The per-address daily quota of documents, taken before any file is stored. */
  chargeEvidence: EvidenceQuota;
  hashPassword: (password: string) => Promise<string>;
  /** A keyed hash of the client address: limits and audit rows without storing IPs. */
  hashIp: (ip: string) => string;
  /** Keys the hashes of one-time codes, so a copy of the table does not reveal them. */
  secret: string;
  /** The listing changed owner: cached profiles and search answers must go. */
  onClaimed: () => void;
  logger: Logger;
  brandName: string;
  siteUrl: string;
  now?: () => Date;
};

/**
 * Claiming a pre-existing listing. Typing the phone and cédula the public profile shows only
 * opens a request; the listing changes hands when the claimant enters a one-time code sent to
 * the listing's own phone (SMS) or email, or when an administrator approves their documents
 * (claim-review-service.ts). Several requests may wait; the first proven one wins.
 */
export function createClaimService(deps: ClaimDeps) {
  const { repository, logger } = deps;
  const now = deps.now ?? (() => new Date());

  const codeHash = (claimId: number, code: string) =>
    createHmac("sha256", deps.secret).update(`claim-code:${claimId}:${code}`).digest("hex");

  function channelsOf(listing: Pick<ClaimListing, "phone" | "email">): ClaimChannels {
    const phone = listing.phone ? toE164Mexico(listing.phone) : null;
    const email = listing.email?.includes("@") ? listing.email.trim() : null;
    return { sms: phone ? maskPhone(phone) : null, email: email ? maskEmail(email) : null };
  }

  async function claimableListing(providerId: number): Promise<ClaimListing> {
    const listing = await repository.findPublicListing(providerId);
    if (!listing) throw notFound(DOCTOR_MESSAGES.claimNotFound);
    if (listing.claimed) throw conflict(DOCTOR_MESSAGES.claimAlreadyClaimed);
    return listing;
  }

  /** The request, if the secret given to the page that made it comes with it. */
  async function ownClaim(claimId: number, claimToken: string): Promise<ClaimRow> {
    const claim = await repository.find(claimId);
    if (!claim || !sameSecret(claim.accessTokenHash, hashToken(claimToken)))
      throw notFound(CM.accessDenied);
    return claim;
  }

  function progressOf(claim: ClaimRow, listing: ClaimListing | undefined, message?: string) {
    const channels = listing ? channelsOf(listing) : { sms: null, email: null };
    const destination =
      claim.channel === "sms" ? channels.sms : claim.channel === "email" ? channels.email : null;
    const byStatus: Record<ClaimRow["status"], string> = {
      code_sent: claim.channel === "sms" ? CM.codeSentSms : CM.codeSentEmail,
      awaiting_evidence: CM.noChannel,
      pending_review: CM.evidenceReceived,
      approved: DOCTOR_MESSAGES.claimSuccess,
      rejected: CM.rejected,
      superseded: CM.superseded,
      expired: CM.codeExpired,
    };
    return {
      claimId: claim.id,
      status: claim.status,
      channel: claim.channel === "registration" ? "evidence" : claim.channel,
      destination,
      message: message ?? byStatus[claim.status],
      ...(claim.status === "rejected" ? { adminNote: claim.adminNote } : {}),
      ...(listing ? { channels } : {}),
    } satisfies ClaimProgress & { channels?: ClaimChannels };
  }

  /** Where a code for this channel goes, or null when the listing has no such channel. */
  function destinationOf(listing: ClaimListing, channel: "sms" | "email"): string | null {
    if (channel === "sms") return listing.phone ? toE164Mexico(listing.phone) : null;
    const email = listing.email?.trim();
    return email?.includes("@") ? email : null;
  }

  /** The reasons the repository refuses, as the claimant reads them. */
  function refusal(outcome: OpenRefusal | "not-open", claim?: ClaimRow): AppError {
    switch (outcome) {
      case "claims-for-listing":
        return tooMany(CM.tooManyForListing);
      case "claims-for-claimant":
        return tooMany(CM.tooManyForClaimant);
      case "codes-for-claim":
      case "codes-for-listing":
        return tooMany(CM.tooManyCodes);
      case "too-soon":
        return tooMany(CM.resendTooSoon);
      case "already-claimed":
        return conflict(DOCTOR_MESSAGES.claimAlreadyClaimed);
      case "not-open":
        return conflict(claim ? progressOf(claim, undefined).message : CM.accessDenied);
    }
  }

  /**
   * Sends a code whose slot the repository already reserved (the limits were decided and
   * recorded first), then makes it the request's code. A failed send keeps its slot: the
   * provider may have delivered it before failing, and the listing's phone is what the limits
   * protect. Answers why no code went out, or null; the request stays open either way.
   */
  async function deliverCode(
    claim: ClaimRow,
    listing: ClaimListing,
    channel: "sms" | "email",
    to: string,
  ): Promise<string | null> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    try {
      if (channel === "sms")
        await deps.sms.send({
          to,
          body: `${deps.brandName}: tu código para reclamar tu perfil es ${code}. Vence en ${CLAIM_CODE_TTL_MINUTES} minutos. Si no lo pediste, ignóralo.`,
        });
      else
        await deps.mail.send(to, {
          kind: "claim-code",
          brandName: deps.brandName,
          listingName: listing.name,
          code,
          minutes: CLAIM_CODE_TTL_MINUTES,
        });
    } catch (error) {
      if (!(error instanceof SmsError)) throw error;
      logger.warn(
        { claimId: claim.id, reason: error.reason, code: error.code },
        "no se pudo enviar el SMS del reclamo",
      );
      await repository.audit({
        actorType: "system",
        actorId: null,
        action: "claim.code_failed",
        claim,
        details: { channel, reason: error.reason },
      });
      return CM.smsFailed;
    }
    await repository.activateCode(claim.id, {
      channel,
      codeHash: codeHash(claim.id, code),
      expiresAt: new Date(now().getTime() + CLAIM_CODE_TTL_MINUTES * 60_000),
    });
    await repository.audit({
      actorType: "system",
      actorId: null,
      action: "claim.code_sent",
      claim,
      details: { channel },
    });
    return null;
  }

  /** The moment of a decision and the start of its 24-hour window. */
  function decisionWindow() {
    const at = now();
    return { at, since: new Date(at.getTime() - DAY_MS), limits: CLAIM_LIMITS };
  }

  /** What the license registry says of the cédula, for the administrator's side-by-side view. */
  async function registryCheck(licenseNumber: string | null | undefined) {
    if (!licenseNumber?.trim()) return null;
    return askRegistry(deps.licenses.validateLicense, licenseNumber, (error) =>
      logger.warn({ err: error }, "no se pudo consultar la cédula del reclamo"),
    );
  }

  /** The proven claim takes the listing; everybody concerned hears of it. */
  async function finish(
    claim: ClaimRow,
    audit: {
      actorType: "user" | "admin";
      actorId: string | null;
      details: Record<string, unknown>;
    },
    decision: { adminId?: number; note?: string | null } = {},
  ) {
    const result = await repository.complete({
      claim,
      audit,
      ...(decision.adminId ? { decidedByAdminId: decision.adminId } : {}),
      adminNote: decision.note ?? null,
    });
    if (result.outcome === "already-claimed") {
      await repository.setStatus(
        claim.id,
        ["code_sent", "awaiting_evidence", "pending_review"],
        "superseded",
      );
      throw conflict(CM.superseded);
    }
    if (result.outcome === "email-taken") throw conflict(DOCTOR_MESSAGES.emailTaken);
    if (result.outcome === "not-open") {
      const current = (await repository.find(claim.id)) ?? claim;
      throw conflict(progressOf(current, undefined).message);
    }
    deps.onClaimed();
    const listing = await repository.findPublicListing(claim.providerId);
    const listingName = listing?.name ?? "";
    await Promise.allSettled([
      deps.accounts.sendVerificationEmail({
        id: result.userId,
        email: claim.email,
        firstName: claim.firstName,
      }),
      ...result.superseded.map((other) =>
        deps.mail.send(other.email, {
          kind: "claim-superseded",
          brandName: deps.brandName,
          firstName: other.firstName,
          listingName,
        }),
      ),
    ]).then((outcomes) => {
      for (const outcome of outcomes)
        if (outcome.status === "rejected")
          logger.error({ err: outcome.reason }, "no se pudo enviar un correo del reclamo");
    });
    logger.info(
      { providerId: claim.providerId, userId: result.userId, claimId: claim.id },
      "perfil reclamado",
    );
    return { success: true as const, message: DOCTOR_MESSAGES.claimSuccess, userId: result.userId };
  }

  return {
    /** The claim page's summary; claimed listings are shown too (with the already-claimed text). */
    async target(providerId: number): Promise<ClaimTarget> {
      const profile = await deps.providers.profileById(providerId).catch((error: unknown) => {
        if ((error as { status?: number }).status === 404)
          throw notFound(DOCTOR_MESSAGES.claimNotFound);
        throw error;
      });
      const listing = await repository.findPublicListing(providerId);
      return {
        id: profile.id,
        name: profile.name,
        specialty: profile.specialty,
        city: profile.city,
        avatar: profile.avatar,
        licenseVerified: profile.licenseVerified,
        hasLicenseNumber: Boolean(profile.licenseNumber?.trim()),
        claimed: profile.claimed,
        profilePath: profile.profilePath,
        channels: listing ? channelsOf(listing) : { sms: null, email: null },
      };
    },

    /** Step 1 of the page: does this phone match the listing's? The rule lives in phonesMatch. */
    async verifyPhone(providerId: number, phone: string): Promise<{ matches: boolean }> {
      const listing = await claimableListing(providerId);
      return { matches: phonesMatch(phone, listing.phone ?? "") };
    },

    /**
     * Opens a request with the account to create once proven, and sends the first code. What
     * the public profile shows (phone, cédula) is checked as the spec asks, but proves nothing.
     */
    async start(input: ClaimInput, meta: { ip?: string }): Promise<ClaimStarted> {
      const listing = await claimableListing(input.providerId);
      if (!phonesMatch(input.phone, listing.phone ?? ""))
        throw badRequest(DOCTOR_MESSAGES.claimPhoneError);
      if (listing.licenseNumber?.trim() && !sameLicense(input.cedula, listing.licenseNumber))
        throw badRequest(DOCTOR_MESSAGES.claimCedulaError);
      const email = input.email.trim().toLowerCase();
      // An email with an account is not refused here (that would tell anyone it exists); a
      // proven claim with it is refused when the account would be created.
      const ipHash = meta.ip ? deps.hashIp(meta.ip) : null;

      const channels = channelsOf(listing);
      const method: ClaimMethod =
        input.method ?? (channels.sms ? "sms" : channels.email ? "email" : "evidence");
      const to = method === "evidence" ? null : destinationOf(listing, method);
      if (method !== "evidence" && !to) throw badRequest(CM.channelUnavailable);

      const { token, hash } = newToken();
      // Every limit of the request and of its first code is decided, and the slot recorded,
      // in one transaction before anything is sent.
      const opened = await repository.open({
        claim: {
          providerId: listing.id,
          accessTokenHash: hash,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          // Hashed now: the password never waits in the table in clear.
          passwordHash: await deps.hashPassword(input.password),
          enteredPhone: input.phone,
          enteredLicense: input.cedula?.trim() || null,
          status: "awaiting_evidence",
          channel: method,
          ipHash,
        },
        ...decisionWindow(),
        codeChannel: method === "evidence" ? null : method,
      });
      if (opened.outcome !== "opened") throw refusal(opened.outcome);
      const { claim } = opened;
      await repository.audit({
        actorType: "user",
        actorId: null,
        action: "claim.requested",
        claim,
        details: { method, ...(ipHash ? { ipHash } : {}) },
      });
      const failure = method === "evidence" ? null : await deliverCode(claim, listing, method, to!);
      const current = (await repository.find(claim.id))!;
      logger.info(
        { claimId: claim.id, providerId: listing.id, method },
        "solicitud de reclamo abierta",
      );
      return {
        success: true,
        claimToken: token,
        ...progressOf(
          current,
          listing,
          failure ?? (method === "evidence" ? CM.evidenceMissing : undefined),
        ),
      };
    },

    /** The claimant's view of their request (the page polls it after sending documents). */
    async progress(claimId: number, claimToken: string) {
      const claim = await ownClaim(claimId, claimToken);
      return progressOf(claim, await repository.findPublicListing(claim.providerId));
    },

    /** Another code, to the same or the other channel. */
    async resend(claimId: number, input: { claimToken: string; method?: "sms" | "email" }) {
      const claim = await ownClaim(claimId, input.claimToken);
      if (claim.status !== "code_sent" && claim.status !== "awaiting_evidence")
        throw conflict(progressOf(claim, undefined).message);
      const listing = await claimableListing(claim.providerId);
      const method =
        input.method ??
        (claim.channel === "evidence" || claim.channel === "registration" ? "sms" : claim.channel);
      const to = destinationOf(listing, method);
      if (!to) throw badRequest(CM.channelUnavailable);
      const reserved = await repository.reserveCode({
        claimId: claim.id,
        providerId: listing.id,
        channel: method,
        ...decisionWindow(),
      });
      if (reserved.outcome !== "reserved")
        throw refusal(reserved.outcome, (await repository.find(claim.id)) ?? claim);
      const failure = await deliverCode(claim, listing, method, to);
      return progressOf((await repository.find(claim.id))!, listing, failure ?? undefined);
    },

    /**
     * The code proves the claimant reads the listing's own phone or mailbox: the account is
     * created and takes the listing, atomically, unless another proven claim won first.
     */
    async verifyCode(claimId: number, input: ClaimCodeInput) {
      const claim = await ownClaim(claimId, input.claimToken);
      const spent = await repository.spendCodeAttempt(claim.id, CLAIM_CODE_MAX_ATTEMPTS);
      if (!spent) {
        // Read the claim again: another claimant's proof may have closed it since (a conflict,
        // not a spent code).
        const current = (await repository.find(claim.id)) ?? claim;
        if (current.status === "code_sent") throw badRequest(CM.codeExpired);
        throw conflict(progressOf(current, undefined).message);
      }
      if (!spent.codeHash || !spent.codeExpiresAt || spent.codeExpiresAt <= now())
        throw badRequest(CM.codeExpired);
      if (!sameSecret(spent.codeHash, codeHash(claim.id, input.code))) {
        await repository.audit({
          actorType: "user",
          actorId: null,
          action: "claim.code_wrong",
          claim,
        });
        const left = CLAIM_CODE_MAX_ATTEMPTS - (claim.codeAttempts + 1);
        throw badRequest(
          left > 0
            ? `${CM.codeWrong} Te quedan ${left} ${left === 1 ? "intento" : "intentos"}.`
            : CM.codeExpired,
        );
      }
      const { success, message } = await finish(claim, {
        actorType: "user",
        actorId: null,
        details: { verifiedBy: claim.channel },
      });
      return { success, message };
    },

    /** Documents for an administrator, when no code can reach the doctor. */
    async submitEvidence(
      claimId: number,
      claimToken: string,
      files: { cedula?: Buffer; identificacion?: Buffer },
      meta: { ip?: string } = {},
    ) {
      const claim = await ownClaim(claimId, claimToken);
      if (claim.status !== "awaiting_evidence" && claim.status !== "code_sent")
        throw conflict(CM.notWaitingEvidence);
      if (!files.cedula || !files.identificacion) throw badRequest(CM.evidenceMissing);
      const listing = await claimableListing(claim.providerId);
      await deps.chargeEvidence(meta.ip, files.cedula.length + files.identificacion.length);
      const saved: ClaimEvidenceFile[] = await saveEvidenceSet(deps.evidence, [
        { label: "cedula", bytes: files.cedula },
        { label: "identificacion", bytes: files.identificacion },
      ]);
      const registryResult = await registryCheck(listing.licenseNumber ?? claim.enteredLicense);
      if (!(await repository.attachEvidence(claim.id, saved, registryResult))) {
        await Promise.all(saved.map((file) => deps.evidence.remove(file.key)));
        throw conflict(CM.notWaitingEvidence);
      }
      await repository.audit({
        actorType: "user",
        actorId: null,
        action: "claim.evidence_submitted",
        claim,
        details: {
          files: saved.map(({ label, contentType, size, sha256 }) => ({
            label,
            contentType,
            size,
            sha256,
          })),
        },
      });
      return progressOf((await repository.find(claim.id))!, listing);
    },

    finish,
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
