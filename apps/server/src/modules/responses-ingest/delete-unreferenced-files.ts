import { sql } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { deleteStoredFiles } from "../surveys/delete-survey-files";

/** A respondent's file no answer links to is kept this long: the respondent may still be answering. */
export const UNREFERENCED_FILE_GRACE_MS = 24 * 60 * 60_000;
const BATCH = 200;

type Deleted = { id: string; created_at: string | Date; storage_key: string };

/**
 * Deletes respondents' files older than `olderThan` that no response of their survey links to,
 * complete or partial (a partial response is a respondent who may come back): anonymous
 * uploads nobody submitted would otherwise stay forever. The answer to the file's question is
 * looked up in the file's own session first (its index answers nearly every file), then in any
 * response of the survey (a submit may carry files of another session). Rows go first, in
 * batches walked oldest first; then the stored bytes, where a failure is only logged.
 */
export async function deleteUnreferencedFiles(
  deps: { db: Database; storage: StorageAdapter; logger: Logger },
  olderThan: Date,
): Promise<number> {
  let after: { createdAt: string; id: string } = { createdAt: "-infinity", id: "00000000-0000-0000-0000-000000000000" };
  let total = 0;
  for (;;) {
    const result = (await deps.db.execute(sql`
      delete from response_files where id in (
        select file.id from response_files as file
        where file.created_at < ${olderThan.toISOString()}::timestamptz
          and (file.created_at, file.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)
          and not exists (
            select 1 from survey_responses as response
            where response.survey_id = file.survey_id and response.session_id = file.session_id
              and strpos(lower((response.answers -> file.question_id)::text), file.id::text) > 0
          )
          and not exists (
            select 1 from survey_responses as response
            where response.survey_id = file.survey_id
              and strpos(lower((response.answers -> file.question_id)::text), file.id::text) > 0
          )
        order by file.created_at, file.id
        limit ${BATCH}
      )
      returning id, created_at, storage_key`)) as unknown as { rows: Deleted[] };
    const rows = result.rows;
    total += rows.length;
    await deleteStoredFiles(
      deps.storage,
      rows.map((row) => row.storage_key),
      deps.logger,
    );
    if (rows.length < BATCH) return total;
    // The next batch starts after the newest file of this one (rows come back in no order).
    const last = rows
      .map((row) => ({ createdAt: new Date(row.created_at).toISOString(), id: row.id }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .pop();
    if (last) after = last;
  }
}
