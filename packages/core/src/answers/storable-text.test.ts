import { describe, expect, it } from "vitest";
import { hasUnstorableText, isStorableText } from "./storable-text";

describe("isStorableText", () => {
  it("takes any text PostgreSQL stores: accents, emoji (a surrogate pair), tabs and newlines", () => {
    for (const text of ["", "plain", "café", "😀 ok", "line\nline\tcell", "\u0001\u001f"]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("refuses NUL and unpaired surrogates, wherever they are", () => {
    for (const text of ["\u0000", "a\u0000b", "\ud800", "x\udc00", "\udc00\ud800", "\ud800\ud800\udc00", "😀\ude00"]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe("hasUnstorableText", () => {
  it("looks into every shape of answer, matrix row keys included", () => {
    expect(hasUnstorableText("fine")).toBe(false);
    expect(hasUnstorableText(4)).toBe(false);
    expect(hasUnstorableText(["a", "b"])).toBe(false);
    expect(hasUnstorableText({ "Row 1": "Col 1" })).toBe(false);
    expect(hasUnstorableText("a\u0000")).toBe(true);
    expect(hasUnstorableText(["a", "\ud800"])).toBe(true);
    expect(hasUnstorableText({ "Row 1": "\udfff" })).toBe(true);
    expect(hasUnstorableText({ "Row\u0000": "Col 1" })).toBe(true);
  });
});
