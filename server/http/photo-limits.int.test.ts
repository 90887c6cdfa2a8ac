import type * as FsPromises from "node:fs/promises";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { craftHeic, fixtureTile } from "../../tests/support/heic-samples.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import { jpegWithExif } from "../../tests/support/photo-samples.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { providers } from "../db/schema/index.ts";
import type * as HeicDecoder from "../photos/heic-decoder.ts";
import { decodeHeic } from "../photos/heic-decoder.ts";
import { PHOTO_MESSAGES } from "../photos/process.ts";
import { PHOTO_FIELD } from "./photos.ts";

// Integration files share a module registry per worker (vitest.config.ts): the app's modules
// an earlier file imported hold the real decoder and file functions. They are dropped first,
// so this file's imports are evaluated again with the two mocks below, and dropped again with
// the mocks after it, so the next file gets the real ones.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock("../photos/heic-decoder.ts");
  vi.doUnmock("node:fs/promises");
  vi.resetModules();
});

// The HEIC decoder, watched: every call is counted and still decodes for real.
vi.mock("../photos/heic-decoder.ts", async (importOriginal) => {
  const original = await importOriginal<typeof HeicDecoder>();
  return { ...original, decodeHeic: vi.fn(original.decodeHeic) };
});

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

const HEIC = readFileSync(
  path.join(import.meta.dirname, "../../tests/fixtures/photos/retrato.heic"),
);

/**
 * The 41 KB file of the security review: a grid of 27 × 34 tiles of 320 × 240 whose output is
 * 10,880 × 6,480 (70.5 MP), every tile the same small coded picture. The former code decoded
 * it whole on the main thread (6-16 s), then refused it; now no decoder may see it.
 */
const tile = fixtureTile();
const GRID_OVER_LIMIT = craftHeic({
  grid: { width: 10_880, height: 6_480, rows: 27, columns: 34 },
  tiles: Array.from({ length: 27 * 34 }, () => tile),
  coding: tile,
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
  beforeEach(() => {
    vi.mocked(decodeHeic).mockClear();
  });

  const avatarOf = async () =>
    (
      await database.db
        .select({ avatar: providers.avatar })
        .from(providers)
        .where(eq(providers.id, listingId))
    )[0]!.avatar;

  it("refuses an HEIC whose grid declares 71 megapixels, quickly and without decoding it", async () => {
    expect(GRID_OVER_LIMIT.length).toBeLessThan(45_000);
    const started = performance.now();
    const { body } = await owner.agent
      .post("/api/providers/me/photo")
      .attach(PHOTO_FIELD, GRID_OVER_LIMIT, {
        filename: "IMG_0071.HEIC",
        contentType: "image/heic",
      })
      .expect(400);
    expect(body).toEqual({ error: PHOTO_MESSAGES.tooManyPixels });
    expect(decodeHeic).not.toHaveBeenCalled();
    // Decoded, it takes seconds; the header alone is read in milliseconds. The bound leaves
    // room for a busy machine (the request itself and its session lookups included).
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await avatarOf()).toBeNull();
  });

  it("still decodes an iPhone photo within the limit, on the decoder's thread", async () => {
    const { body } = await owner.agent
      .post("/api/providers/me/photo")
      .attach(PHOTO_FIELD, HEIC, { filename: "IMG_0001.HEIC", contentType: "image/heic" })
      .expect(200);
    expect(decodeHeic).toHaveBeenCalledTimes(1);
    expect(body.avatar).toMatch(/^\/fotos\/[a-f0-9]{32}-384\.webp$/);
  });

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
