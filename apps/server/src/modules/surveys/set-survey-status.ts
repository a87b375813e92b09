import { listPublishProblems, toPublishProblemFields } from "@sondar/core/surveys/publish-problems";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import { generateShareId } from "@sondar/core/surveys/share-id";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import type { Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { requireSurveyAccess } from "./survey-access";
import { toSurveyDto } from "./survey-dto";
import { getPlanHolderId, requireCanCreate, requirePlanAllows } from "./survey-entitlements";
import { withPlanLock } from "../subscriptions/plan-coverage";
import { recordSurveyStatusEvent, webhookStatusEvent } from "../webhook-events/record-webhook-events";

/** What a status change asks for; `unarchive` brings an archived survey back as a draft and leaves any other as it is. */
export type SurveyStatusChange = "publish" | "unpublish" | "archive" | "unarchive";

const TARGET: Record<Exclude<SurveyStatusChange, "unarchive">, "published" | "draft" | "archived"> = {
  publish: "published",
  unpublish: "draft",
  archive: "archived",
};

/**
 * Publishes, unpublishes, archives or unarchives a survey for whoever may edit it
 * (docs/decisions/110-archive-and-unarchive.md). Only published surveys collect; archived ones
 * leave the trial cap, so any change that brings one back is checked like a create, under the
 * plan's lock so that concurrent changes cannot pass the cap together. Publishing needs a survey
 * without publish problems (docs/product/surveys-and-questions.md#publish-checks); drafts save as they are.
 */
export async function setSurveyStatus(
  db: Database,
  actor: Actor,
  input: { surveyId: string; change: SurveyStatusChange; now: Date },
): Promise<SurveyDto> {
  const { change, now } = input;
  const { survey: seen } = await requireSurveyAccess(db, actor, input.surveyId, "surveys.edit");
  const holder = await getPlanHolderId(db, actor.userId, seen.organizationId);
  const changed = await withPlanLock(db, holder, async (tx) => {
    // Read again under a row lock: a save that lands meanwhile must not slip unchecked questions into a publish.
    const [survey] = await tx.select().from(surveys).where(eq(surveys.id, seen.id)).for("update");
    if (!survey || survey.status === "deleted") throw new AppError("SURVEY_NOT_FOUND");
    const wasArchived = survey.status === "archived";
    const status = change === "unarchive" ? (wasArchived ? "draft" : survey.status) : TARGET[change];
    if (wasArchived && status !== "archived") await requireCanCreate(tx, holder, now, "create");
    else await requirePlanAllows(tx, holder, now, change === "archive" ? "surveys.edit" : "surveys.publish");
    const stored = readStoredSurvey(survey);
    const problems = change === "publish" ? listPublishProblems(stored.questions, stored) : [];
    if (problems.length) throw new AppError("SURVEY_NOT_PUBLISHABLE", { fields: toPublishProblemFields(problems) });
    const published = status === "published";
    const [row] = await tx
      .update(surveys)
      .set({
        status,
        isPublic: published,
        shareId: published ? (survey.shareId ?? generateShareId()) : survey.shareId,
        updatedAt: now,
      })
      .where(eq(surveys.id, survey.id))
      .returning();
    if (!row) throw new AppError("SURVEY_NOT_FOUND");
    const statusEvent = webhookStatusEvent(survey.status, row.status);
    if (statusEvent) await recordSurveyStatusEvent(tx, statusEvent, row);
    return row;
  });
  return toSurveyDto(readStoredSurvey(changed));
}
