import { randomBytes } from "node:crypto";
import {
  matchCity,
  matchSpecialty,
  ONLINE_CITY,
  REGISTRATION_TEXTS,
  SET_PASSWORD_MESSAGES,
  titleCaseName,
  yearsFromExperience,
  type SetPasswordInput,
} from "../../common/doctors/registration.ts";
import {
  BIO_MAX,
  DOCTOR_MESSAGES,
  type ProviderRegistrationInput,
} from "../../common/doctors/schemas.ts";
import { homeOf } from "../../common/accounts/landing.ts";
import type { ProviderRegistrationResult } from "../../common/doctors/types.ts";
import type { ClaimRegistryResult } from "../../common/doctors/claims.ts";
import { LICENSE_REVIEW_MESSAGES } from "../../common/doctors/license-review.ts";
import type { LicenseIssue } from "../../common/admin/providers.ts";
import type { TypedName } from "../../common/licenses/name-match.ts";
import { foldForFilter } from "../../common/text/fold.ts";
import { providerSlugFromName } from "../../common/text/slug.ts";
import type { AccountsService } from "../accounts/service.ts";
import { hashToken, newToken } from "../accounts/tokens.ts";
import { AppError, badRequest } from "../../common/errors.ts";
import {
  compareHolder,
  holderOfCheck,
  type LicenseCheck,
  type LicenseHolder,
  type LicensesService,
} from "../licenses/service.ts";
import type { Logger } from "../logger.ts";
import { registryAnswerOf } from "./registry-answer.ts";
import type { MailService } from "../mail/service.ts";
import type { NewListing, RegistrationRepository } from "./registration-repository.ts";

/** Added to the usual answer when an administrator must look at the cédula first. */
export const LICENSE_REVIEW_NOTE = "Revisaremos tu cédula antes de publicar tu perfil.";

interface LicenseVerdict {
  licenseNumber: string;
  /**
   * The registry did not confirm the cédula (not found, or it did not answer): the listing
   * waits for the doctor's documents and an administrator. Its answer, for that review.
   */
  unconfirmed: ClaimRegistryResult | null;
  /** null: the cédula verifies the applicant. */
  issue: LicenseIssue | null;
  /** The other listing that holds the cédula ("conflict"). */
  holder: LicenseHolder | null;
  /** The registry's answer (not asked on a conflict). */
  check: LicenseCheck | null;
  registryName: string | null;
}

const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Where a doctor whose cédula waits for documents sends them. */
export const LICENSE_REVIEW_PAGE = "/dashboard/cedula";
/** Where a doctor who chose a password lands, signed in (the shared landing rule). */
const NEW_DOCTOR_HOME = homeOf({ isProvider: true, userType: "doctor" });

/** This endpoint's errors carry `success: false` (spec: success, error). */
const refused = (code: "bad_request" | "conflict" | "unavailable", message: string) =>
  new AppError(code, message, { success: false });

export interface RegistrationOutcome {
  value: ProviderRegistrationResult;
  /** Session cookies when the doctor chose a password. */
  setCookies: string[];
}

const ONLINE_WORDS = new Set([foldForFilter(ONLINE_CITY), "online", "en-linea"]);

/** City column, slug and state of a listing from what the form sent (a name or a slug). */
function placeOf(city: string) {
  if (ONLINE_WORDS.has(foldForFilter(city)))
    return { city: ONLINE_CITY, citySlug: null, state: null, online: true };
  const known = matchCity(city);
  return known
    ? { city: known.name, citySlug: known.slug, state: known.state, online: false }
    : { city, citySlug: null, state: null, online: false };
}

/** A catalogue specialty keeps its name and slug; anything else is kept as written. */
function specialtyOf(value: string) {
  const known = matchSpecialty(value);
  return known
    ? { specialty: known.name, specialtySlug: known.slug }
    : { specialty: value, specialtySlug: null };
}

/**
 * Doctor registration (public-side 4, 5, 7): a new doctor account with a pending listing for
 * the administrators. The cédula is checked again here, whatever the form claims. A doctor
 * who chose a password is signed in; one who did not (the /para-medicos form) gets an email
 * to create it, and no password ever travels by email.
 */
