import { eraseRespondentReplySchema, respondentArchiveSchema } from "@sondar/core/responses/respondent-search";
import { responsePageSchema } from "@sondar/core/responses/response-replies";
import { apiFetch } from "./api-client";
import { saveBlob } from "./download-file";

/** A respondent's data on one survey (docs/decisions/291-respondent-rights.md); the value goes in a POST body. */
export const findRespondent = (surveyId: string, value: string, page: number) =>
  apiFetch(`/api/surveys/${surveyId}/respondent/find`, { body: { value, page }, schema: responsePageSchema });

export const eraseRespondent = (surveyId: string, value: string) =>
  apiFetch(`/api/surveys/${surveyId}/respondent/erase`, { body: { value }, schema: eraseRespondentReplySchema });

/** Downloads every response holding the value as one JSON file, to hand to the respondent. */
export async function exportRespondent(surveyId: string, value: string): Promise<void> {
  const archive = await apiFetch(`/api/surveys/${surveyId}/respondent/export`, {
    body: { value },
    schema: respondentArchiveSchema,
  });
  saveBlob(new Blob([JSON.stringify(archive, null, 2)], { type: "application/json" }), "respondent-data.json");
}
