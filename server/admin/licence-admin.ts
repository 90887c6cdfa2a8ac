import {
  ADMIN_MESSAGES as M,
  type AdminLicenceValidationResult,
  type LicenceComparison,
  type LicenceRefusal,
  type ValidateLicenseInput,
} from "../../common/admin/providers.ts";
import { AppError, unavailable } from "../../common/errors.ts";
import {
  compareHolder,
  holderOfCheck,
  parseConfirmation,
  type LicenceCheck,
  type LicenceConfirmationInput,
  type LicencesService,
  type RegistryHolder,
} from "../licences/service.ts";
import { toAdminLicenceHolder } from "./dto.ts";
import type { AdminActor, ListingEdits } from "./listing-edits.ts";
import type { AdminProviderRecord } from "./repository.ts";

/** 'Validar de todos modos': the administrator's written reason (validated by the route's schema). */
export interface LicenceOverride {
  override?: boolean;
  note?: string;
}

/** 'Validar cédula' and the administrator's own confirmation of a cédula (one cédula, one doctor). */
export function createLicenceAdmin(deps: {
  licences: LicencesService;
  edits: ListingEdits;
  now: () => Date;
}) {
  const { edits, now } = deps;

  /**
   * One cédula, one doctor, before a cédula goes onto a listing: the registry's holder
   * against the listing's name, and the other listings that hold the same cédula.
   */
  async function comparisonFor(
    row: AdminProviderRecord,
    licenseNumber: string,
    holder: RegistryHolder,
  ): Promise<LicenceComparison> {
    const others = await deps.licences.holdersOf(licenseNumber, { excludeProviderId: row.id });
    const verdict = compareHolder(holder, { firstName: row.name, lastName: "" });
    return {
      registryName: verdict.registryName,
      listingName: row.name,
      namesMatch: verdict.matches,
      reasons: verdict.reasons,
      holders: others.map(toAdminLicenceHolder),
    };
  }

  /**
   * A conflict or a name mismatch is refused (409, with what to compare) unless the
   * administrator overrides it with a written note.
   */
  function refuseUnlessOverridden(comparison: LicenceComparison, input: LicenceOverride) {
    const problem =
      comparison.holders.length > 0
        ? M.licenceConflict
        : !comparison.namesMatch
          ? M.licenceNameMismatch
          : null;
    if (problem && !input.override) {
      throw new AppError("conflict", problem, { comparison } satisfies Omit<
        LicenceRefusal,
        "error"
      >);
    }
    return problem !== null;
  }

  /** A cédula the registry (or an administrator) vouched for goes onto the listing. */
  async function storeValidLicence(
    id: number,
    check: LicenceCheck,
    admin: AdminActor,
    decision: {
      action: "provider.license_validated" | "provider.license_confirmed";
      comparison: LicenceComparison;
      overridden: boolean;
      note?: string;
    },
  ): Promise<AdminLicenceValidationResult> {
    const { comparison, overridden } = decision;
    const provider = await edits.change(
      id,
      {
        licenseNumber: check.licenseNumber,
        licenseVerified: true,
        licenseValidatedAt: now(),
        licenseValidationData: check.validationData,
        licenseIssue: null,
        licenseConflictProviderId: null,
      },
      admin,
      {
        action: overridden ? `${decision.action}_override` : decision.action,
        notes: decision.note || null,
        context: {
          registryName: comparison.registryName,
          listingName: comparison.listingName,
          namesMatch: comparison.namesMatch,
          otherListings: comparison.holders.map((holder) => holder.id),
        },
      },
    );
    return {
      isValid: true,
      status: "valid",
      message: M.licenseValidated,
      source: check.source,
      provider,
      comparison,
      overridden,
    };
  }

  return {
    /**
     * 'Validar cédula': asks the registry (SEP or offline). A found cédula whose holder is
     * the listing's doctor, and that no other listing holds, is stored on the listing with
     * the registry's data; otherwise the answer is a 409 with both names and the other
     * listings, unless the administrator overrides it with a note. An unknown one changes
     * nothing.
     */
    async validateLicence(
      id: number,
      input: ValidateLicenseInput,
      admin: AdminActor,
    ): Promise<AdminLicenceValidationResult> {
      const row = await edits.existing(id);
      const check = await deps.licences.validateLicence(input.licenseNumber, { providerId: id });
      if (check.status === "unavailable") throw unavailable(check.message);
      const comparison = await comparisonFor(row, check.licenseNumber, holderOfCheck(check));
      if (!check.isValid) {
        return {
          isValid: false,
          status: "invalid",
          message: check.message,
          source: check.source,
          provider: await edits.detailOf(await edits.existing(id)),
          comparison,
          overridden: false,
        };
      }
      const overridden = refuseUnlessOverridden(comparison, input);
      return storeValidLicence(id, check, admin, {
        action: "provider.license_validated",
        comparison,
        overridden,
        note: input.note,
      });
    },

    /**
     * The registry does not know a cédula the administrator checked elsewhere (on paper, on
     * the SEP site): they vouch for it, the listing is validated, and the offline registry
     * accepts that cédula from then on. The same one-cédula-one-doctor checks apply, with
     * the name they typed as the holder's.
     */
    async confirmLicence(
      id: number,
      input: Omit<LicenceConfirmationInput, "providerId" | "adminId"> & LicenceOverride,
      admin: AdminActor,
    ): Promise<AdminLicenceValidationResult> {
      const row = await edits.existing(id);
      const { override, note, ...confirmation } = input;
      // Its fields are refused first: nothing is compared, or recorded, before they are right.
      const { licenseNumber, data } = parseConfirmation({ ...confirmation, adminId: admin.id });
      const comparison = await comparisonFor(row, licenseNumber, {
        name: data.name.toLocaleUpperCase("es-MX"),
      });
      const overridden = refuseUnlessOverridden(comparison, { override, note });
      const check = await deps.licences.confirmLicence({
        ...confirmation,
        providerId: id,
        adminId: admin.id,
      });
      return storeValidLicence(id, check, admin, {
        action: "provider.license_confirmed",
        comparison,
        overridden,
        note,
      });
    },
  };
}
