import { describe, expect, it } from "vitest";
import {
  FOOD_DELIVERY,
  FOOD_DELIVERY_WITH_INJECTION,
  INJECTED_INSTRUCTION,
} from "../../../../../test/fixtures/analysis/planted-sets";
import { analyzeLocalSurvey } from "./analyze-local-survey";
import { analyzeTexts } from "./analyze-texts";
import { namesPlanted, themeOfPlanted } from "./test-planted-theme";
import { cafeSurveyData } from "./test-sample-survey-data";

describe("themes on a data set with planted themes", () => {
  const { themes } = analyzeTexts(FOOD_DELIVERY.answers);

  it.each(FOOD_DELIVERY.themes)("finds $label with its count (±5 %), a name that says it, and its tone", (planted) => {
    const found = themeOfPlanted(themes, FOOD_DELIVERY.plantedAt, planted.label);
    expect(found && namesPlanted(found.term, planted.label), `${planted.label} named "${found?.term}"`).toBe(true);
    expect(Math.abs((found?.mentions ?? 0) - planted.count)).toBeLessThanOrEqual(Math.ceil(0.05 * planted.count));
    expect(found?.share).toBeCloseTo((100 * (found?.mentions ?? 0)) / FOOD_DELIVERY.answers.length, 1);
    expect(found?.tone).toBe(planted.tone);
  });

  it("merges inflections and near-duplicates: cold noodles, lukewarm food and tepid dishes are one theme", () => {
    const cold = themes.find((theme) => theme.term === "cold food");
    const texts = cold?.answerIndexes.map((i) => FOOD_DELIVERY.answers[i]) ?? [];
    expect(texts).toEqual(expect.arrayContaining(["Cold noodles again.", "The food was lukewarm when it got here."]));
    expect(texts.some((t) => t?.startsWith("Everything was tepid"))).toBe(true);
  });

  it("quotes two or three verbatim answers of the theme's tone as evidence", () => {
    for (const theme of FOOD_DELIVERY.themes.map((p) => themeOfPlanted(themes, FOOD_DELIVERY.plantedAt, p.label))) {
      if (!theme) throw new Error("planted theme not found");
      expect(theme.quotes.length).toBeGreaterThanOrEqual(2);
      expect(theme.quotes.length).toBeLessThanOrEqual(3);
      // Each quote is the answer at the position it names, so it can name that answer's response.
      for (const quote of theme.quotes) expect(FOOD_DELIVERY.answers[quote.answerIndex]).toBe(quote.text);
    }
  });
});

describe("the summary of a data set with a main complaint", () => {
  it("states the most important problem in its first sentence", async () => {
    const result = await analyzeLocalSurvey({ data: cafeSurveyData(), textAnswers: { q_comments: FOOD_DELIVERY.answers } });
    expect(result.summary).toMatch(
      /^The main problem is "late delivery": 35% of the answers to "Anything else\?" \(70 of 200\) mention it\. /,
    );
  });
});

describe("an instruction written in an answer", () => {
  it("is quoted and counted like any answer, never obeyed", async () => {
    const result = await analyzeLocalSurvey({
      data: cafeSurveyData(),
      textAnswers: { q_comments: FOOD_DELIVERY_WITH_INJECTION.answers },
    });
    expect(result.summary).toContain("Open-ended answers are mostly negative");
    expect([result.summary, ...result.keyInsights, ...result.recommendations].join(" ")).not.toMatch(/delighted/i);
    const cold = result.themes?.find((theme) => theme.label === "cold food");
    expect(cold?.tone).toBe("negative");
    expect(cold?.quotes).toContain(INJECTED_INSTRUCTION);
  });
});

describe("coverage and the answers no theme holds", () => {
  it("reports the share of answers in some theme, and quotes answers left Other", async () => {
    const result = await analyzeLocalSurvey({ data: cafeSurveyData(), textAnswers: { q_comments: FOOD_DELIVERY.answers } });
    const [coverage] = result.textCoverage ?? [];
    const themed = (result.themes ?? []).filter((t) => t.questionId === "q_comments").reduce((sum, t) => sum + t.count, 0);
    expect(coverage).toMatchObject({ questionId: "q_comments", questionTitle: "Anything else?", analyzed: 200 });
    expect(coverage?.other.count).toBe(200 - themed);
    expect(coverage?.coverage).toBeCloseTo((100 * themed) / 200, 1);
    expect(coverage?.other.quotes.length).toBeGreaterThan(0);
    // Each quote of Other is an answer no theme quotes or counts: here, filler.
    for (const quote of coverage?.other.quotes ?? [])
      expect(FOOD_DELIVERY.plantedAt[FOOD_DELIVERY.answers.indexOf(quote)]).toBeNull();
  });
});
