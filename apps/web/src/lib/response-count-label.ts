import type { ResponseCounts } from "@sondar/core/surveys/survey-replies";
import type { TFunction } from "i18next";

/**
 * A survey's response counts as every screen labels them (docs/product/responses-and-exports.md#counts):
 * "10 responses · 3 partial", or "7 responses" when none is partial. Responses are all of them,
 * complete or partial.
 */
export function responseCountLabel(t: TFunction, { responseCount, partialCount }: ResponseCounts): string {
  const responses = t("dashboard.responseCount", { count: responseCount });
  return partialCount > 0 ? `${responses} · ${t("dashboard.partialCount", { count: partialCount })}` : responses;
}
