import { DOCTOR_MESSAGES, phonesMatch, type ClaimInput } from "../../common/doctors/schemas.ts";
import type { AccountsService } from "../accounts/service.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { ProvidersService } from "../providers/service.ts";
import type { ClaimListing, ClaimRepository } from "./claim-repository.ts";

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
}

export interface ClaimResult {
  success: true;
  message: string;
}

/** Cédulas are compared without spaces or dashes and without case ("12 345-678" = "12345678"). */
function sameLicence(entered: string | undefined, onListing: string): boolean {
  const normal = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();
  return normal(entered ?? "") !== "" && normal(entered ?? "") === normal(onListing);
}

/**
 * Claiming a pre-existing listing (public-side sections 4, 5, 7, 8): the person proves the
 * listing's phone (and cédula when it has one) and gets a new doctor account that owns it.
 */
export function createClaimService(deps: {
  repository: ClaimRepository;
  providers: ProvidersService;
  accounts: AccountsService;
  hashPassword: (password: string) => Promise<string>;
  /** A keyed hash of the client address: lets administrators link claims without storing IPs. */
  hashIp: (ip: string) => string;
  /** The listing changed owner: cached profiles and search answers must go. */
  onClaimed: () => void;
  logger: Logger;
}) {
  const { repository, logger } = deps;

  async function claimableListing(providerId: number): Promise<ClaimListing> {
    const listing = await repository.findPublicListing(providerId);
    if (!listing) throw notFound(DOCTOR_MESSAGES.claimNotFound);
    if (listing.claimed) throw conflict(DOCTOR_MESSAGES.claimAlreadyClaimed);
    return listing;
  }

  return {
    /** The claim page's summary; claimed listings are shown too (with the already-claimed text). */
    async target(providerId: number): Promise<ClaimTarget> {
      let profile;
      try {
        profile = await deps.providers.profileById(providerId);
      } catch (error) {
        if ((error as { status?: number }).status === 404)
          throw notFound(DOCTOR_MESSAGES.claimNotFound);
        throw error;
      }
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
      };
    },

    /** Step 1 of the page: does this phone match the listing's? The rule lives in phonesMatch. */
    async verifyPhone(providerId: number, phone: string): Promise<{ matches: boolean }> {
      const listing = await claimableListing(providerId);
      return { matches: phonesMatch(phone, listing.phone ?? "") };
    },

    /**
     * Every rule again on the server, then one transaction creates the account and takes the
     * listing; the loser of a simultaneous claim gets the already-claimed answer and leaves
     * no account behind. The session of whoever sends it plays no part: a claim always makes
     * a new doctor account, so a signed-in patient uses another email (their own is taken).
     */
    async claim(input: ClaimInput, meta: { ip?: string }): Promise<ClaimResult> {
      const listing = await claimableListing(input.providerId);
      if (!phonesMatch(input.phone, listing.phone ?? ""))
        throw badRequest(DOCTOR_MESSAGES.claimPhoneError);
      if (listing.licenseNumber?.trim() && !sameLicence(input.cedula, listing.licenseNumber))
        throw badRequest(DOCTOR_MESSAGES.claimCedulaError);
      const email = input.email.trim().toLowerCase();
      if (await repository.emailInUse(email)) throw conflict(DOCTOR_MESSAGES.emailTaken);

      // Hashed before the transaction: argon2 takes tens of milliseconds, the lock none of them.
      const passwordHash = await deps.hashPassword(input.password);
      const owner = { email, firstName: input.firstName, lastName: input.lastName, passwordHash };
      const result = await repository.createOwnerAndTakeListing({
        providerId: listing.id,
        owner,
        audit: {
          verifiedBy: listing.licenseNumber?.trim() ? "phone+cedula" : "phone",
          ...(meta.ip ? { ipHash: deps.hashIp(meta.ip) } : {}),
        },
      });
      if (result.outcome === "already-claimed") throw conflict(DOCTOR_MESSAGES.claimAlreadyClaimed);
      if (result.outcome === "email-taken") throw conflict(DOCTOR_MESSAGES.emailTaken);

      deps.onClaimed();
      try {
        await deps.accounts.sendVerificationEmail({
          id: result.userId,
          email,
          firstName: input.firstName,
        });
      } catch (error) {
        // The claim stands; the login page offers another link.
        logger.error({ err: error }, "no se pudo enviar el correo de verificación del reclamo");
      }
      logger.info({ providerId: listing.id, userId: result.userId }, "perfil reclamado");
      return { success: true, message: DOCTOR_MESSAGES.claimSuccess };
    },
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
