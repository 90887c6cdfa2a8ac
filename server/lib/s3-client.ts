import { NoSuchKey, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";

/** The official client for the configured bucket (AWS S3, MinIO, R2, Spaces…). */
export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
  });
}

/** Whether a failed GetObject means "no such object" (some services answer a bare 404). */
export function isMissingObject(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
