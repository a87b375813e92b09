import { describe, expect, it } from "vitest";
import { makeQuestion } from "../test-survey";
import { isRankingNear, loadRankingDrag } from "./ranking-drag-loader";

describe("isRankingNear", () => {
  const questions = (...types: Parameters<typeof makeQuestion>[0][]) => types.map((type, i) => makeQuestion(type, `q${i}`));

  it("is true when the question shown or one of the next two is a ranking", () => {
    const survey = questions("text", "yes-no", "text", "text", "ranking", "text");
    expect(isRankingNear(survey, 2)).toBe(true);
    expect(isRankingNear(survey, 4)).toBe(true);
  });

  it("is false further ahead, after it, and for a survey without one", () => {
    const survey = questions("text", "yes-no", "text", "text", "ranking", "text");
    expect(isRankingNear(survey, 0)).toBe(false);
    expect(isRankingNear(survey, 1)).toBe(false);
    expect(isRankingNear(survey, 5)).toBe(false);
    expect(isRankingNear(questions("text", "matrix"), 0)).toBe(false);
  });
});

describe("loadRankingDrag", () => {
  it("fetches the layer once, however often it is asked for", async () => {
    const first = loadRankingDrag();
    expect(loadRankingDrag()).toBe(first);
    const layer = await first;
    expect(typeof layer.RankingDragLayer).toBe("function");
    expect(typeof layer.SortableRankingRow).toBe("function");
  });
});
