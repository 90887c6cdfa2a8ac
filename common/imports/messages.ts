import { AIRTABLE_MAX_ROW_ERRORS, MAX_IMPORT_RECORDS } from "./constants.ts";

const count = (n: number) => n.toLocaleString("es-MX");

export type DuplicateKey = "url" | "name-location" | "external-id";

/**
 * Why a row was skipped, without naming the row: the import history keeps row and reason
 * apart (its CSV has a column for each); answers put "Fila N: " or "Registro … " in front.
 */
export const ROW_REASONS = {
  missing: (field: string) => `falta ${field}`,
  duplicateInFile: (firstRow: number) =>
    `duplicada de la fila ${count(firstRow)} del mismo archivo`,
  duplicateInDirectory: (reason: DuplicateKey) =>
    `ya existe en el directorio (${
      reason === "url"
        ? "misma URL externa"
        : reason === "external-id"
          ? "mismo registro de origen"
          : "mismo nombre y ubicación"
    })`,
  duplicateInTable: "duplicado de otro registro de la tabla",
  inDirectory: "ya existe en el directorio",
} as const;

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
  rowLine: (row: number, reason: string) => `Fila ${count(row)}: ${reason}`,
  saveFailed:
    "No se guardó ningún registro: la importación se canceló por un error de la base de datos.",
  busy: "Ya hay una importación en curso. Espera a que termine e inténtalo de nuevo.",
  progressNotFound: "No se encontró el avance de esa importación.",
  // Google Sheets answers, in Spanish for the administrator.
  sheetsForbidden:
    "Google Sheets negó el acceso (403): comparte la hoja como «Cualquier persona con el enlace» o revisa la clave de API.",
  sheetsApiKey:
    "Google Sheets rechazó la clave de API (400 API_KEY_INVALID): la clave es incorrecta, venció o está restringida. Revisa GOOGLE_SHEETS_API_KEY en la configuración del servidor; el rango no tiene la culpa.",
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

/**
 * Airtable texts. The spec (admin-side 8) notes the original showed English here; this
 * product speaks Spanish to its administrators everywhere, so these are Spanish too. Row
 * notes name Airtable's record ids, since an Airtable table has no row numbers.
 */
export const AIRTABLE_MESSAGES = {
  requiredConnection: "El token, el ID de la base y el nombre de la tabla son obligatorios.",
  requiredMapping: "Asigna los campos de nombre y especialidad antes de importar.",
  testFirst: "Prueba la conexión antes de importar.",
  connected: (fields: readonly string[]) =>
    fields.length > 0
      ? `Conexión exitosa. Campos encontrados: ${fields.join(", ")}.`
      : "Conexión exitosa. La tabla todavía no tiene registros.",
  unauthorized:
    "Airtable rechazó el token (401 AUTHENTICATION_REQUIRED): revisa que el token personal esté completo y vigente.",
  notFoundOrForbidden:
    "No se encontró la base o la tabla, o el token no tiene permiso para leerla (403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND): revisa el ID de la base (empieza con «app»), el nombre exacto de la tabla y que el token incluya esa base con el permiso data.records:read.",
  forbidden:
    "El token no tiene permiso para leer esta base o tabla (403): revisa los permisos del token (data.records:read) y las bases que incluye.",
  notFound:
    "No se encontró la base o la tabla (404): revisa el ID de la base y el nombre de la tabla.",
  viewNotFound: (view: string) =>
    `Airtable no encontró la vista «${view}»: revisa su nombre o ID, o deja el campo vacío para leer toda la tabla.`,
  offsetExpired:
    "Airtable dejó de aceptar la paginación de esta lectura (422 LIST_RECORDS_ITERATOR_NOT_AVAILABLE): vuelve a iniciar la importación.",
  invalidRequest: (type: string) =>
    `Airtable rechazó la solicitud (422 ${type}): revisa la base, la tabla y la vista.`,
  rateLimited:
    "Airtable limitó las solicitudes (429 RATE_LIMIT_REACHED) y los reintentos se agotaron. Inténtalo de nuevo en un minuto.",
  unavailable: "No se pudo conectar con Airtable. Inténtalo de nuevo en unos minutos.",
  continuing:
    "Airtable pidió esperar antes de seguir (429): la importación continúa en segundo plano y su avance se muestra aquí.",
  imported: (imported: number, skipped: number) =>
    `Importación exitosa: ${count(imported)} registros importados, ${count(skipped)} omitidos.`,
  recordLimit: (extra: number) =>
    `Se importaron solo los primeros ${count(MAX_IMPORT_RECORDS)} registros; ${count(extra)} registros más se omitieron.`,
  moreErrors: (more: number) => `…y ${count(more)} avisos más.`,
  recordLine: (recordId: string, reason: string) => `Registro ${recordId}: ${reason}.`,
  saveFailed: IMPORT_MESSAGES.saveFailed,
  failure: "Error al importar desde Airtable",
  maxRowErrors: AIRTABLE_MAX_ROW_ERRORS,
} as const;

/** The import history: a run's messages on screen and in the CSV download. */
export const IMPORT_HISTORY = {
  runNotFound: "No se encontró esa importación.",
  rowHeader: { csv: "Fila", google_sheets: "Fila", airtable: "Registro de Airtable" },
  kindLabels: { skipped: "Omitida", failed: "Error" },
  csvHeaders: ["Resultado", "Motivo"],
  wholeRun: "Toda la importación",
  noMessages: "Esta importación no dejó avisos.",
  loadFailed: "No se pudieron cargar los avisos de la importación.",
  /** Messages are kept this many days after their import started, then deleted. */
  keptDays: 90,
} as const;
