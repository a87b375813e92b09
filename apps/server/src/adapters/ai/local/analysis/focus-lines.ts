import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import { LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { detectAnswersLanguage } from "./answers-language";
import type { Line } from "./phrases";
import { contentKeys } from "./read-terms";
import { contentStems } from "./read-text";
import { isStopWordInAnyLanguage, wordToolsFor } from "./word-tools";

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

const ANY_TASK_WORD = new Set(LANGUAGES.flatMap((language) => TASK_WORDS[language].split(" ")));

/** The request's words that could name a topic: no stop word or task word of any of the five languages. */
function topicWords(request: string): string {
  const words = new Intl.Segmenter(undefined, { granularity: "word" }).segment(request.toLowerCase());
  return [...words]
    .filter((w) => w.isWordLike && !isStopWordInAnyLanguage(w.segment) && !ANY_TASK_WORD.has(w.segment))
    .map((w) => w.segment)
    .join(" ");
}

/**
 * The questions whose titles share a content word with the creator's request ("pricing" finds
 * "How fair are our prices?"). Both are stemmed in the titles' language (the creator's when the
 * titles are too short to tell); the request's stop words and task words of every language are
 * dropped first, as a creator may ask in their own language about a survey written in another.
 */
export function questionsNamedIn(data: AnalysisSurveyData, request: string | undefined, language: Language = "en"): Set<string> {
  if (!request?.trim()) return new Set();
  const titles = data.questionAnalysis.map((q) => q.title);
  const reading = detectAnswersLanguage(titles) ?? language;
  const taskStems = stemsIn(reading, TASK_WORDS[reading]);
  const wanted = [...stemsIn(reading, topicWords(request))].filter((stem) => !taskStems.has(stem));
  if (wanted.length === 0) return new Set();
  return new Set(
    data.questionAnalysis
      .filter((q) => {
        const stems = stemsIn(reading, q.title);
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
