import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { nextClientAddress } from "../../tests/support/client-address.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { minimalJpeg, minimalPdf, minimalPng } from "../../tests/support/evidence-samples.ts";
import { rejectionOf } from "../../tests/support/rejection.ts";
import { AppError } from "../../common/errors.ts";
import type { S3Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createS3EvidenceStore, EVIDENCE_PREFIX } from "./evidence-s3-store.ts";
import type { EvidenceStore } from "./evidence-store.ts";

const BUCKET = "fotos-y-evidencia";

/**
 * Claim evidence in the photos' bucket (EVIDENCE_STORAGE=s3), against s3rver, a local server
 * that speaks S3's REST API: the store keeps the folder's rules, and a claim's documents go
 * through the app into the bucket, reach the administrator and never /fotos/.
 */
describe("claim evidence in an S3 bucket", () => {
  let s3rver: S3rver;
  let config: S3Config;
  let env: Record<string, string>;
  let client: S3Client;
  let store: EvidenceStore;

  beforeAll(async () => {
    s3rver = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), "s3rver-evidencia-")),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3rver.run();
    const endpoint = `http://127.0.0.1:${port}`;
    config = {
      bucket: BUCKET,
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    };
    env = {
      EVIDENCE_STORAGE: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
    client = new S3Client({ ...config, credentials: config.credentials! });
    store = createS3EvidenceStore(config);
  });
  afterAll(async () => {
    client.destroy();
    await s3rver.close();
  });

  const rawObject = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return {
      bytes: Buffer.from(await answer.Body!.transformToByteArray()),
      contentType: answer.ContentType,
    };
  };

  it.each([
    ["application/pdf", minimalPdf()],
    ["image/jpeg", minimalJpeg()],
    ["image/png", minimalPng()],
  ] as const)(
    "stores a %s under evidencia/ with a random key and reads it back",
    async (type, bytes) => {
      const stored = await store.save(bytes);
      expect(stored).toMatchObject({ contentType: type, size: bytes.length });
      expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
      expect(await rawObject(`${EVIDENCE_PREFIX}${stored.key}`)).toEqual({
        bytes,
        contentType: type,
      });
      expect(await store.read(stored.key)).toEqual({ bytes, contentType: type });
    },
  );

  it("refuses what is not a document before anything reaches the bucket", async () => {
    const before = (await store.list()).length;
    const refusal = await rejectionOf(
      store.save(Buffer.from("<!doctype html><script>alert(1)</script>")),
      AppError,
    );
    expect(refusal).toMatchObject({ status: 400, message: "El archivo debe ser PDF, JPEG o PNG." });
    expect(await rejectionOf(store.save(Buffer.alloc(0)), AppError)).toMatchObject({ status: 400 });
    expect(await store.list()).toHaveLength(before);
  });

  it("lists only evidence, removes it, and answers null for a missing key", async () => {
    // A photo in the same bucket, and a stray object under the prefix: neither is evidence.
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `${"a".repeat(32)}-640.webp`, Body: "x" }),
    );
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `${EVIDENCE_PREFIX}notas.txt`, Body: "x" }),
    );
    const kept = await store.save(minimalPdf());
    const listed = await store.list();
    expect(listed.map((file) => file.key)).toContain(kept.key);
    expect(listed.every((file) => /^[0-9a-f]{32}$/.test(file.key))).toBe(true);
    const entry = listed.find((file) => file.key === kept.key)!;
    expect(Math.abs(entry.modifiedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);

    await store.remove(kept.key);
    expect(await store.read(kept.key)).toBeNull();
    expect((await store.list()).map((file) => file.key)).not.toContain(kept.key);
    expect(await rejectionOf(store.read("../fotos/x"), AppError)).toMatchObject({ status: 400 });
  });

  describe("through the app", () => {
    let database: DatabaseHandle;
    let app: ReturnType<typeof createTestApp>["app"];
    let services: ReturnType<typeof createTestApp>["services"];
    let diskDir: string;

    beforeAll(async () => {
      database = await createTestDatabase("pglite");
      diskDir = mkdtempSync(path.join(tmpdir(), "evidencia-vacia-"));
      ({ app, services } = createTestApp(database, {
        ...env,
        TRUST_PROXY: "true",
        EVIDENCE_DIR: diskDir,
      }));
    });
    afterAll(async () => {
      await database.close();
      rmSync(diskDir, { recursive: true, force: true });
    });

    it("keeps a claim's documents in the bucket, shows them to the administrator only", async () => {
      const listing = await insertProvider(database.db, {
        name: "Dra. Ofelia Bucket Ramos",
        email: null,
        phone: "55 9876 5432",
        licenseNumber: "87654321",
        licenseVerified: true,
      });
      const post = (url: string) =>
        request(app).post(url).set("X-Forwarded-For", nextClientAddress());
      const password = "contraseña-de-ofelia";
      const opened = await post("/api/providers/claim")
        .send({
          providerId: listing.id,
          firstName: "Ofelia",
          lastName: "Ramos",
          email: `ofelia.${Date.now()}@example.com`,
          phone: "55 9876 5432",
          cedula: "87654321",
          password,
          confirmPassword: password,
          method: "evidence",
        })
        .expect(202);
      const { claimId, claimToken } = opened.body;
      await post(`/api/providers/claim/${claimId}/evidence`)
        .field("claimToken", claimToken)
        .attach("cedula", minimalPng(), "cedula.png")
        .attach("identificacion", minimalPdf(), "ine.pdf")
        .expect(200);

      const inBucket = (await store.list()).map((file) => file.key);
      const admin = await adminSession(app, services, "admin.evidencia.s3");
      const list = await request(app)
        .get("/api/admin/claims")
        .set("Cookie", admin.cookie)
        .expect(200);
      expect(list.body.claims.find((claim: { id: number }) => claim.id === claimId)).toMatchObject({
        status: "pending_review",
        evidence: [{ label: "cedula" }, { label: "identificacion" }],
      });
      const document = await request(app)
        .get(`/api/admin/claims/${claimId}/evidence/0`)
        .set("Cookie", admin.cookie)
        .buffer(true)
        .expect(200);
      expect(document.headers["content-type"]).toBe("image/png");
      expect(Buffer.from(document.body)).toEqual(minimalPng());
      await request(app).get(`/api/admin/claims/${claimId}/evidence/0`).expect(401);
      // Nothing went to the folder, and the evidence keys cannot be asked for as photos.
      expect(inBucket.length).toBeGreaterThanOrEqual(2);
      expect(readdirSync(diskDir)).toEqual([]);
      for (const key of inBucket) {
        const asPhoto = await request(app).get(`/fotos/${EVIDENCE_PREFIX}${key}`);
        expect(asPhoto.status).toBe(404);
      }
    });
  });
});
