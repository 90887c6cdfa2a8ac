import { z } from "zod";
import { LICENCE_MESSAGES, licenseNumberSchema } from "../../common/licences/schemas.ts";
import type { LicenceValidation } from "../../common/licences/types.ts";
import type { LicenseValidationData } from "../db/schema/providers.ts";
import { badRequest } from "../errors.ts";
import type { LicenceFound, LicenceLookup, LicenceRegistry } from "./registry.ts";
import type { LicencesRepository } from "./repository.ts";

/** The public DTO plus what a listing stores (providers.license_validation_data); server-only. */
export interface LicenceCheck extends LicenceValidation {
  validationData: LicenseValidationData | null;
}

const CONFIRMATION_MESSAGES = {
  name: "Escribe el nombre del titular de la cédula.",
  degree: "Escribe el título profesional.",
  institution: "Escribe la institución que expidió el título.",
  year: "El año de registro no es válido.",
  admin: "Administrador no válido.",
  provider: "Identificador de médico no válido.",
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
export type LicenceConfirmationInput = z.input<typeof confirmationSchema>;

/** What a listing keeps of a found cédula, in the admin-side 3 shape (both year spellings). */
export function toLicenseValidationData(found: LicenceFound): LicenseValidationData {
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

function messageFor(lookup: LicenceLookup): string {
  if (lookup.status === "found") return LICENCE_MESSAGES.valid;
  if (lookup.status === "unavailable") return LICENCE_MESSAGES.unavailable;
  return lookup.source === "sep" ? LICENCE_MESSAGES.notFound : LICENCE_MESSAGES.notFoundOffline;
}

export function toLicenceCheck(lookup: LicenceLookup): LicenceCheck {
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
export function createLicencesService(deps: {
  registry: LicenceRegistry;
  repository: LicencesRepository;
}) {
  const { registry, repository } = deps;

  function normalise(input: unknown): string {
    const parsed = licenseNumberSchema.safeParse(input);
    if (!parsed.success) {
      throw badRequest(parsed.error.issues[0]?.message ?? LICENCE_MESSAGES.invalid, {
        isValid: false,
      });
    }
    return parsed.data;
  }

  return {
    /** Throws a 400 AppError for a malformed number; an outage is `status: "unavailable"`. */
    async validateLicence(
      licenseNumber: unknown,
      options: { providerId?: number | null } = {},
    ): Promise<LicenceCheck> {
      const lookup = await registry.lookup(normalise(licenseNumber));
      const check = toLicenceCheck(lookup);
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
    async confirmLicence(input: LicenceConfirmationInput): Promise<LicenceCheck> {
      const parsed = confirmationSchema.safeParse(input);
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? LICENCE_MESSAGES.invalid);
      }
      const { licenseNumber, providerId, adminId, data } = parsed.data;
      const degree = {
        licenseNumber,
        degree: data.degree.toLocaleUpperCase("es-MX"),
        institution: data.institution.toLocaleUpperCase("es-MX"),
        registrationYear: data.registrationYear ?? null,
      };
      const check = toLicenceCheck({
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
export type LicencesService = ReturnType<typeof createLicencesService>;
