import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SurveyContentInput } from "../../lib/surveys-api";
import { setUpScreenTests, surveyDto } from "../../lib/test-app";
import { clearToasts, useToasts } from "../../lib/toast-store";
import { useQuestionDeletion } from "./use-question-deletion";

setUpScreenTests();
beforeEach(() => act(() => clearToasts()));

const question = (id: string, target?: string): Question => ({
  ...createQuestion("multiple-choice", id),
  title: `Question ${id}`,
  branchingRules: target
    ? [{ condition: { operator: "equals", value: "Option 1" }, action: { type: "goto", targetQuestionId: target } }]
    : [],
});

/**
 * The hook over `questions` with `selectedId` chosen; `applied` lists the question ids after each
 * change it made, and `undo` answers the toast's Undo as `undoResult` says.
 */
function renderDeletion(
  questions: Question[],
  options: { selectedId?: string | null; canEdit?: boolean; undoResult?: SurveyContentInput | null } = {},
) {
  const { title, description, settings, hiddenFields } = surveyDto();
  const applied: string[][] = [];
  let current = questions;
  const changeQuestions = vi.fn((change: (qs: Question[]) => Question[]) => {
    current = change(current);
    applied.push(current.map((q) => q.id));
    return { title, description, settings, hiddenFields, questions: current };
  });
  const undo = vi.fn(() => options.undoResult ?? null);
  const select = vi.fn();
  const { result } = renderHook(() => ({
    ...useQuestionDeletion({
      canEdit: options.canEdit ?? true,
      questions,
      selectedId: options.selectedId ?? null,
      select,
      changeQuestions,
      draft: { undo },
    }),
    toasts: useToasts().visible,
  }));
  return { result, applied, select, undo };
}

describe("deleting a question", () => {
  const three = [question("q1"), question("q2"), question("q3")];

  it("deletes at once and chooses the next question when the chosen one goes", () => {
    const { result, applied, select } = renderDeletion(three, { selectedId: "q2" });
    act(() => result.current.deleteQuestion("q2"));
    expect(applied).toEqual([["q1", "q3"]]);
    expect(select).toHaveBeenCalledWith("q3");
    expect(result.current.toasts.map((t) => t.title)).toEqual(["Question deleted"]);
  });

  it("chooses the one before when the last goes, and keeps the choice when another goes", () => {
    const last = renderDeletion(three, { selectedId: "q3" });
    act(() => last.result.current.deleteQuestion("q3"));
    expect(last.select).toHaveBeenCalledWith("q2");
    const other = renderDeletion(three, { selectedId: "q1" });
    act(() => other.result.current.deleteQuestion("q3"));
    expect(other.select).not.toHaveBeenCalled();
  });

  it("the toast's Undo puts the question back where it was after other edits, and chooses it", () => {
    const { result, applied, select, undo } = renderDeletion(three);
    act(() => result.current.deleteQuestion("q2"));
    act(() => result.current.toasts[0]?.action?.onClick());
    expect(undo).toHaveBeenCalledOnce();
    expect(applied).toEqual([
      ["q1", "q3"],
      ["q1", "q2", "q3"],
    ]);
    expect(select).toHaveBeenLastCalledWith("q2");
  });

  it("the toast's Undo undoes the step itself when nothing changed since", () => {
    const { title, description, settings, hiddenFields } = surveyDto();
    const { result, applied } = renderDeletion(three, {
      undoResult: { title, description, settings, hiddenFields, questions: three },
    });
    act(() => result.current.deleteQuestion("q2"));
    act(() => result.current.toasts[0]?.action?.onClick());
    expect(applied).toEqual([["q1", "q3"]]);
  });

  it("asks first when go-to rules lead to the question, and deletes only once confirmed", () => {
    const withRule = [question("q1", "q3"), question("q2"), question("q3")];
    const { result, applied } = renderDeletion(withRule);
    act(() => result.current.deleteQuestion("q3"));
    expect(result.current.pending).toEqual({
      id: "q3",
      rules: [expect.objectContaining({ questionId: "q1", questionIndex: 0, ruleIndex: 0 })],
    });
    act(() => result.current.cancel());
    expect(result.current.pending).toBeNull();
    expect(applied).toEqual([]);
    act(() => result.current.deleteQuestion("q3"));
    act(() => result.current.confirm());
    expect(result.current.pending).toBeNull();
    expect(applied).toEqual([["q1", "q2"]]);
  });
});
