import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../i18n/languages";
import { QUESTION_TYPES } from "../../question-types/question-types";
import { listPublishProblems } from "../publish-problems";
import { surveyContentSchema } from "../survey-schema";
import { buildSurveyFromTemplate, SURVEY_TEMPLATE_IDS, type SurveyTemplate } from "./survey-template";
import { getSurveyTemplate, listSurveyTemplateSummaries, SURVEY_TEMPLATES } from "./survey-templates";

describe("survey templates", () => {
  it("offers the ten templates the chooser promises", () => {
    expect(SURVEY_TEMPLATES.map((t) => t.id)).toEqual([...SURVEY_TEMPLATE_IDS]);
    expect(SURVEY_TEMPLATES).toHaveLength(10);
  });

  describe.each(SURVEY_TEMPLATES.map((t) => [t.id, t] as const))("%s", (_id, template) => {
    it.each(LANGUAGES)("builds a valid, publishable survey in %s", (language) => {
      const survey = buildSurveyFromTemplate(template, language);
      expect(surveyContentSchema.parse(survey)).toEqual(survey);
      expect(listPublishProblems(survey.questions, survey)).toEqual([]);
      expect(survey.questions).toHaveLength(template.questions.length);
      expect(new Set(survey.questions.map((q) => q.id)).size).toBe(survey.questions.length);
    });

    it("is written in every language, not left in English", () => {
      const english = buildSurveyFromTemplate(template, "en");
      for (const language of LANGUAGES.filter((l) => l !== "en")) {
        const texts = template.texts[language];
        expect(texts.name && texts.summary && texts.title, language).toBeTruthy();
        const other = buildSurveyFromTemplate(template, language);
        expect(other.title, language).not.toBe(english.title);
        other.questions.forEach((question, index) => {
          expect(question.title, `${language} question ${index + 1}`).not.toBe(english.questions[index]?.title);
          // Choices, items, rows, columns and likert labels are the language's own, never the schema's English defaults.
          expect(JSON.stringify(question), `${language} question ${index + 1}`).not.toMatch(
            /"(Option|Item|Row|Column) \d"|Strongly Disagree|Very Dissatisfied|Not Important/,
          );
        });
      }
    });
  });

  it("uses every one of the 19 question types across the templates", () => {
    const used = new Set(SURVEY_TEMPLATES.flatMap((t) => t.questions.map((q) => q.type)));
    expect([...QUESTION_TYPES].filter((type) => !used.has(type))).toEqual([]);
  });

  it("gives each question fresh ids, even when the id source repeats itself", () => {
    const ids = ["a", "a", "b", "c", "d", "e", "f"];
    const survey = buildSurveyFromTemplate(getSurveyTemplate("event-feedback"), "en", () => ids.shift() ?? "z");
    expect(survey.questions.map((q) => q.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("refuses a template whose language misses a question's choices", () => {
    const broken: SurveyTemplate = {
      ...getSurveyTemplate("nps"),
      texts: {
        ...getSurveyTemplate("nps").texts,
        de: { ...getSurveyTemplate("nps").texts.de, questions: [{ title: "Nur eine" }] },
      },
    };
    expect(() => buildSurveyFromTemplate(broken, "de")).toThrow();
    const noChoices: SurveyTemplate = { ...broken, questions: [{ type: "checkbox" }], texts: { ...broken.texts } };
    expect(() => buildSurveyFromTemplate(noChoices, "de")).toThrow(/options/);
  });

  it("lists the cards in the asked language with their question counts", () => {
    const cards = listSurveyTemplateSummaries("fr");
    expect(cards.find((c) => c.id === "nps")).toEqual({
      id: "nps",
      name: "Net Promoter Score (NPS)",
      summary: "Demandez s’ils vous recommanderaient, et pourquoi.",
      questionCount: 5,
    });
  });
});
