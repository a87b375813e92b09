import { describe, expect, it } from "vitest";
import { makeQuestion, makeSurvey } from "../test-survey";
import { hasRankingQuestion, loadRankingDrag } from "./ranking-drag-loader";

describe("hasRankingQuestion", () => {
  const payload = (...types: Parameters<typeof makeQuestion>[0][]) => ({
    survey: makeSurvey(types.map((type, i) => makeQuestion(type, `q${i}`))),
    showPoweredBy: false,
    productName: "Sondar",
  });

  it("is true when any question, not only the first, is a ranking", () => {
    expect(hasRankingQuestion(payload("text", "yes-no", "ranking"))).toBe(true);
  });

  it("is false for a survey without one, a missing survey and no embedded data", () => {
    expect(hasRankingQuestion(payload("text", "matrix"))).toBe(false);
    expect(hasRankingQuestion({ error: "not_found" })).toBe(false);
    expect(hasRankingQuestion(undefined)).toBe(false);
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
