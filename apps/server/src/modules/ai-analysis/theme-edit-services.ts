import type { ThemeEdit } from "@sondar/core/ai/theme-edits";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { requireResponsesAccess } from "../responses/responses-access";
import { requireSurveyAccess } from "../surveys/survey-access";
import { getPlanHolderId, requirePlanAllows } from "../surveys/survey-entitlements";
import { readThemeEdits, saveThemeEdits } from "./theme-edits";

/** A survey's theme edits, for whoever reads its responses (docs/product/ai.md#editable-themes). */
export async function getThemeEdits(db: Database, actor: Actor, input: { surveyId: string }): Promise<{ edits: ThemeEdit[] }> {
  const survey = await requireResponsesAccess(db, actor, input.surveyId);
  return { edits: await readThemeEdits(db, survey.id) };
}

/** Saves a survey's theme edits, for whoever may edit it on a plan that may analyse: they change what later analyses say. */
export async function updateThemeEdits(
  db: Database,
  actor: Actor,
  input: { surveyId: string; edits: ThemeEdit[]; now: Date },
): Promise<{ edits: ThemeEdit[] }> {
  const { survey } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.edit");
  await requirePlanAllows(db, await getPlanHolderId(db, actor.userId, survey.organizationId), input.now, "responses.analyze");
  await saveThemeEdits(db, survey.id, actor.userId, input.edits, input.now);
  return { edits: input.edits };
}
