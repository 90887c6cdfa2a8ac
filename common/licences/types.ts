/**
 * What a licence (cédula profesional) lookup answers, shared by the public API, the doctor
 * registration and claim pages and the admin panel (spec public-side 6, admin-side 3).
 */

/** Who vouched for the answer: the SEP registry, this directory's offline registry, or an administrator. */
export type LicenceSource = "sep" | "offline" | "admin";

/** One professional degree (título) registered under one cédula. */
export interface LicenceDegree {
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
  source: LicenceSource;
  /** Every degree the registry lists for the same person, the looked-up cédula first. */
  degrees: LicenceDegree[];
}

/** The Spanish-named shape of the GET answer (`data`), as the SEP registry words it. */
export interface LicenceRegistryData {
  nombre: string;
  titulo: string;
  institucion: string;
  anioregistro: number | null;
}

export type LicenceValidationStatus = "valid" | "not-found" | "unavailable";

/** The service's answer; the HTTP layer trims it to the spec's two answer shapes. */
export interface LicenceValidation {
  licenseNumber: string;
  status: LicenceValidationStatus;
  isValid: boolean;
  source: LicenceSource;
  /** Spanish, ready to show: 'Cédula profesional válida' or why it is not. */
  message: string;
  licenseData: LicenseData | null;
  data: LicenceRegistryData | null;
}

/** `GET /api/public/validate-license?license=` */
export interface LicenceLookupAnswer {
  isValid: boolean;
  source: LicenceSource;
  data: LicenceRegistryData | null;
  error?: string;
}

/** `POST /api/public/validate-license` with `{ licenseNumber }` */
export interface LicenceValidationAnswer {
  isValid: boolean;
  source: LicenceSource;
  message: string;
  licenseData: LicenseData | null;
  error?: string;
}
