import { cleanQuestionRules } from "@sondar/core/surveys/branching-rule";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import type { SurveyContent } from "@sondar/core/surveys/survey-schema";
import type { Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { requireSurveyAccess, type SurveyRefusals } from "./survey-access";
import { toSurveyDto } from "./survey-dto";
import { getPlanHolderId, requirePlanAllows } from "./survey-entitlements";

/** Saves a survey's content for whoever may edit it on a plan that allows editing; drafts save as they are (decision record 111). */
export function updateSurvey(
  db: Database,
  actor: Actor,
  input: { surveyId: string; content: SurveyContent; now: Date },
): Promise<SurveyDto> {
  return editSurveyContent(db, actor, { ...input, refusals: { hidden: "SURVEY_EDIT_FORBIDDEN" }, edit: () => input.content });
}

/**
 * Reads a survey's content, edits it and writes it back in one transaction that holds the
 * survey's row from before the read, so an edit saved meanwhile (the builder's autosave, another
 * API call) is read and kept, not overwritten by content read before it. Access and plan are
 * checked on the row as it stands once held.
 */
export async function editSurveyContent(
  db: Database,
  actor: Actor,
  input: {
    surveyId: string;
    now: Date;
    refusals: Partial<SurveyRefusals>;
    edit: (current: SurveyContent) => SurveyContent;
  },
): Promise<SurveyDto> {
  const row = await db.transaction(async (tx) => {
    if (isUuid(input.surveyId)) {
      await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, input.surveyId)).for("update");
    }
    const { survey } = await requireSurveyAccess(tx, actor, input.surveyId, "surveys.edit", input.refusals);
    await requirePlanAllows(tx, await getPlanHolderId(tx, actor.userId, survey.organizationId), input.now, "surveys.edit");
    const { title, description, settings, questions, hiddenFields } = input.edit({
      title: survey.title,
      description: survey.description,
      questions: survey.questions,
      settings: survey.settings,
      hiddenFields: survey.hiddenFields,
    });
    const [updated] = await tx
      .update(surveys)
      .set({ title, description, questions: cleanQuestionRules(questions), settings, hiddenFields, updatedAt: input.now })
      .where(eq(surveys.id, survey.id))
      .returning();
    if (!updated) throw new AppError("SURVEY_NOT_FOUND");
    return updated;
  });
  return toSurveyDto(readStoredSurvey(row));
}
