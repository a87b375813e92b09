import type { SurveyContent } from "./survey-schema";

export const COPY_SUFFIX = " (Copy)";

/** The copy a duplicate makes: ' (Copy)' on the title, a draft, a new share id. */
export function duplicateSurvey<T extends Pick<SurveyContent, "title" | "description" | "questions" | "settings">>(
  survey: T,
  newShareId: string,
): Pick<SurveyContent, "title" | "description" | "questions" | "settings"> & { status: "draft"; shareId: string } {
  return {
    title: `${survey.title}${COPY_SUFFIX}`,
    description: survey.description,
    questions: structuredClone(survey.questions),
    settings: structuredClone(survey.settings),
    status: "draft",
    shareId: newShareId,
  };
}
