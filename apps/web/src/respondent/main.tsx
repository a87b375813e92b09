import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { language } from "./i18n";
import { readEmbeddedSurvey, readShareId, readThemeOverride } from "./read-page-data";
import { RespondentApp } from "./respondent-app";
import "./respondent.css";

// The respondent page is its own small entry (survey.html): no router, no query cache, no
// dashboard code. The server embeds the survey in the page, so it paints without a request.
document.documentElement.lang = language;

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RespondentApp
        shareId={readShareId(window.location.pathname)}
        initialData={readEmbeddedSurvey(document)}
        themeOverride={readThemeOverride(window.location.search)}
      />
    </StrictMode>,
  );
}
