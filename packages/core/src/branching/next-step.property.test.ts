import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRANCHING_TYPES } from "../question-types/question-types";
import { questionSchema, type Question } from "../surveys/question-schema";
import { BRANCHING_ACTIONS, BRANCHING_OPERATORS, type BranchingRule } from "../surveys/branching-rule";
import { DISPLAY_LOGIC_MATCHES, type DisplayLogic } from "../surveys/display-logic";
import { applyDisplayLogic } from "./display-logic";
import { getNextStep, getVisitedPath, matchesCondition } from "./next-step";
import { validateSubmission } from "./validate-submission";

// A small pool of values so that rule conditions and answers often meet.
const VALUES = ["A", "B", "a", "1", "3", "5", "Yes", "No", " "];
const RUNS = { numRuns: 500 };

type Survey = { questions: Question[]; answers: Record<string, unknown> };

const ruleArb = (ids: readonly string[]): fc.Arbitrary<BranchingRule> => {
  // Targets and sources include backward ones, the rule's own question, unknown ids and none.
  const idOrJunk = fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 4 },
    { arbitrary: fc.constantFrom("unknown", "", undefined), weight: 1 },
  );
  return fc.record({
    condition: fc.record({
      operator: fc.constantFrom(...BRANCHING_OPERATORS),
      value: fc.constantFrom(...VALUES),
      sourceQuestionId: idOrJunk,
    }),
    // skip_question twice as likely: a skip needs a rule, a later target and an earlier source to line up.
    action: fc.record({ type: fc.constantFrom(...BRANCHING_ACTIONS, "skip_question"), targetQuestionId: idOrJunk }),
  });
};

/** Display logic on about half the questions; conditions name any question (earlier, later, itself) or junk. */
const displayLogicArb = (ids: readonly string[]): fc.Arbitrary<DisplayLogic | null> =>
  fc.option(
    fc.record({
      match: fc.constantFrom(...DISPLAY_LOGIC_MATCHES),
      conditions: fc.array(
        fc.record({
          questionId: fc.oneof(
            { arbitrary: fc.constantFrom(...ids), weight: 6 },
            { arbitrary: fc.constant("unknown"), weight: 1 },
          ),
          operator: fc.constantFrom(...BRANCHING_OPERATORS),
          value: fc.constantFrom(...VALUES),
        }),
        { maxLength: 3 },
      ),
    }),
    { nil: null },
  );

const answerArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...VALUES),
  fc.integer({ min: 0, max: 10 }),
  fc.array(fc.constantFrom(...VALUES), { maxLength: 3 }),
  fc.constantFrom("", {}, { Row: "A" }),
);

const surveyOf = (types: fc.Arbitrary<Question["type"]>, answer: fc.Arbitrary<unknown>): fc.Arbitrary<Survey> =>
  fc.integer({ min: 1, max: 15 }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => `q${i}`);
    const questionArb = (id: string) =>
      fc
        .record({
          type: types,
          required: fc.boolean(),
          rules: fc.array(ruleArb(ids), { maxLength: 4 }),
          displayLogic: displayLogicArb(ids),
        })
        .map(({ type, required, rules, displayLogic }) =>
          questionSchema.parse({ id, type, required, branchingRules: rules, displayLogic }),
        );
    return fc.record({
      questions: fc.tuple(...ids.map(questionArb)),
      answers: fc
        .tuple(...ids.map(() => fc.option(answer, { nil: undefined })))
        .map((values) => Object.fromEntries(ids.flatMap((id, i) => (values[i] === undefined ? [] : [[id, values[i]]])))),
    });
  });

const surveyArb = surveyOf(fc.constantFrom(...BRANCHING_TYPES), answerArb);
/** Text questions take any text, so every answer is valid and only the path decides what is required. */
const textSurveyArb = surveyOf(fc.constant("text"), fc.constantFrom(...VALUES));

/**
 * Display logic, written out directly: in order, a question with conditions on earlier questions
 * is hidden unless all (or any) hold, a hidden question's answer counting as not given.
 */
