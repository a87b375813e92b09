import type { PublicSurveyPayload } from "@sondar/core/respondent/public-survey-replies";
import { useEffect, useState } from "react";
import { PreviewBar } from "./preview-bar";
import { askForDraft } from "./preview-channel";
import { RespondentApp } from "./respondent-app";
import { LoadingScreen, PreviewUnavailableScreen } from "./status-screens";
import { loadSurveyExtras } from "./survey-extras";
import type { ThemeOverride } from "./survey-types";
import { loadWidgets } from "./widgets/widget-chunks";

/** How long the page waits for the editor's draft before saying the editor is gone. */
export const PREVIEW_WAIT_MS = 3000;

type PreviewState = { kind: "waiting" } | { kind: "unavailable" } | { kind: "ready"; payload: PublicSurveyPayload };

/**
 * The respondent page on the editor's current draft, asked for over the preview channel: the
 * same flow, widgets, branching and theme, recording nothing (docs/decisions/113-preview-unsaved-drafts.md).
 */
export function PreviewApp({ surveyId, themeOverride }: { surveyId: string; themeOverride?: ThemeOverride }) {
  const [state, setState] = useState<PreviewState>({ kind: "waiting" });

  useEffect(() => {
    let done = false;
    const stop = askForDraft(surveyId, (payload) => {
      done = true;
      // The first question paints whole, as on the real page, with its hidden fields, prefill and recall.
      void Promise.all([
        loadWidgets(payload.survey.questions.slice(0, 1)).catch(() => undefined),
        loadSurveyExtras(payload.survey, window.location.search),
      ]).then(() => setState({ kind: "ready", payload }));
    });
    const timer = setTimeout(() => !done && setState({ kind: "unavailable" }), PREVIEW_WAIT_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [surveyId]);

  useEffect(() => {
    // A preview is never indexed, and says what it is in the tab.
    const robots = document.createElement("meta");
    robots.name = "robots";
    robots.content = "noindex";
    document.head.append(robots);
    return () => robots.remove();
  }, []);

  if (state.kind === "waiting") return <LoadingScreen />;
  if (state.kind === "unavailable") return <PreviewUnavailableScreen />;
  return (
    <RespondentApp shareId={null} initialData={state.payload} themeOverride={themeOverride} preview banner={<PreviewBar />} />
  );
}
