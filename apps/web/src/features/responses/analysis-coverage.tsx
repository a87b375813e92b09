import { themeQuotes, type TextCoverage } from "@sondar/core/ai/analysis-result";
import { PieChart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { QuoteLine } from "./quote-line";
import { ResultCard } from "./result-card";
import { useFormatters } from "../../lib/use-formatters";

/**
 * How much of each question's answers its themes hold, and the answers in no theme ("Other"),
 * quoted as plain text with their responses, so a creator sees what the grouping missed
 * (docs/decisions/211-theme-coverage-and-other.md). Where the result says the tone of a
 * question's answers was not read, it says so.
 */
export function AnalysisCoverage({ surveyId, coverage }: { surveyId: string; coverage: readonly TextCoverage[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (coverage.length === 0) return null;
  return (
    <ResultCard icon={<PieChart aria-hidden className="h-4 w-4" />} title={t("responses.ai.coverageTitle")}>
      <ul className="mt-3 space-y-4 text-sm">
        {coverage.map((question) => (
          <li key={question.questionId}>
            <p>
              {t("responses.ai.coverage", {
                count: question.analyzed,
                share: format.percent(question.coverage),
                question: question.questionTitle,
              })}
            </p>
            {question.toneRead === false ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">{t("responses.ai.toneNotRead")}</p>
            ) : null}
            {question.other.count > 0 ? (
              <>
                <p className="mt-1.5 font-medium">
                  {t("responses.ai.other", { count: question.other.count, share: format.percent(question.other.share) })}
                </p>
                {question.other.quotes.length > 0 ? (
                  <ul aria-label={t("responses.ai.otherQuotesLabel")} className="mt-1.5 space-y-1">
                    {themeQuotes(question.other).map((quote, i) => (
                      <QuoteLine key={i} surveyId={surveyId} text={quote.text} responseId={quote.responseId} />
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </ResultCard>
  );
}
