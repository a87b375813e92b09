import type { Language } from "../i18n/languages";

export const LIKERT_TYPES = ["agreement", "frequency", "satisfaction", "importance", "custom"] as const;
export type LikertType = (typeof LIKERT_TYPES)[number];
export type LikertLabels = [string, string, string, string, string];

/**
 * The five labels each likert type starts with, in each language: they are respondents' text, so a
 * scale starts in the language its creator works in (docs/product/surveys-and-questions.md#question-settings).
 */
export const LIKERT_LABELS_BY_LANGUAGE: Record<Language, Record<LikertType, LikertLabels>> = {
  en: {
    agreement: ["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"],
    frequency: ["Never", "Rarely", "Sometimes", "Often", "Always"],
    satisfaction: ["Very Dissatisfied", "Dissatisfied", "Neutral", "Satisfied", "Very Satisfied"],
    importance: ["Not Important", "Slightly Important", "Moderately Important", "Important", "Very Important"],
    custom: ["Option 1", "Option 2", "Option 3", "Option 4", "Option 5"],
  },
  es: {
    agreement: ["Muy en desacuerdo", "En desacuerdo", "Neutral", "De acuerdo", "Muy de acuerdo"],
    frequency: ["Nunca", "Rara vez", "A veces", "A menudo", "Siempre"],
    satisfaction: ["Muy insatisfecho", "Insatisfecho", "Neutral", "Satisfecho", "Muy satisfecho"],
    importance: ["Nada importante", "Poco importante", "Algo importante", "Importante", "Muy importante"],
    custom: ["Opción 1", "Opción 2", "Opción 3", "Opción 4", "Opción 5"],
  },
  fr: {
    agreement: ["Pas du tout d'accord", "Pas d'accord", "Neutre", "D'accord", "Tout à fait d'accord"],
    frequency: ["Jamais", "Rarement", "Parfois", "Souvent", "Toujours"],
    satisfaction: ["Très insatisfait", "Insatisfait", "Neutre", "Satisfait", "Très satisfait"],
    importance: ["Pas important", "Peu important", "Moyennement important", "Important", "Très important"],
    custom: ["Option 1", "Option 2", "Option 3", "Option 4", "Option 5"],
  },
  de: {
    agreement: ["Stimme überhaupt nicht zu", "Stimme nicht zu", "Neutral", "Stimme zu", "Stimme voll und ganz zu"],
    frequency: ["Nie", "Selten", "Manchmal", "Oft", "Immer"],
    satisfaction: ["Sehr unzufrieden", "Unzufrieden", "Neutral", "Zufrieden", "Sehr zufrieden"],
    importance: ["Unwichtig", "Wenig wichtig", "Mittelmäßig wichtig", "Wichtig", "Sehr wichtig"],
    custom: ["Option 1", "Option 2", "Option 3", "Option 4", "Option 5"],
  },
  pt: {
    agreement: ["Discordo totalmente", "Discordo", "Neutro", "Concordo", "Concordo totalmente"],
    frequency: ["Nunca", "Raramente", "Às vezes", "Frequentemente", "Sempre"],
    satisfaction: ["Muito insatisfeito", "Insatisfeito", "Neutro", "Satisfeito", "Muito satisfeito"],
    importance: ["Nada importante", "Pouco importante", "Moderadamente importante", "Importante", "Muito importante"],
    custom: ["Opção 1", "Opção 2", "Opção 3", "Opção 4", "Opção 5"],
  },
};

/** The English labels: what a stored likert without labels reads as. */
export const LIKERT_LABELS = LIKERT_LABELS_BY_LANGUAGE.en;
