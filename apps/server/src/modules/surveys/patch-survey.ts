import type { ApiSurveyPatch } from "@sondar/core/api/v1-schemas";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { surveyContentSchema } from "@sondar/core/surveys/survey-schema";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { parseWith } from "../../lib/validate";
import { editSurveyContent } from "./update-survey";

/**
 * Changes some of a survey's content (the public API's PATCH): fields left out keep their
 * value, and the merged content is checked by core's schema and saved as the builder saves,
 * with its access and plan rules, merged into the content as it stands once held (docs/product/api.md#surveys).
 */
export function patchSurvey(
  db: Database,
  actor: Actor,
  input: { surveyId: string; patch: ApiSurveyPatch; now: Date },
): Promise<SurveyDto> {
  return editSurveyContent(db, actor, {
    surveyId: input.surveyId,
    now: input.now,
    refusals: { hidden: "SURVEY_NOT_FOUND" },
    edit: (current) => parseWith(surveyContentSchema, { ...current, ...input.patch }),
  });
}