function hiddenOracle(questions: readonly Question[], answers: Record<string, unknown>): Set<string> {
  const hidden = new Set<string>();
  questions.forEach((question, index) => {
    const earlier = new Set(questions.slice(0, index).map((q) => q.id));
    const conditions = (question.displayLogic?.conditions ?? []).filter((c) => earlier.has(c.questionId));
    if (conditions.length === 0) return;
    const results = conditions.map((c) => matchesCondition(c, hidden.has(c.questionId) ? undefined : answers[c.questionId]));
    const shown = question.displayLogic?.match === "all" ? results.every(Boolean) : results.some(Boolean);
    if (!shown) hidden.add(question.id);
  });
  return hidden;
}

const givenAnswers = (questions: readonly Question[], answers: Record<string, unknown>) => {
  const hidden = hiddenOracle(questions, answers);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !hidden.has(id)));
};

/**
 * The skip rule, written out directly: an earlier question's skip rule, decided before the
 * target, on the answers display logic leaves.
 */
function isSkippedOracle(questions: readonly Question[], index: number, allAnswers: Record<string, unknown>): boolean {
  const target = questions[index];
  if (!target) return false;
  const answers = givenAnswers(questions, allAnswers);
  return questions.slice(0, index).some((holder) =>
    holder.branchingRules.some((rule) => {
      if (rule.action.type !== "skip_question" || rule.action.targetQuestionId !== target.id) return false;
      const sourceId = rule.condition.sourceQuestionId || holder.id;
      const sourceIndex = questions.findIndex((q) => q.id === sourceId);
      return sourceIndex >= 0 && sourceIndex < index && matchesCondition(rule.condition, answers[sourceId]);
    }),
  );
}

