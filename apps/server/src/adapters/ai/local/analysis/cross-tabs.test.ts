import type { AnalysisSurveyData, QuestionAnalysis } from "@sondar/core/ai/analysis-survey-data";
import { analysisContentSchema } from "@sondar/core/ai/analysis-result";
import { netPromoterScore } from "@sondar/core/responses/survey-summary";
import { describe, expect, it } from "vitest";
import { DELIVERY_BY_RATING } from "../../../../../test/fixtures/analysis/planted-sets";
import { analyzeLocalSurvey } from "./analyze-local-survey";

const { answers, scores } = DELIVERY_BY_RATING;

function numeric(questionId: string, title: string, values: number[], range: { min: number; max: number }): QuestionAnalysis {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const distribution = [...counts].sort(([a], [b]) => a - b).map(([value, count]) => ({ value, count }));
  return {
    questionId,
    title,
    type: range.min === 0 ? "scale" : "rating",
    kind: "numeric",
    answeredCount: values.length,
    average: values.reduce((sum, v) => sum + v, 0) / values.length,
    min: Math.min(...values),
    max: Math.max(...values),
    distribution,
    range,
    nps: range.min === 0 ? netPromoterScore(distribution) : null,
  };
}

const data: AnalysisSurveyData = {
  surveyTitle: "Food delivery",
  surveyDescription: "",
  totalResponses: answers.length,
  completion: { complete: answers.length, partial: 0, rate: 100 },
  timeRange: { start: "2026-11-01T10:00:00.000Z", end: "2026-11-20T10:00:00.000Z" },
  questionAnalysis: [
    numeric(
      "q_food",
      "How was the food?",
      scores.map((s) => s.q_food),
      { min: 1, max: 5 },
    ),
    numeric(
      "q_delivery",
      "How was the delivery?",
      scores.map((s) => s.q_delivery),
      { min: 1, max: 5 },
    ),
    numeric(
      "q_nps",
      "How likely are you to recommend us?",
      scores.map((s) => s.q_nps),
      { min: 0, max: 10 },
    ),
    {
      questionId: "q_comments",
      title: "Anything else?",
      type: "textarea",
      kind: "text",
      answeredCount: answers.length,
      sampleAnswers: [],
    },
  ],
};

const input = {
  data,
  textAnswers: { q_comments: answers },
  answerSources: { q_comments: scores.map((s, i) => ({ responseId: `r${i}`, scores: s })) },
};

describe("cross-tabs on a data set with a planted relation between scores and words", () => {
  it("explains the lowest-rated question by the themes of those who rated it low (±5 %)", async () => {
    const result = await analyzeLocalSurvey(input);
    const low = result.crossTabs?.find((tab) => tab.segment === "low");
    expect(low).toMatchObject({
      ratedQuestionId: "q_delivery",
      scoreFrom: 1,
      scoreTo: 2,
      respondents: 80,
      textQuestionId: "q_comments",
    });
    const late = low?.themes.find((theme) => theme.label === "late delivery");
    expect(low?.themes[0]?.label).toBe("late delivery");
    expect(Math.abs((late?.share ?? 0) - DELIVERY_BY_RATING.lateAmongLowRaters)).toBeLessThanOrEqual(5);
    expect(Math.abs((late?.othersShare ?? 100) - DELIVERY_BY_RATING.lateAmongOthers)).toBeLessThanOrEqual(5);
    expect(late?.tone).toBe("negative");
  });

  it("sets the detractors' themes against the promoters'", async () => {
    const result = await analyzeLocalSurvey(input);
    const detractors = result.crossTabs?.find((tab) => tab.segment === "detractors");
    const promoters = result.crossTabs?.find((tab) => tab.segment === "promoters");
    expect(detractors).toMatchObject({ ratedQuestionId: "q_nps", scoreFrom: 0, scoreTo: 6, respondents: 80 });
    expect(detractors?.themes[0]?.label).toBe("late delivery");
    expect(promoters).toMatchObject({ scoreFrom: 9, scoreTo: 10, respondents: 90 });
    expect(promoters?.themes.map((theme) => theme.label)).not.toContain("late delivery");
    expect(promoters?.themes[0]?.tone).toBe("positive");
  });

  it("opens the summary with the problem the low scores come with, and says who mentions it", async () => {
    const { summary, keyInsights } = await analyzeLocalSurvey(input);
    expect(summary).toMatch(
      /^The main problem is "late delivery": 37\.5% of the answers to "Anything else\?" \(75 of 200\) mention it\. /,
    );
    expect(summary).toMatch(
      /Of those who rated "How was the delivery\?" 1–2 \(80 answers to "Anything else\?"\), 8\d(\.\d)?% mention "late delivery", against \d(\.\d)?% of the others\./,
    );
    expect(
      keyInsights.some((line) =>
        line.startsWith('Of the promoters of "How likely are you to recommend us?" (9–10; 90 answers to "Anything else?"), '),
      ),
    ).toBe(true);
  });

  it("writes the cross-tab in the creator's language", async () => {
    const { summary } = await analyzeLocalSurvey({ ...input, language: "fr" });
    expect(summary).toMatch(
      /Parmi les personnes qui ont noté "How was the delivery\?" 1–2 \(80 réponses à "Anything else\?"\), 8\d(,\d)?\s%/,
    );
  });

  it("has no cross-tab without knowing who gave which answer, and the result still parses", async () => {
    const result = await analyzeLocalSurvey({ data, textAnswers: { q_comments: answers } });
    expect(result.crossTabs).toEqual([]);
    // An analysis stored before cross-tabs existed has no such field.
    const { crossTabs: _, ...older } = result;
    expect(analysisContentSchema.parse(older).crossTabs).toBeUndefined();
  });
});
