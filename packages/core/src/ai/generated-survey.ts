import { z } from "zod";
import { LIKERT_LABELS, LIKERT_TYPES } from "../question-types/likert";
import { generateQuestionId } from "../surveys/create-question";
import { questionSchema, type QuestionInput } from "../surveys/question-schema";

/** What the dashboard's AI dialog promises: five questions of mixed types (docs/product/ai.md#survey-generation). */
export const GENERATED_QUESTION_COUNT = 5;
/** The schema tolerates a little more than the contract, so one extra question does not sink a reply. */
export const MAX_GENERATED_QUESTIONS = 20;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A question as a generator writes it: no id, images or branching rules (the server owns those). */
export type GeneratedQuestionDraft = DistributiveOmit<QuestionInput, "id" | "images" | "branchingRules">;

/** A generator's raw result, before ids and defaults. */
export interface GeneratedSurveyDraft {
  title: string;
  description: string;
  questions: GeneratedQuestionDraft[];
}

/** A likert given only its type gets that type's standard labels; a model often leaves them out. */
function withLikertLabels(question: Record<string, unknown>): Record<string, unknown> {
  const scale = question.likertScale;
  if (question.type !== "likert" || typeof scale !== "object" || scale === null || "labels" in scale) return question;
  const type = (scale as { type?: unknown }).type;
  const known = LIKERT_TYPES.find((t) => t === type);
  return known ? { ...question, likertScale: { type: known, labels: [...LIKERT_LABELS[known]] } } : question;
}

const generatedQuestionSchema = z
  .looseObject({ type: z.string(), title: z.string().trim().min(1).max(500) })
  // Whatever id, images or branching rules a generator sends are dropped: ids must be fresh and
  // unique, and images or rules would point at files and questions that do not exist.
  .transform(({ id: _id, images: _images, branchingRules: _rules, ...question }) => ({
    ...withLikertLabels(question),
    id: generateQuestionId(),
  }))
  .pipe(questionSchema);

/**
 * An AI generation result (docs/product/ai.md#survey-generation): title, description and questions,
 * each question given a fresh id and parsed through the question schema so every default is filled in.
 * Anything the question schema refuses makes the whole result invalid.
 */
export const generatedSurveySchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).default(""),
  questions: z.array(generatedQuestionSchema).min(1).max(MAX_GENERATED_QUESTIONS),
});

export type GeneratedSurvey = z.output<typeof generatedSurveySchema>;

/** POST /api/ai/generate-survey: the generated content, not yet saved. */
export const generateSurveyReplySchema = z.object({ survey: generatedSurveySchema });
export type GenerateSurveyReply = z.output<typeof generateSurveyReplySchema>;
