import type { PageCursor } from "@sondar/core/api/v1-schemas";
import {
  responseListQuerySchema,
  type ResponseListQuery,
  type ResponsePage,
  type ResponseStatusFilter,
  type SurveyResponseItem,
} from "@sondar/core/responses/response-list";
import type { SurveySummary } from "@sondar/core/responses/survey-summary";
import type { TimeAndDropOff } from "@sondar/core/responses/time-and-drop-off";
import { answersWithLabels } from "@sondar/core/surveys/option-ids";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { listResponses, listResponsesAfter, type ResponseKeysetQuery } from "./list-responses";
import { requireResponsesAccess } from "./responses-access";
import { computeDropOff } from "./drop-off";
import { computeSurveySummary } from "./survey-summary";
import { computeTimeToComplete } from "./time-to-complete";

/**
 * A response as its readers see it (the app, API v1, MCP): choices stored by id shown by label,
 * as before answers stored ids (docs/decisions/245-stable-option-ids.md).
 */
const withLabels =
  (questions: readonly Question[]) =>
  (item: SurveyResponseItem): SurveyResponseItem => ({ ...item, answers: answersWithLabels(questions, item.answers) });

/** One page of a survey's responses, for whoever may read them. */
export async function listSurveyResponses(
  db: Database,
  actor: Actor,
  input: { surveyId: string; query: ResponseListQuery },
): Promise<ResponsePage> {
  const survey = await requireResponsesAccess(db, actor, input.surveyId);
  const page = await listResponses(db, survey.id, input.query);
  return { ...page, data: page.data.map(withLabels(survey.questions)) };
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

/**
 * How long a survey's complete responses took and where its respondents stopped, for whoever may
 * read its responses; both in one snapshot, so they describe the same responses.
 */
export async function timeAndDropOffOf(db: Database, actor: Actor, input: { surveyId: string }): Promise<TimeAndDropOff> {
  const survey = await requireResponsesAccess(db, actor, input.surveyId);
  return db.transaction(
    async (tx) => {
      const txDb = tx as unknown as Database;
      const timeToComplete = await computeTimeToComplete(txDb, survey.id);
      const dropOff = await computeDropOff(txDb, survey.id, survey.questions);
      return { surveyId: survey.id, timeToComplete, dropOff };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** One page of a survey's responses after a cursor, for whoever may read them (the public API). */
export async function listSurveyResponsesAfter(
  db: Database,
  actor: Actor,
  input: { surveyId: string; query: ResponseKeysetQuery },
): Promise<{ data: SurveyResponseItem[]; nextCursor: PageCursor | null }> {
  const survey = await requireResponsesAccess(db, actor, input.surveyId);
  const page = await listResponsesAfter(db, survey.id, input.query);
  return { ...page, data: page.data.map(withLabels(survey.questions)) };
}

/** One response of a survey, for whoever may read the survey's responses; else not found. */
export async function getSurveyResponse(
  db: Database,
  actor: Actor,
  input: { surveyId: string; responseId: string },
): Promise<SurveyResponseItem> {
  const survey = await requireResponsesAccess(db, actor, input.surveyId);
  const query = responseListQuerySchema.safeParse({ status: "all", response: input.responseId });
  const found = query.success ? (await listResponses(db, survey.id, query.data)).data[0] : undefined;
  if (!found) throw new AppError("RESPONSE_NOT_FOUND");
  return withLabels(survey.questions)(found);
}
