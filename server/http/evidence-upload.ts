import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { AppError, badRequest } from "../../common/errors.ts";
import { z } from "zod";
import { EVIDENCE_MAX_BYTES, tooLargeMessage } from "../lib/evidence-store.ts";

export const EVIDENCE_UPLOAD_MESSAGES = {
  notMultipart: "El formulario debe enviarse como multipart/form-data.",
  unreadable: "No se pudo leer el formulario enviado.",
  unexpectedFile: "El formulario contiene un archivo no esperado.",
  fieldTooLong: "Un campo del formulario es demasiado largo.",
  tooManyFiles: (count: number) =>
    count === 1 ? "Envía un solo archivo." : `Envía como máximo ${count} archivos.`,
} as const;

export interface UploadedEvidenceFile {
  bytes: Buffer;
  /** What the browser said; for messages and logs only, never to decide what the file is. */
  filename: string;
  declaredType: string;
}

export interface EvidenceUpload {
  fields: Record<string, string>;
  files: Record<string, UploadedEvidenceFile>;
}

export interface EvidenceUploadOptions {
  /** Text fields to keep; others are ignored. */
  fields: string[];
  /** File fields allowed, one file each; a file under any other name refuses the form. */
  files: string[];
  /** Limit of each file: reading stops at the first byte beyond it (413). */
  maxBytes: number;
  /** Limit of each text field (10,000 bytes unless told). */
  maxFieldBytes?: number;
}

/** Multipart boundaries, part headers and the text fields around the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Reads a multipart form with evidence files into memory (never to disk), enforcing the limits
 * while the bytes arrive: a file over `maxBytes` stops the reading with a 413 and the rest of
 * the upload is discarded unread. A file part with an empty name (a file input left empty) is
 * treated as absent. Evidence is then checked and stored by the evidence store.
 */
export function readEvidenceUpload(
  req: IncomingMessage,
  options: EvidenceUploadOptions,
): Promise<EvidenceUpload> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedEvidenceFile> = {};
    // Named when the part starts: a file's end may come after the next part has begun.
    const seen = new Set<string>();
    let settled = false;

    const discardRest = () => {
      req.unpipe();
      req.resume();
    };
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      discardRest();
      reject(error);
    };

    const announced = Number(req.headers["content-length"]);
    const ceiling = options.maxBytes * options.files.length + FORM_OVERHEAD_BYTES;
    if (Number.isFinite(announced) && announced > ceiling) {
      fail(new AppError("payload_too_large", tooLargeMessage(options.maxBytes)));
      return;
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: {
          files: options.files.length,
          fileSize: options.maxBytes,
          fields: 50,
          fieldSize: options.maxFieldBytes ?? 10_000,
        },
      });
    } catch {
      fail(badRequest(EVIDENCE_UPLOAD_MESSAGES.notMultipart));
      return;
    }

    parser.on("field", (name, value, info) => {
      if (!options.fields.includes(name)) return;
      if (info.valueTruncated) fail(badRequest(EVIDENCE_UPLOAD_MESSAGES.fieldTooLong));
      else fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (!options.files.includes(name) || seen.has(name)) {
        stream.resume();
        fail(badRequest(EVIDENCE_UPLOAD_MESSAGES.unexpectedFile));
        return;
      }
      seen.add(name);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on("limit", () => {
        chunks.length = 0;
        fail(new AppError("payload_too_large", tooLargeMessage(options.maxBytes)));
      });
      stream.on("end", () => {
        const filename = info.filename ?? "";
        if (settled || filename === "" || stream.truncated) return;
        files[name] = {
          bytes: Buffer.concat(chunks),
          filename,
          declaredType: info.mimeType,
        };
      });
    });
    parser.on("filesLimit", () =>
      fail(badRequest(EVIDENCE_UPLOAD_MESSAGES.tooManyFiles(options.files.length))),
    );
    parser.on("error", () => fail(badRequest(EVIDENCE_UPLOAD_MESSAGES.unreadable)));
    // A client that goes away mid-upload would otherwise leave the promise waiting forever.
    req.on("close", () => {
      if (!req.complete) fail(badRequest(EVIDENCE_UPLOAD_MESSAGES.unreadable));
    });
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });
    req.pipe(parser);
  });
}

/** The two documents that prove a cédula: the cédula itself and an official ID. */
export const evidenceDocumentsSchema = z.object({
  cedula: z.string().meta({ format: "binary" }),
  identificacion: z.string().meta({ format: "binary" }),
});

/**
 * Reads a form with the two documents (each up to EVIDENCE_MAX_BYTES) and the text fields
 * named: a claim's evidence and the review of a registration's cédula.
 */
export async function readEvidenceDocuments(req: IncomingMessage, fields: string[] = []) {
  const upload = await readEvidenceUpload(req, {
    fields,
    files: Object.keys(evidenceDocumentsSchema.shape),
    maxBytes: EVIDENCE_MAX_BYTES,
  });
  return {
    fields: upload.fields,
    documents: {
      cedula: upload.files.cedula?.bytes,
      identificacion: upload.files.identificacion?.bytes,
    },
  };
}
