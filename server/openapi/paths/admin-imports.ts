import { z } from "zod";
import {
  airtableConnectionSchema,
  airtableImportSchema,
  importFieldsSchema,
  progressIdSchema,
  runIdSchema,
  runMessagesQuerySchema,
  sheetsImportSchema,
} from "../../../common/imports/schemas.ts";
import type {
  AirtableTestResult,
  ImportContinuing,
  ImportProgress,
  ImportResult,
  ImportRunMessagesPage,
  ImportRunSummary,
} from "../../../common/imports/types.ts";
import { errorSchema, errorWith, json, operation, shapeOf, type ApiOperation } from "../shared.ts";

const TAG = "Administración: importaciones";

const importResultSchema = shapeOf<ImportResult>()(
  z
    .object({
      success: z.literal(true),
      imported: z.number().int(),
      skipped: z.number().int(),
      errors: z.array(z.string()).meta({ description: "Errores y avisos por fila." }),
      message: z.string(),
      runId: z.number().int(),
    })
    .meta({ id: "ImportResult" }),
);

const progressQuery = z.object({
  progressId: progressIdSchema.optional().meta({
    description:
      "Token del navegador para seguir el avance en /api/admin/imports/progress/{progressId}.",
  }),
});
const withMessage = errorSchema.extend({ message: z.string() });
const runPath = z.object({ runId: runIdSchema });
const runSummary = z
  .object({
    id: z.number().int(),
    kind: z.enum(["csv", "google_sheets", "airtable"]),
    dataSource: z.string(),
    dataSourceName: z.string().nullable(),
    fileName: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(["running", "completed", "failed"]),
    imported: z.number().int(),
    skipped: z.number().int(),
    errorCount: z.number().int(),
    messageCount: z.number().int(),
    adminUsername: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ImportRunSummary" });

/** Bulk imports of listings from a CSV file, Google Sheets or Airtable (admin-side 7). */
export const adminImportOperations: ApiOperation[] = [
  operation("post", "/api/admin/providers/import-csv", {
    summary: "Importar perfiles desde un CSV",
    description:
      "Multipart: `file` (.csv) y los campos de la importación. El archivo se lee mientras sube y no se guarda.",
    tags: [TAG],
    auth: "administrador",
    params: { query: progressQuery },
    multipart: importFieldsSchema.omit({ progressId: true }).extend({
      file: z.string().meta({ format: "binary" }),
    }),
    errors: [400, 401, 409, 413],
    responses: { 200: json("Resultado de la importación.", importResultSchema) },
  }),
  operation("post", "/api/admin/providers/import-google-sheets", {
    summary: "Importar perfiles desde Google Sheets",
    description:
      "`spreadsheetId` admite la URL de la hoja. 503 cuando no hay clave de la API de Google.",
    tags: [TAG],
    auth: "administrador",
    body: sheetsImportSchema,
    errors: [401, 409, 429, 503],
    responses: { 200: json("Resultado de la importación.", importResultSchema) },
  }),
  operation("post", "/api/admin/providers/test-airtable", {
    summary: "Probar la conexión con Airtable",
    tags: [TAG],
    auth: "administrador",
    body: airtableConnectionSchema,
    errors: [401, 503],
    responses: {
      200: json(
        "Si respondió, y los campos vistos en sus primeros registros.",
        shapeOf<AirtableTestResult>()(
          z.object({ success: z.boolean(), message: z.string(), fields: z.array(z.string()) }),
        ),
      ),
      400: errorWith(
        "Datos de conexión no válidos.",
        withMessage.extend({ success: z.literal(false) }),
      ),
    },
  }),
  operation("post", "/api/admin/providers/import-airtable", {
    summary: "Importar perfiles desde Airtable",
    tags: [TAG],
    auth: "administrador",
    body: airtableImportSchema,
    errors: [401, 409, 503],
    responses: {
      200: json("Resultado de la importación.", importResultSchema),
      202: json(
        "Airtable pidió esperar: la importación sigue en segundo plano (consulta su avance).",
        shapeOf<ImportContinuing>()(
          z.object({
            success: z.literal(true),
            status: z.literal("running"),
            progressId: z.string(),
            runId: z.number().int(),
            message: z.string(),
          }),
        ),
      ),
      400: errorWith("Datos no válidos o Airtable la rechazó.", withMessage),
      429: errorWith("Airtable limitó las solicitudes.", withMessage),
    },
  }),
  operation("get", "/api/admin/imports/progress/{progressId}", {
    summary: "Avance de una importación",
    tags: [TAG],
    auth: "administrador",
    params: { path: z.object({ progressId: z.string() }) },
    errors: [401, 404],
    responses: {
      200: json(
        "Fase, cuánto va y, al terminar, el resultado o el error.",
        shapeOf<ImportProgress>()(
          z.object({
            phase: z.enum(["reading", "waiting", "checking", "saving", "done", "failed"]),
            processed: z.number().int(),
            total: z.number().int().nullable(),
            percent: z.number(),
            waitingUntil: z.string().optional(),
            result: importResultSchema.optional(),
            error: z.string().optional(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/imports/runs", {
    summary: "Importaciones recientes",
    tags: [TAG],
    auth: "administrador",
    errors: [401],
    responses: {
      200: json("Las últimas importaciones.", shapeOf<ImportRunSummary[]>()(z.array(runSummary))),
    },
  }),
  operation("get", "/api/admin/imports/runs/{runId}/messages", {
    summary: "Avisos de una importación (filas omitidas y errores)",
    description: "Se guardan al menos 90 días.",
    tags: [TAG],
    auth: "administrador",
    params: { path: runPath, query: runMessagesQuerySchema },
    errors: [400, 401, 404],
    responses: {
      200: json(
        "Una página de avisos, en el orden en que se encontraron.",
        shapeOf<ImportRunMessagesPage>()(
          z.object({
            run: runSummary,
            messages: z.array(
              z.object({
                row: z.string().nullable().meta({
                  description:
                    "Número de fila o ID de registro de Airtable; null si es de toda la importación.",
                }),
                kind: z.enum(["skipped", "failed"]),
                reason: z.string(),
              }),
            ),
            totalCount: z.number().int(),
          }),
        ),
      ),
    },
  }),
  operation("get", "/api/admin/imports/runs/{runId}/messages.csv", {
    summary: "Avisos de una importación en CSV",
    description:
      "UTF-8 con BOM para Excel; encabezados en español; las celdas que parecen fórmulas empiezan con un apóstrofo.",
    tags: [TAG],
    auth: "administrador",
    params: { path: runPath },
    errors: [400, 401, 404],
    responses: {
      200: {
        description: "El archivo CSV, como descarga.",
        content: { "text/csv": { schema: z.string() } },
      },
    },
  }),
];
