import { cleanQuestionRules } from "@sondar/core/surveys/branching-rule";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import type { SurveyContent } from "@sondar/core/surveys/survey-schema";
import type { Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { requireSurveyAccess } from "./survey-access";
import { toSurveyDto } from "./survey-dto";
import { getPlanHolderId, requirePlanAllows } from "./survey-entitlements";

/** Saves a survey's content for whoever may edit it on a plan that allows editing; drafts save as they are (decision record 111). */
export async function updateSurvey(
  db: Database,
  actor: Actor,
  input: { surveyId: string; content: SurveyContent; now: Date },
): Promise<SurveyDto> {
  const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.edit", { hidden: "SURVEY_EDIT_FORBIDDEN" });
  await requirePlanAllows(db, await getPlanHolderId(db, actor.userId, survey.organizationId), input.now, "surveys.edit");
  const { title, description, settings } = input.content;
  const questions = cleanQuestionRules(input.content.questions);
  const [row] = await db
    .update(surveys)
    .set({ title, description, questions, settings, updatedAt: input.now })
    .where(eq(surveys.id, survey.id))
    .returning();
  if (!row) throw new AppError("SURVEY_NOT_FOUND");
  return toSurveyDto(readStoredSurvey(row));
}
