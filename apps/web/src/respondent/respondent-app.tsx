import { withPageLanguage, type Language } from "@sondar/core/i18n/languages";
import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { surveyLanguages, translateSurvey } from "@sondar/core/surveys/survey-translations";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { isLanguageLoaded, loadLanguage, switchLanguage } from "./i18n";
import { LanguageSwitcher } from "./language-switcher";
import { fetchPublicSurvey } from "./public-survey-api";
import { ClosedScreen, LoadErrorScreen, LoadingScreen, NotFoundScreen } from "./status-screens";
import { loadSurveyExtras } from "./survey-extras";
import { SurveyFlow } from "./survey-flow";
import { chooseSurveyLanguage, isMultilingual } from "./survey-language";
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
        // A survey in several languages speaks the one its texts are shown in, page words too.
        if ("survey" in payload && isMultilingual(payload.survey)) await switchLanguage(chooseSurveyLanguage(payload.survey));
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
  // The respondent's pick from the switcher, else the one the address and browser ask for.
  const [picked, setPicked] = useState<Language | null>(null);
  const languages = useMemo(() => (ready ? surveyLanguages(ready.survey) : []), [ready]);
  const surveyLanguage = ready ? (picked ?? chooseSurveyLanguage(ready.survey)) : undefined;
  const shown = useMemo(
    () => (ready && surveyLanguage ? translateSurvey(ready.survey, surveyLanguage) : undefined),
    [ready, surveyLanguage],
  );
  const pickLanguage = (lang: Language) => {
    void switchLanguage(lang).then(() => {
      setPicked(lang);
      // A reload, or the link copied from the bar, keeps the language.
      if (!preview)
        window.history.replaceState(window.history.state, "", withPageLanguage(location.pathname + location.search, lang));
    });
  };
  // A brand background colour brings the scheme that reads on it (docs/decisions/122-brand-theme.md).
  const brandScheme = useBrandLook(ready?.survey.settings.brand, themeOverride);
  useSurveyTheme(ready?.survey.settings.theme, themeOverride ?? brandScheme ?? undefined);
  useEffect(() => {
    if (shown?.title) document.title = shown.title;
  }, [shown?.title]);

  if (!wordsReady) return <LoadingScreen />;
  switch (state.kind) {
    case "loading":
      return <LoadingScreen />;
    case "not-found":
      return <NotFoundScreen />;
    case "error":
      return <LoadErrorScreen />;
    case "ready":
      if (state.closed && !preview) return <ClosedScreen closedMessage={(shown ?? state.survey).settings.closedMessage} />;
      return (
        <SurveyFlow
          survey={state.survey}
          language={surveyLanguage}
          showPoweredBy={state.showPoweredBy}
          productName={state.productName}
          startToken={state.startToken}
          preview={preview}
          banner={
            <>
              {banner}
              {languages.length > 1 && surveyLanguage && (
                <LanguageSwitcher languages={languages} value={surveyLanguage} onChange={pickLanguage} />
              )}
            </>
          }
        />
      );
  }
}
