import {
  MAX_RESPONDENT_RESPONSES,
  RESPONDENT_PAGE_SIZE,
  type EraseRespondentReply,
  type FindRespondentQuery,
} from "@sondar/core/responses/respondent-search";
import { totalPagesFor, type ResponsePage, type SurveyResponseItem } from "@sondar/core/responses/response-list";
import type { Actor } from "@sondar/core/teams/actor";
import { sql } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { recordPrivacyAction } from "../privacy-log/record-privacy-action";
import { deleteResponses } from "../responses/delete-responses";
import { isoTime, toItem, type ResponseRow } from "../responses/list-responses";
import { requireResponsesWrite } from "../responses/responses-access";
import { respondentWhere } from "./respondent-match";

type Deps = { db: Database; storage: StorageAdapter; logger: Logger };

/**
 * The survey, when `actor` may delete its responses on a plan that allows it: finding, exporting
 * and erasing a respondent's data is for whoever may delete it (docs/decisions/291-respondent-rights.md).
 */
function requireRespondentRights(db: Database, actor: Actor, surveyId: string, now: Date) {
  return requireResponsesWrite(db, actor, surveyId, "responses.delete", "responses.delete", now);
}

async function matchingResponses(
  db: Database,
  surveyId: string,
  value: string,
  limit: number,
  offset: number,
): Promise<{ items: SurveyResponseItem[]; total: number }> {
  const where = respondentWhere(surveyId, value);
  const result = (await db.execute(sql`
    select r.id, r.status, ${isoTime("completed_at")} as completed_at, ${isoTime("created_at")} as created_at,
      ${isoTime("updated_at")} as updated_at, r.respondent_email, r.city, r.country, r.region, r.answers,
      r.hidden_fields, count(*) over ()::text as total
    from survey_responses r
    where ${where}
    order by r.created_at desc, r.id desc
    limit ${limit} offset ${offset}`)) as unknown as { rows: ResponseRow[] };
  let total = result.rows[0] ? Number(result.rows[0].total) : 0;
  if (!result.rows.length && offset > 0) {
    const count = (await db.execute(sql`select count(*)::text as total from survey_responses r where ${where}`)) as unknown as {
      rows: { total: string }[];
    };
    total = Number(count.rows[0]?.total ?? 0);
  }
  return { items: result.rows.map(toItem), total };
}

/** One page of the survey's responses holding the value, newest first. */
export async function findRespondent(
  deps: Deps,
  actor: Actor,
  input: { surveyId: string; query: FindRespondentQuery; now: Date },
): Promise<ResponsePage> {
  const survey = await requireRespondentRights(deps.db, actor, input.surveyId, input.now);
  const { page, value } = input.query;
  const { items, total } = await matchingResponses(
    deps.db,
    survey.id,
    value,
    RESPONDENT_PAGE_SIZE,
    (page - 1) * RESPONDENT_PAGE_SIZE,
  );
  return {
    data: items,
    totalCount: total,
    totalPages: totalPagesFor(total, RESPONDENT_PAGE_SIZE),
    currentPage: page,
    pageSize: RESPONDENT_PAGE_SIZE,
  };
}

/** Every response holding the value, for handing to the respondent; logged. */
export async function exportRespondent(
  deps: Deps,
  actor: Actor,
  input: { surveyId: string; value: string; now: Date; ip?: string | null },
): Promise<{ survey: { id: string; title: string }; exportedAt: string; responses: SurveyResponseItem[] }> {
  const survey = await requireRespondentRights(deps.db, actor, input.surveyId, input.now);
  const { items, total } = await matchingResponses(deps.db, survey.id, input.value, MAX_RESPONDENT_RESPONSES, 0);
  if (total > MAX_RESPONDENT_RESPONSES) throw new AppError("RESPONDENT_TOO_BROAD");
  await recordPrivacyAction(deps, {
    action: "respondent.export",
    actorUserId: actor.userId,
    surveyId: survey.id,
    organizationId: survey.organizationId,
    ip: input.ip ?? null,
    responseCount: items.length,
  });
  return { survey: { id: survey.id, title: survey.title }, exportedAt: input.now.toISOString(), responses: items };
}

/** Deletes every response holding the value, with the files their respondents uploaded; logged. */
export async function eraseRespondent(
  deps: Deps,
  actor: Actor,
  input: { surveyId: string; value: string; now: Date; ip?: string | null },
): Promise<EraseRespondentReply> {
  const survey = await requireRespondentRights(deps.db, actor, input.surveyId, input.now);
  const where = respondentWhere(survey.id, input.value);
  const matches = (await deps.db.execute(
    sql`select r.id from survey_responses r where ${where} limit ${MAX_RESPONDENT_RESPONSES + 1}`,
  )) as unknown as { rows: { id: string }[] };
  // A value shared by more responses than one person gives (a common answer) is refused, not erased.
  if (matches.rows.length > MAX_RESPONDENT_RESPONSES) throw new AppError("RESPONDENT_TOO_BROAD");
  const erased = await deleteResponses(
    deps,
    survey.id,
    matches.rows.map((row) => row.id),
  );
  await recordPrivacyAction(deps, {
    action: "respondent.erase",
    actorUserId: actor.userId,
    surveyId: survey.id,
    organizationId: survey.organizationId,
    ip: input.ip ?? null,
    responseCount: erased,
  });
  return { erased };
}
