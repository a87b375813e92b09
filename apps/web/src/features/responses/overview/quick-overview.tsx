import type { QuestionSummary, SurveySummary } from "@sondar/core/responses/survey-summary";
import { Paperclip } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import { ChoiceChart } from "./choice-chart";
import { MatrixGrid } from "./matrix-grid";
import { NumericChart } from "./numeric-chart";
import { RankingBars } from "./ranking-bars";
import { TextSamples } from "./text-samples";

/**
 * A card per question with the chart its kind calls for. Loaded on its own (React.lazy), so
 * the chart library reaches only this screen, after the list has painted.
 */
export default function QuickOverview({ summary }: { summary: SurveySummary }) {
  const questions = summary.questions.filter((q) => q.kind !== "statement");
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {questions.map((question, index) => (
        <li key={question.questionId} className="min-w-0">
          <QuestionCard question={question} index={index} />
        </li>
      ))}
    </ul>
  );
}

function QuestionCard({ question, index }: { question: QuestionSummary; index: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card className="h-full p-4 sm:p-5" aria-labelledby={titleId} role="group">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t("responses.overview.questionNumber", { number: index + 1 })} · {t(`questionTypes.${question.type}`)}
          </p>
          <h3 id={titleId} className="mt-0.5 break-words font-semibold">
            {question.title}
          </h3>
        </div>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {t("responses.overview.answered", { count: question.answeredCount })}
        </span>
      </div>
      {question.answeredCount === 0 && question.kind !== "text" ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("responses.overview.noAnswers")}</p>
      ) : (
        <QuestionBody question={question} />
      )}
    </Card>
  );
}

function QuestionBody({ question }: { question: QuestionSummary }) {
  const { t } = useTranslation();
  switch (question.kind) {
    case "choice":
      return <ChoiceChart summary={question} />;
    case "numeric":
      return <NumericChart summary={question} />;
    case "matrix":
      return <MatrixGrid summary={question} />;
    case "ranking":
      return <RankingBars summary={question} />;
    case "text":
      return <TextSamples summary={question} />;
    case "files":
      return (
        <p className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Paperclip aria-hidden className="h-4 w-4" />
          {t("responses.overview.files", { count: question.fileCount })}
        </p>
      );
    case "statement":
      return null;
  }
}
