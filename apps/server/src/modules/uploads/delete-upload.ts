import { and, eq } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { uploads } from "../../db/schema/uploads";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";

/** Removes a survey's upload: the stored object first, so a failure leaves a row that can be deleted again. */
export async function deleteUpload(db: Database, storage: StorageAdapter, surveyId: string, uploadId: string) {
  if (!isUuid(uploadId)) throw new AppError("NOT_FOUND");
  const [row] = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.surveyId, surveyId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  await storage.delete(row.storageKey);
  await db.delete(uploads).where(eq(uploads.id, row.id));
}
