import { describe, expect, it } from "vitest";
import { analyzeTexts } from "./analyze-texts";
import { pickGroups } from "./group-themes";
import { readText } from "./read-text";
import { SPANISH_COMMENTS } from "./test-language-scenarios";
import { CAFE_COMMENTS } from "./test-sample-survey-data";
import { FOOD_DELIVERY } from "../../../../../test/fixtures/analysis/planted-sets";

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
    const groups = new Map([
      ["customer service", [0, 1, 2]],
      ["customer", [0, 1, 2]],
      ["service", [0, 1, 2]],
      ["price", [3, 4]],
      ["music", [5]],
    ]);
    expect(pickGroups(groups, 3)).toEqual([
      ["customer service", [0, 1, 2]],
      ["price", [3, 4]],
    ]);
  });

  it("needs two answers for a theme", () => {
    expect(pickGroups(new Map([["parking", [0]]]), 3)).toEqual([]);
  });
});

describe("analyzing a question's answers", () => {
  it("counts the sentiment split and finds the recurring themes and complaints", () => {
    expect(analyzeTexts(CAFE_COMMENTS)).toMatchObject({
      analyzed: 6,
      language: "en",
      sentiment: { positive: 3, negative: 2, neutral: 1 },
      themes: [
        { term: "coffee", mentions: 3, share: 50, tone: "positive", answerIndexes: [0, 1, 2] },
        {
          term: "queue",
          mentions: 2,
          share: 33.3,
          tone: "negative",
          quotes: [
            { text: "The queue was terrible and slow.", answerIndex: 3 },
            { text: "Awful queue at lunch, really annoying.", answerIndex: 4 },
          ],
        },
      ],
      complaints: [{ term: "queue", mentions: 2 }],
    });
  });
});

describe("feedback tone on a data set", () => {
  it("reads 200 food-delivery answers, 6 in 10 complaining of late or cold food, as mostly negative", () => {
    const { sentiment } = analyzeTexts(FOOD_DELIVERY.answers);
    expect(sentiment?.negative).toBeGreaterThanOrEqual(114);
    expect(sentiment?.negative).toBeGreaterThan((sentiment?.positive ?? 0) + (sentiment?.neutral ?? 0));
  });
});

describe("answers in another language", () => {
  it("finds Spanish themes by stem, names each by its most common form, and leaves the tone unread", () => {
    expect(analyzeTexts(SPANISH_COMMENTS)).toMatchObject({
      analyzed: 6,
      language: "es",
      // "cola" and "colas" are one theme; wink-nlp's English lexicon would have called every answer neutral.
      sentiment: null,
      themes: [
        { term: "café", mentions: 3, tone: null },
        { term: "cola", mentions: 3, tone: null },
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
    expect(themes).toMatchObject([
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
    expect(themes[0]).toMatchObject({ term: "application", mentions: 3 });
  });

  it("names a pair of words written side by side as one theme", () => {
    const answers = [
      "O atendimento ao cliente demora.",
      "Suporte técnico lento, muito lento.",
      "O suporte técnico resolveu rápido.",
      "Gostei do suporte técnico.",
    ];
    expect(analyzeTexts(answers).themes[0]).toMatchObject({ term: "suporte técnico", mentions: 3 });
  });
});
