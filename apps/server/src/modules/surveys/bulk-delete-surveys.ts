import type { BulkDeleteReply } from "@sondar/core/surveys/survey-replies";
import { READ_ONLY_REFUSAL, scopeAllows, type Actor } from "@sondar/core/teams/actor";
import { inArray } from "drizzle-orm";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { deleteStoredFiles, listSurveyFileKeys } from "./delete-survey-files";
import type { DeleteSurveyDeps } from "./delete-survey";
import { findSurveyFor } from "./survey-access";
import { getPlanHolderId, requirePlanAllows } from "./survey-entitlements";

/**
 * Deletes those of `ids` the actor may delete on a plan that allows it, and names the rest as
 * failed; when none may go because of a plan, the plan's refusal is the answer, not an empty success.
 */
export async function bulkDeleteSurveys(
  deps: DeleteSurveyDeps,
  actor: Actor,
  input: { ids: string[]; now: Date },
): Promise<BulkDeleteReply> {
  const { db, storage, logger } = deps;
  // Said once for the whole request rather than as every survey failing.
  if (!scopeAllows(actor, "surveys.delete")) throw new AppError(READ_ONLY_REFUSAL);
  const allowed: string[] = [];
  let refusal: unknown = null;
  for (const id of new Set(input.ids)) {
    const survey = await findSurveyFor(db, actor, id, "surveys.delete");
    if (!survey) continue;
    try {
      await requirePlanAllows(db, await getPlanHolderId(db, actor.userId, survey.organizationId), input.now, "surveys.delete");
      allowed.push(id);
    } catch (error) {
      refusal = error;
    }
  }
  if (!allowed.length && refusal) throw refusal;
  if (allowed.length) {
    const keys = await listSurveyFileKeys(db, allowed);
    await db.delete(surveys).where(inArray(surveys.id, allowed));
    await deleteStoredFiles(storage, keys, logger);
  }
  return { deleted: allowed, failed: input.ids.filter((id) => !allowed.includes(id)) };
}
