import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import { AppError } from "../../lib/app-error";
import { STORED_FILE_HEADERS } from "./stored-file-headers";

/**
 * The bytes stored under a recorded file's key, with the content type detected when it was
 * uploaded, the stored-file headers (never run or sniffed), and the caller's disposition and
 * caching; NOT_FOUND when the store no longer has them.
 */
export async function serveStoredFile(
  storage: StorageAdapter,
  file: { storageKey: string; contentType: string },
  headers: { disposition: string; cacheControl: string },
): Promise<Response> {
  const stored = await storage.get(file.storageKey);
  if (!stored) throw new AppError("NOT_FOUND");
  return new Response(stored.body, {
    status: 200,
    headers: {
      ...STORED_FILE_HEADERS,
      "Content-Type": file.contentType,
      ...(stored.size > 0 ? { "Content-Length": String(stored.size) } : {}),
      "Content-Disposition": headers.disposition,
      "Cache-Control": headers.cacheControl,
    },
  });
}
