import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./preferred-language";

describe("preferred language", () => {
  it("picks the browser's best language we ship, regional variants included", () => {
    expect(preferredLanguage(new Headers({ "accept-language": "pt-BR,pt;q=0.9" }))).toBe("pt");
    expect(preferredLanguage(new Headers({ "accept-language": "ja, fr;q=0.5, de;q=0.7" }))).toBe("de");
  });

  it("falls back to English when nothing fits or nothing is said", () => {
    expect(preferredLanguage(new Headers({ "accept-language": "ja, zh;q=0.8" }))).toBe("en");
    expect(preferredLanguage(new Headers())).toBe("en");
    expect(preferredLanguage(undefined)).toBe("en");
  });
});
