import { AIRTABLE_MAX_ROW_ERRORS, MAX_IMPORT_RECORDS } from "./constants.ts";

const count = (n: number) => n.toLocaleString("es-MX");

/**
 * Texts of the CSV and Google Sheets imports (admin-side 5 and 8, copied exactly where the
 * spec gives them). The browser and the API show the same words.
 */
export const IMPORT_MESSAGES = {
  selectCsv: "Por favor selecciona un archivo CSV",
  requiredFields: "Por favor completa todos los campos requeridos",
  invalidSheetsUrl: "Por favor ingresa una URL válida de Google Sheets",
  csvFailure: "Error al importar el archivo",
  sheetsFailure: "Error al importar desde Google Sheets",
  sheetsFailureShort: "Error al importar",
  success: (imported: number, skipped: number) =>
    `Importación exitosa: ${imported} profesionales importados, ${skipped} omitidos`,
  largeFile: "El archivo pesa más de 10 MB: la importación puede tardar unos minutos.",
  tooLarge: "El archivo es demasiado grande: el máximo es de 100 MB.",
  emptyFile: "El archivo no tiene registros para importar.",
  missingColumns: (columns: readonly string[]) =>
    `Faltan columnas obligatorias en el archivo: ${columns.join(", ")}`,
  unreadableCsv: (line: number | null) =>
    line
      ? `El archivo CSV no se pudo leer (línea ${count(line)}): revisa las comillas y separadores.`
      : "El archivo CSV no se pudo leer: revisa las comillas y separadores.",
  recordLimit: (extra: number) =>
    `Se procesaron solo los primeros ${count(MAX_IMPORT_RECORDS)} registros; ${count(extra)} registros más se omitieron.`,
  missingValue: (row: number, field: string) => `Fila ${count(row)}: falta ${field}`,
  duplicateInFile: (row: number, firstRow: number) =>
    `Fila ${count(row)}: duplicada de la fila ${count(firstRow)} del mismo archivo`,
  duplicateInDirectory: (row: number, reason: "url" | "name-location" | "external-id") =>
    `Fila ${count(row)}: ya existe en el directorio (${
      reason === "url"
        ? "misma URL externa"
        : reason === "external-id"
          ? "mismo registro de origen"
          : "mismo nombre y ubicación"
    })`,
  saveFailed:
    "No se guardó ningún registro: la importación se canceló por un error de la base de datos.",
  busy: "Ya hay una importación en curso. Espera a que termine e inténtalo de nuevo.",
  progressNotFound: "No se encontró el avance de esa importación.",
  // Google Sheets answers, in Spanish for the administrator.
  sheetsForbidden:
    "Google Sheets negó el acceso (403): comparte la hoja como «Cualquier persona con el enlace» o revisa la clave de API.",
  sheetsNotFound: "No se encontró la hoja de cálculo (404): revisa la URL.",
  sheetsBadRange: (range: string) =>
    `Google Sheets no aceptó el rango «${range}»: revisa el nombre de la hoja (por ejemplo Sheet1!A:AE).`,
  sheetsRateLimited:
    "Google Sheets rechazó la solicitud por exceso de peticiones (429). Espera un minuto e inténtalo de nuevo.",
  sheetsUnavailable: "No se pudo conectar con Google Sheets. Inténtalo de nuevo en unos minutos.",
  sheetsNotPublic:
    "La hoja no es pública: compártela como «Cualquier persona con el enlace» o configura GOOGLE_SHEETS_API_KEY.",
  sheetsEmpty: "La hoja de cálculo no tiene filas en ese rango.",
} as const;

/** Airtable texts are English (admin-side 8: "shown with English messages"). */
export const AIRTABLE_MESSAGES = {
  requiredConnection: "API key, base ID and table name are required.",
  requiredMapping: "Map the name and specialty fields before importing.",
  testFirst: "Test the connection before importing.",
  connected: (fields: readonly string[]) =>
    fields.length > 0
      ? `Connection successful. Fields found: ${fields.join(", ")}.`
      : "Connection successful. The table has no records yet.",
  unauthorized: "Airtable rejected the API key (401 AUTHENTICATION_REQUIRED). Check the token.",
  forbidden:
    "The token has no access to this base or table (403 INVALID_PERMISSIONS). Check the token's scopes and bases.",
  notFound: "Base or table not found (404 NOT_FOUND). Check the base ID and the table name.",
  invalidRequest: (detail: string) => `Airtable rejected the request (422): ${detail}`,
  rateLimited:
    "Airtable rate limit reached (429 RATE_LIMIT_REACHED) and retries ran out. Try again in 30 seconds.",
  unavailable: "Could not reach Airtable. Try again in a few minutes.",
  imported: (imported: number, skipped: number) =>
    `Imported ${imported} records, skipped ${skipped}.`,
  recordLimit: (extra: number) =>
    `Only the first ${MAX_IMPORT_RECORDS} records were imported; ${extra} more were skipped.`,
  moreErrors: (more: number) => `…and ${more} more errors.`,
  missingValue: (recordId: string, field: string) => `Record ${recordId}: ${field} is empty.`,
  duplicateInTable: (recordId: string) =>
    `Record ${recordId}: duplicate of another record in the table.`,
  duplicateInDirectory: (recordId: string) => `Record ${recordId}: already in the directory.`,
  saveFailed: "Nothing was saved: the import was cancelled by a database error.",
  failure: "Airtable import failed.",
  maxRowErrors: AIRTABLE_MAX_ROW_ERRORS,
} as const;
