import { describe, expect, it } from "vitest";
import { analyzeTexts, pickThemes } from "./analyze-texts";
import { readText } from "./read-text";
import { CAFE_COMMENTS } from "./sample-survey-data";

describe("reading one answer", () => {
  it("scores praise positive, complaints negative and a plain fact neutral, negation included", () => {
    expect(readText("Great coffee, friendly service!").sentiment).toBeGreaterThan(0.25);
    expect(readText("The queue was terrible and slow.").sentiment).toBeLessThan(-0.25);
    expect(readText("I came on Tuesday with a colleague.").sentiment).toBe(0);
    expect(readText("Not good at all.").sentiment).toBeLessThan(0);
  });

  it("finds the nouns an answer is about, by lemma, with two-noun compounds", () => {
    const { terms } = readText("Customer service was slow, and the prices are too high");
    expect(terms).toEqual(expect.arrayContaining(["customer", "service", "customer service", "price"]));
    // Verbs, adjectives and stop words are not topics.
    expect(terms).not.toContain("slow");
    expect(terms).not.toContain("the");
  });
});

describe("themes", () => {
  it("names a topic once: the compound wins a tie with its nouns, and a term inside a picked one is skipped", () => {
    const counts = new Map([
      ["customer service", 3],
      ["customer", 3],
      ["service", 3],
      ["price", 2],
      ["music", 1],
    ]);
    expect(pickThemes(counts)).toEqual([
      { term: "customer service", mentions: 3 },
      { term: "price", mentions: 2 },
    ]);
  });

  it("needs two answers for a theme", () => {
    expect(pickThemes(new Map([["parking", 1]]))).toEqual([]);
  });
});

describe("analyzing a question's answers", () => {
  it("counts the sentiment split and finds the recurring themes and complaints", () => {
    expect(analyzeTexts(CAFE_COMMENTS)).toEqual({
      analyzed: 6,
      positive: 3,
      negative: 2,
      neutral: 1,
      themes: [
        { term: "coffee", mentions: 3 },
        { term: "queue", mentions: 2 },
      ],
      complaints: [{ term: "queue", mentions: 2 }],
    });
  });
});
