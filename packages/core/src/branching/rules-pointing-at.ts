import type { Question } from "../surveys/question-schema";

/** A go-to rule of another question that leads to the question asked about. */
export interface RulePointingAt {
  questionId: string;
  /** 0-based position of the question that holds the rule. */
  questionIndex: number;
  /** 0-based position of the rule among that question's rules. */
  ruleIndex: number;
}

/** The go-to rules, in survey order, whose target is `targetId` (docs/product/surveys-and-questions.md#branching). */
export function listRulesPointingAt(questions: readonly Question[], targetId: string): RulePointingAt[] {
  const found: RulePointingAt[] = [];
  questions.forEach((question, questionIndex) => {
    if (question.id === targetId) return;
    question.branchingRules.forEach((rule, ruleIndex) => {
      if (rule.action.type === "goto" && rule.action.targetQuestionId === targetId)
        found.push({ questionId: question.id, questionIndex, ruleIndex });
    });
  });
  return found;
}
