import { z } from "zod";
import {
  LICENSE_MESSAGES,
  LICENSE_MIN_DIGITS,
  licenseNumberSchema,
} from "../../common/licenses/schemas.ts";
import {
  explainNameMatch,
  registryNameOf,
  type NameMatchExplanation,
  type TypedName,
} from "../../common/licenses/name-match.ts";
import type { LicenseValidation } from "../../common/licenses/types.ts";
import type { LicenseValidationData } from "../db/schema/providers.ts";
import { badRequest } from "../../common/errors.ts";
import { PROVIDER_ID_INVALID } from "../../common/providers/ids.ts";
import type { LicenseFound, LicenseLookup, LicenseRegistry } from "./registry.ts";
import type { LicenseHolderRecord, LicensesRepository } from "./repository.ts";

/** Another listing that holds a cédula: it carries the number, or an administrator vouched it for that listing. */
export interface LicenseHolder extends LicenseHolderRecord {
  via: "listing" | "admin-confirmation";
}

/** Who a registry says holds a cédula: the full name and, from the SEP, its record. */
export interface RegistryHolder {
  name: string | null;
  fullData?: Record<string, unknown>;
}

export const holderOfCheck = (check: LicenseCheck): RegistryHolder => ({
  name: check.licenseData?.name || null,
  fullData: check.validationData?.fullData,
});

/** The holder in a listing's stored licenseValidationData (any JSON: read field by field). */
export function holderOfStoredData(data: unknown): RegistryHolder {
  const parsed = storedHolderSchema.safeParse(data);
  return parsed.success ? parsed.data : { name: null };
}
const storedHolderSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .nullish()
    .catch(null)
    .transform((name) => name ?? null),
  fullData: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

/**
 * Whether the registry's holder of a cédula is the person named (accents, case and word
 * order folded, every surname required: see name-match.ts). The SEP's name parts are used
 * when the record has them.
 */
export function compareHolder(
  holder: RegistryHolder,
  typed: TypedName,
): NameMatchExplanation & { registryName: string | null } {
  const registry = registryNameOf(holder.fullData ?? {}, holder.name ?? "");
  return { ...explainNameMatch(registry, typed), registryName: holder.name };
}

/** Enough to show an administrator every other holder without paging. */
const MAX_HOLDERS = 5;

/** The public DTO plus what a listing stores (providers.license_validation_data); server-only. */
export interface LicenseCheck extends LicenseValidation {
  validationData: LicenseValidationData | null;
}

const CONFIRMATION_MESSAGES = {
  name: "Escribe el nombre del titular de la cédula.",
  degree: "Escribe el título profesional.",
  institution: "Escribe la institución que expidió el título.",
  year: "El año de registro no es válido.",
  admin: "Administrador no válido.",
  provider: PROVIDER_ID_INVALID,
} as const;

const confirmationSchema = z.object({
  licenseNumber: licenseNumberSchema,
  providerId: z.number().int().positive(CONFIRMATION_MESSAGES.provider).nullish(),
  adminId: z.number({ error: CONFIRMATION_MESSAGES.admin }).int().positive(),
  data: z.object({
    name: z.string({ error: CONFIRMATION_MESSAGES.name }).trim().min(2, CONFIRMATION_MESSAGES.name),
    degree: z
      .string({ error: CONFIRMATION_MESSAGES.degree })
      .trim()
      .min(2, CONFIRMATION_MESSAGES.degree),
    institution: z
      .string({ error: CONFIRMATION_MESSAGES.institution })
      .trim()
      .min(2, CONFIRMATION_MESSAGES.institution),
    registrationYear: z
      .number({ error: CONFIRMATION_MESSAGES.year })
      .int(CONFIRMATION_MESSAGES.year)
      .min(1900, CONFIRMATION_MESSAGES.year)
      .max(2100, CONFIRMATION_MESSAGES.year)
      .nullish(),
    expeditionDate: z.string().trim().max(40).optional(),
  }),
});
export type LicenseConfirmationInput = z.input<typeof confirmationSchema>;

/** A confirmation's fields, each refused with its Spanish message (a 400 AppError). */
export function parseConfirmation(input: LicenseConfirmationInput) {
  const parsed = confirmationSchema.safeParse(input);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? LICENSE_MESSAGES.invalid);
  }
  return parsed.data;
}

/** What a listing keeps of a found cédula, in the admin-side 3 shape (both year spellings). */
export function toLicenseValidationData(found: LicenseFound): LicenseValidationData {
  const year = found.degree.registrationYear ?? undefined;
  return {
    name: found.name,
    degree: found.degree.degree,
    institution: found.degree.institution,
    ...(year !== undefined ? { registrationYear: year, anioreg: year } : {}),
    ...(found.expeditionDate ? { expeditionDate: found.expeditionDate } : {}),
    source: found.source,
    fullData: {
      ...found.fullData,
      titulo: found.degree.degree,
      desins: found.degree.institution,
      ...(year !== undefined ? { anioreg: year } : {}),
      ...(found.degrees.length > 1 ? { degrees: found.degrees } : {}),
    },
  };
}

