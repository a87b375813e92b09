import { describe, expect, it } from "vitest";
import { recallNames } from "./recall-tokens";
import { surveyContentSchema } from "./survey-schema";
import { pickSurveyLanguage, surveyLanguages, translateSurvey, untranslatedTexts } from "./survey-translations";

const survey = surveyContentSchema.parse({
  title: "Lunch",
  description: "Tell us",
  questions: [
    { id: "name", type: "text", title: "Your name?" },
    { id: "food", type: "multiple-choice", title: "Hi {{name}}, what do you eat?", options: ["Fish", "Rice", "Beans"] },
    { id: "grid", type: "matrix", title: "Rate", matrixRows: ["Taste"], matrixColumns: ["Good", "Bad"] },
  ],
  settings: {
    completionMessage: "Thanks",
    translations: {
      es: {
        survey: { Lunch: "Almuerzo", Thanks: "Gracias" },
        questions: {
          name: { "Your name?": "¿Tu nombre?" },
          food: { "Hi {{name}}, what do you eat?": "Hola {{name}}, ¿qué comes?", Fish: "Pescado", Rice: "Arroz" },
          grid: { Taste: "Sabor", Good: "Bueno", Bad: "" },
        },
      },
    },
  },
});

describe("survey translations", () => {
  it("reads a survey stored before them as English with none", () => {
    const old = surveyContentSchema.parse({ title: "Old" });
    expect(old.settings.defaultLanguage).toBe("en");
    expect(old.settings.translations).toEqual({});
    expect(surveyLanguages(old)).toEqual(["en"]);
  });

  it("translates every text it has and falls back to the default for the rest", () => {
    const es = translateSurvey(survey, "es");
    expect(es.title).toBe("Almuerzo");
    expect(es.description).toBe("Tell us");
    expect(es.settings.completionMessage).toBe("Gracias");
    expect(es.questions[1]).toMatchObject({ options: ["Pescado", "Arroz", "Beans"] });
    // An empty translation counts as none.
    expect(es.questions[2]).toMatchObject({ matrixRows: ["Sabor"], matrixColumns: ["Bueno", "Bad"] });
    expect(es.questions[1]?.branchingRules).toEqual(survey.questions[1]?.branchingRules);
  });

  it("leaves the survey as it is in its default language or one it lacks", () => {
    expect(translateSurvey(survey, "en")).toBe(survey);
    expect(translateSurvey(survey, "de")).toBe(survey);
  });

  it("keeps recall tokens working inside translations", () => {
    const es = translateSurvey(survey, "es");
    expect(es.questions[1]?.title).toBe("Hola {{name}}, ¿qué comes?");
    expect(recallNames(es.questions[1]?.title ?? "")).toEqual(["name"]);
  });

  it("lists the untranslated texts, and an edited source as untranslated again", () => {
    expect(untranslatedTexts(survey, "es").map((t) => t.source)).toEqual(["Tell us", "Beans", "Rate", "Bad"]);
    expect(untranslatedTexts(survey, "en")).toEqual([]);
    const edited = { ...survey, title: "Lunch time" };
    expect(untranslatedTexts(edited, "es")[0]).toEqual({ questionId: null, kind: "surveyTitle", source: "Lunch time" });
    expect(untranslatedTexts(survey, "fr")).toHaveLength(12);
  });

  it("picks the address's language, then the browser's first the survey has, then the default", () => {
    const available = surveyLanguages(survey);
    expect(available).toEqual(["en", "es"]);
    const pick = (param: string | null, browserLanguages: string[]) =>
      pickSurveyLanguage({ param, browserLanguages, available, defaultLanguage: "en" });
    expect(pick("es", ["en-US"])).toBe("es");
    expect(pick("fr", ["es-ES", "en"])).toBe("es");
    expect(pick(null, ["de-DE", "es-MX"])).toBe("es");
    expect(pick(null, ["de-DE", "fr"])).toBe("en");
    expect(pick("xx", [])).toBe("en");
  });

  it("refuses a translation in a language that is not ours", () => {
    const parsed = surveyContentSchema.safeParse({ title: "x", settings: { translations: { it: {} } } });
    expect(parsed.success).toBe(false);
  });
});

describe("editing translations", () => {
  it("sets, clears, adds and removes, and prunes what no text needs", async () => {
    const { withTranslation, withLanguage, translationOf, pruneTranslations } = await import("./survey-translations");
    const title = { questionId: "food", kind: "option" as const, source: "Beans" };
    let translations = withTranslation(survey.settings.translations, "es", title, "Frijoles");
    expect(translationOf(translations, "es", title)).toBe("Frijoles");
    translations = withTranslation(translations, "es", title, "");
    expect(translationOf(translations, "es", title)).toBe("");
    translations = withLanguage(translations, "fr", true);
    expect(Object.keys(translations)).toEqual(["es", "fr"]);
    expect(Object.keys(withLanguage(translations, "fr", false))).toEqual(["es"]);
    const stale = withTranslation(translations, "es", { questionId: "gone", kind: "title", source: "Old" }, "Viejo");
    const pruned = pruneTranslations({ ...survey, settings: { ...survey.settings, translations: stale } });
    expect(pruned.es?.questions["gone"]).toBeUndefined();
    expect(pruned.es?.questions["food"]?.["Fish"]).toBe("Pescado");
    expect(pruned.fr).toEqual({ survey: {}, questions: {} });
  });
});
