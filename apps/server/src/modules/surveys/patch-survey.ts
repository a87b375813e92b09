import type { ApiSurveyPatch } from "@sondar/core/api/v1-schemas";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { surveyContentSchema } from "@sondar/core/surveys/survey-schema";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { parseWith } from "../../lib/validate";
import { requireSurveyAccess } from "./survey-access";
import { updateSurvey } from "./update-survey";

/**
 * Changes some of a survey's content (the public API's PATCH): fields left out keep their
 * value, and the merged content is checked by core's schema and saved by the builder's own
 * service, with its access and plan rules (docs/product/api.md#surveys).
 */
export async function patchSurvey(
  db: Database,
  actor: Actor,
  input: { surveyId: string; patch: ApiSurveyPatch; now: Date },
): Promise<SurveyDto> {
  const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.edit", { hidden: "SURVEY_NOT_FOUND" });
  const current = {
    title: survey.title,
    description: survey.description,
    questions: survey.questions,
    settings: survey.settings,
  };
  const content = parseWith(surveyContentSchema, { ...current, ...input.patch });
  return updateSurvey(db, actor, { surveyId: survey.id, content, now: input.now });
}
