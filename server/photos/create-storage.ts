import type { Config } from "../config.ts";
import { createDiskPhotoStorage } from "./disk-storage.ts";
import { createS3PhotoStorage } from "./s3-storage.ts";
import type { PhotoStorage } from "./storage.ts";

/** The bucket when one is configured, otherwise the folder. */
export function createPhotoStorage(config: Config["photos"]): PhotoStorage {
  return config.s3 ? createS3PhotoStorage(config.s3) : createDiskPhotoStorage(config.dir);
}
