import type { Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import type { Logger } from "../../lib/logger";
import { deleteStoredFiles, listSurveyFileKeys } from "./delete-survey-files";
import { requireSurveyAccess } from "./survey-access";
import { getPlanHolderId, requirePlanAllows } from "./survey-entitlements";

export interface DeleteSurveyDeps {
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
}

/** Deletes a survey, its responses and its stored files, for its creator or an organization's owner or admin on a plan that allows it. */
export async function deleteSurvey(deps: DeleteSurveyDeps, actor: Actor, input: { surveyId: string; now: Date }): Promise<void> {
  const { db, storage, logger } = deps;
  const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.delete", {
    forbidden: "SURVEY_DELETE_FORBIDDEN",
  });
  await requirePlanAllows(db, await getPlanHolderId(db, actor.userId, survey.organizationId), input.now, "surveys.delete");
  const keys = await listSurveyFileKeys(db, [survey.id]);
  await db.delete(surveys).where(eq(surveys.id, survey.id));
  await deleteStoredFiles(storage, keys, logger);
}
