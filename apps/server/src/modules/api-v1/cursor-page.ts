import { decodeCursor, encodeCursor, type PageCursor } from "@sondar/core/api/v1-schemas";
import { AppError } from "../../lib/app-error";

/** The cursor a client sent, or VALIDATION_FAILED (docs/decisions/194-cursor-paging.md). */
export function readCursor(text: string | undefined) {
  if (!text) return null;
  const cursor = decodeCursor(text);
  if (!cursor) throw new AppError("VALIDATION_FAILED", { fields: { cursor: ["Not a cursor this API gave"] } });
  return cursor;
}

/** A service's page as /api/v1 and the MCP tools answer it: `{ data, nextCursor }`, the cursor opaque. */
export function pageReply<T>(page: { data: T[]; nextCursor: PageCursor | null }) {
  return { data: page.data, nextCursor: page.nextCursor && encodeCursor(page.nextCursor) };
}
