import type { Question } from "@sondar/core/surveys/question-schema";
import type { SurveyDraft } from "./use-survey-draft";
import { useUndoShortcuts } from "./use-undo-shortcuts";

/** Undo and redo, by button or keyboard; a question that comes back is the one shown in the editor. */
export function useHistorySteps({
  canEdit,
  questions,
  draft: { undo, redo },
  select,
}: {
  canEdit: boolean;
  questions: Question[];
  draft: Pick<SurveyDraft, "undo" | "redo">;
  select: (id: string) => void;
}) {
  function stepHistory(direction: "undo" | "redo") {
    if (!canEdit) return;
    const shown = new Set(questions.map((q) => q.id));
    const next = direction === "undo" ? undo() : redo();
    const back = next?.questions.find((q) => !shown.has(q.id));
    if (back) select(back.id);
  }

  useUndoShortcuts({ onUndo: () => stepHistory("undo"), onRedo: () => stepHistory("redo") });
  return stepHistory;
}
