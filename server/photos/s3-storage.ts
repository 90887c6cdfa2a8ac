import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";
import { PHOTO_KEY, type PhotoStorage } from "./storage.ts";

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces…) through the official client,
 * so several app servers share them. The bucket stays private: the app serves /fotos/.
 */
export function createS3PhotoStorage(config: S3Config, client?: S3Client): PhotoStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
    });
  const checked = (key: string) => {
    if (!PHOTO_KEY.test(key)) throw new Error(`Nombre de foto inválido: ${key}`);
    return key;
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: checked(key) }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        ) {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checked(key) }));
    },
  };
}
