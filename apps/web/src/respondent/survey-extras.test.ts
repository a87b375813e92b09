import { describe, expect, it } from "vitest";
import { needsExtras } from "./survey-extras";
import { makeQuestion, makeSurvey } from "./test-survey";

describe("which surveys fetch the hidden-fields, prefill and recall chunk", () => {
  const plain = () => makeSurvey([makeQuestion("text", "q1", { title: "Name" })]);

  it("fetches nothing for a survey without hidden fields, tokens or a prefill in its address", () => {
    expect(needsExtras(plain(), "")).toBe(false);
    expect(needsExtras(plain(), "?source=ad&theme=dark")).toBe(false);
  });

  it("fetches it for hidden fields, a parameter named by a question's id, or a token in a text", () => {
    expect(needsExtras(makeSurvey([makeQuestion("text", "q1")], {}, ["source"]), "")).toBe(true);
    expect(needsExtras(plain(), "?q1=Ada")).toBe(true);
    expect(needsExtras(makeSurvey([makeQuestion("text", "q1", { description: "For {{source}}" })]), "")).toBe(true);
    expect(needsExtras(makeSurvey([makeQuestion("text", "q1")], { completionMessage: "Bye {{q1}}" }), "")).toBe(true);
  });
});
