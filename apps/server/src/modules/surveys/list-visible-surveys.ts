import type { PageCursor } from "@sondar/core/api/v1-schemas";
import type { ListSurveysQuery } from "@sondar/core/surveys/survey-list-query";
import type { SurveyListItem, SurveyListReply } from "@sondar/core/surveys/survey-replies";
import { getOrganizationRefusal, type Actor } from "@sondar/core/teams/actor";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { getSurveyMembership } from "../teams/get-membership";
import { listSurveys } from "./list-surveys";
import { listSurveysAfter } from "./list-surveys-after";

/**
 * The surveys of the workspace the actor lists, as a condition on `surveys s`: an
 * organization's when one is asked for (an API key's own workspace whatever was asked), else
 * the actor's own personal surveys, whatever their roles elsewhere
 * (docs/decisions/081-personal-list-of-members.md). Null when the actor may not read the
 * organization's surveys.
 */
async function visibleScope(db: Database, actor: Actor, requested: string | null): Promise<SQL | null> {
  const organizationId = actor.kind === "api-key" ? actor.organizationId : requested;
  if (!organizationId) return sql`s.created_by = ${actor.userId} and s.organization_id is null`;
  const role = (await getSurveyMembership(db, actor.userId, organizationId))?.role;
  if (getOrganizationRefusal(actor, organizationId, role, "surveys.read")) return null;
  return sql`s.organization_id = ${organizationId}`;
}

/** One page of the surveys in a workspace; whoever may not read them gets an empty list, not an error. */
export async function listVisibleSurveys(db: Database, actor: Actor, query: ListSurveysQuery): Promise<SurveyListReply> {
  const scope = await visibleScope(db, actor, query.organizationId ?? null);
  return scope ? listSurveys(db, scope, query) : { surveys: [], total: 0 };
}

/**
 * The public API's page of the actor's workspace, newest first after `after`, and the cursor
 * of the next page when there is one; no total (docs/decisions/194-cursor-paging.md).
 */
export async function listSurveysPage(
  db: Database,
  actor: Actor,
  input: { after: PageCursor | null; limit: number },
): Promise<{ data: SurveyListItem[]; nextCursor: PageCursor | null }> {
  const scope = await visibleScope(db, actor, null);
  return scope ? listSurveysAfter(db, scope, input) : { data: [], nextCursor: null };
}
