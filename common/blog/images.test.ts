import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { IMAGE_FORMATS, imageCopySrc, imageCopyWidths, imageSrcSet } from "./image-copies.ts";
import { BLOG_IMAGES } from "./images.ts";
import type { BlogImage } from "./types.ts";

const PNG_SIGNATURE = "89504e470d0a1a0a";

/** Width and height from the IHDR chunk, which always comes first in a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const all = Object.entries(BLOG_IMAGES).flatMap(([slug, images]) =>
  [images.feature, images.hero, ...images.supporting, images.infographic].map(
    (image): [string, BlogImage] => [slug, image],
  ),
);

describe("BLOG_IMAGES", () => {
  it("covers the twelve articles with one supporting picture each", () => {
    expect(Object.keys(BLOG_IMAGES)).toHaveLength(12);
    for (const images of Object.values(BLOG_IMAGES)) expect(images.supporting).toHaveLength(1);
  });

  it.each(all.map(([slug, image]) => [image.src, slug, image] as const))(
    "%s exists with its declared size and Spanish text",
    (src, slug, image) => {
      expect(src.startsWith("/images/blog/")).toBe(true);
      expect(src).toContain(slug);
      const file = new URL("../../public" + src, import.meta.url);
      expect(existsSync(file)).toBe(true);
      expect(pngSize(readFileSync(file))).toEqual({ width: image.width, height: image.height });
      expect(image.alt.trim().length).toBeGreaterThan(20);
      expect(image.caption.trim()).not.toBe("");
    },
  );

  it("uses the sizes of each kind of picture", () => {
    for (const images of Object.values(BLOG_IMAGES)) {
      expect([images.feature.width, images.feature.height]).toEqual([1200, 630]);
      expect([images.hero.width, images.hero.height]).toEqual([1200, 600]);
      for (const s of images.supporting) expect([s.width, s.height]).toEqual([800, 500]);
      expect([images.infographic.width, images.infographic.height]).toEqual([800, 1000]);
    }
  });
});

describe("the AVIF and WebP copies of each picture", () => {
  it("names 800 px and the picture's own width, once each", () => {
    const hero = { src: "/images/blog/hero/a-hero.png", width: 1200 };
    expect(imageCopyWidths(hero)).toEqual([800, 1200]);
    expect(imageCopyWidths({ width: 800 })).toEqual([800]);
    expect(imageCopySrc(hero, 800, "avif")).toBe("/images/blog/hero/a-hero-800.avif");
    expect(imageSrcSet(hero, "webp")).toBe(
      "/images/blog/hero/a-hero-800.webp 800w, /images/blog/hero/a-hero-1200.webp 1200w",
    );
  });

  it.each(all.map(([, image]) => [image.src, image] as const))(
    "%s has every copy, in its format, at its width and proportions, smaller than the PNG",
    async (_src, image) => {
      const png = readFileSync(new URL("../../public" + image.src, import.meta.url));
      for (const width of imageCopyWidths(image)) {
        for (const format of IMAGE_FORMATS) {
          const file = new URL(
            "../../public" + imageCopySrc(image, width, format),
            import.meta.url,
          );
          expect(existsSync(file), `${imageCopySrc(image, width, format)} falta`).toBe(true);
          const bytes = readFileSync(file);
          const meta = await sharp(bytes).metadata();
          expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(Math.round((image.height * width) / image.width));
          expect(bytes.length).toBeLessThan(png.length);
        }
      }
    },
  );
});
