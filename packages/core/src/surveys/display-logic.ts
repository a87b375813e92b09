import { z } from "zod";
import { BRANCHING_OPERATORS } from "./branching-operators";
import { MAX_QUESTION_ID_LENGTH } from "./question-id";

/** A question's display logic asks for every condition to hold ("all") or at least one ("any"). */
export const DISPLAY_LOGIC_MATCHES = ["all", "any"] as const;
export const MAX_DISPLAY_CONDITIONS = 20;

/** One condition: the answer to an earlier question compared with a value, as a branching rule compares. */
export const displayConditionSchema = z.object({
  questionId: z.string().min(1).max(MAX_QUESTION_ID_LENGTH),
  operator: z.enum(BRANCHING_OPERATORS),
  value: z.string().max(1000),
});

/**
 * When a question is shown (docs/product/surveys-and-questions.md#display-logic); a question
 * without it (null) is always shown. Conditions may only name earlier questions
 * (branching/display-logic.ts ignores any other; publishing refuses them).
 */
export const displayLogicSchema = z.object({
  match: z.enum(DISPLAY_LOGIC_MATCHES),
  conditions: z.array(displayConditionSchema).max(MAX_DISPLAY_CONDITIONS),
});

export type DisplayCondition = z.infer<typeof displayConditionSchema>;
export type DisplayLogic = z.infer<typeof displayLogicSchema>;

/**
 * The save-time clean-up: conditions without a value, or naming a question the survey no longer
 * has, go; logic left without conditions becomes null (always shown). A condition naming a
 * question that moved after this one stays, for the publish check to show.
 */
export function cleanDisplayLogic(logic: DisplayLogic | null, questionIds: ReadonlySet<string>): DisplayLogic | null {
  if (!logic) return null;
  const conditions = logic.conditions.filter((c) => c.value.trim() !== "" && questionIds.has(c.questionId));
  return conditions.length > 0 ? { match: logic.match, conditions } : null;
}
