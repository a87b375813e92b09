import type { WebhookEndpoint } from "@sondar/core/webhooks/webhook-replies";

export interface SurveyOption {
  id: string;
  title: string;
}

/**
 * The survey picker's choices when editing `webhook`: the listed surveys (the newest 200 only)
 * and, when the list leaves it out, the endpoint's own survey first, so an older survey's endpoint
 * opens with its survey chosen instead of "All surveys".
 */
export function webhookSurveyOptions(
  surveys: readonly SurveyOption[],
  webhook: Pick<WebhookEndpoint, "surveyId" | "surveyTitle">,
): SurveyOption[] {
  const { surveyId, surveyTitle } = webhook;
  if (surveyId === null || surveys.some((survey) => survey.id === surveyId)) return [...surveys];
  return [{ id: surveyId, title: surveyTitle ?? surveyId }, ...surveys];
}
