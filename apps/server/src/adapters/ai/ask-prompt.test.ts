import { describe, expect, it } from "vitest";
import { withResponseIds } from "./ask-prompt";
import { cafeSurveyData } from "./local/analysis/test-sample-survey-data";

describe("withResponseIds", () => {
  const texts = ["\n", "Cold food", "\t", "Late again", "\u00a0", "Great driver", "  ", "Too pricey", "Slow", "Fine"];
  const read = {
    textAnswers: { q_comments: texts },
    answerSources: { q_comments: texts.map((_, i) => ({ responseId: `r${i}`, scores: {} })) },
  };
  const withSample = (sampleAnswers: string[]) => {
    const data = cafeSurveyData();
    return {
      ...data,
      questionAnalysis: data.questionAnalysis.map((q) => (q.questionId === "q_comments" ? { ...q, sampleAnswers } : q)),
    };
  };
  const idsOf = (data: ReturnType<typeof withResponseIds>) =>
    (data.questionAnalysis as { questionId: string; sampleResponseIds?: string[] }[]).find((q) => q.questionId === "q_comments")
      ?.sampleResponseIds;

  it("names beside each sampled answer its own response when blank answers were skipped", () => {
    const sampled = withSample(["Cold food", "Late again", "Great driver", "Too pricey", "Slow"]);
    expect(idsOf(withResponseIds(sampled, read))).toEqual(["r1", "r3", "r5", "r7", "r8"]);
  });

  it("names no response when the sample was not taken from the answers read", () => {
    expect(idsOf(withResponseIds(withSample(["Something else"]), read))).toEqual([]);
  });
});
