import { describe, expect, it } from "vitest";
import { analyzeTexts } from "./analyze-texts";
import { collectFindings } from "./collect-findings";
import { npsBand } from "./nps-band";
import { CAFE_COMMENTS, cafeSurveyData } from "./test-sample-survey-data";

const findings = collectFindings(cafeSurveyData(), { q_comments: analyzeTexts(CAFE_COMMENTS) });

describe("local analysis findings", () => {
  it("orders rated questions on one 0–1 footing: the 4.3/5 rating above the likert averaging 2.35/5", () => {
    expect(findings.rated.map((r) => r.questionId)).toEqual(["q_overall", "q_wait"]);
    const [overall, wait] = findings.rated;
    expect(overall?.normalized).toBeCloseTo((4.3 - 1) / 4);
    expect(wait).toMatchObject({ average: 2.35, range: { min: 1, max: 5 } });
    expect(wait?.topBox).toEqual({ percent: 20, labels: ["Agree", "Strongly Agree"] });
  });

  it("reports the 0–10 scale as an NPS with its band, not as a rating", () => {
    expect(findings.nps).toEqual([
      {
        questionId: "q_nps",
        title: "How likely are you to recommend us to a friend?",
        answeredCount: 20,
        score: 30,
        band: "good",
        promotersPercent: 50,
        passivesPercent: 30,
        detractorsPercent: 20,
      },
    ]);
  });

  it.each([
    [70, "world-class"],
    [50, "excellent"],
    [49, "good"],
    [1, "good"],
    [0, "needs attention"],
    [-40, "needs attention"],
  ] as const)("reads an NPS of %i as %s", (score, band) => {
    expect(npsBand(score)).toBe(band);
  });

  it("finds a dominant option (65%), a near tie (45% vs 40%), and leaves likert to the ratings", () => {
    expect(findings.splits.map((s) => [s.questionId, s.kind, s.first.label, s.second?.label])).toEqual([
      ["q_visits", "dominant", "Daily", "Weekly"],
      ["q_orders", "tie", "Coffee", "Cake"],
    ]);
  });

  it("finds the best and worst ranked items and the matrix rows leading each end", () => {
    expect(findings.rankings).toEqual([
      {
        questionId: "q_rank",
        title: "Rank what matters most",
        best: { item: "Taste", meanPosition: 1.4, firstPlaceCount: 12 },
        worst: { item: "Music", meanPosition: 2.5, firstPlaceCount: 1 },
      },
    ]);
    expect(findings.matrices).toEqual([
      {
        questionId: "q_matrix",
        title: "Rate each of these",
        // Staff: 10 of 16 Excellent; Seating: 8 of 16 Poor.
        mostLast: { row: "Staff", column: "Excellent", percent: 62.5 },
        mostFirst: { row: "Seating", column: "Poor", percent: 50 },
      },
    ]);
  });

  it("reads free-text questions only: the comments, not the e-mail addresses", () => {
    expect(findings.texts.map((t) => [t.questionId, t.analyzed, t.language, t.sentiment])).toEqual([
      ["q_comments", 6, "en", { positive: 3, negative: 2, neutral: 1 }],
    ]);
    expect(findings.numbers).toMatchObject([{ questionId: "q_cups", average: 2.25, min: 1, max: 5 }]);
  });

  it("flags fewer than 5 responses", () => {
    expect(findings.tooFewResponses).toBe(false);
    expect(collectFindings({ ...cafeSurveyData(), totalResponses: 4 }).tooFewResponses).toBe(true);
  });
});
