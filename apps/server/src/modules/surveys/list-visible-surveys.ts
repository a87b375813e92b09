import type { PageCursor } from "@sondar/core/api/v1-schemas";
import { listSurveysQuerySchema, type ListSurveysQuery } from "@sondar/core/surveys/survey-list-query";
import type { SurveyListItem, SurveyListReply } from "@sondar/core/surveys/survey-replies";
import { getOrganizationRefusal, type Actor } from "@sondar/core/teams/actor";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { getMembership } from "../teams/get-membership";
import { listSurveys } from "./list-surveys";

/**
 * One page of the surveys in a workspace: an organization's when the query names one (an API
 * key's own workspace whatever the query says), else the actor's own personal surveys, whatever
 * their roles elsewhere (docs/decisions/081-personal-list-of-members.md). Whoever may not read
 * the organization's surveys gets an empty list, not an error.
 */
export async function listVisibleSurveys(
  db: Database,
  actor: Actor,
  query: ListSurveysQuery,
  keyset?: { after: PageCursor | null },
): Promise<SurveyListReply> {
  const organizationId = actor.kind === "api-key" ? actor.organizationId : (query.organizationId ?? null);
  if (organizationId) {
    const role = (await getMembership(db, actor.userId, organizationId))?.role;
    if (getOrganizationRefusal(actor, organizationId, role, "surveys.read")) return { surveys: [], total: 0 };
    return listSurveys(db, sql`s.organization_id = ${organizationId}`, query, keyset);
  }
  return listSurveys(db, sql`s.created_by = ${actor.userId} and s.organization_id is null`, query, keyset);
}

/**
 * The public API's page of the actor's workspace, newest first after `after`, and the cursor
 * of the next page when there is one (docs/decisions/194-cursor-paging.md).
 */
export async function listSurveysPage(
  db: Database,
  actor: Actor,
  input: { after: PageCursor | null; limit: number },
): Promise<{ data: SurveyListItem[]; nextCursor: PageCursor | null }> {
  const query = listSurveysQuerySchema.parse({ limit: input.limit + 1 });
  const { surveys } = await listVisibleSurveys(db, actor, query, { after: input.after });
  const data = surveys.slice(0, input.limit);
  const last = data.at(-1);
  return { data, nextCursor: surveys.length > input.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}
