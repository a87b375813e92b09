import { describe, expect, it } from "vitest";
import { getRelativeDate } from "../dates/relative-date";
import { describeRemainingTime, estimateRemainingSeconds } from "../question-types/time-estimate";
import { createQuestion } from "./create-question";
import { duplicateSurvey } from "./duplicate-survey";
import { generateShareId, isShareId } from "./share-id";
import { surveyContentSchema } from "./survey-schema";

describe("share ids", () => {
  it("are base-36, at most 26 characters, and do not repeat", () => {
    const ids = new Set(Array.from({ length: 2000 }, generateShareId));
    expect(ids.size).toBe(2000);
    for (const id of ids) {
      expect(id.length).toBeLessThanOrEqual(26);
      expect(isShareId(id)).toBe(true);
    }
  });
});

describe("duplicate", () => {
  it("adds ' (Copy)', makes a draft with the new share id, and copies deeply", () => {
    const original = surveyContentSchema.parse({ title: "NPS", questions: [createQuestion("scale", "q1")] });
    const copy = duplicateSurvey(original, "newshare123");
    expect(copy).toMatchObject({ title: "NPS (Copy)", status: "draft", shareId: "newshare123" });
    expect(copy.questions).toEqual(original.questions);
    expect(copy.questions[0]).not.toBe(original.questions[0]);
  });
});

describe("relative creation dates", () => {
  const now = new Date("2026-11-22T15:00:00");
  it.each([
    ["2026-11-22T01:00:00", { kind: "today" }],
    ["2026-11-21T23:00:00", { kind: "yesterday" }],
    ["2026-11-18T12:00:00", { kind: "daysAgo", count: 4 }],
    ["2026-11-08T12:00:00", { kind: "weeksAgo", count: 2 }],
    ["2026-08-01T12:00:00", { kind: "monthsAgo", count: 3 }],
  ])("labels %s", (input, expected) => {
    expect(getRelativeDate(input, now)).toEqual(expected);
  });

  it("falls back to the date after a year, and says when the date is missing or bad", () => {
    expect(getRelativeDate("2024-01-01T00:00:00", now).kind).toBe("date");
    expect(getRelativeDate(null, now)).toEqual({ kind: "noDate" });
    expect(getRelativeDate("", now)).toEqual({ kind: "noDate" });
    expect(getRelativeDate("not a date", now)).toEqual({ kind: "invalidDate" });
  });
});

describe("remaining time", () => {
  it("budgets 30 s for text, 10 s for choices, 8 s for ratings and 15 s for the rest", () => {
    const questions = (["text", "multiple-choice", "rating", "date"] as const).map((t) => ({ type: t }));
    expect(estimateRemainingSeconds(questions, 0)).toBe(63);
    expect(estimateRemainingSeconds(questions, 2)).toBe(23);
  });

  it("reads 'Less than a minute' under 60 s, else about N minutes", () => {
    expect(describeRemainingTime(59)).toEqual({ kind: "lessThanMinute" });
    expect(describeRemainingTime(60)).toEqual({ kind: "minutes", count: 1 });
    expect(describeRemainingTime(150)).toEqual({ kind: "minutes", count: 3 });
  });
});
