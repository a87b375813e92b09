import { pickHiddenValues } from "@sondar/core/surveys/hidden-values";
import { Hono } from "hono";
import type { GeoAdapter } from "../../adapters/geo/geo-adapter";
import type { Database } from "../../db/database";
import { DatabaseDeadlineExceeded } from "../../db/database-deadline";
import { findDatabaseUnavailable } from "../../db/database-unavailable";
import { AppError } from "../../lib/app-error";
import { parseWith } from "../../lib/validate";
import type { LeanJsonRequest, LeanJsonRoutes } from "../../middleware/lean-json-route";
import { surveyNotPublished } from "../public-surveys/published-survey";
import { createPublishedSurveyCache, type CachedSurvey } from "../public-surveys/published-survey-cache";
import { checkAnswers } from "./check-answers";
import { partialBody, submitBody } from "./ingest-schemas";
import { maskIp } from "../../lib/mask-ip";
import { publicRateLimit, requirePublicRateLimit, throwIfLimited, type PublicRateLimit } from "../rate-limit/public-rate-limit";
import type { WriteOutcome } from "./respondent-write-gate";
import { savePartialResponses, type PartialResponseInput } from "./save-partial-response";
import { refuseSpam, type SpamShieldDeps } from "../spam-shield/refuse-spam";
import { findSubmission, isUniqueViolation, writeCompleteResponses, type CompleteResponseInput } from "./submit-response";
import { createWriteBatcher } from "./write-batcher";

export interface RespondentWriteRouteDeps {
  db: Database;
  geo: GeoAdapter;
  now: () => Date;
  limits: { submitPerMinute: number; partialPerMinute: number };
  /** The submit's spam checks (docs/decisions/236-spam-shield.md); partial saves have none. */
  spamShield: Omit<SpamShieldDeps, "db" | "now">;
  /** The lean pipeline these hot endpoints run on instead of the app's middleware stack. */
  leanRoute: LeanJsonRoutes;
  /** Told after a statement recorded webhook events, once committed. */
  afterWrite?: () => void;
}

/**
 * The respondent's hot writes, without an account: the partial save and the submit. Mounted
 * in app.ts ahead of the middleware stack (see lean-json-route.ts for what replaces it).
 */
