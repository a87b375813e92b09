export const LIKERT_TYPES = ["agreement", "frequency", "satisfaction", "importance", "custom"] as const;
export type LikertType = (typeof LIKERT_TYPES)[number];

/** The five labels each likert type starts with (docs/product/surveys-and-questions.md#question-settings). */
export const LIKERT_LABELS: Record<LikertType, [string, string, string, string, string]> = {
  agreement: ["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"],
  frequency: ["Never", "Rarely", "Sometimes", "Often", "Always"],
  satisfaction: ["Very Dissatisfied", "Dissatisfied", "Neutral", "Satisfied", "Very Satisfied"],
  importance: ["Not Important", "Slightly Important", "Moderately Important", "Important", "Very Important"],
  custom: ["Option 1", "Option 2", "Option 3", "Option 4", "Option 5"],
};
