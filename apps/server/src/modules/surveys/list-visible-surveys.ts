import type { ListSurveysQuery } from "@sondar/core/surveys/survey-list-query";
import type { SurveyListReply } from "@sondar/core/surveys/survey-replies";
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
export async function listVisibleSurveys(db: Database, actor: Actor, query: ListSurveysQuery): Promise<SurveyListReply> {
  const organizationId = actor.kind === "api-key" ? actor.organizationId : (query.organizationId ?? null);
  if (organizationId) {
    const role = (await getMembership(db, actor.userId, organizationId))?.role;
    if (getOrganizationRefusal(actor, organizationId, role, "surveys.read")) return { surveys: [], total: 0 };
    return listSurveys(db, sql`s.organization_id = ${organizationId}`, query);
  }
  return listSurveys(db, sql`s.created_by = ${actor.userId} and s.organization_id is null`, query);
}
