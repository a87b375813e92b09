import { toPreviewSurvey } from "@sondar/core/respondent/preview-survey";
import { useCallback, useEffect, useRef } from "react";
import { useAppConfig } from "../../lib/app-config";
import type { SurveyContentInput } from "../../lib/surveys-api";
import { answerDraftRequests, previewPath } from "../../respondent/preview-channel";

/**
 * Preview of the draft as it is in the editor, saved or not: a new tab opens the respondent
 * page at /preview/:surveyId, which asks this editor for the draft (docs/decisions/113-preview-unsaved-drafts.md).
 * Only an editor that may change the survey answers.
 */
export function useDraftPreview(surveyId: string, draft: SurveyContentInput | null, enabled: boolean) {
  const { productName } = useAppConfig();
  const latest = useRef({ draft, productName });
  useEffect(() => {
    latest.current = { draft, productName };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    return answerDraftRequests(surveyId, () => {
      const { draft: current, productName: name } = latest.current;
      // Whether the powered-by footer shows is the server's to say at publishing; a preview leaves it out.
      return current && { survey: toPreviewSurvey(surveyId, current), showPoweredBy: false, productName: name };
    });
  }, [surveyId, enabled]);

  return useCallback(() => window.open(previewPath(surveyId), "_blank"), [surveyId]);
}
