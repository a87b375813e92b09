import type { GeneratedSurveyDraft } from "@sondar/core/ai/generated-survey";
import { describe, expect, it } from "vitest";
import { IDEA_CORPUS, type CorpusIdea } from "../../../../test/fixtures/generator/idea-corpus";
import { detectIdeaLanguage } from "./detect-idea-language";
import { generateLocalSurvey } from "./generate-local-survey";
import { checkDraft } from "./test-draft-grammar";

describe("the generator's idea corpus", () => {
  it("holds at least 60 ideas, ten or more in each language other than English", () => {
    expect(IDEA_CORPUS.length).toBeGreaterThanOrEqual(60);
    for (const language of ["es", "fr", "de", "pt"]) {
      expect(IDEA_CORPUS.filter((entry) => entry.language === language).length).toBeGreaterThanOrEqual(10);
    }
  });

  for (const entry of IDEA_CORPUS) {
    it(`${entry.language}: "${entry.idea}" gives a grammatical survey on ${entry.subject}`, () => {
      const language = detectIdeaLanguage(entry.idea, entry.language);
      expect(language).toBe(entry.language);
      expect(checkDraft(generateLocalSurvey(entry.idea, language), entry)).toEqual([]);
    });
  }
});

/** A draft of one title, one description and the given question titles, for the checker's own tests. */
function draftOf(title: string, description: string, questions: string[]): GeneratedSurveyDraft {
  return { title, description, questions: questions.map((q) => ({ type: "textarea", title: q })) };
}

describe("the draft checker", () => {
  it("catches each mistake the issue reported in the old English draft", () => {
    const entry = IDEA_CORPUS[0] as CorpusIdea;
    const problems = checkDraft(
      draftOf(
        "Attendees of Our Two-Day Developer Conference Feedback Survey",
        "Thank you for attending the attendees of our two-day developer conference.",
        ["How would you rate the content on attendees of our two-day developer?", "How would you rate the the venue?"],
      ),
      entry,
    ).join("\n");
    expect(problems).toMatch(/the audience "attendees" as the subject/);
    expect(problems).toMatch(/the subject cut short/);
    expect(problems).toMatch(/repeated word "the"/);
    expect(problems).toMatch(/two determiners in a row/);
    expect(problems).toMatch(/is in 0 of the description and question titles/);
  });

  it("catches articles that do not agree, missing or left uncontracted, and a subject quoted as a name", () => {
    const find = (language: string, start: string) =>
      IDEA_CORPUS.find((e) => e.language === language && e.idea.startsWith(start)) as CorpusIdea;
    const es = find("es", "Encuesta para los socios");
    const wrong = (language: string, entry: CorpusIdea, sentences: string[]) =>
      checkDraft(draftOf("T", sentences[0] as string, sentences.slice(1)), entry).join("\n");
    expect(wrong("es", es, ["Opina sobre la club de remo de Sevilla.", "¿Qué piensas de el club de remo de Sevilla?"])).toMatch(
      /agreement \("la" is not masculine\)[\s\S]*an article not contracted/,
    );
    const fr = find("fr", "Questionnaire pour les clients de notre hôtel");
    expect(wrong("fr", fr, ["Que pensez-vous de le hôtel à Nice ?", "Comment évaluez-vous « hôtel à Nice » ?"])).toMatch(
      /agreement \("le" before a vowel\)[\s\S]*quoted as a name/,
    );
    const de = find("de", "Feedback der Teilnehmer");
    expect(
      wrong("de", de, [
        "Wie bewerten Sie den zweitägigen Entwicklerkonferenz in Lissabon?",
        "Wie finden Sie Entwicklerkonferenz in Lissabon?",
      ]),
    ).toMatch(/agreement \("den zweitägigen" does not agree\)[\s\S]*agreement \(no article\)/);
    const pt = find("pt", "Opinião dos moradores");
    expect(wrong("pt", pt, ["O que acha do novas ciclovias de Recife?", "Como avalia as novas ciclovias de Recife?"])).toMatch(
      /agreement \("do" is not feminine\)/,
    );
  });
});
