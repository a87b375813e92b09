import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { recordSpamRefusal } from "./record-spam-refusal";
import type { SpamShieldBody } from "./spam-shield-body";
import type { SpamReason } from "@sondar/core/responses/spam-refusals";
import { verifySpamChallenge } from "./spam-challenge";
import { spendSpamChallenge } from "./spend-spam-challenge";
import { readStartToken } from "../public-surveys/start-token";

export interface SpamShieldDeps {
  db: Database;
  /** The server's key for start tokens (derived from its secret in build-server.ts). */
  key: string;
  /** 0: no minimum (SPAM_MIN_ANSWER_SECONDS). */
  minAnswerMs: number;
  now: () => Date;
}

/**
 * Refuses a submit that looks like a bot's (docs/decisions/236-spam-shield.md): the honeypot
 * filled, or sent sooner than `minAnswerMs` after the page was opened (or with no start token
 * the server made), or, on a survey that asks for it, without a proof-of-work solution that is
 * valid and not spent on another submission. The refusal is counted for the survey's creator and answered with one
 * generic error that does not say which check failed. The same submit sent again gets the same
 * verdict, so a retry of an accepted submission is accepted again; a person refused for being
 * quick is accepted when they press Try again a moment later, as their start time stays.
 */
export async function refuseSpam(
  deps: SpamShieldDeps,
  survey: { id: string; spamChallenge: boolean },
  submission: { shield?: SpamShieldBody; clientSubmissionId: string },
): Promise<void> {
  const reason = await findSpamReason(deps, survey, submission);
  if (!reason) return;
  await recordSpamRefusal(deps.db, survey.id, reason, deps.now());
  throw new AppError("SUBMISSION_REFUSED");
}

async function findSpamReason(
  deps: SpamShieldDeps,
  survey: { id: string; spamChallenge: boolean },
  { shield, clientSubmissionId }: { shield?: SpamShieldBody; clientSubmissionId: string },
): Promise<SpamReason | null> {
  if (shield?.website) return "honeypot";
  if (deps.minAnswerMs > 0) {
    const startedAt = readStartToken(deps.key, survey.id, shield?.startToken);
    if (!startedAt || deps.now().getTime() - startedAt.getTime() < deps.minAnswerMs) return "too_fast";
  }
  if (survey.spamChallenge) {
    // Checked last: the costliest, and it spends the challenge.
    const solved = await verifySpamChallenge(deps.key, survey.id, shield?.challenge);
    if (!solved || !(await spendSpamChallenge(deps.db, { ...solved, clientSubmissionId }, deps.now()))) return "challenge";
  }
  return null;
}
