import busboy from "busboy";
import type { Request } from "express";
import { z } from "zod";
import { CSV_MAX_BYTES } from "../../common/imports/constants.ts";
import { IMPORT_MESSAGES } from "../../common/imports/messages.ts";
import {
  airtableConnectionSchema,
  airtableImportSchema,
  importFieldsSchema,
  isCsvFileName,
  progressIdSchema,
  runIdSchema,
  runMessagesQuerySchema,
  sheetsImportSchema,
} from "../../common/imports/schemas.ts";
import type {
  AirtableTestResult,
  ImportContinuing,
  ImportProgress,
  ImportResult,
  ImportRunMessagesPage,
  ImportRunSummary,
} from "../../common/imports/types.ts";
import type { CsvRecords } from "../admin/imports/service.ts";
import { AppError, badRequest } from "../../common/errors.ts";
import { errorSchema, errorWith, json, shapeOf } from "../openapi/shared.ts";
import type { Services } from "../services.ts";
import type { AdminLocals } from "./admin-auth.ts";
import { defineRoute, routerOf } from "./route.ts";

const TAGS = ["Administración: importaciones"];

function progressIdOf(req: Request): string | undefined {
  const parsed = progressIdSchema.safeParse(req.query.progressId);
  return parsed.success ? parsed.data : undefined;
}

/**
 * `POST /api/admin/providers/import-csv`, multipart (file, dataSource, dataSourceName,
 * importNotes). The file part is parsed while it uploads, never stored; the answer comes
 * once every record was saved (or none). `?progressId=` names the progress to poll.
 */
function importCsv(services: Services, req: Request, admin: AdminLocals): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: { files: 1, fileSize: CSV_MAX_BYTES, fields: 20, fieldSize: 10_000 },
      });
    } catch {
      reject(badRequest(IMPORT_MESSAGES.requiredFields));
      return;
    }
    const fields: Record<string, string> = {};
    const progressId = progressIdOf(req);
    const announced = Number(req.headers["content-length"]);
    let fileName: string | null = null;
    let reading: Promise<CsvRecords> | null = null;
    let truncated = false;

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || fileName !== null) {
        stream.resume();
        return;
      }
      fileName = info.filename ?? "";
      if (!isCsvFileName(fileName)) {
        stream.resume();
        return;
      }
      stream.on("limit", () => {
        truncated = true;
      });
      reading = services.imports.readCsvUpload(stream.iterator({ destroyOnReturn: false }), {
        totalBytes: Number.isFinite(announced) && announced > 0 ? announced : null,
        progressId,
        adminId: admin.id,
      });
      // A file that failed early (missing columns) is still read to its end, so the rest of
      // the form arrives; the failure itself is answered by importCsv.
      reading.catch(() => stream.resume());
    });
    parser.on("error", () => {
      req.unpipe(parser);
      req.resume();
      reject(badRequest(IMPORT_MESSAGES.csvFailure));
    });
    parser.on("close", () => {
      if (truncated) {
        reject(new AppError("payload_too_large", IMPORT_MESSAGES.tooLarge));
        return;
      }
      services.imports
        .importCsv(
          { fields: { ...fields, ...(progressId ? { progressId } : {}) }, fileName, reading },
          admin,
        )
        .then(resolve, reject);
    });
    req.pipe(parser);
  });
}

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

/**
 * The administrators' import endpoints (admin-side 7) and two of this implementation's own:
 * the progress of a running import and the record of past imports. The sources' bodies are
 * read by the imports service, whose refusals carry `message` (and Airtable's `success`).
 */
