import { describe, expect, it } from "vitest";
import { foldSynonyms } from "./cue-synonyms";

describe("foldSynonyms", () => {
  it("folds spelled-out delays into the language's word for late", () => {
    expect(foldSynonyms("Arrived later than expected", "en")).toBe("Arrived late");
    expect(foldSynonyms("Waited over an hour", "en")).toBe("late an hour");
    expect(foldSynonyms("El pedido tardó mucho", "es")).toBe("El pedido retrasada");
    expect(foldSynonyms("Tardaron 50 minutos", "es")).toBe("retrasada");
    expect(foldSynonyms("A entrega demorou muito", "pt")).toBe("A entrega atrasada");
    expect(foldSynonyms("Viel später als angegeben", "de")).toBe("Viel verspätet");
  });

  it("leaves words that only sometimes complain as the respondent wrote them", () => {
    for (const [text, language] of [
      ["I'll order again later", "en"],
      ["No tardó nada, perfecto", "es"],
      ["Não demorou, chegou quente", "pt"],
      ["Ich bestelle später wieder", "de"],
    ] as const) {
      expect(foldSynonyms(text, language)).toBe(text);
    }
  });
});
