import type { Answer } from "@sondar/core/answers/answer-schema";
import type { SubmitShield } from "@sondar/core/respondent/spam-shield";
import type { HiddenValues } from "@sondar/core/surveys/hidden-values";
import { createId } from "./create-id";

export type Answers = Record<string, Answer>;

/** A submission the respondent asked for that has not been confirmed by the server yet. */
export interface PendingSubmission {
  clientSubmissionId: string;
  answers: Answers;
  /** The spam shield's fields as at the first attempt, so every resend is judged the same. */
  shield?: SubmitShield;
  /** The hidden values the response goes with (docs/product/respondent.md#hidden-fields). */
  hiddenFields?: HiddenValues;
}

export const storageKeys = {
  session: (shareId: string) => `sondar:session:${shareId}`,
  answers: (shareId: string) => `sondar:answers:${shareId}`,
  hidden: (shareId: string) => `sondar:hidden:${shareId}`,
  submission: (shareId: string) => `sondar:submission:${shareId}`,
};

// Storage can be blocked (private modes, third-party iframes): the survey still works, it
// just cannot resume after a reload.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See above.
  }
}

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const text = read(key);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Answers => typeof value === "object" && value !== null && !Array.isArray(value);
const isPending = (value: unknown): value is PendingSubmission =>
  isRecord(value) && typeof value.clientSubmissionId === "string" && isRecord(value.answers);

/** The respondent's session id for this survey, created on first visit; `isNew` when just created. */
export function getOrCreateSessionId(shareId: string): { sessionId: string; isNew: boolean } {
  const saved = read(storageKeys.session(shareId));
  if (saved) return { sessionId: saved, isNew: false };
  const sessionId = createId();
  write(storageKeys.session(shareId), sessionId);
  return { sessionId, isNew: true };
}

export function loadLocalAnswers(shareId: string): Answers | null {
  return readJson(storageKeys.answers(shareId), isRecord);
}

export function saveLocalAnswers(shareId: string, answers: Answers) {
  write(storageKeys.answers(shareId), JSON.stringify(answers));
}

export function loadPendingSubmission(shareId: string): PendingSubmission | null {
  return readJson(storageKeys.submission(shareId), isPending);
}

export function savePendingSubmission(shareId: string, pending: PendingSubmission) {
  write(storageKeys.submission(shareId), JSON.stringify(pending));
}

/** After a confirmed submission: the next visit starts a new response. */
export function clearRespondentStorage(shareId: string) {
  write(storageKeys.session(shareId), null);
  write(storageKeys.answers(shareId), null);
  write(storageKeys.hidden(shareId), null);
  write(storageKeys.submission(shareId), null);
}
