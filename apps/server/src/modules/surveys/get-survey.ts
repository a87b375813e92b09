import type { ReportRepair } from "@sondar/core/surveys/read-stored-survey";
import type { SurveyWithCountReply } from "@sondar/core/surveys/survey-replies";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { countSurveyResponses } from "./response-counts";
import { requireSurveyAccess } from "./survey-access";
import { toSurveyDto } from "./survey-dto";

/** One survey with its response counts, for whoever may read it; `report` hears what an old row lost. */
export async function getSurvey(
  db: Database,
  actor: Actor,
  input: { surveyId: string; report?: ReportRepair },
): Promise<SurveyWithCountReply> {
  const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.read", {}, input.report);
  const counts = await countSurveyResponses(db, survey.id);
  return { survey: toSurveyDto(survey), ...counts };
}
