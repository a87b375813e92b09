import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { useEffect, useState, type ReactNode } from "react";
import { isLanguageLoaded, loadLanguage } from "./i18n";
import { fetchPublicSurvey } from "./public-survey-api";
import { ClosedScreen, LoadErrorScreen, LoadingScreen, NotFoundScreen } from "./status-screens";
import { loadSurveyExtras } from "./survey-extras";
import { SurveyFlow } from "./survey-flow";
import type { SurveyPayload, ThemeOverride } from "./survey-types";
import { useBrandLook } from "./use-brand-look";
import { useSurveyTheme } from "./use-survey-theme";

type LoadState =
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "error" }
  | {
      kind: "ready";
      survey: PublicSurvey;
      showPoweredBy: boolean;
      productName: string;
      closed: boolean;
      startToken: string | undefined;
    };

function fromPayload(payload: SurveyPayload): LoadState {
  if ("error" in payload) return { kind: "not-found" };
  return {
    kind: "ready",
    survey: payload.survey,
    showPoweredBy: payload.showPoweredBy,
    productName: payload.productName,
    closed: (payload.collecting?.kind ?? "open") !== "open",
    startToken: payload.startToken,
  };
}

/**
 * The public survey screen. With the survey embedded in the page it renders at once;
 * otherwise (dev server, or the main app's route) it asks the public API.
 */
export function RespondentApp({
  shareId,
  initialData,
  themeOverride,
  preview = false,
  banner,
}: {
  shareId: string | null;
  initialData?: SurveyPayload | undefined;
  themeOverride?: ThemeOverride;
  /** The editor's draft: answers are tried, never recorded. */
  preview?: boolean;
  /** Shown above the survey's every screen (the preview's bar). */
  banner?: ReactNode;
}) {
  const [state, setState] = useState<LoadState>(() =>
    initialData ? fromPayload(initialData) : shareId ? { kind: "loading" } : { kind: "not-found" },
  );

  useEffect(() => {
    if (state.kind !== "loading" || !shareId) return undefined;
    let cancelled = false;
    fetchPublicSurvey(shareId)
      // What the survey uses of hidden fields, prefill and recall arrives before it shows (survey-extras.ts).
      .then(async (payload) => {
        if ("survey" in payload) await loadSurveyExtras(payload.survey, window.location.search);
        if (!cancelled) setState(fromPayload(payload));
      })
      .catch(() => !cancelled && setState({ kind: "error" }));
    return () => {
      cancelled = true;
    };
  }, [state.kind, shareId]);

  // Reached from the main app (no survey page around it), the words may still be on their way.
  const [wordsReady, setWordsReady] = useState(isLanguageLoaded);
  useEffect(() => {
    if (wordsReady) return undefined;
    let cancelled = false;
    void loadLanguage().then(() => !cancelled && setWordsReady(true));
    return () => {
      cancelled = true;
    };
  }, [wordsReady]);

  const ready = state.kind === "ready" ? state : null;
  // A brand background colour brings the scheme that reads on it (docs/decisions/122-brand-theme.md).
  const brandScheme = useBrandLook(ready?.survey.settings.brand, themeOverride);
  useSurveyTheme(ready?.survey.settings.theme, themeOverride ?? brandScheme ?? undefined);
  useEffect(() => {
    if (ready?.survey.title) document.title = ready.survey.title;
  }, [ready?.survey.title]);

  if (!wordsReady) return <LoadingScreen />;
  switch (state.kind) {
    case "loading":
      return <LoadingScreen />;
    case "not-found":
      return <NotFoundScreen />;
    case "error":
      return <LoadErrorScreen />;
    case "ready":
      if (state.closed && !preview) return <ClosedScreen closedMessage={state.survey.settings.closedMessage} />;
      return (
        <SurveyFlow
          survey={state.survey}
          showPoweredBy={state.showPoweredBy}
          productName={state.productName}
          startToken={state.startToken}
          preview={preview}
          banner={banner}
        />
      );
  }
}
