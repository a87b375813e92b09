import type { CreateSurveyRequest } from "@sondar/core/surveys/create-survey-request";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { surveySettingsSchema } from "@sondar/core/surveys/survey-schema";
import type { Actor } from "@sondar/core/teams/actor";
import { buildSurveyFromTemplate } from "@sondar/core/surveys/templates/survey-template";
import { getSurveyTemplate } from "@sondar/core/surveys/templates/survey-templates";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { toSurveyDto } from "./survey-dto";
import { requireCanCreate, requirePlanHolderForCreate } from "./survey-entitlements";
import { withPlanLock } from "../subscriptions/plan-coverage";

/**
 * A new survey, blank or from a template in the asked language, personal or in an organization
 * the caller may create in, refused when the plan that covers it is at its cap.
 */
export async function createSurvey(
  db: Database,
  actor: Actor,
  { request, now }: { request: CreateSurveyRequest; now: Date },
): Promise<SurveyDto> {
  const holder = await requirePlanHolderForCreate(db, actor, request.organizationId);
  // The content comes from core's template, never from the request (docs/decisions/118-templates-built-on-the-server.md).
  const content = request.template
    ? buildSurveyFromTemplate(getSurveyTemplate(request.template.id), request.template.language)
    : { settings: surveySettingsSchema.parse({}) };
  const row = await withPlanLock(db, holder, async (tx) => {
    await requireCanCreate(tx, holder, now, "create");
    const [inserted] = await tx
      .insert(surveys)
      .values({ ...content, createdBy: actor.userId, organizationId: request.organizationId ?? null })
      .returning();
    return inserted;
  });
  if (!row) throw new AppError("INTERNAL");
  return toSurveyDto(readStoredSurvey(row));
}
