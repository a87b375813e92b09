// Test-only: a café survey's analysis data with hand-checkable numbers.
import type { AnalysisSurveyData } from "@sondar/core/ai/analysis-survey-data";

const option = (label: string, count: number, of: number) => ({ label, count, percent: Math.round((count / of) * 1000) / 10 });

/** 20 responses (16 complete, 4 partial) from 2025-03-01 to 2025-03-14. */
export function cafeSurveyData(): AnalysisSurveyData {
  return {
    surveyTitle: "Café feedback",
    surveyDescription: "Tell us about your visit.",
    totalResponses: 20,
    completion: { complete: 16, partial: 4, rate: 80 },
    timeRange: { start: "2025-03-01T09:00:00.000Z", end: "2025-03-14T17:00:00.000Z" },
    questionAnalysis: [
      {
        questionId: "q_overall",
        title: "How would you rate your visit?",
        type: "rating",
        kind: "numeric",
        answeredCount: 20,
        // 4×10 + 5×8 + 3×2 = 86 → 4.3 of 1–5
        average: 4.3,
        min: 3,
        max: 5,
        distribution: [
          { value: 3, count: 2 },
          { value: 4, count: 10 },
          { value: 5, count: 8 },
        ],
        range: { min: 1, max: 5 },
        nps: null,
      },
      {
        questionId: "q_wait",
        title: "The waiting time was acceptable.",
        type: "likert",
        kind: "choice",
        answeredCount: 20,
        // positions 1×6 + 2×6 + 3×4 + 4×3 + 5×1 = 47 → 2.35 of 1–5; top two 4 of 20 = 20 %
        options: [
          option("Strongly Disagree", 6, 20),
          option("Disagree", 6, 20),
          option("Neutral", 4, 20),
          option("Agree", 3, 20),
          option("Strongly Agree", 1, 20),
        ],
        otherCount: 0,
      },
      {
        questionId: "q_nps",
        title: "How likely are you to recommend us to a friend?",
        type: "scale",
        kind: "numeric",
        answeredCount: 20,
        average: 7.6,
        min: 2,
        max: 10,
        distribution: [],
        range: { min: 0, max: 10 },
        // (10 − 4) / 20 = 30
        nps: { score: 30, promoters: 10, passives: 6, detractors: 4 },
      },
      {
        questionId: "q_visits",
        title: "How often do you visit?",
        type: "multiple-choice",
        kind: "choice",
        answeredCount: 20,
        options: [option("Daily", 13, 20), option("Weekly", 5, 20), option("Rarely", 2, 20)],
        otherCount: 0,
      },
      {
        questionId: "q_orders",
        title: "What do you usually order?",
        type: "checkbox",
        kind: "choice",
        answeredCount: 20,
        // 45 % and 40 %: within 5 points, a near tie
        options: [option("Coffee", 9, 20), option("Cake", 8, 20), option("Sandwiches", 3, 20)],
        otherCount: 0,
      },
      {
        questionId: "q_rank",
        title: "Rank what matters most",
        type: "ranking",
        kind: "ranking",
        answeredCount: 18,
        items: [
          { item: "Taste", meanPosition: 1.4, firstPlaceCount: 12 },
          { item: "Price", meanPosition: 2.1, firstPlaceCount: 5 },
          { item: "Music", meanPosition: 2.5, firstPlaceCount: 1 },
        ],
      },
      {
        questionId: "q_matrix",
        title: "Rate each of these",
        type: "matrix",
        kind: "matrix",
        answeredCount: 16,
        columns: ["Poor", "Good", "Excellent"],
        rows: [
          { row: "Staff", counts: [1, 5, 10] },
          { row: "Seating", counts: [8, 6, 2] },
        ],
      },
      {
        questionId: "q_cups",
        title: "How many cups a day?",
        type: "number",
        kind: "numeric",
        answeredCount: 10,
        average: 2.25,
        min: 1,
        max: 5,
        distribution: [],
        range: null,
        nps: null,
      },
      {
        questionId: "q_comments",
        title: "Anything else?",
        type: "textarea",
        kind: "text",
        answeredCount: 6,
        sampleAnswers: [],
      },
      { questionId: "q_email", title: "Your e-mail", type: "email", kind: "text", answeredCount: 4, sampleAnswers: [] },
    ],
  };
}

/** Six comments: three praise the coffee, two complain about the queue, one is neutral. */
export const CAFE_COMMENTS = [
  "The coffee is excellent and the staff are lovely.",
  "Great coffee, friendly service!",
  "I love the coffee here.",
  "The queue was terrible and slow.",
  "Awful queue at lunch, really annoying.",
  "I came on Tuesday with a colleague.",
];
