import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
