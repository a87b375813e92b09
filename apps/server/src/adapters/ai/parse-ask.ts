import { askAnswerSchema, type AskAnswer } from "@sondar/core/ai/ask-data";
import { AppError } from "../../lib/app-error";
import type { AnswerSource } from "@sondar/core/ai/analysis-input";
import { ownWords } from "./ground-analysis";
import { parseModelJson } from "./parse-model-json";
import { parseReply } from "./parse-analysis";

/**
 * A provider's answer to a question, through core's schema (AI_ANALYSIS_FAILED naming the field
 * otherwise) and held to the data it was sent: a cited response that was not in the data is
 * dropped, and so is a quote that is not its response's answer (verbatim, possibly cut), so no
 * invented words or ids pass for a respondent's (docs/product/ai.md#ask-your-data).
 */
export function parseAskReply(
  content: string | null | undefined,
  textAnswers: Readonly<Record<string, readonly string[]>>,
  sources: Readonly<Record<string, readonly AnswerSource[]>>,
): AskAnswer {
  if (!content?.trim()) throw new AppError("AI_NO_RESPONSE");
  const answer = parseReply(askAnswerSchema, parseModelJson(content), "answer");
  const answersById = new Map<string, string[]>();
  for (const [questionId, list] of Object.entries(sources)) {
    list.forEach((source, i) => {
      const text = textAnswers[questionId]?.[i];
      if (text !== undefined) answersById.set(source.responseId, [...(answersById.get(source.responseId) ?? []), text]);
    });
  }
  const themes = answer.themes.map((theme) => ({
    ...theme,
    // Shown in the respondent's own words, never the model's rewording of them.
    quotes: theme.quotes.flatMap((quote) => {
      const text = (answersById.get(quote.responseId) ?? []).map((a) => ownWords(quote.text, a)).find((words) => words !== null);
      return text ? [{ ...quote, text }] : [];
    }),
  }));
  return {
    ...answer,
    themes,
    citedResponseIds: [...new Set(answer.citedResponseIds.filter((id) => answersById.has(id)))],
  };
}
