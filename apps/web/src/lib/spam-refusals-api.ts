import { spamRefusalsReplySchema } from "@sondar/core/responses/spam-refusals";
import { apiFetch } from "./api-client";
import { responsesRootKey } from "./responses-api";

/** Under the survey's responses keys, so whatever refreshes the responses refreshes this too. */
export const spamRefusalsKey = (surveyId: string) => [...responsesRootKey(surveyId), "spam-refusals"] as const;

/** How many submissions of the survey the spam shield refused (docs/product/respondent.md#spam-shield). */
export const getSpamRefusals = (surveyId: string, signal?: AbortSignal) =>
  apiFetch(`/api/surveys/${surveyId}/spam-refusals`, { schema: spamRefusalsReplySchema, ...(signal ? { signal } : {}) });
