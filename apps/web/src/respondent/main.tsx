import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { language, loadLanguage } from "./i18n";
import { readEmbeddedSurvey, readShareId, readThemeOverride } from "./read-page-data";
import { RespondentApp } from "./respondent-app";
import { loadBrandLook } from "./use-brand-look";
import { isRankingNear, loadRankingDrag } from "./widgets/ranking-drag-loader";
import { loadWidgets } from "./widgets/widget-chunks";
import "./respondent.css";

// The respondent page is its own small entry (survey.html): no router, no query cache, no
// dashboard code. The server embeds the survey in the page, so it paints without a request.
document.documentElement.lang = language;

const initialData = readEmbeddedSurvey(document);

const root = document.getElementById("root");
const questions = initialData && "survey" in initialData ? initialData.survey.questions : [];
// A ranking among the first questions wants its drag layer soon: fetched alongside the first paint.
if (isRankingNear(questions, 0)) loadRankingDrag().catch(() => undefined);
// A first question whose widget is a chunk of its own waits for it, so it paints whole.
const firstQuestion = questions.slice(0, 1);
const brand = initialData && "survey" in initialData ? initialData.survey.settings.brand : undefined;
if (root) {
  // Both are at hand at once in the common case: English, or words the server wrote into the page.
  // A branded survey waits for its look too, so it never paints in the product's colours first.
  void Promise.all([loadWidgets(firstQuestion), loadLanguage(), loadBrandLook(brand)]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <RespondentApp
          shareId={readShareId(window.location.pathname)}
          initialData={initialData}
          themeOverride={readThemeOverride(window.location.search)}
        />
      </StrictMode>,
    ),
  );
}
