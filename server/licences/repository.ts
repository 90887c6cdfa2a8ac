import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { LicenceSource } from "../../common/licences/types.ts";
import type { Database } from "../db/client.ts";
import { licenseValidations, providers } from "../db/schema/index.ts";

export interface LicenceValidationRecord {
  licenseNumber: string;
  providerId?: number | null;
  source: LicenceSource;
  isValid: boolean;
  confirmedByAdminId?: number | null;
  data: unknown;
}

export function createLicencesRepository(db: Database) {
  return {
    /** A listing whose cédula this directory already verified (the demo data, earlier lookups). */
    async verifiedProviderLicence(
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
    async record(entry: LicenceValidationRecord): Promise<void> {
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
export type LicencesRepository = ReturnType<typeof createLicencesRepository>;
