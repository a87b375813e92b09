import { describe, expect, it } from "vitest";
import { getUploadTypeRefusal, type FileFacts } from "./allowed-file-types";

const isAllowedFileType = (rules: string[], facts: FileFacts) => getUploadTypeRefusal(rules, facts) === null;

const pdf: FileFacts = {
  name: "cv.pdf",
  detected: { mime: "application/pdf", ext: "pdf" },
  declaredMime: "application/pdf",
  looksLikeText: false,
};
const png: FileFacts = {
  name: "shot.PNG",
  detected: { mime: "image/png", ext: "png" },
  declaredMime: "image/png",
  looksLikeText: false,
};
const text: FileFacts = { name: "notes.txt", detected: null, declaredMime: "text/plain", looksLikeText: true };
const fakePdf: FileFacts = { name: "evil.pdf", detected: null, declaredMime: "application/pdf", looksLikeText: true };
const exe: FileFacts = {
  name: "setup.exe",
  detected: { mime: "application/x-msdownload", ext: "exe" },
  declaredMime: "image/png",
  looksLikeText: false,
};

describe("allowed file types", () => {
  it("matches wildcard mime prefixes, extensions and exact mimes by the bytes", () => {
    const defaults = ["image/*", ".pdf"];
    expect(isAllowedFileType(defaults, pdf)).toBe(true);
    expect(isAllowedFileType(defaults, png)).toBe(true);
    expect(isAllowedFileType(["application/pdf"], pdf)).toBe(true);
    expect(isAllowedFileType([".png"], png)).toBe(true);
    expect(isAllowedFileType([".txt"], text)).toBe(true);
    expect(isAllowedFileType(["text/*"], text)).toBe(true);
  });

  it("refuses a name or a browser claim the bytes contradict", () => {
    expect(isAllowedFileType(["image/*", ".pdf"], fakePdf)).toBe(false);
    expect(isAllowedFileType(["image/*"], exe)).toBe(false);
    expect(isAllowedFileType([".pdf"], { ...png, name: "shot.pdf" })).toBe(false);
    expect(isAllowedFileType(["image/*", ".pdf"], text)).toBe(false);
  });

  it("takes a list without rules as every type, as the builder and the respondent page do", () => {
    expect(isAllowedFileType([], text)).toBe(true);
    expect(isAllowedFileType([" "], exe)).toBe(true);
  });
});