export function respondentWriteRoutes(deps: RespondentWriteRouteDeps) {
  const { db, geo, now, leanRoute } = deps;
  const app = new Hono();
  const publishedSurveys = createPublishedSurveyCache(db, { now });
  // A few statements at once per kind, each for every respondent waiting (write-batcher.ts).
  // More would make smaller batches, so more work per response for PostgreSQL (bench:ingest on
  // 2 cores: 2 or 3 best, 8 a sixth slower), and would take more of the pool from everyone else.
  // With the database unavailable, a batch fails as a whole: its respondents hear so at once.
  const told = (outcomes: WriteOutcome[]) => {
    if (deps.afterWrite && outcomes.some((outcome) => outcome.webhook)) deps.afterWrite();
    return outcomes;
  };
  const batching = { maxInFlight: 3, maxBatch: 100, isItemFailure: (error: unknown) => !findDatabaseUnavailable(error) };
  const completeResponses = createWriteBatcher<CompleteResponseInput, WriteOutcome>({
    writeAll: (items) => writeCompleteResponses(db, items).then(told),
    ...batching,
  });
  const partialResponses = createWriteBatcher<PartialResponseInput, WriteOutcome>({
    writeAll: (items) => savePartialResponses(db, items).then(told),
    ...batching,
  });

  /**
   * A hot respondent write (submit, partial save): one statement, shared with the other
   * respondents' writes waiting at the time, that counts the client's rate-limit hit and
   * writes, against the survey as cached. Refusals that write nothing (unknown survey, invalid
   * answers) and failures of any kind still count the hit. When the statement wrote nothing:
   * `settle` may explain it (a replay); else a survey that stopped collecting → SURVEY_CLOSED;
   * else the survey is read afresh: gone → 404, changed (questions or closing rules) → another
   * try (answers checked again, the hit not counted twice), unchanged → the session's response
   * is already complete. A request past its deadline leaves its hit uncounted: its statement
   * may yet count it, and the database is what keeps it waiting.
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
        throw surveyNotPublished();
      }
      let outcome: WriteOutcome;
      try {
        outcome = await write(survey, counting);
      } catch (error) {
        // Whatever failed, the statement that counts the hit never ran or rolled back: count it
        // now, or a request that fails could be repeated without limit.
        if (counting && !(error instanceof DatabaseDeadlineExceeded)) await countHitAfterFailure(counting);
        throw error;
      }
      throwIfLimited(counting, outcome.hits);
      if (outcome.id) return found(outcome.id);
      const settled = await settle(survey);
      if (settled !== null) return settled;
      // After the replay check: a retry of a submission taken before closing is still a success.
      if (outcome.closed) throw new AppError("SURVEY_CLOSED");
      const fresh = await publishedSurveys.refresh(shareId);
      const changed =
        !fresh ||
        fresh.id !== survey.id ||
        fresh.questionsVersion !== survey.questionsVersion ||
        fresh.closingVersion !== survey.closingVersion;
      if (!changed) throw new AppError("ALREADY_SUBMITTED");
      // Edited again between each try: give up rather than loop.
      if (round >= 2) throw new AppError("INTERNAL");
      survey = fresh;
      counting = null;
    }
  }

  /**
   * Counts the hit of a write whose statement never ran or rolled back; RATE_LIMITED past the
   * limit. Should the count fail too (the database gone, most likely what failed the write),
   * the caller throws the write's own error, which the route logs once.
   */
  async function countHitAfterFailure(limit: PublicRateLimit) {
    try {
      await requirePublicRateLimit(db, limit);
    } catch (countError) {
      if (countError instanceof AppError) throw countError;
    }
  }

  const shareIdOf = (request: LeanJsonRequest) => request.params.shareId ?? "";

  leanRoute.mount(app, "POST", "/api/public/surveys/:shareId/partial", async (request) => {
    const limit = publicRateLimit(request.ip, "partial", deps.limits.partialPerMinute, now());
    const body = parseWith(partialBody, request.body);
    const responseId = await respondentWrite(
      shareIdOf(request),
      limit,
      (survey, rateLimit) =>
        partialResponses.write(
          {
            survey,
            sessionId: body.sessionId,
            answers: checkAnswers(survey, body.answers, { complete: false }),
            hiddenValues: pickHiddenValues(survey.hiddenFields, body.hiddenFields ?? {}),
            respondentEmail: body.respondentEmail ?? null,
            now: now(),
            rateLimit,
          },
          request.signal,
        ),
      (id) => id,
    );
    return { status: 200, body: { success: true, responseId } };
  });

  leanRoute.mount(app, "POST", "/api/public/surveys/:shareId/submit", async (request) => {
    const { ip } = request;
    const limit = publicRateLimit(ip, "submit", deps.limits.submitPerMinute, now());
    const body = parseWith(submitBody, request.body);
    const location = await geo.lookup(ip);
    const outcome = await respondentWrite(
      shareIdOf(request),
      limit,
      async (survey, rateLimit) => {
        // Before the answers are checked: a bot learns nothing from which check refused it.
        await refuseSpam({ db, now, ...deps.spamShield }, survey, body);
        const input = {
          survey,
          sessionId: body.sessionId ?? null,
          clientSubmissionId: body.clientSubmissionId,
          answers: checkAnswers(survey, body.answers, { complete: true }),
          hiddenValues: pickHiddenValues(survey.hiddenFields, body.hiddenFields ?? {}),
          respondentEmail: body.respondentEmail ?? null,
          location,
          ipAddress: maskIp(ip),
          now: now(),
          rateLimit,
        };
        try {
          // Answered 503 at the deadline, a submit whose statement commits afterwards is no
          // loss: the respondent page sends it again with the same submission id, which the
          // settle below finds (200, the same response id).
          return await completeResponses.write(input, request.signal);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // The finalize met this submission id on another row and rolled back, the hit with
          // it: counted on its own, then settled as a replay below.
          if (rateLimit) await countHitAfterFailure(rateLimit);
          return { id: null, hits: 0, webhook: false, closed: false };
        }
      },
      (id) => ({ responseId: id, created: true }),
      // Nothing written: an earlier try or a concurrent twin stored this submission.
      async (survey) => {
        const id = await findSubmission(db, survey.id, body.clientSubmissionId);
        return id ? { responseId: id, created: false } : null;
      },
    );
    return { status: outcome.created ? 201 : 200, body: { success: true, responseId: outcome.responseId } };
  });

  return app;
}
