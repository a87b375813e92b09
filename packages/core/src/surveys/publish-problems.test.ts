import { describe, expect, it } from "vitest";
import { createQuestion } from "./create-question";
import { listPublishProblems, PUBLISH_PROBLEM_MESSAGES, toPublishProblemFields } from "./publish-problems";
import type { Question } from "./question-schema";

/** A survey with no hidden fields and no messages: the questions alone decide. */
const NONE = { hiddenFields: [], settings: { welcomeMessage: "", completionMessage: "" } };

const choice = (id: string, options: string[]): Question => ({ ...createQuestion("multiple-choice", id), options }) as Question;

describe("listPublishProblems", () => {
  it("refuses a survey without questions", () => {
    expect(listPublishProblems([], NONE)).toEqual([{ code: "no_questions" }]);
  });

  it("accepts a survey of new questions as the editor makes them", () => {
    const types = ["text", "multiple-choice", "ranking", "matrix", "rating"] as const;
    expect(
      listPublishProblems(
        types.map((type, i) => createQuestion(type, `q${i}`)),
        NONE,
      ),
    ).toEqual([]);
  });

  it("names the question whose title is empty or only spaces", () => {
    const questions = [createQuestion("text", "a"), { ...createQuestion("text", "b"), title: "  " }];
    expect(listPublishProblems(questions, NONE)).toEqual([{ code: "empty_title", questionId: "b" }]);
  });

  it("finds blank options, and repeated ones whatever their case and spaces", () => {
    expect(listPublishProblems([choice("a", ["Yes", " "])], NONE)).toEqual([{ code: "blank_option", questionId: "a" }]);
    expect(listPublishProblems([choice("a", ["Yes", "yes "])], NONE)).toEqual([{ code: "duplicate_option", questionId: "a" }]);
    const matrix = { ...createQuestion("matrix", "m"), matrixColumns: ["Good", "Good"] } as Question;
    expect(listPublishProblems([matrix], NONE)).toEqual([{ code: "duplicate_option", questionId: "m" }]);
  });

  it("finds rules that point to a missing question or to their own question, and keeps end-survey rules", () => {
    const rule = (type: "goto" | "skip_question" | "end_survey", targetQuestionId?: string) => ({
      condition: { operator: "equals" as const, value: "Yes" },
      action: { type, targetQuestionId },
    });
    const withRules = (id: string, rules: ReturnType<typeof rule>[]) => ({
      ...createQuestion("yes-no", id),
      branchingRules: rules,
    });
    expect(listPublishProblems([withRules("a", [rule("goto", "b")]), withRules("b", [rule("end_survey")])], NONE)).toEqual([]);
    expect(listPublishProblems([withRules("a", [rule("goto", "gone")]), withRules("b", [])], NONE)).toEqual([
      { code: "rule_target_missing", questionId: "a" },
    ]);
    expect(listPublishProblems([withRules("a", [rule("skip_question", "a")])], NONE)).toEqual([
      { code: "rule_target_missing", questionId: "a" },
    ]);
  });

  it("refuses a display condition on a question that does not come before its own", () => {
    const showWhen = (id: string, on: string) => ({
      ...createQuestion("yes-no", id),
      displayLogic: { match: "all" as const, conditions: [{ questionId: on, operator: "equals" as const, value: "Yes" }] },
    });
    expect(listPublishProblems([createQuestion("yes-no", "a"), showWhen("b", "a")], NONE)).toEqual([]);
    for (const on of ["b", "c", "gone"])
      expect(
        listPublishProblems([createQuestion("yes-no", "a"), showWhen("b", on), createQuestion("yes-no", "c")], NONE),
      ).toEqual([{ code: "display_condition_not_earlier", questionId: "b" }]);
  });

  it("refuses a recall that names neither a question nor a hidden field, at the question or the message holding it", () => {
    const asking = { ...createQuestion("text", "q1"), title: "Hi {{name}}, about {{source}}" };
    const recalling = { ...createQuestion("text", "q2"), description: "You said {{q1}}; see {{gone|nothing}}" };
    const survey = {
      hiddenFields: ["source"],
      settings: { welcomeMessage: "From {{source}}", completionMessage: "Thanks {{q9}}" },
    };
    const problems = listPublishProblems([asking, recalling], survey);
    expect(problems).toEqual([
      { code: "recall_unknown", questionId: "q1" },
      { code: "recall_unknown", questionId: "q2" },
      { code: "recall_unknown", field: "completionMessage" },
    ]);
    expect(toPublishProblemFields(problems)).toEqual({
      q1: [PUBLISH_PROBLEM_MESSAGES.recall_unknown],
      q2: [PUBLISH_PROBLEM_MESSAGES.recall_unknown],
      "settings.completionMessage": [PUBLISH_PROBLEM_MESSAGES.recall_unknown],
    });
    const fixed = { ...survey, hiddenFields: ["source", "name", "gone", "q9"] };
    expect(listPublishProblems([asking, recalling], fixed)).toEqual([]);
  });
});
