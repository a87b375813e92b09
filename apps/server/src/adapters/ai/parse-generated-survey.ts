import { GENERATED_QUESTION_COUNT, generatedSurveySchema, type GeneratedSurvey } from "@sondar/core/ai/generated-survey";
import { AppError } from "../../lib/app-error";
import { parseModelJson } from "./parse-model-json";

/**
 * A generator's answer (JSON text or an object) as a survey with fresh ids and defaults, or
 * AI_INVALID_RESPONSE. More questions than the contract's five are cut to five.
 */
export function parseGeneratedSurvey(answer: unknown): GeneratedSurvey {
  let value = typeof answer === "string" ? parseModelJson(answer) : answer;
  // Some models wrap the object in a key named after the thing they were asked for.
  if (value && typeof value === "object" && !("questions" in value) && "survey" in value) value = value.survey;
  const parsed = generatedSurveySchema.safeParse(value);
  if (!parsed.success) throw new AppError("AI_INVALID_RESPONSE");
  return { ...parsed.data, questions: parsed.data.questions.slice(0, GENERATED_QUESTION_COUNT) };
}
