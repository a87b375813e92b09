import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFeedbackTone, TONE_LANGUAGES, type AnswerTone } from "./feedback-tone";

interface Translated {
  language: "es" | "fr" | "de" | "pt";
  source: string;
  tone: AnswerTone;
  text: string;
}

// The English labelled set translated sentence by sentence, labels carried over: written by a
// different method than the cues, so it measures them rather than echoing them (decision 213).
const translated = JSON.parse(
  readFileSync(new URL("../../../../../test/fixtures/analysis/feedback-tone-translated.json", import.meta.url), "utf8"),
) as Translated[];

const AT_LEAST = 0.85;

function passes(language: Translated["language"]): boolean {
  const rows = translated
    .filter((r) => r.language === language)
    .map((r) => ({ tone: r.tone, read: readFeedbackTone(r.text, language) }));
  return (["negative", "positive"] as const).every((tone) => {
    const right = rows.filter((r) => r.read === tone && r.tone === tone).length;
    const precision = right / Math.max(1, rows.filter((r) => r.read === tone).length);
    const recall = right / Math.max(1, rows.filter((r) => r.tone === tone).length);
    return precision >= AT_LEAST && recall >= AT_LEAST;
  });
}

describe("the languages whose tone is reported", () => {
  it("has a translated labelled sentence for each English one, in each language, with its label", () => {
    for (const language of ["es", "fr", "de", "pt"] as const) {
      expect(translated.filter((r) => r.language === language)).toHaveLength(61);
    }
  });

  it.each(["es", "fr", "de", "pt"] as const)(
    "%s: tone is on exactly when the translated set reads at precision and recall ≥ 0.85",
    (language) => {
      expect(TONE_LANGUAGES.has(language)).toBe(passes(language));
    },
  );
});
