import { randomBytes } from "node:crypto";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { withAdvisoryLock } from "../../db/with-advisory-lock";

/** A new storage key under `folder`: the time, then random hex, so two uploads never share one. */
export function newStorageKey(folder: string, now: Date, extension: string): string {
  return `${folder}/${now.getTime()}-${randomBytes(8).toString("hex")}.${extension}`;
}

/**
 * Stores a file's bytes, then records it in a transaction that first takes the advisory lock
 * `lockKey` (one writer per key at a time, so parallel uploads cannot pass a count together;
 * `record` checks it again and inserts the row). The bytes are stored outside the transaction,
 * so a slow store never holds the database; when recording fails they are deleted again.
 */
export async function storeThenRecord<Row>(
  deps: { db: Database; storage: StorageAdapter },
  file: { storageKey: string; bytes: Uint8Array; contentType: string; lockKey: string },
  record: (tx: Database) => Promise<Row | undefined>,
): Promise<Row> {
  const { db, storage } = deps;
  await storage.put(file.storageKey, file.bytes, file.contentType);
  try {
    return await withAdvisoryLock(db, file.lockKey, async (tx) => {
      const row = await record(tx);
      if (!row) throw new AppError("INTERNAL");
      return row;
    });
  } catch (error) {
    await storage.delete(file.storageKey).catch(() => undefined);
    throw error;
  }
}
