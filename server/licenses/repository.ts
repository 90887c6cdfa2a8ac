import { and, asc, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { LicenseSource } from "../../common/licenses/types.ts";
import type { Database } from "../db/client.ts";
import { licenseValidations, providers } from "../db/schema/index.ts";

export interface LicenseValidationRecord {
  licenseNumber: string;
  providerId?: number | null;
  source: LicenseSource;
  isValid: boolean;
  confirmedByAdminId?: number | null;
  data: unknown;
}

/** A listing that holds a cédula, as much as an administrator needs to compare two. */
export interface LicenseHolderRecord {
  providerId: number;
  name: string;
  slug: string;
  specialty: string;
  specialtySlug: string | null;
  city: string;
  citySlug: string | null;
  approvalStatus: (typeof providers.$inferSelect)["approvalStatus"];
  hasOwner: boolean;
  licenseNumber: string | null;
  licenseVerified: boolean;
}

const HOLDER_COLUMNS = {
  providerId: providers.id,
  name: providers.name,
  slug: providers.slug,
  specialty: providers.specialty,
  specialtySlug: providers.specialtySlug,
  city: providers.city,
  citySlug: providers.citySlug,
  approvalStatus: providers.approvalStatus,
  hasOwner: sql<boolean>`${providers.userId} is not null`,
  licenseNumber: providers.licenseNumber,
  licenseVerified: providers.licenseVerified,
};

/**
 * The cédula's digits as the expression index providers_license_digits_idx stores them:
 * imports keep spaces and dashes ("12-345 67"), and the comparison must use the index.
 */
const licenseDigits = sql`regexp_replace(${providers.licenseNumber}, '[^0-9]', '', 'g')`;

const notThisListing = (excludeProviderId: number | undefined) =>
  excludeProviderId === undefined ? undefined : ne(providers.id, excludeProviderId);

/**
 * Listings other than `excludeProviderId`, in any status, whose cédula has these digits;
 * verified ones first. Takes a transaction too: registration asks again under its lock.
 */
export function listingsWithLicense(
  executor: Pick<Database, "select">,
  digits: string,
  options: { excludeProviderId?: number; limit: number },
): Promise<LicenseHolderRecord[]> {
  return executor
    .select(HOLDER_COLUMNS)
    .from(providers)
    .where(and(sql`${licenseDigits} = ${digits}`, notThisListing(options.excludeProviderId)))
    .orderBy(desc(providers.licenseVerified), asc(providers.id))
    .limit(options.limit);
}

export function createLicensesRepository(db: Database) {
  return {
    listingsWithLicense: (
      digits: string,
      options: { excludeProviderId?: number; limit: number },
    ): Promise<LicenseHolderRecord[]> => listingsWithLicense(db, digits, options),
    /** Listings other than `excludeProviderId` for which an administrator vouched this cédula. */
    async listingsWithAdminConfirmation(
      licenseNumber: string,
      options: { excludeProviderId?: number; limit: number },
    ): Promise<LicenseHolderRecord[]> {
      return db
        .selectDistinct(HOLDER_COLUMNS)
        .from(licenseValidations)
        .innerJoin(providers, eq(providers.id, licenseValidations.providerId))
        .where(
          and(
            eq(licenseValidations.licenseNumber, licenseNumber),
            eq(licenseValidations.source, "admin"),
            eq(licenseValidations.isValid, true),
            notThisListing(options.excludeProviderId),
          ),
        )
        .orderBy(asc(providers.id))
        .limit(options.limit);
    },
    /** A listing whose cédula this directory already verified (the demo data, earlier lookups). */
    async verifiedProviderLicense(
      licenseNumber: string,
    ): Promise<{ providerName: string; data: unknown } | null> {
      const [row] = await db
        .select({ providerName: providers.name, data: providers.licenseValidationData })
        .from(providers)
        .where(
          and(
            eq(providers.licenseNumber, licenseNumber),
            eq(providers.licenseVerified, true),
            isNotNull(providers.licenseValidationData),
          ),
        )
        .orderBy(sql`${providers.licenseValidatedAt} desc nulls last`)
        .limit(1);
      return row ?? null;
    },
    /** The newest administrator confirmation that the cédula is valid. */
    async latestAdminConfirmation(
      licenseNumber: string,
    ): Promise<{ data: unknown; createdAt: Date } | null> {
      const [row] = await db
        .select({ data: licenseValidations.data, createdAt: licenseValidations.createdAt })
        .from(licenseValidations)
        .where(
          and(
            eq(licenseValidations.licenseNumber, licenseNumber),
            eq(licenseValidations.source, "admin"),
            eq(licenseValidations.isValid, true),
          ),
        )
        .orderBy(desc(licenseValidations.createdAt), desc(licenseValidations.id))
        .limit(1);
      return row ?? null;
    },
    async record(entry: LicenseValidationRecord): Promise<void> {
      await db.insert(licenseValidations).values({
        licenseNumber: entry.licenseNumber,
        providerId: entry.providerId ?? null,
        source: entry.source,
        isValid: entry.isValid,
        confirmedByAdminId: entry.confirmedByAdminId ?? null,
        data: entry.data ?? null,
      });
    },
    /** Every lookup of one cédula, newest first (admin history, tests). */
    async history(licenseNumber: string, limit = 50) {
      return db
        .select({
          source: licenseValidations.source,
          isValid: licenseValidations.isValid,
          providerId: licenseValidations.providerId,
          confirmedByAdminId: licenseValidations.confirmedByAdminId,
          data: licenseValidations.data,
          createdAt: licenseValidations.createdAt,
        })
        .from(licenseValidations)
        .where(eq(licenseValidations.licenseNumber, licenseNumber))
        .orderBy(desc(licenseValidations.createdAt), desc(licenseValidations.id))
        .limit(limit);
    },
  };
}
export type LicensesRepository = ReturnType<typeof createLicensesRepository>;