// Hundreds of generated surveys per property: allow for a busy CI machine.
describe("getNextStep and getVisitedPath properties", { timeout: 30_000 }, () => {
  it("always moves forward to a question in range, or ends", () => {
    fc.assert(
      fc.property(surveyArb, ({ questions, answers }) => {
        for (let from = -1; from < questions.length; from++) {
          const step = getNextStep(questions, from, answers);
          if (step.kind === "question") {
            expect(step.index).toBeGreaterThan(from);
            expect(step.index).toBeLessThan(questions.length);
            expect(Number.isInteger(step.index)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it("gives a path that starts at 0, strictly increases and terminates", () => {
    fc.assert(
      fc.property(surveyArb, ({ questions, answers }) => {
        const path = getVisitedPath(questions, answers);
        expect(path[0]).toBe(0);
        expect(path.length).toBeLessThanOrEqual(questions.length);
        path.slice(1).forEach((index, i) => expect(index).toBeGreaterThan(path[i] ?? Infinity));
        // Each hop is exactly what getNextStep says, and the last hop ends the survey.
        path.forEach((index, i) => {
          const expected = i + 1 < path.length ? { kind: "question", index: path[i + 1] } : { kind: "end" };
          expect(getNextStep(questions, index, answers)).toEqual(expected);
        });
      }),
      RUNS,
    );
  });

  it("never lands on a skipped question, from anywhere", () => {
    let skips = 0;
    fc.assert(
      fc.property(surveyArb, ({ questions, answers }) => {
        for (const index of getVisitedPath(questions, answers)) expect(isSkippedOracle(questions, index, answers)).toBe(false);
        for (let from = 0; from < questions.length; from++) {
          const step = getNextStep(questions, from, answers);
          if (step.kind === "question") expect(isSkippedOracle(questions, step.index, answers)).toBe(false);
        }
        if (questions.some((_, i) => isSkippedOracle(questions, i, answers))) skips++;
      }),
      RUNS,
    );
    // The generator must really produce skips, or the property above says nothing.
    expect(skips).toBeGreaterThan(RUNS.numRuns / 10);
  });

  it("ends whenever a matching end_survey rule is reached before any usable goto", () => {
    const caseArb = surveyArb.chain((survey) =>
      fc.record({
        survey: fc.constant(survey),
        from: fc.integer({ min: 0, max: survey.questions.length - 1 }),
        at: fc.nat({ max: 4 }),
        answer: fc.constantFrom("A", "B", "Yes", 3),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ survey, from, at, answer }) => {
        const questions = survey.questions.map((q) => structuredClone(q));
        const current = questions[from];
        if (!current) throw new Error("from is in range");
        // Rules before the end rule may stay, but their gotos are made unusable (backward or unknown).
        const before = current.branchingRules
          .slice(0, at)
          .map((r): BranchingRule =>
            r.action.type === "goto" ? { ...r, action: { type: "goto", targetQuestionId: from > 0 ? "q0" : "unknown" } } : r,
          );
        const endRule: BranchingRule = {
          condition: { operator: "equals", value: String(answer) },
          action: { type: "end_survey" },
        };
        current.branchingRules = [...before, endRule, ...current.branchingRules.slice(at)];
        // A question display logic hides has no answer to decide on; this one is shown.
        current.displayLogic = null;
        const answers = { ...survey.answers, [current.id]: answer };

        expect(getNextStep(questions, from, answers)).toEqual({ kind: "end" });
        const path = getVisitedPath(questions, answers);
        if (path.includes(from)) expect(path.at(-1)).toBe(from);
      }),
      RUNS,
    );
  });

  it("never lands on a question display logic hides, from anywhere", () => {
    let hides = 0;
    fc.assert(
      fc.property(surveyArb, ({ questions, answers }) => {
        const hidden = hiddenOracle(questions, answers);
        expect(applyDisplayLogic(questions, answers).hidden).toEqual(hidden);
        for (const index of getVisitedPath(questions, answers)) expect(hidden.has(questions[index]?.id ?? "")).toBe(false);
        for (let from = -1; from < questions.length; from++) {
          const step = getNextStep(questions, from, answers);
          if (step.kind === "question") expect(hidden.has(questions[step.index]?.id ?? "")).toBe(false);
        }
        if (hidden.size > 0) hides++;
      }),
      RUNS,
    );
    // The generator must really hide questions, or the property above says nothing.
    expect(hides).toBeGreaterThan(RUNS.numRuns / 5);
  });

  it("gives the same path for the answers a hidden question's answer is dropped from (browser and server agree)", () => {
    fc.assert(
      fc.property(surveyArb, ({ questions, answers }) => {
        const kept = applyDisplayLogic(questions, answers).answers;
        expect(getVisitedPath(questions, kept)).toEqual(getVisitedPath(questions, answers));
        expect(applyDisplayLogic(questions, kept).hidden).toEqual(applyDisplayLogic(questions, answers).hidden);
      }),
      RUNS,
    );
  });

  it("stores no answer to a hidden question, and requires exactly the unanswered required questions on the path", () => {
    let refusals = 0;
    let hiddenRequired = 0;
    fc.assert(
      fc.property(textSurveyArb, ({ questions, answers }) => {
        const hidden = hiddenOracle(questions, answers);
        if (questions.some((q) => q.required && hidden.has(q.id))) hiddenRequired++;
        // The respondent page's verdict: the required questions on its path left unanswered.
        const missing = getVisitedPath(questions, answers)
          .map((index) => questions[index])
          .filter((q): q is Question => q !== undefined && q.required && !String(answers[q.id] ?? "").trim())
          .map((q) => q.id);
        const result = validateSubmission(questions, answers, { complete: true });
        if (result.ok) {
          expect(missing).toEqual([]);
          for (const id of Object.keys(result.answers)) expect(hidden.has(id)).toBe(false);
        } else {
          refusals++;
          expect(Object.keys(result.errors).sort()).toEqual([...missing].sort());
          for (const id of missing) expect(hidden.has(id)).toBe(false);
        }
        const partial = validateSubmission(questions, answers, { complete: false });
        expect(partial.ok).toBe(true);
        if (partial.ok) expect(Object.keys(partial.answers).filter((id) => hidden.has(id))).toEqual([]);
      }),
      RUNS,
    );
    // Both outcomes, and required questions hidden, must really occur.
    expect(refusals).toBeGreaterThan(RUNS.numRuns / 10);
    expect(hiddenRequired).toBeGreaterThan(RUNS.numRuns / 10);
  });

  it("visits every question in order when there are no rules", () => {
    fc.assert(
      fc.property(surveyArb, ({ questions, answers }) => {
        const plain = questions.map((q) => ({ ...q, branchingRules: [], displayLogic: null }));
        expect(getVisitedPath(plain, answers)).toEqual(plain.map((_, i) => i));
      }),
      { numRuns: 100 },
    );
  });
});
