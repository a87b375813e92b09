import { withQuotes, type AnalysisContent } from "@sondar/core/ai/analysis-result";
import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { SurveyAnalysisInput } from "./ai-adapter";

/** A quote may be cut short by the model: its text up to a closing ellipsis must be in the answer. */
const withoutEllipsis = (quote: string) => quote.replace(/(?:…|\.\.\.)$/u, "").trim();

/** Text as quotes are compared: a model may fold a line break into a space or start a cut-out phrase in capitals. */
const comparable = (text: string) => text.replace(/\s+/gu, " ").trim().toLowerCase();

/**
 * Whether a quote (possibly cut short with an ellipsis) is an answer's words, whitespace and case
 * aside (decision 130).
 */
export function quoteIsIn(quote: string, answer: string): boolean {
  const text = comparable(withoutEllipsis(quote));
  return text.length > 0 && comparable(answer).includes(text);
}

/** Who gave the answers the provider's samples were taken from, to link its quotes to their responses. */
export type AnswersRead = Pick<SurveyAnalysisInput, "textAnswers" | "answerSources">;

/** The response of the first answer read for `questionId` that holds `quote`, or null when none does. */
function responseOf(read: AnswersRead | undefined, questionId: string, quote: string): string | null {
  const answers = read?.textAnswers[questionId] ?? [];
  const sources = read?.answerSources?.[questionId];
  if (!sources || sources.length !== answers.length) return null;
  const i = answers.findIndex((answer) => quoteIsIn(quote, answer));
  return sources[i]?.responseId ?? null;
}

/**
 * A provider's themes and cross-tabs held to the data it was sent: a theme or cross-tab about a
 * question that is not in the data is dropped, and a quote that is not a sampled answer of its
 * question (verbatim, possibly cut) is dropped, so no invented words pass for a respondent's
 * (docs/product/ai.md#response-analysis). Each kept quote names the response it was found in,
 * matched here: the provider never sees response ids, so none it sends is kept (decision 130).
 */
export function groundInData(content: AnalysisContent, data: AnalysisSurveyData, read?: AnswersRead): AnalysisContent {
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
            const quotes = theme.quotes.filter((quote) => answers.some((answer) => quoteIsIn(quote, answer)));
            return [
              withQuotes(
                theme,
                quotes.map((text) => ({ text, responseId: responseOf(read, theme.questionId, text) })),
              ),
            ];
          }),
        }
      : {}),
    ...(crossTabs
      ? { crossTabs: crossTabs.filter((tab) => rated.has(tab.ratedQuestionId) && samples.has(tab.textQuestionId)) }
      : {}),
  };
}
