import { describe, expect, it } from "vitest";
import { asLanguage } from "./languages";

describe("asLanguage", () => {
  it("keeps a shipped language and falls back to English for anything else", () => {
    expect(asLanguage("pt")).toBe("pt");
    for (const value of ["en-GB", "xx", undefined, null, 3]) expect(asLanguage(value)).toBe("en");
  });
});
