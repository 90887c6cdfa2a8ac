import type { Readable } from "node:stream";
import { parse, CsvError } from "csv-parse";
import { IMPORT_MESSAGES } from "../../../common/imports/messages.ts";
import { badRequest } from "../../../common/errors.ts";
import { createCharsetDecoder } from "../../lib/charset.ts";
import type { RawProviderRecord, RequiredField } from "./normalize.ts";

/** The CSV columns of admin-side 5 (and the Spanish headers people also write). */
type CsvField =
  | "name"
  | "specialty"
  | "city"
  | "state"
  | "location"
  | "phone"
  | "email"
  | "price"
  | "description"
  | "experience"
  | "licenseNumber"
  | "externalUrl";

const HEADER_ALIASES: Record<string, CsvField> = {
  name: "name",
  nombre: "name",
  specialty: "specialty",
  especialidad: "specialty",
  city: "city",
  ciudad: "city",
  state: "state",
  estado: "state",
  location: "location",
  direccion: "location",
  ubicacion: "location",
  phone: "phone",
  telefono: "phone",
  email: "email",
  correo: "email",
  price: "price",
  precio: "price",
  description: "description",
  descripcion: "description",
  experience: "experience",
  experiencia: "experience",
  license_number: "licenseNumber",
  cedula: "licenseNumber",
  url: "externalUrl",
  external_url: "externalUrl",
};

export const CSV_REQUIRED_COLUMNS: readonly RequiredField[] = [
  "name",
  "specialty",
  "city",
  "state",
];

function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** The most frequent of comma, semicolon and tab on the header line (Excel writes ';' in some locales). */
export function detectDelimiter(headerLine: string): string {
  const counts = [",", ";", "\t"].map((d) => [d, headerLine.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ",";
}

export interface CsvReadOptions {
  /** Called with the bytes read so far (for the progress bar). */
  onBytes?: (bytes: number) => void;
}

async function* decodedText(input: AsyncIterable<Uint8Array | string>, options: CsvReadOptions) {
  const decoder = createCharsetDecoder();
  let bytes = 0;
  for await (const chunk of input) {
    const data = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    bytes += data.length;
    options.onBytes?.(bytes);
    const text = decoder.decode(data);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * Streams a CSV upload into raw records: UTF-8 or Windows-1252 bytes, header row first
 * (columns in any order, case and accents ignored), ragged rows allowed. Throws a Spanish
 * 400 when a required column is missing or the CSV cannot be parsed.
 */
export async function* readCsvRecords(
  input: Readable | AsyncIterable<Uint8Array | string>,
  options: CsvReadOptions = {},
): AsyncGenerator<RawProviderRecord> {
  const text = decodedText(input as AsyncIterable<Uint8Array | string>, options);
  // The header line decides the delimiter, so the parser starts once it has arrived.
  let head = "";
  let first = await text.next();
  while (!first.done) {
    head += first.value;
    if (/\r|\n/.test(head)) break;
    first = await text.next();
  }
  if (head.trim() === "") throw badRequest(IMPORT_MESSAGES.emptyFile);
  const delimiter = detectDelimiter(head.split(/\r?\n|\r/, 1)[0] ?? "");

  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    info: true,
    max_record_size: 1_000_000,
  });
  // Resolves on drain, or at once when the parser is gone (the reader stopped early).
  const drained = () =>
    new Promise<void>((resolve) => {
      if (parser.destroyed) return resolve();
      const done = () => {
        parser.off("drain", done);
        parser.off("close", done);
        resolve();
      };
      parser.on("drain", done);
      parser.on("close", done);
    });
  const feeding = (async () => {
    try {
      if (!parser.write(head)) await drained();
      for await (const chunk of text) {
        if (parser.destroyed) return;
        if (!parser.write(chunk)) await drained();
      }
      if (!parser.destroyed) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();

  let columns: (CsvField | null)[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        columns = record.map((header) => HEADER_ALIASES[headerKey(header)] ?? null);
        const missing = CSV_REQUIRED_COLUMNS.filter((field) => !columns!.includes(field));
        if (missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingColumns(missing));
        continue;
      }
      const raw: RawProviderRecord = { label: info.lines };
      for (let i = 0; i < columns.length; i++) {
        const field = columns[i];
        const value = record[i];
        // url and external_url may both be present: the first non-empty one wins.
        if (field && value !== undefined && value !== "" && raw[field] === undefined) {
          raw[field] = value;
        }
      }
      yield raw;
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      throw badRequest(IMPORT_MESSAGES.unreadableCsv(line));
    }
    throw error;
  } finally {
    parser.destroy();
    await feeding.catch(() => {});
  }
  if (!columns) throw badRequest(IMPORT_MESSAGES.emptyFile);
}
