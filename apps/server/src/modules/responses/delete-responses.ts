import { sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../audit-log/record-audit";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { deleteStoredFiles } from "../surveys/delete-survey-files";
import { recordResponsesDeleted } from "../webhook-events/record-webhook-events";

interface DeletedResponse {
  id: string;
  session_id: string | null;
  answers: Record<string, unknown> | null;
}

/** Ids of this survey's respondent files that an answer links to (responses-ingest's `responseFileUrl`). */
function linkedFileIds(surveyId: string, answers: Record<string, unknown> | null): string[] {
  const link = new RegExp(`^/api/surveys/${surveyId}/response-files/([0-9a-f-]{36})$`, "i");
  const ids: string[] = [];
  for (const answer of Object.values(answers ?? {})) {
    for (const value of Array.isArray(answer) ? answer : [answer]) {
      const id = typeof value === "string" ? link.exec(value)?.[1] : undefined;
      if (id) ids.push(id.toLowerCase());
    }
  }
  return ids;
}

/**
 * Deletes the listed responses of `surveyId` (ids of other surveys' responses are ignored) and the
 * files their respondents uploaded: those of their sessions and those their answers link to. The
 * rows go in one transaction; the stored bytes after it, and a failure there is only logged.
 * With `audit`, an audit entry of how many went is written in that transaction (decision 293).
 */
export async function deleteResponses(
  deps: { db: Database; storage: StorageAdapter; logger: Logger },
  surveyId: string,
  ids: readonly string[],
  audit?: {
    organizationId: string | null;
    actor: AuditActor;
    details?: Record<string, unknown>;
    action: "responses.bulk_delete" | "retention.sweep";
  },
): Promise<number> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const { deleted, keys } = await deps.db.transaction(async (tx) => {
    const removed = (await tx.execute(sql`
      delete from survey_responses
      where survey_id = ${surveyId} and id = any(${sql.param(unique)}::uuid[])
      returning id, session_id, answers`)) as unknown as { rows: DeletedResponse[] };
    await recordResponsesDeleted(
      tx,
      surveyId,
      removed.rows.map((row) => row.id),
    );
    if (audit && removed.rows.length) {
      await recordAudit(tx, {
        organizationId: audit.organizationId,
        actor: audit.actor,
        action: audit.action,
        target: { type: "survey", id: surveyId },
        details: { ...audit.details, responseCount: removed.rows.length },
      });
    }
    const sessions = removed.rows.flatMap((row) => (row.session_id ? [row.session_id] : []));
    const fileIds = removed.rows.flatMap((row) => linkedFileIds(surveyId, row.answers));
    if (!sessions.length && !fileIds.length) return { deleted: removed.rows.length, keys: [] };
    const files = (await tx.execute(sql`
      delete from response_files
      where survey_id = ${surveyId}
        and (session_id = any(${sql.param(sessions)}::text[]) or id = any(${sql.param(fileIds)}::uuid[]))
      returning storage_key`)) as unknown as { rows: { storage_key: string }[] };
    return { deleted: removed.rows.length, keys: files.rows.map((row) => row.storage_key) };
  });
  await deleteStoredFiles(deps.storage, keys, deps.logger);
  return deleted;
}
