import type { Answer } from "@sondar/core/answers/answer-schema";
import { RESUME_LINK_TTL_DAYS } from "@sondar/core/respondent/resume-link";
import type { ResumeReply } from "@sondar/core/respondent/public-survey-replies";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../../db/database";
import { responseFiles } from "../../db/schema/response-files";
import { resumeTokens } from "../../db/schema/resume-tokens";
import { surveyResponses } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { responseFileUrl } from "../responses-ingest/check-answers";
import { toResponseFileDto } from "../responses-ingest/respondent-files";
import { createResumeToken, hashResumeToken } from "./resume-token";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Makes a link token for the session's partial response on this survey: the session id is the
 * proof of owning it (what the page saves with). NOTHING_TO_RESUME when the session saved
 * nothing yet, ALREADY_SUBMITTED once it is complete. The response's expired tokens go here, so
 * the table holds no more than its live links and the last ones made.
 */
export async function mintResumeToken(
  db: Database,
  input: { surveyId: string; sessionId: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const [row] = await db
    .select({ id: surveyResponses.id, status: surveyResponses.status })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, input.surveyId), eq(surveyResponses.sessionId, input.sessionId)))
    .limit(1);
  if (!row) throw new AppError("NOTHING_TO_RESUME");
  if (row.status !== "partial") throw new AppError("ALREADY_SUBMITTED");
  const { token, tokenHash } = createResumeToken();
  const expiresAt = new Date(input.now.getTime() + RESUME_LINK_TTL_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.delete(resumeTokens).where(and(eq(resumeTokens.responseId, row.id), lte(resumeTokens.expiresAt, input.now)));
    await tx.insert(resumeTokens).values({ tokenHash, responseId: row.id, expiresAt, createdAt: input.now });
  });
  return { token, expiresAt };
}

const fileUrls = (answers: Record<string, Answer>) =>
  Object.values(answers).flatMap((answer) => (typeof answer === "string" ? [answer] : Array.isArray(answer) ? answer : []));

/**
 * The partial response a token stands for on this survey: its session (which the page adopts),
 * answers, hidden values and the files its answers name. RESUME_LINK_INVALID alike for an
 * unknown token, one of another survey, an expired one and one whose response completed (or was
 * deleted), so a guesser learns nothing.
 */
export async function resolveResumeToken(
  db: Database,
  input: { surveyId: string; token: string; now: Date },
): Promise<ResumeReply> {
  const [row] = await db
    .select({
      id: surveyResponses.id,
      sessionId: surveyResponses.sessionId,
      answers: surveyResponses.answers,
      hiddenFields: surveyResponses.hiddenFields,
    })
    .from(resumeTokens)
    .innerJoin(surveyResponses, eq(surveyResponses.id, resumeTokens.responseId))
    .where(
      and(
        eq(resumeTokens.tokenHash, hashResumeToken(input.token)),
        gt(resumeTokens.expiresAt, input.now),
        eq(surveyResponses.surveyId, input.surveyId),
        eq(surveyResponses.status, "partial"),
      ),
    )
    .limit(1);
  if (!row?.sessionId) throw new AppError("RESUME_LINK_INVALID");
  const answers = row.answers as Record<string, Answer>;
  const named = new Set(fileUrls(answers));
  const files = named.size
    ? await db
        .select()
        .from(responseFiles)
        .where(and(eq(responseFiles.surveyId, input.surveyId), eq(responseFiles.sessionId, row.sessionId)))
    : [];
  return {
    sessionId: row.sessionId,
    responseId: row.id,
    answers,
    hiddenFields: row.hiddenFields as Record<string, string>,
    files: files.filter((file) => named.has(responseFileUrl(file.surveyId, file.id))).map(toResponseFileDto),
  };
}
