import type { Question } from "@sondar/core/surveys/question-schema";
import { listPublishProblems, type PublishProblemCode } from "@sondar/core/surveys/publish-problems";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/toast-store";

/** What stops the draft from being published: shown once a publish was refused, then following the edits until fixed. */
export function usePublishProblems(questions: Question[], select: (id: string) => void) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const problems = useMemo(() => (shown ? listPublishProblems(questions) : []), [shown, questions]);
  const problemsByQuestion = useMemo(() => {
    const byQuestion = new Map<string, PublishProblemCode[]>();
    for (const { code, questionId } of problems)
      if (questionId) byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), code]);
    return byQuestion;
  }, [problems]);

  /** True when the draft may be published; otherwise shows its problems at the questions. */
  function refuseProblems(): boolean {
    const found = listPublishProblems(questions);
    if (!found.length) return true;
    setShown(true);
    const first = found.find((p) => p.questionId)?.questionId;
    if (first) select(first);
    showToast({ type: "error", title: t("builder.publishProblemsTitle"), message: t("errors.SURVEY_NOT_PUBLISHABLE") });
    return false;
  }

  return { problems, problemsByQuestion, refuseProblems, showProblems: () => setShown(true) };
}
