import { readResumeToken } from "@sondar/core/respondent/resume-link";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { language, loadLanguage, switchLanguage } from "./i18n";
import { readEmbeddedSurvey, readPreviewId, readShareId, readThemeOverride } from "./read-page-data";
import { RespondentApp } from "./respondent-app";
import { chooseSurveyLanguage, isMultilingual } from "./survey-language";
import { loadSurveyExtras } from "./survey-extras";
import { loadBrandLook } from "./use-brand-look";
import { isRankingNear, loadRankingDrag } from "./widgets/ranking-drag-loader";
import { loadWidgets } from "./widgets/widget-chunks";
import "./respondent.css";

// The respondent page is its own small entry (survey.html): no router, no query cache, no
// dashboard code. The server embeds the survey in the page, so it paints without a request.
document.documentElement.lang = language;

// /preview/:surveyId shows the editor's draft, handed over by the editor's tab, not a survey in the page.
const previewId = readPreviewId(window.location.pathname);
const initialData = previewId ? undefined : readEmbeddedSurvey(document);

// Framed by the popup snippet, Escape in the survey closes the popup; its few lines are a chunk
// of their own, fetched only in a frame (docs/decisions/154-popup-embed-messages.md).
if (window.parent !== window && window.location.pathname.startsWith("/embed/")) {
  import("./embed-escape").then(({ startEmbedEscape }) => startEmbedEscape(window)).catch(() => undefined);
}

const root = document.getElementById("root");
const questions = initialData && "survey" in initialData ? initialData.survey.questions : [];
// A ranking among the first questions wants its drag layer soon: fetched alongside the first paint.
if (isRankingNear(questions, 0)) loadRankingDrag().catch(() => undefined);
// A first question whose widget is a chunk of its own waits for it, so it paints whole.
const firstQuestion = questions.slice(0, 1);
// A branded survey waits for its look too, so it never paints in the product's colours first.
const brand = initialData && "survey" in initialData ? initialData.survey.settings.brand : undefined;
/**
 * Opened from a "Continue on another device" link (`#resume=…`), the link's answers become this
 * browser's draft before the survey shows (resume-from-link.tsx, a chunk only such a page
 * fetches); a notice when the link brought none. Nothing without such a link.
 */
async function resumeFromAddress(shareId: string): Promise<ReactNode> {
  const token = readResumeToken(window.location.hash);
  if (!token) return null;
  try {
    const { resumeFromLink, ResumeNotice } = await import("./resume-from-link");
    const outcome = await resumeFromLink(shareId, token);
    return outcome === "resumed" ? null : <ResumeNotice outcome={outcome} />;
  } catch {
    return null;
  }
}

async function loadPage(): Promise<ReactNode> {
  const themeOverride = readThemeOverride(window.location.search);
  if (previewId) {
    // Only creators open a preview: its code is a chunk of its own, off the respondents' first paint.
    const { PreviewApp } = await import("./preview-app");
    return <PreviewApp surveyId={previewId} themeOverride={themeOverride} />;
  }
  const survey = initialData && "survey" in initialData ? initialData.survey : undefined;
  const shareId = readShareId(window.location.pathname);
  const [, , , notice] = await Promise.all([
    loadWidgets(firstQuestion),
    loadBrandLook(brand),
    survey ? loadSurveyExtras(survey, window.location.search) : undefined,
    shareId ? resumeFromAddress(shareId) : null,
  ]);
  return <RespondentApp shareId={shareId} initialData={initialData} themeOverride={themeOverride} banner={notice} />;
}

// A survey in several languages: the page's words follow the language its texts are shown in
// (docs/decisions/240-survey-translations.md); the server wrote that language's words into the page.
const embeddedSurvey = initialData && "survey" in initialData ? initialData.survey : undefined;
const pageWords =
  embeddedSurvey && isMultilingual(embeddedSurvey) ? switchLanguage(chooseSurveyLanguage(embeddedSurvey)) : loadLanguage();

if (root) {
  // Both are at hand at once in the common case: English, or words the server wrote into the page.
  void Promise.all([loadPage(), pageWords]).then(([page]) => createRoot(root).render(<StrictMode>{page}</StrictMode>));
}
