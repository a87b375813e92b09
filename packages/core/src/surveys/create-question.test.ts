import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { QUESTION_TYPES } from "../question-types/question-types";
import { createQuestion } from "./create-question";
import { questionSchema } from "./question-schema";

describe("createQuestion", () => {
  it("makes a valid question of every type in every language", () => {
    for (const language of LANGUAGES) {
      for (const type of QUESTION_TYPES) {
        const question = createQuestion(type, "q", language);
        expect(questionSchema.parse(question)).toEqual(question);
      }
    }
  });

  it("writes the starter texts respondents could see in the creator's language", () => {
    const likert = createQuestion("likert", "q", "es");
    expect(likert.title).toBe("Nueva pregunta");
    expect(likert.type === "likert" && likert.likertScale.labels).toEqual([
      "Muy en desacuerdo",
      "En desacuerdo",
      "Neutral",
      "De acuerdo",
      "Muy de acuerdo",
    ]);
    const matrix = createQuestion("matrix", "q", "de");
    expect(matrix.type === "matrix" && [matrix.matrixRows, matrix.matrixColumns]).toEqual([
      ["Zeile 1", "Zeile 2"],
      ["Spalte 1", "Spalte 2", "Spalte 3"],
    ]);
    const choice = createQuestion("dropdown", "q", "pt");
    expect(choice.type === "dropdown" && choice.options).toEqual(["Opção 1", "Opção 2", "Opção 3"]);
  });

  it("keeps English when no language is given, as stored questions without texts read", () => {
    const question = createQuestion("ranking", "q");
    expect(question.title).toBe("New Question");
    expect(question.type === "ranking" && question.rankingItems).toEqual(["Item 1", "Item 2", "Item 3"]);
  });
});
