import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { craftHeic, fixtureTile } from "../../tests/support/heic-samples.ts";
import { hasExif, jpegWithExif } from "../../tests/support/photo-samples.ts";
import { MAX_INPUT_PIXELS, PHOTO_MESSAGES, processPhoto, sniffImage } from "./process.ts";

const HEIC = readFileSync(
  path.join(import.meta.dirname, "../../tests/fixtures/photos/retrato.heic"),
);

describe("what an uploaded picture is, by its bytes", () => {
  it("recognises JPEG, PNG, WebP and HEIC whatever the file was called", async () => {
    const base = sharp({ create: { width: 80, height: 80, channels: 3, background: "#0d7a6c" } });
    expect(sniffImage(await base.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImage(await base.clone().png().toBuffer())).toBe("png");
    expect(sniffImage(await base.clone().webp().toBuffer())).toBe("webp");
    expect(sniffImage(HEIC)).toBe("heic");
  });

  it("refuses anything else in Spanish: a PDF, a GIF, text named .jpg", async () => {
    for (const bytes of [
      Buffer.from("%PDF-1.7\n1 0 obj"),
      Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"),
      Buffer.from("<script>alert(1)</script>"),
    ]) {
      expect(sniffImage(bytes)).toBeNull();
      await expect(processPhoto(bytes, "avatar")).rejects.toThrow(PHOTO_MESSAGES.unsupported);
    }
  });
});

describe("processing a profile photo", () => {
  it("drops the EXIF (GPS, camera, owner) and writes square WebP avatars of 96, 192 and 384 px", async () => {
    const original = await jpegWithExif(1200, 900);
    expect(hasExif(original)).toBe(true);
    const photo = await processPhoto(original, "avatar");
    expect(photo.hash).toMatch(/^[a-f0-9]{32}$/);
    expect(photo.variants.map((v) => v.width)).toEqual([96, 192, 384]);
    for (const variant of photo.variants) {
      expect(hasExif(variant.bytes)).toBe(false);
      expect(variant.bytes.includes(Buffer.from("CamaraDePrueba"))).toBe(false);
      const meta = await sharp(variant.bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: variant.width, height: variant.width });
      expect(meta.exif).toBeUndefined();
    }
  });

  it("cuts banners four times as wide as tall", async () => {
    const photo = await processPhoto(await jpegWithExif(2400, 1200), "banner");
    const widest = await sharp(photo.variants.at(-1)!.bytes).metadata();
    expect([widest.width, widest.height]).toEqual([1920, 480]);
  });

  it("reads iPhone HEIC photos", async () => {
    const photo = await processPhoto(HEIC, "avatar");
    const meta = await sharp(photo.variants[0]!.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 96, height: 96 });
  });

  it("reads an HEIC grid: the tiles put together at the size the grid declares", async () => {
    const tile = fixtureTile();
    const grid = craftHeic({
      grid: { width: 640, height: 480, rows: 2, columns: 2 },
      tiles: [tile, tile, tile, tile],
      coding: tile,
    });
    const photo = await processPhoto(grid, "banner");
    const widest = await sharp(photo.variants.at(-1)!.bytes).metadata();
    // Smaller than a banner, so kept as it is: the grid's own 640 × 480.
    expect([widest.width, widest.height]).toEqual([640, 480]);
  });

  it("refuses a PNG over the limit from its IHDR, before decoding it", async () => {
    // A real 4,901 × 5,101 PNG: one pixel over the limit, which the former 50 MP limit took.
    const over = await sharp({
      create: { width: 4901, height: 5101, channels: 3, background: "#0d7a6c" },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(processPhoto(over, "avatar")).rejects.toThrow(PHOTO_MESSAGES.tooManyPixels);
    expect(4901 * 5101).toBe(MAX_INPUT_PIXELS + 1);
    // The same header over the pixels of a small picture: refused for its header alone, where
    // decoding would have found the pixels missing.
    const small = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const lying = Buffer.from(small);
    lying.writeUInt32BE(4901, 16);
    lying.writeUInt32BE(5101, 20);
    await expect(processPhoto(lying, "avatar")).rejects.toThrow(PHOTO_MESSAGES.tooManyPixels);
  });

  it("gives the same name to the same picture and another to a different one", async () => {
    const [a, b, c] = await Promise.all([
      processPhoto(await jpegWithExif(300, 300), "avatar"),
      processPhoto(await jpegWithExif(300, 300), "avatar"),
      processPhoto(await jpegWithExif(320, 300), "avatar"),
    ]);
    expect(a.hash).toBe(b.hash);
    expect(a.hash).not.toBe(c.hash);
  });

  it("refuses tiny and broken pictures with a Spanish reason", async () => {
    const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    await expect(processPhoto(tiny, "avatar")).rejects.toThrow(PHOTO_MESSAGES.tooSmall);
    const truncated = (await jpegWithExif()).subarray(0, 600);
    await expect(processPhoto(truncated, "avatar")).rejects.toThrow(PHOTO_MESSAGES.unreadable);
    await expect(processPhoto(Buffer.alloc(0), "avatar")).rejects.toThrow(PHOTO_MESSAGES.missing);
  });
});
