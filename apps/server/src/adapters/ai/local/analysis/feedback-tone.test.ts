import { describe, expect, it } from "vitest";
import { readFeedbackTone } from "./feedback-tone";

describe("the tone of a feedback answer", () => {
  it("reads complaints and requests negative without a sentiment word", () => {
    for (const answer of [
      "Food arrived late and cold.",
      "Fries were soggy.",
      "Took 50 minutes.",
      "The checkout takes too long.",
      "Please fix the export.",
      "I wish it had a dark mode.",
      "The link is broken.",
    ]) {
      expect(readFeedbackTone(answer, "en"), answer).toBe("negative");
    }
  });

  it("reads a complaint beside praise negative: it is something to fix", () => {
    expect(readFeedbackTone("Great taste, but it came cold.", "en", 0.6)).toBe("negative");
  });

  it("turns a cue around after a negator", () => {
    expect(readFeedbackTone("Never late, not once.", "en")).toBe("positive");
    expect(readFeedbackTone("The food was not good.", "en")).toBe("negative");
  });

  it("leaves a plain fact neutral", () => {
    expect(readFeedbackTone("I usually order on Fridays.", "en")).toBe("neutral");
  });

  it("reads the cues of the other languages, accents or not", () => {
    expect(readFeedbackTone("La comida llegó fría.", "es")).toBe("negative");
    expect(readFeedbackTone("Livraison rapide, plats bien chauds.", "fr")).toBe("positive");
    expect(readFeedbackTone("Das Essen war nicht heiß.", "de")).toBe("negative");
    expect(readFeedbackTone("A comida chegou atrasada.", "pt")).toBe("negative");
  });

  it("reads the afternoon and a job done within an hour as no delay", () => {
    expect(readFeedbackTone("Fácil de configurar, en una tarde estaba listo.", "es")).toBe("positive");
    expect(readFeedbackTone("Entregaron por la tarde, como pedí.", "es")).toBe("neutral");
    expect(readFeedbackTone("Llegó tarde otra vez.", "es")).toBe("negative");
    expect(readFeedbackTone("Très facile à installer, opérationnel en une heure.", "fr")).toBe("positive");
    expect(readFeedbackTone("J'ai attendu une heure.", "fr")).toBe("negative");
    expect(readFeedbackTone("Fácil de configurar, em uma hora estava funcionando.", "pt")).toBe("positive");
    expect(readFeedbackTone("Einfach eingerichtet, in einer Stunde lief alles.", "de")).toBe("positive");
    expect(readFeedbackTone("Eine Stunde gewartet.", "de")).toBe("negative");
  });
});
