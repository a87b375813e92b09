import type { ResponseListQuery, ResponsePage, ResponseStatusFilter } from "@sondar/core/responses/response-list";
import type { SurveySummary } from "@sondar/core/responses/survey-summary";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { listResponses } from "./list-responses";
import { requireResponsesAccess } from "./responses-access";
import { computeSurveySummary } from "./survey-summary";

/** One page of a survey's responses, for whoever may read them. */
export async function listSurveyResponses(
  db: Database,
  actor: Actor,
  input: { surveyId: string; query: ResponseListQuery },
): Promise<ResponsePage> {
  const survey = await requireResponsesAccess(db, actor, input.surveyId);
  return listResponses(db, survey.id, input.query);
}

/** Per-question summaries of a survey's responses, for whoever may read them. */
export async function summarizeSurveyResponses(
  db: Database,
  actor: Actor,
  input: { surveyId: string; status: ResponseStatusFilter },
): Promise<SurveySummary> {
  const survey = await requireResponsesAccess(db, actor, input.surveyId);
  return computeSurveySummary(db, survey, input.status);
}
