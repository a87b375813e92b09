import { describe, expect, it } from "vitest";
import { surveyContentSchema } from "../surveys/survey-schema";
import { answerInDefaultLanguage, answerInLanguage } from "./translated-answers";

const survey = surveyContentSchema.parse({
  title: "Lunch",
  questions: [
    { id: "name", type: "text" },
    { id: "food", type: "checkbox", options: ["Fish", "Rice", "Beans"], shuffleOptions: true },
    { id: "grid", type: "matrix", matrixRows: ["Taste"], matrixColumns: ["Good", "Bad"] },
  ],
  settings: {
    translations: {
      es: { questions: { food: { Fish: "Pescado", Rice: "Arroz" }, grid: { Taste: "Sabor", Good: "Bueno" } } },
    },
  },
});

describe("answers on a translated survey", () => {
  it("stores a translated choice as the default-language value, and shows a stored one translated", () => {
    expect(answerInDefaultLanguage(survey, "food", ["Pescado", "Arroz"], "es")).toEqual(["Fish", "Rice"]);
    expect(answerInDefaultLanguage(survey, "food", "Beans", "es")).toBe("Beans");
    expect(answerInDefaultLanguage(survey, "food", "Something else", "es")).toBe("Something else");
    expect(answerInDefaultLanguage(survey, "grid", { Sabor: "Bueno" }, "es")).toEqual({ Taste: "Good" });
    expect(answerInDefaultLanguage(survey, "food", "Pescado", "en")).toBe("Pescado");
    expect(answerInLanguage(survey, "food", "Fish", "es")).toBe("Pescado");
    expect(answerInLanguage(survey, "grid", { Taste: "Bad" }, "es")).toEqual({ Sabor: "Bad" });
    expect(answerInDefaultLanguage(survey, "name", "Pescado", "es")).toBe("Pescado");
  });
});
