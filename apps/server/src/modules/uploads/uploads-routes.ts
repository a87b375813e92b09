import type { UploadedImageReply } from "@sondar/core/uploads/upload-replies";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { readUploadForm } from "./read-upload-form";
import { serveUpload } from "./serve-upload";
import { deleteSurveyImage, uploadSurveyImage } from "./survey-image-services";

/** Survey images (logo and question galleries), and serving them at /uploads/<id>. */
export function uploadsRoutes(deps: { auth: Auth; db: Database; storage: StorageAdapter; now: () => Date }) {
  const { auth, db, storage } = deps;
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  app.post("/api/surveys/:id/uploads", signedIn, async (c) => {
    const reply = await uploadSurveyImage(deps, c.get("actor"), {
      surveyId: c.req.param("id"),
      readForm: () => readUploadForm(c.req.raw),
    });
    return c.json(reply satisfies UploadedImageReply, 201);
  });

  app.delete("/api/surveys/:id/uploads/:uploadId", signedIn, async (c) => {
    await deleteSurveyImage(deps, c.get("actor"), { surveyId: c.req.param("id"), uploadId: c.req.param("uploadId") });
    return c.body(null, 204);
  });

  app.get("/uploads/:id", (c) => serveUpload(db, storage, c.req.param("id")));

  return app;
}
