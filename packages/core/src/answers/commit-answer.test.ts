import { describe, expect, it } from "vitest";
import { questionSchema, type Question, type QuestionInput } from "../surveys/question-schema";
import { commitAnswer } from "./commit-answer";

const q = (input: QuestionInput): Question => questionSchema.parse(input);
const ranking = (required = false) => q({ id: "rank", type: "ranking", required, rankingItems: ["Item 1", "Item 2", "Item 3"] });

describe("commitAnswer", () => {
  it("commits nothing for a ranking the respondent never touched, required or not", () => {
    expect(commitAnswer(ranking(), undefined)).toBeUndefined();
    expect(commitAnswer(ranking(true), undefined)).toBeUndefined();
    expect(commitAnswer(ranking(), [])).toEqual([]);
  });

  it("keeps a ranking the respondent moved or confirmed, the shown order included", () => {
    expect(commitAnswer(ranking(), ["Item 2", "Item 1", "Item 3"])).toEqual(["Item 2", "Item 1", "Item 3"]);
    expect(commitAnswer(ranking(true), ["Item 1", "Item 2", "Item 3"])).toEqual(["Item 1", "Item 2", "Item 3"]);
  });

  it("acknowledges a statement and adds https:// to a URL", () => {
    expect(commitAnswer(q({ id: "note", type: "statement" }), undefined)).toBe("acknowledged");
    expect(commitAnswer(q({ id: "site", type: "url" }), "example.com")).toBe("https://example.com");
  });
});
