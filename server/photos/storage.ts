/**
 * Where photo files live. Keys are flat file names (`{hash}-{width}.webp`); every file is
 * written once and never changed, which is what lets /fotos/ answer with an immutable cache.
 */
export interface PhotoStorage {
  readonly kind: "disk" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys the storage accepts: what photoUrl() produces, nothing that could climb a folder. */
export const PHOTO_KEY = /^[a-f0-9]{16,64}-\d{2,4}\.webp$/;
