import type { Actor } from "@sondar/core/teams/actor";
import type { UploadedImageReply } from "@sondar/core/uploads/upload-replies";
import { uploadUrl } from "@sondar/core/uploads/upload-url";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { requireSurveyAccess } from "../surveys/survey-access";
import { getPlanHolderId, requirePlanAllows } from "../surveys/survey-entitlements";
import { createUpload, type UploadRow } from "./create-upload";
import { deleteUpload } from "./delete-upload";
import type { UploadForm } from "./read-upload-form";

export interface SurveyImageDeps {
  db: Database;
  storage: StorageAdapter;
  now: () => Date;
}

/** The upload as every entry point returns it; `url` is served by us at /uploads/<id>, the only image address a survey may hold. */
function toUploadDto(row: UploadRow): UploadedImageReply {
  return {
    id: row.id,
    url: uploadUrl(row.id),
    filename: row.originalName,
    size: row.size,
    width: row.width,
    height: row.height,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** The survey when the actor may edit it: else 'Survey not found', or the plan's refusal. */
async function requireEditableSurvey(deps: SurveyImageDeps, actor: Actor, surveyId: string) {
  const { survey } = await requireSurveyAccess(deps.db, actor, surveyId, "surveys.edit");
  await requirePlanAllows(
    deps.db,
    await getPlanHolderId(deps.db, actor.userId, survey.organizationId),
    deps.now(),
    "surveys.edit",
  );
  return survey;
}

/**
 * Stores an image for a survey (logo and question galleries). The form is read only after
 * access and plan are checked, so a refused caller's body is never read.
 */
export async function uploadSurveyImage(
  deps: SurveyImageDeps,
  actor: Actor,
  input: { surveyId: string; readForm: () => Promise<UploadForm> },
): Promise<UploadedImageReply> {
  const survey = await requireEditableSurvey(deps, actor, input.surveyId);
  const form = await input.readForm();
  return toUploadDto(await createUpload(deps, { survey, userId: actor.userId, form }));
}

/** Deletes one of a survey's images. */
export async function deleteSurveyImage(deps: SurveyImageDeps, actor: Actor, input: { surveyId: string; uploadId: string }) {
  const survey = await requireEditableSurvey(deps, actor, input.surveyId);
  await deleteUpload(deps.db, deps.storage, survey.id, input.uploadId);
}
