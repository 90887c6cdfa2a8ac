import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import { hasExif, jpegWithExif } from "../../tests/support/photo-samples.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, providers } from "../db/schema/index.ts";
import { PHOTO_TOO_LARGE } from "../../common/photos/sizes.ts";
import { PHOTO_MESSAGES } from "../photos/process.ts";
import { PHOTO_FIELD } from "./photos.ts";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/**
 * The same API on both storages: the project's folder and an S3 bucket served by s3rver, a
 * local server that speaks S3's REST API, reached through the official client.
 */
describe.each(["disk", "s3"] as const)("profile photos stored on %s", (storageKind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: ReturnType<typeof createTestApp>["services"];
  let owner: Agent;
  let patient: Agent;
  let listingId: number;
  let photosDir: string;
  let s3: S3rver | undefined;

  beforeAll(async () => {
    photosDir = mkdtempSync(path.join(tmpdir(), "fotos-"));
    const env: Record<string, string> = { PHOTOS_DIR: photosDir };
    if (storageKind === "s3") {
      s3 = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: mkdtempSync(path.join(tmpdir(), "s3rver-")),
        configureBuckets: [{ name: "fotos-medicos", configs: [] }],
      });
      const { port } = await s3.run();
      Object.assign(env, {
        S3_BUCKET: "fotos-medicos",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      });
    }
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database, env));
    const listing = await insertProvider(database.db, { name: "Dra. Lucía Herrera Campos" });
    listingId = listing.id;
    owner = await signedInAgent(app, database, { firstName: "Lucía" });
    patient = await signedInAgent(app, database, { firstName: "Paula" });
    await giveListingTo(database, owner.user.id, listingId);
  });
  afterAll(async () => {
    await database.close();
    await s3?.close();
    rmSync(photosDir, { recursive: true, force: true });
  });

  const listingRow = async () =>
    (
      await database.db
        .select({ avatar: providers.avatar, banner: providers.bannerImage })
        .from(providers)
        .where(eq(providers.id, listingId))
    )[0]!;

  it("takes the owner's EXIF-bearing JPEG and serves WebP sizes without EXIF, cached for a year", async () => {
    const original = await jpegWithExif(1000, 800);
    expect(hasExif(original)).toBe(true);
    const { body } = await owner.agent
      .post("/api/providers/me/photo")
      .attach(PHOTO_FIELD, original, { filename: "IMG_0042.jpg", contentType: "image/jpeg" })
      .expect(200);
    expect(body.avatar).toMatch(/^\/fotos\/[a-f0-9]{32}-384\.webp$/);
    expect((await listingRow()).avatar).toBe(body.avatar);

    for (const width of [96, 192, 384]) {
      const served = await request(app)
        .get(body.avatar.replace("-384.webp", `-${width}.webp`))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const bytes = served.body as Buffer;
      expect(hasExif(bytes)).toBe(false);
      expect(bytes.includes(Buffer.from("CamaraDePrueba"))).toBe(false);
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
    // On S3 the files are in the bucket only; the folder stays empty.
    expect(readdirSync(photosDir).filter((f) => f.endsWith(".webp"))).toHaveLength(
      storageKind === "disk" ? 3 : 0,
    );
  });

  it("shows the new photo on the public profile and in the owner's dashboard at once", async () => {
    const { avatar } = await listingRow();
    const own = await owner.agent.get("/api/providers/me/photos").expect(200);
    expect(own.body).toEqual({ avatar, bannerImage: null });
    const { body } = await request(app).get(`/api/providers/${listingId}`).expect(200);
    expect(body.avatar).toBe(avatar);
  });

  it("refuses a file over 8 MB with 413 and a Spanish message, keeping the photo", async () => {
    const before = await listingRow();
    const huge = Buffer.concat([await jpegWithExif(64, 64), Buffer.alloc(20 * 1024 * 1024)]);
    const { body } = await owner.agent
      .post("/api/providers/me/photo")
      .attach(PHOTO_FIELD, huge, { filename: "enorme.jpg", contentType: "image/jpeg" })
      .expect(413);
    // The same words the dashboard shows before sending a file that large.
    expect(body).toEqual({ error: PHOTO_TOO_LARGE });
    expect(PHOTO_TOO_LARGE).toBe("El archivo no puede pesar más de 8 MB.");
    expect(await listingRow()).toEqual(before);
  });

  it("refuses what is not a picture, whatever its name and declared type", async () => {
    const { body } = await owner.agent
      .post("/api/providers/me/photo")
      .attach(PHOTO_FIELD, Buffer.from("%PDF-1.7 no soy una foto"), {
        filename: "foto.jpg",
        contentType: "image/jpeg",
      })
      .expect(400);
    expect(body).toEqual({ error: PHOTO_MESSAGES.unsupported });
  });

  it("lets only a doctor with a listing upload: 401 signed out, 403 for a patient", async () => {
    const picture = await jpegWithExif(200, 200);
    await request(app)
      .post("/api/providers/me/photo")
      .attach(PHOTO_FIELD, picture, "a.jpg")
      .expect(401);
    const refused = await patient.agent
      .post("/api/providers/me/banner")
      .attach(PHOTO_FIELD, picture, "a.jpg")
      .expect(403);
    expect(refused.body.error).toBe("Tu cuenta no tiene un perfil de médico.");
  });

  it("replaces the banner and removes the files of the one it replaced", async () => {
    const first = await owner.agent
      .post("/api/providers/me/banner")
      .attach(PHOTO_FIELD, await jpegWithExif(1600, 500), "portada-1.jpg")
      .expect(200);
    const second = await owner.agent
      .post("/api/providers/me/banner")
      .attach(PHOTO_FIELD, await jpegWithExif(1700, 500), "portada-2.jpg")
      .expect(200);
    expect(second.body.bannerImage).not.toBe(first.body.bannerImage);
    await request(app).get(first.body.bannerImage).expect(404);
    await request(app).get(second.body.bannerImage).expect(200);

    await owner.agent.delete("/api/providers/me/banner").expect(200);
    expect((await listingRow()).banner).toBeNull();
    await request(app).get(second.body.bannerImage).expect(404);
  });

  it("lets an administrator remove a photo, audited; a second removal finds none", async () => {
    const { avatar } = await listingRow();
    expect(avatar).not.toBeNull();
    const anonymous = await request(app)
      .delete(`/api/admin/providers/${listingId}/photo`)
      .expect(401);
    expect(anonymous.body.error).toEqual(expect.any(String));
    const admin = await adminSession(app, services, `admin.fotos.${storageKind}`);
    const { body } = await request(app)
      .delete(`/api/admin/providers/${listingId}/photo`)
      .set("Cookie", admin.cookie)
      .expect(200);
    expect(body.avatar).toBeNull();
    await request(app).get(avatar!).expect(404);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "provider.photo.remove"));
    expect(audit).toMatchObject({ entityId: String(listingId), actorType: "admin" });
    await request(app)
      .delete(`/api/admin/providers/${listingId}/photo`)
      .set("Cookie", admin.cookie)
      .expect(404);
  });

  it("serves nothing for names it did not write", async () => {
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "abc.webp", `${"a".repeat(32)}-384.png`]) {
      await request(app).get(`/fotos/${name}`).expect(404);
    }
  });
});
