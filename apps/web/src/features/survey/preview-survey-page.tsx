import { useParams, useSearchParams } from "react-router";
import { PreviewApp } from "../../respondent/preview-app";
import { readThemeOverride } from "../../respondent/read-page-data";

/**
 * The server answers /preview/:surveyId with survey.html; this route only runs when the main
 * app reaches it itself (the dev server without that entry): the same preview of the editor's draft.
 */
export default function PreviewSurveyPage() {
  const { surveyId = "" } = useParams();
  const [search] = useSearchParams();
  return <PreviewApp key={surveyId} surveyId={surveyId} themeOverride={readThemeOverride(`?${search.toString()}`)} />;
}
