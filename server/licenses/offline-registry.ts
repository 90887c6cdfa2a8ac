import { z } from "zod";
import type { LicenseDegree, LicenseSource } from "../../common/licenses/types.ts";
import type { LicenseLookup, LicenseRegistry } from "./registry.ts";
import type { LicensesRepository } from "./repository.ts";

const optionalText = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .optional()
  .catch(undefined);
const optionalYear = z.coerce.number().int().min(1900).max(2100).optional().catch(undefined);

/**
 * Stored validation data (providers.license_validation_data, license_validations.data) is
 * JSON written by seeds, imports and admins over time: read it field by field, never trust it.
 */
const storedDataSchema = z.looseObject({
  name: optionalText,
  degree: optionalText,
  institution: optionalText,
  registrationYear: optionalYear,
  anioreg: optionalYear,
  expeditionDate: optionalText,
  fullData: z
    .looseObject({
      titulo: optionalText,
      desins: optionalText,
      anioreg: optionalYear,
      // Other degrees of the same person, as toLicenseValidationData stores them.
      degrees: z
        .array(
          z.object({
            licenseNumber: z.string(),
            degree: z.string(),
            institution: z.string(),
            registrationYear: z.number().int().nullable(),
          }),
        )
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});

function foundFromStored(
  licenseNumber: string,
  source: LicenseSource,
  stored: unknown,
  fallbackName: string,
): LicenseLookup {
  const parsed = storedDataSchema.safeParse(stored ?? {});
  const data: z.infer<typeof storedDataSchema> = parsed.success ? parsed.data : {};
  const degree: LicenseDegree = {
    licenseNumber,
    degree: (data.degree || data.fullData?.titulo || "").toLocaleUpperCase("es-MX"),
    institution: (data.institution || data.fullData?.desins || "").toLocaleUpperCase("es-MX"),
    registrationYear: data.registrationYear ?? data.anioreg ?? data.fullData?.anioreg ?? null,
  };
  const others = (data.fullData?.degrees ?? []).filter(
    (other) => other.licenseNumber !== licenseNumber,
  );
  return {
    status: "found",
    source,
    licenseNumber,
    name: (data.name || fallbackName).toLocaleUpperCase("es-MX"),
    degree,
    degrees: [degree, ...others],
    ...(data.expeditionDate ? { expeditionDate: data.expeditionDate } : {}),
    fullData: { ...data.fullData },
  };
}

/**
 * The registry used when no SEP_REGISTRY_URL is configured, and as the fallback when the
 * SEP does not know a cédula or does not answer: cédulas an administrator confirmed (newest
 * confirmation first), then cédulas of listings this directory already verified, which
 * include the demo data's. It vouches for a cédula BECAUSE another listing holds it, so it
 * says nothing about who is asking: registration and the admin's validation ask
 * LicensesService.holdersOf first, and another holder means a conflict, never a verification.
 */
export function createOfflineRegistry(repository: LicensesRepository): LicenseRegistry {
  return {
    async lookup(licenseNumber) {
      const confirmation = await repository.latestAdminConfirmation(licenseNumber);
      if (confirmation) return foundFromStored(licenseNumber, "admin", confirmation.data, "");
      const listing = await repository.verifiedProviderLicense(licenseNumber);
      if (listing) {
        // Demo names carry a courtesy title ("Dra. …"); the registry knows only the person.
        const bareName = listing.providerName.replace(/^(Dra?|Lic)\.\s+/i, "");
        return foundFromStored(licenseNumber, "offline", listing.data, bareName);
      }
      return { status: "not-found", source: "offline", licenseNumber };
    },
  };
}
