import { describe, expect, it } from "vitest";
import { FOOD_DELIVERY } from "../../../../../test/fixtures/analysis/planted-sets";
import { analyzeLocalSurvey } from "./analyze-local-survey";
import { analyzeTexts } from "./analyze-texts";
import { editThemes } from "./edit-themes";
import { cafeSurveyData } from "./test-sample-survey-data";

const insights = analyzeTexts(FOOD_DELIVERY.answers);
const membersOf = (label: string) => insights.themes.find((t) => t.term === label)?.answerIndexes ?? [];

describe("the creator's theme edits in the local engine", () => {
  it("merges by answer: an answer in both themes counts once", () => {
    const edited = editThemes("q", insights, [{ action: "merge", questionId: "q", label: "cold food", into: "late delivery" }]);
    const union = new Set([...membersOf("cold food"), ...membersOf("late delivery")]);
    const merged = edited.themes.find((t) => t.term === "late delivery");
    expect(merged?.mentions).toBe(union.size);
    expect(merged?.share).toBeCloseTo((100 * union.size) / FOOD_DELIVERY.answers.length, 1);
    expect(edited.themes.map((t) => t.term)).not.toContain("cold food");
  });

  it("writes renamed themes into the sentences and leaves hidden ones out of everything", async () => {
    const result = await analyzeLocalSurvey({
      data: cafeSurveyData(),
      textAnswers: { q_comments: FOOD_DELIVERY.answers },
      themeEdits: [
        { action: "rename", questionId: "q_comments", label: "late delivery", to: "slow deliveries" },
        { action: "hide", questionId: "q_comments", label: "friendly driver" },
      ],
    });
    expect(result.summary).toMatch(/^The main problem is "slow deliveries": 35% /);
    expect(result.themes?.map((t) => t.label)).toContain("slow deliveries");
    const everything = JSON.stringify(result);
    expect(everything).not.toContain("late delivery");
    expect(everything).not.toContain("friendly driver");
  });
});
