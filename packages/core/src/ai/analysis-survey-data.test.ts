import { describe, expect, it } from "vitest";
import type { SurveySummary } from "../responses/survey-summary";
import { createQuestion } from "../surveys/create-question";
import type { Question } from "../surveys/question-schema";
import { buildAnalysisSurveyData, MAX_SAMPLE_CHARS, numericRangeOf } from "./analysis-survey-data";

const rating = { ...createQuestion("rating", "q_rating"), maxRating: 10 } as Question;
const scale = createQuestion("scale", "q_scale");
const number = { ...createQuestion("number", "q_number"), numberSettings: { min: 1, max: 9 } } as Question;
const QUESTIONS: Question[] = [rating, scale, number, createQuestion("textarea", "q_ideas"), createQuestion("email", "q_email")];

const summary: SurveySummary = {
  surveyId: "s1",
  responseCount: 8,
  totalResponses: 8,
  completeCount: 6,
  partialCount: 2,
  completionRate: 75,
  firstResponseAt: "2025-03-01T10:00:00.000Z",
  lastResponseAt: "2025-03-09T18:30:00.000Z",
  questions: [
    { kind: "statement", questionId: "q_intro", type: "statement", title: "Welcome", answeredCount: 0 },
    {
      kind: "numeric",
      questionId: "q_rating",
      type: "rating",
      title: "Rate the venue",
      answeredCount: 8,
      average: 7.5,
      min: 5,
      max: 10,
      distribution: [
        { value: 5, count: 2 },
        { value: 10, count: 6 },
      ],
      nps: null,
    },
    {
      kind: "text",
      questionId: "q_ideas",
      type: "textarea",
      title: "Ideas?",
      answeredCount: 7,
      recent: ["from the summary"],
    },
    {
      kind: "text",
      questionId: "q_email",
      type: "email",
      title: "Your e-mail",
      answeredCount: 3,
      recent: ["ana@example.com"],
    },
    {
      kind: "choice",
      questionId: "q_yes",
      type: "yes-no",
      title: "Again?",
      answeredCount: 8,
      options: [
        { label: "Yes", count: 6, percent: 75 },
        { label: "No", count: 2, percent: 25 },
      ],
      otherCount: 0,
    },
  ],
};

describe("analysis survey data", () => {
  it("carries the title, description, totals, completion and time range", () => {
    const data = buildAnalysisSurveyData({ title: "Expo", description: "After the expo", questions: QUESTIONS, summary });
    expect(data).toMatchObject({
      surveyTitle: "Expo",
      surveyDescription: "After the expo",
      totalResponses: 8,
      completion: { complete: 6, partial: 2, rate: 75 },
      timeRange: { start: "2025-03-01T10:00:00.000Z", end: "2025-03-09T18:30:00.000Z" },
    });
  });

  it("leaves statements out and keeps every other question in order", () => {
    const data = buildAnalysisSurveyData({ title: "t", description: "", questions: QUESTIONS, summary });
    expect(data.questionAnalysis.map((q) => q.questionId)).toEqual(["q_rating", "q_ideas", "q_email", "q_yes"]);
    expect(data.questionAnalysis[3]).toEqual({
      questionId: "q_yes",
      type: "yes-no",
      title: "Again?",
      answeredCount: 8,
      kind: "choice",
      options: summary.questions[4]?.kind === "choice" ? summary.questions[4].options : [],
      otherCount: 0,
    });
  });

  it("samples the first 5 free-text answers, trimmed and cut to size, and never samples e-mail answers", () => {
    const long = "x".repeat(MAX_SAMPLE_CHARS + 50);
    const data = buildAnalysisSurveyData({
      title: "t",
      description: "",
      questions: QUESTIONS,
      summary,
      textAnswers: { q_ideas: ["  first  ", "", long, "third", "fourth", "fifth", "sixth"], q_email: ["bo@example.com"] },
    });
    const ideas = data.questionAnalysis.find((q) => q.questionId === "q_ideas");
    expect(ideas?.kind === "text" && ideas.sampleAnswers).toEqual([
      "first",
      `${"x".repeat(MAX_SAMPLE_CHARS - 1)}…`,
      "third",
      "fourth",
      "fifth",
    ]);
    const email = data.questionAnalysis.find((q) => q.questionId === "q_email");
    expect(email).toMatchObject({ kind: "text", answeredCount: 3, sampleAnswers: [] });
    expect(JSON.stringify(data)).not.toContain("@example.com");
  });

  it("gives each sampled answer its respondent's scores, skipping the blank answers with their scores", () => {
    const data = buildAnalysisSurveyData({
      title: "t",
      description: "",
      questions: QUESTIONS,
      summary,
      textAnswers: { q_ideas: ["late again", "  ", "great venue"] },
      textAnswerScores: { q_ideas: [{ q_rating: 2 }, { q_rating: 9 }, { q_rating: 10 }] },
    });
    expect(data.questionAnalysis.find((q) => q.questionId === "q_ideas")).toMatchObject({
      sampleAnswers: ["late again", "great venue"],
      sampleScores: [{ q_rating: 2 }, { q_rating: 10 }],
    });
    // Without scores, the data has none, as before.
    const plain = buildAnalysisSurveyData({
      title: "t",
      description: "",
      questions: QUESTIONS,
      summary,
      textAnswers: { q_ideas: ["a"] },
    });
    expect(plain.questionAnalysis.find((q) => q.questionId === "q_ideas")).not.toHaveProperty("sampleScores");
  });

  it("falls back to the summary's recent answers when no text answers are given", () => {
    const data = buildAnalysisSurveyData({ title: "t", description: "", questions: QUESTIONS, summary });
    expect(data.questionAnalysis.find((q) => q.questionId === "q_ideas")).toMatchObject({ sampleAnswers: ["from the summary"] });
  });

  it("gives rated questions the range they were asked on", () => {
    const data = buildAnalysisSurveyData({ title: "t", description: "", questions: QUESTIONS, summary });
    expect(data.questionAnalysis[0]).toMatchObject({ kind: "numeric", average: 7.5, range: { min: 1, max: 10 } });
    expect(numericRangeOf(scale)).toEqual({ min: 0, max: 10 });
    expect(numericRangeOf(number)).toEqual({ min: 1, max: 9 });
    expect(numericRangeOf(createQuestion("number", "q_open"))).toBeNull();
    expect(numericRangeOf(undefined)).toBeNull();
  });
});
