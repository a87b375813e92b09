import type { SurveySettings, SurveyStatus } from "./survey-schema";

/**
 * Whether a survey takes answers now, and if not why (docs/decisions/234-closing-rules.md).
 * `closed-by-date` names the time it closed; `closed-by-limit` the limit it reached.
 */
export type CollectingState =
  | { kind: "open" }
  | { kind: "not-published" }
  | { kind: "closed-by-date"; closedAt: string }
  | { kind: "closed-by-limit"; limit: number };

/** The settings the closing rules read. */
export type ClosingRules = Pick<SurveySettings, "closeAt" | "responseLimit">;

/** Whether the survey has any closing rule, so its writes must count and compare (responses-ingest). */
export function hasClosingRules(rules: ClosingRules): boolean {
  return rules.closeAt !== null || rules.responseLimit !== null;
}

/**
 * The one rule of when a survey collects: published, before its `closeAt` (closed from that
 * instant on), and with fewer complete responses than its `responseLimit`. A date that has passed
 * wins over a reached limit, as it is the one the creator cannot undo by deleting responses.
 */
export function collectingState(
  survey: { status: SurveyStatus; settings: ClosingRules },
  now: Date,
  completeCount: number,
): CollectingState {
  if (survey.status !== "published") return { kind: "not-published" };
  const { closeAt, responseLimit } = survey.settings;
  if (closeAt !== null && Date.parse(closeAt) <= now.getTime()) return { kind: "closed-by-date", closedAt: closeAt };
  if (responseLimit !== null && completeCount >= responseLimit) return { kind: "closed-by-limit", limit: responseLimit };
  return { kind: "open" };
}

/**
 * How many more complete responses the survey takes now: 0 when it is not collecting, null when
 * no limit caps them. The server lets at most this many in while it holds the survey's lock.
 */
export function remainingResponses(
  survey: { status: SurveyStatus; settings: ClosingRules },
  now: Date,
  completeCount: number,
): number | null {
  if (collectingState(survey, now, completeCount).kind !== "open") return 0;
  const { responseLimit } = survey.settings;
  return responseLimit === null ? null : responseLimit - completeCount;
}
