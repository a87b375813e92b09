import { describe, expect, it } from "vitest";
import type { Language } from "../i18n/languages";
import { compareSurveyTitles, surveySearchMatcher } from "./survey-text-order";

const matchesSurveySearch = (survey: { title: string; description: string }, search: string, locale: Language) =>
  surveySearchMatcher(search, locale)(survey);

const survey = (title: string, description = "") => ({ title, description });

describe("surveySearchMatcher", () => {
  it("finds 'Élève' when searching 'eleve', and the other way round", () => {
    expect(matchesSurveySearch(survey("Enquête Élève 2026"), "eleve", "fr")).toBe(true);
    expect(matchesSurveySearch(survey("Eleve feedback"), "ÉLÈVE", "en")).toBe(true);
    expect(matchesSurveySearch(survey("Satisfação"), "satisfacao", "pt")).toBe(true);
    expect(matchesSurveySearch(survey("Übung", "Straße"), "ubung", "de")).toBe(true);
  });

  it("searches the description too, and refuses what is not there", () => {
    expect(matchesSurveySearch(survey("Untitled", "Café customers"), "cafe", "en")).toBe(true);
    expect(matchesSurveySearch(survey("Untitled", "Café customers"), "tea", "en")).toBe(false);
  });

  it("treats characters that are wildcards in SQL as plain text", () => {
    expect(matchesSurveySearch(survey("Growth 100%"), "%", "en")).toBe(true);
    expect(matchesSurveySearch(survey("Growth"), "%", "en")).toBe(false);
    expect(matchesSurveySearch(survey("a_b"), "_", "en")).toBe(true);
  });

  it("uses the locale's case rules: Turkish dotted I is not needed, plain i matches İ folded", () => {
    expect(matchesSurveySearch(survey("İstanbul"), "istanbul", "en")).toBe(true);
  });
});

describe("compareSurveyTitles", () => {
  it("sorts accented and capitalised titles among plain ones, and numbers by value", () => {
    const titles = ["zebra", "Élève", "eleve", "Apple", "éclair", "Survey 10", "Survey 2", "Über"];
    expect([...titles].sort(compareSurveyTitles("fr"))).toEqual([
      "Apple",
      "éclair",
      "Élève",
      "eleve",
      "Survey 2",
      "Survey 10",
      "Über",
      "zebra",
    ]);
  });

  it("counts titles equal when only accents or case differ, by the locale's letters", () => {
    expect(compareSurveyTitles("de")("Äpfel", "apfel")).toBe(0);
    expect(compareSurveyTitles("en")("Ñu", "nu")).toBe(0);
    // In Spanish ñ is a letter of its own, after n.
    expect(["Ñu", "Nz"].sort(compareSurveyTitles("es"))).toEqual(["Nz", "Ñu"]);
    expect(["Ñu", "Nz"].sort(compareSurveyTitles("en"))).toEqual(["Ñu", "Nz"]);
  });
});
