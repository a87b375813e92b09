import { isEmptyAnswer } from "@sondar/core/answers/is-empty-answer";
import { getNextStep, getVisitedPath } from "@sondar/core/branching/next-step";
import type { Question } from "@sondar/core/surveys/question-schema";
import type { Answers } from "./respondent-storage";

/**
 * Where a returning respondent continues: the question after the furthest answered one on
 * their branching path (or that question itself when the survey ends after it); null when
 * nothing on the path is answered yet.
 */
export function findResumeIndex(questions: readonly Question[], answers: Answers): number | null {
  const path = getVisitedPath(questions, answers);
  const answered = path.filter((index) => {
    const question = questions[index];
    return question !== undefined && !isEmptyAnswer(answers[question.id]);
  });
  const furthest = answered.at(-1);
  if (furthest === undefined) return null;
  const next = getNextStep(questions, furthest, answers);
  return next.kind === "question" ? next.index : furthest;
}
