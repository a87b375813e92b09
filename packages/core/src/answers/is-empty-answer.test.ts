import { describe, expect, it } from "vitest";
import { dropEmptyAnswers, isAnswerShape, isEmptyAnswer } from "./is-empty-answer";

describe("isEmptyAnswer", () => {
  it("treats nothing, blank text, [] and {} as empty", () => {
    for (const value of [undefined, null, "", "   ", "\n\t", [], {}]) {
      expect(isEmptyAnswer(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("treats any real answer as given, including 0, 'No' and a one-row matrix", () => {
    for (const value of [0, -1, "No", " a ", ["a"], [""], { "Row 1": "Column 1" }, false]) {
      expect(isEmptyAnswer(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("isAnswerShape", () => {
  it("knows the four stored shapes and nothing else", () => {
    for (const value of ["", 3, ["a"], { r: "c" }]) expect(isAnswerShape(value)).toBe(true);
    for (const value of [null, undefined, true, Number.NaN, [1], { r: 1 }, new Date(0)]) {
      expect(isAnswerShape(value), String(value)).toBe(false);
    }
  });
});

describe("dropEmptyAnswers", () => {
  it("keeps real answers and drops empty ones and non-answers", () => {
    expect(
      dropEmptyAnswers({ a: "Hi", b: "", c: "  ", d: [], e: {}, f: 0, g: ["x"], h: null, i: undefined, j: true, k: { r: "c" } }),
    ).toEqual({ a: "Hi", f: 0, g: ["x"], k: { r: "c" } });
  });

  it("keeps a __proto__ key as a plain own property", () => {
    const input: Record<string, unknown> = JSON.parse('{"__proto__": "x", "a": "y"}');
    const result = dropEmptyAnswers(input);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result).sort()).toEqual(["__proto__", "a"]);
  });
});
