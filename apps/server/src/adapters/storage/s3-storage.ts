import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type * as S3Module from "@aws-sdk/client-s3";
import type { S3Config } from "../../config/config";
import type { StorageAdapter } from "./storage-adapter";
import { assertSafeStorageKey } from "./storage-key";

type S3Sdk = typeof S3Module;

function isMissing(sdk: S3Sdk, error: unknown): boolean {
  return error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);
}

/** Objects in an S3 bucket, or any S3-compatible store when an endpoint is given. */
export function createS3Storage(config: S3Config): StorageAdapter & { close: () => void } {
  // The AWS SDK (~22 MB) is imported on the first object call, not at start: uploads are rare
  // in a server's life. A failed import rejects that call like an unreachable store would.
  let loading: Promise<{ sdk: S3Sdk; client: S3Module.S3Client }> | undefined;
  let client: S3Module.S3Client | undefined;
  const load = () =>
    (loading ??= import("@aws-sdk/client-s3").then((sdk) => {
      client = new sdk.S3Client({
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.credentials ? { credentials: config.credentials } : {}),
        // Many S3-compatible stores reject the optional checksums newer SDKs send by default.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { sdk, client };
    }));
  const Bucket = config.bucket;

  return {
    kind: "s3",
    put: async (key, body, contentType) => {
      assertSafeStorageKey(key);
      const { sdk, client } = await load();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    putFile: async (key, filePath, contentType) => {
      assertSafeStorageKey(key);
      const { sdk, client } = await load();
      // A stream of known length goes up in one PUT without being read into memory.
      const { size } = await stat(filePath);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    get: async (key) => {
      assertSafeStorageKey(key);
      const { sdk, client } = await load();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: res.ContentType ?? "application/octet-stream",
          size: res.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      assertSafeStorageKey(key);
      const { sdk, client } = await load();
      // S3 answers a delete of a missing key with success too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client?.destroy(),
  };
}
