import type { LicenseDegree, LicenseSource } from "../../common/licenses/types.ts";
import type { SepRegistryConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createOfflineRegistry } from "./offline-registry.ts";
import type { LicensesRepository } from "./repository.ts";
import { createSepRegistry } from "./sep-client.ts";

/**
 * Why a registry could not answer; never cached, and the public answer becomes a 503.
 * `credentials`: the SEP refused this directory's client credentials (an operator must act);
 * `rate-limited`: the SEP answered 429.
 */
export type UnavailableReason =
  "timeout" | "network" | "http-error" | "bad-body" | "credentials" | "rate-limited";

export interface LicenseFound {
  status: "found";
  source: LicenseSource;
  licenseNumber: string;
  /** The holder's full name, upper case, single-spaced. */
  name: string;
  /** The degree registered under the looked-up cédula. */
  degree: LicenseDegree;
  /** Every degree of the same person in the answer, `degree` first. */
  degrees: LicenseDegree[];
  expeditionDate?: string;
  /** The registry's own record of the looked-up cédula (SEP field names), kept for admins. */
  fullData: Record<string, unknown>;
}

export interface LicenseNotFound {
  status: "not-found";
  source: LicenseSource;
  licenseNumber: string;
}

export interface LicenseUnavailable {
  status: "unavailable";
  source: LicenseSource;
  licenseNumber: string;
  reason: UnavailableReason;
}

export type LicenseLookup = LicenseFound | LicenseNotFound | LicenseUnavailable;

/** Anything that can say whether a cédula exists: the SEP adapter, the offline registry. */
export interface LicenseRegistry {
  /** `licenseNumber` is already normalised (digits only). Never throws for registry trouble. */
  lookup(licenseNumber: string): Promise<LicenseLookup>;
}

/**
 * The SEP registry first; when it does not know the cédula or does not answer, this
 * directory's own records (demo data, earlier validations, administrator confirmations).
 * An outage with no offline answer stays "unavailable" so callers can say so honestly.
 */
export function withOfflineFallback(
  primary: LicenseRegistry,
  offline: LicenseRegistry,
): LicenseRegistry {
  return {
    async lookup(licenseNumber) {
      const first = await primary.lookup(licenseNumber);
      if (first.status === "found") return first;
      const second = await offline.lookup(licenseNumber);
      return second.status === "found" ? second : first;
    },
  };
}

/**
 * The registry the service asks: the SEP adapter (with the offline fallback) when a URL is
 * configured, otherwise the offline registry alone.
 */
export function createLicenseRegistry(deps: {
  sep: SepRegistryConfig;
  repository: LicensesRepository;
  logger?: Pick<Logger, "warn" | "error">;
}): LicenseRegistry {
  const offline = createOfflineRegistry(deps.repository);
  if (deps.sep.url === undefined) return offline;
  const sep = createSepRegistry({ ...deps.sep, logger: deps.logger });
  return withOfflineFallback(sep, offline);
}
