import { PencilRuler } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { useMediaQuery } from "../../lib/use-media-query";

/**
 * The question list and the chosen question's editor: side by side from the lg breakpoint;
 * below it the editor opens under the chosen question, which is kept in sight.
 */
export function BuilderLayout({
  selectedId,
  editor,
  noQuestionsProblem,
  list,
}: {
  selectedId: string | null;
  /** The chosen question's editor; null when none is chosen. */
  editor: ReactNode;
  /** Publishing was refused because the survey has no questions. */
  noQuestionsProblem: boolean;
  /** The list, given the editor to show under the chosen question (null on wide screens). */
  list: (editorUnderQuestion: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery("(min-width: 1024px)");

  // On phones the editor opens under the chosen question: keep that question in sight.
  useEffect(() => {
    if (wide || !selectedId) return;
    const item = [...document.querySelectorAll<HTMLElement>("[data-question-id]")].find(
      (el) => el.dataset.questionId === selectedId,
    );
    item?.scrollIntoView?.({ block: "nearest" });
  }, [wide, selectedId]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-label={t("builder.questionsLabel")} className="min-w-0 space-y-3">
        {list(wide ? null : editor)}
      </section>
      {(wide || !editor) && (
        // Sticky below the app's header: choosing a lower question never scrolls its editor away.
        <section
          aria-label={t("builder.editorLabel")}
          className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain"
        >
          {noQuestionsProblem && (
            <Notice tone="error" title={t("builder.publishProblemsTitle")}>
              <p>{t("builder.publishProblems.no_questions")}</p>
            </Notice>
          )}
          {editor || (
            <EmptyState icon={PencilRuler} title={t("builder.noQuestionsTitle")}>
              {t("builder.noQuestions")}
            </EmptyState>
          )}
        </section>
      )}
    </div>
  );
}
