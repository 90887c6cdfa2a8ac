import {
  ADMIN_MESSAGES as M,
  type AdminLicenseValidationResult,
  type LicenseComparison,
  type LicenseRefusal,
  type ValidateLicenseInput,
} from "../../common/admin/providers.ts";
import { AppError, unavailable } from "../../common/errors.ts";
import {
  compareHolder,
  holderOfCheck,
  parseConfirmation,
  type LicenseCheck,
  type LicenseConfirmationInput,
  type LicensesService,
  type RegistryHolder,
} from "../licenses/service.ts";
import { toAdminLicenseHolder } from "./dto.ts";
import type { AdminActor, ListingEdits } from "./listing-edits.ts";
import type { AdminProviderRecord } from "./repository.ts";

/** 'Validar de todos modos': the administrator's written reason (validated by the route's schema). */
export interface LicenseOverride {
  override?: boolean;
  note?: string;
}

/** 'Validar cédula' and the administrator's own confirmation of a cédula (one cédula, one doctor). */
export function createLicenseAdmin(deps: {
  licenses: LicensesService;
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
  ): Promise<LicenseComparison> {
    const others = await deps.licenses.holdersOf(licenseNumber, { excludeProviderId: row.id });
    const verdict = compareHolder(holder, { firstName: row.name, lastName: "" });
    return {
      registryName: verdict.registryName,
      listingName: row.name,
      namesMatch: verdict.matches,
      reasons: verdict.reasons,
      holders: others.map(toAdminLicenseHolder),
    };
  }

  /**
   * A conflict or a name mismatch is refused (409, with what to compare) unless the
   * administrator overrides it with a written note.
   */
  function refuseUnlessOverridden(comparison: LicenseComparison, input: LicenseOverride) {
    const problem =
      comparison.holders.length > 0
        ? M.licenseConflict
        : !comparison.namesMatch
          ? M.licenseNameMismatch
          : null;
    if (problem && !input.override) {
      throw new AppError("conflict", problem, { comparison } satisfies Omit<
        LicenseRefusal,
        "error"
      >);
    }
    return problem !== null;
  }

  /** A cédula the registry (or an administrator) vouched for goes onto the listing. */
  async function storeValidLicense(
    id: number,
    check: LicenseCheck,
    admin: AdminActor,
    decision: {
      action: "provider.license_validated" | "provider.license_confirmed";
      comparison: LicenseComparison;
      overridden: boolean;
      note?: string;
    },
  ): Promise<AdminLicenseValidationResult> {
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
    async validateLicense(
      id: number,
      input: ValidateLicenseInput,
      admin: AdminActor,
    ): Promise<AdminLicenseValidationResult> {
      const row = await edits.existing(id);
      const check = await deps.licenses.validateLicense(input.licenseNumber, { providerId: id });
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
      return storeValidLicense(id, check, admin, {
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
    async confirmLicense(
      id: number,
      input: Omit<LicenseConfirmationInput, "providerId" | "adminId"> & LicenseOverride,
      admin: AdminActor,
    ): Promise<AdminLicenseValidationResult> {
      const row = await edits.existing(id);
      const { override, note, ...confirmation } = input;
      // Its fields are refused first: nothing is compared, or recorded, before they are right.
      const { licenseNumber, data } = parseConfirmation({ ...confirmation, adminId: admin.id });
      const comparison = await comparisonFor(row, licenseNumber, {
        name: data.name.toLocaleUpperCase("es-MX"),
      });
      const overridden = refuseUnlessOverridden(comparison, { override, note });
      const check = await deps.licenses.confirmLicense({
        ...confirmation,
        providerId: id,
        adminId: admin.id,
      });
      return storeValidLicense(id, check, admin, {
        action: "provider.license_confirmed",
        comparison,
        overridden,
        note,
      });
    },
  };
}
