import { escapePattern } from "@sondar/core/text/escape-pattern";
import { withQuotes, type AnalysisContent } from "@sondar/core/ai/analysis-result";
import { sampledAnswers, type AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { SurveyAnalysisInput } from "@sondar/core/ai/analysis-input";

/** A quote may be cut short by the model, with a closing ellipsis. */
const CUT = /(?:…|\.\.\.)$/u;
/** A quote shorter than this many words is evidence only when it is the whole answer ("Too slow."). */
const MIN_PART_WORDS = 2;
const comparable = (text: string) => text.replace(/\s+/gu, " ").trim().toLowerCase();

/**
 * The answer's own words that a provider's quote stands for, or null when it is not in the answer
 * (decision 130). A model may fold a line break into a space or change a letter's case, so those
 * are forgiven, but the quote must be whole words of the answer (a cut quote may end mid-word at
 * its ellipsis), and a single word is a quote only when it is the whole answer: "great" is not
 * evidence from "Not great, the food was cold". What is shown is the respondent's text, never the
 * model's rewording of it.
 */
export function ownWords(quote: string, answer: string): string | null {
  const cut = CUT.test(quote.trim());
  const words = quote.trim().replace(CUT, "").trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const wordEdge = "(?![\\p{L}\\p{N}])";
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapePattern).join("\\s+")}${cut ? "" : wordEdge}`, "iu");
  const found = pattern.exec(answer)?.[0];
  if (found === undefined) return null;
  if (words.length < MIN_PART_WORDS && comparable(found) !== comparable(answer)) return null;
  return cut ? `${found}…` : found;
}

/** Whether a quote (possibly cut short with an ellipsis) is an answer's own words. */
export const quoteIsIn = (quote: string, answer: string): boolean => ownWords(quote, answer) !== null;

/** Who gave the answers the provider's samples were taken from, to link its quotes to their responses. */
export type AnswersRead = Pick<SurveyAnalysisInput, "textAnswers" | "answerSources">;

/**
 * The response of the sampled answer that holds `quote` — the answer the provider was shown, not
 * another one that happens to share the words — or null when it cannot be told.
 */
function responseOf(read: AnswersRead | undefined, questionId: string, quote: string): string | null {
  const answers = read?.textAnswers[questionId] ?? [];
  const sources = read?.answerSources?.[questionId];
  if (!sources || sources.length !== answers.length) return null;
  const sample = sampledAnswers(answers).find((candidate) => quoteIsIn(quote, candidate.text));
  return sample ? (sources[sample.index]?.responseId ?? null) : null;
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
            const quotes = theme.quotes.flatMap((quote) => {
              const text = answers.map((answer) => ownWords(quote, answer)).find((words) => words !== null);
              return text ? [{ text, responseId: responseOf(read, theme.questionId, quote) }] : [];
            });
            return [withQuotes(theme, quotes)];
          }),
        }
      : {}),
    ...(crossTabs
      ? { crossTabs: crossTabs.filter((tab) => rated.has(tab.ratedQuestionId) && samples.has(tab.textQuestionId)) }
      : {}),
  };
}
