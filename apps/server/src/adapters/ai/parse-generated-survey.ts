import { GENERATED_QUESTION_COUNT, generatedSurveySchema, type GeneratedSurvey } from "@sondar/core/ai/generated-survey";
import { FALLBACK_LANGUAGE, type Language } from "@sondar/core/i18n/languages";
import { LIKERT_LABELS_BY_LANGUAGE } from "@sondar/core/question-types/likert";
import { AppError } from "../../lib/app-error";
import { parseModelJson } from "./parse-model-json";

/** A likert a provider gave only a type gets that type's labels in the survey's language, not core's English ones. */
function withLikertLabels(value: unknown, language: Language): unknown {
  if (language === "en" || !value || typeof value !== "object" || !Array.isArray((value as { questions?: unknown }).questions)) {
    return value;
  }
  const labels = LIKERT_LABELS_BY_LANGUAGE[language];
  const questions = (value as { questions: unknown[] }).questions.map((question) => {
    if (!question || typeof question !== "object") return question;
    const { type, likertScale } = question as { type?: unknown; likertScale?: unknown };
    if (type !== "likert" || !likertScale || typeof likertScale !== "object" || "labels" in likertScale) return question;
    const scaleType = (likertScale as { type?: unknown }).type;
    if (typeof scaleType !== "string" || !(scaleType in labels)) return question;
    return { ...question, likertScale: { type: scaleType, labels: [...labels[scaleType as keyof typeof labels]] } };
  });
  return { ...value, questions };
}

/**
 * A generator's answer (JSON text or an object) as a survey with fresh ids and defaults, or
 * AI_INVALID_RESPONSE. More questions than the contract's five are cut to five.
 */
export function parseGeneratedSurvey(answer: unknown, language: Language = FALLBACK_LANGUAGE): GeneratedSurvey {
  let value = typeof answer === "string" ? parseModelJson(answer) : answer;
  // Some models wrap the object in a key named after the thing they were asked for.
  if (value && typeof value === "object" && !("questions" in value) && "survey" in value) value = value.survey;
  const parsed = generatedSurveySchema.safeParse(withLikertLabels(value, language));
  if (!parsed.success) throw new AppError("AI_INVALID_RESPONSE");
  return { ...parsed.data, questions: parsed.data.questions.slice(0, GENERATED_QUESTION_COUNT) };
}
