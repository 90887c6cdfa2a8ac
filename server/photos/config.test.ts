import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

describe("where photos are stored (PHOTOS_DIR, S3_*)", () => {
  it("uses ./data/photos unless a bucket is named", () => {
    expect(loadConfig({}).photos).toEqual({ dir: "./data/photos", s3: null });
    expect(loadConfig({ PHOTOS_DIR: "/srv/fotos" }).photos.dir).toBe("/srv/fotos");
  });

  it("reads an S3-compatible bucket with its endpoint, region, keys and path style", () => {
    const { s3 } = loadConfig({
      S3_BUCKET: "fotos",
      S3_ENDPOINT: "http://minio.local:9000",
      S3_REGION: "mx-central-1",
      S3_ACCESS_KEY_ID: "clave",
      S3_SECRET_ACCESS_KEY: "secreto",
      S3_FORCE_PATH_STYLE: "true",
    }).photos;
    expect(s3).toEqual({
      bucket: "fotos",
      endpoint: "http://minio.local:9000",
      region: "mx-central-1",
      credentials: { accessKeyId: "clave", secretAccessKey: "secreto" },
      forcePathStyle: true,
    });
    // Without keys the SDK's own chain (instance role, environment) answers.
    expect(loadConfig({ S3_BUCKET: "fotos" }).photos.s3?.credentials).toBeUndefined();
  });

  it("stops at boot on half a configuration", () => {
    expect(() => loadConfig({ S3_BUCKET: "fotos", S3_ACCESS_KEY_ID: "clave" })).toThrow(
      "S3_SECRET_ACCESS_KEY: es obligatorio cuando S3_ACCESS_KEY_ID está definido",
    );
    expect(() => loadConfig({ S3_ENDPOINT: "http://minio.local:9000" })).toThrow(
      "S3_BUCKET: es obligatorio cuando S3_ENDPOINT está definido",
    );
    expect(() => loadConfig({ S3_BUCKET: "fotos", S3_ENDPOINT: "ftp://x" })).toThrow("S3_ENDPOINT");
  });
});

describe("where claim evidence is stored (EVIDENCE_STORAGE)", () => {
  it("keeps it in the folder unless told to use the bucket", () => {
    expect(loadConfig({}).evidenceS3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "fotos" }).evidenceS3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "fotos", EVIDENCE_STORAGE: "s3" }).evidenceS3).toMatchObject({
      bucket: "fotos",
    });
  });

  it("stops at boot when the bucket it needs is missing or the value is unknown", () => {
    expect(() => loadConfig({ EVIDENCE_STORAGE: "s3" })).toThrow(
      "S3_BUCKET: es obligatorio cuando EVIDENCE_STORAGE=s3",
    );
    expect(() => loadConfig({ EVIDENCE_STORAGE: "nube" })).toThrow(
      "EVIDENCE_STORAGE debe ser disk o s3",
    );
  });
});