export function createRegistrationService(deps: {
  repository: RegistrationRepository;
  licenses: Pick<LicensesService, "validateLicense" | "holdersOf">;
  accounts: Pick<AccountsService, "sendVerificationEmail" | "startSession">;
  mail: MailService;
  hashPassword: (password: string) => Promise<string>;
  /** A keyed hash of the client address: administrators can link registrations, no IP is kept. */
  hashIp: (ip: string) => string;
  logger: Logger;
  brandName: string;
  siteUrl: string;
  now?: () => Date;
}) {
  const { repository, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function sendPasswordLink(user: { id: string; email: string; firstName: string }) {
    const { token, hash } = newToken();
    await repository.replacePasswordToken(
      user.id,
      hash,
      new Date(now().getTime() + PASSWORD_LINK_TTL_MS),
    );
    await deps.mail.send(user.email, {
      kind: "set-password",
      brandName: deps.brandName,
      firstName: user.firstName,
      url: `${deps.siteUrl}/crear-contrasena?token=${encodeURIComponent(token)}`,
    });
  }

  async function welcome(
    user: { id: string; email: string; firstName: string },
    choosesPassword: boolean,
  ) {
    try {
      if (choosesPassword) await deps.accounts.sendVerificationEmail(user);
      else await sendPasswordLink(user);
    } catch (error) {
      // The registration stands: the login page and /crear-contrasena offer another link.
      logger.error({ err: error }, "no se pudo enviar el correo de bienvenida al médico");
    }
  }

  /**
   * Whether the typed cédula may verify this applicant. A cédula another listing already
   * holds never does (and the registry is not asked: the offline one would vouch for it
   * because of that listing); a registry holder who is someone else does not either. A
   * cédula the registry does not confirm (a recent title is often missing, and the registry
   * goes down) does not either, but no longer turns a real doctor away: an administrator
   * compares the doctor's documents with the registry's answer.
   */
  async function checkLicense(licenseNumber: string, typed: TypedName): Promise<LicenseVerdict> {
    const [holder] = await deps.licenses.holdersOf(licenseNumber);
    if (holder)
      return {
        licenseNumber,
        unconfirmed: null,
        issue: "conflict",
        holder,
        check: null,
        registryName: null,
      };
    const check = await deps.licenses.validateLicense(licenseNumber);
    if (!check.isValid)
      return {
        licenseNumber: check.licenseNumber,
        unconfirmed: registryAnswerOf(check),
        issue: null,
        holder: null,
        check: check.status === "unavailable" ? null : check,
        registryName: null,
      };
    const sameHolder = compareHolder(holderOfCheck(check), typed);
    return {
      licenseNumber: check.licenseNumber,
      unconfirmed: null,
      issue: sameHolder.matches ? null : "name_mismatch",
      holder: null,
      check,
      registryName: sameHolder.registryName,
    };
  }

  /**
   * An email that already has an account gets the answer of a registration that must confirm
   * its email, and its owner (not the person typing) hears about the attempt: the form does not
   * tell anyone which emails have accounts. Nothing is created.
   */
  async function existingAccount(
    email: string,
    input: ProviderRegistrationInput,
  ): Promise<RegistrationOutcome> {
    try {
      await deps.mail.send(email, {
        kind: "account-exists",
        brandName: deps.brandName,
        firstName: "",
        loginUrl: `${deps.siteUrl}/login`,
        resetUrl: `${deps.siteUrl}/recuperar-contrasena`,
      });
    } catch (error) {
      logger.warn({ err: error }, "no se pudo avisar al titular de una cuenta existente");
    }
    return {
      value: {
        success: true,
        message: REGISTRATION_TEXTS.signupSuccess,
        user: { email, firstName: input.firstName },
      },
      setCookies: [],
    };
  }

  return {
    async register(
      input: ProviderRegistrationInput,
      meta: { headers: Headers; ip?: string },
    ): Promise<RegistrationOutcome> {
      const email = input.email.trim().toLowerCase();
      if (await repository.emailInUse(email)) return existingAccount(email, input);

      const typedName = titleCaseName(`${input.firstName} ${input.lastName}`);
      const license = await checkLicense(input.licenseNumber, input);
      // A password typed twice was chosen; the /para-medicos form's client-made one is not
      // kept: the server makes its own, which nobody knows, until the emailed link is used.
      const choosesPassword = input.password !== undefined && input.confirmPassword !== undefined;
      const password = choosesPassword ? input.password! : randomBytes(32).toString("base64url");
      const passwordHash = await deps.hashPassword(password);

      const place = placeOf(input.city);
      const verified = license.issue === null && license.unconfirmed === null;
      const ipHash = meta.ip ? deps.hashIp(meta.ip) : null;
      const listing: NewListing = {
        // What the applicant typed: the registry's name stays in licenseValidationData.
        name: typedName,
        ...specialtyOf(input.specialty),
        city: place.city,
        citySlug: place.citySlug,
        state: place.state,
        location: input.clinicName || null,
        bio: input.message ? input.message.slice(0, BIO_MAX) : null,
        experience: yearsFromExperience(input.yearsOfExperience),
        telemedicine: place.online || input.consultationLocation !== "presencial",
        phone: input.phone,
        email,
        licenseNumber: license.licenseNumber,
        licenseVerified: verified,
        licenseValidatedAt: verified ? now() : null,
        licenseValidationData: license.check?.validationData ?? null,
        licenseIssue: license.issue,
        licenseConflictProviderId: license.holder?.providerId ?? null,
        servicesWithPricing: [],
        locations: [],
        socialLinks: {},
        insuranceNetworks: [],
      };
      const result = await repository.createDoctorWithListing({
        account: { email, firstName: input.firstName, lastName: input.lastName, passwordHash },
        listing,
        slugBase: providerSlugFromName(typedName) || "medico",
        licenseReview: license.unconfirmed ? { registryResult: license.unconfirmed, ipHash } : null,
        audit: {
          details: {
            licenseNumber: license.licenseNumber,
            ...(license.check ? { licenseSource: license.check.source } : {}),
            typedName,
            ...(license.registryName ? { registryName: license.registryName } : {}),
            licenseVerified: verified,
            ...(license.issue ? { licenseIssue: license.issue } : {}),
            ...(license.unconfirmed ? { licenseUnconfirmed: license.unconfirmed.status } : {}),
            ...(license.holder
              ? { conflictProviderId: license.holder.providerId, conflictVia: license.holder.via }
              : {}),
            consultationLocation: input.consultationLocation,
            passwordChosen: choosesPassword,
            ...(ipHash ? { ipHash } : {}),
          },
        },
      });
      if (result.outcome === "email-taken") throw refused("conflict", DOCTOR_MESSAGES.emailTaken);
      const licenseIssue = result.lostLicenseRace ? "conflict" : license.issue;
      logger.info(
        { providerId: result.providerId, userId: result.userId, licenseIssue },
        "médico registrado; perfil pendiente de aprobación",
      );
      // The applicant learns nothing of another listing, only that the cédula gets a look.
      const withNote = (message: string) =>
        license.unconfirmed
          ? `${message} ${LICENSE_REVIEW_MESSAGES.registrationNote}`
          : licenseIssue === null
            ? message
            : `${message} ${LICENSE_REVIEW_NOTE}`;

      const user = { id: result.userId, email, firstName: input.firstName };
      await welcome(user, choosesPassword);
      const publicUser = { email, firstName: input.firstName };
      if (!choosesPassword) {
        return {
          value: {
            success: true,
            message: withNote(REGISTRATION_TEXTS.successDescription),
            user: publicUser,
          },
          setCookies: [],
        };
      }
      try {
        const setCookies = await deps.accounts.startSession(result.userId, meta.headers);
        return {
          value: {
            success: true,
            message: withNote(REGISTRATION_TEXTS.signupSessionMessage),
            user: publicUser,
            redirect: license.unconfirmed ? LICENSE_REVIEW_PAGE : NEW_DOCTOR_HOME,
          },
          setCookies,
        };
      } catch (error) {
        // The account exists: without a session the page sends the doctor to /login.
        logger.error({ err: error }, "no se pudo abrir la sesión del médico registrado");
        return {
          value: {
            success: true,
            message: withNote(REGISTRATION_TEXTS.signupSuccess),
            user: publicUser,
          },
          setCookies: [],
        };
      }
    },

    /** Whether a "create your password" link can still be used (without spending it). */
    passwordLinkIsLive(token: string): Promise<boolean> {
      return repository.passwordTokenIsLive(hashToken(token), now());
    },

    async setPassword(input: SetPasswordInput): Promise<{ success: true; message: string }> {
      // A dead link costs no argon2 hash; the consume below is still the single-use arbiter.
      if (!(await repository.passwordTokenIsLive(hashToken(input.token), now())))
        throw badRequest(SET_PASSWORD_MESSAGES.tokenInvalid);
      const passwordHash = await deps.hashPassword(input.password);
      const userId = await repository.consumePasswordToken(
        hashToken(input.token),
        passwordHash,
        now(),
      );
      if (!userId) throw badRequest(SET_PASSWORD_MESSAGES.tokenInvalid);
      logger.info({ userId }, "contraseña creada desde el enlace de registro");
      return { success: true, message: SET_PASSWORD_MESSAGES.success };
    },

    /** Same answer whatever the email: it must not reveal who registered. */
    async requestPasswordLink(email: string): Promise<{ message: string }> {
      const user = await repository.pendingDoctorByEmail(email);
      if (user) {
        try {
          await sendPasswordLink(user);
        } catch (error) {
          logger.error({ err: error }, "no se pudo enviar el enlace para crear la contraseña");
        }
      }
      return { message: SET_PASSWORD_MESSAGES.linkRequested };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
