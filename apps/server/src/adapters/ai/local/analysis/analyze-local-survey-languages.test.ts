import type { AnalysisContent } from "@sondar/core/ai/analysis-result";
import { LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyzeLocalSurvey } from "./analyze-local-survey";
import { LANGUAGE_SCENARIOS } from "./test-language-scenarios";
import type { Phrasebook } from "./phrasebook";
import { phrasebookEs } from "./phrasebook-es";
import { pickPhrasebook } from "./pick-phrasebook";
import { CAFE_COMMENTS, cafeSurveyData } from "./test-sample-survey-data";

const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== "en");
const cafe = { data: cafeSurveyData(), textAnswers: { q_comments: CAFE_COMMENTS } };

const linesOf = (result: AnalysisContent) => [result.summary, ...result.keyInsights, ...result.recommendations];
// Respondents' and creators' words are quoted as they are (English in the sample data), so they are left out.
const withoutQuotes = (text: string) => text.replace(/"[^"]*"/g, '""');
const numbersIn = (line: string) =>
  (withoutQuotes(line).match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(",", "."))).sort((a, b) => a - b);

async function analyzeAll(language: Language): Promise<AnalysisContent[]> {
  return Promise.all(Object.values(LANGUAGE_SCENARIOS).map((scenario) => analyzeLocalSurvey({ ...scenario, language })));
}

describe("local analysis in the creator's language", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes English when no language is given", async () => {
    expect(await analyzeLocalSurvey({ ...cafe, language: "en" })).toEqual(await analyzeLocalSurvey(cafe));
  });

  it.each([
    [
      "es",
      "El Net Promoter Score es 30 (bueno).",
      'Mejor valorada: "How would you rate your visit?" obtiene una media de 4,3 en una escala de 1 a 5.',
      'Atiende el tema "queue": aparece en 2 respuestas negativas a "Anything else?".',
    ],
    [
      "fr",
      "Le Net Promoter Score est de 30 (bon).",
      'Question la mieux notée\u00a0: "How would you rate your visit?" obtient une moyenne de 4,3 sur une échelle de 1 à 5.',
      'Traitez le sujet "queue"\u00a0: il revient dans 2 réponses négatives à "Anything else?".',
    ],
    [
      "de",
      "Der Net Promoter Score liegt bei 30 (gut).",
      'Am besten bewertet: "How would you rate your visit?" erreicht im Durchschnitt 4,3 auf einer Skala von 1 bis 5.',
      'Gehen Sie das Thema "queue" an: Es kommt in 2 negativen Antworten auf "Anything else?" vor.',
    ],
    [
      "pt",
      "O Net Promoter Score é 30 (bom).",
      'Mais bem avaliada: "How would you rate your visit?" tem média de 4,3 em uma escala de 1 a 5.',
      'Trate o tema "queue": ele aparece em 2 respostas negativas a "Anything else?".',
    ],
  ] as const)("writes the summary, insights and recommendations in %s", async (language, headline, insight, recommendation) => {
    const result = await analyzeLocalSurvey({ ...cafe, language });
    expect(result.summary).toContain(headline);
    expect(result.keyInsights).toContain(insight);
    expect(result.recommendations).toContain(recommendation);
  });

  it.each(OTHER_LANGUAGES)("leaves no English sentence in %s, whatever the findings", async (language) => {
    const english =
      /\b(responses?|answers?|rated|Consider|Keep|Look|the|and|of|is|are|average|scale|promoters|passives|detractors|respondents?|mixed|mostly)\b/;
    for (const line of (await analyzeAll(language)).flatMap(linesOf)) {
      expect(withoutQuotes(line)).not.toMatch(english);
      expect(line).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it("gives the same numbers in every language, each written the locale's way", async () => {
    const english = (await analyzeAll("en")).flatMap(linesOf);
    for (const language of OTHER_LANGUAGES) {
      const lines = (await analyzeAll(language)).flatMap(linesOf);
      expect(lines.map(numbersIn)).toEqual(english.map(numbersIn));
    }
    const share = { en: "62.5%", es: "62,5\u00a0%", fr: "62,5\u00a0%", de: "62,5\u00a0%", pt: "62,5%" } as const;
    for (const language of LANGUAGES) {
      const result = await analyzeLocalSurvey({ ...cafe, language });
      expect(result.keyInsights.join(" ")).toContain(share[language]);
      expect(result.summary).toMatch(/\b30\b/);
    }
  });

  it("keeps French spacing out of quoted titles", async () => {
    const data = cafeSurveyData();
    data.surveyTitle = "Avis : café";
    const { summary } = await analyzeLocalSurvey({ data, textAnswers: {}, language: "fr" });
    expect(summary).toMatch(/^20 réponses au sondage "Avis : café", reçues du 2025-03-01 au 2025-03-14, ont été analysées\./);
  });

  it.each(LANGUAGES)("writes every sentence of the %s phrasebook across the sample scenarios", async (language) => {
    const phrasebook = pickPhrasebook(language);
    const spies = (Object.keys(phrasebook) as (keyof Phrasebook)[]).map((key) => [key, vi.spyOn(phrasebook, key)] as const);
    await analyzeAll(language);
    expect(spies.filter(([, spy]) => spy.mock.calls.length === 0).map(([key]) => key)).toEqual([]);
    // Every entry of the interface is there, none left to another language.
    expect(Object.keys(phrasebook).sort()).toEqual(Object.keys(phrasebookEs).sort());
  });
});
