import { describe, expect, it } from "vitest";
import { validateAnswer } from "../answers/validate-answer";
import { applyDisplayLogic } from "../branching/display-logic";
import { getNextStep } from "../branching/next-step";
import { validateSubmission } from "../branching/validate-submission";
import { prefillAnswer } from "../respondent/prefill";
import { answerForKey } from "../respondent/quick-answers";
import { withOptionOrder } from "../respondent/option-order";
import { formatExportAnswer } from "../responses/export-columns";
import {
  answerIds,
  answerLabels,
  answersWithLabels,
  choiceList,
  generateOptionId,
  idsOf,
  legacyIds,
  optionId,
  optionLabel,
} from "./option-ids";
import { questionSchema, type Question } from "./question-schema";
import { readStoredQuestions } from "./read-stored-survey";

const choice = (extra: Record<string, unknown> = {}) =>
  questionSchema.parse({
    id: "q1",
    type: "multiple-choice",
    options: ["Red", "Green", "Blue"],
    optionIds: ["o_red", "o_green", "o_blue"],
    ...extra,
  });

const matrix = questionSchema.parse({
  id: "m",
  type: "matrix",
  matrixRows: ["Speed", "Price"],
  matrixRowIds: ["r1", "r2"],
  matrixColumns: ["Bad", "Good"],
  matrixColumnIds: ["c1", "c2"],
});

describe("stable option ids", () => {
  it("read a list stored without ids with each label as its own id, repeats made distinct", () => {
    expect(legacyIds(["A", "B", "A", "A (2)"])).toEqual(["A", "B", "A (2)", "A (2) (2)"]);
    const [stored] = readStoredQuestions([{ id: "q", type: "checkbox", options: ["Yes please", "No thanks"] }]);
    expect(stored && choiceList(stored)).toEqual({ labels: ["Yes please", "No thanks"], ids: ["Yes please", "No thanks"] });
    // The same ids on every read: the upcast is deterministic, so stored label answers are id answers.
    expect(stored && answerIds(stored, ["No thanks"])).toEqual(["No thanks"]);
  });

  it("drop stored ids that do not pair with their labels, and read legacy ids instead", () => {
    const repairs: string[] = [];
    const [stored] = readStoredQuestions([{ id: "q", type: "dropdown", options: ["A", "B"], optionIds: ["x", "x"] }], (repair) =>
      repairs.push(repair.path.join(".")),
    );
    expect(repairs).toEqual(["questions.0.optionIds"]);
    expect(stored && choiceList(stored)?.ids).toEqual(["A", "B"]);
    expect(questionSchema.safeParse({ id: "q", type: "dropdown", options: ["A", "B"], optionIds: ["x"] }).success).toBe(false);
    expect(idsOf(["A", "B"], ["x"])).toEqual(["A", "B"]);
  });

  it("map ids and labels both ways, an id winning over a label", () => {
    const q = choice();
    expect(optionLabel(q, "o_green")).toBe("Green");
    expect(optionLabel(q, "Other: Teal")).toBe("Other: Teal");
    expect(optionId(q, "Green")).toBe("o_green");
    expect(optionId(q, "o_green")).toBe("o_green");
    expect(optionId(q, "Purple")).toBeUndefined();
    const tricky = choice({ options: ["o_blue", "Green", "Blue"] });
    expect(optionId(tricky, "o_blue")).toBe("o_blue");
    expect(answerLabels(matrix, { r1: "c2", r2: "c1" })).toEqual({ Speed: "Good", Price: "Bad" });
    expect(answerIds(matrix, { Speed: "Good", r2: "Bad" })).toEqual({ r1: "c2", r2: "c1" });
    expect(answersWithLabels([q, matrix], { q1: "o_red", m: { r1: "c1" }, gone: "x" })).toEqual({
      q1: "Red",
      m: { Speed: "Bad" },
      gone: "x",
    });
    expect(generateOptionId()).toMatch(/^o_[0-9a-z]{8}$/);
    expect(generateOptionId()).not.toBe(generateOptionId());
  });

  it("store ids whether the respondent's page sent ids or labels (an older page, an API caller)", () => {
    const questions: Question[] = [
      choice({ allowOther: true }),
      questionSchema.parse({ id: "c", type: "checkbox", options: ["A", "B", "C"], optionIds: ["a", "b", "c"] }),
      questionSchema.parse({ id: "r", type: "ranking", rankingItems: ["X", "Y"], rankingItemIds: ["x", "y"] }),
      matrix,
    ];
    const byIds = validateSubmission(
      questions,
      { q1: "o_green", c: ["c", "a"], r: ["y", "x"], m: { r1: "c1", r2: "c2" } },
      { complete: true },
    );
    const byLabels = validateSubmission(
      questions,
      { q1: "Green", c: ["C", "A"], r: ["Y", "X"], m: { Speed: "Bad", Price: "Good" } },
      { complete: true },
    );
    const stored = { q1: "o_green", c: ["a", "c"], r: ["y", "x"], m: { r1: "c1", r2: "c2" } };
    expect(byIds).toEqual({ ok: true, answers: stored });
    expect(byLabels).toEqual({ ok: true, answers: stored });
    expect(validateSubmission(questions, { q1: "Other: Teal" }, { complete: false })).toEqual({
      ok: true,
      answers: { q1: "Other: Teal" },
    });
    expect(validateAnswer(questions[0] as Question, "Purple")?.code).toBe("invalid_option");
    expect(validateAnswer(matrix, { r1: "c1" })?.code).toBe("incomplete_matrix");
  });

  it("keep an answer with its option when the option is renamed", () => {
    const before = choice();
    const after = choice({ options: ["Crimson", "Green", "Blue"] });
    const [answer] = [validateSubmission([before], { q1: "Red" }, { complete: false })];
    expect(answer).toEqual({ ok: true, answers: { q1: "o_red" } });
    expect(answerLabels(after, "o_red")).toBe("Crimson");
    expect(formatExportAnswer("o_red", after)).toBe("Crimson");
    expect(formatExportAnswer({ r2: "c2", r1: "c1" }, matrix)).toBe("Speed: Bad; Price: Good");
  });

  it("decide branching and display logic on ids, a rule naming a label counting as its id", () => {
    const source = choice({
      branchingRules: [{ condition: { operator: "equals", value: "o_blue" }, action: { type: "end_survey" } }],
    });
    const shown = questionSchema.parse({
      id: "q2",
      type: "text",
      displayLogic: { match: "all", conditions: [{ questionId: "q1", operator: "equals", value: "Green" }] },
    });
    const questions = [source, shown];
    expect(getNextStep(questions, 0, { q1: "o_blue" })).toEqual({ kind: "end" });
    expect(applyDisplayLogic(questions, { q1: "o_green" }).hidden.has("q2")).toBe(false);
    expect(applyDisplayLogic(questions, { q1: "o_red" }).hidden.has("q2")).toBe(true);
  });

  it("give prefill, letter keys and shuffling in ids", () => {
    const q = choice({ shuffleOptions: true });
    expect(prefillAnswer(q, "green")).toBe("o_green");
    expect(answerForKey(q, undefined, "b", "")?.answer).toBe("o_green");
    const [shuffled] = withOptionOrder([q], "session");
    const list = shuffled && choiceList(shuffled);
    expect(list && list.ids.map((id) => optionLabel(q, id))).toEqual(list?.labels);
  });
});
