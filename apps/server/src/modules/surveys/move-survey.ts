import { can } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { getMembership } from "../teams/get-membership";
import { requireSurveyAccess, type StoredSurveyRow } from "./survey-access";
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
  input: { userId: string; surveyId: string; organizationId: string | null; now: Date },
): Promise<StoredSurveyRow> {
  const { userId, organizationId: target, now } = input;
  const { survey } = await requireSurveyAccess(db, userId, input.surveyId, "surveys.move", {
    forbidden: "SURVEY_MOVE_FORBIDDEN",
  });
  if (target) {
    const membership = await getMembership(db, userId, target);
    if (!membership) throw new AppError("ORGANIZATION_NOT_FOUND");
    if (!can(membership.role, "surveys.move")) throw new AppError("SURVEY_MOVE_FORBIDDEN");
  }
  const sourceHolder = await getPlanHolderId(db, survey.createdBy, survey.organizationId);
  await requirePlanAllows(db, sourceHolder, now, "surveys.move");
  const targetHolder = await getPlanHolderId(db, userId, target);
  return withPlanLock(db, targetHolder, async (tx) => {
    if (targetHolder !== sourceHolder) await requireCanCreate(tx, targetHolder, now, "create");
    else await requirePlanAllows(tx, targetHolder, now, "surveys.move");
    const [row] = await tx
      .update(surveys)
      .set({ organizationId: target, createdBy: target ? survey.createdBy : userId, updatedAt: now })
      .where(eq(surveys.id, survey.id))
      .returning();
    if (!row) throw new AppError("SURVEY_NOT_FOUND");
    return row;
  });
}
