import type { UploadedImageReply } from "@sondar/core/uploads/upload-replies";
import { uploadUrl } from "@sondar/core/uploads/upload-url";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { requireSurveyAccess } from "../surveys/survey-access";
import { getPlanHolderId, requirePlanAllows } from "../surveys/survey-entitlements";
import { createUpload, type UploadRow } from "./create-upload";
import { deleteUpload } from "./delete-upload";
import { readUploadForm } from "./read-upload-form";
import { serveUpload } from "./serve-upload";

/** The upload as the API returns it; `url` is served by us at /uploads/<id>, the only image address a survey may hold. */
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

/**
 * Survey images (logo and question galleries). Mounted before the surveys routes so these
 * handlers answer first and the session is looked up once.
 */
export function uploadsRoutes(deps: { auth: Auth; db: Database; storage: StorageAdapter; now: () => Date }) {
  const { auth, db, storage, now } = deps;
  const app = new Hono<{ Variables: UserVariables }>();

  /** The survey when the caller may edit it: else 'Survey not found', or the plan's refusal. */
  async function requireEditableSurvey(userId: string, surveyId: string) {
    const { survey } = await requireSurveyAccess(db, userId, surveyId, "surveys.edit");
    await requirePlanAllows(db, await getPlanHolderId(db, userId, survey.organizationId), now(), "surveys.edit");
    return survey;
  }

  app.post("/api/surveys/:id/uploads", requireUser(auth), async (c) => {
    const userId = c.get("user").id;
    // Access and plan first: a refused caller's body is never read.
    const survey = await requireEditableSurvey(userId, c.req.param("id"));
    const form = await readUploadForm(c.req.raw);
    const row = await createUpload({ db, storage, now }, { survey, userId, form });
    return c.json(toUploadDto(row), 201);
  });

  app.delete("/api/surveys/:id/uploads/:uploadId", requireUser(auth), async (c) => {
    const survey = await requireEditableSurvey(c.get("user").id, c.req.param("id"));
    await deleteUpload(db, storage, survey.id, c.req.param("uploadId"));
    return c.json({ success: true });
  });

  app.get("/uploads/:id", (c) => serveUpload(db, storage, c.req.param("id")));

  return app;
}
