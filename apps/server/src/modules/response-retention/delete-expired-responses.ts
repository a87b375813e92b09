import { retentionCutoff } from "@sondar/core/surveys/retention";
import { SYSTEM_AUDIT_ACTOR } from "../audit-log/record-audit";
import { retentionDaysSchema } from "@sondar/core/surveys/survey-schema";
import { sql } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { deleteResponses } from "../responses/delete-responses";

/** Responses deleted per transaction: a sweep never holds locks on a large survey for long. */
export const RETENTION_BATCH = 500;
/** Batches per sweep; what is left waits for the next one (docs/decisions/290-response-retention.md). */
export const RETENTION_BATCHES_PER_SWEEP = 40;

export interface RetentionSweep {
  deleted: number;
  /** The sweep stopped at its batch bound with expired responses possibly left. */
  more: boolean;
}

/**
 * Deletes the responses older than their survey's retention period (settings.retentionDays), with
 * the files their respondents uploaded, in batches through the same path as a creator's delete
 * (responses/delete-responses.ts). A response's age counts from its first save (created_at), so
 * nothing a respondent sent stays longer than the period. `now` is injected for tests.
 */
export async function deleteExpiredResponses(
  deps: { db: Database; storage: StorageAdapter; logger: Logger },
  now: Date,
  bounds: { batch?: number; batches?: number } = {},
): Promise<RetentionSweep> {
  const batch = bounds.batch ?? RETENTION_BATCH;
  let batchesLeft = bounds.batches ?? RETENTION_BATCHES_PER_SWEEP;
  // Same predicate as the partial index surveys_retention_idx.
  const surveys = (await deps.db.execute(sql`
    select id, organization_id, settings -> 'retentionDays' as days from surveys
    where (settings ->> 'retentionDays') is not null
    order by id`)) as unknown as { rows: { id: string; organization_id: string | null; days: unknown }[] };
  let deleted = 0;
  for (const survey of surveys.rows) {
    const days = retentionDaysSchema.safeParse(typeof survey.days === "string" ? Number(survey.days) : survey.days);
    if (!days.success) continue;
    const cutoff = retentionCutoff(now, days.data);
    for (;;) {
      if (batchesLeft === 0) return { deleted, more: true };
      const expired = (await deps.db.execute(sql`
        select id from survey_responses
        where survey_id = ${survey.id} and created_at < ${cutoff.toISOString()}::timestamptz
        order by created_at, id
        limit ${batch + 1}`)) as unknown as { rows: { id: string }[] };
      if (!expired.rows.length) break;
      // Only a batch that deletes counts: surveys with nothing expired must not use up the sweep.
      batchesLeft -= 1;
      // One row more than a batch tells whether this survey has more to delete.
      deleted += await deleteResponses(
        deps,
        survey.id,
        expired.rows.slice(0, batch).map((row) => row.id),
        {
          organizationId: survey.organization_id,
          actor: SYSTEM_AUDIT_ACTOR,
          action: "retention.sweep",
          details: { retentionDays: days.data },
        },
      );
      if (expired.rows.length <= batch) break;
    }
  }
  return { deleted, more: false };
}
