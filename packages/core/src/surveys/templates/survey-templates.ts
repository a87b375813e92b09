import type { Language } from "../../i18n/languages";
import { churnReasonsTemplate } from "./churn-reasons";
import { courseEvaluationTemplate } from "./course-evaluation";
import { customerSatisfactionTemplate } from "./customer-satisfaction";
import { employeeEngagementTemplate } from "./employee-engagement";
import { eventFeedbackTemplate } from "./event-feedback";
import { marketResearchTemplate } from "./market-research";
import { npsTemplate } from "./nps";
import { onboardingTemplate } from "./onboarding";
import { productFeedbackTemplate } from "./product-feedback";
import { SURVEY_TEMPLATE_IDS, type SurveyTemplate, type SurveyTemplateId } from "./survey-template";
import { websiteFeedbackTemplate } from "./website-feedback";

const BY_ID: Record<SurveyTemplateId, SurveyTemplate> = {
  "customer-satisfaction": customerSatisfactionTemplate,
  nps: npsTemplate,
  "employee-engagement": employeeEngagementTemplate,
  "event-feedback": eventFeedbackTemplate,
  "product-feedback": productFeedbackTemplate,
  "market-research": marketResearchTemplate,
  "course-evaluation": courseEvaluationTemplate,
  "website-feedback": websiteFeedbackTemplate,
  onboarding: onboardingTemplate,
  "churn-reasons": churnReasonsTemplate,
};

/** Every template, in the chooser's order. */
export const SURVEY_TEMPLATES: readonly SurveyTemplate[] = SURVEY_TEMPLATE_IDS.map((id) => BY_ID[id]);

/** The template with this id. */
export function getSurveyTemplate(id: SurveyTemplateId): SurveyTemplate {
  return BY_ID[id];
}

/** What a chooser card shows of a template in one language. */
export interface SurveyTemplateSummary {
  id: SurveyTemplateId;
  name: string;
  summary: string;
  questionCount: number;
}

/** The chooser's cards in `language`. */
export function listSurveyTemplateSummaries(language: Language): SurveyTemplateSummary[] {
  return SURVEY_TEMPLATES.map(({ id, questions, texts }) => ({
    id,
    name: texts[language].name,
    summary: texts[language].summary,
    questionCount: questions.length,
  }));
}
