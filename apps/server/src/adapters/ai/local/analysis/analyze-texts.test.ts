import { describe, expect, it } from "vitest";
import { analyzeTexts } from "./analyze-texts";
import { findThemes } from "./find-themes";
import { createPhraseReader } from "./read-phrases";
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
  const reader = createPhraseReader("en");
  const themesOf = (answers: string[]) =>
    findThemes(
      answers.map((a) => reader.read(a)),
      reader,
      8,
      "en",
    );

  it("leaves the answers of an action that names nothing free for the next theme", () => {
    // "ordered" is in every answer with no phrase they share; "cold" is what half of them say.
    const answers = [
      "I ordered on Monday and the soup came cold.",
      "We ordered twice, cold soup both times.",
      "Ordered at noon; the soup was cold.",
      "My colleague ordered, her soup arrived cold.",
      "I ordered late at night, the soup was cold again.",
      "I ordered for the team yesterday.",
      "We ordered through the website.",
      "I ordered a salad instead this week.",
      "Ordered with my phone in two minutes.",
      "I ordered it as a gift for my mother.",
    ];
    const themes = themesOf(answers);
    expect(themes.map((theme) => theme.members.length).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
    expect(themes.find((theme) => theme.label.includes("cold"))?.members).toEqual([0, 1, 2, 3, 4]);
  });

  it("never makes a theme of a word one answer uses, however striking", () => {
    const answers = ["Navigating the settings is like a maze.", "Slow app.", "The app is slow.", "Slow app on my phone."];
    expect(themesOf(answers)).toEqual([{ label: "slow app", members: [1, 2, 3] }]);
  });

  it("groups by what is said of a place, not by the place: dirt and noise in the room are two themes", () => {
    const reader = createPhraseReader("es");
    const answers = [
      "La habitación estaba sucia.",
      "Habitación sucia al llegar.",
      "Sábanas sucias.",
      "Mucho ruido en la habitación.",
      "Ruido de la calle.",
      "Ruido toda la noche.",
    ];
    const groups = findThemes(
      answers.map((a) => reader.read(a)),
      reader,
      8,
      "es",
    );
    expect(groups.map((g) => g.members)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    expect(groups[0]?.label).toMatch(/sucia/);
    expect(groups[1]?.label).toMatch(/ruido/);
  });

  it("names a theme by the phrase its answers use, in their words", () => {
    const answers = ["Please add a Slack integration.", "We need a Slack integration.", "Slack integration please!", "Nice."];
    expect(themesOf(answers)[0]?.label).toBe("slack integration");
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
      // Each answer is in one theme: "Buen café, pero la cola…" counts for the café (decision 211).
      sentiment: null,
      themes: [
        { term: "café", mentions: 3, tone: null },
        { term: "cola", mentions: 2, tone: null },
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
    // "App" is in two answers already counted, one for customer service and one for the price.
    expect(themes).toMatchObject([
      { term: "Kundenservice", mentions: 3 },
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
