import { Hono } from "hono";
import type { GeoAdapter } from "../../adapters/geo/geo-adapter";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { ClientIpVariables } from "../../middleware/client-ip";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { findPublishedSurvey, questionsOf } from "../public-surveys/published-survey";
import { createPublishedSurveyCache, type CachedSurvey } from "../public-surveys/published-survey-cache";
import { findAccessibleSurvey } from "../surveys/survey-access";
import { checkAnswers } from "./check-answers";
import { partialBody, sessionQuery, submitBody } from "./ingest-schemas";
import { maskIp } from "./mask-ip";
import {
  PUBLIC_FILES_PER_MINUTE,
  PUBLIC_READS_PER_MINUTE,
  publicRateLimit,
  requirePublicRateLimit,
  throwIfLimited,
  type PublicRateLimit,
} from "./public-rate-limit";
import {
  createRespondentFile,
  deleteRespondentFile,
  readRespondentUploadForm,
  serveResponseFile,
  toResponseFileDto,
} from "./respondent-files";
import { loadPartialResponse, savePartialResponse } from "./save-partial-response";
import { findSubmission, isUniqueViolation, writeCompleteResponse, type WriteOutcome } from "./submit-response";

export interface IngestRouteDeps {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  geo: GeoAdapter;
  now: () => Date;
  limits: { submitPerMinute: number; partialPerMinute: number };
}

/**
 * The respondent's writes, without an account: partial saves, the submit, file uploads; plus
 * the owner-only download of respondents' files.
 */
