import type { AnalysisContent } from "@sondar/core/ai/analysis-result";
import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";

/** A quote may be cut short by the model: its text up to a closing ellipsis must be in the answer. */
export const withoutEllipsis = (quote: string) => quote.replace(/(?:…|\.\.\.)$/u, "").trim();

/**
 * A provider's themes and cross-tabs held to the data it was sent: a theme or cross-tab about a
 * question that is not in the data is dropped, and a quote that is not a sampled answer of its
 * question (verbatim, possibly cut) is dropped, so no invented words pass for a respondent's
 * (docs/product/ai.md#response-analysis).
 */
export function groundInData(content: AnalysisContent, data: AnalysisSurveyData): AnalysisContent {
  const samples = new Map(
    data.questionAnalysis.flatMap((q) => (q.kind === "text" ? [[q.questionId, q.sampleAnswers] as const] : [])),
  );
  const rated = new Set(data.questionAnalysis.flatMap((q) => (q.kind === "numeric" ? [q.questionId] : [])));
  const { themes, crossTabs, ...rest } = content;
  return {
    ...rest,
    ...(themes
      ? {
          themes: themes.flatMap((theme) => {
            const answers = samples.get(theme.questionId);
            if (!answers) return [];
            const quotes = theme.quotes.filter((quote) => {
              const text = withoutEllipsis(quote);
              return text.length > 0 && answers.some((answer) => answer.includes(text));
            });
            return [{ ...theme, quotes }];
          }),
        }
      : {}),
    ...(crossTabs
      ? { crossTabs: crossTabs.filter((tab) => rated.has(tab.ratedQuestionId) && samples.has(tab.textQuestionId)) }
      : {}),
  };
}
