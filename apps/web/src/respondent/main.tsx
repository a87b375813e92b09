import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { language } from "./i18n";
import { readEmbeddedSurvey, readShareId, readThemeOverride } from "./read-page-data";
import { RespondentApp } from "./respondent-app";
import { hasRankingQuestion, loadRankingDrag } from "./widgets/ranking-drag-loader";
import "./respondent.css";

// The respondent page is its own small entry (survey.html): no router, no query cache, no
// dashboard code. The server embeds the survey in the page, so it paints without a request.
document.documentElement.lang = language;

const initialData = readEmbeddedSurvey(document);
// A ranking's drag layer is its own chunk: fetched alongside the first paint, not when the question shows.
if (hasRankingQuestion(initialData)) void loadRankingDrag().catch(() => undefined);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RespondentApp
        shareId={readShareId(window.location.pathname)}
        initialData={initialData}
        themeOverride={readThemeOverride(window.location.search)}
      />
    </StrictMode>,
  );
}
