/**
 * Uploaded photos are stored once per width under content-hashed names
 * (`/fotos/{hash}-{width}.webp`); the listing keeps the widest one. Pages build a `srcset`
 * from it so a phone downloads the 96 px avatar, not the 384 px one.
 */
export const PHOTO_WIDTHS = {
  avatar: [96, 192, 384],
  banner: [640, 1280, 1920],
} as const;

export type PhotoKind = keyof typeof PHOTO_WIDTHS;

/** Banners are cut to this shape (width / height), the shape of the profile's strip. */
export const BANNER_ASPECT = 4;

export const PHOTO_PUBLIC_PREFIX = "/fotos/";

const UPLOADED = /^\/fotos\/([a-f0-9]{16,64})-(\d{2,4})\.webp$/;

export function photoUrl(hash: string, width: number): string {
  return `${PHOTO_PUBLIC_PREFIX}${hash}-${width}.webp`;
}

/** The `srcset` of an uploaded photo, or undefined for any other image (demo, imported). */
export function photoSrcSet(url: string | null | undefined, kind: PhotoKind): string | undefined {
  const match = url ? UPLOADED.exec(url) : null;
  if (!match) return undefined;
  const hash = match[1]!;
  return PHOTO_WIDTHS[kind].map((width) => `${photoUrl(hash, width)} ${width}w`).join(", ");
}

/** Upload limit of a photo or banner, checked by the browser and enforced by the server. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "El archivo no puede pesar más de 8 MB.";
