import type { PublicSurveyPayload } from "@sondar/core/respondent/public-survey-replies";

/**
 * The editor hands its current draft to the preview tab over a BroadcastChannel: nothing is
 * saved or sent to the server, and only a browser with the editor open can show the draft
 * (docs/decisions/113-preview-unsaved-drafts.md).
 */
const CHANNEL = "sondar:survey-preview";

type PreviewMessage = { kind: "ask"; surveyId: string } | { kind: "draft"; surveyId: string; payload: PublicSurveyPayload };

/** The preview page of a survey's draft. */
export function previewPath(surveyId: string): string {
  return `/preview/${encodeURIComponent(surveyId)}`;
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

/** The preview tab: asks the editor for the draft and hears it once. Returns a function that stops listening. */
export function askForDraft(surveyId: string, onDraft: (payload: PublicSurveyPayload) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<PreviewMessage>) => {
    if (event.data.kind !== "draft" || event.data.surveyId !== surveyId) return;
    channel.close();
    onDraft(event.data.payload);
  };
  channel.postMessage({ kind: "ask", surveyId } satisfies PreviewMessage);
  return () => channel.close();
}

/** The editor: answers every ask for this survey with the draft as it is now. Returns a function that stops answering. */
export function answerDraftRequests(surveyId: string, getPayload: () => PublicSurveyPayload | null): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<PreviewMessage>) => {
    if (event.data.kind !== "ask" || event.data.surveyId !== surveyId) return;
    const payload = getPayload();
    if (payload) channel.postMessage({ kind: "draft", surveyId, payload } satisfies PreviewMessage);
  };
  return () => channel.close();
}
