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