function messageFor(lookup: LicenseLookup): string {
  if (lookup.status === "found") return LICENSE_MESSAGES.valid;
  if (lookup.status === "unavailable") return LICENSE_MESSAGES.unavailable;
  return lookup.source === "sep" ? LICENSE_MESSAGES.notFound : LICENSE_MESSAGES.notFoundOffline;
}

export function toLicenseCheck(lookup: LicenseLookup): LicenseCheck {
  const base = {
    licenseNumber: lookup.licenseNumber,
    source: lookup.source,
    message: messageFor(lookup),
  };
  if (lookup.status !== "found") {
    return {
      ...base,
      status: lookup.status,
      isValid: false,
      licenseData: null,
      data: null,
      validationData: null,
    };
  }
  const { degree } = lookup;
  return {
    ...base,
    status: "valid",
    isValid: true,
    licenseData: {
      name: lookup.name,
      degree: degree.degree,
      institution: degree.institution,
      ...(lookup.expeditionDate ? { expeditionDate: lookup.expeditionDate } : {}),
      registrationYear: degree.registrationYear,
      source: lookup.source,
      degrees: lookup.degrees,
    },
    data: {
      nombre: lookup.name,
      titulo: degree.degree,
      institucion: degree.institution,
      anioregistro: degree.registrationYear,
    },
    validationData: toLicenseValidationData(lookup),
  };
}

/**
 * Cédula checks for registration, claiming, the admin panel and the public lookup. Every
 * answer (not outages) is recorded in license_validations with the source that gave it.
 */
export function createLicensesService(deps: {
  registry: LicenseRegistry;
  repository: LicensesRepository;
}) {
  const { registry, repository } = deps;

  function normalise(input: unknown): string {
    const parsed = licenseNumberSchema.safeParse(input);
    if (!parsed.success) {
      throw badRequest(parsed.error.issues[0]?.message ?? LICENSE_MESSAGES.invalid, {
        isValid: false,
      });
    }
    return parsed.data;
  }

  async function holders(digits: string, excludeProviderId?: number): Promise<LicenseHolder[]> {
    const query = { excludeProviderId, limit: MAX_HOLDERS };
    const byNumber = await repository.listingsWithLicense(digits, query);
    const byConfirmation = await repository.listingsWithAdminConfirmation(digits, query);
    const found: LicenseHolder[] = byNumber.map((row) => ({ ...row, via: "listing" }));
    for (const row of byConfirmation) {
      if (!found.some((holder) => holder.providerId === row.providerId)) {
        found.push({ ...row, via: "admin-confirmation" });
      }
    }
    return found.slice(0, MAX_HOLDERS);
  }

  return {
    /**
     * One cédula, one doctor: the listings other than `excludeProviderId` (any status) that
     * already hold this cédula. Asked BEFORE any registry: the offline registry knows a
     * cédula precisely because such a listing carries it, so it must never vouch for a
     * newcomer with it. Throws a 400 AppError for a malformed number.
     */
    holdersOf(
      licenseNumber: unknown,
      options: { excludeProviderId?: number } = {},
    ): Promise<LicenseHolder[]> {
      return holders(normalise(licenseNumber), options.excludeProviderId);
    },

    /** The same for a listing's stored cédula, which an import may have written as "12-345 67". */
    async otherHoldersOfListing(listing: {
      id: number;
      licenseNumber: string | null;
    }): Promise<LicenseHolder[]> {
      const digits = (listing.licenseNumber ?? "").replace(/\D/g, "");
      if (digits.length < LICENSE_MIN_DIGITS) return [];
      return holders(digits, listing.id);
    },

    /** Throws a 400 AppError for a malformed number; an outage is `status: "unavailable"`. */
    async validateLicense(
      licenseNumber: unknown,
      options: { providerId?: number | null } = {},
    ): Promise<LicenseCheck> {
      const lookup = await registry.lookup(normalise(licenseNumber));
      const check = toLicenseCheck(lookup);
      if (lookup.status !== "unavailable") {
        await repository.record({
          licenseNumber: lookup.licenseNumber,
          providerId: options.providerId ?? null,
          source: lookup.source,
          isValid: check.isValid,
          data: check.validationData,
        });
      }
      return check;
    },

    /**
     * An administrator vouches for a cédula (e.g. checked on paper or on the SEP site); the
     * offline registry accepts it from then on, and so does the SEP fallback.
     */
    async confirmLicense(input: LicenseConfirmationInput): Promise<LicenseCheck> {
      const { licenseNumber, providerId, adminId, data } = parseConfirmation(input);
      const degree = {
        licenseNumber,
        degree: data.degree.toLocaleUpperCase("es-MX"),
        institution: data.institution.toLocaleUpperCase("es-MX"),
        registrationYear: data.registrationYear ?? null,
      };
      const check = toLicenseCheck({
        status: "found",
        source: "admin",
        licenseNumber,
        name: data.name.replace(/\s+/g, " ").toLocaleUpperCase("es-MX"),
        degree,
        degrees: [degree],
        ...(data.expeditionDate ? { expeditionDate: data.expeditionDate } : {}),
        fullData: {},
      });
      await repository.record({
        licenseNumber,
        providerId: providerId ?? null,
        source: "admin",
        isValid: true,
        confirmedByAdminId: adminId,
        data: check.validationData,
      });
      return check;
    },
  };
}
export type LicensesService = ReturnType<typeof createLicensesService>;