export const adminImportRoutes = [
  defineRoute({
    method: "post",
    path: "/admin/providers/import-csv",
    summary: "Importar perfiles desde un CSV",
    description:
      "Multipart: `file` (.csv) y los campos de la importación. El archivo se lee mientras sube y no se guarda.",
    tags: TAGS,
    access: "admin",
    // A progressId that is not one is ignored: the import runs without progress to poll.
    unparsed: { query: progressQuery },
    multipart: importFieldsSchema.omit({ progressId: true }).extend({
      file: z.string().meta({ format: "binary" }),
    }),
    errors: [400, 409, 413],
    responses: { 200: json("Resultado de la importación.", importResultSchema) },
    handler: ({ services, req, admin }) => importCsv(services, req, admin),
  }),
  defineRoute({
    method: "post",
    path: "/admin/providers/import-google-sheets",
    summary: "Importar perfiles desde Google Sheets",
    description:
      "`spreadsheetId` admite la URL de la hoja. 503 cuando no hay clave de la API de Google.",
    tags: TAGS,
    access: "admin",
    unparsed: { body: sheetsImportSchema },
    errors: [409, 429, 503],
    responses: { 200: json("Resultado de la importación.", importResultSchema) },
    handler: ({ services, req, admin }) =>
      services.imports.importGoogleSheets(req.body ?? {}, admin),
  }),
  defineRoute({
    method: "post",
    path: "/admin/providers/test-airtable",
    summary: "Probar la conexión con Airtable",
    tags: TAGS,
    access: "admin",
    unparsed: { body: airtableConnectionSchema },
    errors: [503],
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
    handler: ({ services, req }) => services.imports.testAirtable(req.body ?? {}),
  }),
  defineRoute({
    method: "post",
    path: "/admin/providers/import-airtable",
    summary: "Importar perfiles desde Airtable",
    tags: TAGS,
    access: "admin",
    unparsed: { body: airtableImportSchema },
    errors: [409, 503],
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
    // 202 when Airtable's rate limit made the import go on in the background (poll progress).
    handler: async ({ services, req, res, admin }) => {
      const outcome = await services.imports.importAirtable(req.body ?? {}, admin);
      res.status("status" in outcome ? 202 : 200).json(outcome);
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/imports/progress/:progressId",
    summary: "Avance de una importación",
    tags: TAGS,
    access: "admin",
    // Every progress is saved under a well-formed id: another one is not found, as before.
    params: z.object({ progressId: progressIdSchema }),
    paramsNotFound: IMPORT_MESSAGES.progressNotFound,
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
    handler: ({ services, params, admin }) =>
      services.imports.progress(params.progressId, admin.id),
  }),
  defineRoute({
    method: "get",
    path: "/admin/imports/runs",
    summary: "Importaciones recientes",
    tags: TAGS,
    access: "admin",
    responses: {
      200: json("Las últimas importaciones.", shapeOf<ImportRunSummary[]>()(z.array(runSummary))),
    },
    handler: ({ services }) => services.imports.recentRuns(),
  }),
  // Every skipped row and failure of one run: a page of them, or all as a spreadsheet.
  defineRoute({
    method: "get",
    path: "/admin/imports/runs/:runId/messages",
    summary: "Avisos de una importación (filas omitidas y errores)",
    description: "Se guardan al menos 90 días.",
    tags: TAGS,
    access: "admin",
    params: runPath,
    query: runMessagesQuerySchema,
    errors: [404],
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
    handler: ({ services, params, query }) => services.imports.runMessages(params.runId, query),
  }),
  defineRoute({
    method: "get",
    path: "/admin/imports/runs/:runId/messages.csv",
    summary: "Avisos de una importación en CSV",
    description:
      "UTF-8 con BOM para Excel; encabezados en español; las celdas que parecen fórmulas empiezan con un apóstrofo.",
    tags: TAGS,
    access: "admin",
    params: runPath,
    errors: [404],
    responses: {
      200: {
        description: "El archivo CSV, como descarga.",
        content: { "text/csv": { schema: z.string() } },
      },
    },
    handler: async ({ services, params, res }) => {
      const { fileName, content } = await services.imports.runMessagesCsv(params.runId);
      res
        .type("text/csv; charset=utf-8")
        .attachment(fileName)
        .set("Cache-Control", "private, no-store")
        .send(content);
    },
  }),
];

export const adminImportsRouter = (services: Services) => routerOf(adminImportRoutes, services);
