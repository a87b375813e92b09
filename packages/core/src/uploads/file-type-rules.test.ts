import { describe, expect, it } from "vitest";
import { acceptsAnyFileType, isFileTypeAllowed, nameFileTypeRules } from "./file-type-rules";

const pdf = { name: "cv.PDF", mime: "application/pdf" };
const png = { name: "shot.png", mime: "image/png" };
const text = { name: "notes.txt", mime: "text/plain" };

describe("file-type rules", () => {
  it("matches mime prefixes, extensions and exact mimes, in any case and with spaces around", () => {
    const defaults = ["image/*", ".pdf"];
    expect(isFileTypeAllowed(defaults, pdf)).toBe(true);
    expect(isFileTypeAllowed(defaults, png)).toBe(true);
    expect(isFileTypeAllowed(defaults, text)).toBe(false);
    expect(isFileTypeAllowed([" Application/PDF "], pdf)).toBe(true);
    expect(isFileTypeAllowed([".tar.gz"], { name: "a.tar.gz", mime: "" })).toBe(true);
  });

  it("accepts every type when no rule is listed, as the builder says", () => {
    for (const rules of [[], [""], ["  ", ""], ["*"], ["*/*", ".pdf"]]) {
      expect(acceptsAnyFileType(rules), JSON.stringify(rules)).toBe(true);
      expect(isFileTypeAllowed(rules, text), JSON.stringify(rules)).toBe(true);
    }
    expect(acceptsAnyFileType([".pdf"])).toBe(false);
  });

  it("refuses an extension the content contradicts, when the caller could read the content", () => {
    expect(isFileTypeAllowed([".pdf"], { ...pdf, contentMatchesExtension: false })).toBe(false);
    expect(isFileTypeAllowed([".pdf"], { ...pdf, contentMatchesExtension: true })).toBe(true);
    // Without a rule, the type is not judged at all.
    expect(isFileTypeAllowed([], { ...pdf, contentMatchesExtension: false })).toBe(true);
  });
});

describe("nameFileTypeRules", () => {
  it("names kinds in words and formats by name, each once, in order", () => {
    expect(nameFileTypeRules(["image/*", ".pdf"])).toEqual([{ kind: "images" }, { format: "PDF" }]);
    expect(nameFileTypeRules([".pdf", "application/pdf", " .PDF "])).toEqual([{ format: "PDF" }]);
    expect(nameFileTypeRules(["video/*", "audio/*", "text/*"])).toEqual([
      { kind: "videos" },
      { kind: "audio" },
      { kind: "text" },
    ]);
    expect(nameFileTypeRules(["image/jpeg", ".jpg", ".jpeg", "image/png", ".docx", "text/csv"])).toEqual([
      { format: "JPG" },
      { format: "PNG" },
      { format: "DOCX" },
      { format: "CSV" },
    ]);
  });

  it("is empty when every type is accepted", () => {
    expect(nameFileTypeRules([])).toEqual([]);
    expect(nameFileTypeRules(["*/*", ".pdf"])).toEqual([]);
  });
});
