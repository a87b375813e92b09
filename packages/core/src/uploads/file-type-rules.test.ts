import { describe, expect, it } from "vitest";
import {
  acceptsAnyFileType,
  getFileTypeRefusal,
  isFileTypeAllowed,
  nameClaimedFileType,
  nameFileTypeRules,
} from "./file-type-rules";

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

describe("getFileTypeRefusal", () => {
  const judged = (name: string, claimedMime: string, contentMime: string, contentMatchesExtension: boolean) => ({
    name,
    claimedMime,
    contentMime,
    contentMatchesExtension,
  });

  it("accepts a file whose content is an allowed type", () => {
    expect(getFileTypeRefusal(["image/*", ".pdf"], judged("cv.pdf", "application/pdf", "application/pdf", true))).toBeNull();
    // A PNG named .pdf passes as an image: the content decides.
    expect(getFileTypeRefusal(["image/*", ".pdf"], judged("cv.pdf", "application/pdf", "image/png", false))).toBeNull();
  });

  it("says the content did not match when the file passes by its name and claimed type but not by its bytes", () => {
    expect(getFileTypeRefusal(["image/*", ".pdf"], judged("cv.pdf", "application/pdf", "text/plain", false))).toEqual({
      code: "FILE_CONTENT_MISMATCH",
      message: '"cv.pdf" is not a valid PDF file: its content does not match its type',
      claimedType: "PDF",
    });
    expect(getFileTypeRefusal(["image/*"], judged("photo.jpeg", "image/jpeg", "application/x-msdownload", false))?.message).toBe(
      '"photo.jpeg" is not a valid JPG file: its content does not match its type',
    );
    expect(getFileTypeRefusal(["application/pdf"], judged("scan", "application/pdf", "text/plain", false))?.code).toBe(
      "FILE_CONTENT_MISMATCH",
    );
  });

  it("says the type is not allowed when the file claims a type the question does not take", () => {
    expect(getFileTypeRefusal(["application/pdf"], judged("scan.png", "image/png", "image/png", true))).toEqual({
      code: "FILE_TYPE_NOT_ALLOWED",
      message: 'File type "image/png" not allowed',
    });
    expect(getFileTypeRefusal(["image/*"], judged("run.exe", "", "application/octet-stream", false))?.message).toBe(
      'File type "application/octet-stream" not allowed',
    );
  });
});

describe("nameClaimedFileType", () => {
  it("names the format by the extension, else by the claimed type", () => {
    expect(nameClaimedFileType({ name: "cv.PDF", mime: "" })).toBe("PDF");
    expect(nameClaimedFileType({ name: "photo.jpeg", mime: "image/jpeg" })).toBe("JPG");
    expect(nameClaimedFileType({ name: "scan", mime: "application/pdf; charset=binary" })).toBe("PDF");
    expect(nameClaimedFileType({ name: "report", mime: "application/vnd.ms-excel" })).toBe("XLS");
    expect(nameClaimedFileType({ name: "blob", mime: "" })).toBe("");
  });
});
