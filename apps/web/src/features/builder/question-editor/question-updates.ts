import type { Language } from "@sondar/core/i18n/languages";
import type { QuestionType } from "@sondar/core/question-types/question-types";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";

/**
 * The question as `type`: id, title, description, required, the uploaded images and display
 * logic (it reads earlier answers) stay; the type's settings start from the editor defaults and
 * branching rules are cleared (their values belonged to the old type's answers).
 */
export function changeQuestionType(question: Question, type: QuestionType, language?: Language): Question {
  if (question.type === type) return question;
  const fresh = createQuestion(type, question.id, language);
  return {
    ...fresh,
    title: question.title,
    description: question.description,
    required: question.required,
    images: question.images,
    displayLogic: question.displayLogic,
  };
}

/** Moves the item at `from` to `to` (both in range) in a copy of the list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Parses a form field as a finite number; blank or malformed gives undefined. */
export function parseNumber(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** "image/*, .pdf" -> ["image/*", ".pdf"]; blanks dropped. */
export function parseAllowedTypes(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
