/** Business constants of the bulk imports (admin-side sections 5 and 9). */

/** Files over this size get a warning before the import starts; they are still accepted. */
export const CSV_WARNING_BYTES = 10 * 1024 * 1024;
/** Hard limit of an upload, so one request cannot fill the server's memory. */
export const CSV_MAX_BYTES = 100 * 1024 * 1024;
/** Records processed per import; rows past this count are skipped and reported. */
export const MAX_IMPORT_RECORDS = 50_000;
/** The CSV preview: the first lines of the file, each cut at this many characters. */
export const CSV_PREVIEW_LINES = 6;
export const CSV_PREVIEW_LINE_CHARS = 100;

export const DEFAULT_SHEETS_RANGE = "Sheet1!A:AE";
/** The result stays on screen this long before the form resets (spec: the dialog closes). */
export const IMPORT_RESULT_CLOSE_MS = 2_000;
/** Airtable answers at most this many row errors in an import result. */
export const AIRTABLE_MAX_ROW_ERRORS = 5;

/** Source types an administrator may give an import (admin-side 4; self_registration and demo are not imports). */
export const IMPORT_DATA_SOURCES = [
  "csv_import",
  "google_sheets",
  "google-sheets",
  "airtable",
  "manual",
  "api_import",
  "doctoralia",
  "government",
  "top_doctors",
  "insurance_directory",
] as const;
export type ImportDataSource = (typeof IMPORT_DATA_SOURCES)[number];

/** Labels of the source-type select, in the order the forms offer them. */
export const IMPORT_DATA_SOURCE_LABELS: Record<ImportDataSource, string> = {
  csv_import: "Importación CSV",
  google_sheets: "Google Sheets",
  "google-sheets": "Doctoralia (Google Sheets)",
  airtable: "Airtable",
  manual: "Manual",
  api_import: "Importación por API",
  doctoralia: "Doctoralia",
  government: "Gobierno",
  top_doctors: "Top Doctors",
  insurance_directory: "Directorio de aseguradora",
};

/** The Airtable field-mapping targets (admin-side 3), name and specialty required. */
export const AIRTABLE_TARGET_FIELDS = [
  "name",
  "email",
  "phone",
  "specialty",
  "city",
  "licenseNumber",
  "bio",
  "imageUrl",
  "consultationPrice",
  "languages",
  "services",
  "acceptsOnlineConsultation",
  "acceptsInPersonConsultation",
] as const;
export type AirtableTargetField = (typeof AIRTABLE_TARGET_FIELDS)[number];
export const AIRTABLE_REQUIRED_FIELDS: readonly AirtableTargetField[] = ["name", "specialty"];

export const AIRTABLE_TARGET_LABELS: Record<AirtableTargetField, string> = {
  name: "Nombre",
  email: "Email",
  phone: "Teléfono",
  specialty: "Especialidad",
  city: "Ciudad",
  licenseNumber: "Cédula profesional",
  bio: "Biografía",
  imageUrl: "URL de imagen",
  consultationPrice: "Precio de consulta",
  languages: "Idiomas",
  services: "Servicios",
  acceptsOnlineConsultation: "Acepta consulta en línea",
  acceptsInPersonConsultation: "Acepta consulta presencial",
};
