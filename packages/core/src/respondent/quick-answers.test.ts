import { describe, expect, it } from "vitest";
import { questionSchema, type QuestionInput } from "../surveys/question-schema";
import { advancesOnAnswer, answerForKey, keyedChoices } from "./quick-answers";

type Fields<Q> = Q extends QuestionInput ? Omit<Q, "id" | "title"> : never;
const q = (input: Fields<QuestionInput>) => questionSchema.parse({ id: "q", title: "Q", ...input });

const colours = q({ type: "multiple-choice", options: ["Red", "Green", "Blue"], allowOther: true });
const nps = q({ type: "scale", scaleSettings: { min: 0, max: 10, step: 1 } });

describe("advancesOnAnswer", () => {
  it("moves on after one pick on the one-pick types only", () => {
    expect(advancesOnAnswer(colours, "Green")).toBe(true);
    expect(advancesOnAnswer(q({ type: "yes-no" }), "No")).toBe(true);
    expect(advancesOnAnswer(q({ type: "rating", maxRating: 5 }), 4)).toBe(true);
    expect(advancesOnAnswer(q({ type: "likert" }), "Agree")).toBe(true);
    expect(advancesOnAnswer(nps, 0)).toBe(true);
    expect(advancesOnAnswer(q({ type: "dropdown", options: ["A", "B"] }), "B")).toBe(true);
    expect(advancesOnAnswer(q({ type: "checkbox", options: ["A", "B"] }), ["A"])).toBe(false);
    expect(advancesOnAnswer(q({ type: "text" }), "hello")).toBe(false);
    expect(advancesOnAnswer(q({ type: "matrix" }), { "Row 1": "Column 1" })).toBe(false);
  });

  it("waits on Other, which still needs its text, and on no answer", () => {
    expect(advancesOnAnswer(colours, "Other: ")).toBe(false);
    expect(advancesOnAnswer(colours, "Other: Purple")).toBe(false);
    expect(advancesOnAnswer(q({ type: "dropdown", options: ["A"] }), "")).toBe(false);
    expect(advancesOnAnswer(colours, undefined)).toBe(false);
  });
});

describe("keyedChoices", () => {
  it("letters options in order, Other last; digits for stars and whole scale points", () => {
    expect(keyedChoices(colours).map((c) => c.key)).toEqual(["A", "B", "C", "D"]);
    expect(keyedChoices(q({ type: "yes-no" }))).toEqual([
      { key: "A", value: "Yes" },
      { key: "B", value: "No" },
    ]);
    expect(keyedChoices(q({ type: "rating", maxRating: 3 })).map((c) => c.key)).toEqual(["1", "2", "3"]);
    expect(keyedChoices(nps).map((c) => c.key)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    // Negative and fractional points cannot be typed with digits alone.
    expect(keyedChoices(q({ type: "scale", scaleSettings: { min: -2, max: 1, step: 0.5 } })).map((c) => c.key)).toEqual([
      "0",
      "1",
    ]);
    expect(keyedChoices(q({ type: "dropdown", options: ["A", "B"] }))).toEqual([]);
    expect(keyedChoices(q({ type: "text" }))).toEqual([]);
  });

  it("letters at most 26 options", () => {
    const many = q({
      type: "multiple-choice",
      options: Array.from({ length: 30 }, (_, i) => `Option ${i + 1}`),
      allowOther: true,
    });
    expect(keyedChoices(many)).toHaveLength(26);
    expect(keyedChoices(many).at(-1)).toEqual({ key: "Z", value: "Option 26" });
  });
});

describe("answerForKey", () => {
  it("picks options by letter in either case and ignores letters beyond the options", () => {
    expect(answerForKey(colours, undefined, "b", "")?.answer).toBe("Green");
    expect(answerForKey(colours, "Green", "C", "")?.answer).toBe("Blue");
    expect(answerForKey(colours, undefined, "E", "")).toBeNull();
    expect(answerForKey(colours, undefined, "Enter", "")).toBeNull();
    expect(answerForKey(q({ type: "yes-no" }), undefined, "b", "")?.answer).toBe("No");
  });

  it("opens Other without answering it, keeping text already written", () => {
    expect(answerForKey(colours, undefined, "d", "")).toMatchObject({ answer: "Other: ", other: true });
    expect(answerForKey(colours, "Other: Purple", "d", "")?.answer).toBe("Other: Purple");
  });

  it("ticks and unticks checkboxes, keeping the options' order", () => {
    const values = q({ type: "checkbox", options: ["Speed", "Price", "Support"] });
    expect(answerForKey(values, undefined, "c", "")?.answer).toEqual(["Support"]);
    expect(answerForKey(values, ["Support"], "a", "")?.answer).toEqual(["Speed", "Support"]);
    expect(answerForKey(values, ["Speed", "Support"], "a", "")?.answer).toEqual(["Support"]);
  });

  it("reads 1 then 0 as 10 on a 0–10 scale, waiting after the 1 for a second digit", () => {
    const one = answerForKey(nps, undefined, "1", "");
    expect(one).toEqual({ answer: 1, typed: "1", waitForMore: true, other: false });
    expect(answerForKey(nps, 1, "0", one?.typed ?? "")).toEqual({ answer: 10, typed: "10", waitForMore: false, other: false });
    // A digit that cannot extend the number starts again.
    expect(answerForKey(nps, 1, "7", "1")).toEqual({ answer: 7, typed: "7", waitForMore: false, other: false });
    expect(answerForKey(nps, 10, "3", "10")?.answer).toBe(3);
    expect(answerForKey(nps, undefined, "0", "")).toMatchObject({ answer: 0, waitForMore: false });
  });

  it("picks stars by number and refuses digits beyond them", () => {
    const stars = q({ type: "rating", maxRating: 5 });
    expect(answerForKey(stars, undefined, "4", "")).toMatchObject({ answer: 4, waitForMore: false });
    expect(answerForKey(stars, undefined, "0", "")).toBeNull();
    expect(answerForKey(stars, undefined, "9", "")).toBeNull();
    expect(answerForKey(q({ type: "rating", maxRating: 10 }), 1, "0", "1")?.answer).toBe(10);
  });

  it("waits for a second digit where the first names no point yet", () => {
    const tens = q({ type: "scale", scaleSettings: { min: 10, max: 50, step: 10 } });
    expect(answerForKey(tens, undefined, "3", "")).toEqual({ answer: undefined, typed: "3", waitForMore: true, other: false });
    expect(answerForKey(tens, undefined, "0", "3")?.answer).toBe(30);
  });

  it("ignores letters on number questions and digits on option questions", () => {
    expect(answerForKey(nps, undefined, "a", "")).toBeNull();
    expect(answerForKey(colours, undefined, "1", "")).toBeNull();
    expect(answerForKey(q({ type: "text" }), undefined, "a", "")).toBeNull();
  });
});
