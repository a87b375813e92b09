import { describe, expect, it } from "vitest";
import { asLanguage, languageOfAddress, withPageLanguage } from "./languages";

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

describe("withPageLanguage", () => {
  it("adds ?lang= to an app page's address, keeping its other parameters and replacing an earlier language", () => {
    expect(withPageLanguage("/login", "de")).toBe("/login?lang=de");
    expect(withPageLanguage("/register?plan=yearly", "fr")).toBe("/register?plan=yearly&lang=fr");
    expect(withPageLanguage("/register?lang=es&plan=monthly", "pt")).toBe("/register?lang=pt&plan=monthly");
    expect(withPageLanguage("/billing", "en")).toBe("/billing?lang=en");
    expect(languageOfAddress(withPageLanguage("/teams?invite=a%20b", "es").split("?")[1] ?? "")).toBe("es");
  });
});
