import type { Question } from "@sondar/core/surveys/question-schema";
import { listPublishProblems, type PublishProblemCode } from "@sondar/core/surveys/publish-problems";
import type { RecallTexts } from "@sondar/core/surveys/recall-tokens";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../lib/toast-store";

/** The survey's parts publishing checks besides its questions: the hidden fields and messages recalls may name. */
export type PublishContext = Pick<RecallTexts, "settings" | "hiddenFields">;

/** Before the draft is loaded: no messages, no hidden fields. */
const NO_CONTEXT: PublishContext = { settings: { welcomeMessage: "", completionMessage: "" }, hiddenFields: [] };

/** What stops the draft from being published: shown once a publish was refused, then following the edits until fixed. */
export function usePublishProblems(questions: Question[], draft: PublishContext | null, select: (id: string) => void) {
  const { t } = useTranslation();
  const context = draft ?? NO_CONTEXT;
  const [shown, setShown] = useState(false);
  const problems = useMemo(() => (shown ? listPublishProblems(questions, context) : []), [shown, questions, context]);
  const problemsByQuestion = useMemo(() => {
    const byQuestion = new Map<string, PublishProblemCode[]>();
    for (const { code, questionId } of problems)
      if (questionId) byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), code]);
    return byQuestion;
  }, [problems]);

  /** True when the draft may be published; otherwise shows its problems at the questions. */
  function refuseProblems(): boolean {
    const found = listPublishProblems(questions, context);
    if (!found.length) return true;
    setShown(true);
    const first = found.find((p) => p.questionId)?.questionId;
    if (first) select(first);
    // A recall in a message is not at any question: the toast says where it is.
    const inMessage = found.some((p) => p.field);
    const message = inMessage ? t("builder.recall.unknownInMessage") : t("errors.SURVEY_NOT_PUBLISHABLE");
    showToast({ type: "error", title: t("builder.publishProblemsTitle"), message });
    return false;
  }

  return { problems, problemsByQuestion, refuseProblems, showProblems: () => setShown(true) };
}
