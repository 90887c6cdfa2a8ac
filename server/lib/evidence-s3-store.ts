import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { badRequest } from "../../common/errors.ts";
import type { S3Config } from "../config.ts";
import {
  acceptedEvidence,
  EVIDENCE_KEY,
  EVIDENCE_MESSAGES,
  newEvidenceKey,
  readEvidence,
  storedEvidence,
  type EvidenceStore,
} from "./evidence-store.ts";
import { isMissingObject, s3ClientFor } from "./s3-client.ts";

/**
 * Under this prefix of the photos' bucket. /fotos/ serves only names shaped like a photo's
 * (`PHOTO_KEY`), so nothing here can be reached through it; the bucket itself stays private.
 */
export const EVIDENCE_PREFIX = "evidencia/";

/**
 * Claim evidence in the same S3-compatible bucket as the photos, so every app server reads
 * what another one stored. Same rules as the folder: the type comes from the first bytes,
 * names are random, and a set sent in half is removed by the caller.
 */
export function createS3EvidenceStore(config: S3Config, client?: S3Client): EvidenceStore {
  const s3 = client ?? s3ClientFor(config);
  const objectOf = (key: string) => {
    if (!EVIDENCE_KEY.test(key)) throw badRequest(EVIDENCE_MESSAGES.invalidKey);
    return `${EVIDENCE_PREFIX}${key}`;
  };

  return {
    async save(bytes) {
      const contentType = acceptedEvidence(bytes);
      const key = newEvidenceKey();
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectOf(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: "private, no-store",
        }),
      );
      return storedEvidence(key, contentType, bytes);
    },

    async read(key) {
      const object = objectOf(key);
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: object }));
        if (!answer.Body) return null;
        return readEvidence(key, Buffer.from(await answer.Body.transformToByteArray()));
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectOf(key) }));
    },

    async list() {
      const files: { key: string; modifiedAt: Date }[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: EVIDENCE_PREFIX,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(EVIDENCE_PREFIX.length) ?? "";
          if (EVIDENCE_KEY.test(key)) {
            files.push({ key, modifiedAt: object.LastModified ?? new Date(0) });
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return files;
    },
  };
}
