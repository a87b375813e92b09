import type { ApiErrorBody } from "@sondar/core/errors/api-error-body";
import type {
  PartialAnswersReply,
  PublicSurveyPayload,
  RespondentFileReply,
} from "@sondar/core/respondent/public-survey-replies";
import type { SubmitShield } from "@sondar/core/respondent/spam-shield";
import type { HiddenValues } from "@sondar/core/surveys/hidden-values";
import type { Answers } from "./respondent-storage";
import type { SurveyPayload } from "./survey-types";

const base = (shareId: string) => `/api/public/surveys/${encodeURIComponent(shareId)}`;

/** Replies are core's types (respondent/public-survey-replies.ts); any part may be missing from a proxy's page. */
type ErrorBody = Partial<ApiErrorBody>;

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/** How often the survey is asked for while the server says "not now", before the page gives up. */
export const SURVEY_LOAD_TRIES = 12;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the survey when the page did not embed it (the dev server, or a server that could not
 * read its database); a 404 means not found. While the server answers "not now" (503 with
 * Retry-After) it is asked again after the wait it names.
 */
export async function fetchPublicSurvey(shareId: string, wait: (ms: number) => Promise<void> = sleep): Promise<SurveyPayload> {
  let res = await fetch(base(shareId), { headers: { Accept: "application/json" } });
  for (let tries = 1; tries < SURVEY_LOAD_TRIES; tries += 1) {
    const later = retryAfterMs(res);
    if (later === null) break;
    await wait(later);
    res = await fetch(base(shareId), { headers: { Accept: "application/json" } });
  }
  if (res.status === 404) return { error: "not_found" };
  if (!res.ok) throw new Error(`Survey request failed (${res.status})`);
  const data = (await res.json()) as Partial<PublicSurveyPayload> & Pick<PublicSurveyPayload, "survey">;
  return {
    survey: data.survey,
    showPoweredBy: data.showPoweredBy === true,
    productName: data.productName ?? "Sondar",
    collecting: data.collecting ?? { kind: "open" },
    startToken: data.startToken,
  };
}

/** The answers saved for this session on the server, if any. */
export async function fetchPartialAnswers(shareId: string, sessionId: string): Promise<Answers | null> {
  const res = await fetch(`${base(shareId)}/partial?sessionId=${encodeURIComponent(sessionId)}`, {
    headers: { Accept: "application/json" },
  });
  if (!res.ok) return null;
  const data = (await readJson(res)) as Partial<PartialAnswersReply> | null;
  return data?.answers && typeof data.answers === "object" ? data.answers : null;
}

/** Statuses that mean "not now": the server or a proxy in front cannot serve, the same request may go again. */
const RETRY_LATER_STATUSES = new Set([502, 503, 504]);
/** Without a Retry-After, the server is asked again after this long. */
const DEFAULT_RETRY_AFTER_MS = 5_000;
const MAX_RETRY_AFTER_MS = 60_000;

/** How long to wait before sending the same request again, or null when a retry would not help. */
export function retryAfterMs(res: Response): number | null {
  if (!RETRY_LATER_STATUSES.has(res.status)) return null;
  // Seconds, as our server sends it; a proxy's HTTP-date form gets the default wait.
  const seconds = Number(res.headers.get("Retry-After") ?? NaN);
  const wait = Number.isFinite(seconds) ? seconds * 1_000 : DEFAULT_RETRY_AFTER_MS;
  return Math.min(Math.max(wait, 1_000), MAX_RETRY_AFTER_MS);
}

export type PartialSaveResult =
  { kind: "saved" } | { kind: "closed" } | { kind: "failed" } | { kind: "unavailable"; retryAfterMs: number };

/** Whether the server refused because the survey stopped collecting (docs/product/respondent.md#closed-surveys). */
async function isSurveyClosed(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  return ((await readJson(res)) as ErrorBody | null)?.error?.code === "SURVEY_CLOSED";
}

/**
 * Saves the answers so far, with the hidden values; "closed" when this session was already
 * submitted (409) or the survey closed.
 */
export async function savePartialAnswers(
  shareId: string,
  sessionId: string,
  answers: Answers,
  hiddenFields: HiddenValues = {},
): Promise<PartialSaveResult> {
  try {
    // A survey without hidden values sends the body it always did.
    const hidden = Object.keys(hiddenFields).length ? { hiddenFields } : {};
    const res = await postJson(`${base(shareId)}/partial`, { sessionId, answers, ...hidden });
    if (res.status === 409 || (await isSurveyClosed(res))) return { kind: "closed" };
    if (res.ok) return { kind: "saved" };
    const wait = retryAfterMs(res);
    return wait === null ? { kind: "failed" } : { kind: "unavailable", retryAfterMs: wait };
  } catch {
    return { kind: "failed" };
  }
}

export type SubmitResult =
  | { kind: "submitted" }
  | { kind: "network" }
  | { kind: "unavailable"; retryAfterMs: number }
  | { kind: "invalid"; message: string; fields: Record<string, string> }
  /** 404: the survey was unpublished or deleted while the respondent answered. */
  | { kind: "gone" }
  /** 403 SURVEY_CLOSED: it stopped collecting (its closing time or response limit) while they answered. */
  | { kind: "closed" }
  /** 422: the spam shield refused it; Try again may pass (docs/product/respondent.md#spam-shield). */
  | { kind: "refused" }
  | { kind: "failed" };

/** Sends the response; the server treats a repeated clientSubmissionId as the same response. */
export async function submitResponse(
  shareId: string,
  body: {
    sessionId: string;
    clientSubmissionId: string;
    answers: Answers;
    hiddenFields?: HiddenValues | undefined;
    shield?: SubmitShield | undefined;
  },
): Promise<SubmitResult> {
  let res: Response;
  try {
    res = await postJson(`${base(shareId)}/submit`, body);
  } catch {
    return { kind: "network" };
  }
  // 409: this session's response is already complete (an earlier attempt got through).
  if (res.ok || res.status === 409) return { kind: "submitted" };
  if (res.status === 404) return { kind: "gone" };
  if (await isSurveyClosed(res)) return { kind: "closed" };
  if (res.status === 422) return { kind: "refused" };
  if (res.status === 400) {
    const data = (await readJson(res)) as ErrorBody | null;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(data?.error?.fields ?? {})) {
      const message = value[0];
      if (message) fields[key] = message;
    }
    return { kind: "invalid", message: data?.error?.message ?? "", fields };
  }
  const wait = retryAfterMs(res);
  return wait === null ? { kind: "failed" } : { kind: "unavailable", retryAfterMs: wait };
}

/** An upload the server refused: its reason, and its error code when it gave one. */
export class UploadRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** Uploads one file for a file-upload question; throws with the server's reason on failure. */
export async function uploadAnswerFile(
  shareId: string,
  input: { file: File; questionId: string; sessionId: string },
): Promise<string> {
  const form = new FormData();
  form.append("file", input.file);
  form.append("questionId", input.questionId);
  form.append("sessionId", input.sessionId);
  let res: Response;
  try {
    res = await fetch(`${base(shareId)}/files`, { method: "POST", credentials: "same-origin", body: form });
  } catch {
    throw new Error("Network error");
  }
  const data = (await readJson(res)) as (Partial<RespondentFileReply> & ErrorBody) | null;
  if (!res.ok || !data?.url) {
    throw new UploadRefusedError(data?.error?.message ?? res.statusText ?? `HTTP ${res.status}`, data?.error?.code ?? null);
  }
  return data.url;
}
