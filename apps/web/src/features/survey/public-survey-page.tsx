import { useParams, useSearchParams } from "react-router";
import { readThemeOverride } from "../../respondent/read-page-data";
import { RespondentApp } from "../../respondent/respondent-app";

/**
 * The server answers the survey paths with survey.html (the small respondent entry). This
 * route only runs when the main app reaches a survey path itself (client-side navigation or
 * the dev server): it renders the same respondent app, which then loads the survey by API.
 */
export default function PublicSurveyPage() {
  const { shareId } = useParams();
  const [search] = useSearchParams();
  return <RespondentApp key={shareId} shareId={shareId ?? null} themeOverride={readThemeOverride(`?${search.toString()}`)} />;
}
