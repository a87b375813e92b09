import { describe, expect, it } from "vitest";
import { analyzeTexts, pickThemes } from "./analyze-texts";
import { readText } from "./read-text";
import { SPANISH_COMMENTS } from "./language-scenarios";
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
      language: "en",
      sentiment: { positive: 3, negative: 2, neutral: 1 },
      themes: [
        { term: "coffee", mentions: 3 },
        { term: "queue", mentions: 2 },
      ],
      complaints: [{ term: "queue", mentions: 2 }],
    });
  });
});

describe("answers in another language", () => {
  it("finds Spanish themes by stem, names each by its most common form, and leaves the tone unread", () => {
    expect(analyzeTexts(SPANISH_COMMENTS)).toEqual({
      analyzed: 6,
      language: "es",
      // "cola" and "colas" are one theme; wink-nlp's English lexicon would have called every answer neutral.
      sentiment: null,
      themes: [
        { term: "café", mentions: 3 },
        { term: "cola", mentions: 3 },
      ],
      complaints: [],
    });
  });

  it("groups German forms of one word, keeps compounds, and never names a stop word", () => {
    const answers = [
      "Der Kundenservice antwortet zu langsam.",
      "Die App stürzt oft ab, der Kundenservice hilft nicht.",
      "Der Preis ist zu hoch.",
      "Die Preise sind fair, die App ist gut.",
      "Kundenservice per E-Mail dauert Tage.",
    ];
    const { language, themes } = analyzeTexts(answers);
    expect(language).toBe("de");
    expect(themes).toEqual([
      { term: "Kundenservice", mentions: 3 },
      { term: "App", mentions: 2 },
      { term: "Preis", mentions: 2 },
    ]);
  });

  it("reads French words after an elided article, with either apostrophe", () => {
    const answers = [
      "L'application plante souvent.",
      "J’aime l’application, mais elle est lente.",
      "Une application simple et rapide.",
      "Le temps d'attente est trop long.",
    ];
    const { language, themes } = analyzeTexts(answers);
    expect(language).toBe("fr");
    expect(themes[0]).toEqual({ term: "application", mentions: 3 });
  });

  it("names a pair of words written side by side as one theme", () => {
    const answers = [
      "O atendimento ao cliente demora.",
      "Suporte técnico lento, muito lento.",
      "O suporte técnico resolveu rápido.",
      "Gostei do suporte técnico.",
    ];
    expect(analyzeTexts(answers).themes[0]).toEqual({ term: "suporte técnico", mentions: 3 });
  });
});
