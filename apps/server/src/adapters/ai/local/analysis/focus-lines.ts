import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { Language } from "@sondar/core/i18n/languages";
import type { Line } from "./phrases";
import { contentKeys } from "./read-terms";
import { contentStems } from "./read-text";
import { wordToolsFor } from "./word-tools";

// Words of a request that name the task, not a topic ("focus on…", "analyze the answers…").
const TASK_WORDS: Record<Language, string> = {
  en: "focus analyze analyse please question survey response answer insight recommendation result detail especially particular look highlight",
  es: "enfoque enfócate céntrate centrarse analiza analizar favor pregunta encuesta respuesta conclusión recomendación resultado detalle especialmente particular mira destaca",
  fr: "concentre concentrez analyse analysez analyser merci question enquête sondage réponse conclusion recommandation résultat détail surtout particulier regarde souligne",
  de: "fokus fokussiere konzentriere analysiere analysieren bitte frage umfrage antwort erkenntnis empfehlung ergebnis detail besonders insbesondere schau hervorheben",
  pt: "foco foque concentre analise analisar favor pergunta pesquisa questionário resposta conclusão recomendação resultado detalhe especialmente particular veja destaque",
};

/** A phrase's content words as stems of `language`: wink-nlp's for English, else the language's stemmer. */
function stemsIn(language: Language, text: string): Set<string> {
  return language === "en" ? contentStems(text) : contentKeys(text, wordToolsFor(language));
}

/**
 * The questions whose titles share a content word with the creator's request ("pricing" finds
 * "How fair are our prices?"). Both are read in the creator's language, the one they write in.
 */
export function questionsNamedIn(data: AnalysisSurveyData, request: string | undefined, language: Language = "en"): Set<string> {
  if (!request?.trim()) return new Set();
  const taskStems = stemsIn(language, TASK_WORDS[language]);
  const wanted = [...stemsIn(language, request)].filter((stem) => !taskStems.has(stem));
  if (wanted.length === 0) return new Set();
  return new Set(
    data.questionAnalysis
      .filter((q) => {
        const stems = stemsIn(language, q.title);
        return wanted.some((stem) => stems.has(stem));
      })
      .map((q) => q.questionId),
  );
}

/** Lines about the named questions first, each group in its original order. */
export function focusLines(lines: readonly Line[], questionIds: ReadonlySet<string>): Line[] {
  const named = (line: Line) => line.questionIds.some((id) => questionIds.has(id));
  return [...lines.filter(named), ...lines.filter((line) => !named(line))];
}
