import { createHash } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { BANNER_ASPECT, PHOTO_WIDTHS, type PhotoKind } from "../../common/photos/sizes.ts";
export { PHOTO_MAX_BYTES } from "../../common/photos/sizes.ts";
import { badRequest } from "../../common/errors.ts";
import { heicPixels, jpegSize, pngSize, webpSize, type DeclaredSize } from "./dimensions.ts";
import { decodeHeic } from "./heic-decoder.ts";

/**
 * The most pixels a picture may declare, checked in its header before anything is decoded.
 * The widest file made from it is 1,920 px (a banner), so a profile photo needs far less; 25
 * megapixels still takes a phone's photo as it comes: 12 MP by default on most phones, and
 * the "24 MP" of recent iPhones, which is 5,712 × 4,284 = 24.5 MP. The 48-200 MP modes of
 * some cameras are refused with a request to reduce the picture. Decoded, 25 MP are 100 MB
 * (RGBA); 50 MP, the former limit, cost 1.6 s of CPU for a PNG.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
const MIN_SIDE = 64;
const WEBP_QUALITY = 82;

export const PHOTO_MESSAGES = {
  missing: "Elige una imagen para subir.",
  unsupported: "La imagen debe ser JPEG, PNG, WebP o HEIC.",
  unreadable: "No pudimos leer la imagen. Prueba con otra foto o guárdala como JPEG.",
  tooSmall: `La imagen es demasiado pequeña: debe medir al menos ${MIN_SIDE} × ${MIN_SIDE} píxeles.`,
  tooManyPixels: "La imagen tiene demasiados píxeles. Redúcela a 25 megapíxeles o menos.",
} as const;

export type SniffedFormat = "jpeg" | "png" | "webp" | "heic";

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** What the bytes are, whatever the browser or the file name said. */
export function sniffImage(bytes: Buffer): SniffedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  // ISO base media: a box of type 'ftyp' whose major brand says HEIF/HEIC (iPhone photos).
  if (bytes.subarray(4, 8).toString("latin1") === "ftyp") {
    const major = bytes.subarray(8, 12).toString("latin1");
    if (HEIC_BRANDS.has(major)) return "heic";
  }
  return null;
}

export interface ProcessedPhoto {
  /** Content hash of the files made: their names, so a new photo never hits a cache. */
  hash: string;
  /** One WebP per width of the kind, widest last. */
  variants: { width: number; bytes: Buffer }[];
}

const SIZE_READERS: Record<
  Exclude<SniffedFormat, "heic">,
  (bytes: Buffer) => DeclaredSize | null
> = { jpeg: jpegSize, png: pngSize, webp: webpSize };

/** The pixels of every size the header declares; null when the header cannot be read. */
export function declaredPixels(bytes: Buffer, format: SniffedFormat): number[] | null {
  if (format === "heic") return heicPixels(bytes);
  const size = SIZE_READERS[format](bytes);
  return size && [size.width * size.height];
}

/** Refuses, before any decoding, a picture whose header is unreadable or declares too much. */
export function checkDeclaredSize(bytes: Buffer, format: SniffedFormat): void {
  const pixels = declaredPixels(bytes, format);
  if (!pixels) throw badRequest(PHOTO_MESSAGES.unreadable);
  if (pixels.some((count) => count > MAX_INPUT_PIXELS)) {
    throw badRequest(PHOTO_MESSAGES.tooManyPixels);
  }
}

/**
 * sharp's prebuilt libvips reads HEIF only with AV1 (AVIF), not the HEVC of iPhone photos:
 * those are decoded by libheif compiled to WebAssembly (heic-decode) on a thread of its own
 * (heic-decoder.ts), then handed to sharp. sharp decodes on libuv's thread pool, and checks
 * its own pixel limit against the header too.
 */
async function decoder(bytes: Buffer, format: SniffedFormat): Promise<Sharp> {
  if (format !== "heic") {
    return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  }
  const image = await decodeHeic(bytes);
  if (image.width * image.height > MAX_INPUT_PIXELS) throw badRequest(PHOTO_MESSAGES.tooManyPixels);
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/**
 * Checks an uploaded picture by its content and turns it into the WebP sizes the pages ask
 * for. Everything but the pixels is dropped: sharp writes no EXIF (GPS position, camera,
 * owner's name), ICC or XMP unless told to, and the orientation is applied first so the
 * photo stays upright without its EXIF tag. Avatars are square, banners BANNER_ASPECT wide.
 */
export async function processPhoto(bytes: Buffer, kind: PhotoKind): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw badRequest(PHOTO_MESSAGES.missing);
  const format = sniffImage(bytes);
  if (!format) throw badRequest(PHOTO_MESSAGES.unsupported);
  checkDeclaredSize(bytes, format);

  let upright: { data: Buffer; info: OutputInfo };
  try {
    const image = await decoder(bytes, format);
    upright = await image
      .rotate()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(PHOTO_MESSAGES.tooManyPixels);
    }
    if (error instanceof Error && error.name === "AppError") throw error;
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
  const { width, height, channels } = upright.info;
  if (width < MIN_SIDE || height < MIN_SIDE) throw badRequest(PHOTO_MESSAGES.tooSmall);

  const raw = { raw: { width, height, channels } };
  const variants = await Promise.all(
    PHOTO_WIDTHS[kind].map(async (target) => ({
      width: target,
      bytes: await sharp(upright.data, raw)
        .resize({
          width: target,
          height: kind === "avatar" ? target : Math.round(target / BANNER_ASPECT),
          fit: "cover",
          position: "attention",
          // A small original is not blown up: the page scales it instead.
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
  // Of the WebP files (a few hundred KB), not of the decoded pixels: hashing the 75 MB of a
  // 25-megapixel picture held the main thread for about 200 ms.
  const digest = createHash("sha256");
  for (const variant of variants) digest.update(variant.bytes);
  const hash = digest.digest("hex").slice(0, 32);
  return { hash, variants };
}
