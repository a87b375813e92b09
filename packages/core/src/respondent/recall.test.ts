import { describe, expect, it } from "vitest";
import { createQuestion } from "../surveys/create-question";
import type { Question } from "../surveys/question-schema";
import { recallAnswerText, renderRecall } from "./recall";

const questions: Question[] = [
  { ...createQuestion("text", "name") },
  { ...createQuestion("multiple-choice", "sport"), allowOther: true } as Question,
  createQuestion("checkbox", "picks"),
  createQuestion("matrix", "grid"),
  createQuestion("yes-no", "ok"),
  createQuestion("rating", "stars"),
  createQuestion("file-upload", "cv"),
  createQuestion("statement", "note"),
];
const byId = (id: string) => questions.find((q) => q.id === id) as Question;

describe("renderRecall", () => {
  const context = {
    questions,
    answers: { name: "Ada", stars: 4, picks: ["Option 1", "Option 3"], sport: "Other: Curling" },
    hiddenValues: { source: "newsletter" },
  };

  it("puts earlier answers and hidden values in place of their tokens", () => {
    expect(renderRecall("Thanks {{name}} ({{ stars }} stars), via {{source}}: {{picks}}; {{sport}}", context)).toBe(
      "Thanks Ada (4 stars), via newsletter: Option 1, Option 3; Curling",
    );
  });

  it("shows nothing, or the fallback, for an unanswered question, a missing value or an unknown name", () => {
    expect(renderRecall("Hi {{ok}}!{{campaign}}{{nobody}}", context)).toBe("Hi !");
    expect(renderRecall("Hi {{ok|friend}}, {{campaign | spring }}", context)).toBe("Hi friend, spring");
  });

  it("gives text, never markup: an HTML-looking value stays the characters it is", () => {
    const hostile = { ...context, answers: { name: '<img src=x onerror="alert(1)">' }, hiddenValues: { source: "<b>x</b>" } };
    expect(renderRecall("Hello {{name}} from {{source}}", hostile)).toBe('Hello <img src=x onerror="alert(1)"> from <b>x</b>');
  });

  it("does not expand a token inside a recalled answer", () => {
    expect(renderRecall("{{name}}", { ...context, answers: { name: "{{source}}" } })).toBe("{{source}}");
  });

  it("leaves text without tokens as it is", () => {
    const text = "Plain {text} and {single}";
    expect(renderRecall(text, context)).toBe(text);
  });
});

describe("recallAnswerText", () => {
  it("writes every type's answer as text", () => {
    expect(recallAnswerText(byId("grid"), { "Row 2": "Column 1", "Row 1": "Column 3" })).toBe("Row 1: Column 3; Row 2: Column 1");
    expect(recallAnswerText(byId("ok"), "Yes", { yes: "Sí", no: "No" })).toBe("Sí");
    expect(recallAnswerText(byId("ok"), "No")).toBe("No");
    expect(recallAnswerText(byId("stars"), 5)).toBe("5");
    expect(recallAnswerText(byId("cv"), ["/api/surveys/s/response-files/f"])).toBe("");
    expect(recallAnswerText(byId("note"), "acknowledged")).toBe("");
    expect(recallAnswerText(byId("name"), undefined)).toBe("");
  });
});
