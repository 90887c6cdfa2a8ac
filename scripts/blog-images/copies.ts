import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  IMAGE_FORMATS,
  imageCopySrc,
  imageCopyWidths,
  type ImageFormat,
} from "../../common/blog/image-copies.ts";
import type { BlogImage } from "../../common/blog/types.ts";

// Flat illustrations: these qualities keep edges and the infographics' text clean (checked by
// eye at 800 px) at a seventh of the PNG's bytes.
const QUALITY: Record<ImageFormat, { picture: number; text: number }> = {
  avif: { picture: 55, text: 70 },
  webp: { picture: 80, text: 90 },
};

/** Writes the AVIF and WebP copies of one committed PNG beside it (common/blog/images.ts). */
export async function writeImageCopies(publicDir: URL, image: BlogImage): Promise<string[]> {
  const png = new URL(`.${image.src}`, publicDir);
  const kind = image.src.includes("/infographic/") ? "text" : "picture";
  const written: string[] = [];
  for (const width of imageCopyWidths(image)) {
    for (const format of IMAGE_FORMATS) {
      const resized = sharp(fileURLToPath(png)).resize({ width });
      const quality = QUALITY[format][kind];
      const bytes = await (
        format === "avif"
          ? resized.avif({ quality, effort: 5 })
          : resized.webp({ quality, effort: 6 })
      ).toBuffer();
      const src = imageCopySrc(image, width, format);
      writeFileSync(new URL(`.${src}`, publicDir), bytes);
      written.push(`${src}  ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
  return written;
}
