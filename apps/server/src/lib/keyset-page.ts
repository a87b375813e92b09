import type { PageCursor } from "@sondar/core/api/v1-schemas";
import { sql, type SQL } from "drizzle-orm";

// The public API's lists page newest first by (created_at, id) as stored
// (docs/decisions/194-cursor-paging.md): an index ending in (created_at, id) walks the page
// backwards from the cursor, so nothing is sorted or counted.

/** A row's creation time as its cursor carries it: UTC to the microsecond, all PostgreSQL keeps, so comparing it is exact. */
export function cursorTime(createdAt: SQL): SQL {
  return sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The rows after `cursor` in the page order: one row comparison an index on (…, created_at, id) answers. */
export function afterCursor(createdAt: SQL, id: SQL, cursor: PageCursor): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** A page from up to `limit + 1` rows: the extra row only tells that a next page exists. */
export function keysetPage<Row extends { id: string; cursorAt: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { data: Item[]; nextCursor: PageCursor | null } {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { data: rows.slice(0, limit).map(toItem), nextCursor: last ? { createdAt: last.cursorAt, id: last.id } : null };
}
