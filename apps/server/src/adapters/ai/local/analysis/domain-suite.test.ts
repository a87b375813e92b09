import { describe, expect, it } from "vitest";
import { DOMAIN_SUITE } from "../../../../../test/fixtures/analysis/domain-suite";
import { scoreDomain } from "../../../../../test/fixtures/analysis/score-domain";
import { analyzeTexts } from "./analyze-texts";
import { isStopWordInAnyLanguage } from "./word-tools";

// Issue 25: themes come from the answers themselves, on surveys about anything (decision 210).
describe("themes on surveys about other things than food delivery", () => {
  it.each(DOMAIN_SUITE.map((set) => [set.name, set] as const))(
    "%s: finds 90 %% of the planted themes, named so a reader understands",
    (_, set) => {
      const insights = analyzeTexts(set.answers);
      const score = scoreDomain(set, insights.themes, isStopWordInAnyLanguage);
      expect(score.missed, `themes found: ${insights.themes.map((t) => t.term).join(", ")}`).toEqual([]);
      expect(score.recall).toBeGreaterThanOrEqual(0.9);
      expect(score.badLabels).toEqual([]);
    },
  );
});
