import { z } from "zod";
import { BRANCHING_OPERATORS } from "./branching-operators";
import { cleanDisplayLogic, type DisplayLogic } from "./display-logic";
import { MAX_QUESTION_ID_LENGTH } from "./question-id";

export { BRANCHING_OPERATORS };
export const BRANCHING_ACTIONS = ["goto", "end_survey", "skip_question"] as const;

export const branchingRuleSchema = z.object({
  id: z.string().min(1).max(100).optional(),
  condition: z.object({
    operator: z.enum(BRANCHING_OPERATORS),
    value: z.string().max(1000),
    /** For skip rules: the earlier question whose answer decides. */
    sourceQuestionId: z.string().max(MAX_QUESTION_ID_LENGTH).optional(),
  }),
  action: z.object({
    type: z.enum(BRANCHING_ACTIONS),
    targetQuestionId: z.string().max(MAX_QUESTION_ID_LENGTH).optional(),
  }),
});

export type BranchingRule = z.infer<typeof branchingRuleSchema>;

/**
 * The save-time clean-up (docs/product/surveys-and-questions.md#branching): drop rules with an empty
 * condition value and goto rules without a target; end_survey and skip_question rules are kept.
 */
export function cleanBranchingRules(rules: readonly BranchingRule[]): BranchingRule[] {
  return rules.filter((rule) => {
    if (!rule.condition.value.trim()) return false;
    if (rule.action.type === "goto" && !rule.action.targetQuestionId) return false;
    return true;
  });
}

/**
 * Every question with its rules cleaned up as saving does: branching rules by cleanBranchingRules,
 * display logic by cleanDisplayLogic (conditions on a deleted question go).
 */
export function cleanQuestionRules<Q extends { id: string; branchingRules: BranchingRule[]; displayLogic?: DisplayLogic | null }>(
  questions: readonly Q[],
): Q[] {
  const ids = new Set(questions.map((q) => q.id));
  return questions.map((q) => ({
    ...q,
    branchingRules: cleanBranchingRules(q.branchingRules),
    ...(q.displayLogic === undefined ? {} : { displayLogic: cleanDisplayLogic(q.displayLogic, ids) }),
  }));
}

/** Option labels in branching pickers are cut to 30 characters. */
export function truncateForPicker(label: string, max = 30): string {
  return label.length > max ? `${label.slice(0, max)}...` : label;
}
