import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config/config";
import type { StorageAdapter } from "./storage-adapter";
import { assertSafeStorageKey } from "./storage-key";

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

/** Objects in an S3 bucket, or any S3-compatible store when an endpoint is given. */
export function createS3Storage(config: S3Config): StorageAdapter & { close: () => void } {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Many S3-compatible stores reject the optional checksums newer SDKs send by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    kind: "s3",
    put: async (key, body, contentType) => {
      assertSafeStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    get: async (key) => {
      assertSafeStorageKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: res.ContentType ?? "application/octet-stream",
          size: res.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      assertSafeStorageKey(key);
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
