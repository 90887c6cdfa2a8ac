import busboy from "busboy";
import { Router, type Request, type RequestHandler } from "express";
import { CSV_MAX_BYTES } from "../../common/imports/constants.ts";
import { IMPORT_MESSAGES } from "../../common/imports/messages.ts";
import {
  isCsvFileName,
  progressIdSchema,
  runIdSchema,
  runMessagesQuerySchema,
} from "../../common/imports/schemas.ts";
import type { CsvRecords } from "../admin/imports/service.ts";
import { AppError, badRequest } from "../../common/errors.ts";
import type { Services } from "../services.ts";
import { requireAdmin, type AdminLocals } from "./admin-auth.ts";

const adminOf = (locals: Record<string, unknown>) => locals.admin as AdminLocals;

function progressIdOf(req: Request): string | undefined {
  const parsed = progressIdSchema.safeParse(req.query.progressId);
  return parsed.success ? parsed.data : undefined;
}

/**
 * `POST /api/admin/providers/import-csv`, multipart (file, dataSource, dataSourceName,
 * importNotes). The file part is parsed while it uploads, never stored; the answer comes
 * once every record was saved (or none). `?progressId=` names the progress to poll.
 */
function importCsv(services: Services): RequestHandler {
  return (req, res, next) => {
    const admin = adminOf(res.locals);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: { files: 1, fileSize: CSV_MAX_BYTES, fields: 20, fieldSize: 10_000 },
      });
    } catch {
      next(badRequest(IMPORT_MESSAGES.requiredFields));
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
      next(badRequest(IMPORT_MESSAGES.csvFailure));
    });
    parser.on("close", () => {
      if (truncated) {
        next(new AppError("payload_too_large", IMPORT_MESSAGES.tooLarge));
        return;
      }
      services.imports
        .importCsv(
          { fields: { ...fields, ...(progressId ? { progressId } : {}) }, fileName, reading },
          admin,
        )
        .then((result) => res.json(result), next);
    });
    req.pipe(parser);
  };
}

/**
 * The administrators' import endpoints (admin-side 7) and two of this implementation's own:
 * the progress of a running import and the record of past imports.
 */
export function adminImportsRouter(services: Services): Router {
  const router = Router();
  const admin = requireAdmin(services);

  router.post("/admin/providers/import-csv", admin, importCsv(services));

  router.post("/admin/providers/import-google-sheets", admin, async (req, res) => {
    res.json(await services.imports.importGoogleSheets(req.body ?? {}, adminOf(res.locals)));
  });

  router.post("/admin/providers/test-airtable", admin, async (req, res) => {
    res.json(await services.imports.testAirtable(req.body ?? {}));
  });

  // 202 when Airtable's rate limit made the import go on in the background (poll progress).
  router.post("/admin/providers/import-airtable", admin, async (req, res) => {
    const outcome = await services.imports.importAirtable(req.body ?? {}, adminOf(res.locals));
    res.status("status" in outcome ? 202 : 200).json(outcome);
  });

  router.get("/admin/imports/progress/:progressId", admin, async (req, res) => {
    res.json(
      await services.imports.progress(String(req.params.progressId), adminOf(res.locals).id),
    );
  });

  router.get("/admin/imports/runs", admin, async (_req, res) => {
    res.json(await services.imports.recentRuns());
  });

  // Every skipped row and failure of one run: a page of them, or all as a spreadsheet.
  router.get("/admin/imports/runs/:runId/messages", admin, async (req, res) => {
    const runId = runIdSchema.parse(req.params.runId);
    res.json(await services.imports.runMessages(runId, runMessagesQuerySchema.parse(req.query)));
  });

  router.get("/admin/imports/runs/:runId/messages.csv", admin, async (req, res) => {
    const { fileName, content } = await services.imports.runMessagesCsv(
      runIdSchema.parse(req.params.runId),
    );
    res
      .type("text/csv; charset=utf-8")
      .attachment(fileName)
      .set("Cache-Control", "private, no-store")
      .send(content);
  });

  return router;
}
