import { duplicateSurvey as copySurvey } from "@sondar/core/surveys/duplicate-survey";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { generateShareId } from "@sondar/core/surveys/share-id";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { withPlanLock } from "../subscriptions/plan-coverage";
import { requireSurveyAccess } from "./survey-access";
import { toSurveyDto } from "./survey-dto";
import { getPlanHolderId, requireCanCreate } from "./survey-entitlements";

/**
 * A copy of a survey, in the same workspace, for whoever may create surveys there on a plan
 * that may duplicate, under the plan's lock so that concurrent copies cannot pass the cap together.
 */
export async function duplicateSurvey(db: Database, actor: Actor, input: { surveyId: string; now: Date }): Promise<SurveyDto> {
  const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.create", {
    hidden: "DUPLICATE_NOT_FOUND",
    forbidden: "DUPLICATE_NOT_FOUND",
  });
  const holder = await getPlanHolderId(db, actor.userId, survey.organizationId);
  const copy = copySurvey(survey, generateShareId());
  const row = await withPlanLock(db, holder, async (tx) => {
    await requireCanCreate(tx, holder, input.now, "duplicate");
    const [inserted] = await tx
      .insert(surveys)
      .values({ ...copy, createdBy: actor.userId, organizationId: survey.organizationId })
      .returning();
    return inserted;
  });
  if (!row) throw new AppError("INTERNAL");
  return toSurveyDto(readStoredSurvey(row));
}
