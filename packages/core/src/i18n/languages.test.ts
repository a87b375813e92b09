import { describe, expect, it } from "vitest";
import { asLanguage, languageOfAddress } from "./languages";

describe("asLanguage", () => {
  it("keeps a shipped language and falls back to English for anything else", () => {
    expect(asLanguage("pt")).toBe("pt");
    for (const value of ["en-GB", "xx", undefined, null, 3]) expect(asLanguage(value)).toBe("en");
  });
});

describe("languageOfAddress", () => {
  it("reads ?lang= when it names one of our languages, and nothing else", () => {
    expect(languageOfAddress("?lang=es")).toBe("es");
    expect(languageOfAddress("?theme=dark&lang=de")).toBe("de");
    expect(languageOfAddress("?lang=ja")).toBeNull();
    expect(languageOfAddress("?lang=ES")).toBeNull();
    expect(languageOfAddress("")).toBeNull();
  });
});
