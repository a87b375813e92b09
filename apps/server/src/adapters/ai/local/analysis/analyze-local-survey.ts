import { analysisContentSchema, withQuotes, type AnalysisContent, type AnalysisTheme } from "@sondar/core/ai/analysis-result";
import type { AnswerSource, SurveyAnalysisInput } from "@sondar/core/ai/analysis-input";
import { analyzeFreeTextQuestions } from "./analyze-texts";
import { collectFindings } from "./collect-findings";
import { sourcesOfRead } from "./cross-tabs";
import { editThemes } from "./edit-themes";
import type { QuotedAnswer } from "./group-themes";
import { focusLines, questionsNamedIn } from "./focus-lines";
import { pickPhrasebook } from "./pick-phrasebook";
import { writeInsights } from "./write-insights";
import { writeRecommendations } from "./write-recommendations";
import { writeSummary } from "./write-summary";

const MAX_INSIGHTS = 12;

/** A theme's quotes with the response each answer comes from, when who gave the answers is known (decision 130). */
function quotesWithResponses(
  quotes: readonly QuotedAnswer[],
  sources: readonly AnswerSource[] | null,
): Pick<AnalysisTheme, "quotes" | "quoteResponseIds"> {
  return withQuotes(
    { quotes: [] },
    quotes.map((quote) => ({ text: quote.text, responseId: sources?.[quote.answerIndex]?.responseId ?? null })),
  );
}
const MAX_RECOMMENDATIONS = 6;

/**
 * The offline analysis: findings computed from the statistics and the free-text answers
 * (sentiment and themes through wink-nlp for English answers; themes by stop words and stemmer
 * for Spanish, French, German and Portuguese ones), written as sentences with their numbers. Respondent
 * text is only ever scored and counted, never followed. The creator's request cannot steer a
 * fixed engine; questions it names are reported first. Written in the creator's language.
 */
export async function analyzeLocalSurvey(input: SurveyAnalysisInput): Promise<AnalysisContent> {
  const sources = Object.fromEntries(
    Object.entries(input.answerSources ?? {}).map(([id, list]) => [id, sourcesOfRead(input.textAnswers[id], list)]),
  );
  const read = await analyzeFreeTextQuestions(input.data, input.textAnswers);
  const edited = Object.fromEntries(
    Object.entries(read).map(([id, insights]) => [id, editThemes(id, insights, input.themeEdits ?? [])]),
  );
  const findings = collectFindings(input.data, edited, sources);
  const focus = questionsNamedIn(input.data, input.customPrompt, input.language);
  const focusTitles = input.data.questionAnalysis.filter((q) => focus.has(q.questionId)).map((q) => q.title);
  const say = pickPhrasebook(input.language);
  const summary = writeSummary(findings, say) + (focusTitles.length > 0 ? ` ${say.focusFirst(focusTitles)}` : "");
  // Through the contract's schema, so the local engine and a provider give the same shape.
  return analysisContentSchema.parse({
    summary,
    // Cut after focusing, so a named question's findings are never the ones dropped.
    keyInsights: focusLines(writeInsights(findings, say), focus)
      .slice(0, MAX_INSIGHTS)
      .map((line) => line.text),
    recommendations: focusLines(writeRecommendations(findings, say), focus)
      .slice(0, MAX_RECOMMENDATIONS)
      .map((line) => line.text),
    themes: findings.texts.flatMap((t) =>
      t.themes.map((theme) => ({
        questionId: t.questionId,
        questionTitle: t.title,
        label: theme.term,
        count: theme.mentions,
        share: theme.share,
        tone: theme.tone,
        ...quotesWithResponses(theme.quotes, sources[t.questionId] ?? null),
      })),
    ),
    crossTabs: findings.crossTabs,
    // Coverage and the answers no theme holds, before the creator's edits: an edit renames or hides a theme, not answers.
    textCoverage: Object.entries(read).map(([questionId, insights]) => ({
      questionId,
      questionTitle: input.data.questionAnalysis.find((q) => q.questionId === questionId)?.title ?? "",
      analyzed: insights.analyzed,
      coverage: insights.coverage,
      toneRead: insights.sentiment !== null,
      other: {
        count: insights.other.count,
        share: insights.other.share,
        ...quotesWithResponses(insights.other.quotes, sources[questionId] ?? null),
      },
    })),
  });
}
