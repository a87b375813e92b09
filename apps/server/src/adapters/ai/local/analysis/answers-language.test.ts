import { describe, expect, it } from "vitest";
import { detectAnswersLanguage } from "./answers-language";

describe("the language of a question's answers", () => {
  it.each([
    ["en", ["The coffee was great.", "The queue was far too long.", "Friendly staff and fair prices."]],
    ["es", ["El café estaba delicioso.", "La cola era demasiado larga.", "Personal amable y precios justos."]],
    ["fr", ["Le café était délicieux.", "La file d'attente était bien trop longue.", "Personnel aimable et prix justes."]],
    ["de", ["Der Kaffee war köstlich.", "Die Schlange war viel zu lang.", "Freundliches Personal und faire Preise."]],
    ["pt", ["O café estava delicioso.", "A fila estava longa demais.", "Equipe simpática e preços justos."]],
  ])("reads %s from the answers together", (language, answers) => {
    expect(detectAnswersLanguage(answers)).toBe(language);
  });

  it("follows most of the answers when a few are in another language", () => {
    const spanish = ["El café estaba delicioso.", "La cola era demasiado larga.", "Me encanta el ambiente del local."];
    expect(detectAnswersLanguage([...spanish, "ok", "Great!"])).toBe("es");
  });

  it("does not guess from too little text", () => {
    expect(detectAnswersLanguage(["ok", "sí"])).toBeNull();
    // An n-gram reading of these alone says French.
    expect(detectAnswersLanguage(["More vegan options please", "Cheaper prices", "Parking!"])).toBeNull();
    expect(detectAnswersLanguage([])).toBeNull();
  });

  it("gives no verdict on lists of English nouns, which read as a near tie", () => {
    for (const answers of [
      ["Service", "Prices", "Ambience", "The croissants", "Music volume", "Table space", "Location"],
      ["Restaurant ambiance", "Menu variety", "Cafe atmosphere", "Dessert selection", "Table service"],
      ["Chocolate croissant", "Cappuccino", "Latte", "Espresso", "Almond croissant", "Flat white"],
    ]) {
      expect([null, "en"], answers.join(" / ")).toContain(detectAnswersLanguage(answers));
    }
  });
});
