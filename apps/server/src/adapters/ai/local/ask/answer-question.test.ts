import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";
import type { Language } from "@sondar/core/i18n/languages";
import { describe, expect, it } from "vitest";
import { DELIVERY_BY_RATING } from "../../../../../test/fixtures/analysis/planted-sets";
import { scoredAnalysisInput } from "../../../../../test/fixtures/analysis/scored-survey-data";
import { answerQuestionLocally } from "./answer-question";

const input = scoredAnalysisInput(DELIVERY_BY_RATING);
const answerSources = input.answerSources ?? {};
const askLocally = (question: string, language: "en" | "es" | "fr" | "de" | "pt" = "en") =>
  answerQuestionLocally({ data: input.data, textAnswers: input.textAnswers, answerSources, question, language });

describe("answerQuestionLocally on the planted delivery set", () => {
  it("places a score range on the question whose respondents gave it: 1–2 is the delivery's low raters", () => {
    // Food is rated 4–5 by everyone, so 1–2 can only be the delivery's 80 low raters: 65 say it came late, 15 cold.
    const answer = askLocally("What do people who rated 1-2 complain about?");
    expect(answer.figures).toEqual([
      { label: 'Answers to "Anything else?" from those who gave "How was the delivery?" 1–2', count: 80, of: 200 },
    ]);
    expect(answer.themes.map((t) => [t.label, t.count])).toEqual([
      ["late delivery", 65],
      ["cold food", 15],
    ]);
    const low = new Set(DELIVERY_BY_RATING.scores.flatMap((s, i) => (s.q_delivery <= 2 ? [`r${i}`] : [])));
    expect(answer.citedResponseIds).toHaveLength(80);
    for (const id of answer.citedResponseIds) expect(low.has(id)).toBe(true);
  });

  it("follows the question the creator names by its title", () => {
    const answer = askLocally("What do people who rated the food 4-5 complain about?");
    expect(answer.figures[0]?.label).toBe('Answers to "Anything else?" from those who gave "How was the food?" 4–5');
    expect(answer.figures[0]?.count).toBe(200);
  });

  it.each([
    ["es", "¿De qué se quejan los detractores?", /^En las 80 respuestas a "Anything else\?" de los detractores \(0–6\)/],
    ["fr", "De quoi se plaignent les détracteurs ?", /^Dans les 80 réponses à « Anything else\? » des détracteurs/],
    ["de", "Worüber beschweren sich Kritiker?", /^In den 80 Antworten auf „Anything else\?“ von den Kritikern \(0–6\)/],
    ["pt", "Do que reclamam os detratores?", /^Nas 80 respostas a "Anything else\?" dos detratores \(0–6\)/],
  ] as const)("answers the detractors' complaints in %s", (language, question, sentence) => {
    const answer = askLocally(question, language);
    expect(answer.placed).toBe(true);
    expect(answer.answer).toMatch(sentence);
    expect(answer.themes[0]).toMatchObject({ label: "late delivery", count: 65 });
  });

  it("says a group cannot be placed when no question was scored that way, and suggests questions", () => {
    const answer = askLocally("What do people who gave 50-60 like?");
    expect(answer).toMatchObject({ placed: false, citedResponseIds: [], themes: [] });
    expect(answer.answer).toBe("No question of this survey was scored that way, so I can't tell who those respondents are.");
    expect(answer.suggestions).toHaveLength(3);
  });
});

/** Survey data of `total` complete responses and these questions' statistics. */
const surveyData = (total: number, questionAnalysis: AnalysisSurveyData["questionAnalysis"]): AnalysisSurveyData => ({
  surveyTitle: "Pricing",
  surveyDescription: "",
  totalResponses: total,
  completion: { complete: total, partial: 0, rate: 100 },
  timeRange: { start: null, end: null },
  questionAnalysis,
});

/** A choice question's statistics from the options each response picked. */
function choiceQuestion(questionId: string, type: "checkbox" | "multiple-choice", options: string[], picks: string[][]) {
  return {
    questionId,
    title: type === "checkbox" ? "What matters?" : "Which plan?",
    type,
    kind: "choice" as const,
    answeredCount: picks.length,
    options: options.map((label) => ({ label, count: picks.filter((p) => p.includes(label)).length, percent: 0 })),
    otherCount: 0,
  };
}

/**
 * Seven responses: a written comment each for the first three, and a checkbox whose first option
 * names the price; `comment` mentions it in another form of the word than the question does.
 */
function pricingInput(question: string, language: Language, words: { comment: string; option: string; other: string }) {
  const picks = [
    ["Support"],
    [words.option],
    [words.option, "Support"],
    ["Support"],
    [words.option],
    [words.option],
    ["Support"],
  ];
  const comments = [words.comment, words.other, words.other];
  return answerQuestionLocally({
    data: surveyData(7, [
      choiceQuestion("q_matters", "checkbox", [words.option, "Support"], picks),
      { questionId: "q_comments", title: "Comments", type: "textarea", kind: "text", answeredCount: 3, sampleAnswers: [] },
    ]),
    textAnswers: { q_comments: comments },
    answerSources: { q_comments: comments.map((_, i) => ({ responseId: `r${i}`, scores: {} })) },
    choiceAnswers: { q_matters: picks.map((picked, i) => ({ responseId: `r${i}`, picked })) },
    question,
    language,
  });
}

describe("answerQuestionLocally: how many mention a term", () => {
  it.each([
    ["en", "How many answers mention price?", { comment: "Pricing is too expensive", option: "Price", other: "Great support" }],
    ["es", "¿Cuántos mencionan los precios?", { comment: "El precio es muy alto", option: "Precio", other: "Buen soporte" }],
    ["fr", "Combien mentionnent les tarifs ?", { comment: "Le tarif est trop élevé", option: "Tarif", other: "Bon support" }],
    ["de", "Wie viele erwähnen die Preise?", { comment: "Der Preis ist zu hoch", option: "Preis", other: "Guter Support" }],
    ["pt", "Quantos mencionam os preços?", { comment: "O preço é alto demais", option: "Preço", other: "Bom suporte" }],
  ] as const)(
    "counts in %s the responses that write any form of the word or tick an option named by it",
    (language, question, words) => {
      const answer = pricingInput(question, language, words);
      expect(answer.placed).toBe(true);
      // r0 wrote it; r1, r2, r4 and r5 ticked it.
      expect(new Set(answer.citedResponseIds)).toEqual(new Set(["r0", "r1", "r2", "r4", "r5"]));
      expect(answer.figures.map((f) => [f.count, f.of])).toEqual([
        [5, 7],
        [4, 7],
        [1, 3],
      ]);
      expect(answer.figures[1]?.label).toContain(words.option);
      expect(answer.themes[0]?.quotes).toEqual([{ text: words.comment, responseId: "r0" }]);
    },
  );

  it("counts ticked options even in a survey without written answers", () => {
    const picks = [["Low price"], ["Best support"]];
    const answer = answerQuestionLocally({
      data: surveyData(2, [choiceQuestion("q_plan", "multiple-choice", ["Low price", "Best support"], picks)]),
      textAnswers: {},
      answerSources: {},
      choiceAnswers: { q_plan: picks.map((picked, i) => ({ responseId: `r${i}`, picked })) },
      question: "How many mention price?",
      language: "en",
    });
    expect(answer.answer).toBe('1 of 2 responses mention "price". 1 of 2 answers to "Which plan?" chose "Low price".');
    expect(answer.citedResponseIds).toEqual(["r0"]);
  });
});
