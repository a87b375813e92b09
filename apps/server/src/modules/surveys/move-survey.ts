import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { getOrganizationRefusal, READ_ONLY_REFUSAL, type Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { getSurveyMembership } from "../teams/get-membership";
import { deleteSurveyEndpoints } from "../webhook-events/record-webhook-events";
import { requireSurveyAccess } from "./survey-access";
import { toSurveyDto } from "./survey-dto";
import { getPlanHolderId, requireCanCreate, requirePlanAllows } from "./survey-entitlements";
import { withPlanLock } from "../subscriptions/plan-coverage";

/**
 * Moves a survey between the caller's personal list (`organizationId` null) and an organization,
 * or between organizations (docs/product/teams.md#surveys-and-the-plan). The caller must be
 * allowed to move it where it is and owner or admin where it goes; a survey moved to the
 * personal list becomes the caller's own. When another plan will cover it, that plan must allow
 * one more survey.
 */
export async function moveSurvey(
  db: Database,
  actor: Actor,
  input: { surveyId: string; organizationId: string | null; now: Date },
): Promise<SurveyDto> {
  const { userId } = actor;
  const { organizationId: target, now } = input;
  const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.move", {
    forbidden: "SURVEY_MOVE_FORBIDDEN",
  });
  // A key stays in its workspace: it cannot take a survey out of it.
  if (actor.kind === "api-key" && actor.organizationId !== target) throw new AppError("SURVEY_MOVE_FORBIDDEN");
  if (target) {
    const membership = await getSurveyMembership(db, userId, target);
    if (!membership) throw new AppError("ORGANIZATION_NOT_FOUND");
    const refusal = getOrganizationRefusal(actor, target, membership.role, "surveys.move");
    if (refusal) throw new AppError(refusal === "read-only" ? READ_ONLY_REFUSAL : "SURVEY_MOVE_FORBIDDEN");
  }
  const sourceHolder = await getPlanHolderId(db, survey.createdBy, survey.organizationId);
  await requirePlanAllows(db, sourceHolder, now, "surveys.move");
  const targetHolder = await getPlanHolderId(db, userId, target);
  const moved = await withPlanLock(db, targetHolder, async (tx) => {
    if (targetHolder !== sourceHolder) await requireCanCreate(tx, targetHolder, now, "create");
    else await requirePlanAllows(tx, targetHolder, now, "surveys.move");
    const [row] = await tx
      .update(surveys)
      .set({ organizationId: target, createdBy: target ? survey.createdBy : userId, updatedAt: now })
      .where(eq(surveys.id, survey.id))
      .returning();
    if (!row) throw new AppError("SURVEY_NOT_FOUND");
    if (target !== survey.organizationId) await deleteSurveyEndpoints(tx, survey.id);
    return row;
  });
  return toSurveyDto(readStoredSurvey(moved));
}
