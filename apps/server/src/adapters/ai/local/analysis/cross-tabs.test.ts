import { analysisContentSchema } from "@sondar/core/ai/analysis-result";
import { describe, expect, it } from "vitest";
import { DELIVERY_BY_RATING } from "../../../../../test/fixtures/analysis/planted-sets";
import { scoredAnalysisInput } from "../../../../../test/fixtures/analysis/scored-survey-data";
import { analyzeLocalSurvey } from "./analyze-local-survey";

const input = scoredAnalysisInput(DELIVERY_BY_RATING);
const { data, textAnswers } = input;

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
    // Their largest theme with a tone is praise; a plain fact ("second order") has none.
    expect(promoters?.themes.find((theme) => theme.tone !== "neutral")?.tone).toBe("positive");
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
    const result = await analyzeLocalSurvey({ data, textAnswers });
    expect(result.crossTabs).toEqual([]);
    // An analysis stored before cross-tabs existed has no such field.
    const { crossTabs: _, ...older } = result;
    expect(analysisContentSchema.parse(older).crossTabs).toBeUndefined();
  });
});
