/** The comparisons a branching rule or a display condition makes with an answer (branching/match-condition.ts). */
export const BRANCHING_OPERATORS = ["equals", "not_equals", "contains", "not_contains", "less_than", "more_than"] as const;

export type BranchingOperator = (typeof BRANCHING_OPERATORS)[number];
