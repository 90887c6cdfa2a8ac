import { REGISTRY_SILENT, type ClaimRegistryResult } from "../../common/doctors/claims.ts";
import type { LicenseCheck } from "../licenses/service.ts";

/** What an administrator reads of the registry beside a request's documents. */
export function registryAnswerOf(check: LicenseCheck): ClaimRegistryResult {
  if (check.status === "unavailable")
    return { status: "unavailable", licenseNumber: check.licenseNumber, message: REGISTRY_SILENT };
  return {
    status: check.status,
    source: check.source,
    licenseNumber: check.licenseNumber,
    name: check.licenseData?.name ?? null,
    degree: check.licenseData?.degree ?? null,
    institution: check.licenseData?.institution ?? null,
    message: check.message,
  };
}

/** The registry's answer, or that it did not answer: asking it never fails a request. */
export async function askRegistry(
  validate: (licenseNumber: string) => Promise<LicenseCheck>,
  licenseNumber: string,
  onError: (error: unknown) => void,
): Promise<ClaimRegistryResult> {
  try {
    return registryAnswerOf(await validate(licenseNumber));
  } catch (error) {
    onError(error);
    return { status: "unavailable", licenseNumber, message: REGISTRY_SILENT };
  }
}
