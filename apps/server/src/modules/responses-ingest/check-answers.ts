import type { Answer } from "@sondar/core/answers/answer-schema";
import { validateSubmission } from "@sondar/core/branching/validate-submission";
import type { Question } from "@sondar/core/surveys/question-schema";
import { AppError } from "../../lib/app-error";

/** The URL of a respondent's file, served only to the survey's owner and organization members. */
export function responseFileUrl(surveyId: string, fileId: string): string {
  return `/api/surveys/${surveyId}/response-files/${fileId}`;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * Core's answer checks, then ours: a file-upload answer may only name files uploaded to this
 * survey through our endpoint, never a link the respondent chose (owners open these links).
 * Throws VALIDATION_FAILED with one message per question id (`_` for the answers as a whole).
 */
export function checkAnswers(
  survey: { id: string; questions: readonly Question[] },
  rawAnswers: unknown,
  options: { complete: boolean },
): Record<string, Answer> {
  const { questions } = survey;
  const result = validateSubmission(questions, rawAnswers, options);
  const errors: Record<string, string[]> = {};
  if (!result.ok) {
    for (const [id, message] of Object.entries(result.errors)) errors[id] = [message];
    throw new AppError("VALIDATION_FAILED", { fields: errors });
  }
  let ownFile: RegExp | undefined;
  for (const question of questions) {
    if (question.type !== "file-upload") continue;
    ownFile ??= new RegExp(`^/api/surveys/${survey.id}/response-files/${UUID}$`, "i");
    const answer = result.answers[question.id];
    if (answer === undefined) continue;
    const urls = Array.isArray(answer) ? answer : [answer];
    if (!urls.every((url) => typeof url === "string" && ownFile?.test(url))) errors[question.id] = ["Please upload a valid file"];
  }
  if (Object.keys(errors).length) throw new AppError("VALIDATION_FAILED", { fields: errors });
  return result.answers;
}
