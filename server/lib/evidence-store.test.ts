import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../common/errors.ts";
import {
  createDiskEvidenceStore,
  EVIDENCE_MAX_BYTES,
  sniffEvidence,
  tooLargeMessage,
  type EvidenceStore,
} from "./evidence-store.ts";
import { rejectionOf } from "../../tests/support/rejection.ts";
import { minimalJpeg, minimalPdf, minimalPng } from "../../tests/support/evidence-samples.ts";

const refusals = {
  html: Buffer.from("<!doctype html><html><script>alert('cédula')</script></html>"),
  svg: Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
  ),
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0")]),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]),
  gif: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
  pdfAfterSpace: Buffer.concat([Buffer.from(" "), minimalPdf()]),
  truncatedPng: minimalPng().subarray(0, 7),
};

const appErrorOf = (promise: Promise<unknown>) => rejectionOf(promise, AppError);

describe("sniffEvidence", () => {
  it("recognises PDF, JPEG and PNG by their first bytes", () => {
    expect(sniffEvidence(minimalPdf())).toBe("application/pdf");
    expect(sniffEvidence(minimalJpeg())).toBe("image/jpeg");
    expect(sniffEvidence(minimalPng())).toBe("image/png");
  });

  it.each(Object.entries(refusals))("refuses %s", (_name, bytes) => {
    expect(sniffEvidence(bytes)).toBeNull();
  });
});

describe("evidence store", () => {
  let root: string;
  let dir: string;
  let store: EvidenceStore;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "evidencia-"));
    // A folder that does not exist yet, several levels deep.
    dir = path.join(root, "privado", "evidencia");
    store = createDiskEvidenceStore({ dir });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each([
    ["application/pdf", minimalPdf()],
    ["image/jpeg", minimalJpeg()],
    ["image/png", minimalPng()],
  ] as const)("stores a %s under a random key and reads it back", async (type, bytes) => {
    const saved = await store.save(bytes);
    expect(saved).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      contentType: type,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    const read = await store.read(saved.key);
    expect(read?.contentType).toBe(type);
    expect(read?.bytes.equals(bytes)).toBe(true);
  });

  it("writes files only its own user can read, in a folder only it can enter", async () => {
    const saved = await store.save(minimalPng());
    const file = path.join(dir, saved.key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o077).toBe(0);
    expect((await readFile(file)).equals(minimalPng())).toBe(true);
    expect((await readdir(dir)).filter((name) => !/^[0-9a-f]{32}$/.test(name))).toEqual([]);
  });

  it("gives two saves of the same bytes two different keys", async () => {
    const [first, second] = [await store.save(minimalPdf()), await store.save(minimalPdf())];
    expect(first.key).not.toBe(second.key);
    expect(first.sha256).toBe(second.sha256);
  });

  it.each(Object.entries(refusals))(
    "refuses %s with the Spanish message, storing nothing",
    async (_name, bytes) => {
      const before = await readdir(dir);
      const error = await appErrorOf(store.save(bytes));
      expect(error.status).toBe(400);
      expect(error.message).toBe("El archivo debe ser PDF, JPEG o PNG.");
      expect(await readdir(dir)).toEqual(before);
    },
  );

  it("refuses an empty file and one byte over 10 MB, and takes exactly 10 MB", async () => {
    expect((await appErrorOf(store.save(Buffer.alloc(0)))).message).toBe("El archivo está vacío.");

    const atLimit = Buffer.alloc(EVIDENCE_MAX_BYTES);
    minimalPdf().copy(atLimit);
    await expect(store.save(atLimit)).resolves.toMatchObject({ size: EVIDENCE_MAX_BYTES });

    const overLimit = Buffer.alloc(EVIDENCE_MAX_BYTES + 1);
    minimalPdf().copy(overLimit);
    const error = await appErrorOf(store.save(overLimit));
    expect(error.message).toBe("El archivo no puede pesar más de 10 MB.");
    expect(tooLargeMessage()).toBe("El archivo no puede pesar más de 10 MB.");
  });

  it.each([
    "../../../etc/passwd",
    "..",
    "/etc/passwd",
    `${"a".repeat(32)}/../../secreto`,
    "..%2F..%2Fetc%2Fpasswd",
    "A".repeat(32),
    "a".repeat(31),
    "",
  ])("refuses the key %j when reading or removing", async (key) => {
    expect((await appErrorOf(store.read(key))).status).toBe(400);
    expect((await appErrorOf(store.remove(key))).status).toBe(400);
  });

  it("answers null for a key it does not hold and forgets removed files", async () => {
    await expect(store.read("0".repeat(32))).resolves.toBeNull();
    const saved = await store.save(minimalJpeg());
    await store.remove(saved.key);
    await expect(store.read(saved.key)).resolves.toBeNull();
    await expect(store.remove(saved.key)).resolves.toBeUndefined();
  });

  it("refuses a folder the web server publishes", () => {
    expect(() => createDiskEvidenceStore({ dir: "public/evidencia" })).toThrow("public/");
    expect(() => createDiskEvidenceStore({ dir: "./build/client/evidencia" })).toThrow("build/");
    expect(() => createDiskEvidenceStore({ dir: "./data/evidence" })).not.toThrow();
  });
});
