import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setUpScreenTests, surveyDto } from "../../lib/test-app";
import { useHistorySteps } from "./use-history-steps";

setUpScreenTests();

const questions: Question[] = [createQuestion("text", "q1"), createQuestion("text", "q2")];
const content = (qs: Question[]) => {
  const { title, description, settings, hiddenFields } = surveyDto();
  return { title, description, settings, hiddenFields, questions: qs };
};

function renderSteps(canEdit = true) {
  const undo = vi.fn(() => content([...questions, createQuestion("text", "q3")]));
  const redo = vi.fn(() => content(questions.slice(0, 1)));
  const select = vi.fn();
  const { result } = renderHook(() => useHistorySteps({ canEdit, questions, draft: { undo, redo }, select }));
  return { step: result.current, undo, redo, select };
}

describe("undo and redo in the editor", () => {
  it("a question that comes back is chosen; one that goes changes no choice", () => {
    const { step, undo, redo, select } = renderSteps();
    step("undo");
    expect(undo).toHaveBeenCalledOnce();
    expect(select).toHaveBeenCalledWith("q3");
    step("redo");
    expect(redo).toHaveBeenCalledOnce();
    expect(select).toHaveBeenCalledTimes(1);
  });

  it("Ctrl+Z and Ctrl+Shift+Z step through the history", () => {
    const { undo, redo } = renderSteps();
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    fireEvent.keyDown(window, { key: "Z", ctrlKey: true, shiftKey: true });
    expect(undo).toHaveBeenCalledOnce();
    expect(redo).toHaveBeenCalledOnce();
  });

  it("does nothing without the right to edit", () => {
    const { step, undo, redo } = renderSteps(false);
    step("undo");
    fireEvent.keyDown(window, { key: "y", ctrlKey: true });
    expect(undo).not.toHaveBeenCalled();
    expect(redo).not.toHaveBeenCalled();
  });
});
