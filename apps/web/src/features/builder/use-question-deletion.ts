import { listRulesPointingAt, type RulePointingAt } from "@sondar/core/branching/rules-pointing-at";
import type { Question } from "@sondar/core/surveys/question-schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/toast-store";
import type { QuestionChanges } from "./use-question-changes";
import type { SurveyDraft } from "./use-survey-draft";

/** A question that go-to rules lead to, waiting for the creator to confirm its deletion. */
export interface PendingDeletion {
  id: string;
  rules: RulePointingAt[];
}

/**
 * Deleting a question: at once with an Undo in the toast, unless go-to rules lead to it; then
 * `pending` names those rules until the creator confirms or cancels.
 */
export function useQuestionDeletion({
  canEdit,
  questions,
  selectedId,
  select,
  changeQuestions,
  draft: { undo },
}: {
  canEdit: boolean;
  questions: Question[];
  selectedId: string | null;
  select: (id: string | null) => void;
  changeQuestions: QuestionChanges["changeQuestions"];
  draft: Pick<SurveyDraft, "undo">;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingDeletion | null>(null);

  /** Deletes at once, unless go-to rules lead to the question: then the creator confirms first. */
  function deleteQuestion(id: string) {
    const rules = listRulesPointingAt(questions, id);
    if (rules.length > 0 && canEdit) setPending({ id, rules });
    else removeQuestion(id);
  }

  function removeQuestion(id: string) {
    const index = questions.findIndex((q) => q.id === id);
    const removed = questions[index];
    const after = changeQuestions((qs) => qs.filter((q) => q.id !== id));
    if (!removed || !after) return;
    if (selectedId === id) select(questions[index + 1]?.id ?? questions[index - 1]?.id ?? null);
    showToast({
      type: "info",
      title: t("builder.questionDeleted"),
      action: {
        label: t("builder.undo"),
        onClick: () => {
          // Nothing changed since: the deletion is the last step. Otherwise the question goes back where it was.
          if (!undo(after)) changeQuestions((qs) => [...qs.slice(0, index), removed, ...qs.slice(index)]);
          select(removed.id);
        },
      },
    });
  }

  return {
    deleteQuestion,
    pending,
    confirm: () => {
      if (pending) removeQuestion(pending.id);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}
