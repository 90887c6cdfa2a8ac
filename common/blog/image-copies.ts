/**
 * The AVIF and WebP copies of each blog picture (written by scripts/blog-images.ts beside its
 * PNG). Kept apart from BLOG_IMAGES so the pages' scripts carry the naming rule, not the
 * catalogue of alt texts.
 */
import type { BlogImage } from "./types.ts";

/** The formats each blog picture is also published in, smallest first for the browser to try. */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * Widths each picture is published at besides its PNG: 800 px (a phone's column at about 2×
 * density) and its own width. An 800 px AVIF of a hero weighs about 5 KB against the PNG's
 * 40 KB, which is most of a phone's wait for the article's largest paint.
 */
export function imageCopyWidths(image: Pick<BlogImage, "width">): number[] {
  return [...new Set([Math.min(800, image.width), image.width])];
}

/** Path of one copy: /images/blog/hero/x-hero.png → /images/blog/hero/x-hero-800.avif */
export function imageCopySrc(image: Pick<BlogImage, "src">, width: number, format: ImageFormat) {
  return `${image.src.replace(/\.png$/, "")}-${width}.${format}`;
}

/** A `srcset` of every width of one format. */
export function imageSrcSet(image: Pick<BlogImage, "src" | "width">, format: ImageFormat) {
  return imageCopyWidths(image)
    .map((width) => `${imageCopySrc(image, width, format)} ${width}w`)
    .join(", ");
}
