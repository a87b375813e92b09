import type { SurveyContent } from "./survey-schema";

export const COPY_SUFFIX = " (Copy)";

type CopiedContent = Pick<SurveyContent, "title" | "description" | "questions" | "settings" | "hiddenFields">;

/** The copy a duplicate makes: ' (Copy)' on the title, a draft, a new share id. */
export function duplicateSurvey<T extends CopiedContent>(
  survey: T,
  newShareId: string,
): CopiedContent & { status: "draft"; shareId: string } {
  return {
    title: `${survey.title}${COPY_SUFFIX}`,
    description: survey.description,
    questions: structuredClone(survey.questions),
    settings: structuredClone(survey.settings),
    hiddenFields: [...survey.hiddenFields],
    status: "draft",
    shareId: newShareId,
  };
}
