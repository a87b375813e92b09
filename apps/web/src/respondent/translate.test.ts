import { describe, expect, it } from "vitest";
import { createTranslator } from "./translate";

const en = {
  minutes_one: "About {{count}} minute",
  minutes_other: "About {{count}} minutes",
  hi: "Hi {{name}}",
  only: "English only",
};

describe("createTranslator", () => {
  it("picks the plural form by count and fills placeholders", () => {
    const t = createTranslator("en", en, en);
    expect(t("minutes", { count: 1 })).toBe("About 1 minute");
    expect(t("minutes", { count: 3 })).toBe("About 3 minutes");
    expect(t("hi", { name: "Ana" })).toBe("Hi Ana");
  });

  it("uses the language's plural rules, _other when a form is missing, and English for missing keys", () => {
    const fr = { minutes_one: "Environ {{count}} minute", minutes_other: "Environ {{count}} minutes" };
    const t = createTranslator("fr", fr, en);
    expect(t("minutes", { count: 0 })).toBe("Environ 0 minute");
    expect(t("minutes", { count: 1_000_000 })).toBe("Environ 1000000 minutes");
    expect(t("only")).toBe("English only");
    expect(t("nope")).toBe("nope");
  });

  it("reads nested keys", () => {
    const t = createTranslator("en", { errors: { required: "Required" } }, {});
    expect(t("errors.required")).toBe("Required");
  });
});
