import { describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "../question-types/question-types";
import { createQuestion } from "../surveys/create-question";
import type { Question } from "../surveys/question-schema";
import { MAX_PREFILL_LENGTH, prefillAnswer, readPrefill } from "./prefill";

const q = (type: Question["type"], extra: Record<string, unknown> = {}) =>
  ({ ...createQuestion(type, "q1"), ...extra }) as Question;

describe("prefillAnswer", () => {
  it("gives each type's stored shape when its own rules accept it", () => {
    expect(prefillAnswer(q("text"), " Ada ")).toBe("Ada");
    expect(prefillAnswer(q("email"), "ada@example.com")).toBe("ada@example.com");
    expect(prefillAnswer(q("number"), "42")).toBe(42);
    expect(prefillAnswer(q("rating"), "4")).toBe(4);
    expect(prefillAnswer(q("scale"), "7")).toBe(7);
    expect(prefillAnswer(q("yes-no"), "yes")).toBe("Yes");
    expect(prefillAnswer(q("dropdown"), "option 2")).toBe("Option 2");
    expect(prefillAnswer(q("checkbox"), "Option 1, option 3")).toEqual(["Option 1", "Option 3"]);
    expect(prefillAnswer(q("ranking"), "Item 3,Item 1,Item 2")).toEqual(["Item 3", "Item 1", "Item 2"]);
    expect(prefillAnswer(q("date"), "2026-02-28")).toBe("2026-02-28");
    expect(prefillAnswer(q("url"), "example.com")).toBe("https://example.com");
  });

  it("ignores a value the question's rules refuse, instead of blocking the respondent", () => {
    expect(prefillAnswer(q("email"), "not-an-email")).toBeUndefined();
    expect(prefillAnswer(q("number", { numberSettings: { min: 0, max: 10 } }), "11")).toBeUndefined();
    expect(prefillAnswer(q("number"), "abc")).toBeUndefined();
    expect(prefillAnswer(q("rating"), "9")).toBeUndefined();
    expect(prefillAnswer(q("dropdown"), "Option 9")).toBeUndefined();
    expect(prefillAnswer(q("checkbox"), "Option 1,Nope")).toBeUndefined();
    expect(prefillAnswer(q("ranking"), "Item 1,Item 2")).toBeUndefined();
    expect(prefillAnswer(q("date"), "2026-02-30")).toBeUndefined();
    expect(prefillAnswer(q("text"), "   ")).toBeUndefined();
    expect(prefillAnswer(q("text"), "x".repeat(MAX_PREFILL_LENGTH + 1))).toBeUndefined();
    expect(prefillAnswer(q("text"), "a\u0000b")).toBeUndefined();
  });

  it("takes an unknown choice as Other's text only where Other is allowed", () => {
    expect(prefillAnswer(q("multiple-choice"), "Cycling")).toBeUndefined();
    expect(prefillAnswer(q("multiple-choice", { allowOther: true }), "Cycling")).toBe("Other: Cycling");
    expect(prefillAnswer(q("multiple-choice", { allowOther: true }), "option 1")).toBe("Option 1");
  });

  it("never fills a statement, a matrix or a file answer", () => {
    expect(prefillAnswer(q("statement"), "acknowledged")).toBeUndefined();
    expect(prefillAnswer(q("matrix"), "Row 1:Column 1")).toBeUndefined();
    expect(prefillAnswer(q("file-upload"), "/uploads/0b7c3f7e-5d1a-4c1e-9f0a-2b3c4d5e6f70")).toBeUndefined();
  });

  it("fills no type with a value any of them would refuse", () => {
    for (const type of QUESTION_TYPES) expect(prefillAnswer(q(type), "\u0000"), type).toBeUndefined();
  });
});

describe("readPrefill", () => {
  it("reads each question's parameter by its id and leaves the rest", () => {
    const questions = [
      { ...createQuestion("text", "name") },
      { ...createQuestion("rating", "score") },
      { ...createQuestion("email", "mail") },
    ];
    const params = new URLSearchParams("name=Ada&score=12&mail=x&source=ad");
    expect(readPrefill(questions, params)).toEqual({ name: "Ada" });
  });
});
