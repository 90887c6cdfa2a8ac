import type * as FsPromises from "node:fs/promises";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import { jpegWithExif } from "../../tests/support/photo-samples.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { providers } from "../db/schema/index.ts";
import { PHOTO_FIELD } from "./photos.ts";

// Two uploads of the same picture at once, made to meet: a photo file written aside waits (up
// to 300 ms) for another write of the same photo before it is renamed, so both uploads are
// between writing and renaming together, as they can be on a busy server.
vi.mock("node:fs/promises", async (importOriginal) => {
  const original = await importOriginal<typeof FsPromises>();
  const waiting = new Map<string, () => void>();
  const writeFile: typeof original.writeFile = async (file, ...rest) => {
    await original.writeFile(file, ...rest);
    const name = String(file);
    if (!name.endsWith(".tmp")) return;
    const photo = name.replace(/\.[^.]+\.tmp$/, "");
    const other = waiting.get(photo);
    if (other) {
      waiting.delete(photo);
      other();
      return;
    }
    await new Promise<void>((resolve) => {
      waiting.set(photo, resolve);
      setTimeout(resolve, 300);
    });
    waiting.delete(photo);
  };
  return { ...original, default: { ...original, writeFile }, writeFile };
});

describe.each<DatabaseKind>(["pglite", "postgres"])("uploaded pictures on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let owner: Awaited<ReturnType<typeof signedInAgent>>;
  let listingId: number;
  let photosDir: string;

  beforeAll(async () => {
    photosDir = mkdtempSync(path.join(tmpdir(), "fotos-limites-"));
    database = await createTestDatabase(kind);
    ({ app } = createTestApp(database, { PHOTOS_DIR: photosDir }));
    listingId = (await insertProvider(database.db, { name: "Dr. Tomás Ibarra Ruiz" })).id;
    owner = await signedInAgent(app, database, { firstName: "Tomás" });
    await giveListingTo(database, owner.user.id, listingId);
  });
  afterAll(async () => {
    await database.close();
    rmSync(photosDir, { recursive: true, force: true });
  });

  const avatarOf = async () =>
    (
      await database.db
        .select({ avatar: providers.avatar })
        .from(providers)
        .where(eq(providers.id, listingId))
    )[0]!.avatar;

  it("takes two uploads of the same picture at once, and leaves no temporary file", async () => {
    const picture = await jpegWithExif(900, 900);
    const upload = () =>
      owner.agent
        .post("/api/providers/me/photo")
        .attach(PHOTO_FIELD, picture, { filename: "misma.jpg", contentType: "image/jpeg" });
    const [first, second] = await Promise.all([upload(), upload()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.avatar).toBe(first.body.avatar);
    expect(await avatarOf()).toBe(first.body.avatar);
    await request(app).get(first.body.avatar).expect(200);
    expect(readdirSync(photosDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
