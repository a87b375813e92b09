import { inArray } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { responseFiles } from "../../db/schema/response-files";
import { uploads } from "../../db/schema/uploads";
import type { Logger } from "../../lib/logger";

/** The stored files of these surveys (images and respondents' files), read before the rows go with the surveys (cascade). */
export async function listSurveyFileKeys(db: Database, surveyIds: string[]): Promise<string[]> {
  if (!surveyIds.length) return [];
  const images = await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.surveyId, surveyIds));
  const answers = await db
    .select({ key: responseFiles.storageKey })
    .from(responseFiles)
    .where(inArray(responseFiles.surveyId, surveyIds));
  return [...images, ...answers].map((r) => r.key);
}

/** Removes stored files after their rows are deleted; a failure is logged, never undoes the delete. */
export async function deleteStoredFiles(storage: StorageAdapter, keys: string[], logger: Logger): Promise<void> {
  for (const key of keys) {
    await storage
      .delete(key)
      .catch((error: unknown) => logger.warn({ err: error, key }, "stored file left after its record was deleted"));
  }
}