export function ingestRoutes(deps: IngestRouteDeps) {
  const { db, storage, geo, now } = deps;
  const app = new Hono<{ Variables: ClientIpVariables & UserVariables }>();
  const publishedSurveys = createPublishedSurveyCache(db, { now });
  const notFound = () => new AppError("SURVEY_NOT_FOUND", { message: "Survey not found or not published." });

  async function requirePublished(shareId: string) {
    const survey = await findPublishedSurvey(db, shareId);
    if (!survey) throw notFound();
    return survey;
  }

  /**
   * A hot respondent write (submit, partial save): one statement that counts the client's
   * rate-limit hit and writes, against the survey as cached. Refusals that write nothing
   * (unknown survey, invalid answers) still count the hit. When the statement wrote nothing:
   * `settle` may explain it (a replay); else the survey is read afresh: gone → 404, changed →
   * another try (answers checked again, the hit not counted twice), unchanged → the session's
   * response is already complete.
   */
  async function respondentWrite<T>(
    shareId: string,
    limit: PublicRateLimit,
    write: (survey: CachedSurvey, limit: PublicRateLimit | null) => Promise<WriteOutcome>,
    found: (id: string) => T,
    settle: (survey: CachedSurvey) => Promise<T | null> = async () => null,
  ): Promise<T> {
    let survey = await publishedSurveys.get(shareId);
    let counting: PublicRateLimit | null = limit;
    for (let round = 0; ; round += 1) {
      if (!survey) {
        if (counting) await requirePublicRateLimit(db, counting);
        throw notFound();
      }
      let outcome: WriteOutcome;
      try {
        outcome = await write(survey, counting);
      } catch (error) {
        if (error instanceof AppError && counting) await requirePublicRateLimit(db, counting);
        throw error;
      }
      throwIfLimited(counting, outcome.hits);
      if (outcome.id) return found(outcome.id);
      const settled = await settle(survey);
      if (settled !== null) return settled;
      const fresh = await publishedSurveys.refresh(shareId);
      const changed = !fresh || fresh.id !== survey.id || fresh.questionsVersion !== survey.questionsVersion;
      if (!changed) throw new AppError("ALREADY_SUBMITTED");
      // Edited again between each try: give up rather than loop.
      if (round >= 2) throw new AppError("INTERNAL");
      survey = fresh;
      counting = null;
    }
  }

  app.get("/api/public/surveys/:shareId/partial", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "read", PUBLIC_READS_PER_MINUTE, now()));
    const survey = await requirePublished(c.req.param("shareId"));
    const { sessionId } = parseWith(sessionQuery, c.req.query());
    return c.json(await loadPartialResponse(db, survey.id, sessionId));
  });

  app.post("/api/public/surveys/:shareId/partial", async (c) => {
    const limit = publicRateLimit(c.get("clientIp"), "partial", deps.limits.partialPerMinute, now());
    const body = parseWith(partialBody, await readJsonBody(c));
    const responseId = await respondentWrite(
      c.req.param("shareId"),
      limit,
      (survey, rateLimit) =>
        savePartialResponse(db, {
          survey,
          sessionId: body.sessionId,
          answers: checkAnswers(survey, body.answers, { complete: false }),
          respondentEmail: body.respondentEmail ?? null,
          now: now(),
          rateLimit,
        }),
      (id) => id,
    );
    return c.json({ success: true, responseId });
  });

  app.post("/api/public/surveys/:shareId/submit", async (c) => {
    const ip = c.get("clientIp");
    const limit = publicRateLimit(ip, "submit", deps.limits.submitPerMinute, now());
    const body = parseWith(submitBody, await readJsonBody(c));
    const location = await geo.lookup(ip);
    const outcome = await respondentWrite(
      c.req.param("shareId"),
      limit,
      async (survey, rateLimit) => {
        const input = {
          survey,
          sessionId: body.sessionId ?? null,
          clientSubmissionId: body.clientSubmissionId,
          answers: checkAnswers(survey, body.answers, { complete: true }),
          respondentEmail: body.respondentEmail ?? null,
          location,
          ipAddress: maskIp(ip),
          now: now(),
          rateLimit,
        };
        try {
          return await writeCompleteResponse(db, input);
        } catch (error) {
          // The finalize met this submission id on another row: settled as a replay below.
          if (isUniqueViolation(error)) return { id: null, hits: 0 };
          throw error;
        }
      },
      (id) => ({ responseId: id, created: true }),
      // Nothing written: an earlier try or a concurrent twin stored this submission.
      async (survey) => {
        const id = await findSubmission(db, survey.id, body.clientSubmissionId);
        return id ? { responseId: id, created: false } : null;
      },
    );
    return c.json({ success: true, responseId: outcome.responseId }, outcome.created ? 201 : 200);
  });

  app.post("/api/public/surveys/:shareId/files", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "files", PUBLIC_FILES_PER_MINUTE, now()));
    // The survey first: an unknown one's body is never read.
    const survey = await requirePublished(c.req.param("shareId"));
    const form = await readRespondentUploadForm(c.req.raw, questionsOf(survey));
    const row = await createRespondentFile({ db, storage, now }, { surveyId: survey.id, form });
    return c.json(toResponseFileDto(row), 201);
  });

  app.delete("/api/public/surveys/:shareId/files/:fileId", async (c) => {
    await requirePublicRateLimit(db, publicRateLimit(c.get("clientIp"), "files", PUBLIC_FILES_PER_MINUTE, now()));
    const survey = await requirePublished(c.req.param("shareId"));
    const { sessionId } = parseWith(sessionQuery, c.req.query());
    await deleteRespondentFile(db, storage, { surveyId: survey.id, sessionId, fileId: c.req.param("fileId") });
    return c.json({ success: true });
  });

  // Owner and organization members only; mounted before the surveys routes, so it answers first.
  app.get("/api/surveys/:id/response-files/:fileId", requireUser(deps.auth), async (c) => {
    const survey = await findAccessibleSurvey(db, c.get("user").id, c.req.param("id"));
    if (!survey) throw new AppError("SURVEY_NOT_FOUND");
    return serveResponseFile(db, storage, survey.id, c.req.param("fileId"));
  });

  return app;
}
