import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { answersSchema, parseAnswers, type Answer, type answerSchema } from "./answer-schema";

describe("answersSchema", () => {
  it("accepts every stored answer shape", () => {
    const answers = {
      text: "Hello",
      phone: "+1 5551234567",
      number: 42,
      rating: 4,
      scale: 0.5,
      checkbox: ["A", "B"],
      ranking: ["Item 2", "Item 1"],
      matrix: { "Row 1": "Column 2", "Row 2": "Column 1" },
      yesNo: "Yes",
      statement: "acknowledged",
      files: ["/uploads/a", "/uploads/b"],
      other: "Other: my own",
    };
    expect(answersSchema.parse(answers)).toEqual(answers);
  });

  it("keeps the hand-written Answer type and the schema in step", () => {
    expectTypeOf<z.output<typeof answerSchema>>().toEqualTypeOf<Answer>();
    expectTypeOf<z.output<typeof answersSchema>>().toEqualTypeOf<Record<string, Answer>>();
  });

  it("accepts the limits exactly and refuses one past them", () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, "x"]));
    expect(answersSchema.safeParse(many(300)).success).toBe(true);
    expect(answersSchema.safeParse(many(301)).success).toBe(false);
    expect(answersSchema.safeParse({ q: "x".repeat(10_000) }).success).toBe(true);
    expect(answersSchema.safeParse({ q: "x".repeat(10_001) }).success).toBe(false);
    expect(answersSchema.safeParse({ q: Array(100).fill("a") }).success).toBe(true);
    expect(answersSchema.safeParse({ q: Array(101).fill("a") }).success).toBe(false);
    expect(answersSchema.safeParse({ q: ["x".repeat(10_001)] }).success).toBe(false);
    expect(answersSchema.safeParse({ q: { row: "x".repeat(10_001) } }).success).toBe(false);
    expect(answersSchema.safeParse({ ["i".repeat(100)]: "x" }).success).toBe(true);
    expect(answersSchema.safeParse({ ["i".repeat(101)]: "x" }).success).toBe(false);
    expect(answersSchema.safeParse({ "": "x" }).success).toBe(false);
  });

  it("refuses values that are no answer shape", () => {
    for (const value of [
      null,
      true,
      { nested: { deep: "x" } },
      [1, 2],
      [["a"]],
      Number.NaN,
      Number.POSITIVE_INFINITY,
      { row: 3 },
    ]) {
      expect(answersSchema.safeParse({ q: value }).success, JSON.stringify(value)).toBe(false);
    }
  });

  it("refuses NUL and unpaired surrogates, which PostgreSQL cannot store, in any string, with a message saying so", () => {
    const cases: [unknown, string][] = [
      [{ q: "a\u0000b" }, "Text must not contain NUL characters or unpaired UTF-16 surrogates"],
      [{ q: "\ud800" }, "Text must not contain NUL characters or unpaired UTF-16 surrogates"],
      [{ q: ["ok", "\udc00"] }, "Text must not contain NUL characters or unpaired UTF-16 surrogates"],
      [{ q: { "Row 1": "\u0000" } }, "Text must not contain NUL characters or unpaired UTF-16 surrogates"],
      [{ q: { "Row\u0000": "Column 1" } }, "Text must not contain NUL characters or unpaired UTF-16 surrogates"],
      [{ "q\u0000": "x" }, "Question ids must not contain NUL characters or unpaired UTF-16 surrogates"],
      [{ "\ud800": "x" }, "Question ids must not contain NUL characters or unpaired UTF-16 surrogates"],
    ];
    for (const [answers, message] of cases) {
      const result = answersSchema.safeParse(answers);
      expect(result.success, JSON.stringify(answers)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
    // An emoji is a surrogate pair, which is fine.
    expect(answersSchema.safeParse({ q: "👍", m: { "Row 😀": "Column 😀" } }).success).toBe(true);
  });

  it("refuses input that is not an object of answers", () => {
    for (const input of [null, undefined, "answers", 3, [["q", "a"]]]) {
      expect(answersSchema.safeParse(input).success, String(input)).toBe(false);
    }
  });
});

describe("parseAnswers", () => {
  it("decides as answersSchema does, with the same data and the same first message", () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, "x"]));
    const inputs: unknown[] = [
      { text: "Hello", number: 42, scale: 0.5, checkbox: ["A", "B"], matrix: { "Row 1": "Column 2" }, empty: "", none: [] },
      many(300),
      many(301),
      { q: "x".repeat(10_000) },
      { q: "x".repeat(10_001) },
      { q: Array(100).fill("a") },
      { q: Array(101).fill("a") },
      { q: ["x".repeat(10_001)] },
      { q: { row: "x".repeat(10_001) } },
      { q: { ["r".repeat(500)]: "x" } },
      { q: { ["r".repeat(501)]: "x" } },
      { q: { "": "x" } },
      { q: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`r${i}`, "x"])) },
      { ["i".repeat(100)]: "x" },
      { ["i".repeat(101)]: "x" },
      { "": "x" },
      { q: null },
      { q: true },
      { q: { nested: { deep: "x" } } },
      { q: [1, 2] },
      { q: [["a"]] },
      // eslint-disable-next-line no-sparse-arrays
      { q: [, "a"] },
      { q: Number.NaN },
      { q: Number.POSITIVE_INFINITY },
      { q: { row: 3 } },
      { q: "a\u0000b" },
      { q: "\ud800" },
      { q: { "Row\u0000": "Column 1" } },
      { "q\u0000": "x" },
      { q: "👍", m: { "Row 😀": "Column 😀" } },
      JSON.parse('{"__proto__": "x", "q": "y"}'),
      Object.create({ inherited: "x" }),
      null,
      undefined,
      "answers",
      3,
      [["q", "a"]],
    ];
    for (const input of inputs) {
      const ours = parseAnswers(input);
      const zods = answersSchema.safeParse(input);
      expect(ours.success, JSON.stringify(input)).toBe(zods.success);
      expect(ours.data, JSON.stringify(input)).toEqual(zods.data);
      expect(ours.error?.issues[0]?.message).toBe(zods.error?.issues[0]?.message);
    }
  });
});
