import { describe, expect, it } from "vitest";
import { mayPrefill, usesRecall } from "./survey-extras";
import { makeQuestion, makeSurvey } from "./test-survey";

describe("which surveys fetch the recall and prefill chunks", () => {
  const plain = () => makeSurvey([makeQuestion("text", "q1", { title: "Name" })]);

  it("fetches recall only for a survey whose question texts or messages hold a token", () => {
    expect(usesRecall(plain())).toBe(false);
    expect(usesRecall(makeSurvey([makeQuestion("text", "q1", { description: "For {{source}}" })]))).toBe(true);
    expect(usesRecall(makeSurvey([makeQuestion("text", "q1")], { completionMessage: "Bye {{q1}}" }))).toBe(true);
  });

  it("fetches prefill only when the address names a question's id", () => {
    expect(mayPrefill(plain(), "")).toBe(false);
    expect(mayPrefill(plain(), "?source=ad&theme=dark")).toBe(false);
    expect(mayPrefill(plain(), "?q1=Ada")).toBe(true);
  });
});
