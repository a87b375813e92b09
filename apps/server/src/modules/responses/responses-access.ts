import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { findAccessibleSurvey, type SurveyRow } from "../surveys/survey-access";
import { getPlanHolderId, requireCanEdit } from "../surveys/survey-entitlements";

/**
 * The survey whose responses `userId` asks for: its owner or a member of its organization. Anyone else
 * gets 'not found or no permission' and learns nothing about the survey
 * (docs/product/responses-and-exports.md#access). Reading needs no plan: an expired trial keeps
 * read-only access to what it collected.
 */
export async function requireResponsesAccess(db: Database, userId: string, surveyId: string): Promise<SurveyRow> {
  const survey = await findAccessibleSurvey(db, userId, surveyId);
  if (!survey) throw new AppError("RESPONSES_NOT_FOUND");
  return survey;
}

/**
 * Changing responses (bulk delete) or spending on them (AI analysis) needs create/edit rights on the
 * plan that governs the survey, like every other write (docs/decisions/018-no-plan-is-read-only.md).
 */
export async function requireResponsesWrite(db: Database, userId: string, surveyId: string, now: Date): Promise<SurveyRow> {
  const survey = await requireResponsesAccess(db, userId, surveyId);
  await requireCanEdit(db, await getPlanHolderId(db, userId, survey.organizationId), now);
  return survey;
}
