import type { PartialAnswersReply, RespondentFileReply } from "@sondar/core/respondent/public-survey-replies";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { parseWith } from "../../lib/validate";
import type { ClientIpVariables } from "../../middleware/client-ip";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { findPublishedSurvey, surveyNotPublished } from "../public-surveys/published-survey";
import { requireSurveyAccess } from "../surveys/survey-access";
import { sessionQuery } from "./ingest-schemas";
import {
  PUBLIC_FILES_PER_MINUTE,
  PUBLIC_READS_PER_MINUTE,
  publicRateLimit,
  requirePublicRateLimit,
} from "../rate-limit/public-rate-limit";
import {
  createRespondentFile,
  deleteRespondentFile,
  readRespondentUploadForm,
  respondentSessionMb,
  serveResponseFile,
  toResponseFileDto,
} from "./respondent-files";
import { loadPartialResponse } from "./save-partial-response";

export interface IngestRouteDeps {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  now: () => Date;
}

/**
 * The respondent's other requests, without an account: resuming a partial response, file
 * uploads; plus the owner-only download of respondents' files. The hot writes (partial save,
 * submit) are respondent-write-routes.ts.
 */
export function ingestRoutes(deps: IngestRouteDeps) {
  const { db, storage, now } = deps;
  const app = new Hono<{ Variables: ClientIpVariables & UserVariables }>();

  async function requirePublished(shareId: string) {
    const survey = await findPublishedSurvey(db, shareId);
    if (!survey) throw surveyNotPublished();
    return survey;
  }

  app.get("/api/public/surveys/:shareId/partial", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "read", PUBLIC_READS_PER_MINUTE, now()));
    const survey = await requirePublished(c.req.param("shareId"));
    const { sessionId } = parseWith(sessionQuery, c.req.query());
    return c.json((await loadPartialResponse(db, survey.id, sessionId)) satisfies PartialAnswersReply);
  });

  app.post("/api/public/surveys/:shareId/files", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "files", PUBLIC_FILES_PER_MINUTE, now()));
    // The survey first: an unknown one's body is never read.
    const survey = await requirePublished(c.req.param("shareId"));
    const form = await readRespondentUploadForm(c.req.raw, survey.questions);
    const row = await createRespondentFile(
      { db, storage, now },
      { surveyId: survey.id, form, clientIp: c.get("clientIp"), sessionMb: respondentSessionMb(survey.questions) },
    );
    return c.json(toResponseFileDto(row) satisfies RespondentFileReply, 201);
  });

  app.delete("/api/public/surveys/:shareId/files/:fileId", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "files", PUBLIC_FILES_PER_MINUTE, now()));
    const survey = await requirePublished(c.req.param("shareId"));
    const { sessionId } = parseWith(sessionQuery, c.req.query());
    await deleteRespondentFile(db, storage, { surveyId: survey.id, sessionId, fileId: c.req.param("fileId") });
    return c.body(null, 204);
  });

  // Owner and organization members only.
  app.get("/api/surveys/:id/response-files/:fileId", requireUser(deps.auth), async (c) => {
    const { survey } = await requireSurveyAccess(db, c.get("actor"), c.req.param("id"), "responses.read");
    return serveResponseFile(db, storage, survey.id, c.req.param("fileId"));
  });

  return app;
}
