import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { badRequest } from "../../common/errors.ts";

/**
 * Private files behind listing claims (a photo of the cédula, an official ID): kept on disk
 * outside anything the web server publishes, under random names, readable by the server's own
 * user only. What a file is comes from its first bytes; the name and type the browser declared
 * are never trusted, so a page or a script renamed "cedula.pdf" is refused.
 */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

export type EvidenceKind = "application/pdf" | "image/jpeg" | "image/png";

export const EVIDENCE_MESSAGES = {
  unknownType: "El archivo debe ser PDF, JPEG o PNG.",
  empty: "El archivo está vacío.",
  invalidKey: "La referencia del archivo no es válida.",
} as const;

/** "El archivo no puede pesar más de 10 MB.", for whatever limit applies. */
export function tooLargeMessage(maxBytes: number = EVIDENCE_MAX_BYTES): string {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return `El archivo no puede pesar más de ${megabytes.toLocaleString("es-MX")} MB.`;
}

const SIGNATURES: { kind: EvidenceKind; bytes: number[] }[] = [
  { kind: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  { kind: "image/jpeg", bytes: [0xff, 0xd8, 0xff] }, // SOI marker, then the first segment
  { kind: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The evidence type of a file from its first bytes (magic numbers only); null for anything else. */
export function sniffEvidence(head: Uint8Array): EvidenceKind | null {
  const match = SIGNATURES.find(
    ({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte),
  );
  return match?.kind ?? null;
}

export interface StoredEvidence {
  key: string;
  contentType: EvidenceKind;
  size: number;
  sha256: string;
}

export interface EvidenceStore {
  save(bytes: Buffer): Promise<StoredEvidence>;
  read(key: string): Promise<{ bytes: Buffer; contentType: EvidenceKind } | null>;
  remove(key: string): Promise<void>;
  /** Every stored file with when it was written (the clean-up's sweep of files nobody names). */
  list(): Promise<{ key: string; modifiedAt: Date }[]>;
}

/** 128 random bits as hex: unguessable, and nothing in it can name another folder. */
export const EVIDENCE_KEY = /^[0-9a-f]{32}$/;
const KEY_PATTERN = EVIDENCE_KEY;

export const newEvidenceKey = (): string => randomBytes(16).toString("hex");

/** The type of an acceptable evidence file; a Spanish 400 for an empty, large or other file. */
export function acceptedEvidence(bytes: Buffer): EvidenceKind {
  if (bytes.length === 0) throw badRequest(EVIDENCE_MESSAGES.empty);
  if (bytes.length > EVIDENCE_MAX_BYTES) throw badRequest(tooLargeMessage());
  const contentType = sniffEvidence(bytes.subarray(0, 16));
  if (!contentType) throw badRequest(EVIDENCE_MESSAGES.unknownType);
  return contentType;
}

export function storedEvidence(
  key: string,
  contentType: EvidenceKind,
  bytes: Buffer,
): StoredEvidence {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { key, contentType, size: bytes.length, sha256 };
}

/** What was read back, checked again: a file that is no longer evidence is a fault, not data. */
export function readEvidence(
  key: string,
  bytes: Buffer,
): { bytes: Buffer; contentType: EvidenceKind } {
  const contentType = sniffEvidence(bytes.subarray(0, 16));
  if (!contentType) throw new Error(`evidence file ${key} is no longer a PDF, JPEG or PNG`);
  return { bytes, contentType };
}
const projectRoot = path.resolve(import.meta.dirname, "../..");
/** What the server publishes (the React build, public assets): evidence must never land there. */
const PUBLISHED_FOLDERS = ["public", "build"].map((folder) => path.join(projectRoot, folder));

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/** A relative `dir` is taken from the project's root, like the embedded database's folder. */
export function createDiskEvidenceStore(options: { dir: string }): EvidenceStore {
  const dir = path.resolve(projectRoot, options.dir);
  if (PUBLISHED_FOLDERS.some((published) => isInside(dir, published))) {
    throw new Error(`EVIDENCE_DIR no puede estar dentro de public/ ni de build/: ${dir}`);
  }

  function fileOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw badRequest(EVIDENCE_MESSAGES.invalidKey);
    return path.join(dir, key);
  }

  return {
    async save(bytes) {
      const contentType = acceptedEvidence(bytes);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = newEvidenceKey();
      const file = fileOf(key);
      // Written aside and renamed: a crash mid-write never leaves half a file under a real key.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o600, flag: "wx" });
      await rename(partial, file);
      return storedEvidence(key, contentType, bytes);
    },

    async read(key) {
      const file = fileOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return readEvidence(key, bytes);
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const files = await Promise.all(
        names
          .filter((name) => KEY_PATTERN.test(name))
          .map(async (key) => {
            try {
              return { key, modifiedAt: (await stat(path.join(dir, key))).mtime };
            } catch {
              return null; // removed meanwhile
            }
          }),
      );
      return files.filter((file) => file !== null);
    },
  };
}

/**
 * Counts `bytes` of documents against the client `address`'s daily quota before they are
 * stored; throws a Spanish 429 over it. Nothing is counted without an address.
 */
export type EvidenceQuota = (address: string | undefined, bytes: number) => Promise<void>;

/**
 * Saves each labelled file; when one is refused or fails, those already saved are removed, so
 * a half-sent set never stays on disk.
 */
export async function saveEvidenceSet<L extends string>(
  store: EvidenceStore,
  files: { label: L; bytes: Buffer }[],
): Promise<(StoredEvidence & { label: L })[]> {
  const saved: (StoredEvidence & { label: L })[] = [];
  try {
    for (const { label, bytes } of files) saved.push({ label, ...(await store.save(bytes)) });
  } catch (error) {
    await Promise.all(saved.map((file) => store.remove(file.key)));
    throw error;
  }
  return saved;
}
