/**
 * What a license (cédula profesional) lookup answers, shared by the public API, the doctor
 * registration and claim pages and the admin panel (spec public-side 6, admin-side 3).
 */

/** Who vouched for the answer: the SEP registry, this directory's offline registry, or an administrator. */
export type LicenseSource = "sep" | "offline" | "admin";

/** One professional degree (título) registered under one cédula. */
export interface LicenseDegree {
  licenseNumber: string;
  degree: string;
  institution: string;
  registrationYear: number | null;
}

/** The English-named shape of the POST answer (`licenseData`). */
export interface LicenseData {
  name: string;
  degree: string;
  institution: string;
  expeditionDate?: string;
  registrationYear: number | null;
  source: LicenseSource;
  /** Every degree the registry lists for the same person, the looked-up cédula first. */
  degrees: LicenseDegree[];
}

/** The Spanish-named shape of the GET answer (`data`), as the SEP registry words it. */
export interface LicenseRegistryData {
  nombre: string;
  titulo: string;
  institucion: string;
  anioregistro: number | null;
}

export type LicenseValidationStatus = "valid" | "not-found" | "unavailable";

/** The service's answer; the HTTP layer trims it to the spec's two answer shapes. */
export interface LicenseValidation {
  licenseNumber: string;
  status: LicenseValidationStatus;
  isValid: boolean;
  source: LicenseSource;
  /** Spanish, ready to show: 'Cédula profesional válida' or why it is not. */
  message: string;
  licenseData: LicenseData | null;
  data: LicenseRegistryData | null;
}

/** `GET /api/public/validate-license?license=` */
export interface LicenseLookupAnswer {
  isValid: boolean;
  source: LicenseSource;
  data: LicenseRegistryData | null;
  error?: string;
}

/** `POST /api/public/validate-license` with `{ licenseNumber }` */
export interface LicenseValidationAnswer {
  isValid: boolean;
  source: LicenseSource;
  message: string;
  licenseData: LicenseData | null;
  error?: string;
}
