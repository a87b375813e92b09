import type { Actor } from "@sondar/core/teams/actor";
import type { TeamAction } from "@sondar/core/teams/team-permissions";
import type { Database } from "../../db/database";
import { requireSurveyAccess, type SurveyRow } from "../surveys/survey-access";
import type { PlanAction } from "@sondar/core/plans/plan-actions";
import { getPlanHolderId, requirePlanAllows } from "../surveys/survey-entitlements";

/** What each responses action is refused with when the caller may see the survey but not do it. */
const FORBIDDEN = {
  "responses.read": "RESPONSES_NOT_FOUND",
  "responses.delete": "RESPONSES_DELETE_FORBIDDEN",
  "responses.export": "EXPORT_FORBIDDEN",
} as const satisfies Partial<Record<TeamAction, string>>;

type ResponsesAction = keyof typeof FORBIDDEN;

/**
 * The survey whose responses `actor` asks for, when core's table lets them take `action`
 * (docs/product/teams.md#roles). Whoever may not see the survey gets 'not found or no
 * permission' and learns nothing about it (docs/product/responses-and-exports.md#access).
 * Reading and exporting need no plan: an expired trial keeps read-only access to what it collected.
 */
export async function requireResponsesAccess(
  db: Database,
  actor: Actor,
  surveyId: string,
  action: ResponsesAction = "responses.read",
): Promise<SurveyRow> {
  const { survey } = await requireSurveyAccess(db, actor, surveyId, action, {
    hidden: "RESPONSES_NOT_FOUND",
    forbidden: FORBIDDEN[action],
  });
  return survey;
}

/**
 * Changing responses (bulk delete) or spending on them (AI analysis) needs create/edit rights on the
 * plan that governs the survey, like every other write (docs/decisions/018-no-plan-is-read-only.md).
 */
export async function requireResponsesWrite(
  db: Database,
  actor: Actor,
  surveyId: string,
  action: ResponsesAction,
  planAction: Extract<PlanAction, "responses.delete" | "responses.analyze">,
  now: Date,
): Promise<SurveyRow> {
  const survey = await requireResponsesAccess(db, actor, surveyId, action);
  await requirePlanAllows(db, await getPlanHolderId(db, actor.userId, survey.organizationId), now, planAction);
  return survey;
}
