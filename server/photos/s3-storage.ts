import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";
import { isMissingObject, s3ClientFor } from "../lib/s3-client.ts";
import { PHOTO_KEY, type PhotoStorage } from "./storage.ts";

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces…) through the official client,
 * so several app servers share them. The bucket stays private: the app serves /fotos/.
 */
export function createS3PhotoStorage(config: S3Config, client?: S3Client): PhotoStorage {
  const s3 = client ?? s3ClientFor(config);
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
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checked(key) }));
    },
  };
}
