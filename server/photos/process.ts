import { createHash } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { BANNER_ASPECT, PHOTO_WIDTHS, type PhotoKind } from "../../common/photos/sizes.ts";
export { PHOTO_MAX_BYTES } from "../../common/photos/sizes.ts";
import { badRequest } from "../../common/errors.ts";

/** A 50-megapixel phone photo decodes to 200 MB: larger pictures are refused unread. */
const MAX_INPUT_PIXELS = 50_000_000;
const MIN_SIDE = 64;
const WEBP_QUALITY = 82;

export const PHOTO_MESSAGES = {
  missing: "Elige una imagen para subir.",
  unsupported: "La imagen debe ser JPEG, PNG, WebP o HEIC.",
  unreadable: "No pudimos leer la imagen. Prueba con otra foto o guárdala como JPEG.",
  tooSmall: `La imagen es demasiado pequeña: debe medir al menos ${MIN_SIDE} × ${MIN_SIDE} píxeles.`,
  tooManyPixels: "La imagen tiene demasiados píxeles. Redúcela a menos de 50 megapíxeles.",
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
  /** Content hash of the processed pixels: the file names, so a new photo never hits a cache. */
  hash: string;
  /** One WebP per width of the kind, widest last. */
  variants: { width: number; bytes: Buffer }[];
}

/**
 * sharp's prebuilt libvips reads HEIF only with AV1 (AVIF), not the HEVC of iPhone photos:
 * those are decoded by libheif compiled to WebAssembly (heic-decode), then handed to sharp.
 */
async function decoder(bytes: Buffer, format: SniffedFormat): Promise<Sharp> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  if (format !== "heic") return sharp(bytes, options);
  const { default: decode } = await import("heic-decode");
  const image = await decode({ buffer: bytes });
  if (image.width * image.height > MAX_INPUT_PIXELS) throw badRequest(PHOTO_MESSAGES.tooManyPixels);
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
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
  const hash = createHash("sha256").update(upright.data).digest("hex").slice(0, 32);
  return { hash, variants };
}
