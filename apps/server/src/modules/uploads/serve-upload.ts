import { isAllowedImageType } from "@sondar/core/uploads/image-rules";
import { eq } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { uploads } from "../../db/schema/uploads";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { serveStoredFile } from "./serve-stored-file";

/**
 * The stored bytes of an upload, with the content type detected when it was uploaded. Public:
 * respondents see logos and question images without an account; ids are random UUIDs.
 */
export async function serveUpload(db: Database, storage: StorageAdapter, uploadId: string): Promise<Response> {
  if (!isUuid(uploadId)) throw new AppError("NOT_FOUND");
  const [row] = await db
    .select({ storageKey: uploads.storageKey, contentType: uploads.contentType, surveyStatus: surveys.status })
    .from(uploads)
    .innerJoin(surveys, eq(surveys.id, uploads.surveyId))
    .where(eq(uploads.id, uploadId))
    .limit(1);
  if (!row || row.surveyStatus === "deleted") throw new AppError("NOT_FOUND");
  return serveStoredFile(storage, row, {
    // Only the image types we store are shown in place; anything else would be downloaded.
    disposition: isAllowedImageType(row.contentType) ? "inline" : "attachment",
    // The bytes under an id never change: a new image is a new upload.
    cacheControl: "public, max-age=31536000, immutable",
  });
}
