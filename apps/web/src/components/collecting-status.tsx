import { collectingState, type ClosingRules } from "@sondar/core/surveys/collecting-state";
import type { SurveyStatus } from "@sondar/core/surveys/survey-schema";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../lib/use-formatters";
import { Badge } from "./ui/badge";

export interface CollectingFacts extends ClosingRules {
  status: SurveyStatus;
  /** Complete responses only: partial ones never count toward the limit. */
  completeCount: number;
}

/**
 * Whether a published survey still collects, by core's rule (surveys/collecting-state.ts): "Active"
 * while it does, else why it stopped ("Closed on …", "Reached its limit of N responses"), for the
 * dashboard's cards and the builder (docs/product/surveys-and-questions.md#closing).
 */
export function CollectingStatus({
  facts,
  now = new Date(),
  showActive = true,
}: {
  facts: CollectingFacts;
  now?: Date;
  /** False where the page already says the survey is live: then only a stop is named. */
  showActive?: boolean;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const state = collectingState({ status: facts.status, settings: facts }, now, facts.completeCount);
  switch (state.kind) {
    case "not-published":
      return null;
    case "closed-by-date":
      return <Badge tone="slate">{t("dashboard.collecting.closedOn", { date: dateTime(new Date(state.closedAt)) })}</Badge>;
    case "closed-by-limit":
      return <Badge tone="slate">{t("dashboard.collecting.limitReached", { count: state.limit })}</Badge>;
    case "open":
      if (!showActive) return null;
      return (
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-700 dark:text-emerald-300">
          <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />
          {t("dashboard.active")}
        </span>
      );
  }
}

/** The facts of a dashboard list row or a survey with its counts. */
export function collectingFacts(
  survey: { status: SurveyStatus; settings?: ClosingRules; closeAt?: string | null; responseLimit?: number | null },
  counts: { responseCount: number; partialCount: number },
): CollectingFacts {
  const rules = survey.settings ?? { closeAt: survey.closeAt ?? null, responseLimit: survey.responseLimit ?? null };
  return {
    status: survey.status,
    closeAt: rules.closeAt,
    responseLimit: rules.responseLimit,
    completeCount: counts.responseCount - counts.partialCount,
  };
}
