import { asLanguage } from "@sondar/core/i18n/languages";
import type { QuestionType } from "@sondar/core/question-types/question-types";
import { createQuestion, generateQuestionId } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { useTranslation } from "react-i18next";
import type { SurveyDraft } from "./use-survey-draft";

/** Changes to the list of questions (edit, add, duplicate), refused with `warnPro` when the plan may not edit. */
export function useQuestionChanges({
  canEdit,
  draft: { update },
  select,
  warnPro,
}: {
  canEdit: boolean;
  draft: Pick<SurveyDraft, "update">;
  select: (id: string) => void;
  warnPro: () => void;
}) {
  const { i18n } = useTranslation();

  /** Applies `change` as one undo step (or one per `historyKey` run of typing); null when refused. */
  function changeQuestions(change: (qs: Question[]) => Question[], historyKey: string | null = null) {
    if (!canEdit) {
      warnPro();
      return null;
    }
    return update((d) => ({ ...d, questions: change(d.questions) }), historyKey);
  }

  function addQuestion(type: QuestionType) {
    // Starter texts in the creator's language: respondents see them if they are left as they are.
    const question = createQuestion(type, undefined, asLanguage(i18n.resolvedLanguage));
    changeQuestions((qs) => [...qs, question]);
    select(question.id);
  }

  function duplicateQuestion(id: string) {
    const copyId = generateQuestionId();
    changeQuestions((qs) => {
      const index = qs.findIndex((q) => q.id === id);
      const original = qs[index];
      if (!original) return qs;
      const copy = { ...structuredClone(original), id: copyId, branchingRules: [] };
      return [...qs.slice(0, index + 1), copy, ...qs.slice(index + 1)];
    });
    select(copyId);
  }

  return { changeQuestions, addQuestion, duplicateQuestion };
}

export type QuestionChanges = ReturnType<typeof useQuestionChanges>;
